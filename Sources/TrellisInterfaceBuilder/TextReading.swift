import TrellisLayout
import TrellisText

/// Text, fonts and paragraph settings of labels, buttons, text fields and text views, as far as Trellis's
/// font model goes (the system font in its nine weights, upright and italic; text styles). What it can't
/// follow (custom fonts, which the document's project holds and Trellis doesn't) is reported by the caller
/// as a warning.
enum TextReading {
    /// The font an element's `<fontDescription>` (or an attributed run's `<font>`) asks for, and what of it
    /// Trellis can't honour.
    struct FontChoice {
        var font: Font?
        var dynamic: DynamicFont?
        var unsupported: String?
    }

    static let textStyles: [String: DynamicTextStyle] = [
        "UICTFontTextStyleTitle0": .largeTitle, "UICTFontTextStyleTitle1": .title1, "UICTFontTextStyleTitle2": .title2,
        "UICTFontTextStyleTitle3": .title3, "UICTFontTextStyleHeadline": .headline, "UICTFontTextStyleBody": .body,
        "UICTFontTextStyleCallout": .callout, "UICTFontTextStyleSubhead": .subheadline,
        "UICTFontTextStyleFootnote": .footnote, "UICTFontTextStyleCaption1": .caption1,
        "UICTFontTextStyleCaption2": .caption2,
    ]

    /// `<fontDescription>`: `type="system|boldSystem|italicSystem"` with `weight` and `pointSize`, a text
    /// `style`, or a custom font by `name` (laid out with it when `customFonts`, the PostScript names of the
    /// user's font files, holds it; `declared`, the document's `<customFonts>`, names the file in the warning
    /// otherwise).
    static func font(
        _ description: XMLElement, customFonts: Set<String> = [], declared: [String: String] = [:]
    ) -> FontChoice {
        if let styleName = description["style"] {
            guard let style = textStyles[styleName] else {
                return FontChoice(font: Font(size: 17), unsupported: "text style '\(styleName)' (body used)")
            }
            return FontChoice(dynamic: DynamicFont(.style(style)))
        }
        let size = description["pointSize"].flatMap(Double.init) ?? 17
        if description["name"] != nil, description["type"] == nil {
            let name = description["name"] ?? ""
            return customFont(name, size: size, customFonts: customFonts, declared: declared)
        }
        switch description["type"] ?? "system" {
        case "boldSystem":
            return FontChoice(font: Font(size: size, weight: .bold))
        case "italicSystem":
            var font = Font(size: size)
            font.italic = true
            return FontChoice(font: font)
        case "system":
            return systemFont(size: size, weight: description["weight"] ?? "regular")
        case let other:
            return FontChoice(font: Font(size: size), unsupported: "font type '\(other)' (the system font used)")
        }
    }

    /// An attributed run's `<font key="NSFont" size="17" metaFont="system"/>` or `name="…"`.
    static func runFont(
        _ element: XMLElement, customFonts: Set<String> = [], declared: [String: String] = [:]
    ) -> FontChoice {
        let size = element["size"].flatMap(Double.init) ?? 17
        if let name = element["name"] {
            return customFont(name, size: size, customFonts: customFonts, declared: declared)
        }
        switch element["metaFont"] {
        case "systemBold"?: return FontChoice(font: Font(size: size, weight: .bold))
        default: return FontChoice(font: Font(size: size))
        }
    }

    /// A font by PostScript name: SF's private names are the system font; a face of the user's font files
    /// is itself; any other is a warning, with the system font of its size.
    private static func customFont(
        _ name: String, size: Double, customFonts: Set<String>, declared: [String: String]
    ) -> FontChoice {
        if name.hasPrefix(".SFUI") || name.hasPrefix(".AppleSystemUIFont") {
            return systemFont(size: size, weight: weightName(fromPostScript: name))
        }
        if customFonts.contains(name) {
            var font = Font(size: size)
            font.name = name
            return FontChoice(font: font)
        }
        let file = declared[name].map { "its file, \($0) in the project," } ?? "its file"
        return FontChoice(
            font: Font(size: size),
            unsupported: "custom font '\(name)' (the system font of its size used; pass \(file) with --fonts DIR)")
    }

    private static func weightName(fromPostScript name: String) -> String {
        let suffix = name.split(separator: "-").last.map { $0.lowercased() } ?? "regular"
        return suffix == "display" || suffix == "text" ? "regular" : suffix
    }

    /// IB's `weight` attribute names UIKit's nine weights as `FontWeight` does; SF's PostScript names
    /// (`.SFUI-Semibold`) use the same words, and `ultralight` for ultraLight.
    private static func systemFont(size: Double, weight: String) -> FontChoice {
        let name = weight == "ultralight" ? "ultraLight" : weight
        guard let known = FontWeight(rawValue: name) else {
            return FontChoice(font: Font(size: size), unsupported: "system font weight '\(weight)' (regular used)")
        }
        return FontChoice(font: Font(size: size, weight: known))
    }

    static let lineBreakModes: [String: LineBreakMode] = [
        "wordWrap": .byWordWrapping, "characterWrap": .byCharWrapping, "clip": .byClipping,
        "headTruncation": .byTruncatingHead, "tailTruncation": .byTruncatingTail,
        "middleTruncation": .byTruncatingMiddle,
    ]

    static let alignments: [String: TextAlignment] = [
        "natural": .natural, "left": .left, "center": .center, "right": .right, "justified": .justified,
    ]

    /// The element's text: the `text` attribute, a `<string key="text">` child (text with line breaks), or
    /// the runs of an `<attributedString>` joined, with the first run's font.
    static func text(of element: XMLElement, key: String = "text") -> (text: String?, runFont: XMLElement?, runs: Int) {
        if let text = element[key] { return (text, nil, 0) }
        if let string = element.child("string", key: key) { return (string.text, nil, 0) }
        if let attributed = element.child(
            "attributedString", key: "attributed" + key.prefix(1).uppercased() + key.dropFirst())
        {
            var joined = ""
            var font: XMLElement?
            let fragments = attributed.children("fragment")
            for fragment in fragments {
                joined += fragment["content"] ?? fragment.child("string", key: "content")?.text ?? ""
                if font == nil { font = fragment.child("attributes")?.child("font", key: "NSFont") }
            }
            return (joined, font, fragments.count)
        }
        return (nil, nil, 0)
    }

    /// A label's `<attributedString key="attributedText">` as runs: each fragment's content with its
    /// attributes' font (`NSFont`), colour (`NSColor`), kern (`NSKern`) and baseline offset
    /// (`NSBaselineOffset`); and what of the fonts Trellis can't honour. Nil without attributed text.
    /// `customFonts` and `declared` as for `font`: a run in a custom font the user supplied is laid out in it.
    static func runs(
        of element: XMLElement, resources: DocumentResources, customFonts: Set<String> = [],
        declared: [String: String] = [:]
    ) -> (
        runs: [AttributedRun], unsupported: [String]
    )? {
        guard let attributed = element.child("attributedString", key: "attributedText") else { return nil }
        var runs: [AttributedRun] = []
        var unsupported: [String] = []
        for fragment in attributed.children("fragment") {
            let content = fragment["content"] ?? fragment.child("string", key: "content")?.text ?? ""
            guard !content.isEmpty else { continue }
            var run = AttributedRun(content)
            if let attributes = fragment.child("attributes") {
                if let font = attributes.child("font", key: "NSFont") {
                    let choice = runFont(font, customFonts: customFonts, declared: declared)
                    run.font = choice.font
                    if let reason = choice.unsupported { unsupported.append(reason) }
                }
                if let color = attributes.child("color", key: "NSColor") {
                    run.color = ColorReading.color(color, resources: resources)
                }
                if let kern = attributes.child("real", key: "NSKern")?["value"].flatMap(Double.init) {
                    run.kern = kern
                }
                if let offset = attributes.child("real", key: "NSBaselineOffset")?["value"].flatMap(Double.init) {
                    run.baselineOffset = offset
                }
            }
            runs.append(run)
        }
        return (runs, unsupported)
    }
}

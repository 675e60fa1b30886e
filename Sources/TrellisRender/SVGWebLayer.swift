import TrellisLayout
import TrellisText

/// Turns Cairo's SVG into one a web page can use as it is:
///
/// - `width`/`height` in CSS pixels — one per canvas point, so an unstyled `<img>` shows the figure at its
///   real size — with the `viewBox` left at device pixels (the drawing's own coordinates, `scale` per point);
/// - `<title>` and `<desc>` (the spec's `title:` and `description:`; without a title, the canvas size);
/// - an accessible layer after the drawing: one `<g id="viewName">` per view, nested as the views are, holding
///   a transparent `<rect>` over the view's frame (so a page can style, link or point at it) and, for text
///   views, the text as real `<text>` elements — each line at its drawn baseline, stretched to its drawn
///   width, with `fill-opacity="0"` over Cairo's glyph outlines, so the words can be searched, selected and
///   read aloud; then every other text drawn (tags, chips, callouts, captions, the legend) the same way.
///
/// A view named like one of Cairo's own ids (`surface1`, `image0`) gets `view-` in front of its id.
/// Deterministic: the output depends only on the input bytes and the drawing's records.
enum SVGWebLayer {
    static func finish(_ svg: [UInt8], plan: RenderPlan, texts: [DrawnText], views: [ViewScene]) -> [UInt8] {
        var document = String(decoding: svg, as: UTF8.self)
        guard let open = document.firstRange(of: "<svg "), let close = document[open.upperBound...].firstRange(of: ">"),
            let end = document.ranges(of: "</svg>").last
        else { return svg }
        let scale = plan.scale
        let pageWidth = NumberText.minimal(plan.pageSize.width), pageHeight = NumberText.minimal(plan.pageSize.height)
        let viewBox = "0 0 \(plan.pixelWidth) \(plan.pixelHeight)"
        let header =
            "<svg xmlns=\"http://www.w3.org/2000/svg\" xmlns:xlink=\"http://www.w3.org/1999/xlink\" "
            + "width=\"\(pageWidth)\" height=\"\(pageHeight)\" viewBox=\"\(viewBox)\" version=\"1.1\" "
            + "role=\"img\" aria-labelledby=\"trellis-title trellis-desc\">"
        let presentation = plan.layout.presentation
        let canvas = plan.layout.canvas
        let title =
            presentation.title
            ?? "Layout of \(plan.layout.views.count) views on a \(NumberText.size(canvas.width, canvas.height)) pt canvas"
        let summary = presentation.summary ?? describe(plan.layout)
        var layer =
            "\n<title id=\"trellis-title\">\(escape(title))</title>\n<desc id=\"trellis-desc\">\(escape(summary))</desc>\n"

        var body = "<g id=\"trellis-views\" fill=\"none\" stroke=\"none\">\n"
        let textsByOwner = Dictionary(grouping: texts.filter { $0.owner != nil }, by: { $0.owner ?? "" })
        var open_: [Int] = [] // depths of the groups still open
        for view in views {
            while let depth = open_.last, depth >= view.depth {
                body += "</g>\n"
                open_.removeLast()
            }
            let id =
                cairoIDs.contains(where: {
                    view.name.hasPrefix($0) && view.name.dropFirst($0.count).allSatisfy(\.isNumber)
                })
                ? "view-" + view.name : view.name
            body += "<g id=\"\(escape(id))\" class=\"trellis-view\" data-kind=\"\(view.solved.kind.rawValue)\">"
            body +=
                "<title>\(escape(view.name)) \(NumberText.size(view.solved.frame.width, view.solved.frame.height))</title>"
            let f = view.frame
            if f.isDrawable {
                body +=
                    "<rect x=\"\(n(f.minX * scale))\" y=\"\(n(f.minY * scale))\" width=\"\(n(f.width * scale))\" "
                    + "height=\"\(n(f.height * scale))\" fill=\"transparent\"/>"
            }
            body += "\n"
            for text in textsByOwner[view.name] ?? [] { body += textElements(text, scale: scale) }
            open_.append(view.depth)
        }
        body += String(repeating: "</g>\n", count: open_.count)
        body += "</g>\n<g id=\"trellis-labels\">\n"
        for text in texts where text.owner == nil { body += textElements(text, scale: scale) }
        body += "</g>\n"

        layer = header + layer
        let before = document[..<open.lowerBound]
        let drawing = document[close.upperBound..<end.lowerBound]
        document = String(before) + layer + String(drawing) + body + "</svg>\n"
        return Array(document.utf8)
    }

    private static let cairoIDs = ["surface", "image", "glyph", "clip", "mask", "pattern", "source", "filter"]

    /// `<text>` per line of `text`, at its drawn baseline and width, in device-pixel units.
    private static func textElements(_ text: DrawnText, scale: Double) -> String {
        let layout = text.layout
        let utf16 = Array(layout.text.utf16)
        var out = ""
        for (index, line) in layout.lines.enumerated() {
            let lower = max(0, min(line.textRange.lowerBound, utf16.count))
            let upper = max(lower, min(line.textRange.upperBound, utf16.count))
            let string = String(decoding: utf16[lower..<upper], as: UTF16.self)
            let trimmed = string.trimmingTrailingSpaces()
            guard !trimmed.isEmpty else { continue }
            let x = text.block.minX + layout.lineOffsetX(index, inWidth: text.block.width)
            let y = text.block.minY + line.baseline
            let size = layout.style.font.size
            out +=
                "<text x=\"\(n(x * scale))\" y=\"\(n(y * scale))\" font-family=\"Roboto, sans-serif\" "
                + "font-size=\"\(n(size * scale))\" fill=\"#000\" fill-opacity=\"0\""
            if line.width > 0 {
                out += " textLength=\"\(n(line.width * scale))\" lengthAdjust=\"spacingAndGlyphs\""
            }
            out += ">\(escape(trimmed))</text>\n"
        }
        return out
    }

    /// A sentence listing the top-level views, for `<desc>` when the spec gives none.
    private static func describe(_ layout: SolvedLayout) -> String {
        let roots = layout.views.filter { $0.superview == nil }.map(\.name)
        return "Views: " + layout.views.map(\.name).joined(separator: ", ")
            + (roots.isEmpty ? "" : ". Top level: " + roots.joined(separator: ", ")) + "."
    }

    private static func n(_ v: Double) -> String { NumberText.minimal((v * 100).rounded() / 100) }

    static func escape(_ s: String) -> String {
        var out = ""
        for c in s.unicodeScalars {
            switch c {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "\u{0}"..."\u{8}", "\u{B}", "\u{C}", "\u{E}"..."\u{1F}": continue // not allowed in XML 1.0
            default: out.unicodeScalars.append(c)
            }
        }
        return out
    }
}

private extension String {
    func trimmingTrailingSpaces() -> String {
        var s = Substring(self)
        while let last = s.last, last == " " || last == "\n" || last == "\t" || last == "\u{2028}" { s = s.dropLast() }
        return String(s)
    }
}

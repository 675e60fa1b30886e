import Foundation
import TrellisLayout
import TrellisRender
import TrellisSpec
import TrellisText

/// Fuzz mode `0x11`: the rest is a font file, opened as the regular face of a fonts folder whose other
/// faces are the bundled ones (`TextEngine(fontDirectory:)`: `InputFile`, the table directory check,
/// HarfBuzz), and, when it opens, used to lay out and draw a label (HarfBuzz shaping, FreeType and Cairo
/// drawing from the same file). The same file is then a custom font a spec names by its PostScript name
/// (`TextEngine.describeFontFile`, `LayoutDocument.fontFiles`, `TextEngine.addingFonts`), as a user's
/// `fonts:` file is, and Apple's variable system font (`SF-Pro.ttf`, `SystemFont`). A broken font must be an
/// error naming it; nothing may crash.
enum FontFileFuzzTarget {
    static let bundled = try? TextEngine.bundledFontDirectory()

    /// A fresh folder for each input (links to the bundled faces and the fuzzed `Roboto-Regular.ttf`),
    /// removed after it: a file rewritten in place under a face FreeType or HarfBuzz still maps would be
    /// a fault of the harness, not of the code under test.
    static func folder(for data: [UInt8]) -> String? {
        guard let bundled else { return nil }
        let path = NSTemporaryDirectory() + "trellis-fuzz-fonts-\(getpid())-\(UUID().uuidString)"
        guard (try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)) != nil
        else { return nil }
        for file in (try? FileManager.default.contentsOfDirectory(atPath: bundled)) ?? []
        where file != "Roboto-Regular.ttf" {
            try? FileManager.default.createSymbolicLink(
                atPath: path + "/" + file, withDestinationPath: bundled + "/" + file)
        }
        guard (try? Data(data).write(to: URL(fileURLWithPath: path + "/Roboto-Regular.ttf"))) != nil else {
            return nil
        }
        return path
    }

    static let spec = """
        canvas: {width: 160, height: 60, scale: 1}
        views:
          title: {kind: label, text: "Ag 1 fi ﬁ é", constraints: [top == superview.top, leading == superview.leading]}
          go: {kind: button, text: Continue, constraints: [bottom == superview.bottom, trailing == superview.trailing]}
        """

    static func run(_ data: [UInt8]) {
        guard let folder = folder(for: data) else { return }
        defer { try? FileManager.default.removeItem(atPath: folder) }
        runAsCustomFont(folder + "/Roboto-Regular.ttf")
        runAsSystemFont(folder)
        guard let engine = try? TextEngine(fontDirectory: folder),
            let document = try? SpecReader.read(text: spec, file: "font.yaml", limits: FuzzTarget.limits),
            let layout = try? LayoutEngine(textEngine: engine).solve(document)
        else { return }
        var options = RenderOptions(padding: 0, format: data.count % 2 == 0 ? .png : .svg)
        options.limits = FuzzTarget.limits
        _ = try? Renderer.render(layout, options: options)
    }

    /// The file as a spec's custom font: described, then named by a label's font and laid out and drawn;
    /// the layout when the file opens as a font.
    @discardableResult static func runAsCustomFont(_ path: String) -> SolvedLayout? {
        guard let face = try? TextEngine.describeFontFile(path),
            var document = try? SpecReader.read(text: spec, file: "font.yaml", limits: FuzzTarget.limits),
            let bundled = try? TextEngine.bundled(), !document.views.isEmpty
        else { return nil }
        document.fontFiles = [path]
        document.views[0].textStyle.font.name = face.postScriptName
        guard let layout = try? LayoutEngine(textEngine: bundled).solve(document) else { return nil }
        var options = RenderOptions(padding: 0, format: .png)
        options.limits = FuzzTarget.limits
        _ = try? Renderer.render(layout, options: options)
        return layout
    }

    /// The same bytes as Apple's variable system font (`SystemFont`: its `trak` table read, its instances
    /// made at 17 pt and 28 pt), laying out a label at each size.
    static func runAsSystemFont(_ folder: String) {
        guard let bundled else { return }
        try? FileManager.default.createSymbolicLink(
            atPath: folder + "/SF-Pro.ttf", withDestinationPath: folder + "/Roboto-Regular.ttf")
        guard let systemFont = try? SystemFont(directory: folder),
            let engine = try? TextEngine(fontDirectory: bundled, systemFont: systemFont)
        else { return }
        for size in [17.0, 28.0] {
            _ = try? engine.layout(
                "Ag 1 fi \u{FB01} \u{E9}", style: TextStyle(font: Font(size: size), numberOfLines: 0), width: 60,
                scale: 2)
        }
    }
}

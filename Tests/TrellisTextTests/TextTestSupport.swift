import Foundation

@testable import TrellisText

/// Shared helpers for the text tests.
enum TextTestSupport {
    /// The repository root (the directory holding Package.swift), from this file's path.
    static var packageRoot: URL {
        var dir = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        while dir.path != "/" {
            if FileManager.default.fileExists(atPath: dir.appendingPathComponent("Package.swift").path) { return dir }
            dir = dir.deletingLastPathComponent()
        }
        return dir
    }
    static var fontsDirectory: String { packageRoot.appendingPathComponent("Fonts").path }

    static func engine() throws -> TextEngine { try TextEngine.bundled() }

    static func style(
        _ size: Double, lines: Int = 0, mode: LineBreakMode = .byWordWrapping,
        alignment: TextAlignment = .natural, weight: FontWeight = .regular,
        lineSpacing: Double = 0
    ) -> TextStyle {
        TextStyle(
            font: Font(size: size, weight: weight), numberOfLines: lines, lineBreakMode: mode,
            alignment: alignment, lineSpacing: lineSpacing)
    }

    /// The text each line shows (by UTF-16 range, before truncation).
    static func lineTexts(_ layout: TextLayout) -> [String] {
        let units = Array(layout.text.utf16)
        return layout.lines.map { String(decoding: units[$0.textRange], as: UTF16.self) }
    }
}

extension TextEngine {
    /// The lines `measure` gives at `width`, with their glyphs unless `detail` says otherwise: the
    /// `TextLayout` the tests inspect and compare.
    func textLayout(
        _ text: String, style: TextStyle, width: Double?, scale: Double, reusing shaping: ShapedText? = nil,
        detail: TextDetail = .glyphs
    ) throws -> TextLayout {
        try measure(text, style: style, scale: scale, .lines(width: width, reusing: shaping), detail: detail)
    }
}

import Foundation
import Testing

@testable import TrellisText

/// Font files are opened as every file a spec depends on is (issue 48) and their table directory checked:
/// a truncated or broken bundled face is an error naming the file, not a face whose missing tables the
/// fallback chain quietly covers for (a truncated Roboto made a button 50 → 53 pt wide).
@Suite struct FontFileTests {
    static let fonts = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fonts")

    /// A copy of the fonts folder (links to the bundled files) with `name` replaced by `bytes`.
    func folder(replacing name: String, with bytes: [UInt8]) throws -> URL {
        let copy = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-fonts-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: copy, withIntermediateDirectories: true)
        for file in try FileManager.default.contentsOfDirectory(atPath: Self.fonts.path) where file != name {
            try FileManager.default.createSymbolicLink(
                at: copy.appendingPathComponent(file), withDestinationURL: Self.fonts.appendingPathComponent(file))
        }
        try Data(bytes).write(to: copy.appendingPathComponent(name))
        return copy
    }

    func bundled(_ name: String) throws -> [UInt8] {
        [UInt8](try Data(contentsOf: Self.fonts.appendingPathComponent(name)))
    }

    func engineError(replacing name: String, with bytes: [UInt8]) throws -> TextError? {
        let copy = try folder(replacing: name, with: bytes)
        defer { try? FileManager.default.removeItem(at: copy) }
        do {
            _ = try TextEngine(fontDirectory: copy.path)
            return nil
        } catch let error as TextError {
            guard case .corruptFont(let path, let reason) = error else { return error }
            // The copy's folder is random: name the file by its last component.
            return .corruptFont(path: URL(fileURLWithPath: path).lastPathComponent, reason: reason)
        }
    }

    @Test(arguments: ["Roboto-Regular.ttf", "Roboto-Bold.ttf", "NotoSansCJKsc-Regular.otf", "NotoColorEmoji.ttf"])
    func aTruncatedFaceIsAnErrorNamingIt(name: String) throws {
        let bytes = try bundled(name)
        let error = try engineError(replacing: name, with: Array(bytes.prefix(bytes.count / 2)))
        guard case .corruptFont(let file, let reason) = error else {
            Issue.record("got \(String(describing: error))")
            return
        }
        #expect(file == name)
        #expect(reason.hasPrefix("table '"), "\(reason)")
        #expect(reason.hasSuffix("-byte file (the file is truncated)"), "\(reason)")
    }

    @Test func theTableCutShortIsNamed() throws {
        let bytes = try bundled("Roboto-Regular.ttf")
        let directory = try bytes.withUnsafeBytes { try FontTableDirectory($0, faceIndex: 0) }
        // The table that ends last, cut by one byte: the only record that runs past the end.
        let last = try #require(directory.records.max { $0.offset + $0.length < $1.offset + $1.length })
        let end = last.offset + last.length
        let error = try engineError(replacing: "Roboto-Regular.ttf", with: Array(bytes.prefix(end - 1)))
        #expect(
            error
                == .corruptFont(
                    path: "Roboto-Regular.ttf",
                    reason:
                        "table '\(FontTableDirectory.name(last.tag))' runs to byte \(end) of a \(end - 1)-byte file (the file is truncated)"
                )
        )
    }

    @Test func aShortMetricsTableIsBroken() throws {
        var bytes = try bundled("Roboto-Regular.ttf")
        let directory = try bytes.withUnsafeBytes { try FontTableDirectory($0, faceIndex: 0) }
        let hhea = try #require(directory.table("hhea"))
        let maxp = try #require(directory.table("maxp"))
        let glyphs = Int(bytes[maxp.offset + 4]) << 8 | Int(bytes[maxp.offset + 5])
        // hhea says every glyph has a long metric and one more: more than maxp's glyph count.
        bytes[hhea.offset + 34] = UInt8((glyphs + 1) >> 8)
        bytes[hhea.offset + 35] = UInt8((glyphs + 1) & 0xFF)
        #expect(
            try engineError(replacing: "Roboto-Regular.ttf", with: bytes)
                == .corruptFont(
                    path: "Roboto-Regular.ttf", reason: "'hhea' gives \(glyphs + 1) advances for \(glyphs) glyphs"))
    }

    @Test func aFileThatIsNotAFontIsBroken() throws {
        #expect(
            try engineError(replacing: "NotoSansHebrew-Regular.ttf", with: Array("not a font at all".utf8))
                == .corruptFont(
                    path: "NotoSansHebrew-Regular.ttf",
                    reason: "not an OpenType or TrueType font (no font signature)"))
        #expect(
            try engineError(replacing: "NotoSansHebrew-Regular.ttf", with: [])
                == .corruptFont(path: "NotoSansHebrew-Regular.ttf", reason: "the file is empty"))
    }

    @Test func aFaceThatIsAFIFOOrADirectoryIsRefusedByType() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-font-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let pipe = dir.appendingPathComponent("pipe.ttf").path
        #expect(mkfifo(pipe, 0o600) == 0)
        #expect(throws: TextError.corruptFont(path: pipe, reason: "it is a FIFO, not a file")) {
            try FontFace(path: pipe)
        }
        #expect(throws: TextError.corruptFont(path: dir.path, reason: "it is a directory, not a file")) {
            try FontFace(path: dir.path)
        }
        #expect(throws: TextError.missingFontFile(path: dir.path + "/none.ttf")) {
            try FontFace(path: dir.path + "/none.ttf")
        }
    }

    @Test func everyBundledFaceHasItsTables() throws {
        for name in FontChain.primaryFiles.values.sorted() + FontChain.fallbackFiles {
            let bytes = try bundled(name)
            let directory = try bytes.withUnsafeBytes { try FontTableDirectory($0, faceIndex: 0) }
            #expect(directory.table("cmap") != nil && directory.table("hmtx") != nil, "\(name)")
        }
    }
}

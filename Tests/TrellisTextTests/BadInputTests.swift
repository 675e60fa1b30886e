import Foundation
import Testing

@testable import TrellisText

@Suite struct BadInputTests {
    /// A copy of Fonts/ in a temp dir with one file removed or replaced.
    private func brokenFontDirectory(_ file: String, contents: Data?) throws -> String {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-fonts-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        let source = URL(fileURLWithPath: TextTestSupport.fontsDirectory)
        for name in FontChain.primaryFiles.values.sorted() + FontChain.fallbackFiles where name != file {
            try FileManager.default.createSymbolicLink(
                at: dir.appendingPathComponent(name), withDestinationURL: source.appendingPathComponent(name))
        }
        if let contents { try contents.write(to: dir.appendingPathComponent(file)) }
        return dir.path
    }

    @Test func missingFontFileIsATextError() throws {
        let dir = try brokenFontDirectory("NotoSansHebrew-Regular.ttf", contents: nil)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        #expect(throws: TextError.missingFontFile(path: dir + "/NotoSansHebrew-Regular.ttf")) {
            try TextEngine(fontDirectory: dir)
        }
    }

    @Test func corruptFontFileIsATextError() throws {
        let dir = try brokenFontDirectory("Roboto-Medium.ttf", contents: Data("not a font at all".utf8))
        defer { try? FileManager.default.removeItem(atPath: dir) }
        do {
            _ = try TextEngine(fontDirectory: dir)
            Issue.record("a corrupt font was accepted")
        } catch let error as TextError {
            guard case .corruptFont(let path, _) = error else { Issue.record("wrong error \(error)"); return }
            #expect(path.hasSuffix("Roboto-Medium.ttf"))
            #expect(error.description.contains("Roboto-Medium.ttf"))
        }
    }

    @Test func characterNoFontHasIsTheMissingGlyphAndReported() throws {
        // U+E000 (private use) and U+17000 (Tangut) are in no bundled face.
        let layout = try TextTestSupport.engine().textLayout(
            "a\u{E000}b\u{17000}\u{E000}", style: TextTestSupport.style(14), width: nil, scale: 2)
        #expect(layout.missingCharacters == ["\u{E000}", "\u{17000}"])
        let runs = layout.lines[0].runs
        #expect(runs.allSatisfy { $0.face.familyName == "Roboto" })
        let glyphs = runs.flatMap(\.glyphs)
        #expect(glyphs.count == 5)
        #expect(glyphs.map { $0 == 0 } == [false, true, false, true, true])
        #expect(layout.width > 0)
    }

    @Test func invalidUTF8BecomesReplacementCharacters() throws {
        let bytes: [UInt8] = [0x61, 0xFF, 0x62, 0xC3, 0x28, 0xE2, 0x82]
        let layout = try TextTestSupport.engine().textLayout(
            String(decoding: bytes, as: UTF8.self), style: TextTestSupport.style(14), width: nil, scale: 2)
        #expect(layout.text == "a\u{FFFD}b\u{FFFD}(\u{FFFD}")
        #expect(layout.missingCharacters.isEmpty) // Roboto has U+FFFD
        #expect(layout.lines[0].runs.allSatisfy { !$0.glyphs.contains(0) })
    }

    @Test func zeroNegativeAndInfiniteWidthsMeanUnbounded() throws {
        let engine = try TextTestSupport.engine()
        let text = "A sentence long enough to wrap somewhere"
        let unbounded = try engine.textLayout(text, style: TextTestSupport.style(14), width: nil, scale: 2)
        for width in [0.0, -5.0, Double.infinity, -Double.infinity] {
            let layout = try engine.textLayout(text, style: TextTestSupport.style(14), width: width, scale: 2)
            #expect(layout.lines.count == 1)
            #expect(layout.width == unbounded.width)
            #expect(layout.widthLimit == nil)
        }
        do {
            _ = try engine.textLayout(text, style: TextTestSupport.style(14), width: .nan, scale: 2)
            Issue.record("NaN width accepted")
        } catch let error as TextError {
            #expect(error.description == "invalid width limit nan: must be a number")
        }
    }

    @Test func nonsenseSizesAndScalesAreErrors() throws {
        let engine = try TextTestSupport.engine()
        #expect(throws: TextError.invalidFontSize(0)) {
            try engine.textLayout("x", style: TextTestSupport.style(0), width: nil, scale: 2)
        }
        #expect(throws: TextError.invalidFontSize(-Double.infinity)) {
            try engine.textLayout("x", style: TextTestSupport.style(-.infinity), width: nil, scale: 2)
        }
        #expect(throws: TextError.invalidScale(0)) {
            try engine.textLayout("x", style: TextTestSupport.style(14), width: nil, scale: 0)
        }
    }

    @Test func tinyWidthStillPutsOneGraphemePerLine() throws {
        let layout = try TextTestSupport.engine().textLayout(
            "ab 天", style: TextTestSupport.style(14), width: 0.5, scale: 2)
        #expect(TextTestSupport.lineTexts(layout) == ["a", "b ", "天"])
    }

    @Test func oneMegabyteStringIsLaidOutLinearly() throws {
        let engine = try TextTestSupport.engine()
        let words = ["lorem", "天地玄黄", "ipsum", "مرحبا", "dolor,", "👍🏽", "sit-amet", "שלום", "12.5%"]
        var text = ""
        var i = 0
        while text.utf8.count < 1_000_000 { text += words[i % words.count] + (i % 17 == 16 ? "\n" : " "); i += 1 }
        let wrapped = try engine.textLayout(text, style: TextTestSupport.style(14), width: 300, scale: 2)
        #expect(wrapped.lines.count > 10_000)
        #expect(
            wrapped.size.height == TextLayout.ceilToPixel(Double(wrapped.lines.count) * wrapped.lineHeight, scale: 2))
        let single = try engine.textLayout(
            text.replacingOccurrences(of: "\n", with: " "),
            style: TextTestSupport.style(14, lines: 1, mode: .byTruncatingTail), width: 300, scale: 2)
        #expect(single.lines.count == 1)
        #expect(single.lines[0].isTruncated)
        #expect(single.width <= 300)
    }

    @Test func textBeyondTheLimitIsATextError() throws {
        let text = String(repeating: "a", count: TextEngine.maximumUTF16Length + 1)
        #expect(
            throws: TextError.textTooLong(
                utf16Length: TextEngine.maximumUTF16Length + 1, limit: TextEngine.maximumUTF16Length)
        ) {
            try TextTestSupport.engine().textLayout(text, style: TextTestSupport.style(14), width: nil, scale: 2)
        }
    }

    @Test func bundledFontsAreFoundFromThePackage() throws {
        let directory = try TextEngine.bundledFontDirectory()
        #expect(directory.hasSuffix("/Fonts"))
        #expect(FileManager.default.fileExists(atPath: directory + "/Roboto-Regular.ttf"))
        #expect(try TextEngine.bundled() === TextEngine.bundled())
    }

    /// The search starts where Foundation's main bundle says the executable is (read without building
    /// the bundle on Linux).
    @Test func theExecutablePathIsTheMainBundles() throws {
        let path = try #require(TextEngine.executablePath())
        #expect(path == Bundle.main.executableURL?.path)
        #expect(FileManager.default.isExecutableFile(atPath: path))
    }
}

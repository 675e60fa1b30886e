import Foundation
import Testing

@testable import TrellisText

@Suite struct AlignmentBidiTests {
    @Test func alignmentOffsets() throws {
        let engine = try TextTestSupport.engine()
        func offset(_ alignment: TextAlignment, _ text: String = "Hello") throws -> (Double, Double) {
            let layout = try engine.textLayout(
                text, style: TextTestSupport.style(14, alignment: alignment), width: 200, scale: 2)
            return (layout.lineOffsetX(0, inWidth: 200), layout.lines[0].width)
        }
        let (left, width) = try offset(.left)
        #expect(left == 0)
        #expect(try offset(.right).0 == 200 - width)
        #expect(try offset(.center).0 == (200 - width) / 2)
        #expect(try offset(.natural).0 == 0)
        let (rtlNatural, rtlWidth) = try offset(.natural, "שלום עולם")
        #expect(rtlNatural == 200 - rtlWidth)
        #expect(try offset(.left, "שלום עולם").0 == 0)
    }

    @Test func justifiedStretchesAllButTheLastLine() throws {
        let text = "The quick brown fox jumps over the lazy dog"
        let layout = try TextTestSupport.engine().textLayout(
            text, style: TextTestSupport.style(14, alignment: .justified), width: 100, scale: 2)
        #expect(layout.lines.count >= 3)
        for (index, line) in layout.lines.enumerated() {
            let isLast = index == layout.lines.count - 1
            #expect(line.isJustified == !isLast)
            #expect(layout.lineOffsetX(index, inWidth: 100) == 0)
            guard !isLast, let run = line.runs.last, let lastX = run.positions.last?.x else { continue }
            // The last glyph's right edge reaches the limit.
            let plain = try TextTestSupport.engine().textLayout(
                String(TextTestSupport.lineTexts(layout)[index].trimmingCharacters(in: .whitespaces).last ?? " "),
                style: TextTestSupport.style(14), width: nil, scale: 2)
            #expect(abs(lastX + plain.width - 100) < 1e-9)
        }
    }

    @Test func bidiRunsAreInVisualOrder() throws {
        // Logical: "Hello " שלום " world " مرحبا " 123!"  (LTR paragraph)
        let text = "Hello שלום world مرحبا 123!"
        let layout = try TextTestSupport.engine().textLayout(
            text, style: TextTestSupport.style(14), width: nil, scale: 2)
        let runs = layout.lines[0].runs
        #expect(!layout.lines[0].isRightToLeft)
        let units = Array(text.utf16)
        func firstLogical(_ run: GlyphRun) -> Int { run.clusters.min() ?? -1 }
        // Visual order: Hello, space, שלום (RTL), " world ", then the RTL run "مرحبا 123" reversed: 123 before مرحبا, then "!".
        let families = runs.map(\.face.familyName)
        // Runs split by face, level and script: "Hello " | שלום | " world " | "123" | " " (Arabic script) | مرحبا | "!".
        #expect(
            families == [
                "Roboto", "Noto Sans Hebrew", "Roboto", "Roboto", "Roboto", "Roboto", "Noto Sans Arabic UI", "Roboto",
            ])
        let starts = runs.map(firstLogical)
        let digits = try #require(
            text.utf16.firstIndex(of: UInt16(UInt8(ascii: "1"))).map {
                text.utf16.distance(from: text.utf16.startIndex, to: $0)
            })
        let arabic = try #require(units.firstIndex(of: 0x0645))
        #expect(starts.firstIndex(of: digits)! < starts.firstIndex(of: arabic)!)
        #expect(runs[1].isRightToLeft && runs[6].isRightToLeft && !runs[0].isRightToLeft)
        // Positions increase left to right across the line.
        let xs = runs.flatMap(\.positions).map(\.x)
        #expect(xs.first == 0)
        // RTL glyph clusters come out decreasing (visual order of a right-to-left run).
        #expect(runs[1].clusters == runs[1].clusters.sorted(by: >))
    }

    @Test func rightToLeftParagraph() throws {
        let layout = try TextTestSupport.engine().textLayout(
            "שלום world", style: TextTestSupport.style(14), width: nil, scale: 2)
        #expect(layout.lines[0].isRightToLeft)
        // Visual: "world" on the left, then the space, then the Hebrew word on the right.
        #expect(layout.lines[0].runs.first?.face.familyName == "Roboto")
        #expect(layout.lines[0].runs.last?.face.familyName == "Noto Sans Hebrew")
    }

    @Test func concurrentLayoutsAreIdentical() async throws {
        let engine = try TextEngine(fontDirectory: TextTestSupport.fontsDirectory)
        let texts = [
            "天地玄黄 宇宙洪荒 日月盈昃 辰宿列张", "Hello, world! The quick brown fox", "مرحبا بالعالم 123", "👨‍👩‍👧 family 👍🏽 ok",
            "שלום עולם and more",
        ]
        let styles = [
            TextTestSupport.style(14), TextTestSupport.style(18, weight: .bold), TextTestSupport.style(12, lines: 2),
        ]
        let reference = try texts.flatMap { text in
            try styles.map {
                try TextEngine(fontDirectory: TextTestSupport.fontsDirectory).textLayout(
                    text, style: $0, width: 120, scale: 2)
            }
        }
        let results = try await withThrowingTaskGroup(of: [TextLayout].self) { group in
            for _ in 0..<8 {
                group.addTask {
                    try texts.flatMap { text in
                        try styles.map { try engine.textLayout(text, style: $0, width: 120, scale: 2) }
                    }
                }
            }
            var all: [[TextLayout]] = []
            for try await result in group { all.append(result) }
            return all
        }
        #expect(results.count == 8)
        for result in results { #expect(result == reference) }
    }
}

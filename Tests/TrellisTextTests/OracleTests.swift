import Foundation
import Testing

@testable import TrellisText

/// Trellis against Pango 1.50 with the same font files (the oracle). Where Trellis differs on purpose:
/// - Spaces: Trellis shapes a space with the primary font (CoreText-like); Pango uses the neighbouring
///   run's font. The corpus comparison runs an engine with `.followNeighbour` (Pango's rule) so both use
///   the same fonts; `primaryFontSpacesDifferByTheSpaceAdvance` checks the default's difference itself.
/// - Line height: Trellis uses the primary font's (SF's) line height for every line; Pango makes each
///   line as tall as its tallest font. `lineHeightsDifferAsDocumented` checks that difference.
/// - Hyphens: UIKit never inserts hyphens at character-fallback breaks; the oracle turns Pango's off.
@Suite(.serialized) struct OracleTests {
    static let engine = Result {
        try TextEngine(fontDirectory: TextTestSupport.fontsDirectory, whitespacePolicy: .followNeighbour)
    }

    private func weight(_ name: String) -> FontWeight { FontWeight(rawValue: name) ?? .regular }

    @Test func corpusMatchesPango() throws {
        let cases = OracleCorpus.cases
        #expect(cases.count >= 200)
        let results = try PangoOracle.run(cases)
        let engine = try Self.engine.get()
        var failures: [String] = []
        var worst = 0.0
        for (item, pango) in zip(cases, results) {
            let style = TextStyle(
                font: Font(size: item.size, weight: weight(item.weight)), numberOfLines: 0,
                lineBreakMode: .byWordWrapping)
            let ours = try engine.textLayout(item.text, style: style, width: item.width, scale: 2)
            let units = Array(item.text.utf16)
            let ourRanges = ours.lines.map { line -> [Int] in
                var end = line.textRange.upperBound
                while end > line.textRange.lowerBound, [0x0A, 0x0D].contains(units[end - 1]) { end -= 1 }
                return [line.textRange.lowerBound, end]
            }
            let pangoRanges = pango.lines.map { [$0.start, $0.end] }
            let label = "\(item.text) @\(item.size) w=\(item.width.map { "\($0)" } ?? "none") \(item.weight)"
            if ourRanges != pangoRanges {
                failures.append("\(label): lines \(ourRanges) vs Pango \(pangoRanges)")
                continue
            }
            for (line, pangoLine) in zip(ours.lines, pango.lines) {
                let delta = abs(line.width - pangoLine.width)
                worst = max(worst, delta)
                if delta > 0.01 {
                    failures.append(
                        "\(label): line \(pangoLine.start)..<\(pangoLine.end) width \(line.width) vs Pango \(pangoLine.width)"
                            + " fonts \(line.runs.map(\.face.familyName)) vs \(pangoLine.families)")
                }
            }
        }
        #expect(failures.isEmpty, "\(failures.count) mismatches:\n\(failures.prefix(25).joined(separator: "\n"))")
        #expect(worst <= 0.01)
        print("Pango oracle: \(cases.count) cases, worst line-width difference \(worst) pt")
    }
}

/// The differences from Pango that are on purpose, checked against Pango itself.
@Suite(.serialized) struct OracleDifferenceTests {
    /// Space advance of a face in points at `size`.
    private func space(_ family: String, _ size: Double) throws -> Double {
        let engine = try TextTestSupport.engine()
        let face = try #require(engine.chain.faces.first { $0.info.familyName == family })
        return try #require(face.advance(of: " ")) * size / face.upem
    }

    /// Trellis shapes every space with the primary font (Roboto); Pango with the neighbouring font.
    /// Unwrapped, the widths differ by exactly n × (Roboto space − that font's space).
    @Test func primaryFontSpacesDifferByTheSpaceAdvance() throws {
        let samples: [(text: String, spaces: Int, family: String)] = [
            ("天地玄黄 宇宙洪荒 日月盈昃 辰宿列张", 3, "Noto Sans CJK SC"),
            ("自动 布局 系统", 2, "Noto Sans CJK SC"),
            ("مرحبا بالعالم هذا اختبار", 3, "Noto Sans Arabic UI"),
            ("עברית נכתבת מימין לשמאל", 3, "Noto Sans Hebrew"),
        ]
        let sizes = [12.0, 14, 17]
        var cases: [PangoOracle.Case] = []
        for sample in samples {
            for size in sizes { cases.append(.init(text: sample.text, size: size, width: nil, weight: "regular")) }
        }
        let results = try PangoOracle.run(cases)
        let engine = try TextTestSupport.engine()
        #expect(engine.whitespacePolicy == .primaryFirst)
        var index = 0
        for sample in samples {
            for size in sizes {
                let ours = try engine.textLayout(sample.text, style: TextTestSupport.style(size), width: nil, scale: 2)
                let expected = Double(sample.spaces) * (try space("Roboto", size) - space(sample.family, size))
                let delta = ours.width - results[index].width
                #expect(abs(delta - expected) < 0.001, "\(sample.text) @\(size): delta \(delta), expected \(expected)")
                #expect(expected != 0)
                index += 1
            }
        }
    }

    /// Trellis: every line is the primary font's (SF's) line height, 2444/2048 em. Pango: each line is as
    /// tall as its tallest font (Roboto 2400/2048 em; Noto Sans CJK SC 1448/1000 em).
    @Test func lineHeightsDifferAsDocumented() throws {
        let samples: [(text: String, lines: Int, pangoEm: Double)] = [
            ("First line\nSecond line\nThird", 3, 2400.0 / 2048.0),
            ("天地玄黄\n宇宙洪荒", 2, 1448.0 / 1000.0),
        ]
        let cases = samples.map { PangoOracle.Case(text: $0.text, size: 14, width: nil, weight: "regular") }
        let results = try PangoOracle.run(cases)
        let engine = try TextTestSupport.engine()
        for (sample, pango) in zip(samples, results) {
            let ours = try engine.textLayout(sample.text, style: TextTestSupport.style(14), width: nil, scale: 2)
            #expect(ours.lines.count == sample.lines && pango.lines.count == sample.lines)
            #expect(abs(pango.height - Double(sample.lines) * sample.pangoEm * 14) < 0.001)
            #expect(ours.height == Double(sample.lines) * 14 * 2444 / 2048)
        }
    }
}

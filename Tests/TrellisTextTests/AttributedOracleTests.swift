import Testing

@testable import TrellisText

/// Attributed text against Pango with the same fonts: runs of different sizes and weights (Pango size and
/// weight attributes) break into the same lines at the same widths. Line heights differ on purpose (see
/// `OracleTests`), and kern is left out: Pango's letter spacing splits its space around each grapheme.
@Suite(.serialized) struct AttributedOracleTests {
    static let runs: [[(String, Double, FontWeight)]] = [
        [("Total ", 15, .regular), ("€12.50 incl. tax", 15, .bold)],
        [
            ("Review design summer ", 17, .regular), ("before with update release", 28, .bold),
            (" photo garden", 12, .medium),
        ],
        [("The quick brown fox ", 13, .regular), ("jumps over the lazy dog", 22, .regular)],
        [("中文的段落", 17, .regular), ("没有空格也可以换行，", 24, .bold), ("每个字之间都可以断开。", 14, .regular)],
    ]

    @Test func attributedTextMatchesPango() throws {
        let engine = try OracleTests.engine.get()
        var cases: [PangoOracle.Case] = []
        var inputs: [([TextRun], Double?)] = []
        for runs in Self.runs {
            for width in [nil, 90.0, 160, 260] as [Double?] {
                cases.append(
                    PangoOracle.Case(
                        text: runs.map(\.0).joined(), size: runs[0].1, width: width, weight: runs[0].2.rawValue,
                        runs: runs.map { PangoOracle.Run(text: $0.0, size: $0.1, weight: $0.2.rawValue) }))
                inputs.append((runs.map { TextRun($0.0, font: Font(size: $0.1, weight: $0.2)) }, width))
            }
        }
        let results = try PangoOracle.run(cases)
        var failures: [String] = []
        var broken = 0
        var worst = 0.0
        for ((runs, width), pango) in zip(inputs, results) {
            let style = TextStyle(numberOfLines: 0, lineBreakMode: .byWordWrapping)
            let ours = try engine.measure(runs, style: style, width: width, scale: 2)
            let ranges = ours.lines.map { [$0.textRange.lowerBound, $0.textRange.upperBound] }
            let label = "\(runs.map(\.text)) w=\(width.map { "\($0)" } ?? "none")"
            guard ranges == pango.lines.map({ [$0.start, $0.end] }) else {
                failures.append("\(label): lines \(ranges) vs Pango \(pango.lines.map { [$0.start, $0.end] })")
                continue
            }
            broken += ranges.count > 1 ? 1 : 0
            for (line, pangoLine) in zip(ours.lines, pango.lines) {
                worst = max(worst, abs(line.width - pangoLine.width))
            }
            for (line, pangoLine) in zip(ours.lines, pango.lines) where abs(line.width - pangoLine.width) > 0.01 {
                failures.append("\(label): line \(pangoLine.start) width \(line.width) vs Pango \(pangoLine.width)")
            }
        }
        #expect(failures.isEmpty, "\(failures.count) mismatches:\n\(failures.joined(separator: "\n"))")
        #expect(broken >= 8, "the cases break lines across runs")
        #expect(worst <= 0.01)
        print(
            "Pango oracle, attributed text: \(cases.count) cases, \(broken) wrapped, worst line-width difference \(worst) pt"
        )
    }
}

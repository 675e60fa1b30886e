import Testing

@testable import TrellisText

/// `ShapedRun.glyphRange` (a line takes the glyphs whose clusters lie in its range) against a scan of
/// every glyph, for left-to-right runs (clusters rising) and right-to-left ones (falling), with clusters
/// shared by several glyphs and offsets not starting at 0 — every range inside and around the run.
@Suite struct ShapedRunTests {
    private func run(clusters: [Int32], rightToLeft: Bool) -> ShapedRun {
        let glyphs = clusters.map {
            ShapedGlyph(glyph: 1, cluster: $0, xAdvance: 10, xOffset: 0, yOffset: 0, unsafeToBreak: false)
        }
        // A slice that doesn't start at 0, as a run's glyphs within its paragraph's.
        let storage = [ShapedGlyph](repeating: glyphs.first ?? glyphs[0], count: 3) + glyphs
        let low = Int(clusters.min() ?? 0), high = Int(clusters.max() ?? 0) + 1
        return ShapedRun(
            faceIndex: 0, range: low..<high, level: rightToLeft ? 1 : 0, script: nil, glyphs: storage[3...])
    }

    private func scanned(_ run: ShapedRun, _ lower: Int, _ upper: Int) -> [Int] {
        run.glyphs.indices.filter { lower <= Int(run.glyphs[$0].cluster) && Int(run.glyphs[$0].cluster) < upper }
    }

    @Test func rangesMatchAScanOfEveryGlyph() {
        let rising: [[Int32]] = [[5], [5, 6, 7, 8], [5, 5, 6, 8, 8, 8, 9], [5, 7, 7, 7, 12]]
        for clusters in rising {
            for rightToLeft in [false, true] {
                let r = run(clusters: rightToLeft ? clusters.reversed() : clusters, rightToLeft: rightToLeft)
                for lower in 3...14 {
                    for upper in lower...15 {
                        #expect(
                            Array(r.glyphRange(lower, upper)) == scanned(r, lower, upper),
                            "\(clusters) \(lower)..<\(upper)")
                    }
                }
            }
        }
    }
}

import Foundation
import TrellisLayout
import TrellisText

/// `trellis-bench layout`: a generated 1,000-label document (a 10 × 100 grid, each label pinned to its
/// left and upper neighbours, as a spec would write it). Times the full solve, and one label's text
/// change through `LayoutSession.setText` (incremental) against a full re-solve of the changed document;
/// then `trellis layout` of the same grid as a spec, end to end (`LayoutCLIBenchmark`).
func runLayoutBenchmark() {
    do {
        let engine = LayoutEngine(textEngine: try TextEngine.bundled())
        let document = LayoutBenchmarkDocument.grid(columns: 10, rows: 100)
        _ = try engine.solve(document) // warm caches (fonts, shaping)
        let full = try measure(runs: 9) { _ = try engine.solve(document) }

        let session = try LayoutSession(document: document, engine: engine)
        let target = "label_50_5"
        var flip = false
        let incremental = try measure(runs: 21) {
            flip.toggle()
            _ = try session.setText(flip ? "Changed text 7" : "Label 50 5", ofView: target)
        }
        var changed = document
        changed.views[0].subviews[505].text = "Changed text 7"
        let rebuild = try measure(runs: 9) { _ = try engine.solve(changed) }

        let views = 1 + 1000
        let constraints = try engine.solve(document).constraints.count
        print("layout: \(views) views, \(constraints) constraints (release build expected)")
        print(String(format: "  full solve                 median %8.2f ms   (target < 50 ms)", full * 1000))
        print(String(format: "  setText, incremental       median %8.2f ms", incremental * 1000))
        print(String(format: "  setText as full re-solve   median %8.2f ms", rebuild * 1000))
        print(String(format: "  incremental speed-up       %.1f×", rebuild / incremental))
        LayoutCLIBenchmark.run()
    } catch {
        print("layout benchmark failed: \(error)")
        exit(1)
    }
}

/// Median wall time of `runs` calls, in seconds.
private func measure(runs: Int, _ body: () throws -> Void) throws -> Double {
    var times: [Double] = []
    for _ in 0..<runs {
        let start = DispatchTime.now().uptimeNanoseconds
        try body()
        times.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
    }
    return times.sorted()[times.count / 2]
}

enum LayoutBenchmarkDocument {
    /// `rows × columns` single-line 13 pt labels in a container; each label's leading is its left
    /// neighbour's trailing + 8 (or the container's leading + 8) and its top the upper neighbour's bottom + 4.
    static func grid(columns: Int, rows: Int) -> LayoutDocument {
        func c(_ a1: LayoutAttribute, _ second: ItemReference, _ a2: LayoutAttribute, _ k: Double) -> ConstraintNode {
            ConstraintNode(
                firstItem: .owner, firstAttribute: a1, relation: .equal, secondItem: second,
                secondAttribute: a2, constant: k, source: "\(a1.rawValue) == \(a2.rawValue) + \(k)")
        }
        var container = ViewNode(name: "grid")
        container.constraints = [
            c(.leading, .superview, .leading, 0), c(.top, .superview, .top, 0),
            c(.width, .superview, .width, 0), c(.height, .superview, .height, 0),
        ]
        for row in 0..<rows {
            for column in 0..<columns {
                var label = ViewNode(name: "label_\(row)_\(column)", kind: .label)
                label.text = "Label \(row) \(column)"
                label.textStyle = TextStyle(font: Font(size: 13))
                label.constraints = [
                    column == 0
                        ? c(.leading, .superview, .leading, 8)
                        : c(.leading, .view("label_\(row)_\(column - 1)"), .trailing, 8),
                    row == 0 ? c(.top, .superview, .top, 4) : c(.top, .view("label_\(row - 1)_\(column)"), .bottom, 4),
                ]
                container.subviews.append(label)
            }
        }
        return LayoutDocument(canvas: Canvas(width: 1200, height: 2400, scale: 2), views: [container])
    }
}

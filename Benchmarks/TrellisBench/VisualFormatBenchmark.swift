import Foundation
import TrellisCorpus
import TrellisLayout
import TrellisSpec
import TrellisText

/// `trellis-bench vfl`: parsing 10,000 visual format strings of five views each (target: under 50 ms), and a
/// spec of rows written in VFL read and laid out against its twin in Trellis's notation, the same
/// constraints in the same order (target: within 1.1× of the twin's time).
func runVisualFormatBenchmark() {
    do {
        let lines = VisualFormatLines.lines(10_000)
        let views = Dictionary(
            uniqueKeysWithValues: VisualFormatLines.viewNames.map { ($0, VisualFormatSuperview.canvas) })
        let parser = VisualFormatParser(metrics: VisualFormatLines.metrics, views: views)
        var made = 0
        var cpu: [Double] = []
        let parse = try specMedian(runs: 9) {
            made = 0
            let start = threadCPUTime()
            for line in lines { made += try parser.parse(line).constraints.count }
            cpu.append(threadCPUTime() - start)
        }
        print("vfl: 10,000 strings of five views, \(made) constraints (release build expected)")
        // The processor time too: on a machine shared with other work the wall time is the first to grow.
        print(
            String(
                format: "  parse                      median %8.2f ms   CPU %8.2f ms   (target < 50 ms)", parse * 1000,
                cpu.sorted()[cpu.count / 2] * 1000))

        let engine = LayoutEngine(textEngine: try TextEngine.bundled())
        let vfl = VisualFormatBenchmarkSpec.rows(200, visualFormat: true)
        let twin = VisualFormatBenchmarkSpec.rows(200, visualFormat: false)
        let a = try engine.solve(try SpecReader.read(text: vfl, file: "vfl.yaml"))
        let b = try engine.solve(try SpecReader.read(text: twin, file: "twin.yaml"))
        guard a.views.map(\.absoluteFrame) == b.views.map(\.absoluteFrame) else {
            print("vfl benchmark: the VFL spec and its twin lay out differently")
            exit(1)
        }
        let vflTime = try specMedian(runs: 9) { _ = try engine.solve(try SpecReader.read(text: vfl, file: "vfl.yaml")) }
        let twinTime = try specMedian(runs: 9) {
            _ = try engine.solve(try SpecReader.read(text: twin, file: "twin.yaml"))
        }
        print("  200 rows (\(a.views.count) views), read and laid out:")
        print(
            String(
                format: "  VFL %8.2f ms   Trellis notation %8.2f ms   ratio %.2f×   (target ≤ 1.10×)", vflTime * 1000,
                twinTime * 1000, vflTime / twinTime))
    } catch {
        print("vfl benchmark failed: \(error)")
        exit(1)
    }
}

/// Seconds of processor time this thread has used.
private func threadCPUTime() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
}

enum VisualFormatBenchmarkSpec {
    /// `count` rows down the canvas, each an avatar and a label; the same constraints, in the same order, in
    /// VFL or in Trellis's notation.
    static func rows(_ count: Int, visualFormat: Bool) -> String {
        var out = "canvas: {width: 375, height: \(count * 72)}\nmetrics: {size: 56}\nviews:\n"
        for i in 0..<count {
            out += "  row\(i):\n    subviews:\n      avatar\(i): {background: teal}\n"
            out += "      name\(i): {kind: label, text: Name \(i)}\n"
        }
        out += "constraints:\n"
        for i in 0..<count {
            let (row, avatar, name) = ("row\(i)", "avatar\(i)", "name\(i)")
            if visualFormat {
                out += "  - H:|[\(row)]|\n  - V:|-\(i * 72)-[\(row)(72)]\n"
                out += "  - {visualFormat: \"H:|-[\(avatar)(size)]-12-[\(name)]-|\", options: [alignAllCenterY]}\n"
                out += "  - V:|-8-[\(avatar)(size)]\n"
            } else {
                out += "  - \(row).leading == canvas.leading\n  - canvas.trailing == \(row).trailing\n"
                out += "  - \(row).top == canvas.top + \(i * 72)\n  - \(row).height == 72\n"
                out += "  - \(avatar).leading == \(row).leadingMargin\n  - \(avatar).width == 56\n"
                out += "  - \(name).leading == \(avatar).trailing + 12\n  - \(row).trailingMargin == \(name).trailing\n"
                out += "  - \(avatar).centerY == \(name).centerY\n"
                out += "  - \(avatar).top == \(row).top + 8\n  - \(avatar).height == 56\n"
            }
        }
        return out
    }
}

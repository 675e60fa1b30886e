import Dispatch
import Foundation
import TrellisLayout
import TrellisRender
import TrellisSnapshot
import TrellisText

/// `trellis-bench snapshot`: (1) one `trellis snapshot` process verifying 100 matching snapshots (layout and
/// image) made from the samples, whole-process wall time, target under 2 s on 2 cores; (2) comparing two
/// 1170 × 2532 PNGs (an iPhone 13 screen at @3x, one view moved), decode + pixel comparison + diff image,
/// target under 30 ms.
func runSnapshotBenchmark() {
    do {
        try benchmarkSnapshotRun()
        try benchmarkImageComparison()
    } catch {
        print("snapshot benchmark failed: \(error)")
        exit(1)
    }
}

private func root() -> URL {
    var dir = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    while !FileManager.default.fileExists(atPath: dir.appendingPathComponent("Package.swift").path), dir.path != "/" {
        dir = dir.deletingLastPathComponent()
    }
    return dir
}

private func wallMilliseconds(_ body: () throws -> Void) rethrows -> Double {
    let start = DispatchTime.now().uptimeNanoseconds
    try body()
    return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6
}

/// User + system CPU time of finished child processes so far, in ms.
func childrenCPUMilliseconds() -> Double {
    var usage = rusage()
    getrusage(RUSAGE_CHILDREN.rawValue, &usage)
    func ms(_ t: timeval) -> Double { Double(t.tv_sec) * 1e3 + Double(t.tv_usec) / 1e3 }
    return ms(usage.ru_utime) + ms(usage.ru_stime)
}

func runProcess(_ binary: URL, _ arguments: [String], in dir: URL) throws -> Int32 {
    let process = Process()
    process.executableURL = binary
    process.arguments = arguments
    process.currentDirectoryURL = dir
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    var environment = ProcessInfo.processInfo.environment
    environment["CI"] = nil
    environment["TRELLIS_SNAPSHOT_RECORD"] = nil
    process.environment = environment
    try process.run()
    process.waitUntilExit()
    return process.terminationStatus
}

private func benchmarkSnapshotRun() throws {
    let binary = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent(
        "trellis")
    guard FileManager.default.fileExists(atPath: binary.path) else {
        print(
            "snapshot: build the trellis product next to trellis-bench first (swift build -c release --static-swift-stdlib)"
        )
        return
    }
    let samples = try FileManager.default.contentsOfDirectory(atPath: root().appendingPathComponent("Samples").path)
        .filter { $0.hasSuffix(".yaml") }.sorted()
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-bench-snapshot-\(getpid())")
    try? FileManager.default.removeItem(at: dir)
    try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: dir) }
    var specs: [String] = []
    for i in 0..<100 {
        let sample = root().appendingPathComponent("Samples").appendingPathComponent(samples[i % samples.count])
        let name = String(format: "s%03d-", i) + samples[i % samples.count]
        try FileManager.default.copyItem(at: sample, to: dir.appendingPathComponent(name))
        specs.append(name)
    }
    let recordStatus = try runProcess(binary, ["snapshot", "--record", "missing"] + specs, in: dir)
    var times: [Double] = [], cpu: [Double] = []
    var status: Int32 = -1
    for _ in 0..<5 {
        let before = childrenCPUMilliseconds()
        times.append(
            try wallMilliseconds {
                status = try runProcess(binary, ["snapshot", "--record", "never"] + specs, in: dir)
            })
        cpu.append(childrenCPUMilliseconds() - before)
    }
    let images = try FileManager.default.contentsOfDirectory(atPath: dir.appendingPathComponent("__snapshots__").path)
    let load = (try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8))?.split(separator: " ").first ?? "?"
    print(
        String(
            format: "snapshot run: 100 matching snapshots (%d samples × layout + image, %d reference files), "
                + "one process, %d cores: wall best %.0f ms, median %.0f ms (target < 2000 ms); CPU (user + sys) "
                + "best %.0f ms, median %.0f ms, i.e. ≥ %.0f ms wall on 2 idle cores; load average %@; "
                + "record exit %d, verify exit %d",
            samples.count, images.count, ProcessInfo.processInfo.activeProcessorCount,
            times.min() ?? 0, times.sorted()[2], cpu.min() ?? 0, cpu.sorted()[2], (cpu.min() ?? 0) / 2,
            String(load), recordStatus, status))
}

/// An iPhone 13 screen (390 × 844 pt, 1170 × 2532 px at @3x) of 12 rows; `shift` moves one row's title.
private func screen(shift: Double) -> LayoutDocument {
    var views: [ViewNode] = []
    for i in 0..<12 {
        var row = ViewNode(name: "row\(i)")
        row.background = Color(red8: 0xF2, green8: 0xF2, blue8: 0xF7)
        row.frame = Rect(x: 16, y: 60 + Double(i) * 64, width: 358, height: 56)
        var title = ViewNode(name: "title\(i)", kind: .label)
        title.text = "Setting number \(i + 1)"
        title.frame = Rect(x: 12 + (i == 5 ? shift : 0), y: 8, width: 250, height: 21)
        var toggle = ViewNode(name: "switch\(i)", kind: .switch)
        toggle.frame = Rect(x: 295, y: 12, width: 51, height: 31)
        row.subviews = [title, toggle]
        views.append(row)
    }
    return LayoutDocument(canvas: Canvas(width: 390, height: 844, scale: 3), views: views)
}

private func benchmarkImageComparison() throws {
    let engine = LayoutEngine(textEngine: try TextEngine.bundled())
    let options = RenderOptions(padding: 0)
    let a = try Renderer.render(try engine.solve(screen(shift: 0)), options: options)
    let b = try Renderer.render(try engine.solve(screen(shift: 8)), options: options)
    var decode: [Double] = [], compare: [Double] = [], encode: [Double] = [], total: [Double] = []
    var identical: [Double] = [], wall: [Double] = []
    var difference: ImageDifference?
    for _ in 0..<15 {
        var x: RasterImage?, y: RasterImage?
        let d = try threadCPUMilliseconds {
            x = try PNGDecoder.decode(a); y = try PNGDecoder.decode(b)
        }
        guard let x, let y else { return }
        let c = threadCPUMilliseconds { difference = ImageComparison.compare(expected: x, actual: y, threshold: 0.1) }
        let e = threadCPUMilliseconds { _ = difference?.diffImage.map(PNGEncoder.encode) }
        decode.append(d); compare.append(c); encode.append(e); total.append(d + c + e)
        let copy = b.map { $0 }
        identical.append(threadCPUMilliseconds { _ = b == copy })
        wall.append(try wallMilliseconds { _ = try ImageComparison.comparePNG(expected: a, actual: b, threshold: 0.1) })
    }
    func median(_ v: [Double]) -> Double { v.sorted()[v.count / 2] }
    let width = difference?.width ?? 0, height = difference?.height ?? 0
    print(
        String(
            format: "image comparison (thread CPU time, median of 15): two %d×%d PNGs (%d differing, %d "
                + "anti-aliased pixels): decode both %.1f ms + compare with diff image %.1f ms = %.1f ms (target < 30 ms), "
                + "diff PNG encode %.1f ms; identical bytes %.2f ms; ImageComparison.comparePNG (decoding both "
                + "in parallel) wall best %.1f ms, median %.1f ms (load average %@)",
            width, height, difference?.differentPixels ?? 0, difference?.antiAliasedPixels ?? 0, median(decode),
            median(compare), median(decode) + median(compare), median(encode), median(identical),
            wall.min() ?? 0, median(wall),
            String((try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8))?.split(separator: " ").first ?? "?"))
    )
}

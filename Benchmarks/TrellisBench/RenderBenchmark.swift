import Dispatch
import Foundation
import TrellisLayout
import TrellisRender
import TrellisSpec
import TrellisText

/// `trellis-bench render`: a 50-view screen at @3x to PNG (target under 30 ms in release), against Pango +
/// Cairo drawing the same boxes and texts in the same run; then every spec in Samples/ rendered in one process
/// on all cores, wall time against the sum of per-spec times.
func runRenderBenchmark() {
    do {
        try benchmarkScreen()
        try benchmarkSamples()
    } catch {
        print("render benchmark failed: \(error)")
        exit(1)
    }
}

/// The package root, found from this file's path.
private func packageRoot() -> URL {
    var dir = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    while !FileManager.default.fileExists(atPath: dir.appendingPathComponent("Package.swift").path),
        dir.path != "/"
    {
        dir = dir.deletingLastPathComponent()
    }
    return dir
}

private func milliseconds(_ body: () throws -> Void) rethrows -> Double {
    let start = DispatchTime.now().uptimeNanoseconds
    try body()
    return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6
}

/// CPU time this thread spent in `body`, in ms: steadier than wall time on a machine shared with other work.
func threadCPUMilliseconds(_ body: () throws -> Void) rethrows -> Double {
    var start = timespec(), end = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &start)
    try body()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &end)
    return Double(end.tv_sec - start.tv_sec) * 1e3 + Double(end.tv_nsec - start.tv_nsec) / 1e6
}

private func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    return sorted.isEmpty ? 0 : sorted[sorted.count / 2]
}

/// A settings screen: a title, then 12 rows of container + title + subtitle + switch, 50 views in all.
private func screenDocument() -> LayoutDocument {
    var views: [ViewNode] = []
    var title = ViewNode(name: "screenTitle", kind: .label)
    title.text = "Settings"
    title.textStyle = TextStyle(font: Font(size: 34, weight: .bold))
    title.frame = Rect(x: 16, y: 60, width: 358, height: 41)
    views.append(title)
    var header = ViewNode(name: "header")
    header.background = Color(red8: 0xF2, green8: 0xF2, blue8: 0xF7)
    header.frame = Rect(x: 0, y: 0, width: 390, height: 110)
    views.insert(header, at: 0)
    for i in 0..<12 {
        var row = ViewNode(name: "row\(i)")
        row.frame = Rect(x: 16, y: 120 + Double(i) * 58, width: 358, height: 52)
        var name = ViewNode(name: "rowTitle\(i)", kind: .label)
        name.text =
            [
                "Wi-Fi", "Bluetooth", "Mobile Data", "Personal Hotspot", "Notifications", "Sounds & Haptics",
                "Focus", "Screen Time", "General", "Control Centre", "Display & Brightness", "Wallpaper",
            ][i]
        name.frame = Rect(x: 12, y: 6, width: 250, height: 21)
        var detail = ViewNode(name: "rowDetail\(i)", kind: .label)
        detail.text = "Option \(i + 1) — tap to change"
        detail.textStyle = TextStyle(font: Font(size: 13))
        detail.frame = Rect(x: 12, y: 29, width: 250, height: 16)
        var toggle = ViewNode(name: "rowSwitch\(i)", kind: .switch)
        toggle.frame = Rect(x: 295, y: 10, width: 51, height: 31)
        row.subviews = [name, detail, toggle]
        views.append(row)
    }
    return LayoutDocument(canvas: Canvas(width: 390, height: 844, scale: 3), views: views)
}

private func benchmarkScreen() throws {
    let engine = try TextEngine.bundled()
    let layout = try LayoutEngine(textEngine: engine).solve(screenDocument())
    let options = RenderOptions(scale: 3, padding: 0)
    _ = try Renderer.render(layout, options: options) // warm: fonts, glyph caches
    var times: [Double] = []
    var cpu: [Double] = []
    var bytes = 0
    for _ in 0..<15 {
        var wall = 0.0
        cpu.append(
            try threadCPUMilliseconds {
                wall = try milliseconds { bytes = try Renderer.render(layout, options: options).count }
            })
        times.append(wall)
    }
    let trellis = median(times)
    print(
        "render: \(layout.views.count)-view screen 390×844 @3x → PNG (\(bytes) bytes): median \(String(format: "%.1f", trellis)) ms wall, "
            + "\(String(format: "%.1f", median(cpu))) ms CPU, over 15 runs (target < 30 ms)")
    if let peer = pangoPeer(layout) {
        print(
            "  peer Pango+Cairo (python3-gi), same boxes and texts @3x → PNG: median \(String(format: "%.1f", peer)) ms"
        )
        print("  ratio trellis / peer: \(String(format: "%.2f", trellis / peer))")
    } else {
        print("  peer Pango+Cairo: not available (needs /usr/bin/python3 with gi, Pango and cairo)")
    }
}

/// Draws the same boxes and label texts with PangoCairo in a Python process and returns its median ms,
/// or nil when the peer can't run (30 s cap).
private func pangoPeer(_ layout: SolvedLayout) -> Double? {
    var lines: [String] = []
    for view in layout.views {
        let f = view.absoluteFrame
        let text = (view.node.text ?? "").replacingOccurrences(of: "\t", with: " ")
        lines.append(
            "\(f.minX)\t\(f.minY)\t\(f.width)\t\(f.height)\t\(view.node.textStyle.font.effectiveSize)\t\(text)")
    }
    let script = """
        import sys, time, io, gi
        gi.require_version('Pango', '1.0'); gi.require_version('PangoCairo', '1.0')
        from gi.repository import Pango, PangoCairo
        import cairo
        rows = [l.split('\\t') for l in sys.stdin.read().splitlines()]
        def render():
            s = cairo.ImageSurface(cairo.FORMAT_ARGB32, 390 * 3, 844 * 3)
            cr = cairo.Context(s); cr.scale(3, 3)
            cr.set_source_rgb(1, 1, 1); cr.paint()
            for x, y, w, h, size, text in rows:
                x, y, w, h = float(x), float(y), float(w), float(h)
                cr.rectangle(x, y, w, h); cr.set_source_rgb(0.89, 0.93, 0.99); cr.fill_preserve()
                cr.set_source_rgb(0.43, 0.6, 0.9); cr.set_line_width(1 / 3); cr.stroke()
                tag = PangoCairo.create_layout(cr)
                tag.set_font_description(Pango.FontDescription('Roboto Medium 10px'))
                tag.set_text('%s %gx%g' % ('view', w, h), -1)
                cr.move_to(x + 2, y + 2); cr.set_source_rgb(0.2, 0.2, 0.2); PangoCairo.show_layout(cr, tag)
                if text:
                    lay = PangoCairo.create_layout(cr)
                    lay.set_font_description(Pango.FontDescription('Roboto %spx' % size))
                    lay.set_text(text, -1)
                    cr.move_to(x, y); PangoCairo.show_layout(cr, lay)
            out = io.BytesIO(); s.write_to_png(out); return out
        render()
        times = []
        for _ in range(15):
            t = time.perf_counter(); render(); times.append((time.perf_counter() - t) * 1000)
        times.sort(); print(times[len(times) // 2])
        """
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
    process.arguments = ["-c", script]
    var environment = ProcessInfo.processInfo.environment
    let fonts = packageRoot().appendingPathComponent("Fonts").path
    let config = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-bench-fonts.conf")
    let xml =
        "<?xml version=\"1.0\"?><!DOCTYPE fontconfig SYSTEM \"fonts.dtd\"><fontconfig><dir>\(fonts)</dir>"
        + "<cachedir>\(FileManager.default.temporaryDirectory.path)/trellis-bench-fc</cachedir></fontconfig>"
    try? xml.write(to: config, atomically: true, encoding: .utf8)
    environment["FONTCONFIG_FILE"] = config.path
    process.environment = environment
    let input = Pipe(), output = Pipe()
    process.standardInput = input
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    do { try process.run() } catch { return nil }
    input.fileHandleForWriting.write(Data(lines.joined(separator: "\n").utf8))
    try? input.fileHandleForWriting.close()
    let deadline = DispatchTime.now() + 30
    let done = DispatchSemaphore(value: 0)
    DispatchQueue.global().async {
        process.waitUntilExit(); done.signal()
    }
    if done.wait(timeout: deadline) == .timedOut { process.terminate(); return nil }
    let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    guard process.terminationStatus == 0 else { return nil }
    return Double(text.trimmingCharacters(in: .whitespacesAndNewlines))
}

/// Every sample rendered at @2x to PNG: one by one, then all at once on every core.
private func benchmarkSamples() throws {
    let samples = packageRoot().appendingPathComponent("Samples")
    let specs = ((try? FileManager.default.contentsOfDirectory(atPath: samples.path)) ?? [])
        .filter { $0.hasSuffix(".yaml") }.sorted().map { samples.appendingPathComponent($0).path }
    guard !specs.isEmpty else { print("render samples: no Samples/*.yaml"); return }
    let engine = try TextEngine.bundled()
    let options = RenderOptions(scale: 2, padding: 16)
    @Sendable func renderOne(_ path: String) throws {
        let layout = try LayoutEngine(textEngine: engine).solve(try SpecReader.read(contentsOf: path))
        _ = try Renderer.render(layout, options: options)
    }
    for spec in specs { try renderOne(spec) } // warm
    var perSpec: [Double] = []
    for spec in specs { perSpec.append(try milliseconds { try renderOne(spec) }) }
    let failures = FailureCount()
    let wall = milliseconds {
        DispatchQueue.concurrentPerform(iterations: specs.count) { i in
            do { try renderOne(specs[i]) } catch { failures.add() }
        }
    }
    let sum = perSpec.reduce(0, +)
    let load = (try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8))?.split(separator: " ").first ?? "?"
    print(
        "render samples: \(specs.count) specs @2x → PNG (spec + layout + render), "
            + "\(ProcessInfo.processInfo.activeProcessorCount) cores, load average \(load)")
    print(
        "  sum of per-spec times \(String(format: "%.1f", sum)) ms; parallel wall time \(String(format: "%.1f", wall)) ms; "
            + "speed-up \(String(format: "%.2f", sum / max(wall, 0.001)))×\(failures.count > 0 ? " (\(failures.count) failed)" : "")"
    )
}

private final class FailureCount: @unchecked Sendable {
    private let lock = NSLock()
    private var value = 0
    func add() { lock.lock(); value += 1; lock.unlock() }
    var count: Int { lock.lock(); defer { lock.unlock() }; return value }
}

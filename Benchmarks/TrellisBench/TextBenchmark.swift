import Foundation
import TrellisText

/// `trellis-bench text`: 10,000 label sizings with Trellis and with Pango (Benchmarks/peers/pango_peer.py,
/// timed inside Python) in one run. Every text is distinct (a case number ends it), so Trellis's
/// layout and paragraph caches never hit; its run/word shaping cache does, as words recur.
/// Both sides report thread CPU time (the machine is shared) and wall time, best of `rounds`.
enum TextBenchmark {
    struct Case: Codable {
        var text: String
        var size: Double
        var width: Double?
        var weight: String
    }

    static let pieces = [
        "The quick brown fox", "jumps over", "the lazy dog.", "Hello, world!", "Auto Layout", "preferredMaxLayoutWidth",
        "天地玄黄", "宇宙洪荒", "日月盈昃", "他说：「你好。」", "自动布局是一种基于约束的布局系统，", "日本語のテキスト、",
        "مرحبا بالعالم", "هذا اختبار", "שלום עולם", "עברית", "👍🏽", "👨‍👩‍👧", "🎉🎉",
        "https://example.com/path?q=1", "$1,234.56 (approx.) —", "Supercalifragilisticexpialidocious",
        "12:30, 2024-05-17",
    ]
    static let sizes: [Double] = [12, 14, 15, 17, 20]
    static let widths: [Double?] = [nil, 80, 150, 300]
    static let weights = ["regular", "medium", "bold"]

    /// Deterministic corpus: 2–8 pieces chosen by a linear congruential generator, plus a case number.
    static func corpus(count: Int) -> [Case] {
        var state: UInt64 = 0x5EED
        func next(_ bound: Int) -> Int {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Int((state >> 33) % UInt64(bound))
        }
        return (0..<count).map { index in
            let words = (0..<(2 + next(7))).map { _ in pieces[next(pieces.count)] }
            return Case(
                text: words.joined(separator: " ") + " \(index)", size: sizes[next(sizes.count)],
                width: widths[next(widths.count)], weight: weights[next(weights.count)])
        }
    }

    static var packageRoot: URL {
        var dir = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        while dir.path != "/", !FileManager.default.fileExists(atPath: dir.appendingPathComponent("Package.swift").path)
        {
            dir = dir.deletingLastPathComponent()
        }
        return dir
    }

    static let rounds = 5

    /// CPU seconds of the calling thread (robust to other processes competing for the cores).
    static func threadCPUTime() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) * 1e-9
    }

    static func run() {
        // TRELLIS_TEXT_BENCH_CASES=n (for profiling) measures n labels; 0 rounds of Pango when TRELLIS_TEXT_BENCH_NO_PEER is set.
        let environment = ProcessInfo.processInfo.environment
        let cases = corpus(count: environment["TRELLIS_TEXT_BENCH_CASES"].flatMap(Int.init) ?? 10_000)
        let withPeer = environment["TRELLIS_TEXT_BENCH_NO_PEER"] == nil
        do {
            let fonts = packageRoot.appendingPathComponent("Fonts").path
            if environment["TRELLIS_TEXT_BENCH_DIGEST"] != nil {
                // Fonts are found by absolute path; the digest hashes paths relative to the package.
                let engine = try TextEngine(fontDirectory: fonts)
                let digest = try TextDigest.digest(cases, engine: engine, stripping: fonts)
                print(
                    String(
                        format: "text digest (%d cases x %d styles): %016llx", cases.count, TextDigest.variants.count,
                        digest))
                return
            }
            var walls: [Double] = [], cpus: [Double] = []
            var lines = 0
            // Each round uses a new engine, so no round reuses another's caches.
            for _ in 0..<rounds {
                let engine = try TextEngine(fontDirectory: fonts)
                _ = try engine.layout("warm up 天地 مرحبا שלום 👍", style: TextStyle(), width: nil, scale: 2)
                lines = 0
                let wall = Date(), cpu = threadCPUTime()
                for item in cases {
                    let style = TextStyle(
                        font: Font(size: item.size, weight: FontWeight(rawValue: item.weight) ?? .regular),
                        numberOfLines: 0, lineBreakMode: .byWordWrapping)
                    lines += try engine.layout(item.text, style: style, width: item.width, scale: 2).lines.count
                }
                cpus.append(threadCPUTime() - cpu)
                walls.append(Date().timeIntervalSince(wall))
            }
            let n = Double(cases.count)
            func line(_ name: String, _ wall: [Double], _ cpu: [Double], _ lines: Int) -> String {
                let w = wall.min() ?? 0, c = cpu.min() ?? 0
                return String(
                    format: "  %@: CPU %.3f s (%.1f µs/label), wall %.3f s, %d lines  [best of %d]",
                    name, c, c / n * 1e6, w, lines, cpu.count)
            }
            print(
                "text: \(cases.count) label sizings (distinct texts; Latin, CJK, Arabic, Hebrew, emoji, URLs, numbers)")
            print(line("Trellis", walls, cpus, lines))
            guard withPeer else { return }
            let pango = try runPango(cases, fonts: fonts)
            print(line("Pango 1.50 (python3-gi, timed in Python)", pango.wall, pango.cpu, pango.lines))
            print(
                String(
                    format: "  ratio Pango / Trellis: %.2fx CPU, %.2fx wall",
                    (pango.cpu.min() ?? 0) / (cpus.min() ?? 1), (pango.wall.min() ?? 0) / (walls.min() ?? 1)))
        } catch {
            print("text benchmark failed: \(error)")
            exit(1)
        }
    }

    struct PeerResult: Decodable { var cases: Int; var wall: [Double]; var cpu: [Double]; var lines: Int }

    static func runPango(_ cases: [Case], fonts: String) throws -> PeerResult {
        let temp = FileManager.default.temporaryDirectory.appendingPathComponent(
            "trellis-bench-\(ProcessInfo.processInfo.processIdentifier)")
        try FileManager.default.createDirectory(at: temp, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: temp) }
        let template = try String(contentsOf: URL(fileURLWithPath: fonts + "/fonts.conf.in"), encoding: .utf8)
        let config = template.replacingOccurrences(of: "@FONTS_DIR@", with: fonts)
            .replacingOccurrences(of: "@CACHE_DIR@", with: temp.appendingPathComponent("fccache").path)
        try config.write(to: temp.appendingPathComponent("fonts.conf"), atomically: true, encoding: .utf8)
        let encoder = JSONEncoder()
        var input = Data()
        for item in cases { input.append(try encoder.encode(item)); input.append(0x0A) }
        try input.write(to: temp.appendingPathComponent("cases.jsonl"))

        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
        process.arguments = [
            packageRoot.appendingPathComponent("Benchmarks/peers/pango_peer.py").path,
            temp.appendingPathComponent("cases.jsonl").path, "\(rounds)",
        ]
        var environment = ProcessInfo.processInfo.environment
        environment["FONTCONFIG_FILE"] = temp.appendingPathComponent("fonts.conf").path
        process.environment = environment
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        // Cap the peer at 300 s.
        let deadline = DispatchWorkItem { if process.isRunning { process.terminate() } }
        DispatchQueue.global().asyncAfter(deadline: .now() + 300, execute: deadline)
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        deadline.cancel()
        guard process.terminationStatus == 0 else {
            throw NSError(
                domain: "pango_peer", code: Int(process.terminationStatus),
                userInfo: [
                    NSLocalizedDescriptionKey:
                        "pango_peer.py exited with \(process.terminationStatus) (needs /usr/bin/python3 with python3-gi)"
                ])
        }
        return try JSONDecoder().decode(PeerResult.self, from: data)
    }
}

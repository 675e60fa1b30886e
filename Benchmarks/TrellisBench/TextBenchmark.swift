import Foundation
import TrellisText

/// `trellis-bench text`: 10,000 label sizings (distinct texts, so no cached shaping is reused) with
/// Trellis and with Pango (Benchmarks/peers/pango_peer.py, timed inside Python) in one run.
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
        "https://example.com/path?q=1", "$1,234.56 (approx.) —", "Supercalifragilisticexpialidocious", "12:30, 2024-05-17",
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
            return Case(text: words.joined(separator: " ") + " \(index)", size: sizes[next(sizes.count)],
                        width: widths[next(widths.count)], weight: weights[next(weights.count)])
        }
    }

    static var packageRoot: URL {
        var dir = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        while dir.path != "/", !FileManager.default.fileExists(atPath: dir.appendingPathComponent("Package.swift").path) {
            dir = dir.deletingLastPathComponent()
        }
        return dir
    }

    static func run() {
        let cases = corpus(count: 10_000)
        do {
            let fonts = packageRoot.appendingPathComponent("Fonts").path
            let engine = try TextEngine(fontDirectory: fonts)
            _ = try engine.layout("warm up 天地 مرحبا שלום 👍", style: TextStyle(), width: nil, scale: 2)
            let clock = ContinuousClock()
            var lines = 0
            let elapsed = try clock.measure {
                for item in cases {
                    let style = TextStyle(font: Font(size: item.size, weight: FontWeight(rawValue: item.weight) ?? .regular),
                                          numberOfLines: 0, lineBreakMode: .byWordWrapping)
                    lines += try engine.layout(item.text, style: style, width: item.width, scale: 2).lines.count
                }
            }
            let trellis = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
            print("text: \(cases.count) label sizings (distinct texts; Latin, CJK, Arabic, Hebrew, emoji, URLs)")
            print(String(format: "  Trellis: %.3f s (%.1f µs per label), %d lines", trellis, trellis / Double(cases.count) * 1e6, lines))
            let pango = try runPango(cases, fonts: fonts)
            print(String(format: "  Pango 1.50 (python3-gi, timed in Python): %.3f s (%.1f µs per label), %d lines",
                         pango.seconds, pango.seconds / Double(cases.count) * 1e6, pango.lines))
            print(String(format: "  ratio Pango / Trellis: %.2fx", pango.seconds / trellis))
        } catch {
            print("text benchmark failed: \(error)")
            exit(1)
        }
    }

    struct PeerResult: Decodable { var cases: Int; var seconds: Double; var lines: Int }

    static func runPango(_ cases: [Case], fonts: String) throws -> PeerResult {
        let temp = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-bench-\(ProcessInfo.processInfo.processIdentifier)")
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
        process.arguments = [packageRoot.appendingPathComponent("Benchmarks/peers/pango_peer.py").path,
                             temp.appendingPathComponent("cases.jsonl").path]
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
            throw NSError(domain: "pango_peer", code: Int(process.terminationStatus),
                          userInfo: [NSLocalizedDescriptionKey: "pango_peer.py exited with \(process.terminationStatus) (needs /usr/bin/python3 with python3-gi)"])
        }
        return try JSONDecoder().decode(PeerResult.self, from: data)
    }
}

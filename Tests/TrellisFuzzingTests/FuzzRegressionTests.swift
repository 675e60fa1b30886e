import Foundation
import Testing
import TrellisFuzzing
import TrellisRender

/// The fuzzer's findings and a fixed-seed pass, run by `make test` without libFuzzer or sanitizers: every
/// saved input in Tests/Fixtures/fuzz/ must run to completion (a crash fails the whole test process), and
/// the generator's specs must be deterministic.
@Suite struct FuzzRegressionTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/fuzz")

    static func savedInputs() -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: fixtures.path)) ?? [])
            .filter { !$0.hasPrefix(".") && $0 != "README.md" }
            .filter { name in
                // TRELLIS_FUZZ_INPUT=NAME replays one saved input (for bisecting a slow or crashing one).
                ProcessInfo.processInfo.environment["TRELLIS_FUZZ_INPUT"].map { $0 == name } ?? true
            }
            .sorted()
    }

    @Test func fixturesExist() {
        guard ProcessInfo.processInfo.environment["TRELLIS_FUZZ_INPUT"] == nil else { return }
        #expect(Self.savedInputs().count >= 10)
    }

    @Test(arguments: savedInputs())
    func savedInputRunsToCompletion(_ name: String) throws {
        let bytes = [UInt8](try Data(contentsOf: Self.fixtures.appendingPathComponent(name)))
        let started = Date()
        FuzzTarget.run(bytes)
        // Per-input budget of the fuzzer (10 s, in a release-like build); generous for debug builds on CI.
        #expect(Date().timeIntervalSince(started) < 60, "\(name) took too long")
    }

    /// 150 generated specs from fixed seeds through reader, engine and renderer, each twice in the
    /// generator mode: the same input gives the same image bytes.
    @Test func fixedSeedPass() {
        var seeds = SeededBytes(seed: 15)
        var rendered = 0
        for index in 0..<150 {
            let body = seeds.bytes(Int(seeds.next() % 400) + 16)
            let mode: UInt8 = index % 5 == 4 ? 0x02 : 0x01
            FuzzTarget.run([mode] + body)
            if mode == 0x01 {
                var generator = SpecGenerator(FuzzInput(body))
                let spec = generator.spec()
                let first = FuzzTarget.layoutAndRender(spec, render: true, format: .svg)
                let second = FuzzTarget.layoutAndRender(spec, render: true, format: .svg)
                #expect(first == second, "nondeterministic render of:\n\(spec)")
                if first != nil { rendered += 1 }
            }
        }
        // Most generated specs are valid enough to be drawn (the generator's purpose).
        #expect(rendered >= 30, "only \(rendered) of 120 generated specs rendered")
    }

    @Test func generatorIsDeterministicAndVaried() {
        var a = SpecGenerator(FuzzInput(Array(0..<200))), b = SpecGenerator(FuzzInput(Array(0..<200)))
        #expect(a.spec() == b.spec())
        var seeds = SeededBytes(seed: 1)
        let specs = Set(
            (0..<20).map { _ in
                var generator = SpecGenerator(FuzzInput(seeds.bytes(300)))
                return generator.spec()
            })
        #expect(specs.count == 20)
    }
}

import Testing
import TrellisFuzzing

/// Fuzz mode 0x03 without libFuzzer: the IB seeds in `Fuzz/seeds/ib-*`, and fixed-seed mutations of them
/// (bytes flipped, runs cut out, tags duplicated), run through `FuzzTarget.run`. A crash or trap fails the
/// test process; every input must finish.
struct InterfaceBuilderFuzzTests {
    static let seeds: [[UInt8]] = {
        let root = "/" + "\(#filePath)".split(separator: "/").dropLast(3).joined(separator: "/") + "/Fuzz/seeds/"
        return ["ib-00", "ib-01", "ib-02"].compactMap { name in
            guard let file = fopen(root + name, "rb") else { return nil }
            defer { fclose(file) }
            var bytes: [UInt8] = []
            var buffer = [UInt8](repeating: 0, count: 4096)
            while true {
                let n = fread(&buffer, 1, buffer.count, file)
                if n == 0 { break }
                bytes += buffer[0..<n]
            }
            return bytes
        }
    }()

    @Test func seedsAreModeThree() {
        #expect(Self.seeds.count == 3)
        #expect(Self.seeds.allSatisfy { $0.first == 0x03 && $0.count > 1000 })
    }

    /// 3 seeds × 40 mutations, from a fixed linear congruential sequence.
    @Test func mutationsRunToCompletion() {
        var state: UInt64 = 50
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(max(1, bound)))
        }
        var runs = 0
        for seed in Self.seeds {
            FuzzTarget.run(seed)
            for _ in 0..<40 {
                var bytes = seed
                switch next(3) {
                case 0:
                    for _ in 0..<8 { bytes[1 + next(bytes.count - 1)] = UInt8(next(256)) }
                case 1:
                    let start = 1 + next(bytes.count - 1)
                    bytes.removeSubrange(start..<min(bytes.count, start + next(400)))
                default:
                    let start = 1 + next(bytes.count - 1)
                    let slice = bytes[start..<min(bytes.count, start + next(300))]
                    bytes.insert(contentsOf: slice, at: 1 + next(bytes.count - 1))
                }
                FuzzTarget.run(bytes)
                runs += 1
            }
        }
        #expect(runs == 120)
    }
}

#if canImport(Glibc)
    import Glibc
#endif

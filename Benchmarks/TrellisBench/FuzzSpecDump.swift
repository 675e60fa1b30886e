import Foundation
import TrellisFuzzing

/// `trellis-bench fuzz-specs DIR [COUNT]`: writes the first COUNT (40 unless given) specs the fuzz
/// generator makes from the regression suite's seed (`FuzzRegressionTests`), as `DIR/g0.yaml`, … — for
/// looking at what the generator produces.
enum FuzzSpecDump {
    static func run(_ arguments: [String]) {
        guard let directory = arguments.first, arguments.count <= 2,
            let count = arguments.count == 2 ? Int(arguments[1]) : 40, count > 0
        else {
            print("usage: trellis-bench fuzz-specs DIR [COUNT]")
            exit(1)
        }
        do {
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
            var seeds = SeededBytes(seed: 15)
            for index in 0..<count {
                var generator = SpecGenerator(FuzzInput(seeds.bytes(Int(seeds.next() % 400) + 16)))
                try generator.spec().write(toFile: "\(directory)/g\(index).yaml", atomically: true, encoding: .utf8)
            }
            print("wrote \(count) specs to \(directory)")
        } catch {
            print("cannot write to \(directory): \(error)")
            exit(1)
        }
    }
}

import Foundation
import TrellisCorpus
import TrellisLayout
import TrellisSpec
import TrellisText

/// Shared pieces of the scale tests: one text engine, reading and solving specs, the package's paths.
enum ScaleSupport {
    static let engine: LayoutEngine = {
        do { return LayoutEngine(textEngine: try TextEngine.bundled()) } catch { fatalError("bundled fonts: \(error)") }
    }()

    static var packageRoot: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
    }

    /// The corpus's deep-nesting family goes past the default `depth` limit (two YAML levels per view), so
    /// the corpus is read with the depth raised to its ceiling, as `--limit depth=1000` does.
    static let corpusLimits: ResourceLimits = {
        var limits = ResourceLimits.standard
        limits.depth = ResourceLimits.ceiling(.depth)
        return limits
    }()

    static func document(_ yaml: String, file: String = "corpus.yaml") throws -> LayoutDocument {
        try SpecReader.read(text: yaml, file: file, limits: corpusLimits)
    }

    /// On the command's large stack (`LargeStack`): a test thread's stack is too small for the reader and
    /// engine to recurse through hundreds of nested views.
    static func solve(_ family: CorpusFamily, _ n: Int) throws -> SolvedLayout {
        try LargeStack.run { try engine.solve(try document(family.spec(n), file: "\(family.name)-\(n).yaml")) }
    }

    /// A spec of one stack view on an iPhone 15: `name`, its keys (`axis: vertical`, …), its constraints and its
    /// arranged subviews (YAML lines, indented for `subviews:`).
    static func stackSpec(_ name: String, keys: [String], constraints: String, subviews: [String]) -> String {
        var yaml = "device: iPhone 15\nviews:\n  \(name):\n    kind: stackView\n"
        for key in keys { yaml += "    \(key)\n" }
        yaml += "    constraints: [\(constraints)]\n    subviews:\n"
        for line in subviews { yaml += line + "\n" }
        return yaml
    }

    /// FNV-1a over every view's name and absolute frame (the bit patterns of x, y, width, height), in the
    /// layout's view order: any change of any frame changes it.
    static func frameDigest(_ layout: SolvedLayout) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        func mix(_ byte: UInt8) { hash = (hash ^ UInt64(byte)) &* 0x0100_0000_01b3 }
        for view in layout.views {
            for byte in view.name.utf8 { mix(byte) }
            let f = view.absoluteFrame
            for value in [f.minX, f.minY, f.width, f.height] {
                var bits = value.bitPattern
                for _ in 0..<8 { mix(UInt8(bits & 0xff)); bits >>= 8 }
            }
        }
        return hash
    }
}

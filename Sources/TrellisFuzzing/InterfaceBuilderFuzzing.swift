import TrellisInterfaceBuilder
import TrellisLayout
import TrellisSpec

/// Fuzz mode `0x03`: the rest of the input is an Interface Builder document, read as `trellis layout
/// FILE.xib` reads it (libxml2 with Trellis's settings, then the cases), and the first few cases laid out
/// and compared with their stored frames. Errors are expected; crashes, hangs and memory blow-ups are
/// findings. Seeds: `Fuzz/seeds/ib-*` (the byte 0x03 and a document).
public enum InterfaceBuilderFuzzing {
    /// Cases laid out per input: reading every case is the reader's work; solving them all would spend the
    /// fuzzer's time on the engine, which mode 0x01 covers.
    static let casesLaidOut = 4

    public static func run(_ bytes: [UInt8]) {
        let text = String(decoding: bytes, as: UTF8.self)
        let source = SpecSource(file: "fuzz.storyboard", text: text, baseDirectory: "/")
        guard let document = try? InterfaceBuilderReader.read(source: source, limits: FuzzTarget.limits),
            let engine = FuzzTarget.engine
        else { return }
        let results = InterfaceBuilderLayout.solve(
            Array(document.cases.prefix(casesLaidOut)), source: source, engine: engine, compare: true)
        for result in results {
            if let layout = result.layout { FuzzTarget.check(layout) }
        }
        _ = InterfaceBuilderReport.json(results)
    }
}

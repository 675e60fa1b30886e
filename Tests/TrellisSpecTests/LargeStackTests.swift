import Testing
import TrellisLayout
import TrellisSpec

@Suite struct LargeStackTests {
    /// 10,000 nested `[` (the YAML library of the time overflowed the main thread's 8 MiB at about 4,700) read on
    /// the large stack with the depth raised to its ceiling: the reader's located error comes back, rethrown.
    @Test func deepSpecsAreReadOnTheLargeStack() throws {
        var limits = ResourceLimits.standard
        limits.depth = ResourceLimits.ceiling(.depth)
        let text =
            "canvas: {width: 10, height: 10}\nviews:\n  a: {intrinsicSize: "
            + String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000) + "}\n"
        let error = #expect(throws: SpecError.self) {
            try LargeStack.run { try SpecReader.read(text: text, file: "deep.yaml", limits: limits) }
        }
        #expect(error?.description.hasPrefix("deep.yaml:3:") == true, "\(String(describing: error))")
    }

    @Test func resultsComeBack() throws {
        #expect(LargeStack.stackSize() ?? 0 >= 1 << 24)
        #expect(try LargeStack.run { 6 * 7 } == 42)
    }
}

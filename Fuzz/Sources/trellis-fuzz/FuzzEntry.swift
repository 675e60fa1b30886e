import TrellisFuzzing

/// libFuzzer's entry point: one input through the spec reader, the layout engine and the renderer.
/// libFuzzer provides `main` (the target is built with `-sanitize=fuzzer`).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTestOneInput(_ start: UnsafeRawPointer?, _ count: Int) -> CInt {
    let bytes = start.map { Array(UnsafeRawBufferPointer(start: $0, count: count)) } ?? []
    FuzzTarget.run(bytes)
    return 0
}

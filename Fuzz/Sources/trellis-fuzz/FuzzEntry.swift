import Foundation
import TrellisFuzzing

/// The modes this run is limited to (`TRELLIS_FUZZ_MODES`, set by `make fuzz FUZZ_MODES=…`), or nil for all.
let fuzzModes = FuzzTarget.modes(ProcessInfo.processInfo.environment["TRELLIS_FUZZ_MODES"])

/// libFuzzer's callback: one input through the spec reader, the layout engine and the renderer.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTestOneInput(_ start: UnsafeRawPointer?, _ count: Int) -> CInt {
    let bytes = start.map { Array(UnsafeRawBufferPointer(start: $0, count: count)) } ?? []
    FuzzTarget.run(bytes, modes: fuzzModes)
    return 0
}

/// libFuzzer's driver (from the `-sanitize=fuzzer` runtime).
@_silgen_name("LLVMFuzzerRunDriver")
func runDriver(
    _ argc: UnsafeMutablePointer<CInt>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
    _ callback: @convention(c) (UnsafeRawPointer?, Int) -> CInt
) -> CInt

/// The executable's entry point: SwiftPM links `main` to `<target>_main`, so the driver is started here
/// rather than by the runtime's own `main`.
@_cdecl("trellis_fuzz_main")
public func fuzzMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    var count = argc
    var arguments = argv
    return withUnsafeMutablePointer(to: &count) { countPointer in
        withUnsafeMutablePointer(to: &arguments) { argumentsPointer in
            argumentsPointer.withMemoryRebound(
                to: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?.self, capacity: 1
            ) {
                runDriver(countPointer, $0) { start, count in fuzzTestOneInput(start, count) }
            }
        }
    }
}

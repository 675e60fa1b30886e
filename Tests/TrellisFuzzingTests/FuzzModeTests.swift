import Testing

@testable import TrellisFuzzing

/// `make fuzz FUZZ_MODES=…` limits a run to some modes: the variable's text and the mode each first byte picks.
struct FuzzModeTests {
    @Test func modesAreReadFromHexadecimalBytes() {
        #expect(FuzzTarget.modes("03,07,10,11") == [0x03, 0x07, 0x10, 0x11])
        #expect(FuzzTarget.modes(" 10 ") == [0x10])
        #expect(FuzzTarget.modes(nil) == nil)
        #expect(FuzzTarget.modes("") == nil)
        #expect(FuzzTarget.modes("png") == nil)
        #expect(FuzzTarget.modes("10,zz") == nil)
        #expect(FuzzTarget.modes("100") == nil)
    }

    /// With modes given, every first byte lands in one of them: byte % count.
    @Test func everyFirstByteLandsInAGivenMode() {
        let modes: [UInt8] = [0x03, 0x07, 0x10, 0x11]
        #expect(FuzzTarget.mode(for: 0x00, modes: modes) == 0x03)
        #expect(FuzzTarget.mode(for: 0x01, modes: modes) == 0x07)
        #expect(FuzzTarget.mode(for: 0x63, modes: modes) == 0x11) // `c`, a spec's first character
        #expect(FuzzTarget.mode(for: 0xFF, modes: modes) == 0x11)
        #expect(FuzzTarget.mode(for: 0x63, modes: nil) == 0x63)
        #expect(Set((0...255).map { FuzzTarget.mode(for: UInt8($0), modes: modes) }) == Set(modes))
    }
}

import Testing

@testable import TrellisSolver

/// Every constraint the solver holds has a record (290,000 on the settings screen of 10,000 rows): four
/// terms in place and the markers packed after them keep it at 96 bytes with no allocation of its own.
@Suite struct RecordFootprintTests {
    @Test func aRecordKeepsFourTermsInNinetySixBytes() {
        #expect(MemoryLayout<RecordTerms>.size == 60)
        #expect(MemoryLayout<ConstraintRecord>.stride == 96)
    }
}

import Testing
import TrellisLayout
@testable import TrellisSpec

@Test func specErrorPrintsLocationLineAndCaret() {
    let error = SpecError("unknown attribute 'wdth'", at: SourceLocation(file: "a.yaml", line: 3, column: 9),
                          sourceLine: "      - wdth == 10")
    #expect(error.description == "a.yaml:3:9: error: unknown attribute 'wdth'\n      - wdth == 10\n        ^")
}

import Testing
import TrellisLayout

@testable import TrellisSpec

@Test func specErrorPrintsLocationLineAndCaret() {
    let error = SpecError(
        "unknown attribute 'wdth'", at: SourceLocation(file: "a.yaml", line: 3, column: 9),
        sourceLine: "      - wdth == 10")
    #expect(error.description == "a.yaml:3:9: error: unknown attribute 'wdth'\n      - wdth == 10\n        ^")
}

@Test func caretSkipsWideCharactersAndKeepsTabs() {
    let wide = SourceExcerpt.format(
        severity: "warning", message: "m", location: SourceLocation(file: "f", line: 1, column: 10),
        line: "text: 天地 x")
    #expect(wide == "f:1:10: warning: m\ntext: 天地 x\n           ^")
    let tabbed = SourceExcerpt.format(
        severity: "error", message: "m", location: SourceLocation(file: "f", line: 2, column: 3),
        line: "\t\tx")
    #expect(tabbed == "f:2:3: error: m\n\t\tx\n\t\t^")
    #expect(SourceExcerpt.format(severity: "note", message: "m", location: nil, line: "x") == "note: m")
}

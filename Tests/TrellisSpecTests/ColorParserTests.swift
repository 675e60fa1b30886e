import Testing
import TrellisLayout

@testable import TrellisSpec

private func color(_ text: String) -> Color? { try? ColorParser.parse(text).get() }

private func message(_ text: String) -> String? {
    if case .failure(let failure) = ColorParser.parse(text) { return failure.message }
    return nil
}

@Test func all148CSSNamesWithUniqueSortedNames() {
    #expect(cssNamedColors.count == 148)
    let names = cssNamedColors.map(\.name)
    #expect(names == names.sorted())
    #expect(Set(names).count == 148)
    for name in names { #expect(color(name) != nil, "\(name)") }
}

@Test func namedColoursHaveCSSValues() {
    #expect(color("gray") == Color(red8: 128, green8: 128, blue8: 128))
    #expect(color("rebeccapurple") == Color(red8: 0x66, green8: 0x33, blue8: 0x99))
    #expect(color("LightGray") == Color(red8: 0xD3, green8: 0xD3, blue8: 0xD3))
    #expect(color("purple") == Color(red8: 0x80, green8: 0, blue8: 0x80))
    #expect(color("transparent") == .clear)
    #expect(color(" red ") == Color(red8: 255, green8: 0, blue8: 0))
}

@Test func hexForms() {
    #expect(color("#f80") == Color(red8: 0xFF, green8: 0x88, blue8: 0x00))
    #expect(color("#f808") == Color(red8: 0xFF, green8: 0x88, blue8: 0x00, alpha8: 0x88))
    #expect(color("#1A2b3C") == Color(red8: 0x1A, green8: 0x2B, blue8: 0x3C))
    #expect(color("#1A2B3C80") == Color(red8: 0x1A, green8: 0x2B, blue8: 0x3C, alpha8: 0x80))
}

@Test func colourErrors() {
    #expect(
        message("grey1")
            == "unknown colour 'grey1' (did you mean 'grey'?): write a CSS colour name, #RGB, #RRGGBB or #RRGGBBAA")
    #expect(message("#12345") == "'#12345' has 5 hex digits: write #RGB, #RGBA, #RRGGBB or #RRGGBBAA")
    #expect(message("#12G") == "'#12G' is not a hex colour: 'G' is not a hex digit")
    #expect(message("") == "empty colour: write a CSS colour name or #RRGGBB")
}

import Testing
import TrellisSpec

@testable import TrellisInterfaceBuilder

/// The tree the reader builds from libxml2's SAX2 events: attribute values with their `&`s, text with the
/// indentation between tags dropped, lines and columns of every element.
struct XMLTreeReaderTests {
    static func parse(_ text: String) throws -> XMLElement {
        try XMLTreeReader.parse(SpecSource(file: "t.xml", text: text, baseDirectory: "/"))
    }

    @Test func attributeValuesKeepTheirAmpersands() throws {
        let root = try Self.parse(
            #"<a text="Fish &amp; chips &#38; &lt;peas&gt; &#x26; &quot;x&quot; &#38;#38;"/>"#)
        #expect(root["text"] == #"Fish & chips & <peas> & "x" &#38;"#)
    }

    @Test func textIsKeptAndIndentationDropped() throws {
        let root = try Self.parse(
            """
            <a>
                <string key="text"> </string>
                <string key="other">two &amp; lines
            here</string>
                <b>
                    <c/>
                </b>
            </a>
            """)
        #expect(root.text == "")
        #expect(root.children.map(\.name) == ["string", "string", "b"])
        #expect(root.children[0].text == " ")
        #expect(root.children[1].text == "two & lines\nhere")
        #expect(root.children[2].text == "")
        #expect(root.children[2].children.map(\.name) == ["c"])
    }

    @Test func elementsHaveTheirLinesAndColumns() throws {
        let root = try Self.parse("<a>\n  <b/><b/>\n  <c\n    x=\"1\"/>\n</a>")
        #expect(root.line == 1 && root.column == 1)
        #expect(root.children.map(\.line) == [2, 2, 4])
        #expect(root.children.map(\.column) == [3, 7, 1])
        #expect(root.children[2]["x"] == "1")
    }
}

import Testing
import TrellisReport

/// The JSON writer appends bytes in place (no `String` per number or member): what it writes must be
/// what `NumberFormat` and a JSON reader expect, escapes and all.
@Suite struct JSONTextTests {
    @Test func quotedEscapesQuotesBackslashesAndControlCharactersOnly() {
        #expect(JSONValue.quoted("plain") == "\"plain\"")
        #expect(JSONValue.quoted("a\"b\\c") == "\"a\\\"b\\\\c\"")
        #expect(JSONValue.quoted("l1\nl2\r\t") == "\"l1\\nl2\\r\\t\"")
        #expect(JSONValue.quoted("\u{1}\u{1f}\u{7f}") == "\"\\u0001\\u001f\u{7f}\"")
        #expect(JSONValue.quoted("日本 👋🏽 عربي") == "\"日本 👋🏽 عربي\"")
    }

    @Test func numbersPrintAsNumberFormatDoes() {
        let values: [Double] = [
            0, -0.0, 1, -1, 320, -320, 33.5, 1.0 / 3, -2.0 / 3, 1e-7, 4e-7, 6e-7, 123_456_789_012_345,
            1e15, -1e15, 1e20, 0.1 + 0.2, 9_007_199_254_740_992, Double(Int64.max), .nan, .infinity,
            -.infinity,
        ]
        for value in values {
            let expected = value.isFinite ? NumberFormat.text(value) : "null"
            #expect(JSONValue.number(value).serialized() == expected + "\n", "\(value)")
            #expect(NumberFormat.json(value) == expected, "\(value)")
        }
        #expect(JSONValue.number(-1234567).serialized() == "-1234567\n")
        #expect(JSONValue.number(-0.0000004).serialized() == "0\n")
    }

    @Test func objectsOfScalarsStayOnOneLineOthersIndent() {
        let value = JSONValue.object([
            ("name", .string("a\"b")), ("frame", .object([("x", .number(1.5)), ("y", .null)])),
            ("flags", .array([.bool(true), .bool(false)])), ("empty", .array([])),
        ])
        #expect(
            value.serialized() == """
                {
                  "name": "a\\"b",
                  "frame": {"x": 1.5, "y": null},
                  "flags": [true, false],
                  "empty": []
                }

                """)
    }
}

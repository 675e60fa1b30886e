import Foundation
import Testing
import TrellisLayout
import TrellisReport
import TrellisSpec
import TrellisText

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

    /// Fractions are written digit by digit in [1e-4, 2²⁰) (`NumberFormat.fixedPoint`): the same text as
    /// `description`, which `NumberFormat.text` writes, for values of every scale in and around that range.
    @Test func fractionsWrittenDigitByDigitMatchDescription() {
        var state: UInt64 = 0x7e11_1500_2026 // xorshift64*: the same values on every run
        func next() -> UInt64 {
            state ^= state >> 12
            state ^= state << 25
            state ^= state >> 27
            return state &* 0x2545_F491_4F6C_DD1D
        }
        var values: [Double] = [
            1e-4, -1e-4, 0.000099_5, 0.000100_4, 0.000149_9, 0.5, -0.5, 1.000001, 0.999999, 20.333333,
            1_048_575.999_999, 1_048_575.5, 1_048_576.5, -1_048_575.25, 123_456.789_012_5, 2.675, 1e-3 / 3,
        ]
        for _ in 0..<100_000 {
            let scale = pow(10, Double(next() % 13) - 6) // 1e-6 ... 1e6
            let unit = Double(next() >> 11) / Double(1 << 53)
            let sign: Double = next() % 2 == 0 ? 1 : -1
            values.append(sign * unit * scale * 10)
            values.append(sign * (unit * scale * 10 * 8).rounded() / 8) // eighths, as pixel scales give
        }
        var written = 0
        for value in values {
            let rounded = (value * 1e6).rounded() / 1e6
            if rounded != rounded.rounded(), abs(rounded) >= 1e-4, abs(rounded) < 1_048_576 { written += 1 }
            let json = JSONValue.number(value).serialized(), text = NumberFormat.text(value) + "\n"
            #expect(json == text, "\(value)")
            if json != text { break } // one message, not thousands
        }
        #expect(written > 100_000) // most values took the digit-by-digit path
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

/// `LayoutJSONReport.write` streams the text `render` returns, chunk by chunk at line ends.
@Suite struct LayoutJSONStreamTests {
    @Test(arguments: [1, 100, 1 << 16, Int.max]) // Int.max: one chunk, the storage bounded at first
    func chunksJoinToTheRenderedReport(chunkSize: Int) throws {
        var spec = "canvas: {width: 320, height: 480}\nviews:\n  stack:\n    kind: stackView\n    axis: vertical\n"
        spec +=
            "    constraints: [top == superview.top, leading == superview.leading, trailing == superview.trailing]\n"
        spec += "    subviews:\n"
        for i in 0..<40 { spec += "      label\(i): {kind: label, text: \"Row \(i) says \\\"hi\\\"\", lines: 0}\n" }
        let document = try SpecReader.read(text: spec, file: "stream.yaml")
        let layout = try LayoutEngine(textEngine: .bundled()).solve(document)
        var chunks: [[UInt8]] = []
        LayoutJSONReport.write(layout, chunkSize: chunkSize) { chunks.append($0) }
        let whole = Array(LayoutJSONReport.render(layout).utf8)
        #expect(chunks.flatMap { $0 } == whole)
        #expect(whole.count > 4_000)
        // Every chunk but the last ends a line and reaches the chunk size; none is empty.
        for chunk in chunks.dropLast() {
            #expect(chunk.last == UInt8(ascii: "\n") && chunk.count >= chunkSize)
        }
        #expect(chunks.allSatisfy { !$0.isEmpty })
        #expect(chunkSize >= whole.count ? chunks.count == 1 : chunks.count > 1)
    }
}

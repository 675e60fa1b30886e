/// A JSON value with object keys in a fixed, written order (never a dictionary), so output is byte-stable.
public indirect enum JSONValue: Sendable {
    case object([(String, JSONValue)])
    case array([JSONValue])
    case string(String)
    case number(Double)
    case bool(Bool)
    case null

    /// Pretty-printed with two-space indentation; an object or array whose members are all scalars
    /// (a frame, a size, a list of names) stays on one line.
    public func serialized() -> String {
        var out = JSONText()
        write(into: &out, indent: 0)
        out.append("\n")
        return out.string
    }

    private var isScalar: Bool {
        switch self {
        case .object, .array: return false
        default: return true
        }
    }

    func write(into out: inout JSONText, indent: Int) {
        switch self {
        case .null: out.append("null")
        case .bool(let value): out.append(value ? "true" : "false")
        case .number(let value): out.appendNumber(value)
        case .string(let value): out.appendQuoted(value)
        case .array(let items):
            if items.isEmpty { out.append("[]"); return }
            if items.allSatisfy(\.isScalar) {
                out.append("[")
                for (i, item) in items.enumerated() {
                    if i > 0 { out.append(", ") }
                    item.write(into: &out, indent: indent)
                }
                out.append("]")
                return
            }
            Self.writeLines(items.count, open: "[", close: "]", indent: indent, into: &out) { i, out, indent in
                items[i].write(into: &out, indent: indent)
            }
        case .object(let members):
            if members.isEmpty { out.append("{}"); return }
            if members.allSatisfy(\.1.isScalar) {
                out.append("{")
                for (i, (key, value)) in members.enumerated() {
                    if i > 0 { out.append(", ") }
                    out.appendQuoted(key)
                    out.append(": ")
                    value.write(into: &out, indent: indent)
                }
                out.append("}")
                return
            }
            Self.writeLines(members.count, open: "{", close: "}", indent: indent, into: &out) { i, out, indent in
                out.appendQuoted(members[i].0)
                out.append(": ")
                members[i].1.write(into: &out, indent: indent)
            }
        }
    }

    /// Writes a value into `out` at `indent` levels (`write(into:indent:)`, for a value built when its turn
    /// comes).
    typealias Writer = (inout JSONText, _ indent: Int) -> Void

    /// `open`, then `count` lines each indented one level deeper and written by `line(i, &out, indent)`,
    /// then `close` on its own line: an array or object that isn't all scalars. (`open` + `close` when
    /// `count` is 0.) A report passes `line`s that build their value, write it and drop it, so the views of
    /// a large layout are never all held as values at once.
    static func writeLines(
        _ count: Int, open: StaticString, close: StaticString, indent: Int, into out: inout JSONText,
        line: (Int, inout JSONText, Int) -> Void
    ) {
        out.append(open)
        if count == 0 { out.append(close); return }
        out.append("\n")
        for i in 0..<count {
            out.appendIndent(indent + 1)
            line(i, &out, indent + 1)
            out.append(i + 1 < count ? ",\n" : "\n")
            out.flushIfFull()
        }
        out.appendIndent(indent)
        out.append(close)
    }

    /// An object written over lines, each member's value written by its `Writer` when its turn comes.
    static func writeObject(_ members: [(String, Writer)], indent: Int, into out: inout JSONText) {
        writeLines(members.count, open: "{", close: "}", indent: indent, into: &out) { i, out, indent in
            out.appendQuoted(members[i].0)
            out.append(": ")
            members[i].1(&out, indent)
        }
    }

    /// A JSON string literal: quotes, backslashes and control characters escaped; other text kept as UTF-8.
    public static func quoted(_ text: String) -> String {
        var out = JSONText()
        out.appendQuoted(text)
        return out.string
    }
}

/// JSON being written: UTF-8 bytes appended in place. (Appending to a `String` cost a report of a large
/// layout more than building it: each small append checked the string's storage and capacity.)
struct JSONText {
    private(set) var bytes: [UInt8] = []
    /// Where full chunks go when the text is streamed (`init(chunkSize:sink:)`); nil to keep it all.
    private let sink: (([UInt8]) -> Void)?
    private let chunkSize: Int

    init(reservingCapacity capacity: Int = 0) {
        sink = nil
        chunkSize = .max
        bytes.reserveCapacity(capacity)
    }

    /// Text handed to `sink` in chunks of about `chunkSize` bytes (at line ends) as it is written, and the
    /// rest by `finish()`: a large report never sits whole in memory.
    init(chunkSize: Int, sink: @escaping ([UInt8]) -> Void) {
        self.sink = sink
        self.chunkSize = chunkSize
        bytes.reserveCapacity(chunkSize + chunkSize / 4)
    }

    /// Hands the text so far to the sink once it holds a chunk (nothing without a sink).
    mutating func flushIfFull() {
        guard let sink, bytes.count >= chunkSize else { return }
        sink(bytes)
        bytes.removeAll(keepingCapacity: true)
    }

    /// Hands whatever is left to the sink.
    mutating func finish() {
        guard let sink, !bytes.isEmpty else { return }
        sink(bytes)
        bytes.removeAll(keepingCapacity: true)
    }

    var string: String { String(decoding: bytes, as: UTF8.self) }

    mutating func append(_ text: StaticString) {
        text.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }

    /// A string's UTF-8. (Literals go to `append(_: StaticString)`, which reads them in place: a short
    /// literal as a `String` is a small string, copied out to be read.)
    mutating func append(string text: String) {
        var text = text
        text.withUTF8 { bytes.append(contentsOf: $0) }
    }

    /// Two spaces per level (a report writes one indentation per line).
    mutating func appendIndent(_ level: Int) {
        bytes.append(contentsOf: repeatElement(UInt8(ascii: " "), count: 2 * level))
    }

    /// `NumberFormat.json(value)`, written without building a string for an integral value.
    mutating func appendNumber(_ value: Double) {
        guard value.isFinite else { append("null"); return }
        let rounded = NumberFormat.rounded(value)
        if rounded == 0 { bytes.append(UInt8(ascii: "0")); return }
        if rounded == rounded.rounded(), abs(rounded) < 1e15 {
            appendInteger(Int64(rounded))
        } else {
            append(string: rounded.description)
        }
    }

    private mutating func appendInteger(_ value: Int64) {
        if value < 0 { bytes.append(UInt8(ascii: "-")) }
        var magnitude = value.magnitude
        var digits:
            (
                UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8,
                UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8
            ) =
                (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
        var count = 0
        withUnsafeMutableBytes(of: &digits) { buffer in
            repeat {
                buffer[19 - count] = UInt8(ascii: "0") + UInt8(magnitude % 10)
                magnitude /= 10
                count += 1
            } while magnitude > 0
            bytes.append(contentsOf: buffer[(20 - count)...])
        }
    }

    /// A JSON string literal; text with nothing to escape (names, keys) is copied whole.
    mutating func appendQuoted(_ text: String) {
        let quote = UInt8(ascii: "\""), backslash = UInt8(ascii: "\\")
        bytes.append(quote)
        for byte in text.utf8 {
            switch byte {
            case quote: append("\\\"")
            case backslash: append("\\\\")
            case UInt8(ascii: "\n"): append("\\n")
            case UInt8(ascii: "\r"): append("\\r")
            case UInt8(ascii: "\t"): append("\\t")
            case ..<0x20:
                append("\\u00")
                let hex: StaticString = "0123456789abcdef"
                hex.withUTF8Buffer { digits in
                    bytes.append(digits[Int(byte >> 4)])
                    bytes.append(digits[Int(byte & 0xF)])
                }
            default: bytes.append(byte)
            }
        }
        bytes.append(quote)
    }
}

/// How numbers print, in JSON and in the text report: rounded to 1e-6, then the shortest form that reads
/// back to that value (`33.5`, `320`, `0.333333`), never `-0`.
public enum NumberFormat {
    /// A JSON number, or `null` when not finite.
    public static func json(_ value: Double) -> String {
        guard value.isFinite else { return "null" }
        return text(value)
    }

    /// As the text report prints it (`nan`, `inf` and `-inf` for non-finite values).
    public static func text(_ value: Double) -> String {
        guard value.isFinite else { return value.isNaN ? "nan" : (value > 0 ? "inf" : "-inf") }
        let rounded = rounded(value)
        if rounded == 0 { return "0" }
        if rounded == rounded.rounded(), abs(rounded) < 1e15 { return String(Int64(rounded)) }
        return "\(rounded)"
    }

    /// `value` rounded to 1e-6.
    static func rounded(_ value: Double) -> Double { (value * 1e6).rounded() / 1e6 }
}

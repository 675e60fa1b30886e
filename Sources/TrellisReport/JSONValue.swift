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
        var out = ""
        write(into: &out, indent: 0)
        out += "\n"
        return out
    }

    private var isScalar: Bool {
        switch self {
        case .object, .array: return false
        default: return true
        }
    }

    func write(into out: inout String, indent: Int) {
        switch self {
        case .null: out += "null"
        case .bool(let value): out += value ? "true" : "false"
        case .number(let value): out += NumberFormat.json(value)
        case .string(let value): Self.appendQuoted(value, to: &out)
        case .array(let items):
            if items.isEmpty { out += "[]"; return }
            if items.allSatisfy(\.isScalar) {
                out += "["
                for (i, item) in items.enumerated() {
                    if i > 0 { out += ", " }
                    item.write(into: &out, indent: indent)
                }
                out += "]"
                return
            }
            Self.writeLines(items.count, open: "[", close: "]", indent: indent, into: &out) { i, out, indent in
                items[i].write(into: &out, indent: indent)
            }
        case .object(let members):
            if members.isEmpty { out += "{}"; return }
            if members.allSatisfy(\.1.isScalar) {
                out += "{"
                for (i, (key, value)) in members.enumerated() {
                    if i > 0 { out += ", " }
                    Self.appendQuoted(key, to: &out)
                    out += ": "
                    value.write(into: &out, indent: indent)
                }
                out += "}"
                return
            }
            Self.writeLines(members.count, open: "{", close: "}", indent: indent, into: &out) { i, out, indent in
                Self.appendQuoted(members[i].0, to: &out)
                out += ": "
                members[i].1.write(into: &out, indent: indent)
            }
        }
    }

    /// Writes a value into `out` at `indent` levels (`write(into:indent:)`, for a value built when its turn
    /// comes).
    typealias Writer = (inout String, _ indent: Int) -> Void

    /// `open`, then `count` lines each indented one level deeper and written by `line(i, &out, indent)`,
    /// then `close` on its own line: an array or object that isn't all scalars. (`open` + `close` when
    /// `count` is 0.) A report passes `line`s that build their value, write it and drop it, so the views of
    /// a large layout are never all held as values at once.
    static func writeLines(
        _ count: Int, open: String, close: String, indent: Int, into out: inout String,
        line: (Int, inout String, Int) -> Void
    ) {
        out += open
        if count == 0 { out += close; return }
        out += "\n"
        for i in 0..<count {
            appendIndent(indent + 1, to: &out)
            line(i, &out, indent + 1)
            out += i + 1 < count ? ",\n" : "\n"
        }
        appendIndent(indent, to: &out)
        out += close
    }

    /// An object written over lines, each member's value written by its `Writer` when its turn comes.
    static func writeObject(_ members: [(String, Writer)], indent: Int, into out: inout String) {
        writeLines(members.count, open: "{", close: "}", indent: indent, into: &out) { i, out, indent in
            appendQuoted(members[i].0, to: &out)
            out += ": "
            members[i].1(&out, indent)
        }
    }

    /// Two spaces per level, appended in place (a report writes one indentation per line).
    private static func appendIndent(_ level: Int, to out: inout String) {
        for _ in 0..<level { out += "  " }
    }

    /// `quoted(text)` appended in place; text with nothing to escape (names, keys) is copied whole.
    private static func appendQuoted(_ text: String, to out: inout String) {
        guard text.utf8.contains(where: { $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") }) else {
            out += "\""
            out += text
            out += "\""
            return
        }
        out += quoted(text)
    }

    /// A JSON string literal: quotes, backslashes and control characters escaped; other text kept as UTF-8.
    public static func quoted(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16, uppercase: false)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
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
        let rounded = (value * 1e6).rounded() / 1e6
        if rounded == 0 { return "0" }
        if rounded == rounded.rounded(), abs(rounded) < 1e15 { return String(Int64(rounded)) }
        return "\(rounded)"
    }
}

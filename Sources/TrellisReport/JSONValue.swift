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

    private func write(into out: inout String, indent: Int) {
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
            out += "[\n"
            for (i, item) in items.enumerated() {
                Self.appendIndent(indent + 1, to: &out)
                item.write(into: &out, indent: indent + 1)
                out += i + 1 < items.count ? ",\n" : "\n"
            }
            Self.appendIndent(indent, to: &out)
            out += "]"
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
            out += "{\n"
            for (i, (key, value)) in members.enumerated() {
                Self.appendIndent(indent + 1, to: &out)
                Self.appendQuoted(key, to: &out)
                out += ": "
                value.write(into: &out, indent: indent + 1)
                out += i + 1 < members.count ? ",\n" : "\n"
            }
            Self.appendIndent(indent, to: &out)
            out += "}"
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

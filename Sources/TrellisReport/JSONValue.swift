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

    /// A value that is not whole, rounded to 1e-6 — `millionths / 1e6`, `millionths` a whole number — as its
    /// sign, whole part and six fraction digits, when `rounded(value).description` writes exactly those
    /// digits (trailing zeros dropped): Swift writes the shortest decimal that reads back as the same
    /// `Double`, in positional notation from 1e-4 up. Below 2²⁰ a `Double`'s spacing is under 2.4e-10, far
    /// below the 1e-6 between a fraction of six digits and any other of six digits or fewer, so the rounded
    /// decimal itself is that shortest one. Outside [1e-4, 2²⁰), nil (the caller writes `description`).
    static func fixedPoint(millionths: Double) -> (negative: Bool, whole: Int64, fraction: Int64)? {
        let magnitude = abs(millionths)
        guard magnitude >= 100, magnitude < 1_048_576e6 else { return nil }
        let total = Int64(magnitude)
        return (millionths < 0, total / 1_000_000, total % 1_000_000)
    }
}

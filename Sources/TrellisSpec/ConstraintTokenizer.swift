import TrellisLayout

/// One lexical unit of a constraint string. Offsets count Unicode scalars from the start of the string,
/// the unit YAML marks use for columns, so `offset` maps straight onto a spec column.
struct ConstraintToken: Sendable, Hashable {
    enum Kind: Sendable, Hashable {
        case identifier(String)
        case number(Double)
        case relation(LayoutRelation)
        case dot, star, slash, plus, minus, at
        case end
    }

    var kind: Kind
    var offset: Int
    /// The characters as written, for messages.
    var text: String

    /// How a message quotes the token: `'x'`, or "the end" for the end of the string.
    var quoted: String { kind == .end ? "the end of the constraint" : "'\(text)'" }
}

/// Splits a constraint string into tokens, rejecting characters the grammar has no use for.
enum ConstraintTokenizer {
    static func tokenize(_ text: String) throws(ConstraintSyntaxError) -> [ConstraintToken] {
        let utf8 = Array(text.utf8)
        let isASCII = utf8.allSatisfy { $0 < 0x80 }
        // ASCII (the usual case): scalars are the bytes. Otherwise the UTF-8 offset of every scalar (and of
        // the end), so token text is decoded straight from the bytes.
        let scalars = isASCII ? utf8.map { Unicode.Scalar($0) } : Array(text.unicodeScalars)
        var byteOffsets: [Int] = []
        if !isASCII {
            byteOffsets.reserveCapacity(scalars.count + 1)
            var byte = 0
            for scalar in scalars {
                byteOffsets.append(byte)
                byte += UTF8.width(scalar)
            }
            byteOffsets.append(byte)
        }
        func slice(_ start: Int, _ end: Int) -> String {
            isASCII
                ? String(decoding: utf8[start..<end], as: UTF8.self)
                : String(decoding: utf8[byteOffsets[start]..<byteOffsets[end]], as: UTF8.self)
        }
        var tokens: [ConstraintToken] = []
        tokens.reserveCapacity(12)
        var i = 0
        func emit(_ kind: ConstraintToken.Kind, from start: Int, to end: Int) {
            tokens.append(ConstraintToken(kind: kind, offset: start, text: slice(start, end)))
        }
        while i < scalars.count {
            let c = scalars[i]
            if c == " " || c == "\t" || c == "\n" || c == "\r" { i += 1; continue }
            if isIdentifierStart(c) {
                let start = i
                while i < scalars.count, isIdentifierContinue(scalars[i]) { i += 1 }
                let name = slice(start, i)
                tokens.append(ConstraintToken(kind: .identifier(name), offset: start, text: name))
                continue
            }
            if isDigit(c) || (c == "." && i + 1 < scalars.count && isDigit(scalars[i + 1])) {
                let start = i
                while i < scalars.count, isDigit(scalars[i]) { i += 1 }
                if i < scalars.count, scalars[i] == ".", i + 1 < scalars.count, isDigit(scalars[i + 1]) {
                    i += 1
                    while i < scalars.count, isDigit(scalars[i]) { i += 1 }
                }
                let written = slice(start, i)
                // Digits with at most one point: a number, though perhaps too large for a Double.
                let value = Double(written) ?? .infinity
                guard value.isFinite, value <= NodeReader.maxMagnitude else {
                    throw ConstraintSyntaxError(
                        message: "\(written.count > 24 ? String(written.prefix(24)) + "…" : written) "
                            + "is out of range: numbers in a spec are at most 1e9 in size", offset: start)
                }
                emit(.number(value), from: start, to: i)
                continue
            }
            let next: Unicode.Scalar? = i + 1 < scalars.count ? scalars[i + 1] : nil
            switch c {
            case "=", "<", ">":
                if next == "=" {
                    let relation: LayoutRelation = c == "=" ? .equal : c == "<" ? .lessThanOrEqual : .greaterThanOrEqual
                    emit(.relation(relation), from: i, to: i + 2)
                    i += 2
                } else {
                    let fix = c == "=" ? "==" : "\(c)="
                    throw ConstraintSyntaxError(message: "'\(c)' is not a relation: write '\(fix)'", offset: i)
                }
            case ".": emit(.dot, from: i, to: i + 1); i += 1
            case "*": emit(.star, from: i, to: i + 1); i += 1
            case "/": emit(.slash, from: i, to: i + 1); i += 1
            case "+": emit(.plus, from: i, to: i + 1); i += 1
            case "-": emit(.minus, from: i, to: i + 1); i += 1
            case "@": emit(.at, from: i, to: i + 1); i += 1
            default:
                throw ConstraintSyntaxError(
                    message:
                        "unexpected character '\(c)': a constraint reads 'item.attribute == item.attribute * multiplier + constant @priority'",
                    offset: i)
            }
        }
        tokens.append(ConstraintToken(kind: .end, offset: scalars.count, text: ""))
        return tokens
    }

    static func isDigit(_ c: Unicode.Scalar) -> Bool { c >= "0" && c <= "9" }

    /// Letters of any script and `_` start a name; digits may follow. View names use the same rule.
    static func isIdentifierStart(_ c: Unicode.Scalar) -> Bool {
        if c.isASCII { return c == "_" || (c >= "a" && c <= "z") || (c >= "A" && c <= "Z") }
        return c.properties.isAlphabetic
    }

    static func isIdentifierContinue(_ c: Unicode.Scalar) -> Bool {
        isIdentifierStart(c) || isDigit(c)
    }

    /// Whether `name` can be written as an item in a constraint.
    static func isIdentifier(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, isIdentifierStart(first) else { return false }
        return name.unicodeScalars.allSatisfy(isIdentifierContinue)
    }
}

/// Escaping for XML and HTML text and attribute values. A character XML 1.0 forbids (a C0 control other than
/// tab, line feed and carriage return; U+FFFE; U+FFFF) can't be written even as a reference, so it is
/// written as its Swift escape, `\u{1B}`, visible to the reader; `hasForbidden` says when that happened.
public enum XMLText {
    public static func escape(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            case _ where isForbidden(scalar): out += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// `escape`, with tab, line feed and carriage return as character references too, so an attribute value
    /// keeps them (a parser turns them into spaces otherwise).
    public static func escapeAttribute(_ text: String) -> String {
        var out = ""
        for character in escape(text).unicodeScalars {
            switch character {
            case "\t": out += "&#9;"
            case "\n": out += "&#10;"
            case "\r": out += "&#13;"
            default: out.unicodeScalars.append(character)
            }
        }
        return out
    }

    /// Whether `text` holds a character `escape` had to replace.
    public static func hasForbidden(_ text: String) -> Bool { text.unicodeScalars.contains(where: isForbidden) }

    public static func isForbidden(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x9, 0xA, 0xD: return false
        case 0..<0x20, 0xFFFE, 0xFFFF: return true
        default: return false
        }
    }
}

/// Text from a spec made safe to print to a terminal.
///
/// A spec's names and strings reach standard error and standard output in messages, the offending line
/// under an error, and the layout report. Control characters among them would be obeyed by the terminal,
/// not shown: `ESC ] 0 ; … BEL` retitles the window, `ESC [ 2 J` clears the screen, and the C1 control
/// `U+009B` starts a sequence on some terminals without any `ESC`. Every such character is shown as an
/// escape instead (`\e`, `\r`, `\u{7}`), so what is printed is what is written, and nothing in a spec can
/// drive the terminal of the person reading the error.
///
/// Bidirectional formatting characters (embeddings, overrides and isolates) are escaped too: they reorder
/// the text after them on the screen, so a line could read differently from what it holds.
public enum TerminalSafeText {
    /// `text` with every control and bidirectional formatting character escaped. Tabs and line feeds are
    /// kept where `keepingLayout` is true (a message's own lines, a source line's indentation).
    public static func escape(_ text: String, keepingLayout: Bool = true) -> String {
        guard mayNeedEscape(text, keepingLayout: keepingLayout) else { return text }
        var out = ""
        for scalar in text.unicodeScalars {
            if needsEscape(scalar, keepingLayout: keepingLayout) {
                out += escaped(scalar)
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// `line` escaped as `escape` does, and where the scalar at `column` (from 1) of `line` is in the
    /// escaped text, so a caret still points at it.
    public static func escape(_ line: String, column: Int) -> (text: String, column: Int) {
        var out = ""
        var shownColumn = column
        for (index, scalar) in line.unicodeScalars.enumerated() {
            if needsEscape(scalar, keepingLayout: true) {
                let replacement = escaped(scalar)
                out += replacement
                if index + 1 < column { shownColumn += replacement.unicodeScalars.count - 1 }
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
        return (out, shownColumn)
    }

    /// False when no byte of `text` can start a character that needs an escape: C0 controls and DEL are
    /// single bytes, the C1 controls start with 0xC2, the bidirectional formatting characters with 0xE2.
    private static func mayNeedEscape(_ text: String, keepingLayout: Bool) -> Bool {
        text.utf8.contains { byte in
            (byte < 0x20 && (!keepingLayout || (byte != 0x09 && byte != 0x0A))) || byte == 0x7F || byte == 0xC2
                || byte == 0xE2
        }
    }

    static func needsEscape(_ scalar: Unicode.Scalar, keepingLayout: Bool) -> Bool {
        switch scalar.value {
        case 0x09, 0x0A: return !keepingLayout
        case 0x00...0x1F, 0x7F...0x9F: return true
        case 0x202A...0x202E, 0x2066...0x2069: return true
        default: return false
        }
    }

    private static func escaped(_ scalar: Unicode.Scalar) -> String {
        switch scalar {
        case "\u{1B}": return "\\e"
        case "\t": return "\\t"
        case "\n": return "\\n"
        case "\r": return "\\r"
        default: return "\\u{" + String(scalar.value, radix: 16) + "}"
        }
    }
}

import TrellisLayout

/// The compiler-style report of a finding at a place in a spec:
///
///     file:line:col: severity: message
///     the line as written
///            ^
///
/// The caret is aligned for the terminal: tabs before it are kept as tabs and wide (East Asian) characters
/// count two cells, so it sits under the column even after CJK text. Control characters from the spec, in
/// the message, the file name or the line, are shown escaped (`TerminalSafeText`).
public enum SourceExcerpt {
    public static func format(severity: String, message: String, location: SourceLocation?, line: String?) -> String {
        let message = TerminalSafeText.escape(message)
        var out = "\(severity): \(message)"
        if let location {
            out = TerminalSafeText.escape(location.description, keepingLayout: false) + ": " + out
        }
        if let line, let column = location?.column {
            let (window, windowColumn) = window(line, column: column)
            let (shown, shownColumn) = TerminalSafeText.escape(window, column: windowColumn)
            let caret: String = caretPadding(shown, column: shownColumn) + "^"
            out += "\n" + shown + "\n" + caret
        }
        return out
    }

    /// Characters of a long line shown around the caret.
    static let maxShownLine = 160

    /// The line, or for a line longer than `maxShownLine` characters a window of it around `column` with
    /// `…` where it is cut, and the caret's column in what is shown.
    static func window(_ line: String, column: Int) -> (String, Int) {
        guard line.utf8.count > maxShownLine else { return (line, column) }
        let scalars = Array(line.unicodeScalars)
        guard scalars.count > maxShownLine else { return (line, column) }
        let half = maxShownLine / 2
        let start = max(0, min(column - 1 - half, scalars.count - maxShownLine))
        let end = min(scalars.count, start + maxShownLine)
        var shown = String(String.UnicodeScalarView(scalars[start..<end]))
        var shownColumn = column - start
        if start > 0 { shown = "…" + shown; shownColumn += 1 }
        if end < scalars.count { shown += "…" }
        return (shown, shownColumn)
    }

    /// Blank cells covering the characters before `column` (1-based, in Unicode scalars).
    static func caretPadding(_ line: String, column: Int) -> String {
        var padding = ""
        var remaining = max(0, column - 1)
        for scalar in line.unicodeScalars where remaining > 0 {
            remaining -= 1
            if scalar == "\t" {
                padding += "\t"
            } else if scalar.properties.generalCategory == .nonspacingMark {
                continue
            } else {
                padding += isWide(scalar) ? "  " : " "
            }
        }
        return padding + String(repeating: " ", count: remaining)
    }

    /// East Asian Wide and Fullwidth ranges (Hangul, CJK, fullwidth forms, emoji).
    static func isWide(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA000...0xA4CF,
            0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60, 0xFFE0...0xFFE6,
            0x1F300...0x1F64F, 0x1F900...0x1F9FF, 0x20000...0x2FFFD, 0x30000...0x3FFFD:
            return true
        default:
            return false
        }
    }
}

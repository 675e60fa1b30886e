/// A JUnit XML report of snapshot outcomes, as CI systems read it: one `testcase` per snapshot, a `failure`
/// for a mismatch or a missing reference, an `error` for a spec that couldn't be laid out. No timings, so
/// the same outcomes give the same bytes.
public enum JUnitReport {
    public static func render(_ outcomes: [SnapshotOutcome], suiteName: String = "trellis snapshot") -> String {
        let summary = SnapshotSummary(outcomes)
        var out = #"<?xml version="1.0" encoding="UTF-8"?>"# + "\n"
        out +=
            "<testsuites name=\"\(XMLText.escapeAttribute(suiteName))\" tests=\"\(summary.total)\" "
            + "failures=\"\(summary.failed + summary.recorded)\" errors=\"\(summary.errors)\">\n"
        out +=
            "  <testsuite name=\"\(XMLText.escapeAttribute(suiteName))\" tests=\"\(summary.total)\" "
            + "failures=\"\(summary.failed + summary.recorded)\" errors=\"\(summary.errors)\" skipped=\"0\">\n"
        for outcome in outcomes {
            let open = "    <testcase classname=\"snapshot\" name=\"\(XMLText.escapeAttribute(outcome.name))\""
            let body =
                outcome.messages.joined(separator: "\n")
                + (outcome.rerecordCommand.map { "\nre-record: \($0)" } ?? "")
            // Noted where CI shows it: the test's own output.
            let note =
                XMLText.hasForbidden(outcome.name + body)
                ? "\n      <system-err>\(replacementNote)</system-err>" : ""
            switch outcome.status {
            case .passed:
                out += note.isEmpty ? open + "/>\n" : open + ">" + note + "\n    </testcase>\n"
            case .failed, .recorded:
                let first =
                    outcome.status == .recorded
                    ? "reference recorded; re-run to verify"
                    : outcome.messages.first ?? "snapshot differs"
                out +=
                    open + ">\n      <failure message=\"\(XMLText.escapeAttribute(first))\" "
                    + "type=\"\(outcome.status.rawValue)\">" + XMLText.escape(body) + "</failure>" + note
                    + "\n    </testcase>\n"
            case .error:
                out +=
                    open + ">\n      <error message=\"\(XMLText.escapeAttribute(outcome.messages.first ?? "error"))\">"
                    + XMLText.escape(body) + "</error>" + note + "\n    </testcase>\n"
            }
        }
        out += "  </testsuite>\n</testsuites>\n"
        return out
    }

    /// What a test's output says when its name or messages held characters XML 1.0 can't carry.
    static let replacementNote =
        "the name or messages held characters XML 1.0 forbids (control characters, U+FFFE, U+FFFF); "
        + "they are written as \\u{…} escapes"
}

/// Escaping for XML and HTML text and attribute values. A character XML 1.0 forbids (a C0 control other than
/// tab, line feed and carriage return; U+FFFE; U+FFFF) can't be written even as a reference, so it is
/// written as its Swift escape, `\u{1B}`, visible to the reader; `hasForbidden` says when that happened.
enum XMLText {
    static func escape(_ text: String) -> String {
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
    static func escapeAttribute(_ text: String) -> String {
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
    static func hasForbidden(_ text: String) -> Bool { text.unicodeScalars.contains(where: isForbidden) }

    static func isForbidden(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x9, 0xA, 0xD: return false
        case 0..<0x20, 0xFFFE, 0xFFFF: return true
        default: return false
        }
    }
}

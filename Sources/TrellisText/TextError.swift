/// Why a text could not be measured. Every failure of `TextEngine` is one of these; nothing traps.
public enum TextError: Error, CustomStringConvertible, Equatable, Sendable {
    /// A font file the chain needs is not there.
    case missingFontFile(path: String)
    /// A font file exists but HarfBuzz cannot read it as a font.
    case corruptFont(path: String, reason: String)
    /// The `Fonts/` directory could not be located (see `TextEngine.bundled()`).
    case fontDirectoryNotFound(searched: [String])
    /// The width limit is NaN. (Zero, negative and infinite widths are accepted: they mean "unbounded".)
    case invalidWidth(Double)
    /// The font size (after the Dynamic Type scale) is not a finite positive number.
    case invalidFontSize(Double)
    /// The pixel scale is not a finite positive number.
    case invalidScale(Double)
    /// The text exceeds `TextEngine.maximumUTF16Length` code units.
    case textTooLong(utf16Length: Int, limit: Int)
    /// ICU failed (should not happen with valid UTF-16; reported rather than trapping).
    case icuFailure(operation: String, code: Int32)
    /// More than `TextEngine.maximumCombiningRun` combining marks in a row (shaping such a cluster costs
    /// time quadratic in its length in HarfBuzz; no script stacks more than a handful).
    case combiningRunTooLong(length: Int, limit: Int)
    /// Attributed text with no run (`TextEngine.measure(_:style:width:scale:detail:)` with runs).
    case emptyRunList
    /// A run of attributed text with no characters (its index in the list).
    case emptyRun(index: Int)
    /// A run's kern or baseline offset is not a finite number.
    case invalidRunAttribute(kern: Double, baselineOffset: Double)

    /// A font names a PostScript name or family no bundled or given font file provides (`suggestion`: the
    /// closest name there is, when one is close).
    case unknownFont(name: String, suggestion: String?)

    public var description: String {
        switch self {
        case .missingFontFile(let path): return "font file not found: \(path)"
        case .corruptFont(let path, let reason): return "cannot read font \(path): \(reason)"
        case .fontDirectoryNotFound(let searched):
            return
                "bundled Fonts/ directory not found (set TRELLIS_FONTS); searched: \(searched.joined(separator: ", "))"
        case .unknownFont(let name, let suggestion):
            return "no font file provides the font '\(name)'" + (suggestion.map { " (did you mean '\($0)'?)" } ?? "")
        case .invalidWidth(let w): return "invalid width limit \(w): must be a number"
        case .invalidFontSize(let s): return "invalid font size \(s): must be finite and > 0"
        case .invalidScale(let s): return "invalid pixel scale \(s): must be finite and > 0"
        case .textTooLong(let n, let limit): return "text too long: \(n) UTF-16 code units (limit \(limit))"
        case .icuFailure(let op, let code): return "ICU \(op) failed with error \(code)"
        case .combiningRunTooLong(let n, let limit):
            return "the text has \(n) combining marks in a row (at most \(limit): shaping them would take minutes)"
        case .emptyRunList: return "attributed text needs at least one run"
        case .emptyRun(let index): return "run \(index + 1) of the attributed text has no characters"
        case .invalidRunAttribute(let kern, let offset):
            return "invalid run attributes: kern \(kern) and baseline offset \(offset) must be numbers"
        }
    }
}

import TrellisLayout
import TrellisReport
import TrellisSpec

/// What a command does with a solved layout's diagnostics: with `--strict` (or `strict: true` in the spec),
/// the ones `StrictCheck` refuses are errors that fail the command; otherwise warnings and errors are
/// reported on standard error and the command goes on.
struct LayoutDiagnosticsOutput {
    /// The diagnostics as printed, one entry per diagnostic (several lines with its details).
    var messages: [String]
    /// True when the command must fail (strict and something refused).
    var fails: Bool

    init(layout: SolvedLayout, source: SpecSource, strictFlag: Bool) {
        let strict = strictFlag || layout.presentation.strict
        let refused = strict ? StrictCheck.violations(in: layout) : []
        if !refused.isEmpty {
            messages = refused.map { DiagnosticFormat.format($0, source: source) }
            messages.append(
                "\(source.file): error: strict mode: \(refused.count) problem\(refused.count == 1 ? "" : "s") in the layout"
                    + (strictFlag ? " (--strict)" : " (strict: true in the spec)"))
            fails = true
        } else {
            // Warnings during a render stay short: the message, where, and the line; `trellis layout` shows the rest.
            messages = layout.diagnostics.filter { $0.severity >= .warning }.map { diagnostic in
                var short = diagnostic
                short.details = []
                return DiagnosticFormat.format(short, source: source)
            }
            fails = false
        }
    }
}

/// A render refused by strict mode: the diagnostics, already formatted.
struct StrictFailure: Error, CustomStringConvertible {
    var description: String
}

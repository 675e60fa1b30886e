import ArgumentParser
import TrellisLayout

/// `--limit NAME=VALUE`, shared by the commands that read specs (docs/limits.md).
struct LimitOptions: ParsableArguments {
    @Option(
        name: .customLong("limit"), parsing: .unconditionalSingleValue,
        help: ArgumentHelp(
            "Raise (or lower) a resource limit: specBytes, depth, views, constraints, textLength, canvasPixels, "
                + "solverTerms or imagePixels "
                + "(repeatable; see docs/limits.md).",
            valueName: "name=value"))
    var assignments: [String] = []

    /// The standard limits with every `--limit` applied (each one pinned: the spec's `limits:` can't change it).
    func limits() throws -> ResourceLimits {
        var limits = ResourceLimits.standard
        for assignment in assignments { try limits.apply(assignment) }
        return limits
    }
}

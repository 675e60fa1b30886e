import TrellisLayout
import TrellisReport
import TrellisSpec

/// The reports of a laid-out document: each case's usual table (or JSON object) under its name, the
/// comparison with the stored frames, and the totals of a comparison.
public enum InterfaceBuilderReport {
    /// `== name` and the case's table, for every case laid out; with `compare`, the views whose frames
    /// differ from the stored ones, one a line, and the case's count of matches.
    public static func text(_ results: [InterfaceBuilderResult], source: SpecSource) -> String {
        var out = ""
        for result in results {
            guard let layout = result.layout else { continue }
            if !out.isEmpty { out += "\n" }
            out += "== \(result.ibCase.name)\n"
            out += LayoutTextReport.render(layout, source: source)
            if let comparison = result.comparison { out += compared(comparison) }
        }
        if results.contains(where: { $0.comparison != nil }) { out += "\n" + totals(results) }
        return out
    }

    /// The differences of one case: `name: stored (x, y) w × h, solved (x, y) w × h [verdict: reasons]`.
    static func compared(_ comparison: StoredFrameComparison) -> String {
        let measured = comparison.measured
        var out = "stored frames: \(comparison.count(.match)) of \(measured.count) views placed by Auto Layout match\n"
        for entry in comparison.entries where entry.verdict != .match {
            var line =
                "  \(entry.name): stored \(rect(entry.stored)), solved \(rect(entry.solved)) [\(entry.verdict.rawValue)"
            if !entry.reasons.isEmpty { line += ": " + entry.reasons.joined(separator: "; ") }
            if !entry.placedByAutoLayout { line += "; placed by its frame" }
            out += line + "]\n"
        }
        return out
    }

    /// `matched M of N views placed by Auto Layout (P %); stale …, text …` over every compared case.
    public static func totals(_ results: [InterfaceBuilderResult]) -> String {
        let counts = verdictCounts(results)
        let measured = counts.values.reduce(0, +)
        let matched = counts[.match] ?? 0
        let share = measured == 0 ? 100 : Double(matched) * 100 / Double(measured)
        let classes = StoredFrameComparison.Verdict.allCases.filter { $0 != .match && counts[$0, default: 0] > 0 }
            .map { "\($0.rawValue) \(counts[$0] ?? 0)" }
        return
            "compared: \(matched) of \(measured) views placed by Auto Layout match (\(NumberFormat.text((share * 10).rounded() / 10)) %)"
            + (classes.isEmpty ? "" : "; differ: " + classes.joined(separator: ", ")) + "\n"
    }

    /// The count of each verdict over the views placed by Auto Layout in every compared case.
    public static func verdictCounts(_ results: [InterfaceBuilderResult]) -> [StoredFrameComparison.Verdict: Int] {
        var counts: [StoredFrameComparison.Verdict: Int] = [:]
        for result in results {
            for entry in result.comparison?.measured ?? [] { counts[entry.verdict, default: 0] += 1 }
        }
        return counts
    }

    /// One case: the usual JSON report with `documentID` (and `stored`) in every view. Several:
    /// `{"cases": [{"name": …, …the usual report…}]}`, a case that failed with `"error"` instead.
    public static func json(_ results: [InterfaceBuilderResult]) -> String {
        LayoutJSONReport.renderCases(results.map { jsonCase($0) })
    }

    /// A case's entry in `{"cases": […]}`: its report, `documentID`s, reader warnings and counts, and
    /// `leading` members before those of the case.
    static func jsonCase(_ result: InterfaceBuilderResult, leading: [(String, JSONValue)] = []) -> LayoutJSONReport.Case
    {
        LayoutJSONReport.Case(
            name: result.ibCase.name, layout: result.layout, error: result.error,
            members: leading + members(result),
            viewMembers: { result.jsonMembers(of: $0) })
    }
}

extension InterfaceBuilderReport {
    /// A case's own members after its report: the reader's warnings (`file:line:col` and message) and,
    /// when compared, the counts.
    static func members(_ result: InterfaceBuilderResult) -> [(String, JSONValue)] {
        var members: [(String, JSONValue)] = [
            (
                "readerWarnings",
                .array(
                    result.ibCase.warnings.map { warning in
                        .object([
                            ("severity", .string(warning.severity.rawValue)), ("code", .string(warning.code)),
                            ("message", .string(warning.message)),
                            ("location", warning.location.map { .string($0.description) } ?? .null),
                        ])
                    })
            )
        ]
        if let comparison = result.comparison {
            members.append(
                (
                    "compared",
                    .object([
                        ("measured", .number(Double(comparison.measured.count))),
                        ("matched", .number(Double(comparison.count(.match)))),
                    ])
                ))
        }
        return members
    }

    static func rect(_ r: Rect) -> String {
        "(\(NumberFormat.text(r.minX)), \(NumberFormat.text(r.minY))) \(NumberFormat.text(r.width)) × \(NumberFormat.text(r.height))"
    }
}

import TrellisLayout
import TrellisSpec
import TrellisText

/// Lays specs out in every environment of a check and runs the rules over each layout, collapsing each
/// finding across the environments where it occurs.
///
/// One solve per layout configuration serves every theme; the design sizes autoresizing stretches from
/// (the spec's first solve) are found once per spec, not once per configuration.
public struct Checker: Sendable {
    public var environments: CheckEnvironments
    public var rules: [any CheckRule]
    /// Rules off and severities changed, per path and per view (`.trellis-check.yaml`).
    public var settings: CheckSettings
    private let engine: LayoutEngine
    private let textEngine: TextEngine

    public init(
        environments: CheckEnvironments = .standard, rules: [any CheckRule] = CheckRules.all,
        settings: CheckSettings = CheckSettings(), textEngine: TextEngine
    ) {
        self.environments = environments
        self.rules = rules
        self.settings = settings
        self.textEngine = textEngine
        self.engine = LayoutEngine(textEngine: textEngine, textDetail: .metrics)
    }

    /// Checks a spec as loaded: its settings' `paths` are matched against its absolute path.
    public func check(_ document: LayoutDocument, source: SpecSource) throws -> [CheckFinding] {
        var work = CheckWork()
        return try check(
            document, file: source.file,
            path: PathText.join(source.baseDirectory, PathText.lastComponent(of: source.file)), work: &work)
    }

    /// Checks one document read from `file`. Throws `CheckError` for a view's `check: {disable: […]}`
    /// naming no rule, and what `LayoutConfiguration.apply` throws for an environment the spec can't be
    /// put in (an orientation of a canvas without a device); a document that can't be laid out in an
    /// environment is `invalid-constraint`'s finding there.
    /// `path` is the spec's absolute path, which settings' `paths` are matched against (default: `file`).
    public func check(_ document: LayoutDocument, file: String, path: String? = nil) throws -> [CheckFinding] {
        var work = CheckWork()
        return try check(document, file: file, path: path, work: &work)
    }

    /// `check(_:file:path:)`, adding the work it took to `work`.
    public func check(_ document: LayoutDocument, file: String, path: String? = nil, work: inout CheckWork) throws
        -> [CheckFinding]
    {
        let group = LayoutGroup(
            document: document, layoutIndices: Array(environments.layoutConfigurations.indices),
            configurations: environments.layoutConfigurations)
        return try check([group], exemptionsOf: document, file: file, path: path, work: &work)
    }

    /// A document and the layout configurations of the check it is laid out in: the spec in every one, or an
    /// Interface Builder case read for one device and orientation in the configurations naming them.
    struct LayoutGroup {
        var document: LayoutDocument
        /// Indices into `environments.layoutConfigurations`.
        var layoutIndices: [Int]
        /// What is applied to `document` for each of `layoutIndices`, in the same order.
        var configurations: [LayoutConfiguration]
    }

    /// Checks each group's document in its configurations, the findings of all groups collapsed together.
    /// The design sizes autoresizing stretches from are found once per group (its document's first solve).
    func check(
        _ groups: [LayoutGroup], exemptionsOf document: LayoutDocument, file: String, path: String?,
        work: inout CheckWork
    ) throws -> [CheckFinding] {
        let exemptions = try Self.exemptions(document)
        var collector = FindingCollector()
        for group in groups {
            let designSizes: [String: Size]
            do {
                designSizes = try engine.firstSolvedDesignSizes(group.document.resolvingEnvironment())
            } catch let error as LayoutError {
                for layoutIndex in group.layoutIndices {
                    collectFailure(error, environments.indices(ofLayout: layoutIndex), into: &collector)
                }
                continue
            }
            for (layoutIndex, configuration) in zip(group.layoutIndices, group.configurations) {
                let indices = environments.indices(ofLayout: layoutIndex)
                let placed = try configuration.apply(to: group.document).settingDesignSizes(designSizes)
                let layout: SolvedLayout
                do {
                    layout = try engine.solve(placed)
                } catch let error as LayoutError {
                    collectFailure(error, indices, into: &collector)
                    continue
                }
                work.add(layout)
                collect(layout, indices, document: group.document, exemptions: exemptions, into: &collector)
            }
        }
        return collector.findings(
            file: file, path: path ?? file, environments: environments, settings: settings, rules: rules)
    }

    private func collect(
        _ layout: SolvedLayout, _ indices: Range<Int>, document: LayoutDocument, exemptions: [String: Set<String>],
        into collector: inout FindingCollector
    ) {
        var subjects: [CheckSubject] = []
        for index in indices {
            let environment = environments.environment(index)
            if let first = subjects.first {
                subjects.append(first.in(environment))
            } else {
                subjects.append(
                    CheckSubject(layout: layout, environment: environment, document: document, textEngine: textEngine))
            }
        }
        for (order, rule) in rules.enumerated() where settings.isEnabled(rule.id) {
            let runs: [(CheckSubject, [Int])] =
                rule.dependsOnTheme
                ? zip(subjects, indices).map { ($0, [$1]) } : [(subjects[0], Array(indices))]
            for (subject, where_) in runs {
                for finding in rule.check(subject) {
                    if finding.views.contains(where: { exemptions[$0]?.contains(rule.id) == true }) { continue }
                    collector.add(finding, rule: order, environments: where_, caption: subject.environment.caption)
                }
            }
        }
    }

    private func collectFailure(_ error: LayoutError, _ indices: Range<Int>, into collector: inout FindingCollector) {
        let caption = environments.environment(indices.lowerBound).caption
        for (order, rule) in rules.enumerated() where settings.isEnabled(rule.id) {
            for finding in rule.checkFailure(error.diagnostics) {
                collector.add(finding, rule: order, environments: Array(indices), caption: caption)
            }
        }
    }

    /// Each view's `check: {disable: […]}`, its ids checked against the rules.
    static func exemptions(_ document: LayoutDocument) throws -> [String: Set<String>] {
        var out: [String: Set<String>] = [:]
        var stack = document.views
        while let view = stack.popLast() {
            stack += view.subviews
            guard !view.checkExemptions.isEmpty else { continue }
            for id in view.checkExemptions where CheckRules.rule(id) == nil {
                throw CheckError(
                    "unknown rule '\(id)' in 'check: disable' of '\(view.name)'"
                        + Suggestion.hint(for: id, among: CheckRules.ids) + "; rules: "
                        + CheckRules.ids.joined(separator: ", "),
                    at: view.checkExemptionsLocation ?? view.location)
            }
            out[view.name] = Set(view.checkExemptions)
        }
        return out
    }
}

/// The work a check took, counted (never timed): the same specs and environments give the same counts, so
/// a test can guard that a check grows linearly in specs × environments.
public struct CheckWork: Sendable, Hashable {
    /// Layouts solved: one per spec and layout configuration (each serves every theme).
    public private(set) var layouts = 0
    /// The layouts' own counts, summed (`LayoutWork`).
    public private(set) var solverRowTermOperations = 0
    public private(set) var solverPivots = 0
    public private(set) var textLayouts = 0

    public init() {}

    mutating func add(_ layout: SolvedLayout) {
        layouts += 1
        solverRowTermOperations += layout.work.solverRowTermOperations
        solverPivots += layout.work.solverPivots
        textLayouts += layout.work.textLayouts
    }
}

/// A problem with what `trellis check` was given (not a finding): one line, `file:line:col` where known.
public struct CheckError: Error, Sendable, CustomStringConvertible {
    public var message: String
    public var location: SourceLocation?

    public init(_ message: String, at location: SourceLocation? = nil) {
        self.message = message
        self.location = location
    }

    public var description: String { (location.map { "\($0): " } ?? "") + "error: " + message }
}

extension CheckSubject {
    /// The same layout and index in another environment (another theme of the same solve).
    func `in`(_ environment: CheckEnvironment) -> CheckSubject {
        var out = self
        out.environment = environment
        return out
    }
}

/// Findings of every environment, merged by rule and key in the order first found.
struct FindingCollector {
    private struct Entry {
        var rule: Int
        var finding: RuleFinding
        var caption: String
        var environments: [Int]
    }
    private var entries: [Entry] = []
    private var byKey: [String: Int] = [:]

    mutating func add(_ finding: RuleFinding, rule: Int, environments: [Int], caption: String) {
        let key = "\(rule)\u{1F}\(finding.key)"
        if let e = byKey[key] {
            entries[e].environments += environments
        } else {
            byKey[key] = entries.count
            entries.append(Entry(rule: rule, finding: finding, caption: caption, environments: environments))
        }
    }

    func findings(
        file: String, path: String, environments: CheckEnvironments, settings: CheckSettings,
        rules: [any CheckRule]
    ) -> [CheckFinding] {
        let summary = EnvironmentSummary(environments)
        var out: [(Int, CheckFinding)] = []
        for entry in entries {
            let rule = rules[entry.rule]
            guard
                let severity = settings.severity(
                    of: rule.id, default: rule.defaultSeverity, file: path,
                    views: entry.finding.views)
            else { continue }
            let indices = Array(Set(entry.environments)).sorted()
            out.append(
                (
                    entry.rule,
                    CheckFinding(
                        rule: rule.id, severity: severity, message: entry.finding.message, views: entry.finding.views,
                        location: entry.finding.location, file: entry.finding.location?.file ?? file,
                        environments: indices, occurrence: summary.describe(indices), example: entry.caption,
                        key: entry.finding.key)
                )
            )
        }
        return out.sorted { a, b in
            let la = a.1.location, lb = b.1.location
            if (la?.line ?? 0, la?.column ?? 0, a.0) != (lb?.line ?? 0, lb?.column ?? 0, b.0) {
                return (la?.line ?? 0, la?.column ?? 0, a.0) < (lb?.line ?? 0, lb?.column ?? 0, b.0)
            }
            return a.1.key < b.1.key
        }.map(\.1)
    }
}

import TrellisInterfaceBuilder
import TrellisLayout
import TrellisSpec

/// What a check of an Interface Builder document found: the findings of every case that could be laid out,
/// and a located error for each case that couldn't.
public struct InterfaceBuilderCheck: Sendable {
    /// Each case's findings, its message starting with the case's name (`Main.storyboard#Settings: …`) and
    /// its key with it too, so two cases' findings never merge, in reports or in baselines.
    public var findings: [CheckFinding]
    /// One per case that can't be laid out, its message starting with the case's name.
    public var errors: [SpecError]
}

extension Checker {
    /// Checks every case of the `.xib` or `.storyboard` document in `source` in every environment.
    ///
    /// A document's frames are drawn for its own screen, so a device or orientation of the check is not
    /// put on the case afterwards (as `LayoutConfiguration.apply` does to a spec's canvas): the document is
    /// read again for that screen (`InterfaceBuilderEnvironment`, as `--device` reads it), which sizes a
    /// scene to the screen, stretches frames by Xcode's autoresizing and fits table cells to their content
    /// as a self-sizing table does. The rest of the environment (split view, direction, text size, size
    /// classes, theme) is applied to each case as to a spec. Environments naming no device keep the
    /// document's own screen. Throws `SpecError` for a document that can't be read at all.
    public func check(
        interfaceBuilder source: SpecSource, path: String? = nil, limits: ResourceLimits = .standard
    ) throws -> InterfaceBuilderCheck {
        var work = CheckWork()
        return try check(interfaceBuilder: source, path: path, limits: limits, work: &work)
    }

    /// `check(interfaceBuilder:path:limits:)`, adding the work it took to `work`.
    public func check(
        interfaceBuilder source: SpecSource, path: String? = nil, limits: ResourceLimits = .standard,
        work: inout CheckWork
    ) throws -> InterfaceBuilderCheck {
        struct Screen: Hashable {
            var device: String?
            var orientation: DeviceOrientation?
        }
        // The documents, one per screen the environments name, in the order first named.
        var screens: [Screen] = []
        var layoutsOfScreen: [Screen: [Int]] = [:]
        for (index, configuration) in environments.layoutConfigurations.enumerated() {
            let screen = Screen(device: configuration.device?.name, orientation: configuration.orientation)
            if layoutsOfScreen[screen] == nil { screens.append(screen) }
            layoutsOfScreen[screen, default: []].append(index)
        }
        let documents = try screens.map { screen in
            try InterfaceBuilderReader.read(
                source: source,
                environment: InterfaceBuilderEnvironment(
                    device: screen.device, orientation: screen.orientation, fitsCells: true),
                limits: limits)
        }
        var result = InterfaceBuilderCheck(findings: [], errors: [])
        guard let first = documents.first else { return result }
        // Each reading's cases by name (the names are unique within a document).
        let casesByName = documents.map { document in
            Dictionary(document.cases.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        }
        for ibCase in first.cases {
            var groups: [LayoutGroup] = []
            var failure: SpecError?
            for (screen, cases) in zip(screens, casesByName) {
                guard let read = cases[ibCase.name] else { continue }
                guard let layoutDocument = read.document else {
                    failure = read.error ?? SpecError("\(read.name): the case can't be laid out", at: read.location)
                    break
                }
                let indices = layoutsOfScreen[screen] ?? []
                let configurations = indices.map { index in
                    var rest = environments.layoutConfigurations[index]
                    rest.device = nil
                    rest.orientation = nil
                    return rest
                }
                groups.append(
                    LayoutGroup(document: layoutDocument, layoutIndices: indices, configurations: configurations))
            }
            if var failure {
                // The reader's errors start with the case's name already.
                if failure.location == nil { failure.location = ibCase.location }
                result.errors.append(failure)
                continue
            }
            guard let own = groups.first?.document else { continue }
            let findings = try check(
                groups, exemptionsOf: own, file: source.file, path: path ?? source.file, work: &work)
            result.findings += findings.map { finding in
                var named = finding
                named.message = "\(ibCase.name): \(finding.message)"
                named.key = "\(ibCase.name): \(finding.key)"
                named.caseName = ibCase.name
                return named
            }
        }
        return result
    }
}

import TrellisLayout
import TrellisReport
import TrellisSpec

/// A document's cases laid out in one configuration of a matrix (`trellis layout DOC --matrix …`).
public struct InterfaceBuilderMatrixEntry: Sendable {
    public var configuration: LayoutConfiguration
    public var results: [InterfaceBuilderResult]
}

extension InterfaceBuilderLayout {
    /// The document in `source` laid out in every configuration: each one reads the document for its
    /// device and orientation (as `--device` does; nil keeps `base`'s) and puts the rest of it on every
    /// case as traits, over `base.traits`. The cases are those `patterns` pick. Throws `SpecError` for a
    /// document that can't be read, a pattern that matches no case, or a configuration with a split view
    /// (a document's cases are laid out on a whole screen).
    public static func solve(
        _ source: SpecSource, in configurations: [LayoutConfiguration], base: InterfaceBuilderEnvironment,
        patterns: [String], engine: LayoutEngine, compare: Bool, limits: ResourceLimits = .standard
    ) throws -> [InterfaceBuilderMatrixEntry] {
        try configurations.map { configuration in
            if configuration.splitView != nil {
                throw SpecError(
                    "--matrix split: an Interface Builder document is laid out on a whole screen (use device and orientation)"
                )
            }
            var environment = base
            environment.device = configuration.device?.name ?? base.device
            environment.orientation = configuration.orientation ?? base.orientation
            var traits = base.traits
            traits.layoutDirection = configuration.layoutDirection ?? traits.layoutDirection
            traits.contentSizeCategory = configuration.contentSizeCategory ?? traits.contentSizeCategory
            traits.horizontalSizeClass = configuration.horizontalSizeClass ?? traits.horizontalSizeClass
            traits.verticalSizeClass = configuration.verticalSizeClass ?? traits.verticalSizeClass
            environment.traits = traits
            let document = try InterfaceBuilderReader.read(source: source, environment: environment, limits: limits)
            let cases = try select(document, patterns: patterns)
            return InterfaceBuilderMatrixEntry(
                configuration: configuration,
                results: solve(cases, source: source, engine: engine, compare: compare))
        }
    }
}

extension InterfaceBuilderReport {
    /// Every configuration's cases, each under `== name [caption]` (the caption of `--matrix`).
    public static func text(_ entries: [InterfaceBuilderMatrixEntry], source: SpecSource) -> String {
        entries.map { entry in
            text(
                entry.results.map { result in
                    var named = result
                    named.ibCase.name += " [\(entry.configuration.caption)]"
                    return named
                }, source: source)
        }.filter { !$0.isEmpty }.joined(separator: "\n")
    }

    /// `{"cases": [{"name": …, "configuration": caption, …}]}`: one entry per case and configuration.
    public static func json(_ entries: [InterfaceBuilderMatrixEntry]) -> String {
        LayoutJSONReport.renderCases(
            entries.flatMap { entry in
                entry.results.map { jsonCase($0, leading: [("configuration", .string(entry.configuration.caption))]) }
            })
    }
}

import TrellisLayout
import TrellisRender
import TrellisText

/// A picture of a finding (`--report DIR`): the spec laid out in the environment the finding's message
/// describes, drawn as the app shows it in that theme, the views the finding names outlined, its message
/// in a callout at the first of them and where it occurs as the caption.
public struct FindingPicture: Sendable {
    private let engine: LayoutEngine
    public let environments: CheckEnvironments

    public init(environments: CheckEnvironments, textEngine: TextEngine) {
        self.environments = environments
        self.engine = LayoutEngine(textEngine: textEngine, textDetail: .glyphs)
    }

    /// The PNG, nil for a finding without an environment or views to show (a document that couldn't be
    /// laid out). Throws what laying out and rendering throw.
    public func png(of finding: CheckFinding, in document: LayoutDocument) throws -> [UInt8]? {
        guard let index = finding.environments.first, index < environments.count else { return nil }
        let environment = environments.environment(index)
        let designSizes = try engine.firstSolvedDesignSizes(document.resolvingEnvironment())
        var layout = try engine.solve(try environment.configuration.apply(to: document).settingDesignSizes(designSizes))
        let names = Set(layout.views.map(\.name))
        let shown = finding.views.filter(names.contains)
        guard let first = shown.first else { return nil }
        var annotations = shown.map { FigureAnnotation(.highlight(view: $0)) }
        annotations.append(
            FigureAnnotation(
                .callout(text: "\(finding.rule): \(finding.message)", target: AnnotationTarget(view: first))))
        annotations.append(FigureAnnotation(.caption("\(environment.caption) — occurs \(finding.occurrence)")))
        layout.presentation.annotations = annotations
        let theme: RenderTheme = environment.theme == .dark ? .dark : .light
        let options = RenderOptions(
            scale: 2, style: .content, theme: theme, background: theme.pageBackground(for: .content), format: .png)
        return try Renderer.render(layout, options: options)
    }
}

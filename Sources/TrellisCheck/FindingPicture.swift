import FoundationEssentials
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

    /// A picture per finding that has a layout to draw, `NNN-rule-view.png` in `directory` (made if
    /// missing), and `findings.txt`, the text report. Returns how many pictures were written.
    public func write(_ report: CheckReport, documents: [String: LayoutDocument], to directory: String) throws -> Int {
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        var written = 0
        for (index, finding) in report.findings.enumerated() {
            guard let document = documents[finding.file], let png = try png(of: finding, in: document) else { continue }
            let view = finding.views.first.map { "-" + $0.filter { $0.isLetter || $0.isNumber } } ?? ""
            let number = String(index + 1)
            let name = String(repeating: "0", count: max(0, 3 - number.count)) + number
            try AtomicFile.write(png, to: PathText.join(directory, "\(name)-\(finding.rule)\(view).png"))
            written += 1
        }
        try AtomicFile.write(Array(CheckTextReport.render(report).utf8), to: PathText.join(directory, "findings.txt"))
        return written
    }
}

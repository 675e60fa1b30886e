import FoundationEssentials
import TrellisInterfaceBuilder
import TrellisLayout
import TrellisRender
import TrellisSpec
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
        let layout = try engine.solve(
            try environment.configuration.apply(to: document).settingDesignSizes(designSizes))
        return try draw(finding, in: layout, environment: environment)
    }

    /// The PNG of a finding in a case of the Interface Builder document in `source` (`finding.caseName`),
    /// laid out as the check laid it out: the document read for the environment's device and orientation
    /// (cells fitted to their content), the rest of the environment applied to the case. Nil for a
    /// finding without an environment, a case or views to show.
    public func png(of finding: CheckFinding, inDocument source: SpecSource) throws -> [UInt8]? {
        var documents = InterfaceBuilderReadings()
        return try png(of: finding, inDocument: source, readings: &documents)
    }

    private func png(of finding: CheckFinding, inDocument source: SpecSource, readings: inout InterfaceBuilderReadings)
        throws -> [UInt8]?
    {
        guard let index = finding.environments.first, index < environments.count, let name = finding.caseName else {
            return nil
        }
        let environment = environments.environment(index)
        var rest = environment.configuration
        let document = try readings.document(source, device: rest.device?.name, orientation: rest.orientation)
        guard let ibCase = document.cases.first(where: { $0.name == name }), let caseDocument = ibCase.document
        else { return nil }
        rest.device = nil
        rest.orientation = nil
        return try draw(finding, in: try engine.solve(try rest.apply(to: caseDocument)), environment: environment)
    }

    /// `layout` drawn as the app shows it in the environment's theme, the finding's views outlined, its
    /// message in a callout and where it occurs as the caption.
    private func draw(_ finding: CheckFinding, in solved: SolvedLayout, environment: CheckEnvironment) throws
        -> [UInt8]?
    {
        var layout = solved
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
    /// An Interface Builder document's findings are drawn from `interfaceBuilder[finding.file]`, each in its
    /// case (`png(of:inDocument:)`).
    public func write(
        _ report: CheckReport, documents: [String: LayoutDocument], interfaceBuilder: [String: SpecSource] = [:],
        to directory: String
    ) throws -> Int {
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        var written = 0
        var readings = InterfaceBuilderReadings()
        for (index, finding) in report.findings.enumerated() {
            let picture: [UInt8]?
            if let document = documents[finding.file] {
                picture = try png(of: finding, in: document)
            } else if let source = interfaceBuilder[finding.file] {
                picture = try png(of: finding, inDocument: source, readings: &readings)
            } else {
                picture = nil
            }
            guard let png = picture else { continue }
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

/// An Interface Builder document read once per screen a report's environments name (each picture of a
/// document needs the reading of its environment's device and orientation).
struct InterfaceBuilderReadings {
    private struct Key: Hashable {
        var file: String
        var device: String?
        var orientation: DeviceOrientation?
    }
    private var read: [Key: InterfaceBuilderDocument] = [:]

    mutating func document(_ source: SpecSource, device: String?, orientation: DeviceOrientation?) throws
        -> InterfaceBuilderDocument
    {
        let key = Key(file: source.file, device: device, orientation: orientation)
        if let known = read[key] { return known }
        let document = try InterfaceBuilderReader.read(
            source: source,
            environment: InterfaceBuilderEnvironment(device: device, orientation: orientation, fitsCells: true))
        read[key] = document
        return document
    }
}

import TrellisLayout
import TrellisRender
import TrellisReport
import TrellisSpec
import TrellisText

/// What to capture and how: which artefacts, how the image is drawn, in which configuration.
public struct SnapshotSettings: Sendable, Hashable {
    /// Capture the layout report (frames; compared exactly). On by default.
    public var layout: Bool
    /// Capture the rendered PNG (compared with `tolerance`). On by default.
    public var image: Bool
    public var render: RenderOptions
    public var tolerance: ImageTolerance
    /// Where the spec is laid out and how it is drawn, over `render`; empty keeps the spec's canvas.
    public var configuration: SnapshotConfiguration
    /// Custom font files (`--fonts DIR`) the specs' views may name besides their own `fonts:`.
    public var fontFiles: [String] = []

    public init(
        layout: Bool = true, image: Bool = true, render: RenderOptions = RenderOptions(),
        tolerance: ImageTolerance = .strict, device: Device? = nil,
        configuration: SnapshotConfiguration = SnapshotConfiguration()
    ) {
        self.layout = layout
        self.image = image
        self.render = render
        self.tolerance = tolerance
        self.configuration = configuration
        if let device { self.configuration.layout.device = device }
    }

    /// The device whose screen replaces the spec's canvas, if any.
    public var device: Device? {
        get { configuration.layout.device }
        set { configuration.layout.device = newValue }
    }

    /// The reference files' suffix for the device: `iPhone 15` → `iPhone-15`, `iPhone SE (1st generation)`
    /// → `iPhone-SE-1st-generation`.
    public static func suffix(for device: Device) -> String { SnapshotConfiguration.slug(device.name) }
}

/// A snapshot as taken: the layout report and the PNG (each nil when not captured).
public struct TakenSnapshot: Sendable, Hashable {
    public var layoutReport: String?
    public var png: [UInt8]?

    public init(layoutReport: String?, png: [UInt8]?) {
        self.layoutReport = layoutReport
        self.png = png
    }
}

/// Takes snapshots: lays the subject out with the bundled fonts, writes the report, draws the PNG.
public enum SnapshotCamera {
    /// Throws the spec's, the layout's or the renderer's error, as `SnapshotError.subject` with a message
    /// that names the spec (`card.yaml:4:3: error: …`).
    public static func take(_ subject: SnapshotSubject, settings: SnapshotSettings) throws -> TakenSnapshot {
        let document = subject.document
        let configuration = settings.configuration
        var layout: SolvedLayout
        do {
            // A snapshot of the layout alone draws nothing: its text is measured without glyph runs
            // (`TextDetail.metrics`), the same report in less time and memory.
            let engine = LayoutEngine(
                textEngine: try TextEngine.bundled(), textDetail: settings.image ? .glyphs : .metrics)
            layout =
                configuration.layout == LayoutConfiguration()
                ? try engine.solve(document) : try engine.solve(document, in: configuration.layout)
        } catch let error as LayoutError {
            throw SnapshotError.subject(
                error.diagnostics.map { d in
                    "\(d.location.map { "\($0)" } ?? subject.name): \(d.severity.rawValue): \(d.message)"
                }.joined(separator: "\n"))
        } catch {
            throw SnapshotError.subject("\(subject.name): error: \(error)")
        }
        var report: String?
        if settings.layout {
            if let original = subject.locatedAs, let display = subject.source?.file {
                for i in layout.diagnostics.indices where layout.diagnostics[i].location?.file == original {
                    layout.diagnostics[i].location?.file = display
                }
            }
            let source = subject.source ?? SpecSource(file: subject.name, text: "", baseDirectory: ".")
            report = LayoutTextReport.render(layout, source: source)
        }
        var png: [UInt8]?
        if settings.image {
            var options = configuration.applying(to: settings.render)
            options.format = .png
            do {
                png = try Renderer.render(layout, options: options)
            } catch {
                throw SnapshotError.subject("\(subject.source?.file ?? subject.name): error: \(error)")
            }
        }
        return TakenSnapshot(layoutReport: report, png: png)
    }
}

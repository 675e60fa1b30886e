/// Cell layouts by what decides them: the template, the row's data (where it is written doesn't matter),
/// and the content view's width and height requests. Each distinct key is laid out once (FDTemplateLayoutCell's
/// height cache, keyed by content rather than index path); `stats` counts layouts and hits.
final class CellLayoutCache {
    struct Key: Hashable {
        var template: String
        var data: [String: CellViewData]
        var width: ContentAxisRequest
        var height: ContentAxisRequest
    }

    struct Entry {
        /// Index into `layouts`.
        var layout: Int
        var rawSize: Size
        var undeterminedHeights: [String]
        /// The layout's own findings (warnings and errors), reported when a row uses it (`report`).
        var diagnostics: [Diagnostic]
    }

    let engine: LayoutEngine
    /// The canvas the table is on (scale and traits for the cells).
    let environment: Canvas
    /// The table or collection view, for messages.
    let owner: String
    /// Every distinct layout, in the order first needed (deterministic).
    private(set) var layouts: [SolvedCellLayout] = []
    private var entries: [Key: Entry] = [:]
    /// Each template's content view, prepared once (`PreparedContent`).
    private var prepared: [String: PreparedContent] = [:]
    var stats = CellLayoutStats()
    /// Findings inside cells, once per template and message.
    private(set) var diagnostics: [Diagnostic] = []
    private var reported: Set<String> = []

    init(engine: LayoutEngine, environment: Canvas, owner: String) {
        self.engine = engine
        self.environment = environment
        self.owner = owner
    }

    func layout(
        _ template: CellTemplate, data: [String: CellViewData], width: ContentAxisRequest,
        height: ContentAxisRequest
    ) throws -> Entry {
        let key = Key(template: template.name, data: data.mapValues(\.content), width: width, height: height)
        if let hit = entries[key] {
            stats.cacheHits += 1
            return hit
        }
        let result: ContentLayoutResult
        do {
            let content: PreparedContent
            if let known = prepared[template.name] {
                content = known
            } else {
                content = try engine.prepareContent(template.contentView, environment: environment)
                prepared[template.name] = content
            }
            result = try engine.layoutContent(
                content, data: data, width: width, height: height, environment: environment)
        } catch let error as LayoutError {
            throw LayoutError(
                diagnostics: error.diagnostics.map { d in
                    var d = d
                    d.message = "in cell '\(template.name)' of '\(owner)': " + d.message
                    if d.location == nil { d.location = template.location }
                    return d
                })
        }
        stats.layouts += 1
        layouts.append(
            SolvedCellLayout(
                template: template.name, size: result.layout.views.first?.frame.size ?? .zero,
                views: result.layout.views))
        let entry = Entry(
            layout: layouts.count - 1, rawSize: result.rawSize,
            undeterminedHeights: result.undeterminedHeights,
            diagnostics: result.layout.diagnostics.filter { $0.severity >= .warning })
        entries[key] = entry
        return entry
    }

    /// Records the findings of a layout a row is drawn with (not of a fitting that was then replaced).
    func report(_ entry: Entry, template: String) {
        for d in entry.diagnostics { note(d, template: template) }
    }

    /// Records a finding once per template and message, naming the cell.
    func note(_ diagnostic: Diagnostic, template: String) {
        let id = "\(template)\u{1F}\(diagnostic.code)\u{1F}\(diagnostic.message)"
        guard reported.insert(id).inserted else { return }
        var d = diagnostic
        d.message = "cell '\(template)' of '\(owner)': " + d.message
        diagnostics.append(d)
    }
}

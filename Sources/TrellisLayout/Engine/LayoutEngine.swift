import TrellisText

/// Solves layout documents the way UIKit's Auto Layout would.
///
/// Semantics in brief (details beside each part):
/// - Unknowns are each view's `minX, minY, width, height` in canvas coordinates (`LinearForm`).
/// - Layout direction is left-to-right: leading = left, trailing = right.
/// - Content sizes become hugging / compression-resistance inequalities (`ConstraintBuilder.intrinsic`).
/// - Multi-line labels without `preferredMaxLayoutWidth` get UIKit's two passes (`LayoutRun.runSecondPass`).
/// - A conflicting required constraint is broken by a documented rule (`LiveSystem`).
/// - Frames are snapped to the pixel grid edge by edge (`ResultBuilder`).
public final class LayoutEngine: @unchecked Sendable {
    public let textEngine: TextEngine

    public init(textEngine: TextEngine) { self.textEngine = textEngine }

    /// Lays out `document`. Throws `LayoutError` listing every problem that makes it invalid.
    public func solve(_ document: LayoutDocument) throws -> SolvedLayout {
        let run = try makeRun(document)
        return try ResultBuilder(engine: self, run: run, document: document).build()
    }

    func measurer(_ canvas: Canvas) -> ContentMeasurer { ContentMeasurer(textEngine: textEngine, scale: canvas.scale) }

    /// Validates, measures, installs and solves (both passes).
    func makeRun(_ document: LayoutDocument) throws -> LayoutRun {
        let prepared = try prepare(document)
        let run = LayoutRun(table: prepared.table, guides: prepared.guides, resolved: prepared.resolved,
                            canvas: document.canvas,
                            measurer: measurer(document.canvas), views: 0..<prepared.table.count,
                            measures: prepared.measures)
        run.installAll(sizeThatFits: { self.fixedSize(of: prepared.table[$0].node, scale: document.canvas.scale) })
        try run.runSecondPass()
        return run
    }

    struct Prepared {
        var table: ViewTable
        var guides: GuideTable
        var resolved: [ResolvedConstraint]
        var measures: [ContentMeasure]
    }

    /// Everything that can be wrong with a document, found before solving.
    func prepare(_ document: LayoutDocument) throws -> Prepared {
        var errors: [Diagnostic] = []
        let canvas = document.canvas
        if !(canvas.width.isFinite && canvas.height.isFinite && canvas.width >= 0 && canvas.height >= 0)
            || !(canvas.scale.isFinite && canvas.scale > 0) {
            errors.append(.invalid("invalid-canvas", "the canvas needs a finite, non-negative size and a positive scale",
                                   location: nil))
        }
        let table = ViewTable(document.views)
        for d in table.duplicates {
            errors.append(.invalid("duplicate-view", "view name '\(d.name)' is used more than once; names must be unique",
                                   views: [d.name], location: d.location))
        }
        let guides = GuideTable(table)
        var resolver = ConstraintResolver(table: table, guides: guides)
        let resolved = resolver.resolveAll(document)
        errors += resolver.errors
        for f in document.fittings {
            if table.index(of: f.view) == nil {
                errors.append(.invalid("unknown-view", "fitting names unknown view '\(f.view)'", views: [f.view],
                                       location: f.location))
            }
            for p in [f.horizontalPriority, f.verticalPriority] where !(p > 0 && p <= 1000) {
                errors.append(.invalid("invalid-priority",
                                       "fitting priority \(ConstraintResolver.format(p)) must be greater than 0 and at most 1000",
                                       views: [f.view], location: f.location))
            }
            let s = f.target.size
            if !(s.width.isFinite && s.height.isFinite && s.width >= 0 && s.height >= 0) {
                errors.append(.invalid("invalid-fitting", "fitting target size must be finite and non-negative",
                                       views: [f.view], location: f.location))
            }
        }
        let measurer = measurer(canvas)
        var measures: [ContentMeasure] = []
        for v in 0..<table.count {
            let node = table[v].node
            errors += Self.checkNumbers(node)
            do {
                measures.append(try measurer.measure(node))
            } catch {
                measures.append(.none)
                errors.append(.invalid(node.kind == .image ? "invalid-image" : "invalid-content",
                                       Self.describe(error, node: node), views: [node.name], location: node.location))
            }
        }
        guard errors.isEmpty else { throw LayoutError(diagnostics: errors) }
        return Prepared(table: table, guides: guides, resolved: resolved, measures: measures)
    }

    private static func checkNumbers(_ node: ViewNode) -> [Diagnostic] {
        var numbers: [Double] = [node.preferredMaxLayoutWidth, node.intrinsicPadding.width, node.intrinsicPadding.height,
                                 node.contentHugging.horizontal, node.contentHugging.vertical,
                                 node.compressionResistance.horizontal, node.compressionResistance.vertical]
        if let f = node.frame { numbers += [f.minX, f.minY, f.width, f.height] }
        if let s = node.sizeThatFits { numbers += [s.width, s.height] }
        if let o = node.intrinsicSizeOverride { numbers += [o.width, o.height] }
        numbers += [node.stack.spacing] + node.stack.customSpacing.map(\.spacing)
        numbers += [node.layoutMargins.top, node.layoutMargins.left, node.layoutMargins.bottom, node.layoutMargins.right]
        var out: [Diagnostic] = []
        if numbers.contains(where: { !$0.isFinite }) {
            out.append(.invalid("invalid-view", "view '\(node.name)' has a number that is not finite",
                                views: [node.name], location: node.location))
        }
        let priorities = [node.contentHugging.horizontal, node.contentHugging.vertical,
                          node.compressionResistance.horizontal, node.compressionResistance.vertical]
        if priorities.contains(where: { !($0 > 0 && $0 <= 1000) }) {
            out.append(.invalid("invalid-priority",
                                "view '\(node.name)': hugging and compression-resistance priorities must be greater than 0 and at most 1000",
                                views: [node.name], location: node.location))
        }
        return out
    }

    private static func describe(_ error: Error, node: ViewNode) -> String {
        switch error {
        case PNGSize.Failure.unreadable(let path):
            return "image '\(path)' of view '\(node.name)' can't be read"
        case PNGSize.Failure.notPNG:
            return "image '\(node.imagePath ?? "")' of view '\(node.name)' is not a PNG file"
        case PNGSize.Failure.corrupt(let why):
            return "image '\(node.imagePath ?? "")' of view '\(node.name)' is corrupt: \(why)"
        default:
            return "the content of view '\(node.name)' can't be measured: \(error)"
        }
    }

    /// The size a view's `sizeThatFits:` / `sizeToFit` fixes it to, if it asks for one.
    func fixedSize(of node: ViewNode, scale: Double) -> Size? {
        if let size = node.sizeThatFits { return sizeThatFits(node, size, scale: scale) }
        if node.sizeToFit { return sizeThatFits(node, node.frame?.size ?? .zero, scale: scale) }
        return nil
    }
}

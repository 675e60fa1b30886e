import TrellisLayout

/// Everything the preview page shows of one spec at one version, as JSON: the drawing (SVG), where the
/// canvas sits in it, each view's geometry, priorities and constraints (for hovering), the diagnostics,
/// and the error of the latest save when it couldn't be laid out (the drawing is then the last good one).
public struct PreviewModel: Sendable, Encodable, Equatable {
    /// The spec's path as given on the command line.
    public var spec: String
    /// The file's version: it grows by one on every change the watcher sees.
    public var version: Int
    /// The version the drawing and views come from (less than `version` while the latest save is broken).
    public var renderedVersion: Int
    /// The latest save's error, compiler-style with the line and a caret; nil when it laid out.
    public var error: String?
    public var page: PageGeometry
    public var svg: String
    public var views: [ViewInfo]
    public var diagnostics: [DiagnosticInfo]
    /// An Interface Builder document's case names in order (the page's case picker); empty for a spec.
    public var cases: [String] = []
    /// The case drawn (or that failed): the one the request named, else the first that can be laid out.
    public var caseName: String?

    /// The page the SVG draws, in points: its whole size and where the canvas's origin is in it.
    public struct PageGeometry: Sendable, Encodable, Equatable {
        public var width: Double
        public var height: Double
        public var canvasX: Double
        public var canvasY: Double
    }

    public struct Box: Sendable, Encodable, Equatable {
        public var x: Double, y: Double, width: Double, height: Double
        init(_ rect: Rect) { x = rect.minX; y = rect.minY; width = rect.width; height = rect.height }
    }

    public struct ViewInfo: Sendable, Encodable, Equatable {
        public var name: String
        public var kind: String
        public var superview: String?
        public var frame: Box
        public var absoluteFrame: Box
        /// -1 on an axis without an intrinsic size.
        public var intrinsicWidth: Double
        public var intrinsicHeight: Double
        public var hugging: [Double]
        public var compressionResistance: [Double]
        public var location: String?
        public var constraints: [ConstraintInfo]
    }

    public struct ConstraintInfo: Sendable, Encodable, Equatable {
        public var text: String
        public var priority: Double
        /// `satisfied`, `unsatisfied` or `broken`.
        public var status: String
        public var origin: String
        public var identifier: String?
        public var location: String?
    }

    public struct DiagnosticInfo: Sendable, Encodable, Equatable {
        public var severity: String
        public var code: String
        public var message: String
        public var views: [String]
        public var location: String?
        /// The diagnostic as `trellis layout` prints it (location, message, spec line and caret, details).
        public var report: String
    }
}

extension PreviewModel {
    /// The model of a solved layout drawn as `svg` on a page with `padding` points around the canvas.
    init(
        spec: String, version: Int, layout: SolvedLayout, svg: String, padding: Double,
        report: (Diagnostic) -> String
    ) {
        self.spec = spec
        self.version = version
        renderedVersion = version
        error = nil
        self.svg = svg
        page = PageGeometry(
            width: layout.canvas.width + 2 * padding, height: layout.canvas.height + 2 * padding,
            canvasX: padding, canvasY: padding)
        var touching: [String: [ConstraintInfo]] = [:]
        for constraint in layout.constraints {
            let info = ConstraintInfo(constraint)
            for name in Set([constraint.firstView, constraint.secondView].compactMap { $0 }) {
                touching[name, default: []].append(info)
            }
        }
        views = layout.views.map { view in
            ViewInfo(
                name: view.name, kind: view.kind.rawValue, superview: view.superview,
                frame: Box(view.frame), absoluteFrame: Box(view.absoluteFrame),
                intrinsicWidth: view.intrinsicSize.width, intrinsicHeight: view.intrinsicSize.height,
                hugging: [view.node.contentHugging.horizontal, view.node.contentHugging.vertical],
                compressionResistance: [
                    view.node.compressionResistance.horizontal,
                    view.node.compressionResistance.vertical,
                ],
                location: view.node.location?.description, constraints: touching[view.name] ?? [])
        }
        diagnostics = layout.diagnostics.map { d in
            DiagnosticInfo(
                severity: d.severity.rawValue, code: d.code, message: d.message, views: d.views,
                location: d.location?.description, report: report(d))
        }
    }
}

extension PreviewModel.ConstraintInfo {
    init(_ c: SolvedConstraint) {
        text = c.source
        priority = c.priority
        switch c.status {
        case .satisfied: status = "satisfied"
        case .unsatisfied: status = "unsatisfied"
        case .broken: status = "broken"
        }
        origin = c.origin.rawValue
        identifier = c.identifier
        location = c.location?.description
    }
}

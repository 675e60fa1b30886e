import TrellisLayout

/// The stable JSON of `trellis layout --json` (documented in the README):
///
///     {"canvas": {"width", "height", "scale", "traits": {…} (only when not the usual screen)},
///      "views": [{"name", "superview", "frame": {"x", "y", "width", "height"}, "absoluteFrame": {…},
///                 "intrinsicSize": {"width", "height"}, "contentSize": {"width", "height"} (scroll views only),
///                 "alignmentRect": {"x", "y", "width", "height"} (views with alignment insets only)}],
///      "diagnostics": [{"severity", "code", "message", "views": […], "location": "file:line:col"}],
///      "fittings": [{"view", "target", "horizontalPriority", "verticalPriority", "size": {"width", "height"}}]}
///
/// Keys always in this order; `superview` and `location` are null when there is none; `fittings` only
/// when the spec asks for fitting; an intrinsic axis without a size is -1 (`UIView.noIntrinsicMetric`).
/// `traits` — `{"orientation", "splitView", "layoutDirection", "contentSizeCategory", "horizontalSizeClass",
/// "verticalSizeClass"}` — only when the canvas is rotated, a Split View pane, right-to-left or not at the
/// default text size (so reports of other screens are unchanged); always in `--matrix` reports.
public enum LayoutJSONReport {
    /// The JSON text of `layout`, ending in a newline.
    public static func render(_ layout: SolvedLayout) -> String {
        var out = JSONText(reservingCapacity: 320 * layout.views.count + 256)
        JSONValue.writeObject(members(layout), indent: 0, into: &out)
        out.append("\n")
        return out.string
    }

    /// The same text as `render(_:)`, as UTF-8 handed to `write` in chunks of about `chunkSize` bytes while
    /// it is produced: the report of a layout of 50,000 views (14 MB) never sits whole in memory.
    public static func write(_ layout: SolvedLayout, chunkSize: Int = 1 << 16, to write: @escaping ([UInt8]) -> Void) {
        var out = JSONText(chunkSize: max(1, chunkSize), sink: write)
        JSONValue.writeObject(members(layout), indent: 0, into: &out)
        out.append("\n")
        out.finish()
    }

    /// `trellis layout --matrix … --json`: `{"configurations": [{"configuration": caption, "traits": {…},
    /// "review": […], "layout": {…}}]}`, in the matrix's order.
    public static func renderMatrix(_ layouts: [(String, SolvedLayout)]) -> String {
        var out = JSONText()
        JSONValue.writeObject(
            [
                (
                    "configurations",
                    { out, indent in
                        JSONValue.writeLines(layouts.count, open: "[", close: "]", indent: indent, into: &out) {
                            i, out, indent in
                            let (caption, layout) = layouts[i]
                            JSONValue.writeObject(
                                [
                                    ("configuration", JSONValue.string(caption).write),
                                    ("traits", traits(layout.canvas).write),
                                    (
                                        "review",
                                        JSONValue.array(layout.reviewFindings.map { .string($0.description) }).write
                                    ),
                                    ("layout", { JSONValue.writeObject(members(layout), indent: $1, into: &$0) }),
                                ], indent: indent, into: &out)
                        }
                    }
                )
            ], indent: 0, into: &out)
        out.append("\n")
        return out.string
    }

    /// One case of a document of several (an Interface Builder document's views, scenes and cells): its
    /// name, its layout or the error that kept it from one, members of its own after the layout's, and
    /// members added to each view's object (after the usual ones).
    public struct Case {
        public var name: String
        public var layout: SolvedLayout?
        public var error: String?
        public var members: [(String, JSONValue)]
        public var viewMembers: (SolvedView) -> [(String, JSONValue)]

        public init(
            name: String, layout: SolvedLayout?, error: String? = nil, members: [(String, JSONValue)] = [],
            viewMembers: @escaping (SolvedView) -> [(String, JSONValue)] = { _ in [] }
        ) {
            self.name = name
            self.layout = layout
            self.error = error
            self.members = members
            self.viewMembers = viewMembers
        }
    }

    /// `{"cases": [{"name": …, …the usual report…, …the case's members}]}`; a case without a layout has
    /// `"error"` instead of the report.
    public static func renderCases(_ cases: [Case]) -> String {
        var out = JSONText()
        JSONValue.writeObject(
            [
                (
                    "cases",
                    { out, indent in
                        JSONValue.writeLines(cases.count, open: "[", close: "]", indent: indent, into: &out) {
                            i, out, indent in
                            let entry = cases[i]
                            var members: [(String, JSONValue.Writer)] = [("name", JSONValue.string(entry.name).write)]
                            if let layout = entry.layout {
                                members += self.members(layout, viewMembers: entry.viewMembers)
                            }
                            if let error = entry.error { members.append(("error", JSONValue.string(error).write)) }
                            members += entry.members.map { ($0.0, $0.1.write) }
                            JSONValue.writeObject(members, indent: indent, into: &out)
                        }
                    }
                )
            ], indent: 0, into: &out)
        out.append("\n")
        return out.string
    }

    /// The layout's members, each view's object built only when its turn to be written comes.
    private static func members(
        _ layout: SolvedLayout, viewMembers: ((SolvedView) -> [(String, JSONValue)])? = nil
    ) -> [(String, JSONValue.Writer)] {
        var canvas: [(String, JSONValue)] = [
            ("width", .number(layout.canvas.width)), ("height", .number(layout.canvas.height)),
            ("scale", .number(layout.canvas.scale)),
        ]
        if !LayoutTextReport.environment(layout.canvas).isEmpty { canvas.append(("traits", traits(layout.canvas))) }
        var members: [(String, JSONValue.Writer)] = [
            ("canvas", JSONValue.object(canvas).write),
            (
                "views",
                { out, indent in
                    JSONValue.writeLines(layout.views.count, open: "[", close: "]", indent: indent, into: &out) {
                        i, out, indent in
                        writeView(
                            layout.views[i], extra: viewMembers?(layout.views[i]) ?? [], into: &out, indent: indent)
                    }
                }
            ),
            ("diagnostics", JSONValue.array(layout.diagnostics.map(diagnostic)).write),
        ]
        if !layout.fittings.isEmpty {
            members.append(("fittings", JSONValue.array(layout.fittings.map(fitting)).write))
        }
        return members
    }

    /// The canvas's environment: orientation, Split View pane, direction, category, size classes.
    private static func traits(_ canvas: Canvas) -> JSONValue {
        let t = canvas.traits
        return .object([
            ("orientation", .string(canvas.orientation.rawValue)), ("splitView", .string(canvas.splitView.rawValue)),
            ("layoutDirection", .string(t.layoutDirection.rawValue)),
            ("contentSizeCategory", .string(t.contentSizeCategory.rawValue)),
            ("horizontalSizeClass", .string(t.horizontalSizeClass.rawValue)),
            ("verticalSizeClass", .string(t.verticalSizeClass.rawValue)),
        ])
    }

    /// A view's object, written straight out (no `JSONValue` per number: the views are nearly all of a
    /// large layout's report). A scroll view's object also has `contentSize`, after `intrinsicSize`; no
    /// other view's does.
    private static func writeView(
        _ view: SolvedView, extra: [(String, JSONValue)] = [], into out: inout JSONText, indent: Int
    ) {
        var members: [StaticString] = ["name", "superview", "frame", "absoluteFrame", "intrinsicSize"]
        if view.contentSize != nil { members.append("contentSize") }
        if view.table != nil { members.append("table") }
        // A view whose alignment rect isn't its frame (a switch, a slider, `alignmentRectInsets:`) also
        // has the rectangle its constraints placed, in its superview's coordinates, last.
        var alignmentIndex: Int?
        if !view.alignmentRectInsets.isZero {
            alignmentIndex = members.count
            members.append("alignmentRect")
        }
        JSONValue.writeLines(members.count + extra.count, open: "{", close: "}", indent: indent, into: &out) {
            i, out, indent in
            if i >= members.count {
                out.appendQuoted(extra[i - members.count].0)
                out.append(": ")
                extra[i - members.count].1.write(into: &out, indent: indent)
                return
            }
            out.append("\"")
            out.append(members[i])
            out.append("\": ")
            switch i {
            case 0: out.appendQuoted(view.name)
            case 1: if let superview = view.superview { out.appendQuoted(superview) } else { out.append("null") }
            case 2: writeRect(view.frame, into: &out)
            case 3: writeRect(view.absoluteFrame, into: &out)
            case 4: writeSize(view.intrinsicSize, into: &out)
            default:
                if i == alignmentIndex {
                    writeRect(view.alignmentRect, into: &out)
                } else if i == 5, let contentSize = view.contentSize {
                    writeSize(contentSize, into: &out)
                } else if let table = view.table {
                    LayoutTableReport.json(table).write(into: &out, indent: indent)
                }
            }
        }
    }

    /// `{"x": …, "y": …, "width": …, "height": …}`.
    private static func writeRect(_ r: Rect, into out: inout JSONText) {
        out.append("{\"x\": ")
        out.appendNumber(r.minX)
        out.append(", \"y\": ")
        out.appendNumber(r.minY)
        out.append(", ")
        writeSizeMembers(width: r.width, height: r.height, into: &out)
        out.append("}")
    }

    /// `{"width": …, "height": …}`.
    private static func writeSize(_ s: Size, into out: inout JSONText) {
        out.append("{")
        writeSizeMembers(width: s.width, height: s.height, into: &out)
        out.append("}")
    }

    private static func writeSizeMembers(width: Double, height: Double, into out: inout JSONText) {
        out.append("\"width\": ")
        out.appendNumber(width)
        out.append(", \"height\": ")
        out.appendNumber(height)
    }

    private static func diagnostic(_ diagnostic: Diagnostic) -> JSONValue {
        .object([
            ("severity", .string(diagnostic.severity.rawValue)),
            ("code", .string(diagnostic.code)),
            ("message", .string(diagnostic.message)),
            ("views", .array(diagnostic.views.map(JSONValue.string))),
            ("location", diagnostic.location.map { .string($0.description) } ?? .null),
        ])
    }

    private static func fitting(_ result: FittingResult) -> JSONValue {
        let target: JSONValue =
            switch result.request.target {
            case .compressed: .string("compressed")
            case .expanded: .string("expanded")
            case .size(let s): size(s)
            }
        return .object([
            ("view", .string(result.request.view)),
            ("target", target),
            ("horizontalPriority", .number(result.request.horizontalPriority)),
            ("verticalPriority", .number(result.request.verticalPriority)),
            ("size", size(result.size)),
        ])
    }

    private static func size(_ s: Size) -> JSONValue {
        .object([("width", .number(s.width)), ("height", .number(s.height))])
    }
}

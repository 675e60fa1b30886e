/// What a resolved constraint item is: a view of the table, or the fixed canvas.
enum LayoutItem: Hashable, Sendable {
    case view(Int)
    case canvas
    /// A layout guide of `GuideTable` (a stack view's spanner or gap, a scroll view's content area).
    case guide(Int)
    /// The canvas's safe-area layout guide (fixed, like the canvas).
    case safeArea
    /// A view's `layoutMarginsGuide`: its rectangle inset by its margins (no unknowns of its own).
    case marginsGuide(Int)
    /// The canvas's `layoutMarginsGuide` or `readableContentGuide` (fixed, like the canvas). A view's
    /// readable content guide is a `.guide` of `GuideTable` (role `.readableContent`).
    case canvasGuide(SystemGuide)

    /// The view the item belongs to — itself, the view whose margins guide it is, a layout guide's owner —
    /// or nil for the canvas, its safe area and its guides.
    func owner(in guides: GuideTable) -> Int? {
        switch self {
        case .view(let v), .marginsGuide(let v): return v
        case .guide(let g): return guides[g].owner
        case .canvas, .safeArea, .canvasGuide: return nil
        }
    }
}

/// Where a view's text baselines sit, measured from the top of the view, as a function of its height:
/// `baseline = minY + heightFactor × height + offset`.
///
/// - A label draws its text block vertically centred (UILabel behaviour, reference §4.2), so its first
///   baseline is `minY + (height − textHeight)/2 + firstBaseline`: `heightFactor` 0.5.
/// - A button centres its title inside `contentEdgeInsets`.
/// - A text view starts its text at the top, after its 8 pt `textContainerInset`.
/// - A view without text uses its bottom edge (`heightFactor` 1, offset 0) — the observed UIKit behaviour
///   (`viewForFirstBaselineLayout` is the view itself), undocumented by Apple (reference §4.2).
struct BaselineGeometry: Hashable, Sendable {
    var heightFactor: Double
    var firstOffset: Double
    var lastOffset: Double
    static let bottomEdge = BaselineGeometry(heightFactor: 1, firstOffset: 0, lastOffset: 0)
}

/// Turns `item.attribute` into a linear form over the view unknowns (canvas coordinates).
///
/// Leading and trailing read as left and right here: callers resolve them for the layout direction first
/// (`LayoutDirection.absolute`, with the direction `LayoutDirections` gives the constraint's container).
struct AnchorMap: Sendable {
    var canvas: Canvas
    /// The canvas's layout margins: like a view controller's root view — the safe area plus UIKit's system
    /// minimum side margins (16 pt on canvases narrower than 414 pt, 20 pt from 414 pt), 0 top and bottom
    /// (reference §6.1).
    var canvasMargins: EdgeInsets
    var margins: [EdgeInsets]
    var baselines: [BaselineGeometry]
    /// Index of guide 0's unknowns (`GuideTable.slotView`), and each guide's margins (a content guide's are
    /// its scroll view's, so margin edges of a scroll view against its content measure inside the content).
    var guideBase: Int
    /// The arranged view a stack view vends for its first / last baseline (`viewForFirstBaselineLayout`,
    /// `viewForLastBaselineLayout`), nil for other views (their own baseline). See `StackBaselines`.
    var firstBaselineView: [Int?]
    var lastBaselineView: [Int?]
    var guideMargins: [EdgeInsets]

    init(canvas: Canvas, table: ViewTable) { self.init(canvas: canvas, table: table, guides: GuideTable(table)) }

    init(canvas: Canvas, table: ViewTable, guides: GuideTable) {
        guideBase = guides.viewCount
        guideMargins = guides.guides.map { $0.role == .contentArea ? table[$0.owner].node.layoutMargins : .zero }
        self.canvas = canvas
        let side: Double = canvas.width >= 414 ? 20 : 16
        canvasMargins = EdgeInsets(
            top: canvas.safeArea.top, left: canvas.safeArea.left + side,
            bottom: canvas.safeArea.bottom, right: canvas.safeArea.right + side)
        margins = (0..<table.count).map { table[$0].node.layoutMargins }
        baselines = Array(repeating: .bottomEdge, count: table.count)
        firstBaselineView = Array(repeating: nil, count: table.count)
        lastBaselineView = firstBaselineView
    }

    func baselineView(of v: Int, _ attribute: LayoutAttribute) -> Int? {
        attribute == .firstBaseline ? firstBaselineView[v] : lastBaselineView[v]
    }

    func form(_ item: LayoutItem, _ attribute: LayoutAttribute) -> LinearForm {
        switch item {
        case .canvas:
            return LinearForm(constant: canvasValue(attribute))
        case .safeArea:
            return LinearForm(constant: safeAreaValue(attribute))
        case .view(let v):
            if attribute.isBaseline, let vended = baselineView(of: v, attribute) {
                return form(.view(vended), attribute)
            }
            return slotForm(v, attribute, margins: margins[v], baseline: baselines[v])
        case .guide(let g):
            return slotForm(guideBase + g, attribute, margins: guideMargins[g], baseline: .bottomEdge)
        case .marginsGuide(let v):
            let m = margins[v]
            let x = LinearForm(VarSlot(view: v, component: .minX)) + m.left
            let y = LinearForm(VarSlot(view: v, component: .minY)) + m.top
            let w = LinearForm(VarSlot(view: v, component: .width)) - (m.left + m.right)
            let h = LinearForm(VarSlot(view: v, component: .height)) - (m.top + m.bottom)
            return Self.rectangleForm(x: x, y: y, width: w, height: h, attribute)
        case .canvasGuide(let guide):
            let r = canvasGuideRect(guide)
            return Self.rectangleForm(
                x: LinearForm(constant: r.minX), y: LinearForm(constant: r.minY),
                width: LinearForm(constant: r.width), height: LinearForm(constant: r.height), attribute)
        }
    }

    /// The canvas's margins guide, or its readable content guide: the margins guide narrowed to
    /// `ReadableWidth.width(marginsWidth:traits:)`, centred.
    func canvasGuideRect(_ guide: SystemGuide) -> Rect {
        let m = canvasMargins
        let margins = Rect(
            x: m.left, y: m.top, width: max(0, canvas.width - m.left - m.right),
            height: max(0, canvas.height - m.top - m.bottom))
        guard guide == .readableContentGuide else { return margins }
        let width = ReadableWidth.width(marginsWidth: margins.width, traits: canvas.traits)
        return Rect(
            x: margins.minX + (margins.width - width) / 2, y: margins.minY, width: width, height: margins.height)
    }

    /// `attribute` of a guide rectangle (a guide has no margins or baselines: those read as its edges).
    static func rectangleForm(
        x: LinearForm, y: LinearForm, width w: LinearForm, height h: LinearForm,
        _ attribute: LayoutAttribute
    ) -> LinearForm {
        switch attribute {
        case .left, .leading, .leftMargin, .leadingMargin: return x
        case .right, .trailing, .rightMargin, .trailingMargin: return x + w
        case .top, .topMargin: return y
        case .bottom, .bottomMargin, .firstBaseline, .lastBaseline: return y + h
        case .width: return w
        case .height: return h
        case .centerX, .centerXWithinMargins: return x + w * 0.5
        case .centerY, .centerYWithinMargins: return y + h * 0.5
        }
    }

    /// The safe area's edges: the canvas inset by `canvas.safeArea` (margin and baseline attributes are
    /// rejected while resolving; they read as the plain edges here).
    private func safeAreaValue(_ attribute: LayoutAttribute) -> Double {
        let s = canvas.safeArea
        let left = s.left, right = canvas.width - s.right, top = s.top, bottom = canvas.height - s.bottom
        switch attribute {
        case .left, .leading, .leftMargin, .leadingMargin: return left
        case .right, .trailing, .rightMargin, .trailingMargin: return right
        case .top, .topMargin: return top
        case .bottom, .bottomMargin, .firstBaseline, .lastBaseline: return bottom
        case .width: return right - left
        case .height: return bottom - top
        case .centerX, .centerXWithinMargins: return (left + right) / 2
        case .centerY, .centerYWithinMargins: return (top + bottom) / 2
        }
    }

    private func canvasValue(_ attribute: LayoutAttribute) -> Double {
        let w = canvas.width, h = canvas.height, m = canvasMargins
        switch attribute {
        case .left, .leading, .top: return 0
        case .right, .trailing: return w
        case .bottom, .firstBaseline, .lastBaseline: return h
        case .width: return w
        case .height: return h
        case .centerX: return w / 2
        case .centerY: return h / 2
        case .leftMargin, .leadingMargin: return m.left
        case .rightMargin, .trailingMargin: return w - m.right
        case .topMargin: return m.top
        case .bottomMargin: return h - m.bottom
        case .centerXWithinMargins: return m.left + (w - m.left - m.right) / 2
        case .centerYWithinMargins: return m.top + (h - m.top - m.bottom) / 2
        }
    }

    /// `attribute` of the rectangle whose unknowns are at `VarSlot` view index `v`.
    private func slotForm(
        _ v: Int, _ attribute: LayoutAttribute, margins m: EdgeInsets,
        baseline b: BaselineGeometry
    ) -> LinearForm {
        // Each form built whole (`LinearForm(_:plus:times:constant:)`), with the constant the sums of
        // unit forms give (`0 + k`: a −0 margin makes +0, as there), rather than from four unit forms.
        let x = VarSlot(view: v, component: .minX), y = VarSlot(view: v, component: .minY)
        let w = VarSlot(view: v, component: .width), h = VarSlot(view: v, component: .height)
        switch attribute {
        case .left, .leading: return LinearForm(x)
        case .right, .trailing: return LinearForm(x, plus: w, times: 1, constant: 0)
        case .top: return LinearForm(y)
        case .bottom: return LinearForm(y, plus: h, times: 1, constant: 0)
        case .width: return LinearForm(w)
        case .height: return LinearForm(h)
        case .centerX: return LinearForm(x, plus: w, times: 0.5, constant: 0)
        case .centerY: return LinearForm(y, plus: h, times: 0.5, constant: 0)
        case .leftMargin, .leadingMargin: return LinearForm(x) + m.left
        case .rightMargin, .trailingMargin: return LinearForm(x, plus: w, times: 1, constant: 0 + -m.right)
        case .topMargin: return LinearForm(y) + m.top
        case .bottomMargin: return LinearForm(y, plus: h, times: 1, constant: 0 + -m.bottom)
        case .centerXWithinMargins:
            return LinearForm(x, plus: w, times: 0.5, constant: 0 + (m.left - m.right) / 2)
        case .centerYWithinMargins:
            return LinearForm(y, plus: h, times: 0.5, constant: 0 + (m.top - m.bottom) / 2)
        case .firstBaseline:
            return LinearForm(y, plus: h, times: b.heightFactor, constant: 0 + b.firstOffset)
        case .lastBaseline:
            return LinearForm(y, plus: h, times: b.heightFactor, constant: 0 + b.lastOffset)
        }
    }
}

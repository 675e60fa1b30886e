/// A layout guide the engine adds for a view (`UILayoutGuide` / `_UILayoutSpacer`): a rectangle with its
/// own four unknowns and no rendering.
struct LayoutGuide: Sendable {
    enum Role: Sendable, Hashable {
        /// A scroll view's `contentLayoutGuide`: its size is the `contentSize`.
        case contentArea
        /// A stack view's `UISV-alignment-spanner`, enclosing the arranged views across the axis.
        case alignmentSpanner
        /// A stack view's n-th (1-based) `UISV-distributing` gap guide between adjacent visible views.
        case distributing(Int)
        /// A view's `readableContentGuide` (made only for views whose guide a constraint names).
        case readableContent
    }

    var owner: Int
    var role: Role

    /// The name used in reports: `stack.UISV-alignment-spanner`, `scroll.contentLayoutGuide`.
    func name(_ table: ViewTable) -> String {
        let owner = table.name(owner)
        switch role {
        case .contentArea: return "\(owner).contentLayoutGuide"
        case .alignmentSpanner: return "\(owner).UISV-alignment-spanner"
        case .distributing(let n): return "\(owner).UISV-distributing\(n)"
        case .readableContent: return "\(owner).readableContentGuide"
        }
    }

    /// How Apple's logs print it (with our names instead of addresses).
    func appleName(_ table: ViewTable) -> String {
        let owner = table.name(owner)
        switch role {
        case .contentArea: return "UILayoutGuide:\(owner) 'UIScrollView-contentLayoutGuide'"
        case .alignmentSpanner: return "_UILayoutSpacer:\(owner) 'UISV-alignment-spanner'"
        case .distributing(let n): return "_UIOLAGapGuide:\(owner)#\(n) 'UISV-distributing'"
        case .readableContent: return "UILayoutGuide:\(owner) 'UIViewReadableContentGuide'"
        }
    }
}

/// Every guide of a document, found once from the view tree (guides depend only on kinds, hidden flags and
/// stack configurations, which don't change between re-solves). A guide's unknowns live in the solver
/// after the views': guide `g` uses the `VarSlot` view index `viewCount + g`.
struct GuideTable: Sendable {
    private(set) var guides: [LayoutGuide] = []
    let viewCount: Int
    /// Lookups by owner (never iterated into output).
    private var contentByOwner: [Int: Int] = [:]
    private var spannerByOwner: [Int: Int] = [:]
    private var gapsByOwner: [Int: [Int]] = [:]
    private var readableByOwner: [Int: Int] = [:]

    /// `readableOwners`: the views whose `readableContentGuide` the constraints name (ascending).
    init(_ table: ViewTable, readableOwners: [Int] = []) {
        viewCount = table.count
        for v in 0..<table.count {
            let entry = table[v]
            switch entry.node.kind {
            case .scrollView:
                contentByOwner[v] = add(LayoutGuide(owner: v, role: .contentArea))
            case .stackView:
                let shape = StackShape(entry.node, items: entry.children, table: table)
                if shape.needsSpanner { spannerByOwner[v] = add(LayoutGuide(owner: v, role: .alignmentSpanner)) }
                if shape.gapGuideCount > 0 {
                    gapsByOwner[v] = (1...shape.gapGuideCount).map {
                        add(LayoutGuide(owner: v, role: .distributing($0)))
                    }
                }
            default:
                break
            }
        }
        for v in readableOwners { readableByOwner[v] = add(LayoutGuide(owner: v, role: .readableContent)) }
    }

    private mutating func add(_ guide: LayoutGuide) -> Int {
        guides.append(guide)
        return guides.count - 1
    }

    var count: Int { guides.count }
    subscript(_ g: Int) -> LayoutGuide { guides[g] }

    /// The `VarSlot` view index holding guide `g`'s unknowns.
    func slotView(_ g: Int) -> Int { viewCount + g }

    func contentGuide(of scrollView: Int) -> Int? { contentByOwner[scrollView] }
    func spanner(of stack: Int) -> Int? { spannerByOwner[stack] }
    func gaps(of stack: Int) -> [Int] { gapsByOwner[stack] ?? [] }
    func readableContent(of view: Int) -> Int? { readableByOwner[view] }

    /// Guides whose owner is one of `views`, ascending.
    func guides(ownedBy views: Range<Int>) -> [Int] {
        guides.indices.filter { views.contains(guides[$0].owner) }
    }
}

/// What a stack view's arrangement looks like before any constraint is made: which arranged views are
/// visible, the alignment in effect, and which guides it needs.
struct StackShape {
    let config: StackConfiguration
    let items: [Int]
    let visible: [Int]
    /// The alignment used: a baseline alignment on a vertical stack (invalid in UIKit: "horizontal axis
    /// only") is taken as `.fill`.
    let alignment: StackAlignment

    init(_ node: ViewNode, items: [Int], table: ViewTable) {
        config = node.stack
        self.items = items
        // The same array when nothing is hidden (nearly always): a stack's shape is made at every
        // generation of its constraints and wording, and filtering made an array each time.
        visible = items.contains { table[$0].node.isHidden } ? items.filter { !table[$0].node.isHidden } : items
        alignment = config.axis == .vertical && config.alignment.isBaseline ? .fill : config.alignment
    }

    /// Top (leading across the axis) connection to items is an inequality: trailing, center, baselines.
    var topWeak: Bool { [.trailing, .center, .firstBaseline, .lastBaseline].contains(alignment) }
    /// Bottom connection is an inequality: leading, center, baselines.
    var bottomWeak: Bool { [.leading, .center, .firstBaseline, .lastBaseline].contains(alignment) }
    var anyWeak: Bool { alignment != .fill }

    /// `_UILayoutSpacer` 'UISV-alignment-spanner' exists iff no arranged view is visible, or there are
    /// several arranged views and the alignment isn't fill (reference §5.3, after kean/Arranged).
    var needsSpanner: Bool { visible.isEmpty || (items.count > 1 && anyWeak) }

    var isSpreading: Bool { config.distribution == .equalSpacing || config.distribution == .equalCentering }

    /// One `UISV-distributing` gap guide between each adjacent visible pair in equalSpacing/equalCentering.
    var gapGuideCount: Int { isSpreading ? max(0, visible.count - 1) : 0 }
}

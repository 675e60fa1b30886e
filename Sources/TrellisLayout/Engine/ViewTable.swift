/// The view tree flattened in z-order (a parent before its subviews, siblings in declaration order),
/// with each view's superview and depth, and lookup by name.
struct ViewTable: Sendable {
    struct Entry: Sendable {
        var node: ViewNode
        /// Index of the superview, nil for a direct subview of the canvas.
        var parent: Int?
        var depth: Int
        /// Indices of the direct subviews, in z-order.
        var children: [Int]
        /// The frame the view has when layout starts (`translatesAutoresizingMaskIntoConstraints`): the
        /// declared `frame:`, with its size replaced by the fitted size when the view sizes itself
        /// (`LayoutEngine.applyFrameFitting`); nil for a view laid out by constraints.
        var frame: Rect?
    }

    private(set) var entries: [Entry] = []
    private var indexByName: [String: Int] = [:]
    /// Names declared more than once, with every location after the first.
    private(set) var duplicates: [(name: String, location: SourceLocation?)] = []

    init(_ roots: [ViewNode]) {
        // Sized once: grown view by view, the index rehashed every name (SipHash) at each doubling.
        let count = Self.count(roots)
        entries.reserveCapacity(count)
        indexByName.reserveCapacity(count)
        for root in roots { append(root, parent: nil, depth: 0) }
    }

    /// How many views the trees hold (walked with a list, not recursion: a spec may nest views thousands
    /// deep).
    private static func count(_ roots: [ViewNode]) -> Int {
        var count = 0
        var pending = [roots]
        while let nodes = pending.popLast() {
            count += nodes.count
            for node in nodes where !node.subviews.isEmpty { pending.append(node.subviews) }
        }
        return count
    }

    private mutating func append(_ node: ViewNode, parent: Int?, depth: Int) {
        let index = entries.count
        // Entries keep the view's own declaration; its subviews are entries of their own (so
        // `SolvedView.node.subviews` is empty: the solved layout lists every view flat, in z-order).
        var own = node
        if !own.subviews.isEmpty { own.subviews = [] }
        entries.append(Entry(node: own, parent: parent, depth: depth, children: [], frame: node.frame))
        if indexByName[node.name] != nil {
            duplicates.append((node.name, node.location))
        } else {
            indexByName[node.name] = index
        }
        if let parent { entries[parent].children.append(index) }
        for child in node.subviews { append(child, parent: index, depth: depth + 1) }
    }

    var count: Int { entries.count }

    /// Changes one view's declaration in place (the session's `setText`).
    mutating func setNode(of index: Int, _ change: (inout ViewNode) -> Void) { change(&entries[index].node) }
    /// New text for a view (`LayoutRun.setText`).
    mutating func setText(_ text: String, of index: Int) { setNode(of: index) { $0.replaceText(with: text) } }
    /// Sets the frame a view starts layout with (its declaration is kept as written).
    mutating func setFrame(of index: Int, _ frame: Rect?) { entries[index].frame = frame }
    subscript(_ index: Int) -> Entry { entries[index] }
    func index(of name: String) -> Int? { indexByName[name] }
    func name(_ index: Int) -> String { entries[index].node.name }

    /// `index` and every descendant, in z-order (a contiguous range, since entries are pre-order).
    func subtree(of index: Int) -> Range<Int> {
        var end = index + 1
        while end < entries.count, isDescendant(end, of: index) { end += 1 }
        return index..<end
    }

    func isDescendant(_ candidate: Int, of ancestor: Int) -> Bool {
        var current = entries[candidate].parent
        while let c = current {
            if c == ancestor { return true }
            current = entries[c].parent
        }
        return false
    }
}

/// What a line shows, in logical order: text (`head`), at most one inserted ellipsis, then more text
/// (`tail`) — paragraph-local UTF-16 ranges. A plain line is just `head`; tail truncation is head + "…";
/// head truncation is "…" + tail; middle truncation all three. (No arrays: one per line is measurable.)
struct LinePlan {
    enum Piece: Equatable {
        case text(Range<Int>)
        /// "…" placed at this paragraph-local offset.
        case ellipsis(at: Int)
    }
    var paragraph: Int
    /// The paragraph-local range the line stands for (before truncation), including hanging spaces.
    var range: Range<Int>
    var head: Range<Int>
    var ellipsisAt: Int?
    var tail: Range<Int>?
    var isTruncated: Bool

    init(paragraph: Int, range: Range<Int>) {
        self.paragraph = paragraph
        self.range = range
        self.head = range
        self.isTruncated = false
    }

    /// Calls `body` with each piece in logical order.
    func forEachPiece(_ body: (Piece) -> Void) {
        if !head.isEmpty { body(.text(head)) }
        if let ellipsisAt { body(.ellipsis(at: ellipsisAt)) }
        if let tail, !tail.isEmpty { body(.text(tail)) }
    }
}

enum Truncation {
    /// Lays the rest of a paragraph, from `start`, on one line per `mode`. `force` adds the ellipsis even
    /// when the rest fits (text after it is hidden). Per grapheme cluster, as CoreText's truncation does.
    /// Middle mode keeps about half of the available width for the head and fills the rest with the tail.
    static func plan(
        _ p: ShapedParagraph, paragraph: Int, prefix: [Double], start: Int, width: Double?,
        mode: LineBreakMode, ellipsisWidth: Double, force: Bool
    ) -> LinePlan {
        let end = p.units.count
        let available = (width ?? .infinity) + LineBreaker.tolerance
        let content = prefix[p.visibleEnd(from: start, to: end)] - prefix[start]
        var plan = LinePlan(paragraph: paragraph, range: start..<end)
        if mode == .byClipping || (!force && content <= available) { return plan }
        let room = available - ellipsisWidth
        let first = p.boundaryIndex(atOrBefore: start)

        // Longest head start..<bounds[g] (without trailing spaces) of width <= budget.
        func headEnd(_ budget: Double) -> Int {
            var g = first
            while g + 1 < p.graphemeBoundCount,
                prefix[p.visibleEnd(from: start, to: p.graphemeBound(g + 1))] - prefix[start] <= budget
            { g += 1 }
            return p.visibleEnd(from: start, to: p.graphemeBound(g))
        }
        // Shortest tail bounds[g]..<end (g >= lowest) of width <= budget.
        func tailStart(_ budget: Double, notBefore lowest: Int) -> Int {
            var g = p.graphemeBoundCount - 1
            let floor = p.boundaryIndex(atOrBefore: lowest)
            while g - 1 >= floor, prefix[end] - prefix[p.graphemeBound(g - 1)] <= budget { g -= 1 }
            return p.graphemeBound(g)
        }

        switch mode {
        case .byTruncatingHead:
            let tail = tailStart(room, notBefore: start)
            plan.head = start..<start
            plan.ellipsisAt = tail
            plan.tail = tail..<end
        case .byTruncatingMiddle:
            let head = headEnd(max(0, room) / 2)
            let used = prefix[head] - prefix[start]
            let tail = tailStart(room - used, notBefore: head)
            plan.head = start..<head
            plan.ellipsisAt = head
            plan.tail = tail..<end
        default:
            let head = headEnd(room)
            plan.head = start..<head
            plan.ellipsisAt = head
        }
        plan.isTruncated = true
        return plan
    }
}

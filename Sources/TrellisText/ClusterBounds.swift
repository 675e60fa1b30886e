/// Where a paragraph's grapheme clusters begin and end, and where its visible text ends before whitespace that
/// hangs at a line end — in one of two representations chosen when the paragraph is itemized. Every question
/// line breaking and truncation ask about them is answered here, so no other code depends on which one a
/// paragraph has.
enum ClusterBounds: Sendable {
    /// Printable ASCII (U+0020–U+007E): every unit is a grapheme cluster and the space is the only whitespace,
    /// so no list is kept — boundary `g` is offset `g`, and a visible end is found by stepping back over
    /// spaces. A large layout keeps every two-pass label's shaping between its passes, most of them such text.
    case printableASCII(units: [UInt16])
    /// Any other text, with its lists. Offsets are kept in 32 bits: a text is at most
    /// `TextEngine.maximumUTF16Length` units, far below `Int32.max`.
    /// - `bounds`: the grapheme-cluster boundaries (Swift `Character`s), from 0 to the unit count inclusive.
    /// - `visibleEnds`: for each offset o from 0 to the unit count, the end of the last non-whitespace
    ///   grapheme ending at or before the last boundary ≤ o; text from there to a boundary o is whitespace
    ///   that hangs at a line end. Indexed by offset, so that `visibleEnd(from:to:)` needs no search.
    case listed(bounds: [Int32], visibleEnds: [Int32])

    var isPrintableASCII: Bool {
        if case .printableASCII = self { return true }
        return false
    }

    /// How many boundaries there are (the unit count + 1 for printable ASCII).
    var count: Int {
        switch self {
        case .printableASCII(let units): return units.count + 1
        case .listed(let bounds, _): return bounds.count
        }
    }

    /// Boundary `g`, as an offset.
    func bound(_ g: Int) -> Int {
        switch self {
        case .printableASCII(let units):
            precondition(g >= 0 && g <= units.count, "grapheme boundary out of range")
            return g
        case .listed(let bounds, _):
            return Int(bounds[g])
        }
    }

    /// The index of the boundary `offset` (which must be a boundary), or of the last boundary before it.
    func index(atOrBefore offset: Int) -> Int {
        switch self {
        case .printableASCII(let units):
            return min(max(offset, 0), units.count)
        case .listed(let bounds, _):
            var low = 0, high = bounds.count - 1
            while low < high {
                let mid = (low + high + 1) / 2
                if Int(bounds[mid]) <= offset { low = mid } else { high = mid - 1 }
            }
            return low
        }
    }

    /// The end of visible (non-hanging) text in `start..<end`, where `end` is a boundary.
    func visibleEnd(from start: Int, to end: Int) -> Int {
        switch self {
        case .printableASCII(let units):
            var k = end
            while k > start, units[k - 1] == 0x20 { k -= 1 }
            return k
        case .listed(_, let visibleEnds):
            return max(start, Int(visibleEnds[end]))
        }
    }

    /// Whether the visible text from the paragraph's start to every offset fits in `limit`, the advances'
    /// prefix sums given. Every offset, not only the break opportunities: advances can be negative, so the
    /// whole width alone would not prove it.
    func everyVisiblePrefixFits(_ prefix: [Double], limit: Double) -> Bool {
        switch self {
        case .printableASCII(let units):
            if prefix[0] - prefix[0] > limit { return false }
            var lastVisible = 0
            for i in units.indices {
                if units[i] != 0x20 { lastVisible = i + 1 }
                if prefix[lastVisible] - prefix[0] > limit { return false }
            }
            return true
        case .listed(_, let visibleEnds):
            return visibleEnds.allSatisfy { prefix[Int($0)] - prefix[0] <= limit }
        }
    }
}

/// A constraint record's `Σ coefficient × variable`, in the order the constraint gave its terms.
///
/// Up to four terms are kept in place and only a fifth or later sends them all to an array: every
/// constraint the layout engine writes has one to four (a size, an edge against an edge, a centre
/// against a centre), and an array of their own cost each of a large layout's hundreds of thousands of
/// records an allocation of 64–112 bytes (the settings screen of 10,000 rows: 290,000 records). Variables
/// are kept in 32 bits, as symbols are (`Tableau.newSymbol` keeps the count under `Int32.max`, and a
/// solver has at most one variable a symbol).
struct RecordTerms: RandomAccessCollection {
    typealias Element = (variable: Int, coefficient: Double)

    private var c0 = 0.0, c1 = 0.0, c2 = 0.0, c3 = 0.0
    private var v0: Int32 = 0, v1: Int32 = 0, v2: Int32 = 0, v3: Int32 = 0
    /// All the terms when there are more than four (nil otherwise: nothing to retain on a copy).
    private var spilled: [Element]?
    /// How many terms are in place; -1 when they are all in `spilled`. Last, so the record's 32-bit
    /// markers fill the rest of the 8 bytes (60 bytes, not 64).
    private var inlineCount: Int32 = 0

    private static let inlineCapacity = 4

    init<Terms: Collection<Element>>(_ terms: Terms) {
        guard terms.count <= Self.inlineCapacity else {
            spilled = Array(terms)
            inlineCount = -1
            return
        }
        for term in terms { append(term) }
    }

    private mutating func append(_ term: Element) {
        let v = Int32(truncatingIfNeeded: term.variable)
        switch inlineCount {
        case 0: (v0, c0) = (v, term.coefficient)
        case 1: (v1, c1) = (v, term.coefficient)
        case 2: (v2, c2) = (v, term.coefficient)
        default: (v3, c3) = (v, term.coefficient)
        }
        inlineCount += 1
    }

    var startIndex: Int { 0 }
    var endIndex: Int { inlineCount >= 0 ? Int(inlineCount) : spilled?.count ?? 0 }

    subscript(i: Int) -> Element {
        if let spilled { return spilled[i] }
        // A programmer error, as an array's out-of-range index is: every caller reads within `indices`.
        precondition(i >= 0 && i < Int(inlineCount), "term index out of range")
        switch i {
        case 0: return (Int(v0), c0)
        case 1: return (Int(v1), c1)
        case 2: return (Int(v2), c2)
        default: return (Int(v3), c3)
        }
    }
}

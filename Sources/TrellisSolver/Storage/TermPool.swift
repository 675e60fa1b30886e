/// Every constraint record's `Σ coefficient × variable`, one record's terms after another in the order
/// each constraint gave them; a record names its own by a `TermSpan`.
///
/// A large layout's solver keeps a record per constraint, hundreds of thousands of them, most with one to
/// four terms. Kept in the record, room for four terms would make every record more than twice as large;
/// an array each would be an allocation per record. Here a term takes 12 bytes (`PooledTerm`) and the
/// pool grows by blocks (`BlockArray`). Terms are never removed: a removed constraint's stay where they
/// are (its record stays too, inactive), as do those of a constraint whose `add` failed.
struct TermPool {
    private var terms = BlockArray<PooledTerm>()

    init() {}

    /// Keeps `terms` at the end of the pool; where they are.
    mutating func append<Terms: Collection<RecordTerms.Element>>(_ given: Terms) -> TermSpan {
        // Counted as they go in: `given` is the caller's terms filtered lazily, whose `count` is a walk.
        let start = terms.count
        for term in given { terms.append(PooledTerm(term)) }
        // 32-bit positions: unreachable from a spec, whose limits (ten million constraints of a few terms
        // each) keep the pool far below; a programmer adding billions of terms by hand is stopped here.
        precondition(terms.count <= Int(UInt32.max), "more constraint terms than a record can name")
        return TermSpan(start: UInt32(start), count: UInt32(terms.count - start))
    }

    /// The terms at `span`, in the order they were appended.
    subscript(span: TermSpan) -> RecordTerms { RecordTerms(pool: terms.blocks, span: span) }

    /// How many terms the pool holds (those of removed and failed constraints included).
    var count: Int { terms.count }
}

/// Where a record's terms are in its solver's `TermPool`.
struct TermSpan: Equatable {
    var start: UInt32
    var count: UInt32

    static let empty = TermSpan(start: 0, count: 0)
}

/// One term in a `TermPool`: the variable in 32 bits (a solver has at most one variable a symbol, and
/// `Tableau.newSymbol` keeps symbols under `Int32.max`) and the coefficient's bits in two 32-bit halves,
/// so a term is 12 bytes rather than the 16 an `(Int32, Double)` pair is padded to. The halves are
/// joined again exactly (`element`): a coefficient reads back bit for bit as it was stored.
struct PooledTerm {
    private let variable: Int32
    private let low: UInt32
    private let high: UInt32

    init(_ term: RecordTerms.Element) {
        variable = Int32(truncatingIfNeeded: term.variable)
        let bits = term.coefficient.bitPattern
        low = UInt32(truncatingIfNeeded: bits)
        high = UInt32(truncatingIfNeeded: bits >> 32)
    }

    var element: RecordTerms.Element {
        (Int(variable), Double(bitPattern: UInt64(high) << 32 | UInt64(low)))
    }
}

/// One record's terms, read from its solver's pool (`TermPool[span]`), in the order the constraint gave
/// them. A view for the moment it is asked for: it reads the pool's blocks, which appending to the pool
/// never moves, and is not kept past the solver call that made it.
///
/// It refers to the blocks without owning them (`Unmanaged`): the solver asks for a record's terms
/// several times for every constraint it adds, and a counted reference would be a retain and a release
/// each time. Sound under the storage invariant: the pool belongs to the solver whose call made the view,
/// and outlives that call.
struct RecordTerms: RandomAccessCollection {
    typealias Element = (variable: Int, coefficient: Double)

    private let pool: Unmanaged<BlockStorage<PooledTerm>>
    private let start: Int
    let endIndex: Int

    fileprivate init(pool: BlockStorage<PooledTerm>, span: TermSpan) {
        self.pool = Unmanaged.passUnretained(pool)
        start = Int(span.start)
        endIndex = Int(span.count)
    }

    var startIndex: Int { 0 }

    subscript(i: Int) -> Element {
        // A programmer error, as an array's out-of-range index is: every caller reads within `indices`.
        precondition(i >= 0 && i < endIndex, "term index out of range")
        return pool._withUnsafeGuaranteedRef { $0[start + i].element }
    }
}

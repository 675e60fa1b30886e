/// Which constraints mention each variable, for `Solver.component`: compressed rows, the ids of variable
/// `v`'s constraints (ascending, inactive ones included) at `ids[offsets[v]..<offsets[v + 1]]`.
///
/// Built from the records when a component is next looked for after constraints were added, rather than
/// kept up to date on every add: only the removals that rebuild a component ask, and a growing list per
/// variable would be the largest thing the solver keeps per constraint.
/// Rebuilding it is one pass over the records' terms, small beside the component rebuild it serves.
struct VariableIndex {
    /// How many records (ids `0..<indexedRecords`) the index covers.
    private(set) var indexedRecords = 0
    private var offsets: [Int32] = [0]
    private var ids: [Int32] = []

    init() {}

    init(_ records: some Collection<ConstraintRecord>, terms pool: TermPool, variableCount: Int) {
        var offsets = [Int32](repeating: 0, count: variableCount + 1)
        for record in records { for (variable, _) in pool[record.terms] { offsets[variable + 1] += 1 } }
        for v in 0..<variableCount { offsets[v + 1] += offsets[v] }
        var fill = offsets
        var ids = [Int32](repeating: 0, count: Int(offsets[variableCount]))
        for (id, record) in records.enumerated() {
            for (variable, _) in pool[record.terms] {
                ids[Int(fill[variable])] = Int32(truncatingIfNeeded: id)
                fill[variable] += 1
            }
        }
        self.offsets = offsets
        self.ids = ids
        indexedRecords = records.count
    }

    /// The ids of the constraints that mention `variable`, ascending (none for a variable made after the
    /// index was built).
    func constraints(of variable: Int) -> ArraySlice<Int32> {
        guard variable + 1 < offsets.count else { return [] }
        return ids[Int(offsets[variable])..<Int(offsets[variable + 1])]
    }
}

extension Solver {
    /// `add(distinctTerms:…)` for terms in a buffer the caller filled on its stack: the layout engine's way
    /// in, once for every constraint it installs (`LiveSystem.add`), where an array of terms each time would
    /// be an allocation per constraint. The buffer is read during the call only, never kept.
    @discardableResult
    package func add(
        distinctTerms given: UnsafeBufferPointer<(variable: Variable, coefficient: Double)>, constant: Double,
        relation: Relation, priority: Priority
    ) throws -> ConstraintID {
        try addTerms(given, constant: constant, relation: relation, priority: priority)
    }
}

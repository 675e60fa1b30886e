import TrellisSolver

extension LiveSystem {
    /// Adds `form`'s terms over this system's solver variables (a slot without one is left out) with
    /// `constant` to the solver. The terms go over in a buffer on the stack
    /// (`Solver.add(distinctTerms:…)`), not in an array: this runs for every constraint the system
    /// installs. The buffer lives for the call only.
    func addToSolver(_ form: LinearForm, constant: Double, relation: Relation, priority: Priority) throws
        -> ConstraintID
    {
        try withUnsafeTemporaryAllocation(
            of: (variable: Variable, coefficient: Double).self, capacity: form.termCount
        ) { buffer in
            var count = 0
            for i in 0..<form.termCount {
                let t = form.term(at: i)
                guard let v = variables[t.slot.index] else { continue }
                buffer.initializeElement(at: count, to: (v, t.coefficient))
                count += 1
            }
            defer { _ = buffer[..<count].deinitialize() }
            return try solver.add(
                distinctTerms: UnsafeBufferPointer(rebasing: buffer[..<count]), constant: constant,
                relation: relation, priority: priority)
        }
    }
}

import TrellisSolver

/// The engine's linear forms as the solver's expressions and constraints.
extension LiveSystem {
    /// Whether every view the constraint mentions is in this system.
    func covers(_ c: EngineConstraint) -> Bool {
        (0..<c.form.termCount).allSatisfy { variables[c.form.term(at: $0).slot.index] != nil }
    }

    /// The solver's expression for a form over canvas coordinates: positions become sums of offsets
    /// (`PositionFrames.offsets`), and the offsets of common ancestors cancel. Terms are distinct.
    func expression(_ form: LinearForm) -> Expression {
        let offsets = frames.offsets(form, using: &offsetScratch)
        var terms: [(variable: Variable, coefficient: Double)] = []
        terms.reserveCapacity(offsets.terms.count)
        for t in offsets.terms { if let v = variables[t.slot.index] { terms.append((v, t.coefficient)) } }
        return Expression(distinctTerms: terms, constant: form.constant)
    }

    private func solverRelation(_ r: LayoutRelation) -> Relation {
        switch r {
        case .equal: return .equal
        case .lessThanOrEqual: return .lessThanOrEqual
        case .greaterThanOrEqual: return .greaterThanOrEqual
        }
    }

    /// Adds `c` to the solver at `priority` (its own, or `brokenPriority` for a broken one): its form over
    /// offsets (`PositionFrames.offsets`), without the terms of views outside this system.
    func add(_ c: EngineConstraint, priority: Double) throws -> ConstraintID {
        let offsets = frames.offsets(c.form, using: &offsetScratch)
        return try addToSolver(
            offsets, constant: c.form.constant, relation: solverRelation(c.relation), priority: try Priority(priority))
    }
}

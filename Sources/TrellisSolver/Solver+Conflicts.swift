extension Solver {
    /// The required constraints that, with `new`, cannot all hold. The candidates are the active
    /// required constraints connected to `new` through shared variables. They are re-added, with a
    /// dummy marker on every equality, to a scratch solver; the failing row's markers name the
    /// constraints combined into the contradiction (a Farkas certificate). Sets of at most 40 are then
    /// made irreducible by dropping each member (in id order) whose removal keeps the set infeasible.
    func conflicts(with new: ConstraintRecord) -> [Int] {
        let candidates = component(
            startingAt: terms(of: new).map(\.variable),
            includes: { self.records[$0].isActive && self.records[$0].isRequired && !self.records[$0].isShadowed }
        ).constraints
        var set = explain(candidates, new) ?? candidates
        if set.count <= 40 {
            for id in set where !replay(set.filter { $0 != id }, new, dummies: false).feasible {
                set.removeAll { $0 == id }
            }
        }
        return set
    }

    /// Ids of the constraints whose markers appear in the failing row, or nil if `new` fits.
    private func explain(_ ids: [Int], _ new: ConstraintRecord) -> [Int]? {
        let result = replay(ids, new, dummies: true)
        guard !result.feasible else { return nil }
        var found: [Int] = []
        for term in result.explanation.terms {
            if let id = result.idOfMarker[term.symbol], !found.contains(id) { found.append(id) }
        }
        return found.sorted()
    }

    /// Adds the records `ids` (in order) and then `new` to a scratch solver.
    private func replay(_ ids: [Int], _ new: ConstraintRecord, dummies: Bool)
        -> (feasible: Bool, explanation: Row, idOfMarker: [Int: Int])
    {
        let solver = Solver(dummies: dummies)
        var variableMap: [Int: Int] = [:]
        var idOfMarker: [Int: Int] = [:]
        func translate(_ record: ConstraintRecord) -> ConstraintRecord {
            var copy = record
            copy.markers = .none
            copy.flags.insert(.active)
            let mapped = terms(of: record).map { (variable, coefficient) in
                if let mapped = variableMap[variable] { return (mapped, coefficient) }
                let mapped = solver.makeVariable().index
                variableMap[variable] = mapped
                return (mapped, coefficient)
            }
            copy.terms = solver.termPool.append(mapped)
            return copy
        }
        for id in ids {
            var record = translate(records[id])
            _ = solver.install(&record)
            for s in [record.markers.marker, record.markers.other] where s >= 0 { idOfMarker[s] = id }
        }
        var last = translate(new)
        if case .unsatisfiable(let explanation) = solver.tableauAdd(&last) {
            return (false, explanation, idOfMarker)
        }
        return (true, Row(), idOfMarker)
    }
}

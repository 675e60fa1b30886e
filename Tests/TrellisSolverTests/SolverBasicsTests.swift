import Testing

@testable import TrellisSolver

/// Relative closeness used for required constraints (1e-9 relative, absolute near zero).
func close(_ a: Double, _ b: Double, _ tolerance: Double = 1e-9) -> Bool {
    abs(a - b) <= tolerance * max(1, abs(a), abs(b))
}

@Suite struct ExpressionTests {
    @Test func termsMergeInFirstAppearanceOrder() {
        let s = Solver()
        let a = s.makeVariable("a"), b = s.makeVariable("b")
        let e = a + 2 * b - 8 + a - 3 * b
        #expect(e.terms.map(\.variable) == [a, b])
        #expect(e.terms.map(\.coefficient) == [2, -1])
        #expect(e.constant == -8)
        #expect(s.name(of: a) == "a")
    }

    @Test func unnamedVariablesKeepNoNameAndNamedOnesKeepTheirs() {
        let s = Solver()
        let unnamed = s.makeVariable(), x = s.makeVariable("x"), later = s.makeVariable(), y = s.makeVariable("y")
        #expect([unnamed, x, later, y].map { s.name(of: $0) } == ["", "x", "", "y"])
        #expect(s.names.count == 4)
        _ = s.makeVariable()
        #expect(s.names.count == 4) // an unnamed variable past the last named one stores nothing
    }

    @Test func operatorsScaleAndNegate() {
        let s = Solver()
        let a = s.makeVariable(), b = s.makeVariable()
        let e = -(a - b) * 2 / 4 + 1
        #expect(e.terms.map(\.coefficient) == [-0.5, 0.5])
        #expect(e.constant == 1)
        let f = 3 - a
        #expect(f.terms.map(\.coefficient) == [-1] && f.constant == 3)
        let g = 2 * (a + 1)
        #expect(g.terms.map(\.coefficient) == [2] && g.constant == 2)
        #expect((a - a).terms.isEmpty)
        #expect(Expression([(a, 1), (a, 2)]).terms.map(\.coefficient) == [3])
    }

    @Test func prioritiesValidateTheirRange() throws {
        #expect(throws: SolverError.invalidPriority(0)) { try Priority(0) }
        #expect(throws: SolverError.invalidPriority(1000.5)) { try Priority(1000.5) }
        #expect(throws: SolverError.self) { try Priority(.nan) }
        #expect(throws: SolverError.invalidPriority(-1)) { try Priority(-1) }
        #expect(try Priority(1000).isRequired)
        #expect(try !Priority(999.5).isRequired)
        #expect(Priority.required.value == 1000 && Priority.defaultHigh.value == 750)
        #expect(Priority.defaultLow.value == 250 && Priority.fittingSizeLevel.value == 50)
        #expect(Priority.defaultLow < Priority.defaultHigh)
    }
}

@Suite struct SolverOperationTests {
    @Test func requiredEqualitiesAndInequalities() throws {
        let s = Solver()
        let x = s.makeVariable("x"), y = s.makeVariable("y")
        try s.add(Constraint(x + y, .equal, Expression(100)))
        try s.add(Constraint(Expression(x), .greaterThanOrEqual, Expression(30)))
        try s.add(Constraint(x - y, .equal, Expression(20)))
        #expect(close(s.value(of: x), 60))
        #expect(close(s.value(of: y), 40))
        #expect(s.constraintCount == 3)
    }

    @Test func weakerPreferenceGivesWay() throws {
        let s = Solver()
        let w = s.makeVariable("w")
        try s.add(Constraint(Expression(w), .lessThanOrEqual, Expression(80)))
        let pref = try s.add(Constraint(Expression(w), .equal, Expression(120), priority: .defaultLow))
        #expect(close(s.value(of: w), 80))
        #expect(try #require(s.error(of: pref)) == 40)
        let unsatisfied = s.unsatisfiedConstraints()
        #expect(unsatisfied.count == 1 && unsatisfied[0].id == pref && close(unsatisfied[0].error, 40))
    }

    @Test func removeRestoresThePreviousSolution() throws {
        let s = Solver()
        let a = s.makeVariable(), b = s.makeVariable()
        try s.add(Constraint(Expression(a), .equal, Expression(10)))
        let link = try s.add(Constraint(Expression(b), .equal, a + 5))
        let cap = try s.add(Constraint(Expression(b), .lessThanOrEqual, Expression(12), priority: .defaultHigh))
        try s.add(Constraint(Expression(b), .equal, Expression(0), priority: .defaultLow))
        #expect(close(s.value(of: b), 15))
        #expect(close(try #require(s.error(of: cap)), 3))
        try s.remove(link) // required equality without a marker: its component is rebuilt
        #expect(close(s.value(of: b), 0))
        #expect(close(s.value(of: a), 10))
        try s.remove(cap) // inequality removed through its marker
        #expect(close(s.value(of: b), 0))
        #expect(s.constraintCount == 2)
        #expect(s.error(of: cap) == nil)
        #expect(throws: SolverError.unknownConstraint(cap)) { try s.remove(cap) }
        #expect(throws: SolverError.unknownConstraint(ConstraintID(99))) { try s.remove(ConstraintID(99)) }
    }

    @Test func removingAMarkerConstraintKeepsRedundantEqualities() throws {
        let s = Solver()
        let x = s.makeVariable()
        let low = try s.add(Constraint(Expression(x), .greaterThanOrEqual, Expression(5)))
        try s.add(Constraint(Expression(x), .lessThanOrEqual, Expression(5)))
        try s.add(Constraint(Expression(x), .equal, Expression(5))) // redundant
        try s.add(Constraint(Expression(x), .equal, Expression(0), priority: .defaultLow))
        #expect(close(s.value(of: x), 5))
        try s.remove(low)
        #expect(close(s.value(of: x), 5))
    }

    @Test func editVariablesResolveIncrementally() throws {
        let s = Solver()
        let container = s.makeVariable("container"), left = s.makeVariable(), width = s.makeVariable()
        try s.add(Constraint(Expression(left), .equal, Expression(8)))
        try s.add(Constraint(left + width + 8, .equal, Expression(container)))
        try s.add(Constraint(Expression(width), .greaterThanOrEqual, Expression(50)))
        try s.addEditVariable(container, priority: .defaultHigh)
        #expect(throws: SolverError.duplicateEditVariable) { try s.addEditVariable(container, priority: .defaultLow) }
        try s.suggestValue(320, for: container)
        #expect(close(s.value(of: width), 304))
        try s.suggestValue(100, for: container)
        #expect(close(s.value(of: width), 84))
        try s.suggestValue(20, for: container) // below the minimum: the edit gives way
        #expect(close(s.value(of: width), 50) && close(s.value(of: container), 66))
        try s.suggestValue(500, for: container)
        #expect(close(s.value(of: width), 484))
        #expect(s.unsatisfiedConstraints().isEmpty)
        try s.removeEditVariable(container)
        #expect(throws: SolverError.unknownEditVariable) { try s.removeEditVariable(container) }
        #expect(throws: SolverError.unknownEditVariable) { try s.suggestValue(1, for: container) }
        #expect(throws: SolverError.requiredEditVariable) { try s.addEditVariable(width, priority: .required) }
        #expect(s.constraintCount == 3)
    }

    @Test func unsatisfiableRequiredNamesTheConflictAndLeavesTheSolverAlone() throws {
        let s = Solver()
        let a = s.makeVariable(), b = s.makeVariable(), c = s.makeVariable(), other = s.makeVariable()
        let c0 = try s.add(Constraint(Expression(a), .equal, Expression(0)))
        let c1 = try s.add(Constraint(Expression(b), .equal, a + 10))
        try s.add(Constraint(Expression(other), .equal, Expression(7)))
        let c3 = try s.add(Constraint(Expression(c), .greaterThanOrEqual, b + 10))
        try s.add(Constraint(Expression(c), .lessThanOrEqual, Expression(100)))
        try s.add(Constraint(Expression(c), .equal, Expression(50), priority: .defaultLow))
        let before = [a, b, c, other].map { s.value(of: $0).bitPattern }
        #expect(throws: SolverError.unsatisfiable(conflicts: [c0, c1, c3])) {
            try s.add(Constraint(Expression(c), .lessThanOrEqual, Expression(15)))
        }
        #expect([a, b, c, other].map { s.value(of: $0).bitPattern } == before)
        #expect(s.constraintCount == 6)
        let next = try s.add(Constraint(Expression(c), .lessThanOrEqual, Expression(60)))
        #expect(next.rawValue == 6)
        #expect(close(s.value(of: c), 50))
    }

    @Test func softConstraintsAddedBeforeAnyReadBehaveTheSame() throws {
        let s = Solver()
        let x = s.makeVariable(), y = s.makeVariable()
        let soft = try s.add(Constraint(Expression(x), .equal, Expression(70), priority: .defaultHigh))
        try s.add(Constraint(Expression(y), .equal, Expression(5), priority: .defaultLow))
        try s.remove(soft) // never read: still removable
        try s.add(Constraint(x + y, .equal, Expression(40)))
        #expect(throws: SolverError.unsatisfiable(conflicts: [ConstraintID(2)])) {
            try s.add(Constraint(x + y, .equal, Expression(41)))
        }
        try s.add(Constraint(Expression(x), .equal, Expression(30), priority: try Priority(300)))
        #expect(close(s.value(of: x), 30) && close(s.value(of: y), 10))
        #expect(s.constraintCount == 3)
        #expect(s.unsatisfiedConstraints().map(\.id) == [ConstraintID(1)])
    }

    @Test func badInputThrows() throws {
        let s = Solver()
        let x = s.makeVariable()
        #expect(throws: SolverError.nonFiniteCoefficient) { try s.add(Constraint(.nan * x, .equal, Expression(1))) }
        #expect(throws: SolverError.nonFiniteCoefficient) {
            try s.add(Constraint(x + .infinity, .equal, Expression(1)))
        }
        #expect(throws: SolverError.nonFiniteCoefficient) { try s.add(Constraint(x / 0, .equal, Expression(1))) }
        #expect(throws: SolverError.emptyConstraint) { try s.add(Constraint(Expression(3), .equal, Expression(1))) }
        #expect(throws: SolverError.emptyConstraint) { try s.add(Constraint(x - x, .equal, Expression(0))) }
        try s.addEditVariable(x, priority: .defaultHigh)
        #expect(throws: SolverError.nonFiniteCoefficient) { try s.suggestValue(.nan, for: x) }
        #expect(throws: SolverError.nonFiniteCoefficient) { try s.suggestValue(-.infinity, for: x) }
        #expect(s.constraintCount == 0)
        #expect(SolverError.emptyConstraint.description.contains("no variable"))
    }
}

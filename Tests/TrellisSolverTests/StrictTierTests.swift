import Testing

@testable import TrellisSolver

@Suite struct StrictTierTests {
    /// Reference §1.8 T1: kiwi-style weights give 200 (see OracleTests); strict tiers give 100.
    @Test func multiplicityNeverOutweighsAHigherTier() throws {
        let s = Solver()
        let w = s.makeVariable("w")
        try s.add(Constraint(Expression(w), .equal, Expression(100), priority: .defaultHigh))
        for _ in 0..<3 { try s.add(Constraint(Expression(w), .equal, Expression(200), priority: try Priority(749))) }
        #expect(s.value(of: w) == 100)
        #expect(s.unsatisfiedConstraints().map(\.error) == [100, 100, 100])
    }

    @Test func fractionalPrioritiesAreTheirOwnTiers() throws {
        let s = Solver()
        let w = s.makeVariable()
        for _ in 0..<200 { try s.add(Constraint(Expression(w), .equal, Expression(10), priority: try Priority(999))) }
        try s.add(Constraint(Expression(w), .equal, Expression(20), priority: try Priority(999.5)))
        #expect(s.value(of: w) == 20)
    }

    @Test func withinATierErrorsAddUp() throws {
        let s = Solver()
        let w = s.makeVariable()
        try s.add(Constraint(Expression(w), .equal, Expression(10), priority: .defaultLow))
        try s.add(Constraint(Expression(w), .equal, Expression(30), priority: .defaultLow))
        try s.add(Constraint(Expression(w), .equal, Expression(40), priority: .defaultLow))
        #expect(close(s.value(of: w), 30)) // the L1 median
    }

    @Test func lowerTierDecidesOnlyAmongHigherTierOptima() throws {
        let s = Solver()
        let a = s.makeVariable(), b = s.makeVariable()
        try s.add(Constraint(a + b, .equal, Expression(100)))
        try s.add(Constraint(Expression(a), .greaterThanOrEqual, Expression(30), priority: .defaultHigh))
        try s.add(Constraint(Expression(a), .lessThanOrEqual, Expression(10), priority: .defaultLow))
        try s.add(Constraint(Expression(a), .lessThanOrEqual, Expression(10), priority: .defaultLow))
        try s.add(Constraint(Expression(b), .greaterThanOrEqual, Expression(95), priority: .fittingSizeLevel))
        #expect(close(s.value(of: a), 30) && close(s.value(of: b), 70))
    }

    @Test func hugging251BeatsHugging250() throws {
        // Reference §1.8 T2: container 300, A|B edge to edge, intrinsic 50 and 60, hugging 250 / 251.
        let s = Solver()
        let a = s.makeVariable(), b = s.makeVariable()
        try s.add(Constraint(a + b, .equal, Expression(300)))
        for (v, size, hug) in [(a, 50.0, 250.0), (b, 60.0, 251.0)] {
            try s.add(Constraint(Expression(v), .lessThanOrEqual, Expression(size), priority: try Priority(hug)))
            try s.add(Constraint(Expression(v), .greaterThanOrEqual, Expression(size), priority: .defaultHigh))
        }
        #expect(close(s.value(of: a), 240) && close(s.value(of: b), 60))
    }
}

@Suite struct DeterminismAndAmbiguityTests {
    func build() throws -> [UInt64] {
        let s = Solver()
        var vars: [Variable] = []
        for i in 0..<40 { vars.append(s.makeVariable("v\(i)")) }
        // Equal-priority conflicts everywhere: many tied optima.
        for i in 1..<vars.count {
            try s.add(Constraint(vars[i] - vars[i - 1], .greaterThanOrEqual, Expression(Double(i % 3))))
            try s.add(Constraint(Expression(vars[i]), .equal, Expression(Double(i * 7 % 13)), priority: .defaultLow))
            try s.add(Constraint(vars[i] + vars[i - 1], .equal, Expression(20), priority: .defaultLow))
        }
        try s.addEditVariable(vars[0], priority: .defaultHigh)
        try s.suggestValue(3, for: vars[0])
        return vars.map { s.value(of: $0).bitPattern }
    }

    @Test func sameSystemSameBits() throws {
        let first = try build()
        for _ in 0..<3 { #expect(try build() == first) }
    }

    @Test func pinnedAndAmbiguousVariables() throws {
        let s = Solver()
        let left = s.makeVariable(), width = s.makeVariable(), free = s.makeVariable(), tied = s.makeVariable()
        try s.add(Constraint(Expression(left), .equal, Expression(0)))
        try s.add(Constraint(Expression(width), .equal, Expression(40), priority: .defaultLow))
        try s.add(Constraint(free + left, .greaterThanOrEqual, Expression(5)))
        try s.add(Constraint(Expression(tied), .greaterThanOrEqual, Expression(0)))
        try s.add(Constraint(Expression(tied), .lessThanOrEqual, Expression(0)))
        #expect(s.isPinned(left))
        #expect(s.isPinned(width))
        #expect(!s.isPinned(free))
        #expect(s.isPinned(tied))
        #expect(!s.isPinned(s.makeVariable()))
    }
}

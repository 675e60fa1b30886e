import Testing

@testable import TrellisSolver

/// The symbols' objective vectors share one pool of linked cells (`ObjectivePool`): each vector keeps its
/// entries highest tier first, freed cells are used again, and a vector written out and made again is the
/// same vector.
@Suite struct ObjectivePoolTests {
    @Test func entriesStayInTierOrderAndDropAtZero() {
        var tableau = Tableau()
        let s = tableau.newSymbol(.error)
        tableau.addObjective(s, tier: 250, 1)
        tableau.addObjective(s, tier: 750, 2)
        tableau.addObjective(s, tier: 500, 3)
        tableau.addObjective(s, tier: 250, 4)
        #expect(
            tableau.objectives.vector(from: tableau.symbolTable[s].objective) == [
                TierWeight(priority: 750, value: 2), TierWeight(priority: 500, value: 3),
                TierWeight(priority: 250, value: 5),
            ])
        tableau.addObjective(s, tier: 500, -3)
        #expect(
            tableau.objectives.vector(from: tableau.symbolTable[s].objective) == [
                TierWeight(priority: 750, value: 2), TierWeight(priority: 250, value: 5),
            ])
        #expect(tableau.objectives.entryCount == 2)
        #expect(tableau.leadingSign(s) == 1)
    }

    /// `addObjective(_:weights:times:)` adds another symbol's vector tier by tier; a sum near zero leaves
    /// the vector, and the other symbol's vector is unchanged.
    @Test func vectorsAddTierByTier() {
        var tableau = Tableau()
        let a = tableau.newSymbol(.error), b = tableau.newSymbol(.error)
        tableau.addObjective(a, tier: 750, 1)
        tableau.addObjective(a, tier: 250, 1)
        tableau.addObjective(b, tier: 1000, 5)
        tableau.addObjective(b, tier: 750, 2)
        tableau.addObjective(b, tier: 500, 7)
        tableau.addObjective(b, weights: tableau.symbolTable[a].objective, times: -2)
        #expect(
            tableau.objectives.vector(from: tableau.symbolTable[b].objective) == [
                TierWeight(priority: 1000, value: 5), TierWeight(priority: 500, value: 7),
                TierWeight(priority: 250, value: -2),
            ])
        #expect(
            tableau.objectives.vector(from: tableau.symbolTable[a].objective) == [
                TierWeight(priority: 750, value: 1), TierWeight(priority: 250, value: 1),
            ])
        #expect(tableau.leadingSign(b) == 1)
        tableau.addObjective(b, tier: 1000, -5)
        tableau.addObjective(b, tier: 500, -7)
        #expect(tableau.leadingSign(b) == -1)
    }

    /// Cleared vectors give their cells back, and new entries take them before the pool grows.
    @Test func freedCellsAreUsedAgain() {
        var pool = ObjectivePool()
        let entries = (0..<5000).map { TierWeight(priority: Double(5000 - $0), value: Double($0)) }
        let first = pool.makeVector(entries)
        #expect(pool.vector(from: first) == entries)
        #expect(pool.entryCount == 5000)
        pool.freeVector(from: first)
        #expect(pool.entryCount == 0)
        let again = pool.makeVector(Array(entries.prefix(3000)))
        #expect(again < 5000) // a freed cell, not a new one
        #expect(pool.vector(from: again) == Array(entries.prefix(3000)))
        let more = pool.makeVector(Array(entries.suffix(2000)))
        #expect(more < 5000)
        let grown = pool.make(TierWeight(priority: 1, value: 1), next: -1)
        #expect(grown == 5000) // every freed cell in use: the pool grows
        #expect(pool.entryCount == 5001)
    }
}

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

    /// Random additions — single entries and whole vectors times a factor, in tiers above, between, equal
    /// to and below the ones present, many cancelling — give the dense vectors' sums entry by entry, and
    /// every vector's first cell names its last (`ObjectivePool.tail(of:)`), which the additions below all
    /// tiers go straight to.
    @Test func randomAdditionsMatchDenseVectorsAndKeepTheirTails() {
        var generator = SeededGenerator(seed: 7)
        var tableau = Tableau()
        let symbols = (0..<6).map { _ in tableau.newSymbol(.error) }
        var dense = Array(repeating: [Double: Double](), count: symbols.count)
        let tiers: [Double] = [1000, 750, 500, 250, 1, 0.004, 0.003]
        let values: [Double] = [-2, -1, 1, 2, 0.5]
        func expectConsistent() {
            for (k, s) in symbols.enumerated() {
                let head = tableau.symbolTable[s].objective
                let expected = dense[k].sorted { $0.key > $1.key }.map { TierWeight(priority: $0.key, value: $0.value) }
                #expect(tableau.objectives.vector(from: head) == expected)
                guard head >= 0 else { continue }
                var last = head
                while tableau.objectives.next(last) >= 0 { last = tableau.objectives.next(last) }
                #expect(tableau.objectives.tail(of: head) == last)
            }
        }
        for _ in 0..<3_000 {
            let k = Int(generator.next() % UInt64(symbols.count))
            if generator.next() % 3 == 0 {
                let from = Int(generator.next() % UInt64(symbols.count))
                guard from != k else { continue }
                let factor = values[Int(generator.next() % UInt64(values.count))]
                for (tier, w) in dense[from] {
                    let v = (dense[k][tier] ?? 0) + w * factor
                    dense[k][tier] = nearZero(v) ? nil : v
                }
                tableau.addObjective(symbols[k], weights: tableau.symbolTable[symbols[from]].objective, times: factor)
            } else {
                let tier = tiers[Int(generator.next() % UInt64(tiers.count))]
                let delta = values[Int(generator.next() % UInt64(values.count))]
                let v = (dense[k][tier] ?? 0) + delta
                dense[k][tier] = v == 0 ? nil : v
                tableau.addObjective(symbols[k], tier: tier, delta)
            }
            expectConsistent()
        }
        #expect(tableau.objectives.entryCount == dense.map(\.count).reduce(0, +))
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

import Testing

@testable import TrellisSolver

/// `ExpansionScratch.addSums` adds a whole row at once; it must leave the same sums, first touched in the
/// same order, as `addSum` cell by cell — across calls (`begin` starts a new one without clearing).
@Suite struct ExpansionScratchTests {
    @Test func addingARowAtOnceMatchesCellByCell() {
        var generator = SeededGenerator(seed: 3)
        var bulk = ExpansionScratch(), single = ExpansionScratch()
        var overlaps = 0
        for call in 0..<200 {
            bulk.begin(symbolCount: 300, definitionCount: 0)
            single.begin(symbolCount: 300, definitionCount: 0)
            for _ in 0..<(1 + call % 5) {
                var cells: [Term] = []
                for symbol in 0..<300 where generator.next() % 4 == 0 {
                    cells.append(Term(symbol: symbol, coefficient: [0.5, -1, 3, 1e-3][Int(generator.next() % 4)]))
                }
                let c = [1.0, -2, 0.25][call % 3]
                bulk.addSums(cells, times: c)
                for term in cells { single.addSum(term.symbol, c * term.coefficient) }
                overlaps += cells.count
            }
            #expect(bulk.touched == single.touched)
            #expect(bulk.touched.map { bulk.sum[$0] } == single.touched.map { single.sum[$0] })
        }
        #expect(overlaps > 10_000)
    }
}

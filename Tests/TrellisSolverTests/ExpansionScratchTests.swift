import Testing

@testable import TrellisSolver

/// `ExpansionScratch` sums rows into per-symbol slots that live for one call (`begin` starts the next
/// without clearing them). Against plain per-call dictionaries: the same sums, the symbols listed in the
/// order first touched, whether added a row at a time (`addSums`) or a cell at a time (`addSum`).
@Suite struct ExpansionScratchTests {
    @Test func sumsMatchAFreshDictionaryEveryCall() {
        var generator = SeededGenerator(seed: 3)
        var scratch = ExpansionScratch()
        var cellsAdded = 0, reused = 0
        for call in 0..<200 {
            scratch.begin(symbolCount: 300, definitionCount: 0)
            var sums: [Int: Double] = [:]
            var order: [Int] = []
            func expect(_ symbol: Int, _ c: Double) {
                if sums[symbol] == nil { order.append(symbol) } else { reused += 1 }
                sums[symbol, default: 0] += c
            }
            for row in 0..<(1 + call % 5) {
                var cells: [Term] = []
                for symbol in 0..<300 where generator.next() % 4 == 0 {
                    cells.append(Term(symbol: symbol, coefficient: [0.5, -1, 3, 1e-3][Int(generator.next() % 4)]))
                }
                let c = [1.0, -2, 0.25][call % 3]
                if row % 2 == 0 {
                    scratch.addSums(cells, times: c)
                } else {
                    for term in cells { scratch.addSum(term.symbol, c * term.coefficient) }
                }
                for term in cells { expect(term.symbol, c * term.coefficient) }
                cellsAdded += cells.count
            }
            #expect(scratch.touched == order)
            #expect(order.map { scratch.sum[$0] } == order.map { sums[$0] ?? .nan })
        }
        #expect(cellsAdded > 10_000 && reused > 5_000)
    }
}

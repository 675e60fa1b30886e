import Testing

@testable import TrellisSolver

/// `Row.add` merges in place from the back. It must give exactly the cells (symbols, coefficients and
/// kept column positions) and the callbacks of a plain front-to-back merge into a new array, on rows
/// where symbols appear, cancel and coincide in every mix.
@Suite struct RowMergeTests {
    /// The merge `Row.add` replaced, kept here as the reference.
    private func referenceAdd(_ row: Row, _ other: Row, _ factor: Double) -> (Row, appeared: [Int], vanished: [Int]) {
        var merged: [Term] = []
        var appeared: [Int] = [], vanished: [Int] = []
        var i = 0, j = 0
        let a = row.terms, b = other.terms
        while i < a.count || j < b.count {
            if j == b.count || (i < a.count && a[i].symbol < b[j].symbol) {
                merged.append(a[i]); i += 1
            } else if i == a.count || b[j].symbol < a[i].symbol {
                let c = b[j].coefficient * factor
                if !nearZero(c) {
                    var term = Term(symbol: b[j].symbol, coefficient: c)
                    term.columnPosition = 1000 + b[j].symbol
                    merged.append(term)
                    appeared.append(b[j].symbol)
                }
                j += 1
            } else {
                let c = a[i].coefficient + b[j].coefficient * factor
                if nearZero(c) {
                    vanished.append(a[i].symbol)
                } else {
                    var term = a[i]
                    term.coefficient = c
                    merged.append(term)
                }
                i += 1; j += 1
            }
        }
        var result = row
        result.terms = merged
        result.constant += other.constant * factor
        return (result, appeared, vanished)
    }

    /// A row over symbols 0..<span with about `density` of them present; coefficients drawn from a small
    /// set so that sums cancel often.
    private func randomRow(span: Int, density: Double, using generator: inout SeededGenerator) -> Row {
        var row = Row(constant: Double(generator.next() % 7) - 3)
        for symbol in 0..<span where Double(generator.next() % 1000) / 1000 < density {
            var term = Term(symbol: symbol, coefficient: [-2, -1, -0.5, 0.5, 1, 2, 1e-12][Int(generator.next() % 7)])
            term.columnPosition = symbol
            row.terms.append(term)
        }
        return row
    }

    /// Adds `other × factor` to `row` with `Row.add` and expects the reference merge's cells, column
    /// positions and callbacks (reported from the back: the same symbols, highest first). Returns how many
    /// cells appeared and vanished.
    private func expectSameAsMerge(_ row: Row, _ other: Row, _ factor: Double) -> (appeared: Int, vanished: Int) {
        let expected = referenceAdd(row, other, factor)
        var actual = row
        var appeared: [Int] = [], vanished: [Int] = []
        actual.add(
            other, times: factor,
            appeared: {
                appeared.append($0); return 1000 + $0
            },
            vanished: { vanished.append($0.symbol) })
        #expect(actual.constant == expected.0.constant)
        #expect(actual.terms.map(\.symbol) == expected.0.terms.map(\.symbol))
        #expect(actual.terms.map(\.coefficient) == expected.0.terms.map(\.coefficient))
        #expect(actual.terms.map(\.columnPosition) == expected.0.terms.map(\.columnPosition))
        #expect(appeared == expected.appeared.reversed())
        #expect(vanished == expected.vanished.reversed())
        return (appeared.count, vanished.count)
    }

    @Test func matchesAFrontToBackMergeOnRandomRows() {
        var generator = SeededGenerator(seed: 42)
        var cancellations = 0, appearances = 0
        for round in 0..<2_000 {
            let span = 1 + round % 40
            let a = randomRow(span: span, density: [0, 0.2, 0.5, 0.9][round % 4], using: &generator)
            let b = randomRow(span: span, density: [0.1, 0.5, 1][round % 3], using: &generator)
            let factor = [1.0, -1, 2, -0.5, 1e-13][Int(generator.next() % 5)]
            let (appeared, vanished) = expectSameAsMerge(a, b, factor)
            cancellations += vanished
            appearances += appeared
        }
        // The rounds exercise both paths a great deal (not a vacuous comparison).
        #expect(cancellations > 1_000)
        #expect(appearances > 1_000)
    }

    /// A row at least `Row.sparseRatio` times longer than the row added finds each added cell by binary
    /// search (`addSparse`): the same cells, column positions and callbacks as the merge, on long rows with
    /// one to six cells added that appear at either end or in between, cancel and coincide.
    @Test func aShortRowAddedToALongOneMatchesTheMerge() {
        var generator = SeededGenerator(seed: 7)
        var sparse = 0, cancellations = 0, appearances = 0
        for round in 0..<2_000 {
            let span = 100 + round % 300
            let a = randomRow(span: span, density: [0.3, 0.6, 0.95][round % 3], using: &generator)
            var b = Row(constant: Double(generator.next() % 5))
            let symbols = Set((0..<(1 + round % 6)).map { _ in Int(generator.next() % UInt64(span + 2)) }).sorted()
            for symbol in symbols {
                // Half the time the negation of the cell already there, so that it cancels.
                let existing = a.coefficient(of: symbol)
                let c =
                    existing != 0 && generator.next() % 2 == 0 ? -existing : [-1.5, 0.25, 3][Int(generator.next() % 3)]
                b.terms.append(Term(symbol: symbol, coefficient: c))
            }
            if b.terms.count * Row.sparseRatio <= a.terms.count { sparse += 1 }
            let (appeared, vanished) = expectSameAsMerge(a, b, 1)
            cancellations += vanished
            appearances += appeared
        }
        #expect(sparse > 1_500 && cancellations > 1_000 && appearances > 1_000)
    }
}

import Testing

@testable import TrellisLayout
@testable import TrellisSolver
@testable import TrellisText

/// What a large layout keeps one of per constraint, per symbol, per unknown or per glyph, held to a budget:
/// the feed of 10,000 cells keeps about 400,000 engine constraints and solver records and 700,000 tableau
/// symbols, and these sizes are what lets it stay within its memory target (`docs/performance.md`). A type
/// may shrink freely; growing past its budget is a decision to make here, with its cost in mind.
struct MemoryBudgetTests {
    /// The solver's records: per constraint a record and its terms, per symbol an entry, per row cell a
    /// term, per unknown an optional variable.
    @Test func theSolversRecordsStayWithinBudget() {
        #expect(MemoryLayout<ConstraintRecord>.stride <= 40)
        #expect(MemoryLayout<PooledTerm>.stride <= 12)
        #expect(MemoryLayout<SymbolEntry>.stride <= 32)
        #expect(MemoryLayout<Column>.stride <= 8)
        #expect(MemoryLayout<Term>.stride <= 16)
        #expect(MemoryLayout<Variable?>.stride <= 8)
    }

    /// The layout engine's: per constraint an engine constraint (its key, form and wording inside) and a
    /// position's occupancy; the wordings a large layout is made of (content sizes, stacks) kept small.
    @Test func theEnginesConstraintsStayWithinBudget() {
        #expect(MemoryLayout<EngineConstraint>.stride <= 104)
        #expect(MemoryLayout<EngineConstraint?>.stride <= 104)
        #expect(MemoryLayout<LinearForm>.stride <= 72)
        #expect(MemoryLayout<ConstraintKey>.size <= 9)
        #expect(MemoryLayout<ConstraintWording>.size <= 8)
        #expect(MemoryLayout<ContentSizeWording>.size <= 7)
        #expect(MemoryLayout<StackConstraintWording>.stride <= 56)
        #expect(MemoryLayout<TieBreakWording>.size <= 32)
        #expect(MemoryLayout<LiveSystem.Occupancy>.stride <= 8)
    }

    /// The text engine's: per shaped glyph, kept for every label a layout draws.
    @Test func aShapedGlyphStaysWithinBudget() {
        #expect(MemoryLayout<ShapedGlyph>.stride <= 24)
    }
}

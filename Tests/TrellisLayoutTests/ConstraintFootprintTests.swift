import Testing

@testable import TrellisLayout

/// A large layout keeps hundreds of thousands of engine constraints (the feed of 10,000 cells: 430,000),
/// so their size is part of the 300 MB budget at 10,000 (issue 8): the wording in 8 bytes with no box of
/// its own for a spec constraint, the form's four inline terms in 72 (slots in 32 bits), the whole
/// constraint in 120.
struct ConstraintFootprintTests {
    @Test func aConstraintKeepsItsWordingInEightBytes() {
        #expect(MemoryLayout<ConstraintWording>.size == 8)
        #expect(MemoryLayout<LinearForm>.stride == 72)
        #expect(MemoryLayout<EngineConstraint>.stride == 120)
    }

    /// The boxed cases are boxed at their own size: a content size's wording is far smaller than a
    /// stack's, which a box of the whole enum would have given every constraint.
    @Test func boxedWordingsKeepTheirOwnSizes() {
        #expect(MemoryLayout<ContentSizeWording>.size <= 40)
        #expect(MemoryLayout<TieBreakWording>.size <= 32)
        #expect(MemoryLayout<StackConstraintWording>.size <= 58)
        #expect(MemoryLayout<StackConstraintWording>.size > MemoryLayout<ContentSizeWording>.size)
    }
}

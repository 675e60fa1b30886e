import Testing

@testable import TrellisLayout

/// A large layout keeps hundreds of thousands of engine constraints (the feed of 10,000 cells: 430,000),
/// so their size is part of the 300 MB budget at 10,000 (issue 8): the wording in 8 bytes with no box of
/// its own for a spec constraint, the whole constraint in 136.
struct ConstraintFootprintTests {
    @Test func aConstraintKeepsItsWordingInEightBytes() {
        #expect(MemoryLayout<ConstraintWording>.size == 8)
        #expect(MemoryLayout<EngineConstraint>.stride == 136)
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

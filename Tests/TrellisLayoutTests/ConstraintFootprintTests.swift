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

    /// The boxed cases are boxed at their own size (a box of the whole enum would have given every
    /// constraint the largest); the two kinds a large layout is made of are not boxed at all: a content
    /// size's wording is seven plain bytes in place, a stack's is made again from its constraint's key when
    /// a report needs it (`StackWordings`), so their constraints' copies count no references.
    @Test func boxedWordingsKeepTheirOwnSizes() {
        #expect(MemoryLayout<ContentSizeWording>.size == 7)
        #expect(_isPOD(ContentSizeWording.self))
        #expect(_isPOD(StackConstraintWording.self))
        #expect(MemoryLayout<StackConstraintWording>.stride <= 56)
        #expect(MemoryLayout<TieBreakWording>.size <= 32)
    }

    /// A content-size wording reads its size from its constraint and its priorities from its view: the
    /// reports say what the constraints hold, for a view with priorities of its own.
    @Test func aContentSizeWordingReadsWhatItsConstraintHolds() throws {
        var label = Doc.label(
            "l", "Hello", size: 17,
            [
                Doc.c(.owner, .leading, .equal, .superview, .leading, 10),
                Doc.c(.owner, .top, .equal, .superview, .top, 20),
            ])
        label.contentHugging.horizontal = 260
        label.compressionResistance.vertical = 740
        let solved = try Doc.engine().solve(LayoutDocument(canvas: Doc.iPhoneSE, views: [label]))
        let sizes = solved.constraints.filter { $0.origin == .intrinsicSize }
        let width = try #require(solved.views.first?.intrinsicSize.width)
        #expect(
            sizes.map(\.source) == [
                "l.width <= \(AppleNames.number(width)) @260 (content hugging)",
                "l.width >= \(AppleNames.number(width)) @750 (compression resistance)",
                "l.height <= 20.5 @250 (content hugging)", "l.height >= 20.5 @740 (compression resistance)",
            ])
        #expect(sizes.map(\.priority) == [260, 750, 250, 740])
        #expect(sizes.map(\.constant) == [width, width, 20.5, 20.5])
    }
}

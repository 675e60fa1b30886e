import Testing
import TrellisSolver

@testable import TrellisLayout

/// A large layout keeps hundreds of thousands of engine constraints (the feed of 10,000 cells: 400,000),
/// so their size is part of the 300 MB budget at 10,000 (issue 8): the wording in 8 bytes with no box of
/// its own for a spec constraint, the key in 9 (views and indices in 32 bits), the form's four inline
/// terms in 64 (slots in 32 bits, the count read from them), the whole constraint in 96 (the relation and
/// the weight in the key's padding).
struct ConstraintFootprintTests {
    @Test func aConstraintKeepsItsWordingInEightBytes() {
        #expect(MemoryLayout<ConstraintWording>.size == 8)
        #expect(MemoryLayout<ConstraintKey>.size == 9)
        // Made from `Int`s, read back as the same numbers; the weight reads back as it was given.
        let key = ConstraintKey.stack(view: 999_999, index: 123_456)
        guard case .stack(let view, let index) = key else { Issue.record("not a stack key"); return }
        #expect(view == 999_999 && index == 123_456 && key == .stack(view: 999_999, index: 123_456))
        #expect(key != .stack(view: 999_999, index: 123_455) && ConstraintKey.spec(7) != .wrapWidth(view: 7))
        let weighted = EngineConstraint(
            key: key, form: LinearForm(constant: 1), relation: .lessThanOrEqual, priority: 249, wording: .stack,
            weight: 4_000)
        #expect(weighted.weight == 4_000 && EngineConstraint.vacancy.weight == 1)
        #expect(MemoryLayout<LinearForm>.stride == 64)
        #expect(MemoryLayout<EngineConstraint>.stride == 96)
    }

    /// A position of the live system's store says what it holds in 4 bytes: a solver id read back as it
    /// was, or one of three codes, never mistaken for one another.
    @Test func aPositionsOccupancyIsFourBytes() throws {
        typealias Occupancy = LiveSystem.Occupancy
        #expect(MemoryLayout<Occupancy>.stride == 4)
        let solver = Solver()
        let x = solver.makeVariable()
        var ids: [ConstraintID] = []
        for i in 0..<3 {
            ids.append(try solver.add(Constraint(Expression(x), .greaterThanOrEqual, Expression(Double(i)))))
        }
        for id in ids { #expect(Occupancy.solved(id).id == id && Occupancy.solved(id) != .vacant) }
        #expect(ids[0].rawValue == 0 && Occupancy.solved(ids[0]) != .held && Occupancy.solved(ids[0]) != .unsolved)
        #expect([Occupancy.vacant, .held, .unsolved].allSatisfy { $0.id == nil })
        #expect(Occupancy.vacant != .held && Occupancy.held != .unsolved && Occupancy.vacant != .unsolved)
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

import Testing
import TrellisSolver

@testable import TrellisLayout

/// An engine constraint's parts read back as they were made (their sizes: `MemoryBudgetTests`).
struct EngineConstraintTests {
    @Test func aConstraintsKeyAndWeightReadBack() {
        // Made from `Int`s, read back as the same numbers; the weight reads back as it was given.
        let key = ConstraintKey.stack(view: 999_999, index: 123_456)
        guard case .stack(let view, let index) = key else { Issue.record("not a stack key"); return }
        #expect(view == 999_999 && index == 123_456 && key == .stack(view: 999_999, index: 123_456))
        #expect(key != .stack(view: 999_999, index: 123_455) && ConstraintKey.spec(7) != .wrapWidth(view: 7))
        let weighted = EngineConstraint(
            key: key, form: LinearForm(constant: 1), relation: .lessThanOrEqual, priority: 249, wording: .stack,
            weight: 4_000)
        #expect(weighted.weight == 4_000)
        let plain = EngineConstraint(
            key: .spec(0), form: LinearForm(constant: 1), relation: .equal, priority: 1000, wording: .spec(0))
        #expect(plain.weight == 1)
    }

    /// A position of the live system's store says what it holds: a solver id read back as it was, or
    /// vacant, held or unsolved, never mistaken for one another.
    @Test func aPositionsOccupancyReadsBack() throws {
        typealias Occupancy = LiveSystem.Occupancy
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

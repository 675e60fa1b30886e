import Testing
import TrellisCorpus
import TrellisLayout
import TrellisSpec

/// Issue 8's "any permutation of a spec's constraints: within 2× of the fastest order", counted: every
/// reorderable corpus family (`CorpusFamily.reorderable`) written with its constraints in every compared
/// order (`ConstraintOrder.compared`: natural, reversed, four seeded shuffles) gives the same frames, and
/// its solver work stays within a small factor of the cheapest order's. `trellis-bench scale --orders` times
/// the same specs as whole processes (every order within 1.13× of the fastest at N = 1,000).
@Suite struct SpecOrderWorkTests {
    static func solve(_ name: String, _ n: Int, _ order: ConstraintOrder) throws -> SolvedLayout {
        let yaml = try #require(CorpusFamily.spec(name, n, order: order))
        return try LargeStack.run { try ScaleSupport.engine.solve(try ScaleSupport.document(yaml)) }
    }

    @Test(arguments: CorpusFamily.reorderable)
    func everyOrderGivesTheSameFrames(_ name: String) throws {
        let reference = try Self.solve(name, 100, .natural)
        for order in ConstraintOrder.compared.dropFirst() {
            let other = try Self.solve(name, 100, order)
            #expect(other.views.count == reference.views.count)
            for (a, b) in zip(reference.views, other.views) {
                let (f, g) = (a.absoluteFrame, b.absoluteFrame)
                let apart = max(
                    abs(f.minX - g.minX), abs(f.minY - g.minY), abs(f.width - g.width), abs(f.height - g.height))
                #expect(a.name == b.name && apart < 1e-9, "\(name) \(order): \(a.name) \(f) vs \(g)")
            }
        }
    }

    @Test(arguments: CorpusFamily.reorderable)
    func everyOrderCostsAboutTheSame(_ name: String) throws {
        var operations: [(order: ConstraintOrder, count: Int)] = []
        for order in ConstraintOrder.compared {
            operations.append((order, try Self.solve(name, 400, order).work.solverRowTermOperations))
        }
        let fewest = operations.map(\.count).min() ?? 0
        for (order, count) in operations {
            #expect(
                count <= 3 * fewest, "\(name) \(order): \(count) row-term operations, \(fewest) in the cheapest order")
        }
    }

    /// The shuffled grid grows as the natural one does. Shuffled and given to the solver as written, a grid
    /// row's common width was fixed late (when its last tile's trailing edge or its first tile's leading
    /// edge arrived), after the tops of the rows below had come to hold it (top == above.bottom + 8,
    /// height == width), and fixing it substituted a constant into hundreds of rows: 3.5× the natural
    /// order's work at 400 tiles, 30× at 10,000. The solver now gets a spec's constraints view by view
    /// (`SpecInstallOrder`).
    @Test func theShuffledGridGrowsLinearly() throws {
        let small = try Self.solve("grid-constraints", 400, .shuffled).work.solverRowTermOperations
        let large = try Self.solve("grid-constraints", 1600, .shuffled).work.solverRowTermOperations
        let natural = try Self.solve("grid-constraints", 1600, .natural).work.solverRowTermOperations
        #expect(large <= 5 * small, "400 tiles: \(small) row-term operations, 1,600: \(large)")
        #expect(large <= natural + natural / 4, "shuffled \(large), natural \(natural)")
    }
}

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

    /// Views declared in an order unrelated to the grid's rows and columns, constraints shuffled too: view by
    /// view alone followed the declaration order, no fill-reducing order of the grid (6.7× the natural
    /// order's work at 1,600 tiles); axis by axis, the widths are fixed before any height or top refers to
    /// them, whatever the order (`SpecInstallOrder`).
    @Test func aGridDeclaredOutOfOrderCostsWhatTheNaturalOneCosts() throws {
        let natural = try Self.solve("grid-constraints", 1600, .natural).work.solverRowTermOperations
        let yaml = try #require(CorpusFamily.spec("grid-constraints", 1600, order: .shuffled))
        var lines = yaml.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let views = try #require(lines.firstIndex(of: "views:")) + 1
        let end = try #require(lines.firstIndex(of: "constraints:"))
        var seed: UInt64 = 11
        for i in stride(from: end - 1, to: views, by: -1) { // a seeded Fisher–Yates shuffle of the views
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            lines.swapAt(i, views + Int((seed >> 33) % UInt64(i - views + 1)))
        }
        let reference = try Self.solve("grid-constraints", 1600, .natural)
        let scrambled = try LargeStack.run {
            try ScaleSupport.engine.solve(try ScaleSupport.document(lines.joined(separator: "\n")))
        }
        let work = scrambled.work.solverRowTermOperations
        #expect(work <= natural + natural / 2, "views and constraints shuffled: \(work), natural: \(natural)")
        let frames = Dictionary(uniqueKeysWithValues: reference.views.map { ($0.name, $0.absoluteFrame) })
        #expect(scrambled.views.allSatisfy { frames[$0.name] == $0.absoluteFrame })
    }
}

import Testing

@testable import TrellisSolver

/// A short queue is put in order by one insertion sort (`Solver.shortCanonicalOrder`), a long one tier by
/// tier (`tieredCanonicalOrder`); both must give the same order, every key included: priority, newest
/// variable, content (relation, terms, coefficients, constant) and id.
@Suite struct ShortQueueOrderTests {
    /// Records made to tie on every key in turn: three priorities, shared newest variables, the same terms
    /// in another order, equal contents (then the id decides), removed records (left out).
    static func solverWithTies() throws -> (Solver, [Int]) {
        let solver = Solver()
        let v = (0..<4).map { solver.makeVariable("v\($0)") }
        var ids: [Int] = []
        let priorities = [try Priority(250), try Priority(750), try Priority(500)]
        var seed: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next(_ n: Int) -> Int {
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((seed >> 33) % UInt64(n))
        }
        for _ in 0..<60 {
            let a = v[next(4)], b = v[next(4)]
            let lhs = a == b ? Expression(a) : (next(2) == 0 ? a + b : b + a)
            let relation: Relation = [.equal, .lessThanOrEqual, .greaterThanOrEqual][next(3)]
            let constraint = Constraint(
                lhs, relation, Expression(Double(next(3))), priority: priorities[next(3)])
            ids.append(try solver.add(constraint).rawValue)
        }
        for id in ids where id % 7 == 3 { try solver.remove(ConstraintID(id)) }
        return (solver, ids)
    }

    @Test func everyShortQueueIsOrderedAsTheTieredSortOrdersIt() throws {
        let (solver, ids) = try Self.solverWithTies()
        var seed: UInt64 = 42
        for length in 0...Solver.shortQueue {
            for _ in 0..<20 {
                var queue = ids
                for i in queue.indices.reversed() { // a seeded shuffle
                    seed = seed &* 6_364_136_223_846_793_005 &+ 1
                    queue.swapAt(i, Int((seed >> 33) % UInt64(i + 1)))
                }
                queue = Array(queue.prefix(length))
                #expect(solver.shortCanonicalOrder(queue) == solver.tieredCanonicalOrder(queue))
            }
        }
        // Ties on priority, newest variable and content exist, so the later keys are exercised.
        let all = solver.tieredCanonicalOrder(ids)
        #expect(all.count == ids.count - ids.filter { $0 % 7 == 3 }.count)
        #expect(
            solver.shortCanonicalOrder(Array(ids.prefix(16))).count
                == Array(ids.prefix(16)).filter { $0 % 7 != 3 }.count)
    }
}

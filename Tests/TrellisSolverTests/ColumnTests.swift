import Testing

@testable import TrellisSolver

/// `Column` keeps a one-row column in place and longer ones in an array: through every change of case
/// (none → one → many → fewer → none) it must behave as the `[Int]` of row slots it stands for, as the
/// tableau's swap-with-last removal uses it, and stay 8 bytes.
@Suite struct ColumnTests {
    @Test func behavesAsAnArrayOfSlotsThroughEveryCase() {
        var column = Column()
        var model: [Int] = []
        #expect(column.isEmpty)
        // Appends, element writes and removals from the end, mirrored on an array.
        let steps: [(append: Int?, write: (index: Int, value: Int)?, removeLast: Bool)] = [
            (7, nil, false), (nil, (0, 8), false), (nil, nil, true), (3, nil, false), (5, nil, false),
            (Int(Int32.max) - 1, nil, false), (nil, (1, 0), false), (nil, nil, true), (nil, nil, true),
            (nil, (0, 4), false), (nil, nil, true), (9, nil, false),
        ]
        for step in steps {
            if let slot = step.append {
                column.append(slot)
                model.append(slot)
            }
            if let (index, value) = step.write {
                column[index] = value
                model[index] = value
            }
            if step.removeLast {
                column.removeLast()
                model.removeLast()
            }
            #expect(Array(column) == model)
            #expect(column.count == model.count)
        }
        #expect(Array(column) == [9])
    }

    @Test func aCopyIsIndependent() {
        var column = Column()
        for slot in [1, 2, 3] { column.append(slot) }
        let saved = column // as the journal keeps it
        column[0] = 10
        column.removeLast()
        #expect(Array(saved) == [1, 2, 3])
        #expect(Array(column) == [10, 2])
        #expect(column.lastIndex(of: 2) == 1)
    }
}

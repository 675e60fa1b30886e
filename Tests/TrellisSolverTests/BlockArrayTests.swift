import Testing

@testable import TrellisSolver

/// `BlockArray` is an array kept in fixed blocks: the same elements at the same indices as an array
/// however many blocks it spans, a value like an array, and every element released with it.
@Suite struct BlockArrayTests {
    /// 96-byte records, as the solver's: 512 to a block, so 5,000 span ten blocks.
    struct Record: Equatable {
        var a = 0.0, b = 0.0, c = 0.0, d = 0.0, e = 0.0, f = 0.0, g = 0.0, h = 0.0, i = 0.0, j = 0.0, k = 0.0
        var id: Int
    }

    @Test func indicesAcrossBlocksReadAndWriteAsAnArray() {
        var blocks = BlockArray<Record>()
        var plain: [Record] = []
        for n in 0..<5000 {
            blocks.append(Record(id: n))
            plain.append(Record(id: n))
        }
        for n in stride(from: 0, to: 5000, by: 7) {
            blocks[n].c = Double(n)
            plain[n].c = Double(n)
        }
        #expect(blocks.count == 5000)
        #expect(Array(blocks) == plain)
        #expect(blocks[511].id == 511 && blocks[512].id == 512 && blocks[4999].id == 4999) // either side of a block
        #expect(BlockArray<Record>().isEmpty)
    }

    @Test func aCopyIsIndependent() {
        var original = BlockArray<Int>()
        for n in 0..<10_000 { original.append(n) }
        var copy = original
        copy[9_999] = -1
        copy.append(10_000)
        #expect(original[9_999] == 9_999 && original.count == 10_000)
        #expect(copy[9_999] == -1 && copy.count == 10_001)
        var other = original
        other[7_000] = -7
        #expect(original[7_000] == 7_000 && other[7_000] == -7 && copy[7_000] == 7_000)
    }

    final class Tracked {
        static let live = Counter()
        init() { Self.live.add(1) }
        deinit { Self.live.add(-1) }
    }

    final class Counter: @unchecked Sendable {
        private(set) var value = 0
        func add(_ n: Int) { value += n }
    }

    /// Elements held by an array that goes away are released, in full blocks and in the last, partly
    /// filled one (a block's memory is raw); a replaced element is released when it is replaced.
    @Test func elementsAreReleased() {
        let before = Tracked.live.value
        do {
            var blocks = BlockArray<Tracked>()
            for _ in 0..<20_000 { blocks.append(Tracked()) } // not a multiple of the block size
            #expect(Tracked.live.value == before + 20_000)
            blocks[3] = Tracked()
            #expect(Tracked.live.value == before + 20_000)
        }
        #expect(Tracked.live.value == before)
    }
}

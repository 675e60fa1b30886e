/// Finds the UTF-8 offset of a (line, column) position in constant time, whatever the line's length.
///
/// libyaml reports positions as lines and columns counted in Unicode scalars; the readers need byte
/// offsets to point inside a scalar's text. Walking a line from its start to a column costs the column,
/// so a spec written on one line (minified JSON, as generators write it) paid its length for every
/// position found on it: quadratic in the file. This index costs one pass over the text when the
/// source is made.
///
/// ASCII text (nearly every spec) needs no tables: a column is a byte. Otherwise every `stride`-th
/// scalar's byte offset is kept, with the number of scalars before each line, so an offset is a table
/// read and a walk of fewer than `stride` scalars.
struct ScalarColumns: Sendable, Hashable {
    /// The distance between checkpoints, in scalars.
    static let stride = 64

    /// Empty for ASCII text.
    private let scalarsBeforeLine: [Int]
    /// The byte offset of scalar `k * stride`, for every k. Empty for ASCII text.
    private let checkpoints: [Int]

    init(_ text: String, lineStarts: [Int]) {
        let utf8 = text.utf8
        guard !Self.isASCII(utf8) else {
            scalarsBeforeLine = []
            checkpoints = []
            return
        }
        var scalarsBeforeLine: [Int] = []
        scalarsBeforeLine.reserveCapacity(lineStarts.count)
        var checkpoints: [Int] = []
        var scalar = 0
        var nextLine = 0
        for (offset, byte) in utf8.enumerated() {
            while nextLine < lineStarts.count, lineStarts[nextLine] == offset {
                scalarsBeforeLine.append(scalar)
                nextLine += 1
            }
            guard byte & 0xC0 != 0x80 else { continue } // a continuation byte starts no scalar
            if scalar % Self.stride == 0 { checkpoints.append(offset) }
            scalar += 1
        }
        // A line starting at the very end (after a final LF) starts after every scalar.
        while nextLine < lineStarts.count {
            scalarsBeforeLine.append(scalar)
            nextLine += 1
        }
        self.scalarsBeforeLine = scalarsBeforeLine
        self.checkpoints = checkpoints
    }

    /// Whether every byte is below 0x80. The bytes are or-ed together without an early exit, a loop the
    /// compiler vectorizes: a large spec is nearly always ASCII, and this reads every byte of it.
    private static func isASCII(_ utf8: String.UTF8View) -> Bool {
        let contiguous = utf8.withContiguousStorageIfAvailable { bytes in
            var union: UInt8 = 0
            for byte in bytes { union |= byte }
            return union < 0x80
        }
        return contiguous ?? !utf8.contains { $0 >= 0x80 }
    }

    /// The byte offset of the scalar at `column` (from 1) of line `line` (from 1, a valid line), or nil
    /// when the text holds fewer scalars. The caller checks the offset against the line's end. Adds the
    /// bytes it stepped through to `steps` (fewer than `stride` scalars' worth).
    func utf8Offset<Bytes: RandomAccessCollection<UInt8>>(
        line: Int, column: Int, lineStarts: [Int], in bytes: Bytes, steps: inout Int
    ) -> Int? where Bytes.Index == Int {
        guard column >= 1 else { return nil }
        if checkpoints.isEmpty { return lineStarts[line - 1] + column - 1 }
        let target = scalarsBeforeLine[line - 1] + column - 1
        let checkpoint = target / Self.stride
        guard checkpoint < checkpoints.count else { return nil }
        var offset = checkpoints[checkpoint]
        var remaining = target - checkpoint * Self.stride
        while remaining > 0 {
            offset += 1
            steps += 1
            guard offset < bytes.endIndex else { return nil }
            if bytes[offset] & 0xC0 != 0x80 { remaining -= 1 }
        }
        return offset
    }
}

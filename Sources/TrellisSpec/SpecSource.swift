import FoundationEssentials
import TrellisLayout

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The text of a spec and where it came from: used to read it, to resolve relative image paths and to
/// show the offending line under an error or a diagnostic.
public struct SpecSource: Sendable, Hashable {
    /// The path as given, or `<stdin>`.
    public let file: String
    public let text: String
    /// Relative `image:` paths are resolved against this directory: the spec file's own directory,
    /// or the current directory for standard input and specs given as text.
    public let baseDirectory: String
    /// UTF-8 offset where each line starts; lines are decoded only when a message needs one. The YAML
    /// pre-scan walks the lines by these too.
    let lineStarts: [Int]
    /// Byte offsets of (line, column) positions, found without walking the line.
    let scalarColumns: ScalarColumns

    public init(file: String, text: String, baseDirectory: String) {
        self.file = file
        // A UTF-8 byte-order mark is not part of the spec (and would shift columns on line 1).
        let text = text.hasPrefix("\u{FEFF}") ? String(text.dropFirst()) : text
        self.text = text
        self.baseDirectory = baseDirectory
        // Split on bytes: "\r\n" is a single Character, so a Character split would miss it.
        let lineStarts = Self.lineStarts(text)
        self.lineStarts = lineStarts
        self.scalarColumns = ScalarColumns(text, lineStarts: lineStarts)
    }

    /// UTF-8 offsets where lines start (after each LF), found in place by `memchr` (a spec may be
    /// megabytes long).
    private static func lineStarts(_ text: String) -> [Int] {
        var text = text
        return text.withUTF8 { bytes in
            var starts = [0]
            guard let base = bytes.baseAddress else { return starts }
            var offset = 0
            while offset < bytes.count, let found = memchr(base + offset, 0x0A, bytes.count - offset) {
                offset = UnsafeRawPointer(base).distance(to: UnsafeRawPointer(found)) + 1
                starts.append(offset)
            }
            return starts
        }
    }

    /// Reads a spec file, or standard input for `-`. Throws `SpecError` for a missing or unreadable file, a
    /// directory, a closed standard input, text over `limits.specBytes` (found while reading, before the
    /// rest is read) and bytes that aren't UTF-8 (located at the first bad byte).
    public static func load(path: String, limits: ResourceLimits = .standard) throws -> SpecSource {
        let currentDirectory = FileManager.default.currentDirectoryPath
        if path == "-" {
            let bytes = try SpecFile.readStandardInput(limit: limits.specBytes)
            return SpecSource(
                file: "<stdin>", text: try decode(bytes, file: "<stdin>"), baseDirectory: currentDirectory)
        }
        let bytes = try SpecFile.read(path: path, limit: limits.specBytes)
        let url = URL(fileURLWithPath: path, relativeTo: URL(fileURLWithPath: currentDirectory, isDirectory: true))
        let base = url.standardizedFileURL.deletingLastPathComponent().path
        return SpecSource(file: path, text: try decode(bytes, file: path), baseDirectory: base)
    }

    /// The bytes as text, or an error at the line and column of the first byte that isn't UTF-8 (UTF-16
    /// text, recognised by its byte-order mark, is named as such).
    static func decode(_ bytes: [UInt8], file: String) throws -> String {
        if let text = String(validating: bytes, as: UTF8.self) { return text }
        if bytes.count >= 2, (bytes[0] == 0xFF && bytes[1] == 0xFE) || (bytes[0] == 0xFE && bytes[1] == 0xFF) {
            throw SpecError(
                "cannot read '\(file)': it is UTF-16 text; save it as UTF-8",
                at: SourceLocation(file: file, line: 1, column: 1))
        }
        let (offset, line, column) = firstInvalidUTF8(bytes)
        // The line up to the bad byte, for the caret display (what follows may not decode).
        var lineStart = offset
        while lineStart > 0, bytes[lineStart - 1] != UInt8(ascii: "\n") { lineStart -= 1 }
        let shown = String(decoding: bytes[lineStart..<offset], as: UTF8.self) + "\u{FFFD}"
        throw SpecError(
            "cannot read '\(file)': it is not UTF-8 text (byte 0x\(String(bytes[offset], radix: 16, uppercase: true)) "
                + "at offset \(offset) is not valid UTF-8)",
            at: SourceLocation(file: file, line: line, column: column), sourceLine: shown)
    }

    /// The byte offset, line and column (in scalars, from 1) of the first byte that doesn't decode as UTF-8.
    static func firstInvalidUTF8(_ bytes: [UInt8]) -> (offset: Int, line: Int, column: Int) {
        var line = 1, column = 1
        var decoder = UTF8()
        var iterator = bytes.makeIterator()
        var offset = 0
        // Decode scalar by scalar, tracking how many bytes each took.
        while true {
            let before = offset
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar):
                let width = UTF8.width(scalar)
                offset += width
                if scalar == "\n" { line += 1; column = 1 } else { column += 1 }
            case .emptyInput:
                return (min(before, max(0, bytes.count - 1)), line, column)
            case .error:
                return (before, line, column) // where the ill-formed sequence starts
            }
        }
    }

    /// Line `number` (1-based) without its line break, if it exists.
    public func line(_ number: Int) -> String? {
        guard number >= 1, number <= lineStarts.count else { return nil }
        let utf8 = text.utf8
        let start = utf8.index(utf8.startIndex, offsetBy: lineStarts[number - 1])
        var end =
            number < lineStarts.count ? utf8.index(utf8.startIndex, offsetBy: lineStarts[number] - 1) : utf8.endIndex
        if end > start, utf8[utf8.index(before: end)] == UInt8(ascii: "\r") { end = utf8.index(before: end) }
        return String(decoding: utf8[start..<end], as: UTF8.self)
    }

    public func location(line: Int, column: Int) -> SourceLocation {
        SourceLocation(file: file, line: line, column: column)
    }

    /// Where the byte at `utf8Offset` is: its line, and its column in Unicode scalars from 1 (as libyaml
    /// counts them). Nil past the end of the text.
    func location(utf8Offset offset: Int) -> SourceLocation? {
        let utf8 = text.utf8
        guard offset >= 0, offset <= utf8.count else { return nil }
        // The last line starting at or before the offset.
        var low = 0, high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        let start = utf8.index(utf8.startIndex, offsetBy: lineStarts[low])
        let end = utf8.index(utf8.startIndex, offsetBy: offset)
        // Every byte that isn't a UTF-8 continuation byte starts a scalar.
        let scalars = utf8[start..<end].reduce(0) { $0 + ($1 & 0xC0 == 0x80 ? 0 : 1) }
        return location(line: low + 1, column: scalars + 1)
    }

    /// A `SpecError` at `location`, carrying the line for the caret display.
    public func error(_ message: String, at location: SourceLocation?) -> SpecError {
        SpecError(message, at: location, sourceLine: location.flatMap { line($0.line) })
    }

    /// Where the character at `offset` (in Unicode scalars) of a scalar's value is written, given where the
    /// scalar starts and how it is quoted. Exact for single-line plain, single-quoted and double-quoted
    /// scalars (JSON strings are double-quoted), escapes included; otherwise the scalar's start. Costs the
    /// scalar's length up to `offset`, never the distance from the line's start.
    func location(inScalarAt start: SourceLocation, quote: Unicode.Scalar?, offset: Int) -> SourceLocation {
        var steps = 0
        return location(inScalarAt: start, quote: quote, offset: offset, steps: &steps)
    }

    /// `location(inScalarAt:quote:offset:)`, adding to `steps` the bytes it stepped through: the work the
    /// tests count to show that locating costs the scalar, not the line.
    func location(inScalarAt start: SourceLocation, quote: Unicode.Scalar?, offset: Int, steps: inout Int)
        -> SourceLocation
    {
        guard let quote else { return location(line: start.line, column: start.column + offset) }
        guard start.line >= 1, start.line <= lineStarts.count, let quote = UInt8(exactly: quote.value) else {
            return start
        }
        let lineEnd = start.line < lineStarts.count ? lineStarts[start.line] - 1 : text.utf8.count
        func column<Bytes: RandomAccessCollection<UInt8>>(_ all: Bytes, steps: inout Int) -> Int?
        where Bytes.Index == Int {
            guard
                let opening = scalarColumns.utf8Offset(
                    line: start.line, column: start.column, lineStarts: lineStarts, in: all, steps: &steps),
                opening < lineEnd
            else { return nil }
            return Self.column(
                ofValueOffset: offset, quote: quote, opening: opening, column: start.column, lineEnd: lineEnd,
                in: all, steps: &steps)
        }
        let found =
            text.utf8.withContiguousStorageIfAvailable { column($0, steps: &steps) }
            ?? column(Array(text.utf8), steps: &steps)
        return found.map { location(line: start.line, column: $0) } ?? start
    }

    /// The column (from 1) of the value's character at `offset` in a scalar quoted with `quote`, whose
    /// opening quote is the byte at `opening`, in column `column`, of a line ending (before its LF) at
    /// `lineEnd`. Columns count Unicode scalars; every byte compared is ASCII, and a multi-byte scalar's
    /// first byte never equals one.
    private static func column<Bytes: RandomAccessCollection<UInt8>>(
        ofValueOffset offset: Int, quote: UInt8, opening: Int, column: Int, lineEnd: Int, in line: Bytes,
        steps: inout Int
    ) -> Int where Bytes.Index == Int {
        var end = lineEnd
        if end > opening, line[end - 1] == 0x0D { end -= 1 } // a CR before the LF
        var position = opening
        defer { steps += position - opening }
        var index = column - 1 // scalars passed; may count past the line's end (as the escapes' lengths say)
        func scalarEnd(_ from: Int) -> Int {
            var after = from + 1
            while after < end, line[after] & 0xC0 == 0x80 { after += 1 }
            return after
        }
        func skip(_ count: Int) {
            for _ in 0..<count {
                if position < end { position = scalarEnd(position) }
                index += 1
            }
        }
        skip(1) // the opening quote
        var valueIndex = 0
        while position < end, valueIndex < offset {
            let c = line[position]
            let next: UInt8? = scalarEnd(position) < end ? line[scalarEnd(position)] : nil
            if c == quote {
                if quote == UInt8(ascii: "'"), next == quote {
                    skip(2)
                    valueIndex += 1
                    continue
                }
                break // the closing quote
            }
            if quote == UInt8(ascii: "\""), c == UInt8(ascii: "\\"), let code = next {
                skip(escapeLength(code))
            } else {
                skip(1)
            }
            valueIndex += 1
        }
        return index + 1
    }

    /// Characters a YAML double-quoted escape occupies, counting the backslash.
    private static func escapeLength(_ code: UInt8) -> Int {
        switch code {
        case UInt8(ascii: "x"): return 4
        case UInt8(ascii: "u"): return 6
        case UInt8(ascii: "U"): return 10
        default: return 2
        }
    }
}

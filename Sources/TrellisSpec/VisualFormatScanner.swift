#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The characters of a visual format string, read as UIKit's parser reads them: one ASCII byte at a time,
/// with no whitespace skipped (a space is a character like any other, so `H: |-[a]` is an error at the space).
/// `reads` counts every byte examined, so tests can check that parsing is linear in the string's length.
struct VisualFormatScanner {
    let bytes: [UInt8]
    /// The index of the next character; `bytes.count` at the end.
    var position = 0
    private(set) var reads = 0

    init(_ bytes: [UInt8]) { self.bytes = bytes }

    var isAtEnd: Bool { position >= bytes.count }

    /// The next character, or nil at the end.
    mutating func peek() -> UInt8? {
        guard position < bytes.count else { return nil }
        reads += 1
        return bytes[position]
    }

    /// Whether the next character is `c` (false at the end).
    mutating func next(is c: UInt8) -> Bool { peek() == c }

    /// Consumes the next character if it is `c`.
    mutating func skip(_ c: UInt8) -> Bool {
        guard next(is: c) else { return false }
        position += 1
        return true
    }

    static func isLetter(_ c: UInt8) -> Bool { (c >= 0x41 && c <= 0x5A) || (c >= 0x61 && c <= 0x7A) }
    static func isDigit(_ c: UInt8) -> Bool { c >= 0x30 && c <= 0x39 }
    static func isHexDigit(_ c: UInt8) -> Bool { isDigit(c) || (c | 0x20 >= 0x61 && c | 0x20 <= 0x66) }

    /// A C identifier (`[A-Za-z_][A-Za-z0-9_]*`), consumed; empty (consuming nothing) when none starts here.
    mutating func name() -> String {
        let start = position
        guard let first = peek(), first == 0x5F || Self.isLetter(first) else { return "" }
        position += 1
        while let c = peek(), c == 0x5F || Self.isLetter(c) || Self.isDigit(c) { position += 1 }
        return String(decoding: bytes[start..<position], as: UTF8.self)
    }

    /// The longest number `strtod_l` reads here in the C locale (an optional `-`, then decimal digits with a
    /// point and an exponent, a hexadecimal `0x…p…`, `inf` or `nan`), consumed with its text; nil
    /// (consuming nothing) when there is none.
    mutating func number() -> (value: Double, range: Range<Int>)? {
        let start = position
        var end = position
        func at(_ i: Int) -> UInt8? {
            guard i < bytes.count else { return nil }
            reads += 1
            return bytes[i]
        }
        if at(end) == 0x2D { end += 1 }
        let body = end
        if at(body) == 0x30, let x = at(body + 1), x | 0x20 == 0x78,
            let h = at(body + 2), Self.isHexDigit(h) || (h == 0x2E && at(body + 3).map(Self.isHexDigit) == true)
        {
            end = body + 2
            while let c = at(end), Self.isHexDigit(c) { end += 1 }
            if at(end) == 0x2E {
                end += 1
                while let c = at(end), Self.isHexDigit(c) { end += 1 }
            }
            end = Self.exponent(after: end, marker: 0x70, at)
        } else if let word = Self.words.first(where: { Self.matches($0, at: body, at) }) {
            end = body + word.utf8.count
        } else {
            var digits = 0
            while let c = at(end), Self.isDigit(c) { end += 1; digits += 1 }
            if at(end) == 0x2E {
                end += 1
                while let c = at(end), Self.isDigit(c) { end += 1; digits += 1 }
            }
            guard digits > 0 else { return nil }
            end = Self.exponent(after: end, marker: 0x65, at)
        }
        let text = String(decoding: bytes[start..<end], as: UTF8.self)
        // Swift reads numbers with the C library's strtod in the C locale, as UIKit does.
        guard let value = Double(text) else { return nil }
        position = end
        return (value, start..<end)
    }

    /// The words `strtod` reads as numbers (case aside).
    private static let words = ["infinity", "inf", "nan"]

    /// The characters in `range`, for a message.
    func text(_ range: Range<Int>) -> String { String(decoding: bytes[range], as: UTF8.self) }

    /// The end of an exponent (`e±digits`, `p±digits` for hexadecimal) starting at `end`, or `end` when
    /// no complete exponent is there.
    private static func exponent(after end: Int, marker: UInt8, _ at: (Int) -> UInt8?) -> Int {
        guard let e = at(end), e | 0x20 == marker else { return end }
        var i = end + 1
        if at(i) == 0x2B || at(i) == 0x2D { i += 1 }
        guard let d = at(i), Self.isDigit(d) else { return end }
        while let c = at(i), Self.isDigit(c) { i += 1 }
        return i
    }

    private static func matches(_ word: String, at start: Int, _ at: (Int) -> UInt8?) -> Bool {
        for (k, w) in word.utf8.enumerated() where at(start + k).map({ $0 | 0x20 }) != w { return false }
        return true
    }

    /// `%g`, as UIKit's priority messages print a number (`Invalid priority specified: 1001.…`).
    static func cFormat(_ value: Double) -> String {
        var buffer = [CChar](repeating: 0, count: 64)
        let count = withVaList([value]) { vsnprintf(&buffer, buffer.count, "%g", $0) }
        return String(
            decoding: buffer.prefix(max(0, min(Int(count), buffer.count - 1))).map { UInt8(bitPattern: $0) },
            as: UTF8.self)
    }
}

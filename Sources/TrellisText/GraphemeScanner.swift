/// Grapheme clusters (Swift `Character`s, UAX #29 extended grapheme clusters) of UTF-16 text, without
/// building a `Character` for the common case.
///
/// Fast path: between scalars `a` and `b` there is a cluster boundary whenever `a` is *simple* (listed
/// below: Grapheme_Cluster_Break = Other, not Extended_Pictographic, not Regional_Indicator, not Prepend,
/// not Hangul) and `b` is below U+0300 or simple (so not Extend, ZWJ or SpacingMark): no UAX #29 rule
/// other than GB999 applies to such a pair, whatever surrounds it. Everything else — marks, emoji
/// sequences, flags, Hangul, Indic conjuncts, controls — is a *zone* running from the last fast boundary
/// to the next one, segmented by Swift itself (`String`'s `Character`s): both ends are true boundaries,
/// and no rule looks back past a simple scalar, so the result equals segmenting the whole text.
/// `GraphemeScannerTests` checks this against Swift for every BMP code point next to letters, marks, ZWJ,
/// emoji and regional indicators, and for 20,000 random sequences drawn from every break class.
enum GraphemeScanner {
    /// One cluster: its UTF-16 range, and its scalar when it is a single one (else use `character(in:)`).
    struct Cluster {
        var start: Int
        var end: Int
        var scalar: Unicode.Scalar?

        /// The cluster as a Swift `Character` (for clusters of several scalars).
        func character(in units: UnsafeBufferPointer<UInt16>) -> Character? {
            String(decoding: UnsafeBufferPointer(rebasing: units[start..<end]), as: UTF16.self).first
        }
    }

    /// Whether `value` is in a range we know to be Grapheme_Cluster_Break = Other and not
    /// Extended_Pictographic (ranges chosen for the scripts labels mostly use; anything else takes the
    /// exact, slower path).
    static func isSimple(_ value: UInt32) -> Bool {
        switch value {
        case 0x20...0x7E: return true
        case 0xA0...0x2FF: return value != 0xAD && value != 0xA9 && value != 0xAE // soft hyphen: Control; ©, ®: ExtPict
        case 0x370...0x482: return true // Greek, Cyrillic letters
        case 0x5D0...0x5EA, 0x5F0...0x5F4: return true // Hebrew letters
        case 0x620...0x64A, 0x660...0x66F, 0x671...0x6D3: return true // Arabic letters and digits
        case 0x2000...0x200A, 0x2010...0x2027, 0x2030...0x203B, 0x203D...0x2048, 0x204A...0x205E: return true
        case 0x3000...0x3029, 0x3031...0x303C, 0x303E...0x303F: return true // CJK symbols (not 〰 〽, not tone marks)
        case 0x3041...0x3096, 0x309B...0x30FF: return true // kana (not the combining voicing marks)
        case 0x3400...0x4DBF, 0x4E00...0x9FFF: return true // CJK ideographs
        case 0xFF01...0xFF9D: return true // full- and halfwidth forms (not the halfwidth voicing marks)
        default: return false
        }
    }

    static func isFastBoundary(_ a: UInt32, _ b: UInt32) -> Bool {
        isSimple(a) && (b < 0x300 || isSimple(b))
    }

    /// The scalar at `i` (a lone surrogate reads as U+FFFD, as Swift decodes it) and its length in units.
    static func scalar(at i: Int, in units: UnsafeBufferPointer<UInt16>) -> (value: UInt32, length: Int) {
        let unit = units[i]
        if unit & 0xF800 != 0xD800 { return (UInt32(unit), 1) }
        if unit < 0xDC00, i + 1 < units.count, units[i + 1] & 0xFC00 == 0xDC00 {
            return (0x10000 + (UInt32(unit & 0x3FF) << 10 | UInt32(units[i + 1] & 0x3FF)), 2)
        }
        return (0xFFFD, 1)
    }

    /// Calls `body` with every cluster of `units`, in order.
    static func forEachCluster(_ units: UnsafeBufferPointer<UInt16>, _ body: (Cluster) -> Void) {
        var iterator = Iterator(units)
        while let cluster = iterator.next() { body(cluster) }
    }

    /// The clusters of `units`, in order (a loop over `next()` inlines; a closure per cluster would not).
    struct Iterator {
        let units: UnsafeBufferPointer<UInt16>
        private var position = 0
        /// Cluster ends inside the current zone (as Swift segments it), and the next one to return.
        private var zoneEnds: [Int] = []
        private var zoneIndex = 0

        init(_ units: UnsafeBufferPointer<UInt16>) { self.units = units }

        mutating func next() -> Cluster? {
            let n = units.count
            let i = position
            guard i < n else { return nil }
            if zoneIndex < zoneEnds.count {
                let end = zoneEnds[zoneIndex]
                zoneIndex += 1
                position = end
                let (s, length) = scalar(at: i, in: units)
                return Cluster(start: i, end: end, scalar: i + length == end ? Unicode.Scalar(s) : nil)
            }
            let (s, length) = scalar(at: i, in: units)
            let next = i + length
            if next == n || isFastBoundary(s, scalar(at: next, in: units).value) {
                position = next
                return Cluster(start: i, end: next, scalar: Unicode.Scalar(s))
            }
            enterZone(at: i, after: next)
            let end = zoneEnds[0]
            zoneIndex = 1
            position = end
            return Cluster(start: i, end: end, scalar: i + length == end ? Unicode.Scalar(s) : nil)
        }

        /// Segments the zone from `start` (a boundary) to the next fast boundary after `next` with Swift.
        private mutating func enterZone(at start: Int, after next: Int) {
            let n = units.count
            var previous = scalar(at: next, in: units)
            var end = next + previous.length
            while end < n {
                let current = scalar(at: end, in: units)
                if isFastBoundary(previous.value, current.value) { break }
                previous = current
                end += current.length
            }
            zoneEnds.removeAll(keepingCapacity: true)
            var offset = start
            for character in String(decoding: UnsafeBufferPointer(rebasing: units[start..<end]), as: UTF16.self) {
                offset = min(offset + character.utf16.count, end)
                zoneEnds.append(offset)
            }
            // Unreachable for valid UTF-16 (Swift strings are): the zone always ends exactly at `end`.
            if zoneEnds.last != end { zoneEnds.append(end) }
        }
    }

    /// UTF-16 code units of `text`, transcoded directly from its UTF-8 storage when contiguous.
    static func utf16(of text: Substring) -> [UInt16] {
        let fast: [UInt16]? = text.utf8.withContiguousStorageIfAvailable { bytes in
            [UInt16](unsafeUninitializedCapacity: bytes.count) { out, count in
                var i = 0, o = 0
                let n = bytes.count
                // Swift strings hold valid UTF-8, so every sequence is complete and well formed.
                while i < n {
                    let b0 = UInt32(bytes[i])
                    if b0 < 0x80 {
                        out[o] = UInt16(b0); i += 1; o += 1
                    } else if b0 < 0xE0 {
                        out[o] = UInt16((b0 & 0x1F) << 6 | UInt32(bytes[i + 1] & 0x3F)); i += 2; o += 1
                    } else if b0 < 0xF0 {
                        out[o] = UInt16(
                            (b0 & 0x0F) << 12 | UInt32(bytes[i + 1] & 0x3F) << 6 | UInt32(bytes[i + 2] & 0x3F))
                        i += 3; o += 1
                    } else {
                        let v =
                            (b0 & 0x07) << 18 | UInt32(bytes[i + 1] & 0x3F) << 12 | UInt32(bytes[i + 2] & 0x3F) << 6
                            | UInt32(bytes[i + 3] & 0x3F)
                        out[o] = UInt16(0xD800 + ((v - 0x10000) >> 10)); out[o + 1] = UInt16(0xDC00 + (v & 0x3FF))
                        i += 4; o += 2
                    }
                }
                count = o
            }
        }
        return fast ?? Array(text.utf16)
    }
}

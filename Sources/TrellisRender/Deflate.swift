import CDeflate

/// A zlib stream of fixed-Huffman deflate blocks whose only matches repeat the previous byte (distance 1) or
/// the previous pixel (distance `period`), which is what filtered flat colour and straight edges produce.
///
/// The stream is built from strips (`DeflateStrip`), each encoded on its own and ending on a byte boundary,
/// so strips can be encoded at the same time and joined by copying. A strip's matches stop at its end; its
/// first bytes may repeat the bytes just before it. The strips' bounds are fixed by the caller, never by the
/// number of cores, so the same input always gives the same bytes.
enum Deflate {
    /// The zlib stream of `input` encoded as one strip.
    static func zlibRunLength(_ input: [UInt8], period: Int) -> [UInt8] {
        let strip = input.withUnsafeBufferPointer {
            DeflateStrip(encoding: $0, from: 0, period: period, isLast: true)
        }
        var output: [UInt8] = []
        appendZlibStream(of: [strip], to: &output)
        return output
    }

    /// The bytes of a zlib stream of `strips` (in order, the last one marked last): what
    /// `appendZlibStream` writes.
    static func zlibStreamCount(of strips: [DeflateStrip]) -> Int {
        strips.reduce(2 + 4) { $0 + $1.bytes.count }
    }

    /// Appends the zlib header, the strips' blocks and the Adler-32 of all their input.
    static func appendZlibStream(of strips: [DeflateStrip], to output: inout [UInt8]) {
        output.append(0x78)
        output.append(0x01)
        var adler: UInt32 = 1
        for strip in strips {
            output.append(contentsOf: strip.bytes)
            adler = Adler32.combine(adler, strip.adler, secondCount: strip.inputCount)
        }
        output.appendBigEndian(adler)
    }
}

/// One strip of a `Deflate` stream: a fixed-Huffman block of the strip's input, ended on a byte boundary —
/// by the end of the stream for the last strip, by an empty stored block otherwise (what zlib calls a sync
/// flush: 4 bytes and up to 10 bits).
struct DeflateStrip: Sendable {
    /// The encoded bytes.
    let bytes: [UInt8]
    /// Adler-32 of the strip's input, to combine with the other strips' (`Adler32.combine`).
    let adler: UInt32
    /// How many input bytes the strip encodes.
    let inputCount: Int

    /// Encodes `buffer[start...]`; the bytes before `start` are the end of the previous strip's input, which
    /// the first matches may repeat.
    init(encoding buffer: UnsafeBufferPointer<UInt8>, from start: Int, period: Int, isLast: Bool) {
        let count = buffer.count - start
        // At most 9 bits an input byte (a literal; a match of 3 or more bytes takes at most 18 bits), plus the
        // block's header, end and sync flush: the output fits without a check per code. Not zeroed: only the
        // bytes written are read (and only the pages written are ever touched).
        let capacity = (count * 9 + 7) / 8 + 16
        bytes = [UInt8](unsafeUninitializedCapacity: capacity) { output, written in
            guard let out = output.baseAddress else { written = 0; return }
            var bits = BitWriter(out)
            bits.write(isLast ? 0b1 : 0b0, count: 1) // BFINAL
            bits.write(0b01, count: 2) // BTYPE = fixed Huffman
            if let data = buffer.baseAddress {
                Self.writeCodes(data, from: start, to: buffer.count, period: period, into: &bits)
            }
            let (end, endCount) = Self.literalCodes[256]
            bits.write(end, count: endCount)
            if !isLast {
                bits.write(0b000, count: 3) // BFINAL = 0, BTYPE = stored
                bits.flush()
                for byte: UInt8 in [0x00, 0x00, 0xFF, 0xFF] { bits.writeByte(byte) } // LEN = 0, NLEN = ~0
            }
            bits.flush()
            written = bits.length
        }
        adler = Adler32.checksum(UnsafeRawBufferPointer(UnsafeBufferPointer(rebasing: buffer[start...])))
        inputCount = count
    }

    /// Literals and matches for `data[start..<end]`; matches look back no further than `period` bytes and stop at
    /// `end`.
    private static func writeCodes(
        _ data: UnsafePointer<UInt8>, from start: Int, to end: Int, period: Int, into bits: inout BitWriter
    ) {
        // Distance codes 0 (distance 1) and 2 or 3 (distance 3 or 4), 5 bits, no extra bits, bit-reversed.
        let pixelDistance: UInt64 = period == 3 ? 0b01000 : 0b11000
        literalCodes.withUnsafeBufferPointer { literals in
            matchCodes.withUnsafeBufferPointer { matches in
                var i = start
                while i < end {
                    // A byte that repeats neither the previous byte nor the previous pixel starts no match: a
                    // literal (most bytes of text and hatching), without measuring two runs.
                    if i >= period, data[i] != data[i - 1], data[i] != data[i - period] {
                        let (code, count) = literals[Int(data[i])]
                        bits.write(code, count: count)
                        i += 1
                        continue
                    }
                    let byteRun = i >= 1 ? matchLength(data, at: i, distance: 1, end: end) : 0
                    let pixelRun =
                        i >= period && byteRun < 258 ? matchLength(data, at: i, distance: period, end: end) : 0
                    let run = max(byteRun, pixelRun)
                    if run >= 3 {
                        let (code, count) = matches[run]
                        let distance = byteRun >= pixelRun ? 0 : pixelDistance
                        bits.write(code | distance &<< UInt64(count), count: count + 5)
                        i += run
                    } else {
                        let (code, count) = literals[Int(data[i])]
                        bits.write(code, count: count)
                        i += 1
                    }
                }
            }
        }
    }

    /// Each literal/length symbol's fixed Huffman code, bit-reversed for LSB-first packing, and its length.
    private static let literalCodes: [(UInt64, Int)] = (0...287).map { symbol in
        let (code, length): (Int, Int)
        switch symbol {
        case 0...143: (code, length) = (0x30 + symbol, 8)
        case 144...255: (code, length) = (0x190 + symbol - 144, 9)
        case 256...279: (code, length) = (symbol - 256, 7)
        default: (code, length) = (0xC0 + symbol - 280, 8)
        }
        return (UInt64(reversed(code, length)), length)
    }

    /// For each match length 3…258 (indexed by length): its symbol's code followed by its extra bits.
    private static let matchCodes: [(UInt64, Int)] = {
        var table = [(UInt64, Int)](repeating: (0, 0), count: 259)
        var base = 3
        for symbol in 257...284 {
            let extra = symbol < 265 ? 0 : (symbol - 261) / 4
            let (code, length) = literalCodes[symbol]
            for value in 0..<(1 << extra) where base + value <= 257 {
                table[base + value] = (code | UInt64(value) << UInt64(length), length + extra)
            }
            base += 1 << extra
        }
        table[258] = literalCodes[285]
        return table
    }()

    /// How many bytes from `i` (at most 258, and not past `end`) repeat the bytes `distance` before them; 8 at
    /// a time where possible.
    @inline(__always)
    private static func matchLength(_ data: UnsafePointer<UInt8>, at i: Int, distance: Int, end: Int) -> Int {
        let limit = min(258, end - i)
        var run = 0
        let raw = UnsafeRawPointer(data)
        while run + 8 <= limit {
            let a = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: i + run, as: UInt64.self))
            let b = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: i + run - distance, as: UInt64.self))
            // The first differing byte is the lowest non-zero byte of a ^ b (bytes in memory order).
            if a != b { return run + (a ^ b).trailingZeroBitCount >> 3 }
            run += 8
        }
        while run < limit, data[i + run] == data[i + run - distance] { run += 1 }
        return run
    }

    private static func reversed(_ code: Int, _ length: Int) -> Int {
        var result = 0, c = code
        for _ in 0..<length { result = result << 1 | c & 1; c >>= 1 }
        return result
    }
}

/// Adler-32, zlib's trailer checksum.
enum Adler32 {
    private static let modulus = 65521

    static func checksum(_ data: [UInt8]) -> UInt32 {
        data.withUnsafeBytes { checksum($0) }
    }

    /// By libdeflate (vectorised).
    static func checksum(_ bytes: UnsafeRawBufferPointer) -> UInt32 {
        UInt32(libdeflate_adler32(1, bytes.baseAddress, bytes.count))
    }

    /// The checksum of two inputs one after the other, from each one's checksum and the second's length.
    ///
    /// Adler-32 keeps `a` = 1 + the sum of the bytes and `b` = the sum of `a` after each byte, both modulo
    /// 65521. Appending `n` bytes whose own sums are `a2`, `b2` gives `a1 + a2 - 1`, and `b1 + b2` plus
    /// `n × (a1 - 1)`: each appended byte's running `a` is its own plus `a1 - 1`.
    static func combine(_ first: UInt32, _ second: UInt32, secondCount n: Int) -> UInt32 {
        let m = modulus
        let a1 = Int(first & 0xFFFF), b1 = Int(first >> 16)
        let a2 = Int(second & 0xFFFF), b2 = Int(second >> 16)
        let a = (a1 + a2 + m - 1) % m
        let b = (b1 + b2 + (n % m) * ((a1 + m - 1) % m)) % m
        return UInt32(b) << 16 | UInt32(a)
    }
}

/// Bits written least significant first, as deflate packs them, into memory the caller sized for them
/// (`DeflateStrip` allows 9 bits an input byte): no bounds or uniqueness check per code, and masking
/// arithmetic, in the loop that writes every literal of a picture's text and hatching.
struct BitWriter {
    private let out: UnsafeMutablePointer<UInt8>
    /// Whole bytes written.
    private(set) var length = 0
    private var accumulator: UInt64 = 0
    private var count = 0

    init(_ out: UnsafeMutablePointer<UInt8>) { self.out = out }

    /// Writes a whole byte; only after `flush`, when no bits are pending.
    mutating func writeByte(_ byte: UInt8) {
        out[length] = byte
        length &+= 1
    }

    /// Writes the low `n` bits of `value` (`n` ≤ 32).
    @inline(__always)
    mutating func write(_ value: UInt64, count n: Int) {
        accumulator |= value &<< UInt64(truncatingIfNeeded: count)
        count &+= n
        if count >= 32 {
            UnsafeMutableRawPointer(out + length).storeBytes(
                of: UInt32(truncatingIfNeeded: accumulator).littleEndian, as: UInt32.self)
            length &+= 4
            accumulator &>>= 32
            count &-= 32
        }
    }

    /// Writes the pending bits, padded with zeros to a byte boundary.
    mutating func flush() {
        while count > 0 {
            out[length] = UInt8(truncatingIfNeeded: accumulator)
            length &+= 1
            accumulator &>>= 8
            count = max(0, count - 8)
        }
    }
}

extension Array where Element == UInt8 {
    mutating func appendBigEndian(_ v: UInt32) {
        append(contentsOf: [UInt8(v >> 24), UInt8(v >> 16 & 0xFF), UInt8(v >> 8 & 0xFF), UInt8(v & 0xFF)])
    }

    /// Length, type, data and CRC-32 of type + data (computed over the bytes just appended, so the data is
    /// copied once).
    mutating func appendChunk(_ type: String, _ data: [UInt8]) {
        appendChunk(type, count: data.count) { $0.append(contentsOf: data) }
    }

    /// A chunk of `count` data bytes that `writeData` appends.
    mutating func appendChunk(_ type: String, count dataCount: Int, _ writeData: (inout [UInt8]) -> Void) {
        reserveCapacity(count + dataCount + 12)
        appendBigEndian(UInt32(dataCount))
        let start = count
        append(contentsOf: type.utf8)
        writeData(&self)
        let crc = withUnsafeBytes { CRC32.checksum(UnsafeRawBufferPointer(rebasing: $0[start...])) }
        appendBigEndian(crc)
    }
}

/// The CRC-32 of PNG chunks, by libdeflate (vectorised, where a byte-at-a-time table shows on a tall
/// render's large IDAT chunk).
enum CRC32 {
    static func checksum(_ data: [UInt8]) -> UInt32 {
        data.withUnsafeBytes { checksum($0) }
    }

    static func checksum(_ bytes: UnsafeRawBufferPointer) -> UInt32 {
        UInt32(libdeflate_crc32(0, bytes.baseAddress, bytes.count))
    }
}

/// JSON being written: UTF-8 bytes appended to storage of its own. (A `String` or a `[UInt8]` checks its
/// storage's uniqueness and capacity on every small append, and a large layout's report is millions of
/// them; here an append is a capacity check and a copy.)
///
/// Not copyable: the text owns its bytes, and is only ever written through `inout`.
struct JSONText: ~Copyable {
    private var base: UnsafeMutablePointer<UInt8>
    private var count = 0
    private var capacity: Int
    /// Where full chunks go when the text is streamed (`init(chunkSize:sink:)`); nil to keep it all.
    private let sink: (([UInt8]) -> Void)?
    private let chunkSize: Int

    init(reservingCapacity capacity: Int = 0) {
        sink = nil
        chunkSize = .max
        self.capacity = max(64, capacity)
        base = .allocate(capacity: self.capacity)
    }

    /// Text handed to `sink` in chunks of about `chunkSize` bytes (at line ends) as it is written, and the
    /// rest by `finish()`: a large report never sits whole in memory.
    init(chunkSize: Int, sink: @escaping ([UInt8]) -> Void) {
        self.sink = sink
        self.chunkSize = chunkSize
        // Room for a chunk and the line that ends it, up to 16 MB to begin with (a caller may ask for
        // chunks of any size: the storage grows past it as the text does).
        capacity = max(64, min(chunkSize, 1 << 24) / 4 * 5)
        base = .allocate(capacity: capacity)
    }

    deinit { base.deallocate() }

    /// The bytes written so far (since the last chunk, when streaming).
    private var written: UnsafeBufferPointer<UInt8> { UnsafeBufferPointer(start: base, count: count) }

    /// Hands the text so far to the sink once it holds a chunk (nothing without a sink).
    mutating func flushIfFull() {
        guard let sink, count >= chunkSize else { return }
        sink(Array(written))
        count = 0
    }

    /// Hands whatever is left to the sink.
    mutating func finish() {
        guard let sink, count > 0 else { return }
        sink(Array(written))
        count = 0
    }

    var string: String { String(decoding: written, as: UTF8.self) }

    /// Room for `extra` more bytes.
    @inline(__always)
    private mutating func reserve(_ extra: Int) {
        if count + extra > capacity { grow(toHold: count + extra) }
    }

    private mutating func grow(toHold needed: Int) {
        let grown = max(needed, 2 * capacity)
        let storage = UnsafeMutablePointer<UInt8>.allocate(capacity: grown)
        storage.initialize(from: base, count: count)
        base.deallocate()
        base = storage
        capacity = grown
    }

    @inline(__always)
    private mutating func appendByte(_ byte: UInt8) {
        reserve(1)
        base[count] = byte
        count += 1
    }

    private mutating func append(bytes: UnsafeBufferPointer<UInt8>) {
        guard let start = bytes.baseAddress, !bytes.isEmpty else { return }
        reserve(bytes.count)
        (base + count).initialize(from: start, count: bytes.count)
        count += bytes.count
    }

    mutating func append(_ text: StaticString) {
        text.withUTF8Buffer { append(bytes: $0) }
    }

    /// A string's UTF-8. (Literals go to `append(_: StaticString)`, which reads them in place: a short
    /// literal as a `String` is a small string, copied out to be read.)
    mutating func append(string text: String) {
        var text = text
        text.withUTF8 { append(bytes: $0) }
    }

    /// Two spaces per level (a report writes one indentation per line).
    mutating func appendIndent(_ level: Int) {
        reserve(2 * level)
        (base + count).initialize(repeating: UInt8(ascii: " "), count: 2 * level)
        count += 2 * level
    }

    /// `NumberFormat.json(value)`, written without building a string for an integral value or for a
    /// fraction in the fixed-point range (`NumberFormat.fixedPoint`).
    mutating func appendNumber(_ value: Double) {
        guard value.isFinite else { append("null"); return }
        let millionths = (value * 1e6).rounded()
        let rounded = millionths / 1e6
        if rounded == 0 { appendByte(UInt8(ascii: "0")); return }
        if rounded == rounded.rounded(), abs(rounded) < 1e15 {
            if rounded < 0 { appendByte(UInt8(ascii: "-")) }
            appendDigits(of: UInt64(abs(rounded)), count: nil)
        } else if let fixed = NumberFormat.fixedPoint(millionths: millionths) {
            if fixed.negative { appendByte(UInt8(ascii: "-")) }
            appendDigits(of: UInt64(fixed.whole), count: nil)
            appendByte(UInt8(ascii: "."))
            // The six fraction digits without their trailing zeros.
            var fraction = UInt64(fixed.fraction), digits = 6
            while fraction % 10 == 0 { fraction /= 10; digits -= 1 }
            appendDigits(of: fraction, count: digits)
        } else {
            append(string: rounded.description)
        }
    }

    /// `value` in decimal, left-padded with zeros to `count` digits (its own digit count when nil).
    private mutating func appendDigits(of value: UInt64, count digits: Int?) {
        var width = 1, power: UInt64 = 10
        while width < 20, value >= power {
            width += 1
            power = power &* 10
        }
        if let digits { width = max(width, digits) }
        reserve(width)
        var rest = value
        for i in stride(from: count + width - 1, through: count, by: -1) {
            base[i] = UInt8(ascii: "0") + UInt8(rest % 10)
            rest /= 10
        }
        count += width
    }

    /// A JSON string literal: quotes, backslashes and control characters escaped; other text kept as UTF-8
    /// (a name or key with nothing to escape is copied whole).
    mutating func appendQuoted(_ text: String) {
        let quote = UInt8(ascii: "\""), backslash = UInt8(ascii: "\\")
        appendByte(quote)
        var text = text
        text.withUTF8 { utf8 in
            guard utf8.contains(where: { $0 == quote || $0 == backslash || $0 < 0x20 }) else {
                append(bytes: utf8)
                return
            }
            for byte in utf8 {
                switch byte {
                case quote: append("\\\"")
                case backslash: append("\\\\")
                case UInt8(ascii: "\n"): append("\\n")
                case UInt8(ascii: "\r"): append("\\r")
                case UInt8(ascii: "\t"): append("\\t")
                case ..<0x20:
                    append("\\u00")
                    let hex: StaticString = "0123456789abcdef"
                    hex.withUTF8Buffer { digits in
                        appendByte(digits[Int(byte >> 4)])
                        appendByte(digits[Int(byte & 0xF)])
                    }
                default: appendByte(byte)
                }
            }
        }
        appendByte(quote)
    }
}

import FoundationEssentials
import Synchronization
// ICU comes from the Swift toolchain's own `_FoundationICU` (ICU 76.1, Unicode 16, data built in),
// called through its `swift_`-prefixed C API. Why not the system libicu: it needs an extra package, is
// an older ICU (72 on bookworm), and its symbols are version-suffixed (`ubrk_open_72`), so Swift cannot
// call them without a C shim tied to one ICU major version. `_FoundationICU` ships with every Swift 6
// Linux runtime (it backs swift-foundation), and Package.swift links it with `.linkedLibrary`.
import _FoundationICU

enum ICU {
    private static func failed(_ code: UErrorCode) -> Bool { code.rawValue > U_ZERO_ERROR.rawValue }

    /// UAX #14 line-break opportunities (UTF-16 offsets > 0, always including `units.count`).
    /// Root rules: "strict" for small kana and ー (CJ never starts a line), as Pango does.
    static func lineBreaks(_ units: [UInt16]) throws -> [Int] {
        if let breaks = wordAndSpaceBreaks(units) { return breaks }
        return try breakIteratorLineBreaks(units)
    }

    /// The break opportunities of text made only of ASCII letters, digits and spaces, or nil for any other
    /// text. Among those three classes UAX #14 breaks only after a run of spaces: `SP ÷` (LB18), never
    /// before a space (LB7 `× SP`), and letters and digits hold together (LB23, LB25, LB28). Most labels
    /// are such text, and answering it here spares ICU's rule engine a walk through its state tables for
    /// every character (`ICULineBreakTests` compares the two on every such string up to a length, and on
    /// sentences).
    static func wordAndSpaceBreaks(_ units: [UInt16]) -> [Int]? {
        guard !units.isEmpty else { return [] }
        var applies = true
        // One pass, written in place: a break needs a space before it and a letter or digit at it, so there
        // are at most count / 2 of them and the end, and the result's capacity is known before the pass.
        let breaks = units.withUnsafeBufferPointer { units in
            [Int](unsafeUninitializedCapacity: units.count / 2 + 1) { out, count in
                var n = 0
                var previousIsSpace = false
                for i in units.indices {
                    let unit = units[i]
                    let isSpace = unit == 0x20
                    guard isSpace || (unit >= 0x30 && unit <= 0x39) || ((unit | 0x20) >= 0x61 && (unit | 0x20) <= 0x7A)
                    else {
                        applies = false
                        break
                    }
                    if previousIsSpace && !isSpace {
                        out.initializeElement(at: n, to: i)
                        n += 1
                    }
                    previousIsSpace = isSpace
                }
                out.initializeElement(at: n, to: units.count)
                count = n + 1
            }
        }
        return applies ? breaks : nil
    }

    /// `lineBreaks` by ICU's line-break iterator, for any text.
    static func breakIteratorLineBreaks(_ units: [UInt16]) throws -> [Int] {
        guard !units.isEmpty else { return [] }
        let iterator = try lineIterators.acquire()
        defer { lineIterators.release(iterator) }
        var status = U_ZERO_ERROR
        return try units.withUnsafeBufferPointer { buffer in
            swift_ubrk_setText(iterator, buffer.baseAddress, Int32(buffer.count), &status)
            guard !failed(status) else { throw TextError.icuFailure(operation: "ubrk_setText", code: status.rawValue) }
            var breaks: [Int] = []
            breaks.reserveCapacity(buffer.count + 1) // at most one per unit: one allocation
            _ = swift_ubrk_first(iterator)
            while true {
                let position = swift_ubrk_next(iterator)
                if position == UBRK_DONE { break }
                breaks.append(Int(position))
            }
            if breaks.last != buffer.count { breaks.append(buffer.count) }
            return breaks
        }
    }

    /// Unicode Bidirectional Algorithm: the paragraph level (0 = LTR, 1 = RTL, from the first strong
    /// character, LTR by default) and the embedding level of every UTF-16 unit (empty when all are 0).
    static func bidiLevels(_ units: [UInt16]) throws -> (paragraphLevel: UInt8, levels: [UInt8]) {
        guard !units.isEmpty else { return (0, []) }
        // Fast path: nothing right-to-left and no explicit controls => everything at level 0.
        if !units.contains(where: mayBeRightToLeft) { return (0, []) }
        var status = U_ZERO_ERROR
        let bidi = try bidiObjects.acquire()
        defer { bidiObjects.release(bidi) }
        return try units.withUnsafeBufferPointer { buffer in
            swift_ubidi_setPara(
                bidi, buffer.baseAddress, Int32(buffer.count), UBiDiLevel(UBIDI_DEFAULT_LTR), nil, &status)
            guard !failed(status) else { throw TextError.icuFailure(operation: "ubidi_setPara", code: status.rawValue) }
            let paragraphLevel = swift_ubidi_getParaLevel(bidi)
            guard let levels = swift_ubidi_getLevels(bidi, &status), !failed(status) else {
                throw TextError.icuFailure(operation: "ubidi_getLevels", code: status.rawValue)
            }
            return (paragraphLevel, Array(UnsafeBufferPointer(start: levels, count: buffer.count)))
        }
    }

    /// Visual order of runs with the given embedding levels (rule L2): result[visual] = logical index.
    static func visualOrder(_ levels: [UInt8]) -> [Int] {
        guard levels.count > 1, levels.contains(where: { $0 & 1 == 1 || $0 > 1 }) else { return Array(levels.indices) }
        var map = [Int32](repeating: 0, count: levels.count)
        levels.withUnsafeBufferPointer { lv in
            map.withUnsafeMutableBufferPointer {
                swift_ubidi_reorderVisual(lv.baseAddress, Int32(lv.count), $0.baseAddress)
            }
        }
        return map.map(Int.init)
    }

    /// Opened ICU objects kept for reuse. An object is used by one thread at a time: taken out of the
    /// pool, then put back.
    final class ObjectPool: @unchecked Sendable {
        /// Guards `idle`.
        private let lock = Mutex(())
        private var idle: [OpaquePointer] = []
        private let operation: String
        private let open: (inout UErrorCode) -> OpaquePointer?
        private let close: (OpaquePointer) -> Void

        init(
            operation: String, open: @escaping (inout UErrorCode) -> OpaquePointer?,
            close: @escaping (OpaquePointer) -> Void
        ) {
            self.operation = operation
            self.open = open
            self.close = close
        }

        func acquire() throws -> OpaquePointer {
            if let object = lock.withLock({ _ in idle.popLast() }) { return object }
            var status = U_ZERO_ERROR
            guard let object = open(&status), !failed(status) else {
                throw TextError.icuFailure(operation: operation, code: status.rawValue)
            }
            return object
        }

        func release(_ object: OpaquePointer) {
            lock.withLock { _ in
                if idle.count < 16 { idle.append(object) } else { close(object) }
            }
        }
    }

    /// Line-break iterators (opening one costs far more than `ubrk_setText`). Root-locale rules under
    /// "zh": strict for small kana and ー (CJ never starts a line), as Pango.
    static let lineIterators = ObjectPool(
        operation: "ubrk_open", open: { swift_ubrk_open(UBRK_LINE, "zh", nil, 0, &$0) },
        close: { swift_ubrk_close($0) })
    /// Bidi objects: each grows its arrays to the longest paragraph it has seen, so a paragraph costs no
    /// ICU allocation.
    static let bidiObjects = ObjectPool(
        operation: "ubidi_openSized", open: { swift_ubidi_openSized(0, 0, &$0) },
        close: { swift_ubidi_close($0) })

    /// Code units from blocks that hold right-to-left characters or bidi controls (a cheap pre-filter).
    private static func mayBeRightToLeft(_ unit: UInt16) -> Bool {
        switch unit {
        case 0x0590...0x08FF, 0xFB1D...0xFDFF, 0xFE70...0xFEFF, 0xD802, 0xD803, 0xD83A, 0xD83B: return true
        case 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069, 0x061C: return true
        default: return false
        }
    }
}

extension ICU {
    /// ISO 15924 script of a cluster for itemization: the first scalar's script that is neither Common
    /// nor Inherited, or nil when all are (spaces, digits, punctuation, emoji).
    static func script(of character: Character) -> Int32? {
        for scalar in character.unicodeScalars {
            if let code = script(of: scalar) { return code }
        }
        return nil
    }

    /// One scalar's script for itemization, or nil when it is Common or Inherited.
    static func script(of scalar: Unicode.Scalar) -> Int32? {
        switch scalar.value {
        case 0x41...0x5A, 0x61...0x7A: return USCRIPT_LATIN.rawValue
        case 0..<0x80: return nil
        case 0x4E00...0x9FFF: return USCRIPT_HAN.rawValue // CJK Unified Ideographs: all Han
        default: break
        }
        var status = U_ZERO_ERROR
        let code = swift_uscript_getScript(UChar32(bitPattern: scalar.value), &status).rawValue
        return code != USCRIPT_COMMON.rawValue && code != USCRIPT_INHERITED.rawValue ? code : nil
    }

    /// The language HarfBuzz shapes a script with (selects `locl` forms): kana in Japanese, Hangul in
    /// Korean, Han in Simplified Chinese; as Pango with a zh-cn context does.
    static func language(forScript script: Int32?) -> String {
        switch script {
        case USCRIPT_HIRAGANA.rawValue?, USCRIPT_KATAKANA.rawValue?: return "ja"
        case USCRIPT_HANGUL.rawValue?: return "ko"
        case USCRIPT_HAN.rawValue?: return "zh-cn"
        case USCRIPT_ARABIC.rawValue?: return "ar"
        case USCRIPT_HEBREW.rawValue?: return "he"
        case nil: return "zh-cn"
        default: return "en"
        }
    }
}

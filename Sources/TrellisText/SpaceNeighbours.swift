import CHarfBuzz
import FoundationEssentials
import Synchronization

/// The characters a face adjusts against an adjacent space (so a run must not be cut into words there),
/// decided for each character when it is first asked about and remembered.
///
/// A character c is adjusted when shaping (space, c) or (c, space) — LTR, Latin, English, the face's default
/// features — gives anything but the two nominal glyphs at their plain advances with no offsets. Only
/// characters in the face's cmap that are neither default-ignorable nor nonspacing/enclosing marks can be
/// adjusted. Deciding this for every character of a face when it is opened would shape tens of thousands
/// of pairs, while a label's text asks about a handful: each character is decided when first asked. The
/// answer for a character doesn't depend on when or in which order it is asked. Thread-safe (a lock guards
/// the memo; ASCII answers, once decided, are read without it, `ASCIIAnswers`).
final class SpaceNeighbours: @unchecked Sendable {
    private let font: OpaquePointer
    /// The face's cmap code points (`hb_face_collect_unicodes`); nil when the space is in no GPOS lookup,
    /// so no character is adjusted.
    private let unicodes: OpaquePointer?
    /// Guards `bmp`, `astral` and `buffer`.
    private let lock = Mutex(())
    /// 0 unknown, 1 not adjusted, 2 adjusted, for the Basic Multilingual Plane; others in `astral`.
    private var bmp: [UInt8] = []
    private var astral: [UInt32: Bool] = [:]
    private var buffer: OpaquePointer?
    /// The ASCII answers again, readable without the lock: a paragraph asks at every edge of every word,
    /// nearly always about ASCII characters, and the lock would be taken that often.
    private let ascii = ASCIIAnswers()

    init(font: OpaquePointer, face: OpaquePointer, spaceIsPositioned: Bool) {
        self.font = hb_font_reference(font)
        if spaceIsPositioned, let set = hb_set_create() {
            hb_face_collect_unicodes(face, set)
            unicodes = set
        } else {
            unicodes = nil
        }
    }

    deinit {
        if let unicodes { hb_set_destroy(unicodes) }
        if let buffer { hb_buffer_destroy(buffer) }
        hb_font_destroy(font)
    }

    /// Whether the face adjusts `codepoint` against an adjacent space.
    func contains(_ codepoint: UInt32) -> Bool {
        guard let unicodes else { return false }
        if let known = ascii.answer(for: codepoint) { return known }
        return lock.withLock { _ in
            if codepoint < 65536 {
                if bmp.isEmpty { bmp = [UInt8](repeating: 0, count: 65536) }
                let state = bmp[Int(codepoint)]
                if state != 0 { return state == 2 }
                let adjusted = isAdjusted(codepoint, unicodes: unicodes)
                bmp[Int(codepoint)] = adjusted ? 2 : 1
                ascii.publish(codepoint, adjusted: adjusted)
                return adjusted
            }
            if let known = astral[codepoint] { return known }
            let adjusted = isAdjusted(codepoint, unicodes: unicodes)
            astral[codepoint] = adjusted
            return adjusted
        }
    }

    /// Shapes the two pairs (call with the lock held: the buffer is shared).
    private func isAdjusted(_ codepoint: UInt32, unicodes: OpaquePointer) -> Bool {
        guard hb_set_has(unicodes, codepoint) != 0, let scalar = Unicode.Scalar(codepoint),
            !scalar.properties.isDefaultIgnorableCodePoint,
            scalar.properties.generalCategory != .nonspacingMark, scalar.properties.generalCategory != .enclosingMark
        else { return false }
        if buffer == nil { buffer = hb_buffer_create() }
        guard let buffer else { return true } // no buffer: keep the pair whole, which is always exact
        for pair: [UInt32] in [[0x20, codepoint], [codepoint, 0x20]] {
            hb_buffer_clear_contents(buffer)
            pair.withUnsafeBufferPointer { hb_buffer_add_utf32(buffer, $0.baseAddress, 2, 0, 2) }
            hb_buffer_set_direction(buffer, HB_DIRECTION_LTR)
            hb_buffer_set_script(buffer, HB_SCRIPT_LATIN)
            hb_buffer_set_language(buffer, hb_language_from_string("en", -1))
            hb_shape(font, buffer, nil, 0)
            var count: UInt32 = 0
            guard let infos = hb_buffer_get_glyph_infos(buffer, &count),
                let positions = hb_buffer_get_glyph_positions(buffer, &count), count == 2
            else { return true }
            for i in 0..<2 {
                var nominal: hb_codepoint_t = 0
                _ = hb_font_get_nominal_glyph(font, pair[i], &nominal)
                if infos[i].codepoint != nominal || positions[i].x_advance != hb_font_get_glyph_h_advance(font, nominal)
                    || positions[i].x_offset != 0 || positions[i].y_offset != 0
                {
                    return true
                }
            }
        }
        return false
    }
}

/// Decided answers for the 128 ASCII characters, published for lock-free reading: a character's bit in
/// `known` is set (with release ordering) only after its bit in `adjusted`, so a reader that sees it known
/// (acquire) reads its decided answer. Bits are only ever set, and a character's answer never changes once
/// decided, so a reader sees either nothing or the final answer.
private struct ASCIIAnswers: ~Copyable {
    private let knownLow = Atomic<UInt64>(0), knownHigh = Atomic<UInt64>(0)
    private let adjustedLow = Atomic<UInt64>(0), adjustedHigh = Atomic<UInt64>(0)

    /// The decided answer for `codepoint`; nil when it is not ASCII or not decided yet.
    func answer(for codepoint: UInt32) -> Bool? {
        guard codepoint < 128 else { return nil }
        let bit = UInt64(1) << UInt64(codepoint & 63)
        let known = codepoint < 64 ? knownLow.load(ordering: .acquiring) : knownHigh.load(ordering: .acquiring)
        guard known & bit != 0 else { return nil }
        let adjusted = codepoint < 64 ? adjustedLow.load(ordering: .relaxed) : adjustedHigh.load(ordering: .relaxed)
        return adjusted & bit != 0
    }

    /// Makes `codepoint`'s decided answer readable (call once per character, under the memo's lock).
    func publish(_ codepoint: UInt32, adjusted: Bool) {
        guard codepoint < 128 else { return }
        let bit = UInt64(1) << UInt64(codepoint & 63)
        if codepoint < 64 {
            if adjusted { adjustedLow.bitwiseOr(bit, ordering: .relaxed) }
            knownLow.bitwiseOr(bit, ordering: .releasing)
        } else {
            if adjusted { adjustedHigh.bitwiseOr(bit, ordering: .relaxed) }
            knownHigh.bitwiseOr(bit, ordering: .releasing)
        }
    }
}

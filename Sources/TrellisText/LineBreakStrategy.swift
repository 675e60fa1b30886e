/// `NSParagraphStyle.LineBreakStrategy`: adjustments to where greedy line filling breaks (reference
/// text-and-fonts §1.3). `NSParagraphStyle`'s default is none (`[]`); `UILabel`'s default is `.standard`
/// (iOS 14 and later), which Trellis applies to labels (`ViewNode`).
public struct LineBreakStrategy: OptionSet, Sendable, Hashable, Codable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Avoid an orphan: when a paragraph's last line would hold a single word (one break-opportunity
    /// segment — a single ideograph in CJK), the line before it ends one opportunity earlier and the word
    /// before the orphan moves down with it, if both fit on the last line. Apple documents the intent
    /// ("push out individual lines to avoid an orphan word on the last line") but not the algorithm; this
    /// one-segment rule is Trellis's reading of it (it reproduces the iOS 14 "early wrap" developers report
    /// for Chinese labels: a last line of two characters instead of one).
    public static let pushOut = LineBreakStrategy(rawValue: 1 << 0)
    /// Korean words are not broken between Hangul syllables: a line breaks only at spaces (and other
    /// non-Hangul opportunities); a word longer than the line still falls back to grapheme breaks.
    public static let hangulWordPriority = LineBreakStrategy(rawValue: 1 << 16)
    /// What UILabel uses by default: push-out and Hangul word priority.
    public static let standard: LineBreakStrategy = [.pushOut, .hangulWordPriority]

    /// Spec names, in the order messages list them.
    public static let names: [(name: String, value: LineBreakStrategy)] = [
        ("standard", .standard), ("none", []), ("pushOut", .pushOut), ("hangulWordPriority", .hangulWordPriority),
    ]
}

extension LineBreakStrategy {
    /// Whether a UTF-16 unit is Hangul (syllables, jamo, compatibility jamo, extended jamo).
    static func isHangul(_ unit: UInt16) -> Bool {
        switch unit {
        case 0xAC00...0xD7A3, 0x1100...0x11FF, 0x3130...0x318F, 0xA960...0xA97F, 0xD7B0...0xD7FF: return true
        default: return false
        }
    }

    /// `opportunities` without the breaks between two Hangul units (`hangulWordPriority`).
    /// Text without Hangul (every unit below U+1100 is answered by one comparison) gives `opportunities`
    /// back as they are, uncopied.
    static func keepingHangulWords(_ opportunities: ArraySlice<Int>, units: [UInt16]) -> ArraySlice<Int> {
        guard units.contains(where: { $0 >= 0x1100 && isHangul($0) }) else { return opportunities }
        return opportunities.filter { o in
            !(o > 0 && o < units.count && isHangul(units[o - 1]) && isHangul(units[o]))
        }[...]
    }
}

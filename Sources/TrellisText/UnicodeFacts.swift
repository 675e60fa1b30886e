/// Character facts needed on every cluster, without Unicode property table look-ups on the hot path.
enum UnicodeFacts {
    /// Swift's `Character.isWhitespace` (the first scalar has the White_Space property), from the fixed
    /// list of White_Space code points (PropList.txt): U+0009–000D, 0020, 0085, 00A0, 1680, 2000–200A,
    /// 2028, 2029, 202F, 205F, 3000.
    static func isWhitespace(_ character: Character) -> Bool {
        guard let value = character.unicodeScalars.first?.value else { return false }
        switch value {
        case 0x09...0x0D, 0x20, 0x85, 0xA0, 0x1680, 0x2000...0x200A, 0x2028, 0x2029, 0x202F, 0x205F, 0x3000: return true
        default: return false
        }
    }
}

/// Character facts needed on every cluster, without Unicode property table look-ups on the hot path.
enum UnicodeFacts {
    /// Swift's `Character.isWhitespace` (the first scalar has the White_Space property), from the fixed
    /// list of White_Space code points (PropList.txt): U+0009–000D, 0020, 0085, 00A0, 1680, 2000–200A,
    /// 2028, 2029, 202F, 205F, 3000.
    static func isWhitespace(_ character: Character) -> Bool {
        guard let value = character.unicodeScalars.first?.value else { return false }
        return isWhitespace(value)
    }

    /// Whether a scalar has the White_Space property (the list above).
    static func isWhitespace(_ value: UInt32) -> Bool {
        switch value {
        case 0x09...0x0D, 0x20, 0x85, 0xA0, 0x1680, 0x2000...0x200A, 0x2028, 0x2029, 0x202F, 0x205F, 0x3000: return true
        default: return false
        }
    }

    /// The Default_Ignorable_Code_Point property (DerivedCoreProperties.txt, Unicode 15/16), as ranges.
    static func isDefaultIgnorable(_ value: UInt32) -> Bool {
        if value < 0xAD { return false }
        switch value {
        case 0xAD, 0x34F, 0x61C, 0x115F...0x1160, 0x17B4...0x17B5, 0x180B...0x180F, 0x200B...0x200F, 0x202A...0x202E,
            0x2060...0x206F, 0x3164, 0xFE00...0xFE0F, 0xFEFF, 0xFFA0, 0xFFF0...0xFFF8, 0x1BCA0...0x1BCA3,
            0x1D173...0x1D17A, 0xE0000...0xE0FFF:
            return true
        default:
            return false
        }
    }

    /// Swift's `Character.isNewline` for a one-scalar cluster: LF, VT, FF, CR, NEL, U+2028, U+2029.
    static func isNewline(_ value: UInt32) -> Bool {
        switch value {
        case 0x0A...0x0D, 0x85, 0x2028, 0x2029: return true
        default: return false
        }
    }
}

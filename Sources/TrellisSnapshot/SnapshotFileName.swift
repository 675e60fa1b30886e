/// How a snapshot's name becomes a file name inside its references folder: one path component, whatever
/// the name holds, the same every run, and different names give different files.
///
/// An ordinary name is kept as it is (`card`, `card.iPhone-15`, `testCard.1`), so existing references keep
/// their names. A byte that can't or shouldn't be in a file name — `/`, NUL, control characters (C0, DEL,
/// C1) — is written `%XX` (its UTF-8 bytes in hex), and `%` itself `%25`, so the mapping stays one to one.
/// A name whose file name would pass the file system's 255 bytes is cut at a character boundary and ends
/// with `~` and 16 hex digits of the whole name's hash (FNV-1a, 64 bits).
public enum SnapshotFileName {
    /// The longest file name (in bytes) Linux file systems accept.
    public static let maximumBytes = 255

    /// `name` as the stem of a file whose extension (with its dot) is at most `extensionBytes` long.
    public static func stem(_ name: String, reservingExtension extensionBytes: Int) -> String {
        var out = ""
        for scalar in name.unicodeScalars {
            if needsEscape(scalar) {
                for byte in String(scalar).utf8 { out += "%" + hexByte(byte) }
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
        let limit = maximumBytes - extensionBytes
        guard out.utf8.count > limit else { return out }
        let tail = "~" + ContentHash.hex(Array(name.utf8))
        var cut = ""
        for scalar in out.unicodeScalars {
            if cut.utf8.count + String(scalar).utf8.count + tail.utf8.count > limit { break }
            cut.unicodeScalars.append(scalar)
        }
        return cut + tail
    }

    /// `/`, `%`, NUL and the control characters.
    static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "/" || scalar == "%" || scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
    }

    private static func hexByte(_ byte: UInt8) -> String {
        let digits = Array("0123456789ABCDEF")
        return String([digits[Int(byte >> 4)], digits[Int(byte & 0xF)]])
    }
}

/// A short, stable name for bytes (FNV-1a, 64 bits, 16 hex digits): the same bytes give the same name in
/// every run and process.
public enum ContentHash {
    public static func hex<Bytes: Sequence>(_ bytes: Bytes) -> String where Bytes.Element == UInt8 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        let digits = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}

import TrellisFiles

/// Reads a PNG's pixel size from its IHDR chunk (the first chunk after the 8-byte signature): all that
/// laying an image view out needs, so no more of the file is read. The renderer and the snapshot comparison
/// check the same header against their limits before they decode.
public enum PNGSize {
    public enum Failure: Error, Equatable {
        /// The file can't be opened as a file (`reason` says what is wrong: missing, a FIFO, a directory…).
        case unreadable(path: String, reason: String)
        case notPNG
        case corrupt(String)
    }

    private static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// Bytes from the start of a PNG to the end of its IHDR's data.
    public static let headerBytes = 24

    /// Width and height in pixels from the file's first 24 bytes. A path that is not a regular file (a FIFO,
    /// a directory, a device) is refused before anything is read.
    public static func pixelSize(ofFileAt path: String) throws -> (width: Int, height: Int) {
        let head: [UInt8]
        do throws(InputFileError) {
            head = try InputFile(path: path).read(headerBytes)
        } catch {
            throw Failure.unreadable(path: path, reason: error.description)
        }
        return try pixelSize(of: head)
    }

    /// Width and height from the first bytes of a PNG (at least `headerBytes` of them).
    public static func pixelSize(of bytes: some Collection<UInt8>) throws -> (width: Int, height: Int) {
        let bytes = Array(bytes.prefix(headerBytes))
        guard bytes.count >= 8, Array(bytes[0..<8]) == signature else { throw Failure.notPNG }
        guard bytes.count >= headerBytes else { throw Failure.corrupt("the file ends before its IHDR chunk") }
        let length = bigEndian(bytes, 8)
        let type = String(decoding: bytes[12..<16], as: UTF8.self)
        guard type == "IHDR", length == 13 else { throw Failure.corrupt("the first chunk is not a 13-byte IHDR") }
        let width = bigEndian(bytes, 16), height = bigEndian(bytes, 20)
        guard width > 0, height > 0, width <= 0x7FFF_FFFF, height <= 0x7FFF_FFFF else {
            throw Failure.corrupt("IHDR gives a size of \(width) × \(height)")
        }
        return (Int(width), Int(height))
    }

    private static func bigEndian(_ b: [UInt8], _ at: Int) -> UInt32 {
        UInt32(b[at]) << 24 | UInt32(b[at + 1]) << 16 | UInt32(b[at + 2]) << 8 | UInt32(b[at + 3])
    }

    /// The image's scale from its file name, as `UIImage(named:)` reads it: `name@2x.png` → 2,
    /// `name@3x.png` → 3, otherwise 1.
    static func scale(ofFileNamed path: String) -> Double {
        let stem = PathText.stem(of: PathText.lastComponent(of: path))
        if stem.hasSuffix("@3x") { return 3 }
        if stem.hasSuffix("@2x") { return 2 }
        return 1
    }
}

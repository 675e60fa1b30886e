import FoundationEssentials

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reads a PNG's pixel size from its IHDR chunk (the first chunk after the 8-byte signature).
package enum PNGSize {
    enum Failure: Error, Equatable {
        case unreadable(String)
        case notPNG
        case corrupt(String)
    }

    private static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// Width and height in pixels from the file's first 24 bytes.
    package static func pixelSize(ofFileAt path: String) throws -> (width: Int, height: Int) {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw Failure.unreadable(path) }
        defer { close(descriptor) }
        // The first 24 bytes, or as many as the file has (a short read is retried; a signal too).
        var head = [UInt8](repeating: 0, count: 24)
        var filled = 0
        while filled < head.count {
            let count = head.withUnsafeMutableBytes { bytes in
                bytes.baseAddress.map { read(descriptor, $0 + filled, bytes.count - filled) } ?? 0
            }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { break }
            filled += count
        }
        return try pixelSize(of: Array(head.prefix(filled)))
    }

    package static func pixelSize(of bytes: [UInt8]) throws -> (width: Int, height: Int) {
        guard bytes.count >= 8, Array(bytes[0..<8]) == signature else { throw Failure.notPNG }
        guard bytes.count >= 24 else { throw Failure.corrupt("the file ends before its IHDR chunk") }
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

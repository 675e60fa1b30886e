import Foundation
import TrellisRender
import TrellisSnapshot

/// Fuzz mode `0x10`: the rest is a PNG reference, compared with a rendered image through
/// `SnapshotVerifier` as `trellis snapshot` compares it (read from a file by `PNGFile`, its header checked,
/// decoded by the libdeflate or libpng path, compared pixel by pixel).
///
/// The input's first byte chooses: bit 0 set, every chunk's CRC is corrected before the bytes are used, so
/// mutations reach the decoders instead of stopping at the checksum; bit 1 set, the rendered image is made
/// the size the reference's header gives (up to 64 × 64 px), so the two are decoded and compared rather
/// than told apart by size.
enum PNGReferenceFuzzTarget {
    /// One file per process, rewritten for each input.
    static let folder: String = {
        let path = NSTemporaryDirectory() + "trellis-fuzz-png-\(getpid())"
        try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }()

    static func run(_ data: [UInt8]) {
        guard let flags = data.first else { return }
        var reference = Array(data.dropFirst())
        if flags & 1 != 0 { correctCRCs(&reference) }
        var width = 16, height = 16
        if flags & 2 != 0, let size = try? PNGDecoder.headerSize(reference), size.width <= 64, size.height <= 64 {
            (width, height) = size
        }
        let references = SnapshotReferences(directory: folder, baseName: "fuzz")
        guard (try? Data(reference).write(to: URL(fileURLWithPath: references.imagePath))) != nil else { return }
        let actual = PNGEncoder.encode(gradient(width: width, height: height))
        let taken = TakenSnapshot(layoutReport: nil, png: actual)
        _ = SnapshotVerifier(record: .never, tolerance: .strict).verify(taken, references: references, name: "fuzz")
    }

    /// A deterministic image of the given size, partly translucent.
    static func gradient(width: Int, height: Int) -> RasterImage {
        var pixels: [RasterImage.Pixel] = []
        pixels.reserveCapacity(width * height)
        for y in 0..<height {
            for x in 0..<width {
                pixels.append(
                    RasterImage.Pixel(
                        red: UInt8(x * 4 & 0xFF), green: UInt8(y * 4 & 0xFF), blue: UInt8((x + y) & 0xFF),
                        alpha: UInt8(255 - (x * y) & 0x7F)))
            }
        }
        return RasterImage(width: width, height: height, pixels: pixels)
    }

    /// Rewrites the CRC of every whole chunk after the signature to match its type and data.
    static func correctCRCs(_ bytes: inout [UInt8]) {
        var offset = 8
        while offset + 12 <= bytes.count {
            let length = bytes[offset..<(offset + 4)].reduce(0) { $0 << 8 | Int($1) }
            guard length <= bytes.count - offset - 12 else { return }
            let crc = crc32(bytes[(offset + 4)..<(offset + 8 + length)])
            for k in 0..<4 { bytes[offset + 8 + length + k] = UInt8(crc >> UInt32(24 - 8 * k) & 0xFF) }
            offset += 12 + length
        }
    }

    /// The CRC-32 of PNG chunks (ISO 3309), bit by bit: the harness's own, so the fuzzer's fix-up doesn't
    /// share code with the decoder it feeds.
    static func crc32(_ bytes: ArraySlice<UInt8>) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 != 0 ? 0xEDB8_8320 ^ (crc >> 1) : crc >> 1 }
        }
        return crc ^ 0xFFFF_FFFF
    }
}

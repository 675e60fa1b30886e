import TrellisFiles
import TrellisLayout

/// A PNG file opened for bounded reading, for the images a spec draws and the references a snapshot is
/// compared with: the path must be a regular file (a FIFO, a device or a directory is refused before
/// anything is read) and starts with a PNG header, which is read and checked first; the rest is read only
/// under a pixel limit (`bytes(pixelLimit:)`), and only when the file is no larger than a PNG of that size
/// can reasonably be (its pixels uncompressed plus an eighth, for chunk and deflate framing, plus 16 MiB of
/// other chunks). A gigabyte file named `card.png` is refused after 26 bytes.
public struct PNGFile {
    /// Why a PNG file was not read.
    public enum Failure: Error, Equatable, Sendable, CustomStringConvertible {
        /// Not a file that can be read (missing, a FIFO, a directory, …).
        case file(InputFileError)
        /// Not a PNG, a broken header, over the pixel limit, or larger than its header allows.
        case png(PNGDecodingError)

        public var description: String {
            switch self {
            case .file(let error): return error.description
            case .png(let error): return error.description
            }
        }
    }

    /// The pixel size the header gives.
    public let width: Int, height: Int
    private let file: InputFile
    private let head: [UInt8]

    /// Bytes of a PNG up to the IHDR's bit depth and colour type.
    static let headBytes = PNGSize.headerBytes + 2

    /// Opens the file at `path` and reads its header.
    public init(path: String) throws(Failure) {
        do throws(InputFileError) {
            file = try InputFile(path: path)
            head = try file.read(Self.headBytes)
        } catch {
            throw .file(error)
        }
        do throws(PNGDecodingError) {
            (width, height) = try PNGDecoder.headerSize(head)
        } catch {
            throw .png(error)
        }
    }

    /// The whole file, when its header's size is within `pixelLimit` and the file no larger than a PNG of
    /// that size can be.
    public func bytes(pixelLimit: Int) throws(Failure) -> [UInt8] {
        do throws(PNGDecodingError) {
            try PNGDecoder.checkSize(width: width, height: height, pixelLimit: pixelLimit)
        } catch {
            throw .png(error)
        }
        let limit = Self.largestFile(width: width, height: height, head: head)
        guard file.size <= limit else {
            throw .png(
                PNGDecodingError(
                    reason: "the file is \(ResourceLimits.grouped(file.size)) bytes, more than a PNG of "
                        + "\(width)×\(height) px can be (\(ResourceLimits.grouped(limit)) bytes)"))
        }
        do throws(InputFileError) {
            return try file.readAll(limit: limit)
        } catch {
            throw .file(error)
        }
    }

    /// The most bytes a PNG of this size and kind is read with: its scanlines uncompressed (filter bytes
    /// included; interlacing adds at most a filter byte per row of each of its seven passes), an eighth more
    /// for deflate's and the chunks' framing, and 16 MiB for ancillary chunks (text, colour profiles).
    static func largestFile(width: Int, height: Int, head: [UInt8]) -> Int {
        let depth = head.count > 24 ? Int(head[24]) : 16
        let channels: Int
        switch head.count > 25 ? head[25] : 6 {
        case 0, 3: channels = 1
        case 4: channels = 2
        case 2: channels = 3
        default: channels = 4
        }
        let rowBytes = (width * channels * max(1, min(depth, 16)) + 7) / 8
        let scanlines = height * (rowBytes + 1) + 7 * height
        return scanlines + scanlines / 8 + 16 << 20
    }
}

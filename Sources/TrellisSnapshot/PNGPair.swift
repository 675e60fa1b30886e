import Dispatch
import FoundationEssentials
import Synchronization
import TrellisLayout
import TrellisRender

/// Decodes an expected and an actual PNG at the same time, one per core: the slow half of comparing two
/// screens that differ.
enum PNGPair {
    static func decode(
        _ expected: [UInt8], _ actual: [UInt8], pixelLimit: Int = ResourceLimits.standard.imagePixels
    )
        -> (expected: Result<RasterImage, PNGDecodingError>, actual: Result<RasterImage, PNGDecodingError>)
    {
        let slots = Slots()
        DispatchQueue.concurrentPerform(iterations: 2) { index in
            let result: Result<RasterImage, PNGDecodingError>
            do {
                result = .success(try PNGDecoder.decode(index == 0 ? expected : actual, pixelLimit: pixelLimit))
            } catch let error as PNGDecodingError {
                result = .failure(error)
            } catch {
                result = .failure(PNGDecodingError(reason: "\(error)"))
            }
            slots.set(index, result)
        }
        return slots.pair
    }

    private final class Slots: @unchecked Sendable {
        /// Guards `results`.
        private let lock = Mutex(())
        private var results: [Result<RasterImage, PNGDecodingError>] =
            Array(repeating: .failure(PNGDecodingError(reason: "not decoded")), count: 2)

        func set(_ index: Int, _ result: Result<RasterImage, PNGDecodingError>) {
            lock.withLock { _ in results[index] = result }
        }

        var pair: (expected: Result<RasterImage, PNGDecodingError>, actual: Result<RasterImage, PNGDecodingError>) {
            lock.withLock { _ in (results[0], results[1]) }
        }
    }
}

extension ImageComparison {
    /// Decodes two PNGs (in parallel) and compares them; throws when either can't be decoded or is over
    /// `pixelLimit`. The images must have the same size (else the result is nil), which their headers tell
    /// before anything is decoded.
    public static func comparePNG(
        expected: [UInt8], actual: [UInt8], threshold: Double,
        includeAntiAliasing: Bool = false, makeDiffImage: Bool = true,
        pixelLimit: Int = ResourceLimits.standard.imagePixels
    ) throws -> ImageDifference? {
        let expectedSize = try PNGDecoder.headerSize(expected), actualSize = try PNGDecoder.headerSize(actual)
        guard expectedSize == actualSize else { return nil }
        let decoded = PNGPair.decode(expected, actual, pixelLimit: pixelLimit)
        let a = try decoded.expected.get(), b = try decoded.actual.get()
        guard a.width == b.width, a.height == b.height else { return nil }
        return compare(
            expected: a, actual: b, threshold: threshold, includeAntiAliasing: includeAntiAliasing,
            makeDiffImage: makeDiffImage)
    }
}

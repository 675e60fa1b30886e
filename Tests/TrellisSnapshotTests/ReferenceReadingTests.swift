import Foundation
import Testing
import TrellisLayout

@testable import TrellisRender
@testable import TrellisSnapshot

/// A PNG reference is read boundedly (issue 48): a regular file only, its header first, decoded only when
/// its header gives the rendered image's size. Record mode `never`, so nothing is written over the
/// references these tests make.
@Suite struct ReferenceReadingTests {
    func take() throws -> TakenSnapshot {
        try SnapshotCamera.take(
            try SnapshotSubject.spec(text: SnapshotVerifierTests.spec, name: "box.yaml"), settings: SnapshotSettings())
    }

    /// A folder holding the layout reference the spec gives, so only the image is compared.
    func references(_ taken: TakenSnapshot) throws -> SnapshotReferences {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-refs-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        let references = SnapshotReferences(directory: dir.path, baseName: "box")
        try Data((taken.layoutReport ?? "").utf8).write(to: URL(fileURLWithPath: references.layoutPath))
        return references
    }

    func verify(_ taken: TakenSnapshot, _ references: SnapshotReferences) -> SnapshotOutcome {
        SnapshotVerifier(record: .never).verify(taken, references: references, name: "box.yaml")
    }

    func sparse(_ path: String, after bytes: [UInt8], size: UInt64) throws {
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
        try handle.truncate(atOffset: size)
        try handle.close()
    }

    /// A PNG header of `width × height` RGBA and an empty image.
    static func header(width: Int, height: Int) -> [UInt8] {
        var png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        var fields: [UInt8] = []
        fields.appendBigEndian(UInt32(width))
        fields.appendBigEndian(UInt32(height))
        png.appendChunk("IHDR", fields + [8, 6, 0, 0, 0])
        png.appendChunk("IDAT", [0x78, 0x9C, 0x03, 0x00, 0, 0, 0, 1])
        png.appendChunk("IEND", [])
        return png
    }

    /// A gigabyte named `box.png` is refused by its size before a byte is read: a reference can't be more
    /// than four times its snapshot's size and match (`ReferenceFile`).
    @Test func aGigabyteOfZerosIsRefusedUnread() throws {
        let taken = try take()
        let refs = try references(taken)
        defer { try? FileManager.default.removeItem(atPath: refs.directory) }
        try sparse(refs.imagePath, after: [], size: 1 << 30)
        let outcome = verify(taken, refs)
        #expect(outcome.status == .failed)
        #expect(outcome.messages.count == 1)
        #expect(
            outcome.messages.first?.hasPrefix(
                "\(refs.imagePath): cannot read the reference: it is 1073741824 bytes, over 16777216 (4 × the ")
                == true)
        #expect(outcome.messages.first?.hasSuffix("it can't match, and is not read") == true)
        #expect(outcome.expectedPNG == nil)
    }

    @Test func aGigabyteBehindARealHeaderIsRefusedBySize() throws {
        let taken = try take()
        let refs = try references(taken)
        defer { try? FileManager.default.removeItem(atPath: refs.directory) }
        try sparse(refs.imagePath, after: Array(try #require(taken.png).prefix(33)), size: 1 << 30)
        let outcome = verify(taken, refs)
        #expect(outcome.status == .failed)
        #expect(outcome.messages.count == 1)
        #expect(outcome.messages.first?.contains("it is 1073741824 bytes, over 16777216") == true)
        #expect(outcome.expectedPNG == nil)
    }

    /// 16,000 × 16,000 RGBA in a few bytes: a size mismatch read from the header, never decoded (decoding
    /// it took 2.0 GB).
    @Test func aHugeReferenceIsASizeMismatchUndecoded() throws {
        let taken = try take()
        let refs = try references(taken)
        defer { try? FileManager.default.removeItem(atPath: refs.directory) }
        let actual = try PNGSize.pixelSize(of: try #require(taken.png))
        let huge = Self.header(width: 16_000, height: 16_000)
        try Data(huge).write(to: URL(fileURLWithPath: refs.imagePath))
        let outcome = verify(taken, refs)
        #expect(outcome.status == .failed)
        #expect(
            outcome.messages == [
                "image size differs from \(refs.imagePath): 16000×16000 px → \(actual.width)×\(actual.height) px"
            ])
        // Read for the report's picture (it is a few bytes), never decoded.
        #expect(outcome.expectedPNG == huge)
        #expect(
            try ImageComparison.comparePNG(expected: huge, actual: try #require(taken.png), threshold: 0.1) == nil)
    }

    /// A reference of another size under the limit is read (for the report's picture), not decoded.
    @Test func aReferenceOfAnotherSizeIsReadForTheReport() throws {
        let taken = try take()
        let refs = try references(taken)
        defer { try? FileManager.default.removeItem(atPath: refs.directory) }
        let other = Self.header(width: 7, height: 5)
        try Data(other).write(to: URL(fileURLWithPath: refs.imagePath))
        let outcome = verify(taken, refs)
        #expect(outcome.messages.first?.hasPrefix("image size differs from \(refs.imagePath): 7×5 px → ") == true)
        #expect(outcome.expectedPNG == other)
    }

    @Test func aReferenceThatIsAFIFOOrADirectoryIsRefusedByType() throws {
        let taken = try take()
        let refs = try references(taken)
        defer { try? FileManager.default.removeItem(atPath: refs.directory) }
        #expect(mkfifo(refs.imagePath, 0o600) == 0)
        #expect(
            verify(taken, refs).messages == [
                "\(refs.imagePath): cannot read the reference: it is a FIFO (named pipe), not a regular file"
            ])
        try FileManager.default.removeItem(atPath: refs.imagePath)
        try FileManager.default.createDirectory(atPath: refs.imagePath, withIntermediateDirectories: false)
        #expect(
            verify(taken, refs).messages == [
                "\(refs.imagePath): cannot read the reference: it is a directory, not a regular file"
            ])
        try FileManager.default.removeItem(atPath: refs.layoutPath)
        #expect(mkfifo(refs.layoutPath, 0o600) == 0)
        #expect(
            verify(taken, refs).messages.first
                == "\(refs.layoutPath): cannot read the reference: it is a FIFO (named pipe), not a regular file")
    }
}

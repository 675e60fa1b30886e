import Foundation
import Testing

@testable import TrellisLayout

struct PNGSizeTests {
    static let header: [UInt8] = [
        0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13,
        0x49, 0x48, 0x44, 0x52, 0, 0, 0x01, 0x2C, 0, 0, 0, 0x64,
    ]

    @Test func readsIHDR() throws {
        let size = try PNGSize.pixelSize(of: Self.header)
        #expect(size.width == 300)
        #expect(size.height == 100)
    }

    @Test func rejectsOtherFiles() {
        #expect(throws: PNGSize.Failure.notPNG) { try PNGSize.pixelSize(of: Array("GIF89a".utf8)) }
        #expect(throws: PNGSize.Failure.self) { try PNGSize.pixelSize(of: Array(Self.header.prefix(20))) }
        var zero = Self.header
        zero[18] = 0; zero[19] = 0
        #expect(throws: PNGSize.Failure.self) { try PNGSize.pixelSize(of: zero) }
        #expect(throws: PNGSize.Failure.self) { try PNGSize.pixelSize(ofFileAt: "/nonexistent/x.png") }
    }

    /// A layout reads only the header, through `InputFile`: a FIFO, a directory or a device named as an image
    /// is refused by type, never waited on (a FIFO without a writer blocked `open` for ever).
    @Test func aPathThatIsNotAFileIsRefusedByType() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("png-size-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let pipe = dir.appendingPathComponent("pipe.png").path
        #expect(mkfifo(pipe, 0o600) == 0)
        #expect(throws: PNGSize.Failure.unreadable(path: pipe, reason: "it is a FIFO, not a file")) {
            try PNGSize.pixelSize(ofFileAt: pipe)
        }
        #expect(throws: PNGSize.Failure.unreadable(path: dir.path, reason: "it is a directory, not a file")) {
            try PNGSize.pixelSize(ofFileAt: dir.path)
        }
        #expect(throws: PNGSize.Failure.unreadable(path: "/dev/zero", reason: "it is a device, not a file")) {
            try PNGSize.pixelSize(ofFileAt: "/dev/zero")
        }
        let file = dir.appendingPathComponent("a.png")
        try Data(Self.header + [8, 6, 0, 0, 0]).write(to: file)
        #expect(try PNGSize.pixelSize(ofFileAt: file.path) == (300, 100))
    }

    @Test func scaleFromFileName() {
        #expect(PNGSize.scale(ofFileNamed: "icons/star@2x.png") == 2)
        #expect(PNGSize.scale(ofFileNamed: "star@3x.png") == 3)
        #expect(PNGSize.scale(ofFileNamed: "star.png") == 1)
    }
}

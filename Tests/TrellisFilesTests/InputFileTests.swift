import Foundation
import Testing
import TrellisFiles

/// Every kind of path a spec can point at: a regular file is read, everything else is refused by type
/// before a byte is read (a FIFO without a writer would block `open` and `read` forever).
@Suite struct InputFileTests {
    func scratch() throws -> URL {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("input-file-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        return dir
    }

    func refusal(_ path: String) -> InputFileError? {
        do {
            _ = try InputFile(path: path)
            return nil
        } catch {
            return error
        }
    }

    @Test func aRegularFileIsReadWhole() throws {
        let dir = try scratch()
        defer { try? FileManager.default.removeItem(at: dir) }
        let path = dir.appendingPathComponent("a.bin").path
        try Data([1, 2, 3, 4, 5]).write(to: URL(fileURLWithPath: path))
        let file = try InputFile(path: path)
        #expect(file.size == 5)
        #expect(try file.readAll(limit: 5) == [1, 2, 3, 4, 5])
        #expect(try file.read(2, at: 3) == [4, 5])
        #expect(try file.read(10, at: 1) == [2, 3, 4, 5])
        #expect(try file.map(limit: 5).withUnsafeBytes { Array($0) } == [1, 2, 3, 4, 5])
        #expect(try file.map(limit: 5).count == 5)
        #expect(InputFile.refusal(ofPath: path) == nil)
    }

    @Test func aFileOverTheLimitIsRefusedUnread() throws {
        let dir = try scratch()
        defer { try? FileManager.default.removeItem(at: dir) }
        // 1 GiB that takes no disk: refused by its size, so nothing is read or allocated.
        let path = dir.appendingPathComponent("card.png").path
        #expect(FileManager.default.createFile(atPath: path, contents: nil))
        let handle = try #require(FileHandle(forWritingAtPath: path))
        try handle.truncate(atOffset: 1 << 30)
        try handle.close()
        let file = try InputFile(path: path)
        #expect(file.size == 1 << 30)
        #expect(throws: InputFileError.tooLarge(size: 1 << 30, limit: 1 << 20)) { try file.readAll(limit: 1 << 20) }
        #expect(throws: InputFileError.tooLarge(size: 1 << 30, limit: 1 << 20)) { try file.map(limit: 1 << 20) }
        #expect(try file.read(4) == [0, 0, 0, 0])
    }

    @Test func aFIFOIsRefusedWithoutBlocking() throws {
        let dir = try scratch()
        defer { try? FileManager.default.removeItem(at: dir) }
        let path = dir.appendingPathComponent("pipe.png").path
        #expect(mkfifo(path, 0o600) == 0)
        #expect(refusal(path) == .fifo)
        #expect(InputFile.refusal(ofPath: path) == .fifo)
        #expect(InputFileError.fifo.description == "it is a FIFO, not a file")
    }

    @Test func aDirectoryIsRefusedAsADirectory() throws {
        let dir = try scratch()
        defer { try? FileManager.default.removeItem(at: dir) }
        #expect(refusal(dir.path) == .directory)
        #expect(InputFile.refusal(ofPath: dir.path) == .directory)
        #expect(InputFileError.directory.description == "it is a directory, not a file")
    }

    @Test func aDeviceIsRefused() {
        #expect(refusal("/dev/zero") == .device)
        #expect(refusal("/dev/null") == .device)
        #expect(InputFile.refusal(ofPath: "/dev/zero") == .device)
    }

    @Test func aSocketIsRefused() throws {
        let dir = try scratch()
        defer { try? FileManager.default.removeItem(at: dir) }
        let path = dir.appendingPathComponent("s.sock").path
        let fd = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
        #expect(fd >= 0)
        defer { close(fd) }
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        withUnsafeMutableBytes(of: &address.sun_path) { raw in
            for (i, byte) in path.utf8.prefix(raw.count - 1).enumerated() { raw[i] = byte }
        }
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(fd, $0, socklen_t(MemoryLayout<sockaddr_un>.size))
            }
        }
        #expect(bound == 0)
        #expect(refusal(path) == .socket)
    }

    @Test func missingAndMisnamedPathsSayWhy() throws {
        let dir = try scratch()
        defer { try? FileManager.default.removeItem(at: dir) }
        #expect(refusal(dir.appendingPathComponent("none.png").path) == .notFound)
        let file = dir.appendingPathComponent("f")
        try Data([1]).write(to: file)
        #expect(refusal(file.path + "/inside.png") == .notADirectoryOnTheWay)
        let loop = dir.appendingPathComponent("loop").path
        #expect(symlink(loop, loop) == 0)
        #expect(refusal(loop) == .symlinkLoop)
        #expect(unlink(loop) == 0)
    }

    @Test func anEmptyFileMapsToNoBytes() throws {
        let dir = try scratch()
        defer { try? FileManager.default.removeItem(at: dir) }
        let path = dir.appendingPathComponent("empty").path
        #expect(FileManager.default.createFile(atPath: path, contents: Data()))
        let file = try InputFile(path: path)
        #expect(try file.map(limit: 10).count == 0)
        #expect(try file.readAll(limit: 10) == [])
    }

    /// A spec may come from a stream: with `acceptingStreams` a FIFO or a character device is read to its end,
    /// bounded; a FIFO nothing has opened for writing reads as empty at once.
    @Test func streamsAreReadWhenAccepted() throws {
        let dir = try scratch()
        defer { try? FileManager.default.removeItem(at: dir) }
        let path = dir.appendingPathComponent("spec.fifo").path
        #expect(mkfifo(path, 0o600) == 0)
        let unwritten = try InputFile(path: path, acceptingStreams: true)
        #expect(unwritten.isStream && unwritten.isFIFO)
        #expect(try unwritten.readAll(limit: 10) == [])
        let writer = open(path, O_WRONLY | O_NONBLOCK)
        #expect(writer >= 0)
        #expect(write(writer, "canvas", 6) == 6)
        close(writer)
        #expect(try unwritten.readAll(limit: 10) == Array("canvas".utf8))
        let null = try InputFile(path: "/dev/null", acceptingStreams: true)
        #expect(null.isStream && !null.isFIFO)
        #expect(try null.readAll(limit: 10) == [])
        #expect(throws: InputFileError.tooLarge(size: 65_536, limit: 10)) {
            try InputFile(path: "/dev/zero", acceptingStreams: true).readAll(limit: 10)
        }
        #expect(throws: InputFileError.directory) { try InputFile(path: dir.path, acceptingStreams: true) }
    }
}

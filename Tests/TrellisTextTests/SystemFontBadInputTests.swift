import Foundation
import Testing

@testable import TrellisText

/// A `--system-font` folder without SF Pro, a truncated or not-a-font file under SF's name, and a hostile
/// `trak` table: each a clear error, never a crash or a read past the table.
@Suite struct SystemFontBadInputTests {
    static func error(_ body: () throws -> Void) -> String? {
        do {
            try body()
            return nil
        } catch {
            return "\(error)"
        }
    }

    static func folder(with files: [String: [UInt8]]) throws -> URL {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-sf-bad-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        for (name, bytes) in files { try Data(bytes).write(to: dir.appendingPathComponent(name)) }
        return dir
    }

    static let variable = SystemFontTests.fixtures.appendingPathComponent("TrellisOpszTest-VF.ttf")

    @Test func folderWithoutSFProIsRefused() throws {
        let empty = try Self.folder(with: ["Roboto-Regular.ttf": []])
        defer { try? FileManager.default.removeItem(at: empty) }
        #expect(
            Self.error { _ = try SystemFont(directory: empty.path) }
                == "system font directory \(empty.path): no SF-Pro-Text-*.otf (expected SF-Pro.ttf, or "
                + "SF-Pro-Text-* and SF-Pro-Display-* files)")
        #expect(
            Self.error { _ = try SystemFont(directory: empty.path + "/none") }
                == "system font directory \(empty.path)/none: no such directory")
        // Text files without Display files can't make UIKit's switch.
        let text = try Self.folder(with: [:])
        defer { try? FileManager.default.removeItem(at: text) }
        try FileManager.default.createSymbolicLink(
            at: text.appendingPathComponent("SF-Pro-Text-Regular.otf"),
            withDestinationURL: SystemFontTests.fixtures.appendingPathComponent("TrellisOpszTest-Text-Regular.ttf"))
        #expect(Self.error { _ = try SystemFont(directory: text.path) }?.contains("no SF-Pro-Display-*.otf") == true)
    }

    @Test func truncatedOrNotAFontFileIsRefused() throws {
        let bytes = [UInt8](try Data(contentsOf: Self.variable))
        let truncated = try Self.folder(with: ["SF-Pro.ttf": Array(bytes.prefix(bytes.count / 2))])
        defer { try? FileManager.default.removeItem(at: truncated) }
        let message = try #require(Self.error { _ = try SystemFont(directory: truncated.path) })
        #expect(message.hasPrefix("cannot read font \(truncated.path)/SF-Pro.ttf: table '"))
        #expect(message.hasSuffix("(the file is truncated)"))
        let text = try Self.folder(with: ["SF-Pro.ttf": Array("not a font at all\n".utf8)])
        defer { try? FileManager.default.removeItem(at: text) }
        #expect(
            Self.error { _ = try SystemFont(directory: text.path) }
                == "cannot read font \(text.path)/SF-Pro.ttf: not an OpenType or TrueType font (no font signature)")
    }

    /// The fixture's `trak` table with its track entry's value offset pointing past the table: the font is
    /// refused naming the file, and nothing past the table is read.
    @Test func trakTableWithOffsetPastItsEndIsRefused() throws {
        var bytes = [UInt8](try Data(contentsOf: Self.variable))
        let directory = try bytes.withUnsafeBytes { try FontTableDirectory($0, faceIndex: 0) }
        let trak = try #require(directory.table("trak"))
        // Header 12 bytes, TrackData 8, then the first entry: track (4), nameIndex (2), offset (2).
        let offsetField = trak.offset + 12 + 8 + 6
        bytes[offsetField] = 0xFF
        bytes[offsetField + 1] = 0xF0
        let dir = try Self.folder(with: ["SF-Pro.ttf": bytes])
        defer { try? FileManager.default.removeItem(at: dir) }
        #expect(
            Self.error { _ = try SystemFont(directory: dir.path) }
                == "cannot read font \(dir.path)/SF-Pro.ttf: its 'trak' table ends early")
    }

    /// Every byte of the `trak` table inside the font file set to 0x00, 0x7F, 0x80 and 0xFF: the folder either
    /// opens and lays a label out at 17 and 28 pt, or is refused with an error naming the file.
    @Test func everyChangedTrakByteOpensOrIsRefusedNamingTheFile() throws {
        let original = [UInt8](try Data(contentsOf: Self.variable))
        let directory = try original.withUnsafeBytes { try FontTableDirectory($0, faceIndex: 0) }
        let trak = try #require(directory.table("trak"))
        let dir = try Self.folder(with: [:])
        defer { try? FileManager.default.removeItem(at: dir) }
        var opened = 0, refused = 0
        for index in trak.offset..<(trak.offset + trak.length) {
            for value: UInt8 in [0x00, 0x7F, 0x80, 0xFF] where original[index] != value {
                var bytes = original
                bytes[index] = value
                let path = dir.appendingPathComponent("SF-Pro.ttf")
                try Data(bytes).write(to: path)
                do {
                    let font = try SystemFont(directory: dir.path)
                    let engine = try TextEngine(fontDirectory: TextTestSupport.fontsDirectory, systemFont: font)
                    for size in [17.0, 28.0] {
                        let layout = try engine.layout(
                            "Hello, world", style: TextTestSupport.style(size), width: 60, scale: 2)
                        #expect(layout.lines.count >= 1)
                    }
                    opened += 1
                } catch let error as TextError {
                    guard case .corruptFont(let file, _) = error else { throw error }
                    #expect(file == path.path)
                    refused += 1
                }
            }
        }
        #expect(opened > 0 && refused > 0)
    }

    /// Extrapolated from two sizes a hair apart, the tracking would be thousands of ems; it stops at one.
    @Test func extrapolatedTrackingStopsAtAnEm() {
        let steep = TrackingTable(sizes: [6, 6.0001], values: [0, 0.5])
        #expect(steep.tracking(atSize: 6.00005) == 0.25)
        #expect(steep.tracking(atSize: 17) == 1)
        #expect(steep.tracking(atSize: 1) == -1)
    }

    /// The fixture's own `trak` table, read directly.
    static func fixtureTrak() throws -> [UInt8] {
        let bytes = [UInt8](try Data(contentsOf: Self.variable))
        let directory = try bytes.withUnsafeBytes { try FontTableDirectory($0, faceIndex: 0) }
        let trak = try #require(directory.table("trak"))
        return Array(bytes[trak.offset..<(trak.offset + trak.length)])
    }

    static func read(_ table: [UInt8]) -> Result<TrackingTable?, FontFileProblem> {
        table.withUnsafeBytes { bytes in
            do throws(FontFileProblem) {
                return .success(try TrackingTable(trak: bytes, unitsPerEm: 2000))
            } catch {
                return .failure(error)
            }
        }
    }

    /// Every prefix of a real table is refused (it ends early) until the whole table is there; every byte of
    /// it changed to each of 0x00, 0x7F, 0x80 and 0xFF gives a refusal, no table, or a table whose sizes
    /// increase and match its values one for one — never a read past the bytes given (each read is checked
    /// against the length first).
    @Test func hostileTrakTablesNeverReadPastTheTable() throws {
        let table = try Self.fixtureTrak()
        let whole = try #require(try Self.read(table).get())
        #expect(whole.sizes == [6, 12, 17, 20, 28, 72])
        #expect(whole.values == [60, 0, -30, -20, 20, 0].map { Double($0) / 2000 })
        for length in 0..<table.count {
            guard case .failure = Self.read(Array(table.prefix(length))) else {
                Issue.record("a \(length)-byte prefix of the \(table.count)-byte table was accepted")
                continue
            }
        }
        var refused = 0
        for index in table.indices {
            for value: UInt8 in [0x00, 0x7F, 0x80, 0xFF] {
                var changed = table
                changed[index] = value
                switch Self.read(changed) {
                case .failure: refused += 1
                case .success(nil): break
                case .success(let parsed?):
                    #expect(parsed.sizes.count == parsed.values.count)
                    #expect(zip(parsed.sizes, parsed.sizes.dropFirst()).allSatisfy { $0 < $1 })
                }
            }
        }
        #expect(refused > 0)
    }
}

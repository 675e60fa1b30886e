import Foundation
import Testing
import TrellisRender
import TrellisText

@testable import TrellisFuzzing

/// The harness of the PNG reference and font file fuzz modes (`0x10`, `0x11`): its own CRC fix-up makes a
/// mutated PNG reach the decoders, and the seeds in Fuzz/seeds run.
@Suite struct InputFileFuzzTests {
    static let seeds = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fuzz/seeds")

    @Test func theCRCFixUpMakesAnEditedChunkValidAgain() throws {
        #expect(PNGReferenceFuzzTarget.crc32(ArraySlice(Array("IEND".utf8))) == 0xAE42_6082)
        let image = PNGReferenceFuzzTarget.gradient(width: 5, height: 3)
        var bytes = PNGEncoder.encode(image)
        bytes[bytes.count - 12 - 5] ^= 0x01 // the last byte of IDAT's data: its Adler-32, now wrong too
        #expect(throws: PNGDecodingError(reason: "IDAT: CRC error")) { try PNGDecoder.decode(bytes) }
        PNGReferenceFuzzTarget.correctCRCs(&bytes)
        #expect(throws: PNGDecodingError(reason: "IDAT: the compressed image data is corrupt")) {
            try PNGDecoder.decode(bytes)
        }
        bytes[bytes.count - 12 - 5] ^= 0x01
        PNGReferenceFuzzTarget.correctCRCs(&bytes)
        #expect(try PNGDecoder.decode(bytes) == image)
    }

    @Test(arguments: ["png-reference-00", "png-reference-01", "png-reference-02", "font-file-00", "font-file-01"])
    func seedRuns(_ name: String) throws {
        let bytes = [UInt8](try Data(contentsOf: Self.seeds.appendingPathComponent(name)))
        #expect(bytes.first == (name.hasPrefix("font") ? 0x11 : 0x10))
        FuzzTarget.run(bytes)
        if name.hasPrefix("font") {
            // The font seed is a real face: the engine opens it in Roboto Regular's place.
            let folder = try #require(FontFileFuzzTarget.folder(for: Array(bytes.dropFirst())))
            defer { try? FileManager.default.removeItem(atPath: folder) }
            #expect(throws: Never.self) { try TextEngine(fontDirectory: folder) }
            // font-file-01 has a 'trak' table: opened as Apple's system font, its tracking is its own.
            try FileManager.default.createSymbolicLink(
                atPath: folder + "/SF-Pro.ttf", withDestinationPath: folder + "/Roboto-Regular.ttf")
            let systemFont = try SystemFont(directory: folder)
            #expect(systemFont.hasOwnTracking(weight: .regular, size: 17) == (name == "font-file-01"))
            // As a spec's custom font, the label naming it takes its line height: font-file-00 is Noto Sans
            // Hebrew, (1068 + 292) / 1000 em: 23.12 at 17 pt, 24 at @1x (the system font's: 21); cut short,
            // the file is refused.
            let path = folder + "/Roboto-Regular.ttf"
            let layout = try #require(FontFileFuzzTarget.runAsCustomFont(path))
            if name == "font-file-00" { #expect(layout.view(named: "title")?.frame.height == 24) }
            try Data(bytes.dropFirst().prefix(2_000)).write(to: URL(fileURLWithPath: path))
            #expect(FontFileFuzzTarget.runAsCustomFont(path) == nil)
        }
        // The reference seeds are real PNGs: each decodes.
        if !name.hasPrefix("font") { #expect(throws: Never.self) { try PNGDecoder.decode(Array(bytes.dropFirst(2))) } }
    }
}

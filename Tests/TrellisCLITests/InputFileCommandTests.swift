import Foundation
import Testing

@testable import TrellisRender

/// The files a spec points at, through the built binary (issue 48): an image or a font that is a FIFO, a
/// directory or a device is a one-line error, never a hang (each run is under `timeout`, whose status 124
/// is what a hang gives); an image over the pixel limit is refused from its header; a broken font is an
/// error naming it.
@Suite struct InputFileCommandTests {
    static func spec(image: String) -> String {
        "canvas: {width: 100, height: 100}\nviews:\n  pic:\n    kind: image\n    image: \(image)\n"
            + "    frame: {x: 0, y: 0, width: 10, height: 10}\n"
    }

    func headline(_ result: (status: Int32, stdout: String, stderr: String)) -> String {
        String(result.stderr.split(separator: "\n").first ?? "")
    }

    /// A PNG whose header says `width × height` at `bitDepth` and `colorType`, with `data` as its zlib
    /// stream (the header is all the limit needs to read).
    static func png(width: Int, height: Int, bitDepth: UInt8, colorType: UInt8, data: [UInt8]) -> [UInt8] {
        var png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        var header: [UInt8] = []
        header.appendBigEndian(UInt32(width))
        header.appendBigEndian(UInt32(height))
        header += [bitDepth, colorType, 0, 0, 0]
        png.appendChunk("IHDR", header)
        png.appendChunk("IDAT", data)
        png.appendChunk("IEND", [])
        return png
    }

    @Test(arguments: ["layout s.yaml", "render s.yaml -o out.png"])
    func anImageThatIsAFIFOIsRefusedWithoutHanging(command: String) throws {
        let dir = try scratchDirectory(spec: Self.spec(image: "pipe.png"), name: "s.yaml")
        defer { try? FileManager.default.removeItem(at: dir) }
        #expect(mkfifo(dir.appendingPathComponent("pipe.png").path, 0o600) == 0)
        let result = try runShell("timeout 60 \"$T\" \(command)", in: dir)
        #expect(result.status == 1, "status \(result.status): \(result.stderr)")
        #expect(
            headline(result) == "s.yaml:5:12: error: cannot read image 'pipe.png' "
                + "(\(dir.standardizedFileURL.path)/pipe.png): it is a FIFO, not a file")
        #expect(listing(dir) == ["pipe.png", "s.yaml"])
    }

    @Test func aBatchWithOneFIFOSpecStillWritesTheOthers() throws {
        let dir = try scratchDirectory(spec: Self.spec(image: "pipe.png"), name: "b.yaml")
        defer { try? FileManager.default.removeItem(at: dir) }
        #expect(mkfifo(dir.appendingPathComponent("pipe.png").path, 0o600) == 0)
        for name in ["a.yaml", "c.yaml"] {
            try RenderCommandTests.card.write(to: dir.appendingPathComponent(name), atomically: true, encoding: .utf8)
        }
        let result = try runShell("timeout 60 \"$T\" render a.yaml b.yaml c.yaml -o out/ --format svg", in: dir)
        #expect(result.status == 1, "status \(result.status): \(result.stderr)")
        #expect(result.stderr.contains("it is a FIFO, not a file"))
        #expect(listing(dir, "out") == ["a.svg", "c.svg"])
    }

    @Test(arguments: ["layout s.yaml", "render s.yaml -o out.png"])
    func anImageThatIsADirectorySaysSo(command: String) throws {
        let dir = try scratchDirectory(spec: Self.spec(image: "icons"), name: "s.yaml")
        defer { try? FileManager.default.removeItem(at: dir) }
        try FileManager.default.createDirectory(
            at: dir.appendingPathComponent("icons"), withIntermediateDirectories: false)
        let result = try runShell("timeout 60 \"$T\" \(command)", in: dir)
        #expect(result.status == 1)
        #expect(
            headline(result) == "s.yaml:5:12: error: cannot read image 'icons' "
                + "(\(dir.standardizedFileURL.path)/icons): it is a directory, not a file")
    }

    @Test func anImageThatIsADeviceIsRefused() throws {
        let result = try runShell(
            "timeout 60 \"$T\" layout s.yaml",
            in: try scratchDirectory(spec: Self.spec(image: "/dev/zero"), name: "s.yaml"))
        #expect(result.status == 1)
        #expect(
            headline(result)
                == "s.yaml:5:12: error: cannot read image '/dev/zero' (/dev/zero): it is a device, not a file")
    }

    /// 23,000 × 23,000 one-bit pixels in a small file: laid out from its header (a layout decodes nothing),
    /// refused by `render` from its header, before the 2.1 GB surface Cairo's own reader allocated for it.
    @Test func aHugeOneBitImageIsRefusedByThePixelLimit() throws {
        let side = 23_000
        let raw = [UInt8](repeating: 0, count: side * (1 + (side + 7) / 8))
        let bytes = Self.png(
            width: side, height: side, bitDepth: 1, colorType: 0, data: Deflate.zlibRunLength(raw, period: 1))
        #expect(bytes.count < 1 << 20)
        let dir = try scratchDirectory(spec: Self.spec(image: "huge.png"), name: "s.yaml")
        defer { try? FileManager.default.removeItem(at: dir) }
        try Data(bytes).write(to: dir.appendingPathComponent("huge.png"))
        let layout = try runShell("timeout 60 \"$T\" layout s.yaml --json", in: dir)
        #expect(layout.status == 0, "\(layout.stderr)")
        #expect(layout.stdout.contains("\"intrinsicSize\": {\"width\": 23000, \"height\": 23000}"), "\(layout.stdout)")
        let render = try runShell("timeout 60 \"$T\" render s.yaml -o out.png", in: dir)
        #expect(render.status == 1)
        #expect(
            headline(render)
                == "s.yaml:5:12: error: cannot read image \(dir.standardizedFileURL.path)/huge.png as PNG: "
                + "the image is 23000×23000 px, more than 64,000,000 pixels (the limit 'imagePixels' is 64,000,000 "
                + "pixels; raise it with --limit imagePixels=N)")
        #expect(listing(dir) == ["huge.png", "s.yaml"])
    }

    /// 16,000 × 16,000 RGBA (1.0 GB decoded) is refused from its header; raising the limit lets it through to
    /// the decoder, which then finds its data missing.
    @Test func anRGBAImageOverThePixelLimitIsRefusedAndTheLimitRaises() throws {
        let bytes = Self.png(
            width: 16_000, height: 16_000, bitDepth: 8, colorType: 6, data: [0x78, 0x9C, 0x03, 0x00, 0, 0, 0, 1])
        let dir = try scratchDirectory(spec: Self.spec(image: "big.png"), name: "s.yaml")
        defer { try? FileManager.default.removeItem(at: dir) }
        try Data(bytes).write(to: dir.appendingPathComponent("big.png"))
        let refused = try runShell("timeout 60 \"$T\" render s.yaml -o out.png", in: dir)
        #expect(refused.status == 1)
        #expect(
            headline(refused).contains("the image is 16000×16000 px, more than 64,000,000 pixels"), "\(refused.stderr)")
        let small = try runShell("timeout 60 \"$T\" render s.yaml -o out.png --limit imagePixels=1000", in: dir)
        #expect(headline(small).contains("more than 1,000 pixels (the limit 'imagePixels' is 1,000 pixels"))
        #expect(listing(dir) == ["big.png", "s.yaml"])
    }

    /// The fonts folder with one face replaced by `make` (given its path and the bundled file's bytes).
    func fontsFolder(replacing name: String, _ make: (String, Data) throws -> Void) throws -> URL {
        let fonts = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Fonts")
        let copy = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-fonts-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: copy, withIntermediateDirectories: true)
        for file in try FileManager.default.contentsOfDirectory(atPath: fonts.path) where file != name {
            try FileManager.default.createSymbolicLink(
                at: copy.appendingPathComponent(file), withDestinationURL: fonts.appendingPathComponent(file))
        }
        try make(copy.appendingPathComponent(name).path, try Data(contentsOf: fonts.appendingPathComponent(name)))
        return copy
    }

    static let button = """
        canvas: {width: 200, height: 100}
        views:
          go: {kind: button, text: Continue, constraints: [left == superview.left, top == superview.top]}
        """

    @Test(arguments: ["Roboto-Regular.ttf", "Roboto-Bold.ttf"])
    func aTruncatedBundledFontIsAnErrorNamingIt(name: String) throws {
        let fonts = try fontsFolder(replacing: name) { path, bytes in
            try bytes.prefix(bytes.count / 2).write(to: URL(fileURLWithPath: path))
        }
        defer { try? FileManager.default.removeItem(at: fonts) }
        let dir = try scratchDirectory(spec: Self.button, name: "s.yaml")
        defer { try? FileManager.default.removeItem(at: dir) }
        let result = try runShell(
            "timeout 60 \"$T\" layout s.yaml", in: dir, environment: ["TRELLIS_FONTS": fonts.path])
        #expect(result.status == 1, "status \(result.status): \(result.stdout)")
        #expect(result.stderr.contains("cannot read font \(fonts.path)/\(name): table '"), "\(result.stderr)")
        #expect(result.stderr.contains("(the file is truncated)"))
    }

    @Test func aFontThatIsAFIFOIsRefusedWithoutHanging() throws {
        let fonts = try fontsFolder(replacing: "NotoSansHebrew-Regular.ttf") { path, _ in
            #expect(mkfifo(path, 0o600) == 0)
        }
        defer { try? FileManager.default.removeItem(at: fonts) }
        let dir = try scratchDirectory(spec: Self.button, name: "s.yaml")
        defer { try? FileManager.default.removeItem(at: dir) }
        let result = try runShell(
            "timeout 60 \"$T\" layout s.yaml", in: dir, environment: ["TRELLIS_FONTS": fonts.path])
        #expect(result.status == 1, "status \(result.status): \(result.stderr)")
        #expect(
            result.stderr.contains(
                "cannot read font \(fonts.path)/NotoSansHebrew-Regular.ttf: it is a FIFO, not a file"),
            "\(result.stderr)")
    }
}

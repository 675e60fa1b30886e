import Foundation
import Testing

@testable import TrellisRender

/// `trellis render` end to end, through the built binary.
@Suite struct RenderCommandTests {
    static let card = """
        canvas: {width: 240, height: 120, scale: 2}
        views:
          card:
            background: "#F2F4F8"
            frame: {x: 10, y: 10, width: 220, height: 100}
            subviews:
              title:
                kind: label
                text: Hello, Trellis
                font: 17
                constraints:
                  - left == superview.left + 12
                  - top == superview.top + 12
              toggle:
                kind: switch
                constraints:
                  - right == superview.right - 12
                  - bottom == superview.bottom - 12
        """

    /// A fresh directory holding `card.yaml` (and whatever else the test writes).
    func workspace(spec: String = card, name: String = "card.yaml") throws -> URL {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        try spec.write(to: dir.appendingPathComponent(name), atomically: true, encoding: .utf8)
        return dir
    }

    func contents(_ dir: URL) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: dir.path)) ?? []).sorted()
    }

    @Test(arguments: ["png", "svg", "pdf"])
    func twoProcessesWriteIdenticalBytes(format: String) throws {
        let dir = try workspace()
        defer { try? FileManager.default.removeItem(at: dir) }
        let spec = dir.appendingPathComponent("card.yaml").path
        let a = dir.appendingPathComponent("a.\(format)"), b = dir.appendingPathComponent("b.\(format)")
        for out in [a, b] {
            let result = try runTrellis(["render", spec, "-o", out.path, "--overlay", "all", "--legend"])
            #expect(result.status == 0, "\(result.stderr)")
        }
        let first = try Data(contentsOf: a), second = try Data(contentsOf: b)
        #expect(first.count > 500)
        #expect(first == second)
        #expect(contents(dir) == ["a.\(format)", "b.\(format)", "card.yaml"])
    }

    @Test func pngHasCanvasPlusPaddingTimesScale() throws {
        let dir = try workspace()
        defer { try? FileManager.default.removeItem(at: dir) }
        let out = dir.appendingPathComponent("card.png")
        let result = try runTrellis([
            "render", dir.appendingPathComponent("card.yaml").path, "-o", out.path,
            "--scale", "3", "--padding", "10",
        ])
        #expect(result.status == 0, "\(result.stderr)")
        let bytes = [UInt8](try Data(contentsOf: out))
        let image = try #require(RasterImage(pngBytes: bytes))
        #expect(image.width == (240 + 20) * 3 && image.height == (120 + 20) * 3)
        // The card's background at its centre, (10 + 10 + 110, 10 + 10 + 50) pt.
        #expect(image.pixel(x: 130 * 3, y: 70 * 3) == RasterImage.Pixel(red: 0xF2, green: 0xF4, blue: 0xF8, alpha: 255))
    }

    @Test func dashWritesToStandardOutput() throws {
        let dir = try workspace()
        defer { try? FileManager.default.removeItem(at: dir) }
        let spec = dir.appendingPathComponent("card.yaml").path
        let piped = try runTrellis(["render", spec, "-o", "-", "--format", "svg"])
        #expect(piped.status == 0, "\(piped.stderr)")
        let file = dir.appendingPathComponent("card.svg")
        #expect(try runTrellis(["render", spec, "-o", file.path]).status == 0)
        #expect(piped.stdout == (try String(contentsOf: file, encoding: .utf8)))
        #expect(piped.stdout.hasPrefix("<?xml"))
    }

    @Test func batchRendersEverySpecIntoTheDirectoryNamedAfterIt() throws {
        let dir = try workspace()
        defer { try? FileManager.default.removeItem(at: dir) }
        for name in ["b.yaml", "c.yaml"] {
            try Self.card.replacingOccurrences(of: "Hello, Trellis", with: name)
                .write(to: dir.appendingPathComponent(name), atomically: true, encoding: .utf8)
        }
        let specs = ["card.yaml", "b.yaml", "c.yaml"].map { dir.appendingPathComponent($0).path }
        let out = dir.appendingPathComponent("out").path + "/"
        let result = try runTrellis(["render"] + specs + ["-o", out, "--format", "svg"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(contents(dir.appendingPathComponent("out")) == ["b.svg", "c.svg", "card.svg"])
        // Not a terminal: one plain line per image, in input order.
        let lines = result.stderr.split(separator: "\n").map(String.init)
        #expect(lines.count == 3)
        #expect(lines.first?.hasPrefix("rendered \(specs[0]) → ") == true)
        // Each batch image equals the one a single render gives.
        let single = dir.appendingPathComponent("single.svg")
        #expect(try runTrellis(["render", specs[1], "-o", single.path]).status == 0)
        #expect(try Data(contentsOf: single) == Data(contentsOf: dir.appendingPathComponent("out/b.svg")))
    }

    @Test func unwritableOutputFails() throws {
        let dir = try workspace()
        defer { try? FileManager.default.removeItem(at: dir) }
        let result = try runTrellis([
            "render", dir.appendingPathComponent("card.yaml").path,
            "-o", dir.appendingPathComponent("missing/dir/card.png").path,
        ])
        #expect(result.status == 1)
        #expect(result.stderr.contains("cannot write"))
        #expect(contents(dir) == ["card.yaml"])
    }

    @Test(arguments: [["-o", "OUT/card.gif"], ["-o", "OUT/card.png", "--format", "bmp"]])
    func unknownFormatFails(arguments: [String]) throws {
        let dir = try workspace()
        defer { try? FileManager.default.removeItem(at: dir) }
        let args = arguments.map { $0.replacingOccurrences(of: "OUT", with: dir.path) }
        let result = try runTrellis(["render", dir.appendingPathComponent("card.yaml").path] + args)
        #expect(result.status == 1)
        #expect(result.stderr.contains("unknown output format"))
        #expect(contents(dir) == ["card.yaml"])
    }

    static let photoSpec = """
        canvas: {width: 100, height: 100}
        views:
          photo:
            kind: image
            image: broken.png
            frame: {x: 0, y: 0, width: 50, height: 50}
        """

    @Test func notAPNGFailsAndLeavesNothing() throws {
        let dir = try workspace(spec: Self.photoSpec)
        defer { try? FileManager.default.removeItem(at: dir) }
        try Data("not a png".utf8).write(to: dir.appendingPathComponent("broken.png"))
        let out = dir.appendingPathComponent("card.png")
        let result = try runTrellis(["render", dir.appendingPathComponent("card.yaml").path, "-o", out.path])
        #expect(result.status == 1)
        #expect(result.stderr.contains("broken.png"))
        #expect(result.stderr.contains("error:"))
        #expect(contents(dir) == ["broken.png", "card.yaml"])
    }

    @Test func truncatedPNGFailsInTheRendererAndLeavesNothing() throws {
        let dir = try workspace(spec: Self.photoSpec)
        defer { try? FileManager.default.removeItem(at: dir) }
        // A real PNG's signature and header (so its size reads fine), cut off before the pixel data ends.
        let whole = try runTrellis(["render", dir.appendingPathComponent("card.yaml").path, "-o", "-"])
        #expect(whole.status == 1) // broken.png doesn't exist yet
        let source = dir.appendingPathComponent("source.png")
        try Data("canvas: {width: 40, height: 30}\nviews: {}\n".utf8).write(
            to: dir.appendingPathComponent("blank.yaml"))
        #expect(
            try runTrellis(["render", dir.appendingPathComponent("blank.yaml").path, "-o", source.path]).status == 0)
        let bytes = try Data(contentsOf: source)
        try bytes.prefix(60).write(to: dir.appendingPathComponent("broken.png"))
        try FileManager.default.removeItem(at: source)
        try FileManager.default.removeItem(at: dir.appendingPathComponent("blank.yaml"))
        let result = try runTrellis([
            "render", dir.appendingPathComponent("card.yaml").path,
            "-o", dir.appendingPathComponent("card.png").path,
        ])
        #expect(result.status == 1)
        #expect(result.stderr.contains("broken.png"))
        #expect(contents(dir) == ["broken.png", "card.yaml"])
    }

    @Test func missingImageFails() throws {
        let spec = """
            canvas: {width: 100, height: 100}
            views:
              photo:
                kind: image
                image: nowhere.png
                frame: {x: 0, y: 0, width: 50, height: 50}
            """
        let dir = try workspace(spec: spec)
        defer { try? FileManager.default.removeItem(at: dir) }
        let result = try runTrellis([
            "render", dir.appendingPathComponent("card.yaml").path,
            "-o", dir.appendingPathComponent("card.png").path,
        ])
        #expect(result.status == 1)
        #expect(result.stderr.contains("nowhere.png"))
        #expect(contents(dir) == ["card.yaml"])
    }

    @Test func canvasTooLargeFailsAndKeepsTheOldFile() throws {
        let dir = try workspace(spec: "canvas: {width: 9000, height: 9000, scale: 2}\nviews: {}\n")
        defer { try? FileManager.default.removeItem(at: dir) }
        let out = dir.appendingPathComponent("card.png")
        try Data("previous".utf8).write(to: out)
        let result = try runTrellis(["render", dir.appendingPathComponent("card.yaml").path, "-o", out.path])
        #expect(result.status == 1)
        #expect(result.stderr.contains("the canvas is 324000000 pixels at scale 2, more than 64,000,000"))
        #expect(try Data(contentsOf: out) == Data("previous".utf8))
        #expect(contents(dir) == ["card.png", "card.yaml"])
    }

    @Test func specErrorsReportFileLineAndColumn() throws {
        let dir = try workspace(spec: "canvas: {width: 100, height: 100}\nviews:\n  a:\n    kind: labl\n")
        defer { try? FileManager.default.removeItem(at: dir) }
        let spec = dir.appendingPathComponent("card.yaml").path
        let result = try runTrellis(["render", spec, "-o", dir.appendingPathComponent("card.png").path])
        #expect(result.status == 1)
        #expect(result.stderr.contains("\(spec):4:"))
        #expect(result.stderr.contains("error:"))
        #expect(contents(dir) == ["card.yaml"])
    }

    @Test(arguments: [
        ["--scale", "4"], ["--style", "fancy"], ["--overlay", "frames,grid"], ["--theme", "blue"],
        ["--background", "notacolour"], ["--padding=-3"], ["--padding", "wide"],
    ])
    func badOptionsFail(arguments: [String]) throws {
        let dir = try workspace()
        defer { try? FileManager.default.removeItem(at: dir) }
        let result = try runTrellis(
            [
                "render", dir.appendingPathComponent("card.yaml").path,
                "-o", dir.appendingPathComponent("card.png").path,
            ] + arguments)
        #expect(result.status == 1)
        #expect(result.stderr.contains("error:"))
        #expect(contents(dir) == ["card.yaml"])
    }

    @Test func oneFailureInABatchStillWritesTheOthers() throws {
        let dir = try workspace()
        defer { try? FileManager.default.removeItem(at: dir) }
        try "canvas: {width: 0, height: 10}\nviews: {}\n".write(
            to: dir.appendingPathComponent("bad.yaml"),
            atomically: true, encoding: .utf8)
        let specs = ["card.yaml", "bad.yaml"].map { dir.appendingPathComponent($0).path }
        let result = try runTrellis(["render"] + specs + ["-o", dir.appendingPathComponent("out").path + "/"])
        #expect(result.status == 1)
        #expect(contents(dir.appendingPathComponent("out")) == ["card.png"])
    }
}

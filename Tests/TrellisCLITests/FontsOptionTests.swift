import Foundation
import Testing

/// `--fonts DIR` on `trellis layout` and `trellis render`: the directory's fonts are named like a spec's own
/// `fonts:`; a name no file provides fails with the spec's line, and a bad directory fails cleanly.
struct FontsOptionTests {
    static let fonts = SnapshotCommandTests.packageRoot.appendingPathComponent("docs/examples/fonts").path

    static let spec = """
        canvas: {width: 200, height: 60, scale: 2}
        views:
          brand: {kind: label, text: Brand, font: {name: LiberationSans-Bold, size: 17}, constraints: [leading == superview.leading, top == superview.top]}
        """

    /// `spec` written as brand.yaml in a fresh temporary directory (removed by the caller).
    static func specFile(_ test: String) throws -> (directory: URL, path: String) {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "trellis-fonts-\(test)-\(getpid())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let path = directory.appendingPathComponent("brand.yaml").path
        try spec.write(toFile: path, atomically: true, encoding: .utf8)
        return (directory, path)
    }

    @Test func layoutFindsTheDirectorysFonts() throws {
        let result = try runTrellis(["layout", "-", "--fonts", Self.fonts], stdin: Self.spec)
        #expect(result.status == 0, "\(result.stderr)")
        // Liberation Sans Bold's own line height: 2355/2048 em at 17 pt, 20 at @2x.
        #expect(result.stdout.contains("brand  -          (0, 0) 49.5 × 20  (0, 0) 49.5 × 20  49.5 × 20"))
        let without = try runTrellis(["layout", "-"], stdin: Self.spec)
        #expect(without.status == 1)
        #expect(without.stdout.isEmpty)
        #expect(
            without.stderr.hasPrefix("<stdin>:3:50: error: no font file provides the font name 'LiberationSans-Bold'"))
    }

    @Test func renderFindsTheDirectorysFontsAndRefusesAMissingDirectory() throws {
        let png = try runTrellis(
            ["render", "-", "--fonts", Self.fonts, "-o", "-", "--format", "png"], stdin: Self.spec)
        #expect(png.status == 0, "\(png.stderr)")
        #expect(png.stdout.utf8.starts(with: [0xEF, 0xBF, 0xBD, 0x50, 0x4E, 0x47]))
        let missing = try runTrellis(["render", "-", "--fonts", "/nonexistent/fonts", "-o", "-"], stdin: Self.spec)
        #expect(missing.status == 1)
        #expect(missing.stderr == "error: --fonts /nonexistent/fonts: cannot list the directory\n")
    }

    /// An Interface Builder document's custom font, supplied with --fonts: no warning, its own line height.
    @Test func documentsTakeTheDirectorysFonts() throws {
        let xib = try String(
            contentsOf: SnapshotCommandTests.packageRoot.appendingPathComponent("Tests/Fixtures/fonts/Brand.xib"),
            encoding: .utf8)
        let supplied = try runTrellis(["layout", "-", "--fonts", Self.fonts], stdin: xib)
        #expect(supplied.status == 0, "\(supplied.stderr)")
        #expect(supplied.stderr.isEmpty)
        #expect(supplied.stdout.contains("49.5 × 20"))
        #expect(supplied.stdout.contains("lightLabel"))
        let alone = try runTrellis(["layout", "-"], stdin: xib)
        #expect(alone.status == 0)
        #expect(alone.stderr.contains("custom font 'LiberationSans-Bold' (the system font of its size used"))
    }

    /// `trellis check --fonts DIR` reads the spec with the directory's fonts: the checks run on the label.
    @Test func checkFindsTheDirectorysFonts() throws {
        let (directory, spec) = try Self.specFile("check")
        defer { try? FileManager.default.removeItem(at: directory) }
        let checked = try runTrellis(["check", spec, "--fonts", Self.fonts])
        #expect(checked.stdout.contains("'brand' has a fixed 17 pt font that doesn't scale with Dynamic Type"))
        #expect(!(checked.stdout + checked.stderr).contains("no font file provides"))
        let alone = try runTrellis(["check", spec])
        #expect(alone.status == 1)
        #expect(
            alone.stderr.contains("brand.yaml:3:50: error: no font file provides the font name 'LiberationSans-Bold'"))
    }

    /// `trellis snapshot --fonts DIR`: the spec is read and laid out with the directory's fonts.
    @Test func snapshotFindsTheDirectorysFonts() throws {
        let (directory, spec) = try Self.specFile("snapshot")
        defer { try? FileManager.default.removeItem(at: directory) }
        let recorded = try runTrellis(["snapshot", spec, "--fonts", Self.fonts, "--record", "missing"])
        #expect(recorded.stdout.contains("recorded"), "\(recorded.stdout)\(recorded.stderr)")
        let layout = try String(
            contentsOf: directory.appendingPathComponent("__snapshots__/brand.layout.txt"), encoding: .utf8)
        #expect(layout.contains("49.5 × 20"))
        let verified = try runTrellis(["snapshot", spec, "--fonts", Self.fonts, "--record", "never"])
        #expect(verified.status == 0, "\(verified.stdout)")
        let alone = try runTrellis(["snapshot", spec, "--record", "never"])
        #expect(alone.status == 1)
        #expect((alone.stdout + alone.stderr).contains("no font file provides the font name 'LiberationSans-Bold'"))
    }
}

import Foundation
import Testing

/// Point 7 of issue 13: `--strict` / `strict: true` fail on problems; without it, `render` warns on stderr.
@Suite struct StrictModeTests {
    static let conflicting = """
        canvas: {width: 200, height: 100}
        views:
          a:
            kind: label
            text: Hello
            constraints: [width == 50, width == 80, leading == superview.leading, top == superview.top]
        """
    static let ambiguous = """
        canvas: {width: 200, height: 100}
        views:
          lost: {constraints: [width == 10]}
        """
    static let collapsed = """
        canvas: {width: 200, height: 100}
        views:
          squeezed:
            kind: label
            text: Some text
            constraints: [leading == canvas.leading, top == canvas.top, width == 0, height == 20]
        """
    static let clean = """
        canvas: {width: 200, height: 100}
        views:
          ok:
            kind: label
            text: Fine
            constraints: [leading == canvas.leading + 8, top == canvas.top + 8]
        """

    func write(_ spec: String) throws -> (dir: URL, spec: String) {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-strict-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        let path = dir.appendingPathComponent("s.yaml").path
        try spec.write(toFile: path, atomically: true, encoding: .utf8)
        return (dir, path)
    }

    @Test(arguments: [
        (conflicting, "unable to simultaneously satisfy"), (ambiguous, "has an ambiguous layout"),
        (collapsed, "has content but zero width"),
    ])
    func strictRenderAndLayoutFailWithTheDiagnostics(spec: String, expected: String) throws {
        let (dir, path) = try write(spec)
        defer { try? FileManager.default.removeItem(at: dir) }
        let out = dir.appendingPathComponent("out.png").path
        let strict = try runTrellis(["render", path, "-o", out, "--strict"])
        #expect(strict.status == 1)
        #expect(strict.stderr.contains("error: ") && strict.stderr.contains(expected))
        #expect(strict.stderr.contains("strict mode"))
        #expect(!FileManager.default.fileExists(atPath: out))
        let layout = try runTrellis(["layout", path, "--strict"])
        #expect(layout.status == 1 && layout.stdout.isEmpty && layout.stderr.contains(expected))
        // Without strict: the image is written, the problem is a warning (or error line) on stderr.
        let lenient = try runTrellis(["render", path, "-o", out])
        #expect(lenient.status == 0)
        #expect(lenient.stderr.contains(expected) && lenient.stderr.contains("s.yaml:"))
        #expect(FileManager.default.fileExists(atPath: out))
        #expect(try runTrellis(["layout", path]).status == 0)
    }

    @Test func strictKeyInTheSpecActsLikeTheFlag() throws {
        let (dir, path) = try write("strict: true\n" + Self.ambiguous)
        defer { try? FileManager.default.removeItem(at: dir) }
        let render = try runTrellis(["render", path, "-o", dir.appendingPathComponent("x.png").path])
        #expect(render.status == 1 && render.stderr.contains("strict: true in the spec"))
        #expect(try runTrellis(["layout", path]).status == 1)
    }

    @Test func cleanSpecPassesStrictSilently() throws {
        let (dir, path) = try write(Self.clean)
        defer { try? FileManager.default.removeItem(at: dir) }
        let render = try runTrellis(["render", path, "-o", dir.appendingPathComponent("x.png").path, "--strict"])
        #expect(render.status == 0 && render.stderr.isEmpty)
        #expect(try runTrellis(["layout", path, "--strict"]).status == 0)
    }
}

/// The gallery's specs are sound: every illustration and the profile card pass `--strict`, and the
/// illustrations all carry a title and a caption (they are figures for docs/illustrations.md).
@Test func galleryIllustrationsPassStrictMode() throws {
    let dir = packageDirectory().appendingPathComponent("Samples/illustrations")
    let specs = try FileManager.default.contentsOfDirectory(atPath: dir.path).filter { $0.hasSuffix(".yaml") }.sorted()
    #expect(
        specs == [
            "compression.yaml", "content-size.yaml", "hugging.yaml", "margins.yaml", "priorities.yaml",
            "safe-area.yaml", "stack-distributions.yaml",
        ])
    for spec in specs {
        let path = dir.appendingPathComponent(spec).path
        let result = try runTrellis(["layout", path, "--strict"])
        #expect(result.status == 0, "\(spec): \(result.stderr)")
        let text = try String(contentsOfFile: path, encoding: .utf8)
        #expect(text.contains("\ntitle: ") && text.contains("- caption: "), "\(spec)")
    }
    let card = try runTrellis([
        "layout", packageDirectory().appendingPathComponent("Samples/profile-card.yaml").path, "--strict",
    ])
    #expect(card.status == 0, "\(card.stderr)")
}

import Foundation
import Testing

/// `--system-font DIR` and `$TRELLIS_SYSTEM_FONTS` on the commands that lay text out, with the SF stand-in of
/// Tests/Fixtures/fonts linked under SF Pro's name.
@Suite struct SystemFontCLITests {
    static let spec = """
        canvas: {width: 320, height: 200, scale: 2}
        views:
          body: {kind: label, text: "Hello, world", font: {size: 17}, constraints: [top == superview.top, leading == superview.leading]}
          title: {kind: label, text: "Hello, world", font: {size: 28}, constraints: [top == body.bottom, leading == superview.leading]}
        """

    /// A scratch folder with the spec and `sf/SF-Pro.ttf` (the variable stand-in).
    static func scratch() throws -> URL {
        let dir = try scratchDirectory(spec: spec, name: "s.yaml")
        let fonts = dir.appendingPathComponent("sf")
        try FileManager.default.createDirectory(at: fonts, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            at: fonts.appendingPathComponent("SF-Pro.ttf"),
            withDestinationURL: packageDirectory().appendingPathComponent("Tests/Fixtures/fonts/TrellisOpszTest-VF.ttf")
        )
        return dir
    }

    static func frames(_ output: String) throws -> [String: LayoutJSON.Frame] {
        let layout = try JSONDecoder().decode(LayoutJSON.self, from: Data(output.utf8))
        return Dictionary(uniqueKeysWithValues: layout.views.map { ($0.name, $0.frame) })
    }

    /// Roboto: 88.619 pt → 89 at @2x, 20.287 tall → 20.5. The stand-in: 83.232 → 83.5 and 144.844 → 145, one
    /// em tall (17, 28), whether the folder comes from the option or the environment.
    @Test func labelWidthsWithAndWithoutTheSystemFont() throws {
        let dir = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: dir) }
        let plain = try runShell("\"$T\" layout s.yaml --json", in: dir)
        #expect(plain.status == 0)
        let roboto = try Self.frames(plain.stdout)
        #expect(roboto["body"] == LayoutJSON.Frame(x: 0, y: 0, width: 89, height: 20.5))
        let flagged = try runShell("\"$T\" layout s.yaml --json --system-font sf", in: dir)
        #expect(flagged.status == 0, "\(flagged.stderr)")
        let sf = try Self.frames(flagged.stdout)
        #expect(sf["body"] == LayoutJSON.Frame(x: 0, y: 0, width: 83.5, height: 17))
        #expect(sf["title"] == LayoutJSON.Frame(x: 0, y: 17, width: 145, height: 28))
        let environment = try runShell(
            "\"$T\" layout s.yaml --json", in: dir, environment: ["TRELLIS_SYSTEM_FONTS": dir.path + "/sf"])
        #expect(environment.stdout == flagged.stdout)
        // An empty variable means none: Roboto, byte for byte.
        let empty = try runShell("\"$T\" layout s.yaml --json", in: dir, environment: ["TRELLIS_SYSTEM_FONTS": ""])
        #expect(empty.stdout == plain.stdout)
    }

    /// Drawn at the instance the layout measured (FreeType at opsz 17 and 28), and `check` takes the option too.
    @Test func renderAndCheckTakeTheOption() throws {
        let dir = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: dir) }
        let render = try runShell("\"$T\" render s.yaml -o s.png --system-font sf", in: dir)
        #expect(render.status == 0, "\(render.stderr)")
        #expect(FileManager.default.fileExists(atPath: dir.appendingPathComponent("s.png").path))
        // The labels sit under the status bar on some devices: check reports them, laid out in the stand-in.
        let check = try runShell("\"$T\" check s.yaml --system-font sf", in: dir)
        #expect(check.status == 1)
        #expect(check.stdout.hasSuffix("2 errors, 2 warnings in 1 spec across 48 environments\n"), "\(check.stdout)")
        #expect(!check.stderr.contains("system font"), "\(check.stderr)")
    }

    /// Snapshot result bundles record the system font in their identity: `snapshot info` names its folder and
    /// gives another digest, so bundles of runs with and without it are never merged.
    @Test func snapshotIdentityNamesTheSystemFont() throws {
        let dir = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: dir) }
        let plain = try runShell("\"$T\" snapshot info", in: dir)
        let system = try runShell(
            "\"$T\" snapshot info", in: dir, environment: ["TRELLIS_SYSTEM_FONTS": dir.path + "/sf"])
        #expect(plain.status == 0 && system.status == 0)
        let plainLines = plain.stdout.split(separator: "\n"), systemLines = system.stdout.split(separator: "\n")
        let fonts = try #require(systemLines.first { $0.hasPrefix("fonts: ") })
        #expect(fonts.hasSuffix(" + " + dir.path + "/sf"))
        let digest = { (lines: [Substring]) in lines.first { $0.hasPrefix("fonts digest: ") } }
        #expect(digest(plainLines) != nil)
        #expect(digest(plainLines) != digest(systemLines))
    }

    @Test func folderWithoutSFProIsAnErrorWithStatusOne() throws {
        let dir = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: dir) }
        let missing = try runShell("\"$T\" layout s.yaml --system-font nowhere", in: dir)
        #expect(missing.status == 1)
        #expect(missing.stdout.isEmpty)
        #expect(missing.stderr.contains("system font directory nowhere: no such directory"), "\(missing.stderr)")
        let empty = try runShell("mkdir -p empty && \"$T\" render s.yaml -o s.png --system-font empty", in: dir)
        #expect(empty.status == 1)
        #expect(empty.stderr.contains("system font directory empty: no SF-Pro-Text-*.otf"), "\(empty.stderr)")
        #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("s.png").path))
        // The preview says so before it opens a socket.
        let preview = try runShell("\"$T\" preview s.yaml --port 0 --system-font nowhere", in: dir)
        #expect(preview.status == 1)
        #expect(preview.stderr == "error: system font directory nowhere: no such directory\n", "\(preview.stderr)")
    }
}

import Foundation
import Testing

@testable import TrellisRender

/// `--matrix` on `trellis layout` and `trellis render` (issue 11 point 6), through the built binary.
@Suite struct MatrixCommandTests {
    static let spec = """
        canvas: {width: 200, height: 100, scale: 2}
        views:
          avatar: {background: orange, constraints: [leading == superview.leading + 16, top == superview.top + 10, width == 40, height == 40]}
          title:
            kind: label
            text: A rather long title
            font: {style: body}
            constraints: [leading == avatar.trailing + 8, top == avatar.top, width == 80]
        """

    @Test func layoutPrintsEveryCombination() throws {
        let result = try runTrellis(
            ["layout", "-", "--matrix", "direction=ltr,rtl", "--matrix", "type=L,AX-XXXL"], stdin: Self.spec)
        #expect(result.status == 0, "\(result.stderr)")
        let headers = result.stdout.split(separator: "\n").filter { $0.hasPrefix("== ") }
        #expect(headers == ["== ltr · L", "== ltr · AX-XXXL", "== rtl · L", "== rtl · AX-XXXL"])
        // The avatar: x 16 left-to-right, 200 − 16 − 40 = 144 right-to-left.
        let avatars = result.stdout.split(separator: "\n").filter { $0.hasPrefix("avatar") }
        #expect(avatars.count == 4)
        #expect(avatars[0].contains("(16, 10) 40 × 40") && avatars[2].contains("(144, 10) 40 × 40"))
        // The 80-point title truncates at every size here.
        #expect(result.stdout.components(separatedBy: "review: truncated 'title'").count - 1 == 4)
    }

    @Test func layoutMatrixJSON() throws {
        let result = try runTrellis(
            ["layout", "-", "--json", "--matrix", "device=iPhone SE (1st generation),iPad mini"],
            stdin: Self.spec)
        #expect(result.status == 0, "\(result.stderr)")
        let object = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
        let configurations = try #require(object?["configurations"] as? [[String: Any]])
        #expect(configurations.map { $0["configuration"] as? String } == ["iPhone SE (1st generation)", "iPad mini"])
        let canvases = configurations.compactMap {
            (($0["layout"] as? [String: Any])?["canvas"] as? [String: Any])?["width"] as? Double
        }
        #expect(canvases == [320, 768])
        // Each configuration's traits: the iPad is regular width.
        let traits = configurations.map { $0["traits"] as? [String: String] }
        #expect(traits[0]?["horizontalSizeClass"] == "compact" && traits[0]?["verticalSizeClass"] == "regular")
        #expect(traits[1]?["horizontalSizeClass"] == "regular" && traits[1]?["orientation"] == "portrait")
        // A rotated, right-to-left canvas says so in the plain report too; a usual one doesn't.
        let rotated = try runTrellis(
            ["layout", "-", "--json"],
            stdin: "device: {name: iPhone 15, orientation: landscapeLeft, locale: he}\nviews: {}\n")
        #expect(
            rotated.stdout.contains(
                #""traits": {"orientation": "landscapeLeft", "splitView": "full", "layoutDirection": "rightToLeft", "contentSizeCategory": "large", "horizontalSizeClass": "compact", "verticalSizeClass": "compact"}"#
            ))
        let usual = try runTrellis(["layout", "-", "--json"], stdin: "device: iPad mini\nviews: {}\n")
        #expect(usual.status == 0 && !usual.stdout.contains("traits"))
    }

    @Test func badMatricesAreErrorsWithNothingWritten() throws {
        let tooMany = try runTrellis(
            [
                "layout", "-", "--matrix", "type=XS,S,M,L,XL,XXL,XXXL,AX-M,AX-L,AX-XL,AX-XXL,AX-XXXL",
                "--matrix", "direction=ltr,rtl", "--matrix", "device=iPhone 8,iPhone 15,iPad mini",
            ],
            stdin: Self.spec)
        #expect(tooMany.status == 1 && tooMany.stdout.isEmpty)
        #expect(tooMany.stderr.contains("72 combinations (over 64); add --force"))
        let forced = try runTrellis(
            [
                "layout", "-", "--force", "--matrix", "type=XS,S,M,L,XL,XXL,XXXL,AX-M,AX-L,AX-XL,AX-XXL,AX-XXXL",
                "--matrix", "direction=ltr,rtl", "--matrix", "device=iPhone 8,iPhone 15,iPad mini",
            ],
            stdin: Self.spec)
        #expect(forced.status == 0)
        #expect(forced.stdout.split(separator: "\n").filter { $0.hasPrefix("== ") }.count == 72)
        let misspelt = try runTrellis(
            ["layout", "-", "--matrix", "type=accessibilityExtraExtraExtraLarg"], stdin: Self.spec)
        #expect(misspelt.status == 1 && misspelt.stdout.isEmpty)
        #expect(
            misspelt.stderr.contains(
                "unknown content size category 'accessibilityExtraExtraExtraLarg' (did you mean 'accessibilityExtraExtraExtraLarge'?)"
            ))
        let key = try runTrellis(["layout", "-", "--matrix", "directon=rtl"], stdin: Self.spec)
        #expect(key.stderr.contains("unknown key 'directon' (did you mean 'direction'?)"))
        let noDevice = try runTrellis(["layout", "-", "--matrix", "orientation=landscapeLeft"], stdin: Self.spec)
        #expect(noDevice.status == 1 && noDevice.stderr.contains("needs a device"))
        let upsideDown = try runTrellis(
            ["layout", "-", "--matrix", "device=iPhone 15", "--matrix", "orientation=portraitUpsideDown"],
            stdin: Self.spec)
        #expect(upsideDown.status == 1 && upsideDown.stderr.contains("iPhone 15 has no portraitUpsideDown orientation"))
    }

    @Test func renderDrawsOneContactSheet() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-matrix-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let specPath = dir.appendingPathComponent("card.yaml").path
        try Self.spec.write(toFile: specPath, atomically: true, encoding: .utf8)
        let sheet = dir.appendingPathComponent("sheet.png").path
        let result = try runTrellis(["render", specPath, "--matrix", "direction=ltr,rtl", "-o", sheet])
        #expect(result.status == 0, "\(result.stderr)")
        let image = try #require(RasterImage(pngBytes: Array(try Data(contentsOf: URL(fileURLWithPath: sheet)))))
        // Two cells of 200 + 2 × 16 points side by side at 1×, 24-point gaps: 24 + 232 + 24 + 232 + 24.
        #expect(image.width == 536)
        // The truncated title is outlined in the findings colour in the cells.
        #expect(image.pixels.contains { $0.red == 215 && $0.green == 0 && $0.blue == 21 })
        // A matrix renders one spec to one PNG.
        let svg = try runTrellis([
            "render", specPath, "--matrix", "direction=rtl", "-o", dir.appendingPathComponent("s.svg").path,
        ])
        #expect(svg.status == 1 && svg.stderr.contains("PNG contact sheet"))
        #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("s.svg").path))
    }
}

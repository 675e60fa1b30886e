import Foundation
import Testing

/// The same spec gives the same bytes however it is rendered: in parallel with other processes and with
/// itself inside one batch, under a tight address-space limit, and with the fonts in another directory.
@Suite struct DeterminismStressTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    func workspace() throws -> URL {
        let dir = try scratchDirectory()
        let samples = Self.repository.appendingPathComponent("Samples")
        for name in [
            "seed004-stack-views.yaml", "seed000-scene5-label-and-textview.yaml", "seed002-cell-fitting-height.yaml",
        ] {
            try FileManager.default.copyItem(
                at: samples.appendingPathComponent(name), to: dir.appendingPathComponent(name))
        }
        return dir
    }

    @Test(arguments: ["png", "svg", "pdf"])
    func concurrentRendersAreByteIdentical(format: String) throws {
        let dir = try workspace()
        defer { try? FileManager.default.removeItem(at: dir) }
        // Four processes at once, each a batch that also renders other specs in parallel threads; and the
        // same spec under four names inside one batch.
        let script = """
            mkdir p1 p2 p3 p4 batch
            for i in 1 2 3 4; do "$T" render card.yaml seed*.yaml -o p$i/ --format \(format) --overlay all --legend & done
            wait
            for i in 1 2 3 4; do cp card.yaml batch/c$i.yaml; done
            "$T" render batch/c1.yaml batch/c2.yaml batch/c3.yaml batch/c4.yaml seed*.yaml -o batch/ --format \(format) --overlay all --legend
            """
        let result = try runShell(script, in: dir)
        #expect(result.status == 0, "\(result.stderr)")
        let reference = try Data(contentsOf: dir.appendingPathComponent("p1/card.\(format)"))
        #expect(reference.count > 500)
        for i in 1...4 {
            #expect(
                try Data(contentsOf: dir.appendingPathComponent("p\(i)/card.\(format)")) == reference, "process \(i)")
            #expect(
                try Data(contentsOf: dir.appendingPathComponent("batch/c\(i).\(format)")) == reference,
                "batch copy \(i)")
            for sample in ["seed004-stack-views", "seed002-cell-fitting-height"] {
                #expect(
                    try Data(contentsOf: dir.appendingPathComponent("p\(i)/\(sample).\(format)"))
                        == Data(contentsOf: dir.appendingPathComponent("p1/\(sample).\(format)")))
            }
        }
    }

    @Test func sameBytesUnderATightAddressSpaceLimit() throws {
        let dir = try workspace()
        defer { try? FileManager.default.removeItem(at: dir) }
        let result = try runShell(
            """
            "$T" render seed004-stack-views.yaml -o free.png
            (ulimit -v 400000; "$T" render seed004-stack-views.yaml -o tight.png)
            cmp free.png tight.png && echo same
            """, in: dir)
        #expect(result.stdout == "same\n", "\(result.stderr)")
    }

    @Test func sameBytesWithTheFontsElsewhere() throws {
        let dir = try workspace()
        defer { try? FileManager.default.removeItem(at: dir) }
        let fonts = Self.repository.appendingPathComponent("Fonts").path
        // The same font files under another directory, reached by links (TRELLIS_FONTS names a directory).
        let result = try runShell(
            """
            mkdir -p elsewhere/deeper/fonts
            for f in "\(fonts)"/*; do ln -s "$f" elsewhere/deeper/fonts/; done
            for format in png svg pdf; do
              "$T" render seed000-scene5-label-and-textview.yaml -o bundled.$format
              TRELLIS_FONTS="$PWD/elsewhere/deeper/fonts" "$T" render seed000-scene5-label-and-textview.yaml -o moved.$format
              cmp bundled.$format moved.$format && echo "same $format"
            done
            """, in: dir)
        #expect(result.stdout == "same png\nsame svg\nsame pdf\n", "\(result.stderr)")
    }
}

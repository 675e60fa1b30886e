import Foundation
import Testing

private let goodSpec = """
    canvas: {width: 320, height: 568, scale: 2}
    views:
      box:
        background: gray
        constraints:
          - left == superview.left + 10
          - top == superview.top + 20
          - width == 100
          - height == width / 2
    """

@Test func everySampleLaysOutWithoutErrors() throws {
    let dir = packageDirectory().appendingPathComponent("Samples")
    let samples = try FileManager.default.contentsOfDirectory(atPath: dir.path).filter { $0.hasSuffix(".yaml") }
        .sorted()
    #expect(samples.count >= 16)
    for sample in samples {
        let text = try runTrellis(["layout", dir.appendingPathComponent(sample).path])
        #expect(text.status == 0, "\(sample): \(text.stderr)")
        #expect(text.stderr.isEmpty, "\(sample): \(text.stderr)")
        let layout = try layoutJSON(sample)
        #expect(!layout.views.isEmpty)
        let errors = layout.diagnostics.filter { $0.severity == "error" }.map(\.message)
        #expect(errors.isEmpty, "\(sample): \(errors)")
    }
}

@Test func stdinIsReadForDash() throws {
    let result = try runTrellis(["layout", "-", "--json"], stdin: goodSpec)
    #expect(result.status == 0, "\(result.stderr)")
    let layout = try JSONDecoder().decode(LayoutJSON.self, from: Data(result.stdout.utf8))
    let box = try layout.view("box")
    #expect(box.frame == LayoutJSON.Frame(x: 10, y: 20, width: 100, height: 50))
    #expect(box.superview == nil)
    #expect(layout.canvas.width == 320 && layout.canvas.scale == 2)
}

@Test func jsonHasTheDocumentedShapeAndIsByteStable() throws {
    let first = try runTrellis(["layout", samplePath("seed000-scene4-two-label-container.yaml"), "--json"])
    let second = try runTrellis(["layout", samplePath("seed000-scene4-two-label-container.yaml"), "--json"])
    #expect(first.status == 0)
    #expect(first.stdout == second.stdout)
    let object = try #require(try JSONSerialization.jsonObject(with: Data(first.stdout.utf8)) as? [String: Any])
    #expect(Set(object.keys) == ["canvas", "views", "diagnostics"])
    let views = try #require(object["views"] as? [[String: Any]])
    #expect(views.map { $0["name"] as? String } == ["bgView", "label1", "label2"])
    #expect(Set(views[0].keys) == ["name", "superview", "frame", "absoluteFrame", "intrinsicSize"])
    #expect(views[0]["superview"] is NSNull)
    #expect(views[1]["superview"] as? String == "bgView")
    // Keys in the documented order, numbers in their shortest form.
    let out = first.stdout
    let order = ["\"canvas\"", "\"views\"", "\"diagnostics\""].compactMap { out.range(of: $0)?.lowerBound }
    #expect(order == order.sorted() && order.count == 3)
    #expect(out.contains("\"frame\": {\"x\": 0, \"y\": 10, \"width\": 320, \"height\": 128}"))
    #expect(out.contains("\"height\": 33.5}"))
    #expect(out.hasPrefix("{\n  \"canvas\": {\"width\": 320, \"height\": 568, \"scale\": 2},\n"))
}

@Test func textReportListsFramesIntrinsicSizesAndDiagnostics() throws {
    let result = try runTrellis(["layout", samplePath("seed000-scene5-label-and-textview.yaml")])
    #expect(result.status == 0)
    let lines = result.stdout.split(separator: "\n").map(String.init)
    #expect(lines.first == "canvas 320 × 568 @2x (iPhone SE (1st generation))")
    #expect(
        lines.contains {
            $0.hasPrefix("view ") && $0.contains("superview") && $0.contains("on canvas")
                && $0.contains("intrinsic size")
        })
    #expect(lines.contains { $0.hasPrefix("bgView ") && $0.contains("(0, 10) 320 × ") && $0.hasSuffix("none") })
    #expect(lines.contains { $0.hasPrefix("  label1 ") && $0.contains("(10, 10) ") && $0.contains("(10, 20) ") })
    #expect(lines.contains { $0.contains(": warning: ") && $0.contains("textView1") })
}

@Test func badSpecExitsOneWithCaretAndNoStdout() throws {
    let bad = goodSpec.replacingOccurrences(of: "width == 100", with: "wdth == 100")
    let result = try runTrellis(["layout", "-"], stdin: bad)
    #expect(result.status == 1)
    #expect(result.stdout.isEmpty)
    #expect(
        result.stderr == """
            <stdin>:8:9: error: unknown attribute 'wdth' (did you mean 'width'?)
                  - wdth == 100
                    ^

            """)
    let json = try runTrellis(["layout", "-", "--json"], stdin: bad)
    #expect(json.status == 1)
    #expect(json.stdout.isEmpty)
}

@Test func layoutErrorsAreReportedWithTheirSpecLines() throws {
    // Seed 004: a location attribute can't equal a bare constant.
    let bad = goodSpec.replacingOccurrences(of: "left == superview.left + 10", with: "left == 10")
    let result = try runTrellis(["layout", "-"], stdin: bad)
    #expect(result.status == 1)
    #expect(result.stdout.isEmpty)
    let lines = result.stderr.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    #expect(lines.first?.hasPrefix("<stdin>:6:9: error: ") == true)
    #expect(lines.count > 2 && lines[1] == "      - left == 10" && lines[2] == "        ^")
}

@Test func unreadableInputsExitOne() throws {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-cli-\(getpid())")
    try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: dir) }
    let empty = dir.appendingPathComponent("empty.yaml")
    try Data().write(to: empty)
    let invalid = dir.appendingPathComponent("invalid.yaml")
    try "canvas: {width: 1\nviews: {}\n".write(to: invalid, atomically: true, encoding: .utf8)
    let cases: [(String, String)] = [
        (
            dir.appendingPathComponent("missing.yaml").path,
            "error: cannot read '\(dir.path)/missing.yaml': no such file\n"
        ),
        (dir.path, "error: cannot read '\(dir.path)': it is a directory, not a spec file\n"),
        (empty.path, "\(empty.path):1:1: error: the spec is empty: write 'canvas:' (or 'device:') and 'views:'\n\n^\n"),
        (
            invalid.path,
            "\(invalid.path):2:6: error: invalid YAML: did not find expected ',' or '}' (while parsing a flow mapping at line 1)\nviews: {}\n     ^\n"
        ),
    ]
    for (path, message) in cases {
        let result = try runTrellis(["layout", path])
        #expect(result.status == 1, "\(path)")
        #expect(result.stdout.isEmpty, "\(path)")
        #expect(result.stderr == message, "\(path)")
    }
    let usage = try runTrellis(["layout"])
    #expect(usage.status != 0)
    #expect(usage.stdout.isEmpty)
}

@Test func jsonSpecsReadFromStdinWithLocations() throws {
    let spec = """
        {"canvas": {"width": 200, "height": 100, "scale": 3},
         "views": {"a": {"constraints": ["left == superview.left + 5", "top == superview.top", "width == 10", "height == 10"]}},
         "fitting": [{"view": "a", "target": {"width": 50, "height": 0}, "horizontalPriority": 333.3333333, "verticalPriority": "high"}]}
        """
    let result = try runTrellis(["layout", "-", "--json"], stdin: spec)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout.contains("\"horizontalPriority\": 333.333333,"))
    #expect(result.stdout.contains("\"target\": {\"width\": 50, \"height\": 0},"))
    #expect(result.stdout.contains("\"canvas\": {\"width\": 200, \"height\": 100, \"scale\": 3}"))
    let layout = try JSONDecoder().decode(LayoutJSON.self, from: Data(result.stdout.utf8))
    #expect(try layout.view("a").frame == LayoutJSON.Frame(x: 5, y: 0, width: 10, height: 10))
    #expect(layout.fittings?.first?.size == LayoutJSON.Size(width: 10, height: 10))
    #expect(layout.fittings?.first?.verticalPriority == 750)

    let bad = spec.replacingOccurrences(of: "\"width == 10\"", with: "\"width == 10 @ 0\"")
    let failed = try runTrellis(["layout", "-"], stdin: bad)
    #expect(failed.status == 1)
    #expect(failed.stdout.isEmpty)
    #expect(failed.stderr.hasPrefix("<stdin>:2:103: error: priority 0 is out of range: priorities are in (0, 1000]\n"))
}

/// The whole `--json` text of a small layout with views, a diagnostic and a fitting, byte for byte: the
/// report is written view by view (not built as one value first), and its layout — key order, one line
/// per scalar-only object, two-space indentation — is the documented one.
@Test func jsonReportIsWrittenInItsDocumentedLayout() throws {
    let spec = """
        canvas: {width: 200, height: 100, scale: 2}
        views:
          a: {constraints: [left == superview.left + 5, top == superview.top, width == 10, height == 10]}
          b: {constraints: [left == superview.left + 5, width == 10, height == 10]}
        fitting: [{view: a, target: compressed}]

        """
    let result = try runTrellis(["layout", "-", "--json"], stdin: spec)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(
        result.stdout == """
            {
              "canvas": {"width": 200, "height": 100, "scale": 2},
              "views": [
                {
                  "name": "a",
                  "superview": null,
                  "frame": {"x": 5, "y": 0, "width": 10, "height": 10},
                  "absoluteFrame": {"x": 5, "y": 0, "width": 10, "height": 10},
                  "intrinsicSize": {"width": -1, "height": -1}
                },
                {
                  "name": "b",
                  "superview": null,
                  "frame": {"x": 5, "y": 0, "width": 10, "height": 10},
                  "absoluteFrame": {"x": 5, "y": 0, "width": 10, "height": 10},
                  "intrinsicSize": {"width": -1, "height": -1}
                }
              ],
              "diagnostics": [
                {
                  "severity": "warning",
                  "code": "ambiguous",
                  "message": "'b' has an ambiguous layout: its vertical position (minY) is not determined by its constraints",
                  "views": ["b"],
                  "location": "<stdin>:4:3"
                }
              ],
              "fittings": [
                {
                  "view": "a",
                  "target": "compressed",
                  "horizontalPriority": 50,
                  "verticalPriority": 50,
                  "size": {"width": 10, "height": 10}
                }
              ]
            }

            """, "\(result.stdout)")
}

@Test func emptyViewListLaysOut() throws {
    let result = try runTrellis(["layout", "-", "--json"], stdin: "device: iPhone 16\nviews: {}\n")
    #expect(result.status == 0, "\(result.stderr)")
    #expect(
        result.stdout == """
            {
              "canvas": {"width": 393, "height": 852, "scale": 3},
              "views": [],
              "diagnostics": []
            }

            """)
    let text = try runTrellis(["layout", "-"], stdin: "device: iPhone 16\n")
    #expect(text.status == 0)
    #expect(
        text.stdout.hasPrefix("canvas 393 × 852 @3x (iPhone 16)\n\nview  superview  frame  on canvas  intrinsic size\n")
    )
}

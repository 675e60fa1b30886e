import Foundation
import Testing

/// Specs built to crash, hang or exhaust Trellis (issue 15), through the built binary: each is refused with
/// a located one-line error (plus the excerpt) and status 1, quickly, or laid out.
@Suite struct HostileSpecTests {
    static let header = "canvas: {width: 100, height: 100}\n"

    func run(_ spec: String, _ arguments: String = "layout s.yaml") throws -> (
        status: Int32, stdout: String, stderr: String
    ) {
        let dir = try scratchDirectory(spec: spec, name: "s.yaml")
        defer { try? FileManager.default.removeItem(at: dir) }
        return try runShell("\"$T\" \(arguments)", in: dir)
    }

    /// The first line of standard error.
    func headline(_ result: (status: Int32, stdout: String, stderr: String)) -> String {
        String(result.stderr.split(separator: "\n").first ?? "")
    }

    @Test func deepFlowSequencesAreRefusedBeforeParsing() throws {
        let result = try run(
            Self.header + "views: " + String(repeating: "[", count: 5000) + String(repeating: "]", count: 5000) + "\n")
        #expect(result.status == 1)
        #expect(
            headline(result) == "s.yaml:2:135: error: the spec is nested more than 128 levels deep "
                + "(the limit 'depth' is 128 levels; raise it with --limit depth=N)")
        // The excerpt of a 10,000-character line is a window around the caret.
        #expect(result.stderr.split(separator: "\n")[1].count < 200)
    }

    @Test func deepFlowMappingsAreRefusedBeforeParsing() throws {
        let result = try run(
            Self.header + "views: " + String(repeating: "{\"a\":", count: 5000) + "1"
                + String(repeating: "}", count: 5000) + "\n")
        #expect(result.status == 1)
        #expect(headline(result).hasPrefix("s.yaml:2:643: error: the spec is nested more than 128 levels deep"))
    }

    /// Block-style subviews 1,500 deep overflowed the stack in ViewReader; now refused at level 129.
    @Test func deepBlockNestingIsRefused() throws {
        var spec = Self.header + "views:\n"
        var indent = "  "
        for i in 0..<1500 {
            spec += indent + "v\(i):\n" + indent + " subviews:\n"
            indent += "  "
        }
        let result = try run(spec)
        #expect(result.status == 1)
        #expect(headline(result).hasPrefix("s.yaml:130:"), "\(headline(result))")
        #expect(headline(result).contains("nested more than 128 levels deep"))
    }

    /// 60 nested views (121 YAML levels) are under the limit and lay out, on the render threads too.
    @Test func nestingUnderTheLimitLaysOut() throws {
        var spec = Self.header + "views:\n"
        var indent = "  "
        for i in 0..<60 {
            spec += indent + "v\(i):\n" + indent + " subviews:\n"
            indent += "  "
        }
        spec += indent + "leaf: {kind: label, text: deep}\n"
        let result = try run(spec)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("leaf"))
        let render = try run(spec, "render s.yaml s.yaml -o out/ --format svg")
        #expect(render.status == 1) // the same output twice: refused, nothing drawn
        let single = try run(spec, "render s.yaml -o - --format svg")
        #expect(single.status == 0, "\(single.stderr)")
        #expect(single.stdout.hasPrefix("<?xml"))
    }

    /// With the depth limit raised to its ceiling, 10,000 nested `[` (twice what overflowed the main
    /// thread's stack inside Yams) are parsed on the command's large stack and refused by the reader with a
    /// located error, never a SIGSEGV.
    @Test func depthCeilingFitsTheCommandsStack() throws {
        let deep =
            Self.header + "views:\n  a: {intrinsicSize: " + String(repeating: "[", count: 10_000)
            + String(repeating: "]", count: 10_000) + "}\n"
        let result = try run(deep, "layout s.yaml --limit depth=20000")
        #expect(result.status == 1, "\(result.stderr)")
        #expect(headline(result).hasPrefix("s.yaml:3:"), "\(headline(result))")
        #expect(headline(result).contains("error:"))
    }

    @Test func aliasBombIsRefusedAtItsFirstAnchor() throws {
        var spec = Self.header + "a: &a [\"lol\",\"lol\",\"lol\",\"lol\",\"lol\",\"lol\",\"lol\",\"lol\",\"lol\"]\n"
        for level in 1...9 {
            let name = String(UnicodeScalar(UInt8(97 + level)))
            let previous = String(UnicodeScalar(UInt8(96 + level)))
            spec += "\(name): &\(name) [" + Array(repeating: "*\(previous)", count: 9).joined(separator: ",") + "]\n"
        }
        let result = try run(spec)
        #expect(result.status == 1)
        #expect(
            headline(result).hasPrefix("s.yaml:2:4: error: an anchor ('&name'): anchors and aliases are not supported"))
    }

    @Test func aliasWithoutAnchorAndMergeKeysAreRefused() throws {
        let alias = try run(Self.header + "views:\n  a:\n    kind: label\n    text: *bold*\n")
        #expect(headline(alias).hasPrefix("s.yaml:5:11: error: an alias ('*name')"))
        #expect(headline(alias).contains("quote text that starts with '*'"))
        let quoted = try run(Self.header + "views:\n  a:\n    kind: label\n    text: \"*bold* & *more*\"\n")
        #expect(quoted.status == 0, "\(quoted.stderr)")
    }

    @Test func hugeUnknownColourNameIsAnErrorNotAHang() throws {
        let name = String(repeating: "x", count: 400_000)
        let started = Date()
        let result = try run(Self.header + "views:\n  v:\n    background: \(name)\n")
        #expect(Date().timeIntervalSince(started) < 10) // a hang guard, not a benchmark (it took minutes)
        #expect(result.status == 1)
        #expect(headline(result).hasPrefix("s.yaml:4:17: error: unknown colour 'xxxxxxxx"))
        #expect(headline(result).contains("… (400000 characters)"))
        #expect(result.stderr.utf8.count < 1_000)
    }

    @Test func numbersThatWouldOverflowAreRefused() throws {
        let intrinsic = try run(Self.header + "views:\n  v:\n    intrinsicSize: {width: 1e308, height: 10}\n")
        #expect(
            headline(intrinsic) == "s.yaml:4:28: error: intrinsicSize width 1e308 is out of range: "
                + "numbers in a spec are at most 1e9 in size")
        let constant = try run(
            Self.header + "views:\n  v:\n    constraints:\n      - width == " + String(repeating: "9", count: 400)
                + "\n")
        #expect(constant.status == 1)
        #expect(headline(constant).hasPrefix("s.yaml:5:18: error: 999999999999999999999999… is out of range"))
        let json = try run(
            Self.header + "views:\n  v:\n    intrinsicSize: {width: 999999999, height: 10}\n", "layout s.yaml --json")
        #expect(json.status == 0, "\(json.stderr)")
        #expect(!json.stdout.contains("inf") && !json.stdout.contains("nan"))
        #expect(json.stdout.contains("999999999"))
    }

    @Test func hostileFontSizesAreLocatedErrors() throws {
        for (font, shown) in [("1e6", "1000000"), ("0.01", "0.01"), ("{size: 900, scale: 100}", "90000")] {
            let result = try run(
                Self.header + "views:\n  v:\n    kind: label\n    text: hi\n    font: \(font)\n",
                "render s.yaml -o x.png")
            #expect(result.status == 1)
            #expect(
                headline(result) == "s.yaml:6:11: error: font size \(shown) pt is out of range: "
                    + "a font is 0.5 to 5000 pt (size × scale)", "\(result.stderr)")
        }
    }

    /// Found by the fuzzer: HarfBuzz shapes a run of combining marks in quadratic time (80,000: 12 s).
    @Test func combiningMarkFloodIsRefusedQuickly() throws {
        let spec =
            Self.header + "views:\n  v:\n    kind: label\n    text: \"a" + String(repeating: "\u{301}", count: 80_000)
            + "\"\n"
        let started = Date()
        let result = try run(spec)
        #expect(Date().timeIntervalSince(started) < 20) // a hang guard, not a benchmark
        #expect(
            headline(result) == "s.yaml:3:3: error: the content of view 'v' can't be measured: the text has 80000 "
                + "combining marks in a row (at most 1000: shaping them would take minutes)")
        let zalgo =
            Self.header + "views:\n  v:\n    kind: label\n    text: \""
            + String(repeating: "z\u{301}\u{302}\u{303}\u{304}", count: 2_000) + "\"\n"
        #expect(try run(zalgo).status == 0)
    }

    @Test func invalidUTF8IsLocatedAtTheFirstBadByte() throws {
        let dir = try scratchDirectory(name: "ok.yaml")
        defer { try? FileManager.default.removeItem(at: dir) }
        var bytes = Array((Self.header + "views:\n  a:\n    kind: label\n    text: caf").utf8)
        bytes += [0xE9, 0x21, 0x0A] // Latin-1 é
        try Data(bytes).write(to: dir.appendingPathComponent("s.yaml"))
        let result = try runShell("\"$T\" layout s.yaml", in: dir)
        #expect(result.status == 1)
        #expect(
            headline(result) == "s.yaml:5:14: error: cannot read 's.yaml': it is not UTF-8 text "
                + "(byte 0xE9 at offset \(bytes.count - 3) is not valid UTF-8)")
        let utf16 = Data([0xFF, 0xFE] + Array("canvas".utf16).flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] })
        try utf16.write(to: dir.appendingPathComponent("w.yaml"))
        let wide = try runShell("\"$T\" layout w.yaml", in: dir)
        #expect(headline(wide) == "w.yaml:1:1: error: cannot read 'w.yaml': it is UTF-16 text; save it as UTF-8")
    }

    @Test func imageErrorsNameTheSpecLine() throws {
        let dir = try scratchDirectory(name: "ok.yaml")
        defer { try? FileManager.default.removeItem(at: dir) }
        let spec =
            Self.header
            + "views:\n  pic:\n    kind: image\n    image: bad.png\n    frame: {x: 0, y: 0, width: 10, height: 10}\n"
        try spec.write(to: dir.appendingPathComponent("s.yaml"), atomically: true, encoding: .utf8)
        // A PNG signature and header, then garbage: the header reads, the pixels don't.
        var png: [UInt8] = [
            0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52,
            0, 0, 0, 4, 0, 0, 0, 4, 8, 6, 0, 0, 0,
        ]
        png += [0x12, 0x34, 0x56, 0x78] + Array(repeating: 0xAB, count: 64)
        try Data(png).write(to: dir.appendingPathComponent("bad.png"))
        let result = try runShell("\"$T\" render s.yaml -o x.png", in: dir)
        #expect(result.status == 1)
        #expect(headline(result).hasPrefix("s.yaml:5:12: error: "), "\(result.stderr)")
        #expect(listing(dir) == ["bad.png", "ok.yaml", "s.yaml"])
        let missing = try runShell("rm bad.png; \"$T\" render s.yaml -o x.png", in: dir)
        #expect(
            headline(missing)
                == "s.yaml:5:12: error: image 'bad.png' not found (looked for \(dir.standardizedFileURL.path)/bad.png)")
    }

    // MARK: Resource limits

    @Test func viewLimitNamesTheLimitAndHowToRaiseIt() throws {
        let spec = Self.header + "views:\n" + (0..<12).map { "  v\($0): {}\n" }.joined()
        let result = try run(spec, "layout s.yaml --limit views=10")
        #expect(
            headline(result) == "s.yaml:13:3: error: the spec has more than 10 views (the limit 'views' is 10 views; "
                + "raise it with --limit views=N or 'limits: {views: N}' in the spec)")
        #expect(try run("limits: {views: 20}\n" + spec, "layout s.yaml").status == 0)
        // The spec's limits: can lower a limit; a --limit on the command line wins over it.
        let lowered = try run("limits: {views: 5}\n" + spec, "layout s.yaml")
        #expect(headline(lowered).hasPrefix("s.yaml:9:3: error: the spec has more than 5 views"))
        #expect(try run("limits: {views: 5}\n" + spec, "layout s.yaml --limit views=100").status == 0)
    }

    @Test func constraintAndTextLimits() throws {
        let constraints =
            Self.header + "views:\n  v:\n    constraints:\n" + (0..<5).map { "      - width >= \($0)\n" }.joined()
        let result = try run(constraints, "layout s.yaml --limit constraints=3")
        #expect(headline(result).hasPrefix("s.yaml:8:9: error: the spec has more than 3 constraints"))
        let text = Self.header + "views:\n  v:\n    kind: label\n    text: " + String(repeating: "é", count: 40) + "\n"
        let long = try run(text, "layout s.yaml --limit textLength=39")
        #expect(headline(long).hasPrefix("s.yaml:5:11: error: the text is longer than 39 characters"))
        #expect(try run(text, "layout s.yaml --limit textLength=40").status == 0)
    }

    /// `canvasPixels` bounds drawing: `render` refuses a canvas over it at the canvas's place in the spec,
    /// `layout`, which draws nothing, lays it out (a row of 10,000 views is wide, not expensive).
    @Test func canvasPixelLimitForRenderOnly() throws {
        let spec = "canvas: {width: 5000, height: 5000, scale: 3}\nviews: {}\n"
        let result = try run(spec, "render s.yaml -o x.png")
        #expect(result.status == 1)
        #expect(
            headline(result) == "s.yaml:1:9: error: the canvas is 225000000 pixels at scale 3, more than 64,000,000 "
                + "(the limit 'canvasPixels' is 64,000,000 pixels; raise it with --limit canvasPixels=N or "
                + "'limits: {canvasPixels: N}' in the spec)")
        let layout = try run(spec)
        #expect(layout.status == 0)
        #expect(layout.stdout.hasPrefix("canvas 5000 × 5000 @3x"))
        let matrix = try run(spec, "layout s.yaml --matrix direction=ltr,rtl")
        #expect(matrix.status == 0)
        let row =
            "canvas: {width: 440000, height: 44, scale: 2}\nviews:\n"
            + (0..<10_000).map {
                "  v\($0): {constraints: [top == superview.top, leading == superview.leading + \($0 * 44), "
                    + "width == 44, height == 44]}\n"
            }.joined()
        let wide = try run(row)
        #expect(wide.status == 0)
        #expect(wide.stdout.contains("v9999  -          (439956, 0) 44 × 44"))
        let small = "canvas: {width: 1000, height: 1000, scale: 2}\nviews: {}\n"
        let render = try run(small, "render s.yaml -o x.png --limit canvasPixels=1000000")
        #expect(render.status == 1)
        #expect(headline(render).contains("error: the canvas is 4000000 pixels at scale 2, more than 1,000,000"))
        let padded = try run(small, "render s.yaml -o x.png --padding 100 --limit canvasPixels=4000000")
        #expect(headline(padded).contains("the page is 2400×2400 px at the chosen scale, more than 4,000,000 pixels"))
    }

    /// A layout whose solver would outgrow its term limit fails with the limit's name, before it runs the
    /// machine out of memory, and writes nothing.
    @Test func solverTermLimitForLayoutAndRender() throws {
        let spec =
            "device: iPhone 15\nviews:\n  column:\n    kind: stackView\n    axis: vertical\n"
            + "    distribution: fillProportionally\n    spacing: 4\n"
            + "    constraints: [leading == superview.leading, trailing == superview.trailing, top == superview.top]\n"
            + "    subviews:\n" + (0..<200).map { "      l\($0): {kind: label, text: Item \($0)}\n" }.joined()
        let expected =
            "s.yaml: error: laying the spec out needs more than 10,000 terms in the constraint solver ("
        let layout = try run(spec, "layout s.yaml --limit solverTerms=10000")
        #expect(layout.status == 1 && layout.stdout.isEmpty)
        #expect(headline(layout).hasPrefix(expected), "\(layout.stderr)")
        #expect(
            headline(layout).hasSuffix(
                "the limit 'solverTerms' is 10,000 terms; raise it with --limit solverTerms=N or "
                    + "'limits: {solverTerms: N}' in the spec)"))
        let dir = try scratchDirectory(spec: spec, name: "s.yaml")
        defer { try? FileManager.default.removeItem(at: dir) }
        let render = try runShell("\"$T\" render s.yaml -o x.png --limit solverTerms=10000", in: dir)
        #expect(render.status == 1 && headline(render).hasPrefix(expected), "\(render.stderr)")
        #expect(listing(dir) == ["s.yaml"])
        #expect(try run(spec).status == 0)
        #expect(try run("limits: {solverTerms: 10000}\n" + spec).status == 1)
    }

    @Test func parserLimitsCannotBeRaisedByTheSpec() throws {
        let result = try run("limits: {depth: 1000}\n" + Self.header + "views: {}\n")
        #expect(
            headline(result)
                == "s.yaml:1:10: error: 'depth' can't be set in the spec (it guards reading the spec itself): "
                + "use --limit depth=N; a spec may set views, constraints, textLength, canvasPixels, solverTerms")
        let flow =
            Self.header + "views: {a: {frame: {x: 0, y: 0, width: 1, height: 1}}}\nfitting: "
            + String(repeating: "[", count: 200)
            + String(repeating: "]", count: 200) + "\n"
        #expect(headline(try run(flow)).contains("nested more than 128 levels deep"))
        let raised = try run(flow, "layout s.yaml --limit depth=300")
        #expect(!raised.stderr.contains("nested"), "\(raised.stderr)")
        #expect(raised.status == 1) // …and then a spec error, not a crash
    }
}

/// Texts far past the default limit, when a user raises it: drawn, not crashed.
@Suite struct LongTextTests {
    @Test func oneMegabyteTextRendersWithRaisedLimits() throws {
        let text = String(repeating: "word ", count: 200_000)
        let spec =
            "canvas: {width: 375, height: 600}\nviews:\n  v:\n    kind: label\n    lines: 0\n"
            + "    frame: {x: 0, y: 0, width: 375, height: 600}\n    text: \"\(text)\"\n"
        let dir = try scratchDirectory(spec: spec, name: "s.yaml")
        defer { try? FileManager.default.removeItem(at: dir) }
        let refused = try runShell("\"$T\" render s.yaml -o x.png", in: dir)
        #expect(refused.status == 1)
        #expect(refused.stderr.contains("the text is longer than 100,000 characters"))
        let drawn = try runShell("\"$T\" render s.yaml -o x.png --limit textLength=1000000", in: dir)
        #expect(drawn.status == 0, "\(drawn.stderr)")
        #expect(listing(dir) == ["s.yaml", "x.png"])
    }
}

/// Control characters from a spec reach the terminal only as escapes, in error lines and reports.
struct TerminalSafetyTests {
    func run(_ spec: String, _ arguments: String = "layout s.yaml") throws -> (
        status: Int32, stdout: String, stderr: String
    ) {
        let dir = try scratchDirectory(spec: spec, name: "s.yaml")
        defer { try? FileManager.default.removeItem(at: dir) }
        return try runShell("\"$T\" \(arguments)", in: dir)
    }

    static func hasControls(_ text: String) -> Bool {
        text.unicodeScalars.contains { ($0.value < 0x20 && $0 != "\n") || (0x7F...0x9F).contains($0.value) }
    }

    /// A raw escape sequence in the file: libyaml refuses the character, and the line shown under the error
    /// carries it escaped, with the caret still under it.
    @Test func rawControlCharactersInTheLineAreEscaped() throws {
        let result = try run("canvas: {width: 100, height: 100}\nviews:\n  a: {text: x\u{1B}]0;owned\u{07}}\n")
        #expect(result.status == 1)
        #expect(!Self.hasControls(result.stderr))
        let lines = result.stderr.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count >= 3)
        #expect(lines[1] == "  a: {text: x\\e]0;owned\\u{7}}")
        #expect(lines[2] == "             ^")
    }

    /// A value written with YAML escapes holds the control characters: messages and the report show them
    /// escaped.
    @Test func controlCharactersInValuesAreEscapedInMessagesAndReports() throws {
        let error = try run("canvas: {width: 100, height: 100}\nviews:\n  a: {kind: \"\\e[2Jlabel\\u009B\"}\n")
        #expect(error.status == 1)
        #expect(!Self.hasControls(error.stderr))
        #expect(error.stderr.contains("\\e[2Jlabel\\u{9b}"))
        // A constraint's identifier is shown in UIKit's conflict log: escaped there too, tabs kept.
        let report = try run(
            "canvas: {width: 100, height: 100}\nviews:\n  a:\n    constraints: [top == superview.top, "
                + "leading == superview.leading, height == 10, {constraint: width == 10, id: \"w\\e[2J\\u009B\"}, "
                + "width == 20]\n")
        #expect(report.status == 0)
        #expect(!Self.hasControls((report.stdout + report.stderr).replacingOccurrences(of: "\t", with: "")))
        #expect(
            (report.stdout + report.stderr).contains("<NSLayoutConstraint:#4 'w\\e[2J\\u{9b}' UIView:a.width == 10"))
        #expect((report.stdout + report.stderr).contains("\n    \tProbably at least one"))
    }

    /// A file name is text from the file system: `snapshot` and a render batch print it escaped too.
    @Test func controlCharactersInFileNamesAreEscaped() throws {
        let spec =
            "canvas: {width: 100, height: 100}\nviews:\n  a: {constraints: [top == superview.top, "
            + "leading == superview.leading, width == 10, height == 10]}\n"
        let dir = try scratchDirectory(spec: spec, name: "card\u{1B}]0;t\u{07}.yaml")
        defer { try? FileManager.default.removeItem(at: dir) }
        let snapshot = try runShell("\"$T\" snapshot ./card*.yaml", in: dir)
        let output = snapshot.stdout + snapshot.stderr
        #expect(!Self.hasControls(output), "\(output)")
        #expect(output.contains("card\\e]0;t\\u{7}"), "\(output)")
        let missing = try runShell("\"$T\" render ./card*.yaml ./none\u{1B}[2J.yaml -o out/", in: dir)
        #expect(missing.status == 1)
        #expect(!Self.hasControls(missing.stderr), "\(missing.stderr)")
        #expect(missing.stderr.contains("none\\e[2J.yaml"), "\(missing.stderr)")
    }
}

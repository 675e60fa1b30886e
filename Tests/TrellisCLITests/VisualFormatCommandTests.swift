import Testing

/// A malformed visual format string stops `trellis layout` as any spec error does: UIKit's message at the
/// character inside the YAML string, the line under it with a caret, exit status 1, nothing on standard output.
@Test func aMalformedVisualFormatStringExitsWithUIKitsMessageAndACaret() throws {
    let spec = """
        canvas: {width: 320, height: 100}
        views:
          a: {}
        constraints:
          - "H:|-[a]-(>=8,<=20-|"

        """
    let result = try runTrellis(["layout", "-"], stdin: spec)
    #expect(result.status == 1)
    #expect(result.stdout.isEmpty)
    #expect(
        result.stderr
            == "<stdin>:5:23: error: Unable to parse constraint format: Expected a ')' at the end of a constraint modifier, "
            + "or a ',' before another constraint modifier\n  - \"H:|-[a]-(>=8,<=20-|\"\n                      ^\n")
}

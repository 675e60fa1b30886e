import Foundation
import Testing
import TrellisLayout

@testable import TrellisSpec

private func loadError(_ path: String) -> String? {
    do {
        _ = try SpecReader.read(contentsOf: path)
        return nil
    } catch {
        return "\(error)"
    }
}

@Test func unreadableInputsGiveClearErrors() throws {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-source-\(getpid())")
    try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: dir) }
    #expect(loadError(dir.path + "/missing.yaml") == "error: cannot read '\(dir.path)/missing.yaml': no such file")
    #expect(loadError(dir.path) == "error: cannot read '\(dir.path)': it is a directory, not a spec file")
    let empty = dir.appendingPathComponent("empty.yaml")
    try Data().write(to: empty)
    #expect(
        loadError(empty.path)
            == "\(empty.path):1:1: error: the spec is empty: write 'canvas:' (or 'device:') and 'views:'\n\n^")
    let binary = dir.appendingPathComponent("binary.yaml")
    try Data([0xFF, 0xFE, 0x00, 0xC3]).write(to: binary)
    #expect(
        loadError(binary.path)
            == "\(binary.path):1:1: error: cannot read '\(binary.path)': it is UTF-16 text; save it as UTF-8")
    let latin1 = dir.appendingPathComponent("latin1.yaml")
    try Data(Array("a: 1\nb: caf".utf8) + [0xE9]).write(to: latin1)
    #expect(
        loadError(latin1.path) == "\(latin1.path):2:7: error: cannot read '\(latin1.path)': it is not UTF-8 text "
            + "(byte 0xE9 at offset 11 is not valid UTF-8)\nb: caf\u{FFFD}\n      ^")
}

@Test func byteOrderMarkAndWindowsLineEndings() throws {
    let doc = try SpecReader.read(
        text: "\u{FEFF}canvas: {width: 10, height: 20}\r\nviews:\r\n  a: {}\r\n", file: "w.yaml")
    #expect(doc.canvas.height == 20)
    #expect(doc.views[0].location == SourceLocation(file: "w.yaml", line: 3, column: 3))
    let source = SpecSource(file: "w.yaml", text: "a\r\nb\n", baseDirectory: "/")
    #expect(source.line(1) == "a")
    #expect(source.line(2) == "b")
    #expect(source.line(3) == "")
    #expect(source.line(4) == nil)
    #expect(source.line(0) == nil)
}

@Test func relativeImagePathsResolveAgainstTheSpecDirectory() throws {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-image-\(getpid())")
    try FileManager.default.createDirectory(at: dir.appendingPathComponent("img"), withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: dir) }
    try Data([1]).write(to: dir.appendingPathComponent("img/p.png"))
    let spec = dir.appendingPathComponent("s.yaml")
    try "canvas: {width: 10, height: 10}\nviews:\n  p: {kind: image, image: img/../img/p.png}\n"
        .write(to: spec, atomically: true, encoding: .utf8)
    let doc = try SpecReader.read(contentsOf: spec.path)
    #expect(doc.views[0].imagePath == dir.appendingPathComponent("img/p.png").standardizedFileURL.path)
    #expect(doc.views[0].imagePath?.hasPrefix("/") == true)
}

import Foundation
import TrellisLayout

/// The text of a spec and where it came from: used to read it, to resolve relative image paths and to
/// show the offending line under an error or a diagnostic.
public struct SpecSource: Sendable, Hashable {
    /// The path as given, or `<stdin>`.
    public let file: String
    public let text: String
    /// Relative `image:` paths are resolved against this directory: the spec file's own directory,
    /// or the current directory for standard input and specs given as text.
    public let baseDirectory: String
    /// UTF-8 offset where each line starts; lines are decoded only when a message needs one.
    private let lineStarts: [Int]

    public init(file: String, text: String, baseDirectory: String) {
        self.file = file
        // A UTF-8 byte-order mark is not part of the spec (and would shift columns on line 1).
        let text = text.hasPrefix("\u{FEFF}") ? String(text.dropFirst()) : text
        self.text = text
        self.baseDirectory = baseDirectory
        // Split on bytes: "\r\n" is a single Character, so a Character split would miss it.
        self.lineStarts = Self.lineStarts(text)
    }

    /// UTF-8 offsets where lines start (after each LF), scanning the bytes in place.
    private static func lineStarts(_ text: String) -> [Int] {
        var text = text
        return text.withUTF8 { bytes in
            var starts = [0]
            for offset in bytes.indices where bytes[offset] == UInt8(ascii: "\n") { starts.append(offset + 1) }
            return starts
        }
    }

    /// Reads a spec file, or standard input for `-`. Throws `SpecError` for a missing file, a directory,
    /// unreadable or non-UTF-8 bytes.
    public static func load(path: String) throws -> SpecSource {
        let currentDirectory = FileManager.default.currentDirectoryPath
        if path == "-" {
            let data = FileHandle.standardInput.readDataToEndOfFile()
            return SpecSource(file: "<stdin>", text: try decode(data, file: "<stdin>"), baseDirectory: currentDirectory)
        }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw SpecError("cannot read '\(path)': no such file")
        }
        if isDirectory.boolValue {
            throw SpecError("cannot read '\(path)': it is a directory, not a spec file")
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw SpecError("cannot read '\(path)': permission denied or unreadable")
        }
        let url = URL(fileURLWithPath: path, relativeTo: URL(fileURLWithPath: currentDirectory, isDirectory: true))
        let base = url.standardizedFileURL.deletingLastPathComponent().path
        return SpecSource(file: path, text: try decode(data, file: path), baseDirectory: base)
    }

    private static func decode(_ data: Data, file: String) throws -> String {
        guard let text = String(data: data, encoding: .utf8) else {
            throw SpecError("cannot read '\(file)': it is not UTF-8 text")
        }
        return text
    }

    /// Line `number` (1-based) without its line break, if it exists.
    public func line(_ number: Int) -> String? {
        guard number >= 1, number <= lineStarts.count else { return nil }
        let utf8 = text.utf8
        let start = utf8.index(utf8.startIndex, offsetBy: lineStarts[number - 1])
        var end = number < lineStarts.count ? utf8.index(utf8.startIndex, offsetBy: lineStarts[number] - 1) : utf8.endIndex
        if end > start, utf8[utf8.index(before: end)] == UInt8(ascii: "\r") { end = utf8.index(before: end) }
        return String(decoding: utf8[start..<end], as: UTF8.self)
    }

    public func location(line: Int, column: Int) -> SourceLocation {
        SourceLocation(file: file, line: line, column: column)
    }

    /// A `SpecError` at `location`, carrying the line for the caret display.
    public func error(_ message: String, at location: SourceLocation?) -> SpecError {
        SpecError(message, at: location, sourceLine: location.flatMap { line($0.line) })
    }

    /// Where the character at `offset` (in Unicode scalars) of a scalar's value is written, given where the
    /// scalar starts and how it is quoted. Exact for single-line plain, single-quoted and double-quoted
    /// scalars (JSON strings are double-quoted), escapes included; otherwise the scalar's start.
    func location(inScalarAt start: SourceLocation, quote: Unicode.Scalar?, offset: Int) -> SourceLocation {
        guard let quote else { return location(line: start.line, column: start.column + offset) }
        guard let lineText = line(start.line) else { return start }
        let raw = Array(lineText.unicodeScalars)
        var index = start.column - 1                         // 0-based index of the scalar's first character
        guard index >= 0, index <= raw.count else { return start }
        index += 1                                           // past the opening quote
        var valueIndex = 0
        while index < raw.count, valueIndex < offset {
            let c = raw[index]
            if c == quote {
                if quote == "'", index + 1 < raw.count, raw[index + 1] == "'" { index += 2; valueIndex += 1; continue }
                break                                        // the closing quote
            }
            if quote == "\"", c == "\\", index + 1 < raw.count {
                index += Self.escapeLength(raw[index + 1])
            } else {
                index += 1
            }
            valueIndex += 1
        }
        return location(line: start.line, column: index + 1)
    }

    /// Characters a YAML double-quoted escape occupies, counting the backslash.
    private static func escapeLength(_ code: Unicode.Scalar) -> Int {
        switch code {
        case "x": return 4
        case "u": return 6
        case "U": return 10
        default: return 2
        }
    }
}

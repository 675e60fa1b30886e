import FoundationEssentials
import TrellisLayout
import TrellisText

/// A spec's custom fonts: the `fonts:` list of font files (paths relative to the spec) and those the
/// command line adds (`--fonts DIR`), and the check that a view's `font: {name: …}` or `{family: …}` names
/// a face one of them provides.
extension DocumentParser {
    /// A custom font file and what its face is.
    struct CustomFontFile {
        var path: String
        var face: FontFileDescription
    }

    /// `fonts: [Fonts/Brand-Regular.otf, …]`: each file opened and checked as the bundled fonts are
    /// (`TextEngine.describeFontFile`: `InputFile`, then the table directory), its errors at the entry.
    mutating func readFonts(_ node: SpecNode) throws {
        for entry in try reader.sequence(node, "fonts") {
            let written = try reader.string(entry, "font file")
            let path = resolvedPath(written)
            do {
                try addFontFile(path)
            } catch TextError.missingFontFile {
                throw reader.error("font file '\(written)' not found (looked for \(path))", at: entry)
            } catch TextError.corruptFont(_, let reason) {
                throw reader.error("cannot read font file '\(written)' (\(path)): \(reason)", at: entry)
            }
        }
    }

    /// Adds a font file (once: a file listed twice, or also in `--fonts`, counts once).
    mutating func addFontFile(_ path: String) throws {
        guard !customFonts.contains(where: { $0.path == path }) else { return }
        customFonts.append(CustomFontFile(path: path, face: try TextEngine.describeFontFile(path)))
    }

    /// Checks that a custom font's PostScript name (`name: true`) or family is provided by a font file.
    func checkCustomFont(_ node: SpecNode, name: String, isPostScriptName: Bool) throws {
        let names = customFonts.map { isPostScriptName ? $0.face.postScriptName : $0.face.familyName }
        guard !names.contains(name) else { return }
        let what = isPostScriptName ? "font name" : "font family"
        guard !customFonts.isEmpty else {
            throw reader.error(
                "no font file provides the \(what) '\(name.abbreviated)': list the file under 'fonts:' at the "
                    + "top of the spec, or pass --fonts DIR", at: node)
        }
        throw reader.error(
            "no font file provides the \(what) '\(name.abbreviated)'\(Suggestion.hint(for: name, among: names))"
                + ": the files give " + Array(Set(names)).sorted().joined(separator: ", "), at: node)
    }
}

extension SpecReader {
    /// The font files (`.ttf`, `.otf`, by name) directly in `directory`, sorted by name, for `--fonts DIR`.
    /// Throws `FontDirectoryError` when the directory can't be listed.
    public static func fontFiles(inDirectory directory: String) throws -> [String] {
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: directory)
        } catch {
            throw FontDirectoryError(description: "--fonts \(directory): cannot list the directory")
        }
        let base = URL(fileURLWithPath: directory, isDirectory: true)
        return names.filter { [".ttf", ".otf"].contains(where: $0.lowercased().hasSuffix) }.sorted().map {
            base.appendingPathComponent($0).standardizedFileURL.path
        }
    }
}

/// A `--fonts` directory that can't be listed.
public struct FontDirectoryError: Error, CustomStringConvertible {
    public var description: String
}

import ArgumentParser
import TrellisSpec

/// `--fonts DIR`: custom font files a spec's views may name (`font: {name: …}` or `{family: …}`) besides
/// the spec's own `fonts:` list.
struct FontOptions: ParsableArguments {
    @Option(
        name: .customLong("fonts"),
        help: ArgumentHelp(
            "A directory of custom fonts (.ttf, .otf) a spec's views may name by PostScript name or family, "
                + "besides the spec's own 'fonts:' (repeatable).",
            valueName: "dir"))
    var directories: [String] = []

    /// The font files of every `--fonts` directory, in order (each directory's files sorted by name).
    func files() throws -> [String] {
        try directories.flatMap { try SpecReader.fontFiles(inDirectory: $0) }
    }
}

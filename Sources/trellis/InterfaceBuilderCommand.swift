import ArgumentParser
import FoundationEssentials
import Glibc
import Synchronization
import TrellisCommandLine
import TrellisInterfaceBuilder
import TrellisLayout
import TrellisRender
import TrellisReport
import TrellisSpec
import TrellisText

/// The options `trellis layout` and `trellis render` take for Interface Builder documents.
struct InterfaceBuilderOptions: ParsableArguments {
    @Flag(help: "Interface Builder documents: print the document's case names, one a line, and stop.")
    var list = false

    @Option(
        name: .customLong("case"),
        help: ArgumentHelp(
            "Interface Builder documents: lay out the cases with this name (a glob: * ? […]); repeatable. Default: every case.",
            valueName: "name"))
    var cases: [String] = []

    @Flag(
        name: .customLong("compare-stored"),
        help:
            "Interface Builder documents: list every view whose solved frame differs from the frame Xcode stored by more than 0.5 pt."
    )
    var compareStored = false

    @Flag(
        name: .customLong("fonts-aside"),
        help:
            "Interface Builder documents: give every text-measured view the size Xcode stored as its intrinsic size, to compare the rest of the layout without font differences."
    )
    var fontsAside = false

    @Flag(
        name: .customLong("fit-cells"),
        help:
            "Interface Builder documents: size table cells as a self-sizing table does (height fitted to the content), not at their stored heights."
    )
    var fitCells = false

    @Option(
        help: ArgumentHelp(
            "Interface Builder documents: lay out on this device instead of the document's.", valueName: "name"))
    var device: String?

    @Option(
        help: ArgumentHelp(
            "Interface Builder documents: portrait, landscapeLeft, landscapeRight or portraitUpsideDown.",
            valueName: "orientation"))
    var orientation: String?

    @Option(
        help: ArgumentHelp(
            "Interface Builder documents: ltr or rtl (leading and trailing follow).", valueName: "direction"))
    var direction: String?

    @Option(
        name: .customLong("type"),
        help: ArgumentHelp(
            "Interface Builder documents: a Dynamic Type content size category (large, AX-XXXL…): text-style fonts scale.",
            valueName: "category"))
    var contentSizeCategory: String?

    @Option(
        name: .customLong("horizontal-size-class"),
        help: ArgumentHelp("Interface Builder documents: compact or regular.", valueName: "class"))
    var horizontalSizeClass: String?

    @Option(
        name: .customLong("vertical-size-class"),
        help: ArgumentHelp("Interface Builder documents: compact or regular.", valueName: "class"))
    var verticalSizeClass: String?

    var usesDocumentOptions: Bool {
        list || !cases.isEmpty || compareStored || fontsAside || fitCells || device != nil || orientation != nil
            || direction != nil || contentSizeCategory != nil || horizontalSizeClass != nil || verticalSizeClass != nil
    }

    /// The traits of `--direction`, `--type` and the size classes, each value read as `--matrix` reads the
    /// key of that name (the same words and errors).
    func traits() throws -> LayoutConfiguration {
        var matrix = ConfigurationMatrix()
        let given: [(key: String, option: String, value: String?)] = [
            ("direction", "--direction", direction), ("type", "--type", contentSizeCategory),
            ("horizontalSizeClass", "--horizontal-size-class", horizontalSizeClass),
            ("verticalSizeClass", "--vertical-size-class", verticalSizeClass),
        ]
        for (key, option, value) in given {
            guard let value else { continue }
            guard !value.contains(",") else { throw SpecError("\(option) takes one value, not '\(value)'") }
            do { try matrix.add("\(key)=\(value)") } catch {
                let message = error.description
                throw SpecError(
                    message.hasPrefix("--matrix \(key)")
                        ? option + message.dropFirst("--matrix \(key)".count) : message)
            }
        }
        return matrix.combinations.first ?? LayoutConfiguration()
    }

    /// The environment the options give, with the user's custom font files (`--fonts`).
    func environment(fonts: [String] = []) throws -> InterfaceBuilderEnvironment {
        if let device, Device.named(device) == nil {
            throw SpecError("unknown device '\(device)' (known: \(Device.all.map(\.name).joined(separator: ", ")))")
        }
        var orientationValue: DeviceOrientation?
        if let orientation {
            guard let value = DeviceOrientation(rawValue: orientation == "landscape" ? "landscapeLeft" : orientation)
            else {
                throw SpecError(
                    "unknown orientation '\(orientation)': use portrait, landscapeLeft, landscapeRight or portraitUpsideDown"
                )
            }
            orientationValue = value
        }
        var environment = InterfaceBuilderEnvironment(
            device: device, orientation: orientationValue, fitsCells: fitCells, traits: try traits())
        environment.fontFiles = fonts
        return environment
    }
}

/// Standard input read once: it is looked at to recognise an Interface Builder document, then read as a
/// spec when it isn't one.
enum InputSource {
    private static let standardInput = Mutex<SpecSource?>(nil)

    static func load(_ path: String, limits: ResourceLimits) throws -> SpecSource {
        guard path == "-" else { return try SpecSource.load(path: path, limits: limits) }
        if let cached = standardInput.withLock({ $0 }) { return cached }
        let source = try SpecSource.load(path: path, limits: limits)
        standardInput.withLock { $0 = source }
        return source
    }
}

/// `trellis layout | render` of an Interface Builder document: the reader, the cases, the reports — all
/// library calls; this only prints and sets the exit status.
enum InterfaceBuilderCommand {
    /// `trellis render --matrix` draws a spec's contact sheet; a document has several cases, so it is laid
    /// out in a matrix by `trellis layout --matrix`, and drawn one environment a run (a one-line error).
    static func refuseMatrix(for paths: [String]) {
        guard let document = paths.first(where: InterfaceBuilderReader.isDocumentPath) else { return }
        StandardStreams.fail(
            "error: '\(document)': render --matrix is for specs; draw an Interface Builder document in another environment with --device and --orientation, --direction, --type, --horizontal-size-class and --vertical-size-class (trellis layout takes --matrix)"
        )
    }

    /// `trellis layout FILE.xib --matrix …`: every case in every configuration
    /// (`InterfaceBuilderLayout.solve(_:in:…)`), `== case [caption]` tables or one `{"cases": […]}` with
    /// each case's `"configuration"`. The reader's warnings are printed once; a case that fails in a
    /// configuration prints its error under that configuration's caption. Exits 1 when nothing was laid out.
    static func layoutMatrix(
        _ path: String, json: Bool, matrix: ConfigurationMatrix, options: InterfaceBuilderOptions,
        limits: ResourceLimits, fonts: [String] = []
    ) -> Never {
        do {
            // `--list` prints the names and stops, whatever the matrix.
            if options.list { _ = try document(path, options: options, limits: limits, fonts: fonts) }
            let source = try InputSource.load(path, limits: limits)
            let engine = LayoutEngine(textEngine: try TextEngine.bundled(), textDetail: .metrics)
            let entries = try InterfaceBuilderLayout.solve(
                source, in: matrix.combinations, base: try options.environment(fonts: fonts), patterns: options.cases,
                engine: engine, compare: options.compareStored, limits: limits)
            var printed = Set<String>()
            for entry in entries {
                for warning in entry.results.flatMap(\.ibCase.warnings) {
                    let line = DiagnosticFormat.format(warning, source: source)
                    if printed.insert(line).inserted { StandardError.write(line + "\n") }
                }
                for result in entry.results {
                    if let error = result.error { StandardError.write("[\(entry.configuration.caption)] \(error)\n") }
                }
            }
            let results = entries.flatMap(\.results)
            if results.isEmpty {
                StandardStreams.fail("\(source.file): the document has no view, scene or cell to lay out")
            }
            if !results.contains(where: { $0.layout != nil }) { StandardStreams.finish(1) }
            StandardStreams.writeOutput(
                json ? InterfaceBuilderReport.json(entries) : InterfaceBuilderReport.text(entries, source: source))
            StandardStreams.finish(0)
        } catch {
            StandardStreams.fail("\(error)")
        }
    }

    /// The loaded document when `path` is one (by its extension, or for `-` by its content); nil for a spec.
    static func document(
        _ path: String, options: InterfaceBuilderOptions, limits: ResourceLimits, fonts: [String] = []
    ) throws
        -> (SpecSource, InterfaceBuilderDocument)?
    {
        guard InterfaceBuilderReader.isDocumentPath(path) || path == "-" else {
            if options.usesDocumentOptions {
                throw SpecError(
                    "--list, --case, --compare-stored, --device, --orientation, --direction, --type and the size classes are for .xib and .storyboard documents"
                )
            }
            return nil
        }
        let source = try InputSource.load(path, limits: limits)
        guard InterfaceBuilderReader.isDocumentPath(path) || InterfaceBuilderReader.looksLikeDocument(source.text)
        else {
            return nil
        }
        if options.list {
            // Only the names: no case's layout is built.
            StandardStreams.writeOutput(
                try InterfaceBuilderReader.caseNames(source: source, limits: limits).map { $0 + "\n" }.joined())
            StandardStreams.finish(0)
        }
        return (
            source,
            try InterfaceBuilderReader.read(
                source: source, environment: options.environment(fonts: fonts), limits: limits)
        )
    }

    /// Reads, selects and solves; prints the reader's warnings and the failed cases' errors to standard
    /// error. Exits 1 when no case could be laid out.
    static func solve(
        _ path: String, options: InterfaceBuilderOptions, limits: ResourceLimits, detail: TextDetail,
        fonts: [String] = []
    )
        throws -> (source: SpecSource, results: [InterfaceBuilderResult])?
    {
        let loaded: (SpecSource, InterfaceBuilderDocument)?
        do {
            loaded = try document(path, options: options, limits: limits, fonts: fonts)
        } catch {
            StandardStreams.fail("\(error)")
        }
        guard let (source, document) = loaded else { return nil }
        let selected: [InterfaceBuilderCase]
        let engine: LayoutEngine
        do {
            selected = try InterfaceBuilderLayout.select(document, patterns: options.cases)
                .map { options.fontsAside ? InterfaceBuilderLayout.fontsAside($0) : $0 }
            engine = LayoutEngine(textEngine: try TextEngine.bundled(), textDetail: detail)
        } catch {
            StandardStreams.fail("\(error)")
        }
        let warnings = document.warnings + selected.flatMap(\.warnings)
        for warning in warnings { StandardError.write(DiagnosticFormat.format(warning, source: source) + "\n") }
        let results = InterfaceBuilderLayout.solve(
            selected, source: source, engine: engine, compare: options.compareStored)
        for result in results { if let error = result.error { StandardError.write(error + "\n") } }
        if selected.isEmpty {
            StandardStreams.fail("\(source.file): the document has no view, scene or cell to lay out")
        }
        if !results.contains(where: { $0.layout != nil }) { StandardStreams.finish(1) }
        return (source, results)
    }

    /// `trellis layout FILE.xib|FILE.storyboard`: true when `path` was a document (and was handled).
    /// With `strict`, a case with an unsatisfiable constraint, an ambiguity or a clipped view fails the
    /// command as a spec's would (its diagnostics on standard error, no report).
    static func layout(
        _ path: String, json: Bool, strict: Bool = false, options: InterfaceBuilderOptions, limits: ResourceLimits,
        fonts: [String] = []
    ) throws -> Bool {
        guard let (source, results) = try solve(path, options: options, limits: limits, detail: .metrics, fonts: fonts)
        else {
            return false
        }
        if strict {
            let failures = results.compactMap { result -> String? in
                guard let layout = result.layout else { return nil }
                let diagnostics = LayoutDiagnosticsOutput(layout: layout, source: source, strictFlag: true)
                return diagnostics.fails
                    ? "\(result.ibCase.name):\n" + diagnostics.messages.joined(separator: "\n") : nil
            }
            if !failures.isEmpty { StandardStreams.fail(failures.joined(separator: "\n")) }
        }
        StandardStreams.writeOutput(
            json ? InterfaceBuilderReport.json(results) : InterfaceBuilderReport.text(results, source: source))
        StandardStreams.finish(0)
    }

    /// `trellis render FILE.xib -o out.png|dir/`: one image per case, named after the case in a directory
    /// (`Main.storyboard#Settings/Cell` → `Main-Settings-Cell.png`); `-o FILE` takes a single case.
    static func render(
        _ path: String, output: String?, format: String?, options: RenderOptions, ib: InterfaceBuilderOptions,
        limits: ResourceLimits, fonts: [String] = []
    ) throws -> Bool {
        guard let (_, results) = try solve(path, options: ib, limits: limits, detail: .glyphs, fonts: fonts) else {
            return false
        }
        let laidOut = results.filter { $0.layout != nil }
        var options = options
        let explicitFormat = try format.map { text in
            guard let value = OutputFormat(rawValue: text.lowercased()) else {
                throw SpecError("unknown format '\(text)': use png, svg or pdf")
            }
            return value
        }
        let directory: String
        if let output, !output.hasSuffix("/"), laidOut.count == 1 {
            options.format = explicitFormat ?? OutputFormat(pathExtensionOf: output) ?? .png
            try write(laidOut[0], to: output, options: options)
            return true
        } else if let output {
            directory = output.hasSuffix("/") ? String(output.dropLast()) : output
            _ = mkdir(directory, 0o755)
        } else {
            directory =
                path == "-"
                ? "." : (path.split(separator: "/", omittingEmptySubsequences: false).dropLast().joined(separator: "/"))
        }
        options.format = explicitFormat ?? .png
        var failed = results.count != laidOut.count
        for result in laidOut {
            let file =
                (directory.isEmpty ? "" : directory + "/") + imageName(result.ibCase.name) + "."
                + options.format.rawValue
            do { try write(result, to: file, options: options) } catch {
                StandardError.write("error: \(file): \(error)\n")
                failed = true
            }
        }
        if failed { throw ExitCode(1) }
        return true
    }

    private static func write(_ result: InterfaceBuilderResult, to path: String, options: RenderOptions) throws {
        guard let layout = result.layout else { return }
        let bytes = try Renderer.render(layout, options: options)
        if path == "-" { StandardStreams.writeOutput(bytes) } else { try AtomicFile.write(bytes, to: path) }
    }

    /// A case name as a file name: the document's extension dropped, `#` and `/` as `-`, other characters
    /// outside letters, digits, `.`, `_` and `-` as `_`.
    static func imageName(_ caseName: String) -> String {
        var name = caseName
        for suffix in [".storyboard#", ".xib#"] {
            if let range = name.firstRange(of: suffix) { name.replaceSubrange(range, with: "-") }
        }
        return String(name.map(fileCharacter))
    }

    private static func fileCharacter(_ c: Character) -> Character {
        if c == "#" || c == "/" { return "-" }
        let kept = c.isASCII && (c.isLetter || c.isNumber || c == "." || c == "_" || c == "-" || c == "~")
        return kept ? c : "_"
    }
}

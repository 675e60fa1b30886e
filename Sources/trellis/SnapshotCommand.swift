import ArgumentParser
import FoundationEssentials
import TrellisCommandLine
import TrellisLayout
import TrellisRender
import TrellisSnapshot

/// `trellis snapshot`: verify specs against their layout and image references, record missing ones, and
/// write HTML and JUnit reports. Thin over TrellisSnapshot (the same code TrellisTesting runs).
struct SnapshotCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "snapshot",
        abstract: "Compare specs with their layout and image references; record missing ones; report differences.",
        discussion: """
            Each spec has two references in __snapshots__ next to it (or in --snapshots DIR): card.yaml → \
            __snapshots__/card.layout.txt (the frame report, compared exactly) and __snapshots__/card.png (compared \
            pixel by pixel: a pixel differs when its perceptual colour distance exceeds --threshold and isn't \
            anti-aliasing; the image fails when more than --max-diff-pixels (default 0) or --max-diff-ratio differ). \
            With --device, each device has its own references: card.iPhone-15.png.

            Record modes (--record, else $TRELLIS_SNAPSHOT_RECORD, else 'never' when $CI is set, else 'missing'): \
            missing writes references that don't exist; all rewrites every reference; failed rewrites those that \
            differ; never writes nothing. Writing a reference fails the run, so a new snapshot is never accepted \
            silently: re-run to verify.

            Exit status: 0 when every snapshot matched, 1 when one differs, is missing or was recorded, or a spec \
            can't be laid out; 64 for a usage error.

            Examples:
              trellis snapshot Samples/*.yaml
              trellis snapshot card.yaml --device "iPhone SE (1st generation)" --device "iPhone 15"
              CI=1 trellis snapshot specs/*.yaml --report build/snapshots --junit build/snapshots.xml
            """
    )

    @Argument(help: ArgumentHelp("Spec files (YAML or JSON).", valueName: "spec"))
    var specs: [String] = []

    @Option(
        help: ArgumentHelp(
            "The folder of references (default: __snapshots__ next to each spec).",
            valueName: "dir"))
    var snapshots: String?

    @Option(help: ArgumentHelp("missing, all, failed or never.", valueName: "mode"))
    var record: String?

    @Option(
        help: ArgumentHelp(
            "Write index.html and each failure's expected/actual/diff images here.",
            valueName: "dir"))
    var report: String?

    @Option(help: ArgumentHelp("Write a JUnit XML report to this file.", valueName: "file"))
    var junit: String?

    @Option(help: ArgumentHelp("Per-pixel colour distance, 0 (exact) to 1 (default 0.1).", valueName: "t"))
    var threshold: Double = ImageTolerance.defaultThreshold

    @Option(
        name: .customLong("max-diff-pixels"),
        help: ArgumentHelp(
            "At most this many pixels may differ (default 0).", valueName: "n"))
    var maxDiffPixels: Int?

    @Option(
        name: .customLong("max-diff-ratio"),
        help: ArgumentHelp(
            "At most this share of pixels (0 to 1) may differ.", valueName: "r"))
    var maxDiffRatio: Double?

    @Flag(name: .customLong("include-aa"), help: "Count anti-aliased pixels as differences.")
    var includeAntiAliasing = false

    @Flag(inversion: .prefixedNo, help: "Compare the layout report.")
    var layout = true

    @Flag(inversion: .prefixedNo, help: "Compare the image.")
    var image = true

    @Option(
        name: .customLong("device"),
        help: ArgumentHelp(
            "Snapshot on this device's screen instead of the spec's canvas; repeat for several.", valueName: "name"))
    var devices: [String] = []

    @Option(
        name: .customLong("matrix"), parsing: .unconditionalSingleValue,
        help: ArgumentHelp(
            "Verify in every combination: key=value,value with keys device, orientation, split, direction, type, "
                + "horizontalSizeClass, verticalSizeClass, theme and scale; repeat for several keys. Each combination "
                + "has its own references (card.iPhone-15.dark.2x.png).", valueName: "key=values"))
    var matrix: [String] = []

    @OptionGroup var rendering: RenderOptionArguments

    /// Every option checked before any spec is read: a bad one is a usage error (64), and nothing is written.
    func validate() throws {
        if specs.isEmpty { throw ValidationError("no spec given (try: trellis snapshot card.yaml)") }
        _ = try recordMode()
        _ = try tolerance()
        _ = try configurations()
        do { _ = try rendering.options() } catch { throw ValidationError("\(error)") }
        if !layout && !image { throw ValidationError("--no-layout and --no-image leave nothing to compare") }
        let jobs = SnapshotJob.jobs(specs: specs, matrix: try configurations(), directory: snapshots)
        if let (first, second) = SnapshotJob.sharingReferences(jobs) {
            throw ValidationError(
                "\(first.specPath) and \(second.specPath) would share the references "
                    + "\(first.references.layoutPath) and \(first.references.imagePath): rename one, "
                    + "or verify them with different --snapshots folders")
        }
    }

    func recordMode() throws -> RecordMode {
        if let record {
            guard let mode = RecordMode(rawValue: record.lowercased()) else {
                throw ValidationError("invalid --record '\(record)' (expected one of: missing, all, failed, never)")
            }
            return mode
        }
        do { return try RecordMode.current() } catch { throw ValidationError("\(error)") }
    }

    func tolerance() throws -> ImageTolerance {
        if maxDiffPixels != nil && maxDiffRatio != nil {
            throw ValidationError("give --max-diff-pixels or --max-diff-ratio, not both")
        }
        do {
            return try ImageTolerance(
                threshold: threshold, maxDifferentPixels: maxDiffPixels ?? 0,
                maxDifferentRatio: maxDiffRatio, includeAntiAliasing: includeAntiAliasing)
        } catch {
            throw ValidationError("\(error)")
        }
    }

    /// `--device` and `--matrix` as one matrix of configurations.
    func configurations() throws -> SnapshotMatrix {
        let list = try devices.map { name in
            guard let device = Device.named(name) else {
                throw ValidationError(
                    "unknown --device '\(name)' (known: \(Device.all.map(\.name).joined(separator: ", ")))")
            }
            return device
        }
        var configurations = SnapshotMatrix()
        do {
            for argument in matrix { try configurations.add(argument) }
            try configurations.add(devices: list)
        } catch {
            throw ValidationError(error.description)
        }
        if configurations.count * specs.count > 10_000 {
            throw ValidationError(
                "\(configurations.count) configurations × \(specs.count) specs is over 10,000 snapshots")
        }
        return configurations
    }

    func run() throws {
        let mode = try recordMode()
        let settings = SnapshotSettings(
            layout: layout, image: image, render: try rendering.options(),
            tolerance: try tolerance())
        let writer = report.map(SnapshotReportWriter.init(directory:))
        do {
            try writer?.prepare()
            if let junit { try SnapshotReportWriter.checkJUnitPath(junit) }
        } catch {
            StandardError.write("error: \(error)\n")
            throw ExitCode(1)
        }
        var jobs = SnapshotJob.jobs(specs: specs, matrix: try configurations(), directory: snapshots)
        for index in jobs.indices { jobs[index].rerecordCommand = rerecordCommand(for: jobs[index]) }
        let outcomes = SnapshotBatch.run(
            jobs, settings: settings,
            verifier: SnapshotVerifier(record: mode, tolerance: settings.tolerance))
        for outcome in outcomes {
            print(outcome.report)
        }
        let summary = SnapshotSummary(outcomes)
        var failed = !summary.allPassed
        do {
            if let writer {
                let index = try writer.write(outcomes)
                if !summary.allPassed { print("report: \(index)") }
            }
            if let junit { try SnapshotReportWriter.writeJUnit(outcomes, to: junit) }
        } catch {
            StandardError.write("error: \(error)\n")
            failed = true
        }
        print("snapshots: " + summary.text)
        if failed { throw ExitCode(1) }
    }

    /// The command that re-records one job: this command line with only that spec (and configuration) and
    /// `--record failed`.
    private func rerecordCommand(for job: SnapshotJob) -> String {
        // A spec path starting with '-' would be read as an option: `./-dash.yaml` names the same file.
        let spec = job.specPath.hasPrefix("-") && job.specPath != "-" ? "./" + job.specPath : job.specPath
        var words = ["trellis", "snapshot", spec]
        for argument in job.configuration.matrixArguments { words += ["--matrix", argument] }
        if let snapshots { words += ["--snapshots", snapshots] }
        words += ["--record", "failed"]
        let arguments = Array(CommandLine.arguments.dropFirst())
        // Render options change the image: carry them over as given.
        var i = 0
        let carried: Set<String> = [
            "--scale", "--style", "--overlay", "--theme", "--background", "--padding", "--crop",
        ]
        while i < arguments.count {
            let word = arguments[i]
            let name = word.split(separator: "=", maxSplits: 1).first.map(String.init) ?? word
            if carried.contains(name) {
                words.append(word)
                if !word.contains("="), i + 1 < arguments.count { words.append(arguments[i + 1]); i += 1 }
            } else if word == "--legend" || word == "--no-layout" || word == "--no-image" {
                words.append(word)
            }
            i += 1
        }
        return words.map(Self.shellQuoted).joined(separator: " ")
    }

    /// The first spec path among `arguments` (before `--`) that starts with `-` and so would be read as
    /// options: a word with one leading dash that ends in `.yaml`, `.yml` or `.json` or names an existing
    /// file (`-h` stays help).
    static func dashedSpecPath(in arguments: [String]) -> String? {
        for word in arguments {
            if word == "--" { return nil }
            guard word.hasPrefix("-"), !word.hasPrefix("--"), word != "-h", word.count > 1 else { continue }
            let lowercased = word.lowercased()
            if [".yaml", ".yml", ".json"].contains(where: { lowercased.hasSuffix($0) })
                || FileManager.default.fileExists(atPath: word)
            {
                return word
            }
        }
        return nil
    }

    static func dashedSpecMessage(_ word: String) -> String {
        "the spec path '\(word)' starts with '-' and would be read as options: write ./\(word), or put -- before it"
    }

    static func shellQuoted(_ word: String) -> String {
        let plain = word.unicodeScalars.allSatisfy { scalar in
            scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)
                || "-_./=:@%+,".unicodeScalars.contains(scalar)
        }
        // A leading `=` or `%` means something to zsh (`=cmd` expands to a path) and `fg`: quoted too.
        let special = word.hasPrefix("=") || word.hasPrefix("%")
        return plain && !special && !word.isEmpty ? word : "'" + word.replacing("'", with: "'\\''") + "'"
    }
}

import ArgumentParser
import FoundationEssentials
import TrellisCommandLine
import TrellisLayout
import TrellisRender
import TrellisSnapshot

/// `trellis snapshot`: verifying specs (the default), merging shards' result bundles, pruning unused
/// references, and what a bundle records of this trellis.
struct SnapshotCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "snapshot",
        abstract: "Verify specs against their references (the default), merge shards' results, prune references.",
        discussion: """
            'trellis snapshot SPEC…' verifies (see 'trellis help snapshot verify'); 'merge' puts sharded runs' \
            result bundles together, 'prune' removes unused references, 'info' prints what a bundle records.

            Examples:
              trellis snapshot specs/*.yaml --report build/snapshots
              trellis snapshot specs/*.yaml --shard 1/4 --results results/shard-1
              trellis snapshot merge results/*/ --report build/snapshots --junit build/snapshots.xml
              trellis snapshot prune specs/*.yaml --dry-run
            """,
        subcommands: [
            SnapshotVerifyCommand.self, SnapshotMergeCommand.self, SnapshotPruneCommand.self, SnapshotInfoCommand.self,
        ],
        defaultSubcommand: SnapshotVerifyCommand.self)
}

/// `trellis snapshot [verify]`: verify specs against their layout and image references, record missing ones,
/// and write HTML and JUnit reports. Thin over TrellisSnapshot (the same code TrellisTesting runs).
struct SnapshotVerifyCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "verify",
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
              trellis snapshot specs/*.yaml --shard 2/4 --results results/shard-2
              trellis snapshot merge results/*/ --report build/snapshots --junit build/snapshots.xml

            Sharding (--shard i/n, else the CI's parallel-job variables: Bazel TEST_SHARD_INDEX/TEST_TOTAL_SHARDS, \
            Buildkite BUILDKITE_PARALLEL_JOB/_COUNT, CircleCI CIRCLE_NODE_INDEX/_TOTAL, GitLab \
            CI_NODE_INDEX/CI_NODE_TOTAL) runs a share of every spec × configuration balanced by predicted cost \
            (views, text, image pixels; --shard-by count for equal counts); each shard writes a result bundle \
            with --results, and 'trellis snapshot merge' makes one report of them.
            """
    )

    @OptionGroup var suite: SnapshotSuiteOptions

    @OptionGroup var systemFont: SystemFontOptions

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
        help: ArgumentHelp(
            "Run shard i of n (1-based, e.g. 2/4); default: from the CI's parallel-job variables.", valueName: "i/n"))
    var shard: String?

    @Option(
        name: .customLong("shard-by"),
        help: ArgumentHelp("Balance shards by predicted 'cost' (default) or by 'count'.", valueName: "cost|count"))
    var shardBy: String = ShardBalance.cost.rawValue

    @Option(
        help: ArgumentHelp(
            "Write a result bundle here (outcomes, diffs, timings, shard, version, fonts) for 'trellis snapshot merge'.",
            valueName: "dir"))
    var results: String?

    @Option(
        name: .customLong("rerun-failed"),
        help: ArgumentHelp(
            "Run only the snapshots that didn't pass in these results (a bundle, or a folder of bundles).",
            valueName: "results"))
    var rerunFailed: [String] = []

    @Option(help: ArgumentHelp("'github': workflow annotations and a step summary.", valueName: "name"))
    var reporter: String?

    @OptionGroup var rendering: RenderOptionArguments

    @OptionGroup var fontOptions: FontOptions

    /// Every option checked before any spec is read: a bad one is a usage error (64), and nothing is written.
    func validate() throws {
        if suite.specs.isEmpty && rerunFailed.isEmpty {
            throw ValidationError("no spec given (try: trellis snapshot card.yaml)")
        }
        _ = try recordMode()
        _ = try tolerance()
        _ = try suite.configurations()
        _ = try shardSelection()
        _ = try balance()
        _ = try SnapshotReporter.parse(reporter)
        do { _ = try rendering.options() } catch { throw ValidationError("\(error)") }
        if !layout && !image { throw ValidationError("--no-layout and --no-image leave nothing to compare") }
        try suite.checkReferencesApart()
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

    /// `--shard`, else the CI's variables, else nil (the whole suite).
    func shardSelection() throws -> ShardSelection? {
        do {
            if let shard { return ShardSelection(shard: try SnapshotShard.parse(shard), source: "--shard") }
            return try ShardSelection.fromEnvironment(ProcessInfo.processInfo.environment)
        } catch {
            throw ValidationError(error.description)
        }
    }

    func balance() throws -> ShardBalance {
        guard let balance = ShardBalance(rawValue: shardBy.lowercased()) else {
            throw ValidationError("invalid --shard-by '\(shardBy)' (expected cost or count)")
        }
        return balance
    }

    func run() throws {
        let mode = try recordMode()
        var settings = SnapshotSettings(
            layout: layout, image: image, render: try rendering.options(),
            tolerance: try tolerance())
        settings.fontFiles = try fontOptions.files()
        let reporter = try SnapshotReporter.parse(reporter)
        let writer = report.map(SnapshotReportWriter.init(directory:))
        var suiteJobs: [SnapshotJob]
        let identity: TrellisIdentity?
        do {
            try writer?.prepare()
            if let junit { try SnapshotReportWriter.checkJUnitPath(junit) }
            if let results { try ResultBundle.prepare(results) }
            identity = results == nil ? nil : try TrellisIdentity.current()
            suiteJobs = try suite.specs.isEmpty ? [] : suite.jobs()
            if !rerunFailed.isEmpty {
                let failed = try ResultBundle.failedJobs(in: rerunFailed)
                if suiteJobs.isEmpty {
                    suiteJobs = failed
                } else {
                    let keys = Set(failed.map(ShardPlan.key))
                    suiteJobs = suiteJobs.filter { keys.contains(ShardPlan.key($0)) }
                }
                print("rerunning \(suiteJobs.count) snapshot\(suiteJobs.count == 1 ? "" : "s") that didn't pass")
            }
        } catch {
            StandardError.write("error: \(error)\n")
            throw ExitCode(1)
        }
        for index in suiteJobs.indices { suiteJobs[index].rerecordCommand = rerecordCommand(for: suiteJobs[index]) }
        let selection = try shardSelection()
        let plan =
            selection != nil || results != nil
            ? ShardPlan.predicted(
                suiteJobs, settings: settings, count: selection?.shard.count ?? 1, balance: try balance()) : nil
        let shard = selection?.shard ?? .whole
        let positions = plan?.positions(ofShard: shard.index) ?? Array(suiteJobs.indices)
        if let selection {
            if let statusFile = selection.statusFile { SnapshotShardOutput.touch(statusFile) }
            print(
                "shard \(shard) from \(selection.source): \(positions.count) of \(suiteJobs.count) snapshots, "
                    + "balanced by \(try balance().rawValue)")
        }
        let start = ContinuousClock.now
        let outcomes = SnapshotBatch.run(
            positions.map { suiteJobs[$0] }, settings: settings,
            verifier: SnapshotVerifier(record: mode, tolerance: settings.tolerance))
        let elapsed = ContinuousClock.now - start
        try SnapshotRunOutput.conclude(outcomes, report: writer, junit: junit, reporter: reporter) {
            guard let results, let identity, let plan else { return }
            let entries = zip(positions, outcomes).map { position, outcome in
                ResultBundle.entry(
                    outcome, job: suiteJobs[position], position: position, predictedCost: plan.costs[position])
            }
            let bundle = ResultBundle(
                identity: identity, suiteDigest: ShardPlan.suiteDigest(suiteJobs), suiteSize: suiteJobs.count,
                shard: shard, balance: try balance(), shardSource: selection?.source ?? "the whole suite",
                seconds: ResultBundle.inSeconds(elapsed), predictedCost: plan.shardCosts[shard.index - 1],
                outcomes: entries)
            try bundle.write(to: results, artifactsOf: outcomes)
        }
    }

    /// The command that re-records one job: this command line with only that spec (and configuration) and
    /// `--record failed`.
    private func rerecordCommand(for job: SnapshotJob) -> String {
        // A spec path starting with '-' would be read as an option: `./-dash.yaml` names the same file.
        let spec = job.specPath.hasPrefix("-") && job.specPath != "-" ? "./" + job.specPath : job.specPath
        var words = ["trellis", "snapshot", spec]
        for argument in job.configuration.matrixArguments { words += ["--matrix", argument] }
        if let snapshots = suite.snapshots { words += ["--snapshots", snapshots] }
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
        return words.map(SnapshotCommand.shellQuoted).joined(separator: " ")
    }
}

extension SnapshotCommand {
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

import ArgumentParser
import FoundationEssentials
import TrellisCommandLine
import TrellisSnapshot

/// `trellis snapshot merge`: the result bundles of a sharded run as one report, one JUnit file and one
/// summary — what a single run over the whole suite would have written.
struct SnapshotMergeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "merge",
        abstract: "Merge the result bundles of a sharded run into one report, JUnit file and summary.",
        discussion: """
            Every shard of the run must be given once (a folder holding bundles stands for all of them), and \
            all must come from the same suite, Trellis version and fonts; otherwise nothing is written and the \
            missing or repeated shard is named. Exit status: 0 when every snapshot passed, 1 when one didn't or \
            the bundles can't be merged, 64 for a usage error.

            Example:
              trellis snapshot merge results/*/ --report build/snapshots --junit build/snapshots.xml
            """)

    @Argument(help: ArgumentHelp("Result bundles (--results folders), or folders of them.", valueName: "bundle"))
    var bundles: [String] = []

    @Option(help: ArgumentHelp("Write the merged HTML report (index.html and images) here.", valueName: "dir"))
    var report: String?

    @Option(help: ArgumentHelp("Write the merged JUnit XML report to this file.", valueName: "file"))
    var junit: String?

    @Option(help: ArgumentHelp("'github': workflow annotations and a step summary.", valueName: "name"))
    var reporter: String?

    func validate() throws {
        if bundles.isEmpty { throw ValidationError("no result bundle given (try: trellis snapshot merge results/*/)") }
        _ = try SnapshotReporter.parse(reporter)
    }

    func run() throws {
        let reporter = try SnapshotReporter.parse(reporter)
        let writer = report.map(SnapshotReportWriter.init(directory:))
        let merged: MergedResults
        do {
            var paths: [String] = []
            for path in bundles { paths += try ResultBundle.paths(in: path) }
            merged = try MergedResults.merge(paths)
            try writer?.prepare()
            if let junit { try SnapshotReportWriter.checkJUnitPath(junit) }
        } catch {
            StandardError.write("error: \(error)\n")
            throw ExitCode(1)
        }
        for line in merged.shardLines { StandardError.write(line + "\n") }
        try SnapshotRunOutput.conclude(merged.outcomes, report: writer, junit: junit, reporter: reporter)
    }
}

/// `trellis snapshot info`: what a result bundle records of this trellis.
struct SnapshotInfoCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "info",
        abstract: "Print the Trellis version, the font folder in use and the fonts' digest.")

    func run() throws {
        do {
            let identity = try TrellisIdentity.current()
            print("trellis \(identity.version)")
            print("fonts: \(identity.fontDirectory)")
            print("fonts digest: \(identity.fontsDigest)")
        } catch {
            StandardError.write("error: \(error)\n")
            throw ExitCode(1)
        }
    }
}

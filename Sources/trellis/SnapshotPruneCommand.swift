import ArgumentParser
import TrellisCommandLine
import TrellisSnapshot
import TrellisSpec

/// `trellis snapshot prune`: remove the references no spec × configuration of the suite produces any more.
struct SnapshotPruneCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "prune",
        abstract: "List and remove references that no spec × configuration produces any more.",
        discussion: """
            The suite is the specs and --device/--matrix given, as for 'trellis snapshot', and/or the result \
            bundles of every shard of a run (--results, all shards required). Only files named like \
            references (*.layout.txt, *.png) in the suite's reference folders are candidates; a file a snapshot \
            of the suite uses is never removed, nor one named after a spec beside the folder that wasn't given, \
            nor a link or anything but a regular file; other files are listed and left alone. A reference that \
            is a Git LFS pointer is named with the command that fetches it.

            Examples:
              trellis snapshot prune specs/*.yaml --matrix theme=light,dark --dry-run
              trellis snapshot prune --results results/*/
            """)

    @OptionGroup var suite: SnapshotSuiteOptions

    @Option(
        parsing: .upToNextOption,
        help: ArgumentHelp("The result bundles of every shard of a run.", valueName: "bundle"))
    var results: [String] = []

    @Flag(name: .customLong("dry-run"), help: "List what would be removed; remove nothing.")
    var dryRun = false

    func validate() throws {
        if suite.specs.isEmpty && results.isEmpty {
            throw ValidationError("give the suite's specs or its result bundles (--results)")
        }
        _ = try suite.configurations()
    }

    func run() throws {
        let prune: ReferencePrune
        do {
            var references = try suite.jobs().map(\.references)
            var specPaths = suite.specs
            if !results.isEmpty {
                var paths: [String] = []
                for path in results { paths += try ResultBundle.paths(in: path) }
                for (_, bundle) in try MergedResults.merge(paths).bundles {
                    for entry in bundle.outcomes {
                        references.append(
                            SnapshotReferences(directory: entry.referencesDirectory, baseName: entry.referencesBaseName)
                        )
                        specPaths.append(entry.specPath)
                    }
                }
            }
            prune = try ReferencePrune(references: references, specPaths: specPaths)
        } catch {
            StandardError.write("error: \(error)\n")
            throw ExitCode(1)
        }
        for finding in prune.lfsPointers {
            print(
                "LFS pointer: \(finding.path) is a Git LFS pointer, not the reference; fetch it with: \(finding.reason)"
            )
        }
        for finding in prune.kept { print(TerminalSafeText.escape("kept: \(finding.path) (\(finding.reason))")) }
        for path in prune.otherFiles { print(TerminalSafeText.escape("not a reference, left alone: \(path)")) }
        if dryRun {
            for path in prune.orphans { print(TerminalSafeText.escape("would remove: \(path)")) }
            print("prune: \(prune.orphans.count) unused reference\(prune.orphans.count == 1 ? "" : "s") (dry run)")
            return
        }
        do {
            let removed = try prune.remove()
            for path in removed { print(TerminalSafeText.escape("removed: \(path)")) }
            print("prune: removed \(removed.count) unused reference\(removed.count == 1 ? "" : "s")")
        } catch {
            StandardError.write("error: \(error)\n")
            throw ExitCode(1)
        }
    }
}

import ArgumentParser
import FoundationEssentials
import TrellisCommandLine
import TrellisReport
import TrellisSnapshot
import TrellisSpec

#if canImport(Glibc)
    import Glibc
#endif

/// `--reporter github`: workflow-command annotations on standard output and the Markdown step summary
/// appended to `$GITHUB_STEP_SUMMARY` (when the runner set it).
struct SnapshotReporter {
    static func parse(_ name: String?) throws -> SnapshotReporter? {
        guard let name else { return nil }
        guard name.lowercased() == "github" else {
            throw ValidationError("invalid --reporter '\(name)' (expected: github)")
        }
        return SnapshotReporter()
    }

    func write(_ outcomes: [SnapshotOutcome]) throws {
        for annotation in GitHubSnapshotReport.annotations(outcomes) { print(annotation.command) }
        if let path = ProcessInfo.processInfo.environment["GITHUB_STEP_SUMMARY"], !path.isEmpty {
            try SnapshotShardOutput.append(GitHubSnapshotReport.stepSummary(outcomes), to: path)
        }
    }
}

/// Files the CI gives a run: Bazel's shard status file, GitHub's step summary.
enum SnapshotShardOutput {
    /// Creates the file or updates its time, as `touch` does: Bazel reads its presence as "this runner
    /// shards". A failure is only noted: the snapshots are still run.
    static func touch(_ path: String) {
        let fd = open(path, O_WRONLY | O_CREAT | O_CLOEXEC, 0o644)
        guard fd >= 0 else {
            StandardError.write(
                "warning: cannot touch TEST_SHARD_STATUS_FILE \(path): \(String(cString: strerror(errno)))\n")
            return
        }
        futimens(fd, nil)
        close(fd)
    }

    /// Appends `text` to the file at `path` (the runner's own file; created when missing).
    static func append(_ text: String, to path: String) throws {
        let fd = open(path, O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC, 0o644)
        guard fd >= 0 else {
            throw SnapshotError.writeFailed(path: path, reason: String(cString: strerror(errno)))
        }
        defer { close(fd) }
        if let code = StandardStreams.writeAll(fd, Array(text.utf8)) {
            throw SnapshotError.writeFailed(path: path, reason: String(cString: strerror(code)))
        }
    }
}

/// The end of a run, verified or merged: every outcome printed, the HTML report, the JUnit file, the
/// result bundle (`writeMore`) and the reporter's output written, the summary printed last.
enum SnapshotRunOutput {
    static func conclude(
        _ outcomes: [SnapshotOutcome], report writer: SnapshotReportWriter?, junit: String?,
        reporter: SnapshotReporter?, writeMore: () throws -> Void = {}
    ) throws {
        for outcome in outcomes { print(TerminalSafeText.escape(outcome.report)) }
        let summary = SnapshotSummary(outcomes)
        var failed = !summary.allPassed
        do {
            if let writer {
                let index = try writer.write(outcomes)
                if !summary.allPassed { print("report: \(index)") }
            }
            if let junit { try SnapshotReportWriter.writeJUnit(outcomes, to: junit) }
            try writeMore()
            try reporter?.write(outcomes)
        } catch {
            StandardError.write("error: \(error)\n")
            failed = true
        }
        print("snapshots: " + summary.text)
        if failed { throw ExitCode(1) }
    }
}

import Foundation
import Testing

/// `trellis snapshot --shard`, `--results`, `merge`, `--reporter github`, `--record failed`, `--rerun-failed`
/// and `prune` end to end through the built binary, on a suite of mixed sample specs.
@Suite struct SnapshotShardCommandTests {
    let cli = SnapshotCommandTests()
    static let samples = [
        "profile-card", "seed000-scene4-two-label-container", "seed004-stack-views", "environment-rtl-profile",
        "seed000-scene1-single-line-label", "seed002-leaf-views-container", "table-settings-inset-grouped",
    ]

    /// A workspace with `specs/`: the samples and the docs' card, their references recorded; then card's
    /// label made longer (its layout and image differ) and one sample's image reference removed.
    func workspace() throws -> URL {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-shards-\(UUID().uuidString)")
        let specs = dir.appendingPathComponent("specs")
        try FileManager.default.createDirectory(at: specs, withIntermediateDirectories: true)
        for name in Self.samples {
            try FileManager.default.copyItem(
                at: SnapshotCommandTests.packageRoot.appendingPathComponent("Samples/\(name).yaml"),
                to: specs.appendingPathComponent("\(name).yaml"))
        }
        let card = try String(
            contentsOf: SnapshotCommandTests.exampleSpecs.appendingPathComponent("card.yaml"), encoding: .utf8)
        try card.write(to: specs.appendingPathComponent("card.yaml"), atomically: true, encoding: .utf8)
        let recorded = try cli.run(["snapshot"] + specPaths(dir) + ["--record", "all"], in: dir)
        #expect(recorded.status == 1, "\(recorded.stderr)")
        try SnapshotCommandTests.longerLabel(card).write(
            to: specs.appendingPathComponent("card.yaml"), atomically: true, encoding: .utf8)
        try FileManager.default.removeItem(at: specs.appendingPathComponent("__snapshots__/profile-card.png"))
        return dir
    }

    func specPaths(_ dir: URL) -> [String] {
        ["specs/card.yaml"] + Self.samples.map { "specs/\($0).yaml" }
    }

    func read(_ url: URL) throws -> Data { try Data(contentsOf: url) }

    @Test func shardedAndMergedGivesTheSingleRunsReports() throws {
        let dir = try workspace()
        defer { try? FileManager.default.removeItem(at: dir) }
        let specs = specPaths(dir)
        let ci = ["CI": "1"]
        let single = try cli.run(
            ["snapshot"] + specs + ["--report", "single", "--junit", "single.xml"], in: dir, environment: ci)
        #expect(single.status == 1)
        #expect(single.stdout.hasSuffix("snapshots: 6 passed, 2 failed\n"))
        var shardCounts: [Int] = []
        for index in 1...4 {
            let shard = try cli.run(
                ["snapshot"] + specs + ["--shard", "\(index)/4", "--results", "results/shard-\(index)"], in: dir,
                environment: ci)
            #expect(shard.status <= 1, "\(shard.stderr)")
            let first = try #require(shard.stdout.split(separator: "\n").first)
            #expect(first.hasPrefix("shard \(index)/4 from --shard: "))
            shardCounts.append(Int(first.split(separator: " ")[4]) ?? -1)
            // The paths in another order: the same snapshots in the shard.
            let reversed = try cli.run(
                ["snapshot"] + specs.reversed() + ["--shard", "\(index)/4"], in: dir, environment: ci)
            func verified(_ text: String) -> Set<Substring> {
                Set(text.split(separator: "\n").filter { $0.hasPrefix("✓") || $0.hasPrefix("✗") })
            }
            #expect(verified(reversed.stdout) == verified(shard.stdout))
        }
        #expect(shardCounts.reduce(0, +) == 8)
        let merged = try cli.run(
            ["snapshot", "merge", "results/", "--report", "merged", "--junit", "merged.xml"], in: dir)
        #expect(merged.status == 1, "\(merged.stderr)")
        #expect(merged.stderr.contains("shard 4/4: "))
        func withoutReportLine(_ text: String) -> String {
            text.split(separator: "\n").filter { !$0.hasPrefix("report: ") }.joined(separator: "\n")
        }
        #expect(withoutReportLine(merged.stdout) == withoutReportLine(single.stdout))
        #expect(try read(dir.appendingPathComponent("merged.xml")) == read(dir.appendingPathComponent("single.xml")))
        let singleFiles = cli.files(dir.appendingPathComponent("single"))
        #expect(singleFiles == cli.files(dir.appendingPathComponent("merged")))
        #expect(singleFiles.contains("card.yaml/diff.png") && singleFiles.contains("card.yaml/layout.diff"))
        for file in singleFiles where !file.hasSuffix("/") {
            var isFolder: ObjCBool = false
            FileManager.default.fileExists(
                atPath: dir.appendingPathComponent("single/" + file).path, isDirectory: &isFolder)
            if isFolder.boolValue { continue }
            #expect(
                try read(dir.appendingPathComponent("single/" + file))
                    == read(dir.appendingPathComponent("merged/" + file)), "\(file)")
        }
        // Every link in the report is relative: it can be published as it is.
        let html = try String(contentsOf: dir.appendingPathComponent("merged/index.html"), encoding: .utf8)
        #expect(!html.contains("href=\"/") && !html.contains("src=\"/") && !html.contains(dir.path))
    }

    @Test func badShardsAreUsageErrors() throws {
        for bad in ["0/4", "5/4", "a/b"] {
            let result = try cli.run(["snapshot", "card.yaml", "--shard", bad])
            #expect(result.status == 64, "\(bad)")
            #expect(result.stderr.contains("invalid shard '\(bad)'"))
        }
        let gitlab = try cli.run(["snapshot", "card.yaml"], environment: ["CI_NODE_INDEX": "0", "CI_NODE_TOTAL": "4"])
        #expect(gitlab.status == 64)
        #expect(gitlab.stderr.contains("invalid shard from GitLab (CI_NODE_INDEX=0, CI_NODE_TOTAL=4)"))
        let by = try cli.run(["snapshot", "card.yaml", "--shard-by", "size"])
        #expect(by.status == 64)
    }

    @Test func theShardComesFromTheCIAndBazelsStatusFileIsTouched() throws {
        let dir = try workspace()
        defer { try? FileManager.default.removeItem(at: dir) }
        let status = dir.appendingPathComponent("shard-status").path
        let bazel = try cli.run(
            ["snapshot"] + specPaths(dir), in: dir,
            environment: ["TEST_SHARD_INDEX": "1", "TEST_TOTAL_SHARDS": "3", "TEST_SHARD_STATUS_FILE": status])
        #expect(bazel.stdout.hasPrefix("shard 2/3 from Bazel (TEST_SHARD_INDEX=1, TEST_TOTAL_SHARDS=3): "))
        #expect(FileManager.default.fileExists(atPath: status))
        let buildkite = try cli.run(
            ["snapshot"] + specPaths(dir), in: dir,
            environment: ["BUILDKITE_PARALLEL_JOB": "0", "BUILDKITE_PARALLEL_JOB_COUNT": "2"])
        #expect(buildkite.stdout.hasPrefix("shard 1/2 from Buildkite"))
        let circle = try cli.run(
            ["snapshot"] + specPaths(dir), in: dir, environment: ["CIRCLE_NODE_INDEX": "1", "CIRCLE_NODE_TOTAL": "2"])
        #expect(circle.stdout.hasPrefix("shard 2/2 from CircleCI"))
        // --shard wins over the CI's variables.
        let explicit = try cli.run(
            ["snapshot"] + specPaths(dir) + ["--shard", "1/1"], in: dir,
            environment: ["CIRCLE_NODE_INDEX": "1", "CIRCLE_NODE_TOTAL": "2"])
        #expect(explicit.stdout.hasPrefix("shard 1/1 from --shard: 8 of 8 snapshots"))
    }

    @Test func mergeRefusesAndWritesNothing() throws {
        let dir = try workspace()
        defer { try? FileManager.default.removeItem(at: dir) }
        for index in 1...3 {
            _ = try cli.run(
                ["snapshot"] + specPaths(dir) + ["--shard", "\(index)/3", "--results", "r/shard-\(index)"], in: dir,
                environment: ["CI": "1"])
        }
        let missing = try cli.run(
            ["snapshot", "merge", "r/shard-1", "r/shard-3", "--report", "out", "--junit", "out.xml"], in: dir)
        #expect(missing.status == 1)
        #expect(missing.stderr == "error: shard 2/3 is missing (2 of 3 bundles given)\n")
        let twice = try cli.run(["snapshot", "merge", "r/", "r/shard-2", "--report", "out"], in: dir)
        #expect(twice.status == 1)
        #expect(twice.stderr == "error: shard 2/3 is given twice: r/shard-2 and r/shard-2\n")
        let manifest = dir.appendingPathComponent("r/shard-1/bundle.json")
        let bytes = try read(manifest)
        try bytes.prefix(bytes.count / 2).write(to: manifest)
        let truncated = try cli.run(["snapshot", "merge", "r/", "--report", "out", "--junit", "out.xml"], in: dir)
        #expect(truncated.status == 1)
        #expect(truncated.stderr.hasPrefix("error: r/shard-1/bundle.json: truncated or not a Trellis result bundle"))
        #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("out").path))
        #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("out.xml").path))
    }

    @Test func githubReporterAnnotatesTheChangedViewsLines() throws {
        let dir = try workspace()
        defer { try? FileManager.default.removeItem(at: dir) }
        let summary = dir.appendingPathComponent("summary.md")
        let result = try cli.run(
            ["snapshot", "specs/card.yaml", "specs/profile-card.yaml", "--reporter", "github"], in: dir,
            environment: ["CI": "1", "GITHUB_STEP_SUMMARY": summary.path])
        #expect(result.status == 1)
        let annotations = result.stdout.split(separator: "\n").filter { $0.hasPrefix("::error") }
        // label1 is declared at line 11, column 7 of card.yaml; its change moves bgView and label2 too.
        #expect(
            annotations.contains(
                "::error file=specs/card.yaml,line=11,col=7,title=snapshot%3A 'label1' changed::specs/card.yaml"
                    + "%0Alabel1.height 33.5 → 50.5%0Alabel1.intrinsic size 294 × 33.5 → 294 × 50.5"))
        #expect(
            annotations.contains {
                $0.hasPrefix("::error file=specs/card.yaml,line=4,col=3,title=snapshot%3A 'bgView' changed::")
            })
        #expect(annotations.contains { $0.hasPrefix("::error file=specs/profile-card.yaml,title=snapshot failed::") })
        let markdown = try String(contentsOf: summary, encoding: .utf8)
        #expect(markdown.hasPrefix("## Trellis snapshots\n\n❌ **0 passed, 2 failed** of 2 snapshots\n"))
        #expect(markdown.contains("`label1` (specs/card.yaml:11)"))
    }

    @Test func recordFailedKeepsTheDiffAndRerunFailedRunsOnlyFailures() throws {
        let dir = try workspace()
        defer { try? FileManager.default.removeItem(at: dir) }
        let first = try cli.run(
            ["snapshot"] + specPaths(dir) + ["--results", "last"], in: dir, environment: ["CI": "1"])
        #expect(first.stdout.hasSuffix("snapshots: 6 passed, 2 failed\n"))
        let rerun = try cli.run(
            ["snapshot", "--rerun-failed", "last", "--record", "failed", "--report", "rep"], in: dir)
        #expect(rerun.status == 1)
        #expect(rerun.stdout.hasPrefix("rerunning 2 snapshots that didn't pass\n"))
        #expect(rerun.stdout.hasSuffix("snapshots: 0 passed, 1 failed, 1 recorded\n"))
        #expect(rerun.stdout.contains("re-recorded specs/__snapshots__/card.layout.txt, specs/__snapshots__/card.png"))
        let report = cli.files(dir.appendingPathComponent("rep"))
        #expect(report.contains("card.yaml/diff.png") && report.contains("card.yaml/layout.diff"))
        let again = try cli.run(
            ["snapshot"] + specPaths(dir) + ["--rerun-failed", "last"], in: dir, environment: ["CI": "1"])
        #expect(again.status == 0)
        #expect(again.stdout.hasSuffix("snapshots: 2 passed, 0 failed\n"))
    }

    @Test func pruneRemovesOnlyWhatNoSnapshotProduces() throws {
        let dir = try workspace()
        defer { try? FileManager.default.removeItem(at: dir) }
        let refs = dir.appendingPathComponent("specs/__snapshots__")
        try Data("stale".utf8).write(to: refs.appendingPathComponent("renamed.png"))
        try Data("notes".utf8).write(to: refs.appendingPathComponent("NOTES.md"))
        try Data("version https://git-lfs.github.com/spec/v1\noid sha256:00\nsize 1\n".utf8).write(
            to: refs.appendingPathComponent("seed004-stack-views.png"))
        let specs = specPaths(dir)
        let dry = try cli.run(["snapshot", "prune"] + specs + ["--dry-run"], in: dir)
        #expect(dry.status == 0, "\(dry.stderr)")
        #expect(
            dry.stdout == """
                LFS pointer: specs/__snapshots__/seed004-stack-views.png is a Git LFS pointer, not the reference; \
                fetch it with: git lfs pull --include=specs/__snapshots__/seed004-stack-views.png
                not a reference, left alone: specs/__snapshots__/NOTES.md
                would remove: specs/__snapshots__/renamed.png
                prune: 1 unused reference (dry run)

                """)
        #expect(FileManager.default.fileExists(atPath: refs.appendingPathComponent("renamed.png").path))
        // Given without card.yaml: card.yaml sits beside the folder, so its references stay.
        let partial = try cli.run(["snapshot", "prune"] + specs.dropFirst(), in: dir)
        #expect(
            partial.stdout.contains("kept: specs/__snapshots__/card.png (specs/card.yaml wasn't given and may use it)"))
        #expect(partial.stdout.contains("removed: specs/__snapshots__/renamed.png"))
        #expect(FileManager.default.fileExists(atPath: refs.appendingPathComponent("card.png").path))
        #expect(!FileManager.default.fileExists(atPath: refs.appendingPathComponent("renamed.png").path))
        #expect(FileManager.default.fileExists(atPath: refs.appendingPathComponent("NOTES.md").path))
    }

    @Test func pruneReadsEveryShardsBundle() throws {
        let dir = try workspace()
        defer { try? FileManager.default.removeItem(at: dir) }
        let refs = dir.appendingPathComponent("specs/__snapshots__")
        try Data("stale".utf8).write(to: refs.appendingPathComponent("renamed.layout.txt"))
        for index in 1...2 {
            _ = try cli.run(
                ["snapshot"] + specPaths(dir) + ["--shard", "\(index)/2", "--results", "r/shard-\(index)"], in: dir,
                environment: ["CI": "1"])
        }
        let one = try cli.run(["snapshot", "prune", "--results", "r/shard-1"], in: dir)
        #expect(one.status == 1)
        #expect(one.stderr == "error: shard 2/2 is missing (1 of 2 bundles given)\n")
        let all = try cli.run(["snapshot", "prune", "--results", "r/", "--dry-run"], in: dir)
        #expect(all.status == 0, "\(all.stderr)")
        #expect(
            all.stdout.hasSuffix(
                "would remove: specs/__snapshots__/renamed.layout.txt\nprune: 1 unused reference (dry run)\n"))
    }
}

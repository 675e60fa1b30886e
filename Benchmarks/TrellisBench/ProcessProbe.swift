import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Runs a child process and measures it as a user would feel it: wall time from spawn to exit, CPU time,
/// and peak resident memory, killed after a time limit. Standard output goes to a file (or /dev/null),
/// standard error to /dev/null.
///
/// Peak memory comes from `/usr/bin/time -f %M` around the child (Debian's `time` package): Linux carries a
/// process's peak RSS across `exec` from the image that spawned it, so `wait4`'s `ru_maxrss` for a child of
/// this (large) benchmark process reports at least the benchmark's own peak. `time` is small, and the
/// child it forks starts from its peak. Without `/usr/bin/time` the `wait4` figure is used (an upper bound).
enum ProcessProbe {
    static let timeBinary = "/usr/bin/time"
    struct Outcome {
        /// Wall seconds, nil when the child was killed at the limit.
        var seconds: Double?
        /// User + system CPU seconds of the child (on a loaded machine, wall time includes waiting for a core).
        var cpuSeconds: Double
        var peakRSSMegabytes: Double
        var exitStatus: Int32
        var timedOut: Bool { seconds == nil }
    }

    static func run(_ command: [String], stdout: String = "/dev/null", timeout: Double) throws -> Outcome {
        let rssFile = FileManager.default.temporaryDirectory.appendingPathComponent("probe-rss-\(getpid())").path
        let timed = FileManager.default.isExecutableFile(atPath: timeBinary)
        let argv = timed ? [timeBinary, "-f", "%M", "-o", rssFile] + command : command
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, stdout, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let cArgs: [UnsafeMutablePointer<CChar>?] = argv.map { strdup($0) } + [nil]
        defer { for p in cArgs { free(p) } }
        // The child leads a process group of its own, and the time limit kills the group: the measured
        // command runs under `/usr/bin/time`, and killing only `time` left the command running as an
        // orphan (a kiwisolver peer over its limit went on for minutes, on one of the machine's two cores,
        // under every measurement after it).
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETPGROUP))
        posix_spawnattr_setpgroup(&attributes, 0)
        var pid: pid_t = 0
        let start = DispatchTime.now().uptimeNanoseconds
        let spawned = posix_spawn(&pid, argv[0], &actions, &attributes, cArgs, environ)
        guard spawned == 0 else { throw LayoutCLIBenchmark.BenchFailure("cannot start \(argv[0]) (error \(spawned))") }
        var status: Int32 = 0
        var usage = rusage()
        var killed = false
        while true {
            let r = wait4(pid, &status, WNOHANG, &usage)
            if r == pid { break }
            if r < 0 { throw LayoutCLIBenchmark.BenchFailure("wait4 failed") }
            let elapsed = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
            if elapsed > timeout, !killed {
                kill(-pid, SIGKILL)
                killed = true
            }
            usleep(elapsed < 0.05 ? 200 : 2_000)
        }
        let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        let exit: Int32 = (status & 0x7f) == 0 ? (status >> 8) & 0xff : -1
        let cpu =
            Double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec)
            + Double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e6
        var peakKB = Double(usage.ru_maxrss)
        if timed, !killed, let text = try? String(contentsOfFile: rssFile, encoding: .utf8),
            let kb = text.split(separator: "\n").last.flatMap({ Double($0.trimmingCharacters(in: .whitespaces)) })
        {
            peakKB = kb
        }
        try? FileManager.default.removeItem(atPath: rssFile)
        return Outcome(
            seconds: killed ? nil : seconds, cpuSeconds: cpu, peakRSSMegabytes: peakKB / 1024, exitStatus: exit)
    }
}

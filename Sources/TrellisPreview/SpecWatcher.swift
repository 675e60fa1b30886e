import Foundation

/// Notices when a spec file changes on disk: written in place, replaced by a rename (as editors save),
/// deleted, or created again. It polls the file's status — modification time, size, inode, existence —
/// every `interval`, which costs one `stat` per spec per tick (idle CPU stays near zero) and, unlike
/// inotify watches on the file, survives the file being replaced.
public final class SpecWatcher: Sendable {
    /// What a `stat` of the file says; equal fingerprints mean "unchanged".
    struct Fingerprint: Equatable, Sendable {
        var exists: Bool
        var inode: UInt64 = 0
        var size: Int64 = 0
        var modified: Int64 = 0

        static func of(_ path: String) -> Fingerprint {
            var info = stat()
            guard stat(path, &info) == 0 else { return Fingerprint(exists: false) }
            return Fingerprint(
                exists: true, inode: UInt64(info.st_ino), size: Int64(info.st_size),
                modified: Int64(info.st_mtim.tv_sec) &* 1_000_000_000 &+ Int64(info.st_mtim.tv_nsec))
        }
    }

    private let task: Task<Void, Never>

    /// Starts watching `paths`; `onChange(i)` is called (from a background task) each time path `i`'s
    /// fingerprint differs from the one seen before.
    public init(
        paths: [String], interval: Duration = .milliseconds(25),
        onChange: @escaping @Sendable (Int) async -> Void
    ) {
        task = Task.detached(priority: .utility) {
            var seen = paths.map(Fingerprint.of)
            while !Task.isCancelled {
                try? await Task.sleep(for: interval)
                for (i, path) in paths.enumerated() {
                    let now = Fingerprint.of(path)
                    if now != seen[i] {
                        seen[i] = now
                        await onChange(i)
                    }
                }
            }
        }
    }

    public func stop() { task.cancel() }

    deinit { task.cancel() }
}

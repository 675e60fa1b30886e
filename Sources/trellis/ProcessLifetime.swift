import Synchronization

/// What the running command solved and drew, kept until the process ends: `Trellis.main` ends the process
/// without freeing it, so a large layout's solver, run and results are not torn down one object at a time
/// only to hand the memory back to the system, which takes it back whole at exit.
///
/// Commands keep what they are done with here (`keep`) instead of letting it go; nothing here is read.
/// The one keep-alive of the process (`shared`); safe to use from the render batch's worker threads.
final class ProcessLifetime: Sendable {
    static let shared = ProcessLifetime()

    private let kept = Mutex<[Kept]>([])

    private init() {}

    /// Keeps `value` (its objects stay allocated) until the process ends.
    func keep(_ value: Any) {
        let held = Kept(value: value)
        kept.withLock { $0.append(held) }
    }

    /// A value only held, never read or changed again: passing it between threads can't race.
    private struct Kept: @unchecked Sendable {
        let value: Any
    }
}

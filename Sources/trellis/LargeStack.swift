import Foundation

/// Runs the command on a thread with a large stack. Reading a spec and laying it out recurse once per
/// nesting level (Yams builds its tree recursively; the view tree is walked recursively), so how deep a spec
/// may be nested (`--limit depth`, up to `ResourceLimits.ceiling(.depth)`) is bounded by the stack. The main
/// thread's 8 MiB overflows at a few thousand levels; this thread's stack is reserved address space, and only
/// the pages a deep spec touches are ever used.
enum LargeStack {
    /// 1 GiB: ~20,000 YAML levels need well under a tenth of it, even in a debug build.
    static let size = 1 << 30

    static func run(_ body: @escaping @Sendable () -> Void) {
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            body()
            done.signal()
        }
        thread.stackSize = size
        thread.start()
        done.wait()
    }
}

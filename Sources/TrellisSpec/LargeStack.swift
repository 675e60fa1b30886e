import FoundationEssentials

#if canImport(Glibc)
    import Glibc
#endif

/// Runs work on a thread with a large stack. Reading a spec and laying it out recurse once per
/// nesting level (the YAML tree is read and freed recursively; so is the view tree), so how deep a spec
/// may be nested (`--limit depth`, up to `ResourceLimits.ceiling(.depth)`) is bounded by the stack. The main
/// thread's 8 MiB overflows at a few thousand levels; this thread's stack is reserved address space, and only
/// the pages a deep spec touches are ever used. The `trellis` command runs on it; a Swift caller reading
/// specs nested deeper than a few hundred levels can do the same.
public enum LargeStack {
    /// 1 GiB: ~20,000 YAML levels need well under a tenth of it, even in a debug build. Under an
    /// address-space limit (`ulimit -v`) the stack takes at most an eighth of it, so fonts and images still
    /// map; below 16 MiB, or if the thread can't be made, the command runs on the main thread (a very deep
    /// spec may then overflow; every other one works).
    public static func stackSize() -> Int? {
        var limit = rlimit()
        let preferred = 1 << 30
        guard getrlimit(__rlimit_resource_t(RLIMIT_AS.rawValue), &limit) == 0, limit.rlim_cur != rlim_t.max else {
            return preferred
        }
        let share = Int(clamping: limit.rlim_cur / 8)
        return share >= 1 << 24 ? min(preferred, share) : nil
    }

    /// The body, handed to the thread.
    private final class Job: @unchecked Sendable {
        let body: () -> Void
        init(_ body: @escaping () -> Void) { self.body = body }
    }

    /// Runs `body` on the large stack and returns its result or rethrows its error.
    public static func run<T>(_ body: @escaping () throws -> T) throws -> T {
        nonisolated(unsafe) var result: Result<T, any Error> = .failure(CancellationError())
        run { result = Result { try body() } }
        return try result.get()
    }

    /// Runs `body` on the large stack (or, when no such thread can be made, on this one) and waits for it.
    public static func run(_ body: @escaping () -> Void) {
        guard let size = stackSize() else { return body() }
        var attributes = pthread_attr_t()
        guard pthread_attr_init(&attributes) == 0 else { return body() }
        defer { pthread_attr_destroy(&attributes) }
        guard pthread_attr_setstacksize(&attributes, size) == 0 else { return body() }
        let context = Unmanaged.passRetained(Job(body)).toOpaque()
        var thread = pthread_t()
        let created = pthread_create(
            &thread, &attributes,
            { context in
                guard let context else { return nil }
                Unmanaged<Job>.fromOpaque(context).takeRetainedValue().body()
                return nil
            }, context)
        guard created == 0 else {
            Unmanaged<Job>.fromOpaque(context).release()
            return body()
        }
        pthread_join(thread, nil)
    }
}

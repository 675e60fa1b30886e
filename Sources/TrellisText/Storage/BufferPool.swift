import CHarfBuzz
import Synchronization

/// HarfBuzz buffers kept for reuse: creating and freeing one per paragraph costs more than shaping a short
/// label, and its large allocations make malloc consolidate its free lists.
///
/// Invariant: a buffer belongs to one thread at a time — taken out of the pool under its lock, used only
/// inside `withBuffer`'s body, cleared, then put back (at most `idleLimit` kept; the rest destroyed).
final class BufferPool: @unchecked Sendable {
    static let shared = BufferPool()
    /// Guards `idle`.
    private let lock = Mutex(())
    private var idle: [OpaquePointer] = []
    /// Enough for every thread that shapes at once on the machines Trellis runs on.
    private static let idleLimit = 16

    func withBuffer<T>(_ body: (OpaquePointer) -> T) -> T? {
        let pooled = lock.withLock { _ in idle.popLast() }
        guard let buffer = pooled ?? hb_buffer_create(), hb_buffer_allocation_successful(buffer) != 0 else {
            return nil
        }
        defer {
            hb_buffer_clear_contents(buffer)
            lock.withLock { _ in
                if idle.count < Self.idleLimit { idle.append(buffer) } else { hb_buffer_destroy(buffer) }
            }
        }
        return body(buffer)
    }
}

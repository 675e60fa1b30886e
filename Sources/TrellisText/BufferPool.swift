import CHarfBuzz
import Foundation

/// HarfBuzz buffers kept for reuse: creating and freeing one per paragraph costs more than shaping a short
/// label (and its large allocations make malloc consolidate its free lists). A buffer is used by one
/// thread at a time: taken out of the pool, cleared, then put back.
final class BufferPool: @unchecked Sendable {
    static let shared = BufferPool()
    private let lock = NSLock()
    private var idle: [OpaquePointer] = []

    func withBuffer<T>(_ body: (OpaquePointer) -> T) -> T? {
        lock.lock()
        let pooled = idle.popLast()
        lock.unlock()
        guard let buffer = pooled ?? hb_buffer_create(), hb_buffer_allocation_successful(buffer) != 0 else {
            return nil
        }
        defer {
            hb_buffer_clear_contents(buffer)
            lock.lock()
            if idle.count < 16 { idle.append(buffer) } else { hb_buffer_destroy(buffer) }
            lock.unlock()
        }
        return body(buffer)
    }
}

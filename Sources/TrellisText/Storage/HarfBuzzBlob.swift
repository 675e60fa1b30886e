import CHarfBuzz

/// A HarfBuzz blob over bytes that a Swift object owns, keeping that object alive for as long as HarfBuzz
/// holds the blob: HarfBuzz calls the destroy callback with the retained owner when the last reference to
/// the blob goes, including when it fails to make the blob at all.
///
/// What holds: `bytes` stay valid as long as `owner` lives (a mapped file owns its mapping), and `owner`
/// is released exactly once, by that callback.
enum HarfBuzzBlob {
    /// A read-only blob over `bytes`, or nil when HarfBuzz can't make one (the owner is released then).
    static func make(_ bytes: UnsafeRawBufferPointer, keepingAlive owner: AnyObject) -> OpaquePointer? {
        guard let base = bytes.baseAddress else { return nil }
        return hb_blob_create_or_fail(
            base.assumingMemoryBound(to: CChar.self), UInt32(bytes.count), HB_MEMORY_MODE_READONLY,
            Unmanaged.passRetained(owner).toOpaque(),
            { $0.map { Unmanaged<AnyObject>.fromOpaque($0).release() } })
    }
}

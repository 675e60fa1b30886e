#if canImport(CMalloc)
    import CMalloc
#endif

/// The `trellis` process's allocator policy (glibc only; the library modules set none).
///
/// A layout grows and frees large arrays all the time (the solver's rows and tables, the constraint lists,
/// the glyphs), and by default glibc gives the top of the heap back to the kernel as soon as 128 KB of it
/// is free, and so it is faulted in again by the next growth. Keeping 64 MB of padding at the top of the
/// heap (`M_TOP_PAD`) stops that churn without keeping more memory in use: untouched padding is never
/// resident, and peak RSS stayed the same on the 10,000-cell corpus. On the 1,000-cell feed it cut the page
/// faults from 19,400 to 15,400 and the process's CPU time by a tenth (380 → 342 ms, the fastest of 15
/// interleaved runs each, 2026-11-23; docs/performance.md, "Ninth round").
///
/// Allocations of 64 KB and more get mappings of their own (`M_MMAP_THRESHOLD`), given back to the kernel
/// when freed. glibc's default threshold starts at 128 KB and rises to the size of every mapped block freed
/// (up to 32 MB), so once a layout's first large arrays are freed, the later ones — arrays grown by
/// doubling, a stack's regenerated constraints, the second pass's edits — come from the heap and leave
/// holes there that stay resident. Fixed at 64 KB: the feed of 10,000 cells peaks at 288 instead of 299 MiB,
/// the scroll feed 290 instead of 302, every other family within 0.5 MiB; CPU the same (fastest of 5
/// alternating runs, 2026-11-25; docs/performance.md, "Twenty-seventh round").
enum AllocatorTuning {
    static let topPadding: Int32 = 64 << 20
    static let mappingThreshold: Int32 = 64 << 10

    static func apply() {
        #if canImport(CMalloc)
            _ = mallopt(M_TOP_PAD, topPadding)
            _ = mallopt(M_MMAP_THRESHOLD, mappingThreshold)
        #endif
    }
}

/// The spec constraints that mention each view (as an item, through its margins guide, or through a layout
/// guide it owns), so that a run over one subtree (`systemLayoutSizeFitting`, `LayoutEngine.fit`) looks at
/// the constraints of its views instead of at every constraint of the spec. A spec with a fitting request
/// per cell used to walk all N cells' constraints for each of the N requests (1,600 requests: 1.2 s, three
/// quarters of it copying constraints only to skip them).
struct SpecConstraintIndex {
    /// The constraints of view v are `constraints[offsets[v]..<offsets[v + 1]]`, ascending.
    private let offsets: [Int32]
    private let constraints: [Int32]

    init(_ resolved: [ResolvedConstraint], viewCount: Int, guides: GuideTable) {
        func views(_ r: ResolvedConstraint) -> [Int] {
            var out: [Int] = []
            for item in [r.first, r.second] {
                switch item {
                case .view(let v)?, .marginsGuide(let v)?: out.append(v)
                case .guide(let g)?: out.append(guides[g].owner)
                case .canvas?, .safeArea?, .canvasGuide?, nil: break
                }
            }
            if out.count == 2, out[0] == out[1] { out.removeLast() }
            return out
        }
        var counts = [Int32](repeating: 0, count: viewCount + 1)
        for r in resolved { for v in views(r) { counts[v + 1] += 1 } }
        for v in 0..<viewCount { counts[v + 1] += counts[v] }
        var fill = counts
        var constraints = [Int32](repeating: 0, count: Int(counts[viewCount]))
        for (i, r) in resolved.enumerated() {
            for v in views(r) {
                constraints[Int(fill[v])] = Int32(i)
                fill[v] += 1
            }
        }
        offsets = counts
        self.constraints = constraints
    }

    /// The constraints that mention any of `views`, ascending (each once): the written order.
    func constraints(mentioning views: Range<Int>) -> [Int] {
        guard !views.isEmpty else { return [] }
        let slice = constraints[Int(offsets[views.lowerBound])..<Int(offsets[views.upperBound])]
        return Array(Set(slice.map(Int.init))).sorted()
    }
}

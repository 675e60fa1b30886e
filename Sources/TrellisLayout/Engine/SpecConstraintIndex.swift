/// The spec constraints that mention each view (as an item, through its margins guide, or through a layout
/// guide it owns), so that a run over one subtree (`systemLayoutSizeFitting`, `LayoutEngine.fit`) looks at
/// the constraints of its views instead of at every constraint of the spec. A spec with a fitting request
/// per cell would otherwise walk all N cells' constraints for each of the N requests: quadratic.
struct SpecConstraintIndex {
    /// The constraints of view v are `constraints[offsets[v]..<offsets[v + 1]]`, ascending.
    private let offsets: [Int32]
    private let constraints: [Int32]

    init(_ resolved: [ResolvedConstraint], viewCount: Int, guides: GuideTable) {
        func views(_ r: ResolvedConstraint) -> [Int] {
            var out = [r.first, r.second].compactMap { $0?.owner(in: guides) }
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
        var found = constraints[Int(offsets[views.lowerBound])..<Int(offsets[views.upperBound])].map(Int.init)
        found.sort()
        var kept = 0 // a constraint between two of the views is listed under each: keep it once
        for i in found.indices where kept == 0 || found[i] != found[kept - 1] {
            found[kept] = found[i]
            kept += 1
        }
        return Array(found[..<kept])
    }
}

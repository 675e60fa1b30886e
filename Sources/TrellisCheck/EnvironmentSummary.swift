import TrellisLayout
import TrellisSpec

/// Where a finding occurs, in words, from the set of environments: the set is split into products of
/// values per dimension (device, orientation, split view, direction, text size, size classes, theme), and
/// each product says only the dimensions it doesn't cover whole — "on iPhone SE (1st generation) at
/// accessibilityExtraExtraExtraLarge", "in every environment".
struct EnvironmentSummary {
    /// Per dimension, its key and the phrase of each value.
    private let dimensions: [(key: String, phrases: [String], categories: [ContentSizeCategory])]

    init(_ environments: CheckEnvironments) {
        var dimensions: [(String, [String], [ContentSizeCategory])] = environments.matrix.dimensions.map {
            dimension in
            (
                dimension.key.rawValue, dimension.values.map { Self.phrase(dimension.key, $0) },
                dimension.values.compactMap(\.contentSizeCategory)
            )
        }
        dimensions.append(("theme", environments.themes.map { "in \($0.rawValue) mode" }, []))
        self.dimensions = dimensions
    }

    func describe(_ environments: [Int]) -> String {
        let radices = dimensions.map(\.phrases.count)
        let members: [[Int]] = environments.map { index in
            var digits = [Int](repeating: 0, count: radices.count)
            var rest = index
            for d in radices.indices.reversed() {
                digits[d] = rest % radices[d]
                rest /= radices[d]
            }
            return digits
        }
        let terms = self.terms(Set(members), from: 0)
        if terms.count == 1, terms[0].isEmpty { return "in every environment" }
        return terms.map { $0.joined(separator: " ") }.joined(separator: "; ")
    }

    /// The set as products: each a list of phrases for the dimensions from `dimension` on that it restricts.
    private func terms(_ members: Set<[Int]>, from dimension: Int) -> [[String]] {
        guard dimension < dimensions.count else { return [[]] }
        let radix = dimensions[dimension].phrases.count
        let whole = dimensions[dimension...].reduce(1) { $0 * $1.phrases.count }
        if members.count == whole { return [[]] }
        // Values of this dimension grouped by the rest of the tuple they occur with.
        var groups: [(values: [Int], rest: Set<[Int]>)] = []
        for value in 0..<radix {
            let rest = Set(members.filter { $0[dimension] == value })
            guard !rest.isEmpty else { continue }
            let tails = Set(rest.map { $0.enumerated().map { $0.offset == dimension ? 0 : $0.element } })
            if let g = groups.firstIndex(where: { $0.rest == tails }) {
                groups[g].values.append(value)
            } else {
                groups.append(([value], tails))
            }
        }
        var out: [[String]] = []
        for group in groups {
            let head = group.values.count == radix ? [] : [phrase(dimension, group.values)]
            for tail in terms(group.rest, from: dimension + 1) { out.append(head + tail) }
        }
        return out
    }

    /// `on iPhone 8 or iPad mini`; for text sizes `at accessibilityLarge and larger` when the values are
    /// the dimension's largest.
    private func phrase(_ dimension: Int, _ values: [Int]) -> String {
        let d = dimensions[dimension]
        if values.count == 1 { return d.phrases[values[0]] }
        if d.key == "type", d.categories.count == d.phrases.count {
            let chosen = values.map { d.categories[$0] }
            let larger = d.categories.filter { $0 >= (chosen.min() ?? $0) }
            if Set(larger) == Set(chosen) { return "at \(chosen.min()?.rawValue ?? "") and larger" }
            return "at " + chosen.map(\.rawValue).joined(separator: " or ")
        }
        let words = values.map { d.phrases[$0] }
        let prefix = words[0].split(separator: " ", maxSplits: 1).first.map(String.init) ?? ""
        let sharesPrefix = words.allSatisfy { $0.hasPrefix(prefix + " ") }
        return sharesPrefix
            ? prefix + " " + words.map { String($0.dropFirst(prefix.count + 1)) }.joined(separator: " or ")
            : words.joined(separator: " or ")
    }

    private static func phrase(_ key: ConfigurationMatrix.Key, _ value: LayoutConfiguration) -> String {
        switch key {
        case .device: return "on \(value.device?.name ?? "the spec's canvas")"
        case .orientation:
            let orientation = value.orientation ?? .portrait
            return "in " + (orientation == .landscapeLeft ? "landscape" : orientation.rawValue)
        case .split: return "in a \(value.splitView?.rawValue ?? "full") split view"
        case .direction: return value.layoutDirection == .rightToLeft ? "right-to-left" : "left-to-right"
        case .type: return "at \(value.contentSizeCategory?.rawValue ?? "large")"
        case .horizontalSizeClass: return "in \(value.horizontalSizeClass?.rawValue ?? "") width"
        case .verticalSizeClass: return "in \(value.verticalSizeClass?.rawValue ?? "") height"
        }
    }
}

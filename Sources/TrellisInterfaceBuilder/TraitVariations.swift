import TrellisLayout

/// Size-class `<variation>`s: `key="default"` or `key="widthClass=compact-heightClass=regular"`, whose
/// `<mask key="constraints">` excludes constraints from the default configuration and includes them in a
/// trait's.
struct TraitVariations {
    /// Constraints not installed in the default configuration.
    private(set) var excludedByDefault: Set<String> = []
    /// The traits each constraint is installed in (beyond the default).
    private(set) var includedIn: [String: [TraitCondition]] = [:]
    /// Constraints excluded in some trait while installed by default (a condition Trellis can't state).
    private(set) var excludedIn: [String: [TraitCondition]] = [:]
    /// Views not installed in some trait (`<mask key="subviews">`).
    private(set) var viewMasks: [(reference: String, line: Int)] = []

    /// Reads every `<variation>` under `element` (a whole case), bounded by the document's depth.
    mutating func collect(_ element: XMLElement) {
        for child in element.children {
            if child.name == "variation", let key = child["key"] {
                read(child, key: key)
            } else {
                collect(child)
            }
        }
    }

    private mutating func read(_ variation: XMLElement, key: String) {
        let condition = Self.condition(key)
        for mask in variation.children("mask") {
            let include = mask.children("include").compactMap { $0["reference"] }
            let exclude = mask.children("exclude").compactMap { $0["reference"] }
            if mask["key"] == "constraints" {
                if let condition {
                    for id in include { includedIn[id, default: []].append(condition) }
                    for id in exclude { excludedIn[id, default: []].append(condition) }
                } else {
                    excludedByDefault.formUnion(exclude)
                }
            } else if mask["key"] == "subviews" {
                viewMasks += (include + exclude).map { ($0, mask.line) }
            }
        }
    }

    /// `widthClass=compact-heightClass=regular` as a condition; nil for `default` (or a key not understood).
    static func condition(_ key: String) -> TraitCondition? {
        var condition = TraitCondition()
        var any = false
        for part in key.split(separator: "-") {
            let pair = part.split(separator: "=")
            guard pair.count == 2, let value = SizeClass(rawValue: String(pair[1])) else { continue }
            if pair[0] == "widthClass" { condition.horizontalSizeClass = value; any = true }
            if pair[0] == "heightClass" { condition.verticalSizeClass = value; any = true }
        }
        return any ? condition : nil
    }
}

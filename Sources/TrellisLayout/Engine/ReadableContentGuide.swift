/// A view's `readableContentGuide` (reference §6.1, `ReadableWidth`): vertically its layout margins guide;
/// horizontally centred in the margins guide, never outside it, and `ReadableWidth.maximum` wide where the
/// margins allow (an equality just below required, so narrower margins win). In compact width it is the
/// margins guide. UIKit's own constraints are named `UIViewReadableContentGuide-*`; these carry that
/// identifier.
extension ConstraintBuilder {
    func readableContent(_ v: Int, anchors: AnchorMap) -> [EngineConstraint] {
        guard let g = guides.readableContent(of: v) else { return [] }
        let node = table[v].node
        let guide = LayoutItem.guide(g), owner = LayoutItem.view(v)
        let maximum = ReadableWidth.maximum(for: canvas.traits.contentSizeCategory)
        let compact = canvas.traits.horizontalSizeClass == .compact
        typealias Row = (LayoutAttribute, LayoutRelation, LayoutAttribute?, Double, Double)
        var rows: [Row] = [
            (.top, .equal, .topMargin, 0, 1000),
            (.bottom, .equal, .bottomMargin, 0, 1000),
        ]
        if compact {
            rows += [(.left, .equal, .leftMargin, 0, 1000), (.right, .equal, .rightMargin, 0, 1000)]
        } else {
            rows += [
                (.left, .greaterThanOrEqual, .leftMargin, 0, 1000), (.right, .lessThanOrEqual, .rightMargin, 0, 1000),
                (.centerX, .equal, .centerXWithinMargins, 0, 1000),
                (.width, .equal, nil, maximum, Self.readableWidthPriority),
            ]
        }
        let guideName = guides[g].name(table)
        return rows.enumerated().map { index, row in
            let (attribute, relation, ownerAttribute, constant, priority) = row
            var form = anchors.form(guide, attribute) - constant
            var text = "\(guideName).\(attribute.rawValue) \(relation.rawValue) "
            if let ownerAttribute {
                form = form - anchors.form(owner, ownerAttribute)
                text += "\(node.name).\(ownerAttribute.rawValue)"
            } else {
                text += AppleNames.number(constant)
            }
            if priority != 1000 { text += " @\(AppleNames.number(priority))" }
            let report = SolvedConstraint(
                firstView: guideName, firstAttribute: attribute, relation: relation,
                secondView: ownerAttribute == nil ? nil : node.name, secondAttribute: ownerAttribute,
                multiplier: 1, constant: constant, priority: priority, origin: .layoutGuide,
                status: .satisfied, source: text, location: node.location,
                identifier: "UIViewReadableContentGuide-\(attribute.rawValue)")
            let apple =
                "<NSLayoutConstraint:'UIViewReadableContentGuide-\(attribute.rawValue)' \(guides[g].appleName(table)).\(attribute.rawValue) \(relation.rawValue) "
                + (ownerAttribute.map { "\(AppleNames.view(node)).\($0.rawValue)" } ?? AppleNames.number(constant))
                + "   (active)>"
            return EngineConstraint(
                key: .readableContent(view: v, index: index), form: form, relation: relation,
                priority: priority, wording: .written(report, apple: apple))
        }
    }

    /// Just below required, like UIKit's own "as wide as allowed" system constraints.
    static let readableWidthPriority = Double(Float(999.999))
}

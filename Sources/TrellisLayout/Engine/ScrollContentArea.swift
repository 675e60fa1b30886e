/// Scroll views (reference §10, seed 004): a scroll view's `contentLayoutGuide` is a guide with its own
/// unknowns whose left/top sit at the scroll view's bounds origin (content offset 0 in a static layout) and
/// whose width/height are the `contentSize`, determined by the content's constraints to the scroll view's
/// edges (`ConstraintResolver.contentArea` turns those into constraints to the guide). Subviews are laid out
/// in content coordinates; the frame of the scroll view itself comes from constraints outside it.
extension ConstraintBuilder {
    func scrollContent(_ v: Int, anchors: AnchorMap) -> [EngineConstraint] {
        guard let g = guides.contentGuide(of: v) else { return [] }
        let node = table[v].node
        let guideName = guides[g].name(table)
        return [(LayoutAttribute.Axis.horizontal, LayoutAttribute.left), (.vertical, .top)].map { axis, attribute in
            let form = anchors.form(.guide(g), attribute) - anchors.form(.view(v), attribute)
            let source = "\(guideName).\(attribute.rawValue) == \(node.name).\(attribute.rawValue) (content offset 0)"
            let report = SolvedConstraint(
                firstView: guideName, firstAttribute: attribute, relation: .equal,
                secondView: node.name, secondAttribute: attribute, multiplier: 1, constant: 0,
                priority: 1000, origin: .scrollView, status: .satisfied, source: source,
                location: node.location, identifier: "UIScrollView-contentLayoutGuide")
            let apple =
                "<NSLayoutConstraint:\(guides[g].appleName(table)).\(attribute.rawValue) == "
                + "\(AppleNames.view(node)).\(attribute.rawValue)   (active)>"
            return EngineConstraint(
                key: .scrollContent(view: v, axis: axis), form: form, relation: .equal,
                priority: 1000, wording: .written(report, apple: apple))
        }
    }
}

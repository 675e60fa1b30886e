import TrellisText

/// Applies a document's traits (`Canvas.traits`) to its views and constraints, before anything is solved —
/// UIKit's trait-change pass:
/// - constraints whose `condition` doesn't match are left out (uninstalled); the others stay;
/// - each view's matching `variations` are applied in order (a later match wins);
/// - a Dynamic Type font becomes the concrete font for the content size category;
/// - directional layout margins become left/right margins by the view's effective layout direction;
/// - `natural` text alignment in a view whose effective direction is right-to-left becomes `right`
///   (`NSTextAlignment.natural` is "the default alignment associated with the current localization":
///   right in a right-to-left interface). In a left-to-right view, natural stays with the text: each
///   paragraph aligns to the side its own direction starts from (Arabic or Hebrew text right), as TextKit
///   resolves a natural writing direction.
///
/// The effective layout direction of a view is its `semanticContentAttribute` resolved against the trait
/// collection's direction. As in UIKit it does not propagate: a subview with `unspecified` follows the
/// canvas's direction even inside a `forceRightToLeft` superview (Apple: "you cannot assume that the value
/// propagates through the view's subtree"); but the superview's direction does decide every constraint it
/// contains (`LayoutDirections`), so forcing a container flips how its subviews are placed.
extension LayoutDocument {
    public func resolvingEnvironment() -> LayoutDocument {
        var out = applyingContainers()
        let views = out.views
        let traits = canvas.traits
        let scale = canvas.scale
        // A view's declaration is changed only where the environment changes it, so an unchanged view keeps
        // sharing its storage with the document's (`ViewNode` is copy-on-write).
        // `changed`: whether the node or anything below it differs from the document's.
        func visit(_ original: ViewNode) -> (node: ViewNode, changed: Bool) {
            var node = original
            if !node.variations.isEmpty {
                for variation in node.variations where variation.condition.matches(traits) {
                    variation.overrides.apply(to: &node)
                }
                node.variations = []
            }
            if node.constraints.contains(where: { $0.condition != nil }) {
                node.constraints = node.constraints.filter { $0.condition?.matches(traits) ?? true }
            }
            let direction = node.semanticContentAttribute.effectiveDirection(in: traits.layoutDirection)
            if let dynamic = node.dynamicFont {
                node.textStyle.font = dynamic.font(in: traits.contentSizeCategory, scale: scale)
            }
            if let directional = node.directionalLayoutMargins {
                node.layoutMargins = directional.resolved(in: direction)
            }
            if direction == .rightToLeft, node.textStyle.alignment == .natural {
                node.textStyle.alignment = .right
            }
            var changed = !node.sharesStorage(with: original)
            if !node.subviews.isEmpty {
                let subviews = node.subviews.map(visit)
                if subviews.contains(where: \.changed) {
                    node.subviews = subviews.map(\.node)
                    changed = true
                }
            }
            return (node, changed)
        }
        out.views = views.map { visit($0).node }
        out.constraints = constraints.filter { $0.condition?.matches(traits) ?? true }
        return out
    }
}

/// Each view's effective layout direction, and the direction that resolves a constraint's leading and
/// trailing: that of the constraint's container, the nearest common ancestor of its items (a view and
/// its superview: the superview; the canvas and guides of the canvas: the trait collection's), as
/// UIKit resolves a constraint in the view it is installed on (reference §11, inferred). Stack views
/// arrange by their own direction, so a horizontal stack in a right-to-left layout runs right to left.
struct LayoutDirections: Sendable {
    let trait: LayoutDirection
    let views: [LayoutDirection]

    /// No view and no trait is right-to-left: every constraint resolves left-to-right.
    let isAllLeftToRight: Bool

    init(table: ViewTable, canvas: Canvas) {
        trait = canvas.traits.layoutDirection
        views = (0..<table.count).map {
            table[$0].node.semanticContentAttribute.effectiveDirection(in: canvas.traits.layoutDirection)
        }
        isAllLeftToRight = trait == .leftToRight && !views.contains(.rightToLeft)
    }

    func of(view v: Int) -> LayoutDirection { views[v] }

    /// The direction of the container of a constraint between `first` and `second` (views by index; nil
    /// stands for the canvas or one of its guides): the canvas's (the trait direction) when either is the
    /// canvas, the view's own for a constraint within one view, else their nearest common ancestor's.
    func container(_ first: Int?, _ second: Int?, table: ViewTable) -> LayoutDirection {
        guard let a = first, let b = second else { return trait }
        return table.nearestCommonAncestor(a, b).map(of) ?? trait
    }
}

/// Right-to-left resolution of leading and trailing, kept apart from the coordinate model of `AnchorMap`.
///
/// UIKit measures directional positions in a mirrored coordinate space in a right-to-left layout: a
/// leading edge is the right edge, and positions grow leftwards, so `a.leading == b.leading + 16` puts `a`
/// 16 points inward (left) of `b`'s right edge, and `a.leading == b.trailing + 8` puts `a` 8 points to the
/// left of `b`. Trellis mirrors about the canvas: a horizontal location `x` reads as `canvasWidth − x`, and
/// leading/trailing read as right/left. With a multiplier of 1 the mirror's offset cancels; with another
/// multiplier a root-level layout comes out as the exact mirror image of its left-to-right layout.
///
/// A constraint mirrors when its container's direction is right-to-left and it names a directional
/// attribute (so left/right-only constraints never flip); a stack view's generated constraints mirror when
/// the stack's own direction is right-to-left.
extension AnchorMap {
    func form(_ item: LayoutItem, _ attribute: LayoutAttribute, mirrored: Bool) -> LinearForm {
        guard mirrored, attribute.axis == .horizontal, !attribute.isSize else { return form(item, attribute) }
        return LinearForm(constant: canvas.width) - form(item, LayoutDirection.rightToLeft.absolute(attribute))
    }
}

import TrellisLayout

extension RenderTheme {
    var isDark: Bool { self == .dark }

    /// The page colour a render gets by default: in the `content` style the app's own window background
    /// (`systemBackground`: white, or black in dark mode), in the schematic styles the theme's page.
    public func pageBackground(for style: RenderStyle) -> Color {
        style == .content ? SystemColor.systemBackground.resolved(dark: isDark) : canvasBackground
    }
}

extension ViewNode {
    /// `background` as the app shows it in the theme's appearance.
    func background(dark: Bool) -> Color? { dark ? (darkBackground ?? background) : background }

    /// `textColor` in the theme's appearance (nil: the kind's default).
    func textColor(dark: Bool) -> Color? { dark ? (darkTextColor ?? textColor) : textColor }
}

extension RenderJob {
    /// The view's own background in the current theme, nil when it has none (or a fully clear one).
    func ownBackground(_ view: ViewScene) -> Color? {
        guard let color = view.node.background(dark: options.theme.isDark), color.alpha > 0 else { return nil }
        return color
    }

    /// For each view (by index), the background that shows through it when it has none of its own, in the
    /// current theme: the nearest ancestor's, else that of the last view drawn before it whose background
    /// covers its whole frame (a card behind a sibling column, as in a screen built on a background view).
    static func inheritedBackgrounds(_ views: [ViewScene], dark: Bool) -> [Color?] {
        var byName: [String: Int] = [:]
        var result: [Color?] = []
        result.reserveCapacity(views.count)
        /// Views with a visible background drawn so far, in drawing order.
        var backdrops: [(frame: Rect, color: Color)] = []
        for (index, view) in views.enumerated() {
            var inherited: Color?
            if let parent = view.solved.superview, let p = byName[parent] {
                let own = views[p].node.background(dark: dark)
                inherited = (own?.alpha ?? 0) > 0 ? own : result[p]
            }
            if inherited == nil, view.isVisible {
                inherited = backdrops.last { $0.frame.contains(view.frame) }?.color
            }
            result.append(inherited)
            if byName[view.name] == nil { byName[view.name] = index }
            if view.isVisible, let own = view.node.background(dark: dark), own.alpha > 0, view.frame.isDrawable {
                backdrops.append((view.visibleFrame, own))
            }
        }
        return result
    }

    /// The opaque colour drawn at `point` before tags and overlays: the page, then every visible view's fill
    /// in z-order.
    func backdrop(at point: Point) -> Color {
        var color = options.background.map { Contrast.over($0, palette.page) } ?? palette.page
        // By index: copying each view scene out costs more than the test (a feed's labels each ask).
        for index in views.indices where views[index].isVisible {
            let r = views[index].visibleFrame
            guard point.x >= r.minX, point.x < r.maxX, point.y >= r.minY, point.y < r.maxY else { continue }
            guard let fill = boxColors(views[index]).fill, fill.alpha > 0 else { continue }
            color = Contrast.over(fill, color)
        }
        return color
    }

    /// The backdrop at the corners and the centre of `rect`, each under `plate` (a tag's translucent fill).
    func plates(under rect: Rect, plate: Color) -> [Color] {
        let inset = rect.insetBy(0.5)
        let points = [
            Point(x: inset.midX, y: inset.midY), Point(x: inset.minX, y: inset.minY),
            Point(x: inset.maxX, y: inset.minY), Point(x: inset.minX, y: inset.maxY),
            Point(x: inset.maxX, y: inset.maxY),
        ]
        return points.map { Contrast.over(plate, backdrop(at: $0)) }
    }
}

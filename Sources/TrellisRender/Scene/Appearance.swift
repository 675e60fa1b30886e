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
    ///
    /// The views drawn so far with a background are found through a grid (`RectGrid`), not a scan of all of
    /// them: a backdrop that covers a frame holds its top-left corner (within `Rect.contains`'s tolerance,
    /// the grid's slack), as a visible view's frame has no negative size, so only the corner's cell is read.
    static func inheritedBackgrounds(_ views: [ViewScene], dark: Bool) -> [Color?] {
        var byName: [String: Int] = [:]
        var result: [Color?] = []
        result.reserveCapacity(views.count)
        /// Each view's background as a backdrop for the views drawn after it, nil when it shows none.
        let backdropColors: [Color?] = views.map { view in
            guard view.isVisible, let own = view.node.background(dark: dark), own.alpha > 0, view.frame.isDrawable
            else { return nil }
            return own
        }
        // The views with a visible background drawn so far.
        var grid = RectGrid(
            sizedFor: views.indices.filter { backdropColors[$0] != nil }.map { views[$0].visibleFrame },
            slack: Rect.containmentTolerance)
        for (index, view) in views.enumerated() {
            var inherited: Color?
            if let parent = view.solved.superview, let p = byName[parent] {
                let own = views[p].node.background(dark: dark)
                inherited = (own?.alpha ?? 0) > 0 ? own : result[p]
            }
            if inherited == nil, view.isVisible {
                // A visible view's frame is finite, of non-negative size (`ViewScene.isVisible`).
                inherited = grid?.candidates(at: view.frame.origin).last {
                    views[Int($0)].visibleFrame.contains(view.frame)
                }.flatMap { backdropColors[Int($0)] }
            }
            result.append(inherited)
            if byName[view.name] == nil { byName[view.name] = index }
            if backdropColors[index] != nil { grid?.insert(index, view.visibleFrame) }
        }
        return result
    }

    /// The opaque colour drawn at `point` before tags and overlays: the page, then every visible view's fill
    /// in z-order (the views that may hold the point from `fills`, in drawing order).
    func backdrop(at point: Point) -> Color {
        var color = options.background.map { Contrast.over($0, palette.page) } ?? palette.page
        for candidate in fills.grid?.candidates(at: point) ?? [] {
            let index = Int(candidate)
            let r = views[index].visibleFrame
            guard point.x >= r.minX, point.x < r.maxX, point.y >= r.minY, point.y < r.maxY,
                let fill = fills.colors[index]
            else { continue }
            color = Contrast.over(fill, color)
        }
        return color
    }

    /// Each view's fill when it is visible and paints one (`boxColors`), and a grid of those views' visible
    /// frames, for `backdrop(at:)`.
    func paintedFills() -> (colors: [Color?], grid: RectGrid?) {
        // By index: copying each view scene out costs more than the test.
        let colors: [Color?] = views.indices.map { index in
            guard views[index].isVisible, let fill = boxColors(views[index]).fill, fill.alpha > 0 else { return nil }
            return fill
        }
        let painted = views.indices.filter { colors[$0] != nil }
        guard var grid = RectGrid(sizedFor: painted.map { views[$0].visibleFrame }) else { return (colors, nil) }
        for index in painted { grid.insert(index, views[index].visibleFrame) }
        return (colors, grid)
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

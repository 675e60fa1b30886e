import TrellisLayout

extension RenderJob {
    /// The control and bar kinds, drawn in the shapes iOS gives them at rest: enough to tell them apart in
    /// every style; wireframes outline what the other styles fill.
    func drawControl(_ view: ViewScene) throws {
        let frame = view.frame
        guard frame.width > 0, frame.height > 0 else { return }
        switch view.solved.kind {
        case .activityIndicator: drawActivityIndicator(frame)
        case .stepper: drawStepper(frame)
        case .progressView: drawProgress(frame)
        case .segmentedControl: try drawSegments(view)
        case .navigationBar, .toolbar, .tabBar: try drawBar(view)
        case .visualEffectView: drawBlur(frame)
        case .pageControl, .searchBar, .datePicker, .pickerView: try drawSelectionControl(view)
        default: break
        }
    }

    var isWire: Bool { options.style == .wireframe }

    /// The default (translucent) bar background as it looks over a plain background.
    var barColor: Color { options.theme.isDark ? Palette.hex(0x1D1D1F) : Palette.hex(0xF9F9F9) }

    /// Eight spokes around the centre, fading clockwise, sized to the smaller side.
    private func drawActivityIndicator(_ frame: Rect) {
        let radius = min(frame.width, frame.height) / 2
        let (cx, cy) = (frame.midX, frame.midY)
        context.setLineWidth(max(grid.hairline, radius * 0.2))
        let d = 0.5.squareRoot()
        let directions: [(Double, Double)] = [(0, -1), (d, -d), (1, 0), (d, d), (0, 1), (-d, d), (-1, 0), (-d, -d)]
        for (spoke, (dx, dy)) in directions.enumerated() {
            var color = isWire ? palette.ink : palette.inkSecondary
            color.alpha = 1 - Double(spoke) * 0.1
            context.setColor(color)
            context.setDash([])
            context.move(to: cx + dx * radius * 0.45, cy + dy * radius * 0.45)
            context.line(to: cx + dx * radius * 0.9, cy + dy * radius * 0.9)
            context.stroke()
        }
    }

    /// A rounded rectangle halved by a divider, with − in the left half and + in the right.
    private func drawStepper(_ frame: Rect) {
        let body = grid.snap(frame)
        outlineOrFill(body, radius: min(8, body.height / 2))
        let half = body.width / 2
        context.setColor(isWire ? palette.ink : palette.inkSecondary)
        context.setLineWidth(grid.hairline)
        context.move(to: body.minX + half, body.minY + body.height * 0.25)
        context.line(to: body.minX + half, body.maxY - body.height * 0.25)
        context.stroke()
        let arm = min(7, body.height * 0.25)
        context.setColor(isWire ? palette.ink : palette.defaultText)
        context.setLineWidth(max(grid.hairline, 1.5))
        let (left, right) = (body.minX + half / 2, body.minX + half * 1.5)
        context.move(to: left - arm, body.midY)
        context.line(to: left + arm, body.midY)
        context.move(to: right - arm, body.midY)
        context.line(to: right + arm, body.midY)
        context.move(to: right, body.midY - arm)
        context.line(to: right, body.midY + arm)
        context.stroke()
    }

    /// A track across the frame's middle, tinted to its middle value.
    private func drawProgress(_ frame: Rect) {
        let height = min(frame.height, max(2, ControlMetrics.progressViewHeight))
        let track = Rect(x: frame.minX, y: frame.midY - height / 2, width: frame.width, height: height)
        if isWire {
            context.rectangle(track)
            strokeOutline(palette.ink)
            return
        }
        context.fill(track, palette.sliderTrack)
        context.fill(Rect(x: track.minX, y: track.minY, width: track.width / 2, height: track.height), palette.tint)
    }

    /// A rounded track split into its segments at the widths UIKit gives them (equal, or each to its
    /// content's share), the selected one raised, each title (or image placeholder) centred in its segment.
    private func drawSegments(_ view: ViewScene) throws {
        let control = view.node.control
        let body = grid.snap(view.frame)
        outlineOrFill(body, radius: min(8, body.height / 2))
        let edges = segmentEdges(body, view)
        if let selected = control.selectedItem, selected + 1 < edges.count {
            let knob = Rect(
                x: edges[selected] + 2, y: body.minY + 2, width: max(0, edges[selected + 1] - edges[selected] - 4),
                height: max(0, body.height - 4))
            context.roundedRectangle(knob, radius: min(7, knob.height / 2))
            paintKnob(wire: isWire)
        }
        context.setColor(isWire ? palette.ink : palette.controlKnobEdge)
        context.setLineWidth(grid.hairline)
        for x in edges.dropFirst().dropLast() {
            context.move(to: x, body.minY + body.height * 0.25)
            context.line(to: x, body.maxY - body.height * 0.25)
        }
        context.stroke()
        for (index, segment) in control.segments.enumerated() where index + 1 < edges.count {
            let slot = Rect(x: edges[index], y: body.minY, width: edges[index + 1] - edges[index], height: body.height)
            if let layout = view.solved.segmentTitles.indices.contains(index) ? view.solved.segmentTitles[index] : nil {
                let size = layout.size
                let block = Rect(
                    x: slot.midX - size.width / 2, y: slot.midY - size.height / 2, width: size.width,
                    height: size.height)
                try drawText(drawable(layout), in: block, color: isWire ? palette.ink : palette.defaultText)
            } else if let image = segment.imageSize {
                drawPlaceholderCross(
                    Rect(
                        x: slot.midX - image.width / 2, y: slot.midY - image.height / 2, width: image.width,
                        height: image.height))
            }
        }
    }

    /// The x of each segment's edges, first to last: equal shares, or shares of the segments' content widths
    /// (title or image, plus the padding), as the layout measured them.
    private func segmentEdges(_ body: Rect, _ view: ViewScene) -> [Double] {
        let control = view.node.control
        let count = max(1, control.segments.count)
        let titles = view.solved.segmentTitles
        let weights: [Double] =
            control.segmentWidths == .equal
            ? Array(repeating: 1, count: count)
            : control.segments.indices.map { i in
                let title = titles.indices.contains(i) ? titles[i]?.size.width ?? 0 : 0
                return max(title, control.segments[i].imageSize?.width ?? 0) + ControlMetrics.segmentPadding
            }
        let total = weights.reduce(0, +)
        var edges = [body.minX]
        for w in weights { edges.append((edges.last ?? body.minX) + body.width * w / max(total, 1)) }
        return edges
    }

    /// A bar: the system bar colour with a hairline on the side facing the content (below a navigation
    /// bar, above a toolbar or tab bar), and a navigation bar's title.
    private func drawBar(_ view: ViewScene) throws {
        let frame = grid.snap(view.frame)
        if !isWire { context.fill(frame, barColor) }
        let top = view.solved.kind != .navigationBar
        let y = top ? frame.minY + grid.hairline / 2 : frame.maxY - grid.hairline / 2
        context.setColor(isWire ? palette.ink : palette.controlKnobEdge)
        context.setLineWidth(grid.hairline)
        context.setDash([])
        context.move(to: frame.minX, y)
        context.line(to: frame.maxX, y)
        context.stroke()
        if let layout = view.solved.textLayout {
            try drawText(drawable(layout), in: view.textBlock(layout), color: textColor(of: view))
        }
        if view.solved.kind == .tabBar { drawTabItems(frame, view.node.control) }
    }

    /// A tab bar's items: an icon placeholder per item, evenly across the bar's top 49 points (above the
    /// home indicator), the selected one tinted. Item titles are not drawn.
    private func drawTabItems(_ frame: Rect, _ control: ControlConfiguration) {
        let count = control.tabItems.count
        guard count > 0 else { return }
        let slot = frame.width / Double(count)
        let height = min(frame.height, ControlMetrics.tabBarHeight)
        let radius = min(slot, height) * 0.22
        for index in 0..<count {
            context.circle(
                centerX: frame.minX + slot * (Double(index) + 0.5), centerY: frame.minY + height * 0.42, radius: radius)
            let selected = index == control.selectedItem
            if isWire {
                strokeOutline(palette.ink)
            } else {
                context.setColor(selected ? palette.tint : palette.inkSecondary)
                context.fill()
            }
        }
    }

    /// A frosted panel: the system material's grey, translucent, over what lies behind.
    private func drawBlur(_ frame: Rect) {
        guard !isWire else { return }
        var color = options.theme.isDark ? Palette.hex(0x2C2C2E) : Palette.hex(0xE5E5EA)
        color.alpha = 0.8
        context.fill(grid.snap(frame), color)
    }

    func outlineOrFill(_ rect: Rect, radius: Double) {
        context.roundedRectangle(rect, radius: radius)
        paintKnob(wire: isWire, fill: palette.sliderTrack)
    }
}

import TrellisLayout
import TrellisText

extension RenderJob {
    /// The view's real content: text, image, or control shape.
    func drawContent(_ view: ViewScene) throws {
        switch view.solved.kind {
        case .label:
            if let layout = view.solved.textLayout {
                try drawText(
                    drawable(layout), in: view.textBlock(layout), color: textColor(of: view),
                    runColors: options.style == .wireframe
                        ? [] : view.node.attributedText.colorRanges(dark: options.theme.isDark))
            }
        case .textView:
            // UITextView is a scroll view, which clips to its bounds (a collapsed one shows nothing).
            if let layout = view.solved.textLayout {
                try context.withSavedState {
                    context.rectangle(view.frame)
                    context.clip()
                    try drawText(drawable(layout), in: view.textBlock(layout), color: textColor(of: view))
                }
            }
        case .button:
            if let configuration = view.node.buttonConfiguration {
                try drawConfiguredButton(view, configuration)
            } else {
                try drawButton(view)
            }
        case .image:
            try drawImage(view)
        case .switch:
            drawSwitch(view)
        case .slider:
            drawSlider(view)
        case .tableView, .collectionView:
            try drawTable(view)
        case .textField:
            try drawTextField(view)
        case .activityIndicator, .segmentedControl, .stepper, .progressView, .navigationBar, .toolbar, .tabBar,
            .visualEffectView, .pageControl, .searchBar, .datePicker, .pickerView:
            try drawControl(view)
        case .view, .stackView, .scrollView, .layoutGuide:
            break
        }
    }

    /// The colour of a view's glyphs: the spec's `textColor`, else the kind's default — black text for labels
    /// and text views (the theme's text colour in the dark theme), the system tint for button titles.
    /// Wireframes draw all text, button titles included, in the one ink colour.
    func textColor(of view: ViewScene) -> Color {
        if options.style == .wireframe { return palette.ink }
        if let color = view.node.textColor(dark: options.theme.isDark) { return color }
        if view.solved.kind == .button { return palette.tint }
        // The content style shows what the app shows (`label` on whatever the spec's colours are). The boxes
        // style is a diagram: a fixed light background keeps black default text in the dark theme too.
        guard options.style == .boxes, let layout = view.solved.textLayout else { return palette.defaultText }
        let block = view.textBlock(layout)
        let under = backdrop(at: Point(x: block.minX + min(block.width, layout.width) / 2, y: block.midY))
        let other = SystemColor.label.resolved(dark: !options.theme.isDark)
        return Contrast.ratio(palette.defaultText, under) >= Contrast.minimumTextRatio
            || Contrast.ratio(palette.defaultText, under) >= Contrast.ratio(other, under) ? palette.defaultText : other
    }

    /// A button's title, after its image when it has one: image and title centred together inside the
    /// content insets, the image a placeholder cross when given by size (or in a wireframe).
    private func drawButton(_ view: ViewScene) throws {
        let image = try? view.node.imagePointSize()
        let layout = view.solved.textLayout
        guard let image else {
            if let layout { try drawText(drawable(layout), in: view.textBlock(layout), color: textColor(of: view)) }
            return
        }
        let inner = view.frame.inset(by: view.node.contentEdgeInsets)
        let titleWidth = layout?.size.width ?? 0
        let x = inner.minX + (inner.width - image.width - titleWidth) / 2
        let rect = Rect(
            x: x, y: inner.minY + (inner.height - image.height) / 2, width: image.width, height: image.height)
        if let path = view.node.imagePath, options.style != .wireframe {
            context.draw(image: try self.image(at: path), in: rect)
        } else if view.node.symbolImage != nil {
            drawSymbolPlaceholder(rect, color: textColor(of: view))
        } else {
            drawPlaceholderCross(rect)
        }
        if let layout {
            var block = view.textBlock(layout)
            block.origin.x = rect.maxX
            try drawText(drawable(layout), in: block, color: textColor(of: view))
        }
    }

    /// An image view's PNG stretched over its frame (`scaleToFill`), or, with no image set, a crossed
    /// placeholder in the schematic styles. The file is read in every style, so a bad path always fails.
    private func drawImage(_ view: ViewScene) throws {
        if view.node.symbolImage != nil {
            drawSymbolPlaceholder(view.frame, color: palette.tint)
            return
        }
        guard let path = view.node.imagePath, !path.isEmpty else {
            guard options.style != .content else { return }
            drawPlaceholderCross(view.frame)
            return
        }
        let image: CairoSurface
        do {
            image = try self.image(at: path)
        } catch let error as RenderError {
            guard let location = view.node.imageLocation ?? view.node.location else { throw error }
            throw RenderError.inSpec(location, error)
        }
        if options.style == .wireframe {
            drawPlaceholderCross(view.frame)
        } else {
            context.draw(image: image, in: view.frame)
        }
    }

    func drawPlaceholderCross(_ frame: Rect) {
        let rect = grid.snap(frame)
        guard rect.width > 0, rect.height > 0 else { return }
        var color = palette.imagePlaceholder
        color.alpha = 0.6
        context.setColor(color)
        context.setLineWidth(grid.hairline)
        context.setDash([])
        context.move(to: rect.minX, rect.minY)
        context.line(to: rect.maxX, rect.maxY)
        context.move(to: rect.maxX, rect.minY)
        context.line(to: rect.minX, rect.maxY)
        context.stroke()
    }

    /// `UISwitch` in its on state: a 51 × 31 capsule track with a round knob on the right, drawn at the
    /// frame's top-left as UIKit does (its size is fixed), shrunk only if the frame is smaller.
    private func drawSwitch(_ view: ViewScene) {
        let frame = view.frame
        let width = min(51, frame.width), height = min(31, frame.height)
        guard width > 0, height > 0 else { return }
        let track = Rect(x: frame.minX, y: frame.minY, width: width, height: height)
        let wire = options.style == .wireframe
        context.roundedRectangle(track, radius: height / 2)
        if wire {
            strokeOutline(palette.ink)
        } else {
            context.setColor(palette.switchOn)
            context.fill()
        }
        let knobRadius = max(0, height / 2 - 2)
        context.circle(centerX: track.maxX - height / 2, centerY: track.midY, radius: knobRadius)
        paintKnob(wire: wire)
    }

    /// `UISlider` at its middle value: a 4 pt rounded track, tinted up to the thumb, and a 28 pt round thumb.
    private func drawSlider(_ view: ViewScene) {
        let frame = view.frame
        guard frame.width > 0, frame.height > 0 else { return }
        let thumb = min(28, frame.height, frame.width)
        let trackHeight = min(4, frame.height)
        let track = Rect(x: frame.minX, y: frame.midY - trackHeight / 2, width: frame.width, height: trackHeight)
        let thumbX = frame.minX + thumb / 2 + (frame.width - thumb) * 0.5
        let wire = options.style == .wireframe
        if wire {
            context.roundedRectangle(track, radius: trackHeight / 2)
            strokeOutline(palette.ink)
        } else {
            context.roundedRectangle(track, radius: trackHeight / 2)
            context.setColor(palette.sliderTrack)
            context.fill()
            context.withSavedState {
                context.rectangle(
                    Rect(x: track.minX, y: track.minY - 1, width: thumbX - track.minX, height: trackHeight + 2))
                context.clip()
                context.roundedRectangle(track, radius: trackHeight / 2)
                context.setColor(palette.tint)
                context.fill()
            }
        }
        context.circle(centerX: thumbX, centerY: frame.midY, radius: thumb / 2 - grid.hairline)
        paintKnob(wire: wire)
    }

    /// Fills the current path (a switch knob or slider thumb; a control's body in `fill`) white with a grey
    /// rim, or outlines it in a wireframe.
    func paintKnob(wire: Bool, fill: Color? = nil) {
        if wire {
            strokeOutline(palette.ink)
        } else {
            context.setColor(fill ?? palette.controlKnob)
            context.fillPreserve()
            strokeOutline(palette.controlKnobEdge)
        }
    }

    /// A dashed one-pixel outline just inside `rect` (margins, safe area, their legend swatches).
    func strokeDashedHairline(inside rect: Rect, _ color: Color) {
        guard let path = grid.hairlinePath(inside: rect) else { return }
        context.setColor(color)
        context.setLineWidth(grid.hairline)
        context.setDash([3, 2])
        context.rectangle(path)
        context.stroke()
        context.setDash([])
    }

    /// Strokes the current path with a one-pixel line.
    func strokeOutline(_ color: Color) {
        context.setColor(color)
        context.setLineWidth(grid.hairline)
        context.setDash([])
        context.stroke()
    }
}

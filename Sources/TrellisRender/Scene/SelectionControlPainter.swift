import TrellisLayout
import TrellisText

extension RenderJob {
    /// The page control, search bar, date picker and picker view, drawn in the shapes iOS gives them at
    /// rest; wireframes outline what the other styles fill.
    func drawSelectionControl(_ view: ViewScene) throws {
        switch view.solved.kind {
        case .pageControl: drawPageIndicators(view.frame, view.node.control.selection)
        case .searchBar: try drawSearchBar(view)
        case .datePicker: try drawDatePicker(view)
        case .pickerView: try drawWheels(view, components: view.node.control.selection.components.count)
        default: break
        }
    }

    /// A dot per page, centred at the page pitch, the current one in the text colour, the others grey (in a
    /// wireframe: the current one filled, the others outlined).
    private func drawPageIndicators(_ frame: Rect, _ selection: SelectionControls) {
        let pitch = ControlMetrics.pageIndicatorPitch
        let start = frame.midX - pitch * Double(selection.pages) / 2
        let radius = min(3.5, frame.height / 2)
        for page in 0..<selection.pages {
            context.circle(centerX: start + pitch * (Double(page) + 0.5), centerY: frame.midY, radius: radius)
            if isWire, page != selection.currentPage {
                strokeOutline(palette.ink)
            } else {
                let current = isWire ? palette.ink : palette.defaultText
                context.setColor(page == selection.currentPage ? current : palette.controlKnobEdge)
                context.fill()
            }
        }
    }

    /// The bar (none in the minimal style), its rounded field with a magnifier and the placeholder, and
    /// the scope bar's segments under it.
    private func drawSearchBar(_ view: ViewScene) throws {
        let frame = grid.snap(view.frame)
        let selection = view.node.control.selection
        if !isWire, selection.searchBarStyle != .minimal { context.fill(frame, barColor) }
        let barHeight = min(frame.height, ControlMetrics.searchBarHeight(view.node.control.design))
        let field = Rect(
            x: frame.minX + 8, y: frame.minY + (barHeight - 36) / 2, width: max(0, frame.width - 16),
            height: min(36, barHeight))
        outlineOrFill(field, radius: 10)
        let glass = (x: field.minX + 16, y: field.midY - 1.5)
        context.setColor(isWire ? palette.ink : palette.inkSecondary)
        context.setLineWidth(max(grid.hairline, 1.5))
        context.setDash([])
        context.circle(centerX: glass.x, centerY: glass.y, radius: 5)
        context.stroke()
        context.move(to: glass.x + 3.5, glass.y + 3.5)
        context.line(to: glass.x + 7, glass.y + 7)
        context.stroke()
        if let layout = view.solved.textLayout {
            let block = Rect(
                x: field.minX + 30, y: field.midY - layout.size.height / 2,
                width: min(layout.size.width, max(0, field.width - 38)), height: layout.size.height)
            try drawText(drawable(layout), in: block, color: isWire ? palette.ink : palette.inkSecondary)
        }
        guard !selection.scopes.isEmpty, frame.height > barHeight else { return }
        let scope = Rect(
            x: frame.minX + 8, y: frame.minY + barHeight + 2, width: max(0, frame.width - 16),
            height: min(32, frame.height - barHeight - 4))
        try drawTitledSegments(scope, titles: view.solved.segmentTitles, selected: 0)
    }

    /// Wheels (a picker view's or a date picker's), a calendar with a time row, or the compact buttons.
    private func drawDatePicker(_ view: ViewScene) throws {
        let selection = view.node.control.selection
        switch selection.shownDatePickerStyle {
        case .wheels:
            let columns: [SelectionControls.DatePickerMode: Int] = [
                .date: 3, .time: 3, .dateAndTime: 4, .countDownTimer: 2,
            ]
            try drawWheels(view, components: columns[selection.datePickerMode] ?? 3)
        case .inline where ControlMetrics.datePickerSize(selection) != nil:
            drawCalendar(grid.snap(view.frame), timeRow: selection.datePickerMode == .dateAndTime)
        case .inline, .compact:
            try drawCompactButtons(view)
        }
    }

    /// The wheels' selection band across the middle, a divider between components, and each component's
    /// selected row (a picker view's first rows) centred in its column; grey rows above and below.
    private func drawWheels(_ view: ViewScene, components: Int) throws {
        let frame = grid.snap(view.frame)
        let band = Rect(x: frame.minX + 8, y: frame.midY - 17, width: max(0, frame.width - 16), height: 34)
        outlineOrFill(band, radius: 8)
        let count = max(1, components)
        let column = band.width / Double(count)
        context.setColor(isWire ? palette.ink : palette.controlKnobEdge)
        context.setLineWidth(grid.hairline)
        context.setDash([])
        for index in 0..<count {
            let slot = Rect(x: band.minX + column * Double(index), y: band.minY, width: column, height: band.height)
            for offset in [-2.0, -1, 1, 2] where abs(offset) * 34 + 17 <= frame.height / 2 {
                let y = band.midY + offset * 34
                context.move(to: slot.minX + column * 0.25, y)
                context.line(to: slot.maxX - column * 0.25, y)
            }
            let titles = view.solved.segmentTitles
            if let layout = titles.indices.contains(index) ? titles[index] : nil {
                let block = Rect(
                    x: slot.midX - layout.size.width / 2, y: slot.midY - layout.size.height / 2,
                    width: layout.size.width, height: layout.size.height)
                try drawText(drawable(layout), in: block, color: isWire ? palette.ink : palette.defaultText)
            } else {
                context.move(to: slot.minX + column * 0.2, slot.midY)
                context.line(to: slot.maxX - column * 0.2, slot.midY)
            }
        }
        context.stroke()
    }

    /// A month: the header row, seven columns of six weeks of day dots with today's tinted, and the
    /// time row under it when the picker shows a time too.
    private func drawCalendar(_ frame: Rect, timeRow: Bool) {
        let timeHeight = timeRow ? ControlMetrics.inlineTimeRowHeight : 0
        let calendar = Rect(
            x: frame.minX, y: frame.minY, width: frame.width, height: max(0, frame.height - timeHeight))
        context.setColor(isWire ? palette.ink : palette.defaultText)
        context.setLineWidth(max(grid.hairline, 2))
        context.setDash([])
        context.move(to: calendar.minX + 16, calendar.minY + 22)
        context.line(to: calendar.minX + min(120, calendar.width / 2), calendar.minY + 22)
        context.stroke()
        let cell = calendar.width / 7
        let rowHeight = max(0, calendar.height - 60) / 6
        for week in 0..<6 {
            for day in 0..<7 {
                context.circle(
                    centerX: calendar.minX + cell * (Double(day) + 0.5),
                    centerY: calendar.minY + 60 + rowHeight * (Double(week) + 0.5),
                    radius: min(cell, rowHeight) * 0.12)
                let today = week == 2 && day == 3
                if isWire {
                    strokeOutline(today ? palette.tint : palette.ink)
                } else {
                    context.setColor(today ? palette.tint : palette.controlKnobEdge)
                    context.fill()
                }
            }
        }
        guard timeRow, frame.height > timeHeight else { return }
        context.setColor(isWire ? palette.ink : palette.controlKnobEdge)
        context.setLineWidth(grid.hairline)
        context.move(to: frame.minX + 16, calendar.maxY)
        context.line(to: frame.maxX - 16, calendar.maxY)
        context.stroke()
        let button = Rect(x: frame.maxX - 16 - 88, y: calendar.maxY + 5, width: 88, height: timeHeight - 10)
        outlineOrFill(button, radius: 6)
    }

    /// A compact date picker's buttons, side by side from the leading edge, each its text plus padding.
    private func drawCompactButtons(_ view: ViewScene) throws {
        let frame = grid.snap(view.frame)
        var x = frame.minX
        let height = min(frame.height, ControlMetrics.compactButtonHeight)
        let y = frame.midY - height / 2
        for case let layout? in view.solved.segmentTitles {
            let width = layout.size.width + 2 * ControlMetrics.compactButtonPadding
            let button = Rect(x: x, y: y, width: min(width, max(0, frame.maxX - x)), height: height)
            outlineOrFill(button, radius: 6)
            let block = Rect(
                x: x + ControlMetrics.compactButtonPadding, y: button.midY - layout.size.height / 2,
                width: layout.size.width, height: layout.size.height)
            try drawText(drawable(layout), in: block, color: isWire ? palette.ink : palette.defaultText)
            x += width + ControlMetrics.compactButtonGap
        }
    }

    /// Equal segments with their titles centred, the selected one raised: a search bar's scope bar.
    private func drawTitledSegments(_ body: Rect, titles: [TextLayout?], selected: Int) throws {
        outlineOrFill(body, radius: min(8, body.height / 2))
        let count = max(1, titles.count)
        let width = body.width / Double(count)
        for index in 0..<count {
            let slot = Rect(x: body.minX + width * Double(index), y: body.minY, width: width, height: body.height)
            if index == selected {
                let knob = slot.insetBy(2)
                context.roundedRectangle(knob, radius: min(7, knob.height / 2))
                paintKnob(wire: isWire)
            }
            guard index < titles.count, let layout = titles[index] else { continue }
            let block = Rect(
                x: slot.midX - layout.size.width / 2, y: slot.midY - layout.size.height / 2,
                width: layout.size.width, height: layout.size.height)
            try drawText(drawable(layout), in: block, color: isWire ? palette.ink : palette.defaultText)
        }
    }
}

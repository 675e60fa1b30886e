import TrellisLayout

extension RenderJob {
    /// Where a header or footer is drawn, in the table's content coordinates: a plain table's header floats —
    /// the header of the section under the top edge stays there until the section's end pushes it up.
    func floatedFrame(_ s: SolvedSupplement, table: SolvedTable) -> Rect {
        var frame = s.frame
        if table.style == .plain, s.kind == .header {
            let sectionEnd = table.cells.last(where: { $0.section == s.section })?.frame.maxY ?? s.frame.maxY
            let top = table.contentOffset.y
            frame.origin.y = max(s.frame.minY, min(top, sectionEnd - s.frame.height))
        }
        return frame
    }

    /// The section headers' and footers' titles as drawn (page coordinates, cut to the table), which tags and
    /// callouts avoid like any other text.
    func tableTitleRects() -> [Rect] {
        var rects: [Rect] = []
        for view in views where view.isVisible {
            guard let table = view.solved.table else { continue }
            let clip = tableClip(view)
            let origin = contentOrigin(of: view, table)
            for supplement in table.supplements {
                guard let title = supplement.title else { continue }
                let dy = floatedFrame(supplement, table: table).minY - supplement.frame.minY
                if let shown = title.frame.offsetBy(dx: origin.x, dy: origin.y + dy).intersection(clip) {
                    rects.append(shown)
                }
            }
        }
        return rects
    }
}

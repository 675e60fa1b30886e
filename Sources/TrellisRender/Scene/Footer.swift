import TrellisLayout
import TrellisText

/// What the picture couldn't show in place, listed under the canvas: views whose name tag found no spot
/// that reads as theirs (numbered where a small marker could stand in for the tag), constraint chips, and
/// callouts that found no free place.
struct FooterLists: Equatable {
    var views: [String] = []
    var constraints: [String] = []
    var callouts: [String] = []

    var isEmpty: Bool { views.isEmpty && constraints.isEmpty && callouts.isEmpty }

    /// Each non-empty list with its heading, in drawing order.
    var sections: [(heading: String, entries: [String])] {
        [
            ("Views not tagged on the picture:", views), ("Constraints not labelled on the picture:", constraints),
            ("Notes not placed on the picture:", callouts),
        ].filter { !$0.1.isEmpty }
    }
}

/// Text under the canvas: the spec's captions (12 pt), then the `FooterLists` sections, one entry per line
/// (9 pt), each wrapped to the page width.
struct FooterLayout {
    struct Line {
        let layout: DrawableText
        let top: Double
        let isCaption: Bool
    }

    static let captionSize = 12.0
    static let listSize = 9.0
    static let verticalInset = 8.0

    let top: Double
    let height: Double
    let left: Double
    let lines: [Line]

    init(
        captions: [String], lists: FooterLists, width: Double, top: Double, padding: Double, scale: Double,
        text: TextSource
    ) throws {
        let left = max(padding, 8)
        let wrap = max(40, width - 2 * left)
        var y = FooterLayout.verticalInset
        var lines: [Line] = []
        for caption in captions {
            guard
                let layout = try text.layout(
                    caption, size: FooterLayout.captionSize, weight: .regular, scale: scale,
                    wrapWidth: wrap)
            else { continue }
            lines.append(Line(layout: layout, top: y, isCaption: true))
            y += layout.height + 4
        }
        for (number, section) in lists.sections.enumerated() {
            if number > 0 { y += 3 }
            for (index, entry) in ([section.heading] + section.entries.map { "• " + $0 }).enumerated() {
                guard
                    let layout = try text.layout(
                        entry, size: FooterLayout.listSize, weight: index == 0 ? .medium : .regular,
                        scale: scale, wrapWidth: wrap)
                else { continue }
                lines.append(Line(layout: layout, top: y, isCaption: false))
                y += layout.height + 1
            }
        }
        self.top = top
        self.left = left
        self.lines = lines
        height = (y + FooterLayout.verticalInset).rounded(.up)
    }
}

extension RenderJob {
    func drawFooter(_ footer: FooterLayout) throws {
        for line in footer.lines {
            let block = Rect(
                x: footer.left, y: footer.top + line.top, width: line.layout.width, height: line.layout.height)
            try drawText(line.layout, in: block, color: line.isCaption ? palette.ink : palette.inkSecondary)
        }
    }
}

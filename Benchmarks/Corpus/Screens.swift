/// The screen-shaped families: stacks and wrapping text as an iOS developer writes them, on an iPhone 15
/// canvas (393 × 852 @3x), each with its flexbox equivalent for Yoga where it is built from stacks.
enum Screens {
    static let device = "device: iPhone 15\n"

    /// Appends `key: value` lines at `indent` spaces.
    private static func lines(_ out: inout String, _ indent: Int, _ pairs: [(String, String)]) {
        let pad = String(repeating: " ", count: indent)
        for (key, value) in pairs { out += "\(pad)\(key): \(value)\n" }
    }

    private static func constraints(_ out: inout String, _ indent: Int, _ list: [String]) {
        out += String(repeating: " ", count: indent) + "constraints: [\(list.joined(separator: ", "))]\n"
    }

    /// The feed: a vertical stack (spacing 12, 16 points from the screen's sides) of cells, each a
    /// horizontal stack (alignment top, spacing 12) of a 40 × 40 avatar and a vertical stack (spacing 4) of a
    /// bold one-line title and a multi-line body (`lines: 0`, no `preferredMaxLayoutWidth`, so UIKit's two
    /// passes). `scrolling`: the feed is the content of a full-screen scroll view instead, pinned to its
    /// content edges and as wide as its frame, with 16-point layout margins.
    static func feed(_ n: Int, scrolling: Bool) -> SpecBuilder {
        var text = TextSource(seed: 1)
        var out = device + "views:\n"
        var base = 2
        if scrolling {
            out += "  scroll:\n"
            lines(&out, 4, [("kind", "scrollView"), ("background", "whitesmoke")])
            constraints(
                &out, 4,
                [
                    "leading == superview.leading", "trailing == superview.trailing",
                    "top == superview.top", "bottom == superview.bottom",
                ])
            out += "    subviews:\n"
            base = 6
        }
        let pad = String(repeating: " ", count: base)
        out += "\(pad)feed:\n"
        lines(&out, base + 2, [("kind", "stackView"), ("axis", "vertical"), ("spacing", "12")])
        if scrolling {
            lines(
                &out, base + 2,
                [
                    ("layoutMargins", "{top: 16, left: 16, bottom: 16, right: 16}"),
                    ("layoutMarginsRelative", "true"),
                ])
            constraints(
                &out, base + 2,
                [
                    "leading == superview.leading", "trailing == superview.trailing",
                    "top == superview.top", "bottom == superview.bottom", "width == superview.width",
                ])
        } else {
            constraints(
                &out, base + 2,
                [
                    "leading == superview.leading + 16", "trailing == superview.trailing - 16",
                    "top == superview.top + 16",
                ])
        }
        out += "\(pad)  subviews:\n"
        let flexCells = FlexNode(.column, gap: 12)
        flexCells.padding = (16, 16, scrolling ? 16 : 0, 16)
        for i in 0..<n {
            let title = text.words(2...5)
            let body = text.words(8...40)
            let c = base + 4
            out += String(repeating: " ", count: c) + "cell\(i):\n"
            lines(&out, c + 2, [("kind", "stackView"), ("alignment", "top"), ("spacing", "12")])
            out += String(repeating: " ", count: c + 2) + "subviews:\n"
            out += String(repeating: " ", count: c + 4) + "avatar\(i):\n"
            lines(
                &out, c + 6,
                [("intrinsicSize", "{width: 40, height: 40}"), ("hugging", "251"), ("background", "cornflowerblue")])
            out += String(repeating: " ", count: c + 4) + "texts\(i):\n"
            lines(&out, c + 6, [("kind", "stackView"), ("axis", "vertical"), ("spacing", "4")])
            out += String(repeating: " ", count: c + 6) + "subviews:\n"
            out += String(repeating: " ", count: c + 8) + "title\(i):\n"
            lines(&out, c + 10, [("kind", "label"), ("text", title), ("font", "{size: 16, weight: bold}")])
            out += String(repeating: " ", count: c + 8) + "body\(i):\n"
            lines(&out, c + 10, [("kind", "label"), ("text", body), ("font", "15"), ("lines", "0")])

            let texts = FlexNode(
                .column, gap: 4, children: [.text(title, size: 16, lines: 1), .text(body, size: 15, lines: 0)])
            texts.grow = 1
            texts.basis = 0
            flexCells.children.append(
                FlexNode(
                    .row, gap: 12, align: "flex-start",
                    children: [.box(width: 40, height: 40), texts]))
        }
        let flex: FlexNode
        if scrolling {
            flex = FlexNode(.column, children: [flexCells])
            flex.width = 393
        } else {
            flex = flexCells
            flex.width = 393
        }
        return SpecBuilder(yaml: out, flex: flex)
    }

    /// A settings screen: a vertical stack (spacing 1) of rows, each a horizontal stack (alignment center,
    /// spacing 8, layout-margins-relative with 11 / 16-point margins) of a one-line label that gives way
    /// (hugging 249, compression resistance 749 horizontally) and a switch.
    static func settings(_ n: Int) -> SpecBuilder {
        settingsRows(n, controls: [("toggle", [("kind", "switch")])], flexControls: { [.box(width: 51, height: 31)] })
    }

    /// The settings rows with label + segmented control + stepper (issue 51's control-heavy settings screen).
    /// No flex tree: a segmented control's width comes from its titles' text widths.
    static func settingsControls(_ n: Int) -> SpecBuilder {
        let controls = [
            ("mode", [("kind", "segmentedControl"), ("segments", "[Off, On, Auto]")]), ("count", [("kind", "stepper")]),
        ]
        return settingsRows(n, controls: controls, flexControls: nil)
    }

    /// A vertical stack of N rows, each a label and `controls` (name prefix and keys); `flexControls` makes
    /// a row's controls' Yoga boxes for the flex equivalent (nil: none).
    private static func settingsRows(
        _ n: Int, controls: [(String, [(String, String)])], flexControls: (() -> [FlexNode])?
    ) -> SpecBuilder {
        var text = TextSource(seed: 2)
        var out = device + "views:\n  settings:\n"
        lines(&out, 4, [("kind", "stackView"), ("axis", "vertical"), ("spacing", "1"), ("background", "gainsboro")])
        constraints(
            &out, 4, ["leading == superview.leading", "trailing == superview.trailing", "top == superview.top + 59"])
        out += "    subviews:\n"
        let flex = FlexNode(.column, gap: 1)
        flex.width = 393
        for i in 0..<n {
            let title = text.words(1...4)
            out += "      row\(i):\n"
            lines(
                &out, 8,
                [
                    ("kind", "stackView"), ("alignment", "center"), ("spacing", "8"), ("background", "white"),
                    ("layoutMargins", "{top: 11, left: 16, bottom: 11, right: 16}"), ("layoutMarginsRelative", "true"),
                ])
            out += "        subviews:\n"
            out += "          label\(i):\n"
            lines(
                &out, 12,
                [
                    ("kind", "label"), ("text", title), ("font", "17"),
                    ("hugging", "{horizontal: 249}"), ("compressionResistance", "{horizontal: 749}"),
                ])
            for (name, keys) in controls {
                out += "          \(name)\(i):\n"
                lines(&out, 12, keys)
            }

            guard let flexControls else { continue }
            let label = FlexNode.text(title, size: 17, lines: 1)
            label.grow = 1
            let row = FlexNode(.row, gap: 8, align: "center", children: [label] + flexControls())
            row.padding = (11, 16, 11, 16)
            flex.children.append(row)
        }
        return SpecBuilder(yaml: out, flex: flexControls == nil ? nil : flex)
    }

    /// Seed 003's self-sizing container at scale: a container pinned to the screen's sides (20 in) and top,
    /// holding N wrapping labels (`lines: 0`) chained top to bottom with plain constraints, 12 in from the
    /// container's sides; the last label's bottom pins the container's bottom.
    static func labelsChain(_ n: Int) -> SpecBuilder {
        var text = TextSource(seed: 3)
        var out = device + "views:\n  container:\n"
        lines(&out, 4, [("background", "cornflowerblue")])
        constraints(
            &out, 4,
            ["leading == superview.leading + 20", "trailing == superview.trailing - 20", "top == superview.top + 80"])
        out += "    subviews:\n"
        for i in 0..<n {
            out += "      note\(i):\n"
            lines(
                &out, 8,
                [
                    ("kind", "label"), ("text", text.words(6...30)), ("font", "15"), ("lines", "0"),
                    ("background", "khaki"),
                ])
            var list = [
                "leading == superview.leading + 12", "trailing == superview.trailing - 12",
                i == 0 ? "top == superview.top + 12" : "top == note\(i - 1).bottom + 8",
            ]
            if i == n - 1 { list.append("bottom == superview.bottom - 12") }
            constraints(&out, 8, list)
        }
        return SpecBuilder(yaml: out)
    }

    /// A vertical `stackView` (spacing 8) pinned to the screen's sides and top, of N multi-line labels.
    static func labelStack(_ n: Int) -> SpecBuilder {
        var text = TextSource(seed: 4)
        var out = device + "views:\n  column:\n"
        lines(&out, 4, [("kind", "stackView"), ("axis", "vertical"), ("spacing", "8")])
        constraints(
            &out, 4, ["leading == superview.leading", "trailing == superview.trailing", "top == superview.top + 59"])
        out += "    subviews:\n"
        let flex = FlexNode(.column, gap: 8)
        flex.width = 393
        for i in 0..<n {
            let string = text.words(6...30)
            out += "      line\(i):\n"
            lines(&out, 8, [("kind", "label"), ("text", string), ("font", "17"), ("lines", "0")])
            flex.children.append(.text(string, size: 17, lines: 0))
        }
        return SpecBuilder(yaml: out, flex: flex)
    }

    /// ⌈√N⌉ columns of square tiles as nested stacks: a vertical stack (spacing 8, 8 points in) of
    /// horizontal `fillEqually` rows (spacing 8) of tiles whose `height == width`. The canvas is 50 points
    /// per column wide, as in the constraint grid.
    static func gridStacks(_ n: Int) -> SpecBuilder {
        let columns = max(1, Int(Double(n).squareRoot().rounded(.up)))
        let rows = (n + columns - 1) / columns
        var out = "canvas: {width: \(50 * columns), height: \(50 * rows + 8), scale: 1}\nviews:\n  grid:\n"
        lines(&out, 4, [("kind", "stackView"), ("axis", "vertical"), ("spacing", "8")])
        constraints(
            &out, 4,
            ["leading == superview.leading + 8", "trailing == superview.trailing - 8", "top == superview.top + 8"])
        out += "    subviews:\n"
        let flex = FlexNode(.column, gap: 8)
        flex.width = Double(50 * columns)
        flex.padding = (8, 8, 0, 8)
        for r in 0..<rows {
            out += "      row\(r):\n"
            lines(&out, 8, [("kind", "stackView"), ("distribution", "fillEqually"), ("spacing", "8")])
            out += "        subviews:\n"
            let row = FlexNode(.row, gap: 8)
            for c in 0..<columns {
                out += "          tile\(r)_\(c):\n"
                lines(&out, 12, [("background", "lightsteelblue")])
                constraints(&out, 12, ["height == width"])
                let tile = FlexNode()
                tile.grow = 1
                tile.basis = 0
                tile.aspectRatio = 1
                row.children.append(tile)
            }
            flex.children.append(row)
        }
        return SpecBuilder(yaml: out, flex: flex)
    }

    /// A form: a vertical stack (spacing 12, 16 points from the sides) of rows alternating first-baseline
    /// and centre alignment, each a horizontal stack (spacing 8) of a one-line caption that keeps its width
    /// (hugging 251, compression resistance 751 horizontally) and a multi-line field (`lines: 0`).
    static func form(_ n: Int) -> SpecBuilder {
        var text = TextSource(seed: 5)
        var out = device + "views:\n  form:\n"
        lines(&out, 4, [("kind", "stackView"), ("axis", "vertical"), ("spacing", "12")])
        constraints(
            &out, 4,
            ["leading == superview.leading + 16", "trailing == superview.trailing - 16", "top == superview.top + 59"])
        out += "    subviews:\n"
        let flex = FlexNode(.column, gap: 12)
        flex.width = 393
        flex.padding = (59, 16, 0, 16)
        for i in 0..<n {
            let caption = text.words(1...2)
            let value = text.words(3...24)
            let alignment = i % 2 == 0 ? "firstBaseline" : "center"
            out += "      pair\(i):\n"
            lines(&out, 8, [("kind", "stackView"), ("alignment", alignment), ("spacing", "8")])
            out += "        subviews:\n"
            out += "          caption\(i):\n"
            lines(
                &out, 12,
                [
                    ("kind", "label"), ("text", caption), ("font", "17"),
                    ("hugging", "{horizontal: 251}"), ("compressionResistance", "{horizontal: 751}"),
                ])
            out += "          field\(i):\n"
            lines(
                &out, 12,
                [("kind", "label"), ("text", value), ("font", "17"), ("lines", "0"), ("background", "whitesmoke")])

            let field = FlexNode.text(value, size: 17, lines: 0)
            field.grow = 1
            field.basis = 0
            flex.children.append(
                FlexNode(
                    .row, gap: 8, align: i % 2 == 0 ? "baseline" : "center",
                    children: [.text(caption, size: 17, lines: 1), field]))
        }
        return SpecBuilder(yaml: out, flex: flex)
    }
}

/// The 50-view screen the preview's benchmark and browser test edit and redraw: a vertical stack of 24
/// label + switch rows on a 390 × 1100 canvas, each label `"<title> <i>"` (so a save that changes the title
/// changes every label).
public enum SettingsColumn {
    public static func spec(title: String, rows: Int = 24) -> String {
        var out = """
            canvas: {width: 390, height: 1100}
            views:
              column:
                kind: stackView
                axis: vertical
                spacing: 12
                constraints: [leading == superview.leadingMargin, trailing == superview.trailingMargin, top == superview.top + 20]
                subviews:

            """
        for i in 0..<rows {
            out += """
                      row\(i):
                        kind: stackView
                        alignment: center
                        subviews:
                          name\(i): {kind: label, text: "\(title) \(i)"}
                          toggle\(i): {kind: switch}

                """
        }
        return out
    }
}

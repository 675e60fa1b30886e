import ArgumentParser
import TrellisCommandLine
import TrellisRender
import TrellisReport

/// The options that decide how a layout is drawn, shared by `trellis render` and `trellis snapshot` so both
/// parse them the same way (through `RenderArguments.options`) and give the same images.
struct RenderOptionArguments: ParsableArguments {
    @Option(
        parsing: .unconditional,
        help: ArgumentHelp(
            "Device pixels per point: 1, 2 or 3 (default: the canvas's scale).",
            valueName: "n"))
    var scale: String?

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp(
            "boxes (labelled boxes with content), content (the screen as shown) or wireframe.",
            valueName: "style"))
    var style: String = "boxes"

    @Option(
        name: .customLong("overlay"), parsing: .unconditionalSingleValue,
        help: ArgumentHelp(
            "none, frames, constraints, margins, baselines, priorities, alignment or all; repeat the option or give a comma list.",
            valueName: "overlays"))
    var overlays: [String] = []

    @Option(parsing: .unconditional, help: ArgumentHelp("light or dark.", valueName: "theme"))
    var theme: String = "light"

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp(
            "Page colour: a CSS name, #RGB, #RRGGBB, #RRGGBBAA or transparent (default: the theme's).",
            valueName: "color"))
    var background: String?

    @Option(parsing: .unconditional, help: ArgumentHelp("Points of page around the canvas.", valueName: "points"))
    var padding: String = NumberFormat.text(RenderOptions.defaultPadding)

    @Flag(help: "Add a key below the canvas explaining the colours and overlays.")
    var legend = false

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp(
            "canvas (default; grown to show off-canvas views when flagged) or content (the views' union plus the padding).",
            valueName: "crop"))
    var crop: String = "canvas"

    /// The options, or an `ArgumentError` naming the first bad value.
    func options() throws -> RenderOptions {
        var options = try RenderArguments.options(
            scale: scale, style: style, overlays: overlays, theme: theme,
            background: background, padding: padding, legend: legend)
        options.crop = try RenderArguments.crop(crop)
        return options
    }
}

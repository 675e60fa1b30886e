import TrellisLayout

/// Every colour the renderer uses, per theme. Soft depth tints keep nested boxes apart without shouting;
/// overlays follow Xcode's convention (blue constraints, orange ambiguity, red conflicts).
struct Palette {
    struct Tint {
        let fill: Color
        let stroke: Color
    }

    let page: Color
    let canvasEdge: Color
    /// Tints by depth, cycled.
    let depthTints: [Tint]
    /// Schematic ink: wireframe text and strokes, legend text, and what outlines are pulled towards.
    let ink: Color
    /// Label and text-view text with no `textColor` in the spec: UIKit's default, `label` (black in light
    /// mode, white in dark mode).
    let defaultText: Color
    /// Secondary lines (wireframe strokes, frame outlines).
    let inkSecondary: Color
    let tagFill: Color
    let tagText: Color
    let tint: Color
    let switchOn: Color
    let controlKnob: Color
    let controlKnobEdge: Color
    let sliderTrack: Color
    let imagePlaceholder: Color
    let constraint: Color
    let constraintOptional: Color
    let broken: Color
    let ambiguous: Color
    let margin: Color
    let safeArea: Color
    let baseline: Color
    /// Alignment rects (`--overlay alignment`): yellow, as UIKit's `UIViewShowAlignmentRects` draws them.
    let alignment: Color
    /// Figure annotations: callout plates, badges, highlights.
    let annotation: Color
    /// Views' hugging / compression-resistance priority chips (`--overlay priorities`).
    let priority: Color

    func depthTint(_ depth: Int) -> Tint {
        depthTints[((depth % depthTints.count) + depthTints.count) % depthTints.count]
    }

    static func hex(_ value: UInt32, alpha: Double = 1) -> Color {
        Color(
            red: Double((value >> 16) & 0xFF) / 255, green: Double((value >> 8) & 0xFF) / 255,
            blue: Double(value & 0xFF) / 255, alpha: alpha)
    }

    /// `a` moved towards `b` by `t` (0...1), alpha included.
    static func mix(_ a: Color, _ b: Color, _ t: Double) -> Color {
        Color(
            red: a.red + (b.red - a.red) * t, green: a.green + (b.green - a.green) * t,
            blue: a.blue + (b.blue - a.blue) * t, alpha: a.alpha + (b.alpha - a.alpha) * t)
    }

    /// The outline for a view filled with `background`: the fill pulled towards the ink, fully opaque.
    func stroke(forBackground background: Color) -> Color {
        var base = Palette.mix(page, background, background.alpha)
        base.alpha = 1
        return Palette.mix(base, ink, 0.4)
    }

    static let light = Palette(
        page: hex(0xFFFFFF), canvasEdge: hex(0xC9CED6),
        depthTints: [
            Tint(fill: hex(0xE4EDFC), stroke: hex(0x6E9AE6)),
            Tint(fill: hex(0xE3F3E8), stroke: hex(0x5BAE7A)),
            Tint(fill: hex(0xFCF0DB), stroke: hex(0xD99B3A)),
            Tint(fill: hex(0xEFE7FB), stroke: hex(0x9C7ADB)),
            Tint(fill: hex(0xDDF1F1), stroke: hex(0x47A4A4)),
            Tint(fill: hex(0xFBE6EB), stroke: hex(0xD6778F)),
        ],
        ink: hex(0x1B1F24), defaultText: SystemColor.label.light, inkSecondary: hex(0x57606A),
        tagFill: hex(0xFFFFFF, alpha: 0.92), tagText: hex(0x2F353D),
        tint: SystemColor.systemBlue.light, switchOn: hex(0x34C759), controlKnob: hex(0xFFFFFF),
        controlKnobEdge: hex(0xC7C7CC),
        sliderTrack: hex(0xD9D9DE), imagePlaceholder: hex(0x8E959E),
        constraint: hex(0x1F6FEB), constraintOptional: hex(0x8B949E), broken: hex(0xE5484D),
        ambiguous: hex(0xF76808), margin: hex(0x12A594), safeArea: hex(0x8E4EC6), baseline: hex(0xD6409F),
        alignment: hex(0xD4A106), annotation: hex(0xC2255C), priority: hex(0x6E56CF))

    static let dark = Palette(
        page: hex(0x1C1C1E), canvasEdge: hex(0x48484D),
        depthTints: [
            Tint(fill: hex(0x1F2B3F), stroke: hex(0x5B8DEF)),
            Tint(fill: hex(0x1C3326), stroke: hex(0x4FAF72)),
            Tint(fill: hex(0x3A2F19), stroke: hex(0xD49A3A)),
            Tint(fill: hex(0x2D2341), stroke: hex(0x9A78DA)),
            Tint(fill: hex(0x173130), stroke: hex(0x45A3A3)),
            Tint(fill: hex(0x3A2028), stroke: hex(0xD0708A)),
        ],
        ink: hex(0xF0F2F5), defaultText: SystemColor.label.dark, inkSecondary: hex(0x9DA7B3),
        tagFill: hex(0x2C2C2E, alpha: 0.92), tagText: hex(0xE6E8EB),
        tint: SystemColor.systemBlue.dark, switchOn: hex(0x30D158), controlKnob: hex(0xFFFFFF),
        controlKnobEdge: hex(0x636366),
        sliderTrack: hex(0x48484D), imagePlaceholder: hex(0x8E959E),
        constraint: hex(0x58A6FF), constraintOptional: hex(0x8B949E), broken: hex(0xFF6369),
        ambiguous: hex(0xFF8B3E), margin: hex(0x2EC4B0), safeArea: hex(0xB48AE8), baseline: hex(0xF170B5),
        alignment: hex(0xFFD60A), annotation: hex(0xD0306A), priority: hex(0xB197FC))
}

extension RenderTheme {
    var palette: Palette { self == .light ? .light : .dark }
}

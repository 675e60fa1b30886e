import TrellisRender
import TrellisSnapshot

/// What `assertLayoutSnapshot` captures and compares.
public struct LayoutSnapshotStrategy: Sendable, Hashable {
    /// The capture and comparison settings (layout or image, render options, tolerance).
    public var settings: SnapshotSettings

    public init(settings: SnapshotSettings) { self.settings = settings }

    /// The frame report (`trellis layout`), compared exactly: font-independent and the clearest diff.
    public static var layout: LayoutSnapshotStrategy {
        LayoutSnapshotStrategy(settings: SnapshotSettings(layout: true, image: false))
    }

    /// The rendered PNG, compared pixel by pixel as `trellis snapshot` does.
    ///
    /// - Parameters:
    ///   - scale: device pixels per point (1, 2 or 3); nil uses the canvas's scale.
    ///   - style: how views are drawn.
    ///   - precision: the share of pixels that must match (1: every pixel; 0.99: up to 1 % may differ).
    ///   - threshold: the per-pixel perceptual colour distance, 0…1 (see `ImageTolerance`).
    public static func image(
        scale: Int? = nil, style: RenderStyle = .boxes, precision: Double = 1,
        threshold: Double = ImageTolerance.defaultThreshold
    ) -> LayoutSnapshotStrategy {
        var render = RenderOptions()
        render.scale = scale
        render.style = style
        // Out-of-range values are reported by the assertion (as a failure naming them), not trapped here.
        let ratio = precision < 1 ? max(0, 1 - precision) : nil
        let tolerance = (try? ImageTolerance(threshold: threshold, maxDifferentRatio: ratio)) ?? .strict
        var strategy = LayoutSnapshotStrategy(
            settings: SnapshotSettings(
                layout: false, image: true, render: render,
                tolerance: tolerance))
        if !(0...1).contains(precision) || !(0...1).contains(threshold) {
            strategy.invalid = "precision \(precision) and threshold \(threshold) must each be within 0…1"
        }
        return strategy
    }

    /// Why the strategy can't be used, reported when an assertion runs.
    var invalid: String?
}

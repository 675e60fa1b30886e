import Dispatch
import TrellisLayout
import TrellisRender

/// A snapshot's cost predicted before it is taken, from its spec alone, so a suite can be split into
/// shards that take about the same time without any timing history.
///
/// The cost is in arbitrary units, a sum of what the work of a snapshot grows with:
///
/// - a fixed part for every snapshot (reading the spec, starting the layout, comparing and reporting);
/// - each view (its constraints are solved, its row written in the layout report);
/// - each character of text (shaped, broken into lines, and drawn when there is an image);
/// - each pixel of the image (drawn, encoded, decoded from the reference and compared), when an image is
///   captured: the canvas in points — the device's screen in the configuration's orientation, or the
///   spec's own canvas — times the square of the scale (the configuration's, the render options', or the
///   device's or canvas's own).
///
/// A spec that can't be read costs the fixed part: it fails before anything else is done.
public struct SnapshotCost: Sendable, Hashable {
    public static let perSnapshot = 400.0
    public static let perView = 50.0
    public static let perCharacter = 0.6
    public static let perPixel = 0.0015

    /// What the spec holds: views and characters of text (every view's text and placeholder).
    public struct SpecSize: Sendable, Hashable {
        public var views = 0
        public var characters = 0
        /// The spec's canvas in points and its scale.
        public var canvasWidth = 0.0, canvasHeight = 0.0, canvasScale = 1.0

        public init() {}

        public init(_ document: LayoutDocument) {
            canvasWidth = document.canvas.width
            canvasHeight = document.canvas.height
            canvasScale = document.canvas.scale
            var stack = document.views
            while let view = stack.popLast() {
                views += 1
                characters += (view.text?.unicodeScalars.count ?? 0) + (view.placeholder?.unicodeScalars.count ?? 0)
                stack += view.subviews
            }
        }
    }

    /// The predicted cost of one snapshot of a spec of `size` in `configuration`.
    public static func predict(
        _ size: SpecSize?, configuration: SnapshotConfiguration, settings: SnapshotSettings
    ) -> Double {
        guard let size else { return perSnapshot }
        var cost = perSnapshot + perView * Double(size.views) + perCharacter * Double(size.characters)
        if settings.image {
            cost += perPixel * pixels(size, configuration: configuration, render: settings.render)
        }
        return cost
    }

    /// The pixels of the image a snapshot draws (see the type's description).
    static func pixels(_ size: SpecSize, configuration: SnapshotConfiguration, render: RenderOptions) -> Double {
        var width = size.canvasWidth, height = size.canvasHeight, scale = size.canvasScale
        if let device = configuration.layout.device {
            let canvas =
                (try? device.canvas(
                    orientation: configuration.layout.orientation ?? .portrait,
                    split: configuration.layout.splitView ?? .full)) ?? device.canvas
            width = canvas.width
            height = canvas.height
            scale = device.scale
        }
        if let chosen = configuration.scale ?? render.scale { scale = Double(chosen) }
        return max(0, width) * max(0, height) * scale * scale
    }

    /// The size of every spec in `paths` (nil for one that can't be read), read in parallel.
    public static func specSizes(_ paths: [String], fonts: [String] = []) -> [String: SpecSize?] {
        let unique = Array(Set(paths)).sorted()
        let slots = Slots<SpecSize?>(count: unique.count)
        DispatchQueue.concurrentPerform(iterations: unique.count) { index in
            slots.set(
                index, (try? SnapshotSubject.spec(atPath: unique[index], fonts: fonts)).map { SpecSize($0.document) })
        }
        let sizes = slots.values
        var out: [String: SpecSize?] = [:]
        for (index, path) in unique.enumerated() { out[path] = sizes[index] ?? nil }
        return out
    }
}

import Foundation
import SnapshotTesting
import TrellisLayout
import TrellisRender
import TrellisSnapshot

extension Snapshotting where Value == SnapshotSubject, Format == Data {
    /// The rendered PNG of a spec, compared pixel by pixel: exact by default.
    public static var trellisImage: Snapshotting { .trellisImage() }

    /// The rendered PNG of a spec, compared with Trellis's perceptual pixel comparison (the same code as
    /// `trellis snapshot`).
    ///
    /// - Parameters:
    ///   - precision: the share of pixels that must match (1: all).
    ///   - perceptualPrecision: how similar a pixel must be to match, 0…1; 1 is exact (anti-aliased edges
    ///     counted), below 1 the YIQ threshold is `1 − perceptualPrecision` and anti-aliasing is ignored.
    ///   - scale, style, device: how the spec is drawn (`RenderOptions`; nil keeps the spec's canvas).
    public static func trellisImage(
        precision: Double = 1, perceptualPrecision: Double = 1, scale: Int? = nil,
        style: RenderStyle = .boxes, device: Device? = nil
    ) -> Snapshotting {
        TrellisPNG.strategy(
            precision: precision, perceptualPrecision: perceptualPrecision, scale: scale,
            style: style, device: device
        ) { $0 }
    }
}

extension Snapshotting where Value == URL, Format == Data {
    /// The rendered PNG of the spec file at the URL (see `SnapshotSubject`'s `trellisImage`).
    public static var trellisImage: Snapshotting { .trellisImage() }

    public static func trellisImage(
        precision: Double = 1, perceptualPrecision: Double = 1, scale: Int? = nil,
        style: RenderStyle = .boxes, device: Device? = nil
    ) -> Snapshotting {
        TrellisPNG.strategy(
            precision: precision, perceptualPrecision: perceptualPrecision, scale: scale,
            style: style, device: device
        ) { try SnapshotSubject.spec(atPath: $0.path) }
    }
}

extension Snapshotting where Value == LayoutDocument, Format == Data {
    /// The rendered PNG of a layout document.
    public static var trellisImage: Snapshotting { .trellisImage() }

    public static func trellisImage(
        precision: Double = 1, perceptualPrecision: Double = 1, scale: Int? = nil,
        style: RenderStyle = .boxes, device: Device? = nil
    ) -> Snapshotting {
        TrellisPNG.strategy(
            precision: precision, perceptualPrecision: perceptualPrecision, scale: scale,
            style: style, device: device
        ) { SnapshotSubject(name: "document", document: $0) }
    }
}

extension Diffing where Value == Data {
    /// PNG bytes compared as Trellis compares images: identical bytes match at once; otherwise both are
    /// decoded and compared pixel by pixel. A failure attaches the reference, the new image and the diff
    /// image (differing pixels red over the faded reference), and writes the diff image to
    /// `$SNAPSHOT_ARTIFACTS` (else the temporary directory), because Linux test runs drop attachments.
    public static func trellisPNG(precision: Double, perceptualPrecision: Double) -> Diffing {
        .diff(
            toData: { $0 }, fromData: { $0 },
            diffV2: { reference, new in
                guard reference != new else { return nil }
                if let text = errorText(new) { return (text, []) }
                guard (0...1).contains(precision), (0...1).contains(perceptualPrecision) else {
                    return (
                        "precision \(precision) and perceptualPrecision \(perceptualPrecision) must be within 0…1", []
                    )
                }
                let expected: RasterImage
                do {
                    expected = try PNGDecoder.decode([UInt8](reference))
                } catch {
                    return ("the reference is not a readable PNG: \(error)", [])
                }
                guard let actual = try? PNGDecoder.decode([UInt8](new)) else {
                    return ("the new snapshot is not a readable PNG", [])
                }
                guard expected.width == actual.width, expected.height == actual.height else {
                    return (
                        "Newly-taken snapshot (\(actual.width)×\(actual.height) px) does not match the reference's "
                            + "size (\(expected.width)×\(expected.height) px)", [.data(new, name: "failure.png")]
                    )
                }
                let exact = perceptualPrecision >= 1
                let difference = ImageComparison.compare(
                    expected: expected, actual: actual,
                    threshold: exact ? 0 : 1 - perceptualPrecision,
                    includeAntiAliasing: exact)
                let allowed = precision >= 1 ? 0 : Int((1 - precision) * Double(difference.totalPixels))
                guard difference.differentPixels > allowed else { return nil }
                let diffPNG = Data(difference.diffImage.map(PNGEncoder.encode) ?? [])
                var message =
                    "\(difference.differentPixels) of \(difference.totalPixels) pixels differ "
                    + "(\(String(format: "%.3f", difference.differentRatio * 100))%); precision \(precision) allows \(allowed), "
                    + "perceptual precision \(perceptualPrecision)"
                if let path = ArtifactFile.write(diffPNG, named: "diff.png") { message += "\ndiff image: \(path)" }
                return (
                    message,
                    [
                        .data(reference, name: "reference.png"), .data(new, name: "failure.png"),
                        .data(diffPNG, name: "difference.png"),
                    ]
                )
            })
    }

    /// The error text a failed snapshot carries instead of PNG bytes.
    private static func errorText(_ data: Data) -> String? {
        guard data.starts(with: Array("trellis: ".utf8)) else { return nil }
        return String(decoding: data, as: UTF8.self)
    }
}

/// The one image strategy every value type goes through.
enum TrellisPNG {
    static func strategy<Value>(
        precision: Double, perceptualPrecision: Double, scale: Int?, style: RenderStyle,
        device: Device?,
        subject: @escaping (Value) throws -> SnapshotSubject
    ) -> Snapshotting<Value, Data> {
        var render = RenderOptions()
        render.scale = scale
        render.style = style
        let settings = SnapshotSettings(layout: false, image: true, render: render, device: device)
        return Snapshotting(
            pathExtension: "png",
            diffing: .trellisPNG(precision: precision, perceptualPrecision: perceptualPrecision)
        ) {
            value in
            do {
                return Data(try SnapshotCamera.take(try subject(value), settings: settings).png ?? [])
            } catch {
                // The diffing reports this text instead of comparing pixels; it is never a PNG.
                return Data("trellis: \(error)".utf8)
            }
        }
    }
}

/// Diff images written where a person can open them after a Linux test run: in a folder named after the
/// image's bytes, never through a symbolic link (the temporary directory is shared: `ConfinedFolder`).
enum ArtifactFile {
    static func write(_ data: Data, named name: String) -> String? {
        let root = ProcessInfo.processInfo.environment["SNAPSHOT_ARTIFACTS"] ?? NSTemporaryDirectory()
        do {
            guard
                let folder = try ConfinedFolder.open(root, create: true)?
                    .subfolder("trellis-\(ContentHash.hex(data))", create: true)
            else { return nil }
            try folder.write([UInt8](data), named: name)
            return folder.joined(name)
        } catch {
            return nil
        }
    }
}

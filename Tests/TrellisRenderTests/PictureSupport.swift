import Foundation
import TrellisLayout
import TrellisSpec
import TrellisText

@testable import TrellisRender

/// Specs solved for real (spec reader and layout engine), and pixel helpers for the picture tests.
enum PictureSupport {
    static func solve(_ yaml: String) throws -> SolvedLayout {
        let document = try SpecReader.read(text: yaml, file: "s.yaml")
        return try LayoutEngine(textEngine: try TextEngine.bundled()).solve(document)
    }

    static func color(_ p: RasterImage.Pixel) -> Color {
        Color(red8: p.red, green8: p.green, blue8: p.blue)
    }

    static func pixel(_ c: Color) -> RasterImage.Pixel {
        RasterImage.Pixel(
            red: UInt8((c.red * 255).rounded()), green: UInt8((c.green * 255).rounded()),
            blue: UInt8((c.blue * 255).rounded()), alpha: 255)
    }

    /// The pixel at a page point (in points) of an image rendered at `scale`.
    static func at(_ image: RasterImage, _ x: Double, _ y: Double, scale: Double) -> RasterImage.Pixel? {
        image.pixel(x: Int(x * scale), y: Int(y * scale))
    }

    /// Inside `rect` (points), one pixel in from its edge: the most common colour (the plate) and the pixel
    /// that contrasts with it most (the ink), as rendered.
    static func plateAndInk(_ image: RasterImage, in rect: Rect, scale: Double) -> (plate: Color, ink: Color)? {
        var counts: [RasterImage.Pixel: Int] = [:]
        let x0 = Int((rect.minX * scale).rounded(.up)) + 1, x1 = Int((rect.maxX * scale).rounded(.down)) - 1
        let y0 = Int((rect.minY * scale).rounded(.up)) + 1, y1 = Int((rect.maxY * scale).rounded(.down)) - 1
        guard x1 > x0, y1 > y0 else { return nil }
        for y in y0..<y1 { for x in x0..<x1 { if let p = image.pixel(x: x, y: y) { counts[p, default: 0] += 1 } } }
        guard
            let plate = counts.max(by: { $0.value != $1.value ? $0.value < $1.value : "\($0.key)" > "\($1.key)" })?.key
        else { return nil }
        let plateColor = color(plate)
        let ink = counts.keys.map(color).max { Contrast.ratio($0, plateColor) < Contrast.ratio($1, plateColor) }
        return ink.map { (plateColor, $0) }
    }
}

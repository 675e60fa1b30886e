import TrellisLayout

/// Snaps geometry to device pixels so fills and hairlines land on whole pixels and draw crisply.
struct PixelGrid {
    /// Device pixels per point.
    let scale: Double

    /// The width of a line one device pixel wide, in points.
    var hairline: Double { 1 / scale }

    func snap(_ v: Double) -> Double { (v * scale).rounded() / scale }

    /// The rectangle with each edge moved to the nearest pixel boundary.
    func snap(_ r: Rect) -> Rect {
        let x0 = snap(r.minX), y0 = snap(r.minY), x1 = snap(r.maxX), y1 = snap(r.maxY)
        return Rect(x: x0, y: y0, width: max(0, x1 - x0), height: max(0, y1 - y0))
    }

    /// The path of a one-pixel outline drawn just inside `r` (already snapped): centred half a pixel in.
    func hairlinePath(inside r: Rect) -> Rect? {
        let h = hairline
        guard r.width >= h, r.height >= h else { return nil }
        return Rect(x: r.minX + h / 2, y: r.minY + h / 2, width: r.width - h, height: r.height - h)
    }

    /// The centre of the pixel column (or row) nearest to `v`: where a one-pixel line along that axis is crisp.
    func lineCenter(_ v: Double) -> Double { ((v * scale).rounded(.down) + 0.5) / scale }
}

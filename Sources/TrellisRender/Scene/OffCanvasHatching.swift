import CCairo
import TrellisLayout

/// The hatching of off-canvas parts: hairlines at 45°, one every 6 pt, in a phase set by each view's frame.
///
/// On a PNG the lines are one small tile repeated: a line's pixels depend only on where it crosses the pixel
/// grid, so a tile one period wide (6 pt in device pixels), stroked with the same lines, holds the lines'
/// pixels, and it is painted through the same clip. Stroking the lines rasterised each of them across the
/// whole off-canvas part of every view, a large share of rendering a feed that runs off the screen. The
/// picture is the same to within 2 levels per channel (the stroke's coverage and the colour are
/// composited in one step, the tile's in two), except that the tile's lines run into the frame's top and
/// bottom edges where the stroked ones end in a square cut (`OffCanvasHatchingTests`). Vector output, and a
/// transform that puts the lines off the pixel grid, keep the stroked lines.
final class HatchTiles {
    static let step = 6.0
    private struct Key: Hashable {
        let phase: Int, period: Int
    }
    private var tiles: [Key: CairoSurface] = [:]
    /// Whether PNG hatching uses tiles (false strokes the lines, as vector output does: the tests' reference).
    var isEnabled = true
    /// Tiles made so far.
    var count: Int { tiles.count }

    /// The tile for lines `x + y ≡ phase (mod period)` in device pixels, stroked as `drawOffCanvasHatching`
    /// strokes them (a one-pixel line in `ink`, the same for every tile of a render); nil when it can't be made.
    func tile(phase: Int, period: Int, ink: Color) -> CairoSurface? {
        let key = Key(phase: phase, period: period)
        if let tile = tiles[key] { return tile }
        guard let surface = try? CairoSurface.image(width: period, height: period),
            let context = try? CairoContext(surface: surface)
        else { return nil }
        context.setColor(ink)
        context.setLineWidth(1)
        context.setDash([])
        // Every line that reaches the tile (x + y from -1 to 2·period + 1): bottom-left to top-right, as the
        // stroked hatching draws them.
        for n in -1...2 {
            let c = Double(phase + n * period), p = Double(period)
            context.move(to: c - p - 1, p + 1)
            context.line(to: c + 1, -1)
        }
        context.stroke()
        cairo_surface_flush(surface.handle)
        tiles[key] = surface
        return surface
    }
}

extension RenderJob {
    /// Where the page shows more than the canvas, the parts of views outside it are hatched, so an
    /// off-canvas view is visible but clearly not on screen.
    func drawOffCanvasHatching() {
        guard plan.showsOffCanvas else { return }
        let canvas = grid.snap(plan.canvasRect)
        let page = Rect(x: 0, y: 0, width: plan.pageSize.width, height: plan.pageSize.height)
        var ink = palette.ink
        ink.alpha = 0.35
        for view in views where view.isVisible && view.clip == nil {
            // Only the part on the page is hatched: a view a million points wide costs what the page does.
            guard let frame = grid.snap(view.frame).intersection(page), frame.width > 0, frame.height > 0,
                !canvas.contains(frame)
            else { continue }
            context.withSavedState {
                // The frame minus the canvas: even-odd of the two rectangles, clipped to the frame.
                context.rectangle(frame)
                context.clip()
                context.rectangle(frame)
                context.rectangle(canvas)
                context.clipEvenOdd()
                if let tile = hatchTile(for: frame, ink: ink) {
                    context.paintRepeating(tile)
                    return
                }
                context.setColor(ink)
                context.setLineWidth(grid.hairline)
                context.setDash([])
                var x = frame.minX - frame.height
                while x < frame.maxX {
                    context.move(to: x, frame.maxY)
                    context.line(to: x + frame.height, frame.minY)
                    x += HatchTiles.step
                }
                context.stroke()
            }
        }
        // The canvas edge, dashed, so where the screen ends is plain.
        if let path = grid.hairlinePath(inside: canvas.insetBy(-grid.hairline)) {
            context.setColor(palette.ambiguous)
            context.setLineWidth(grid.hairline)
            context.setDash([4, 3])
            context.rectangle(path)
            context.stroke()
            context.setDash([])
        }
    }

    /// The tile that paints `frame`'s hatching on a PNG, or nil to stroke the lines: vector output, or a line
    /// spacing or phase that isn't a whole number of device pixels.
    private func hatchTile(for frame: Rect, ink: Color) -> CairoSurface? {
        guard !isVector, hatchTiles.isEnabled else { return nil }
        // The step in device pixels, from the current transform (a uniform scale, no rotation or skew).
        let origin = context.devicePoint(0, 0)
        let across = context.devicePoint(HatchTiles.step, 0), down = context.devicePoint(0, HatchTiles.step)
        let period = across.x - origin.x
        guard across.y == origin.y, down.x == origin.x, down.y - origin.y == period else { return nil }
        // The lines run from (x, maxY) to (x + height, minY) for x = minX - height + k·step: in device
        // space x + y is constant along each, (minX + minY) in device pixels plus k periods.
        let corner = context.devicePoint(frame.minX, frame.minY)
        let sum = corner.x + corner.y
        // (A period of more than 256 pixels — a scale above 42 — is stroked rather than tiled.)
        guard period >= 1, period <= 256, abs(period - period.rounded()) < 1e-9, abs(sum - sum.rounded()) < 1e-6
        else { return nil }
        let p = Int(period.rounded())
        let phase = ((Int(sum.rounded()) % p) + p) % p
        return hatchTiles.tile(phase: phase, period: p, ink: ink)
    }
}

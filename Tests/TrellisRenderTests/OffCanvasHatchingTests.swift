import CCairo
import Testing
import TrellisLayout

@testable import TrellisRender

/// A PNG's off-canvas hatching is a repeated tile (`HatchTiles`); it must give the picture the stroked lines
/// give — the same lines in the same places — to within the rounding of compositing in two steps.
@Suite struct OffCanvasHatchingTests {
    /// A view running off the bottom of the canvas and one running off its right, with content under them.
    private let spec = """
        canvas: {width: 200, height: 100}
        views:
          tall: {background: lightblue, constraints: [leading == canvas.leading + 13, top == canvas.top + 30, width == 90, height == 140]}
          wide: {constraints: [leading == canvas.leading + 120, top == canvas.top + 7, width == 150, height == 41]}
          inner: {background: pink, constraints: [leading == tall.leading + 5, top == tall.top + 80, width == 40, height == 50]}
        """

    /// The page drawn as `Renderer` draws it, with the hatching tiled or stroked.
    private func render(_ layout: SolvedLayout, scale: Int, tiles: Bool, format: OutputFormat = .png) throws
        -> (image: RasterImage, tilesMade: Int)
    {
        var options = RenderOptions(scale: scale, padding: 0)
        options.format = format
        let plan = try Renderer.plan(layout, options: options)
        let surface = try CairoSurface.image(width: plan.pixelWidth, height: plan.pixelHeight)
        let tilesMade: Int
        do {
            let context = try CairoContext(surface: surface)
            context.scale(plan.scale, plan.scale)
            let job = try RenderJob(plan: plan, context: context)
            job.hatchTiles.isEnabled = tiles
            try job.draw()
            tilesMade = job.hatchTiles.count
        }
        cairo_surface_flush(surface.handle)
        return (try #require(RasterImage(pngBytes: try surface.pngBytes())), tilesMade)
    }

    @Test(arguments: [1, 2, 3])
    func tiledHatchingGivesTheStrokedLines(scale: Int) throws {
        let layout = try PictureSupport.solve(spec)
        let tiled = try render(layout, scale: scale, tiles: true)
        let stroked = try render(layout, scale: scale, tiles: false)
        #expect(tiled.tilesMade >= 1)
        #expect(stroked.tilesMade == 0)
        let a = tiled.image, b = stroked.image
        try #require(a.width == b.width && a.height == b.height)
        // Rows where a stroked line ends (a hatched frame's top or bottom edge, ±1 device pixel) are left out:
        // there the stroke's square cut leaves a corner the tile's unbroken line fills.
        var lineEnds: Set<Int> = []
        for name in ["tall", "wide", "inner"] {
            let frame = try #require(layout.view(named: name)).absoluteFrame
            for edge in [frame.minY, frame.maxY] {
                let row = Int((edge * Double(scale)).rounded())
                lineEnds.formUnion(row - 1...row + 1)
            }
        }
        var compared = 0, differing = 0, largest = 0
        for y in 0..<a.height where !lineEnds.contains(y) {
            for x in 0..<a.width {
                guard let p = a.pixel(x: x, y: y), let q = b.pixel(x: x, y: y) else { continue }
                compared += 1
                let d = max(
                    abs(Int(p.red) - Int(q.red)), abs(Int(p.green) - Int(q.green)), abs(Int(p.blue) - Int(q.blue)))
                if d > 0 { differing += 1 }
                largest = max(largest, d)
            }
        }
        #expect(largest <= 2, "largest difference \(largest) over \(differing) of \(compared) pixels")
        // The hatching is there in both (not two blank pages compared): the page below the canvas, inside
        // `tall`, has ink lines, which a plain fill would not.
        let tall = try #require(layout.view(named: "tall")).absoluteFrame
        var shades: Set<RasterImage.Pixel> = []
        for y in Int(120 * Double(scale))..<Int(125 * Double(scale)) {
            for x in Int((tall.minX + 50) * Double(scale))..<Int((tall.minX + 70) * Double(scale)) {
                if let p = a.pixel(x: x, y: y) { shades.insert(p) }
            }
        }
        #expect(shades.count > 2)
    }

    @Test func vectorOutputStrokesTheLines() throws {
        let layout = try PictureSupport.solve(spec)
        #expect(try render(layout, scale: 2, tiles: true, format: .svg).tilesMade == 0)
        #expect(try render(layout, scale: 2, tiles: true, format: .pdf).tilesMade == 0)
    }

    @Test func oneTilePerPhase() throws {
        let tiles = HatchTiles()
        let ink = Color(red8: 20, green8: 30, blue8: 40)
        let first = try #require(tiles.tile(phase: 5, period: 12, ink: ink))
        #expect(tiles.tile(phase: 5, period: 12, ink: ink) === first)
        #expect(tiles.tile(phase: 6, period: 12, ink: ink) !== first)
        #expect(tiles.count == 2)
        // The tile's ink lies on x + y ≡ 5 (mod 12): strong there, nothing half a period away.
        cairo_surface_flush(first.handle)
        let image = try #require(RasterImage(pngBytes: try first.pngBytes()))
        let onLine = try #require(image.pixel(x: 2, y: 2)) // 2 + 2 + 0.5 + 0.5 = 5
        let between = try #require(image.pixel(x: 5, y: 6)) // centre on x + y = 12: 3.5 px from the line at 17
        #expect(onLine.alpha > 128)
        #expect(between.alpha == 0)
    }
}

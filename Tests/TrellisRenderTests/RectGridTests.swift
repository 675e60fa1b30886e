import Testing
import TrellisLayout

@testable import TrellisRender

/// The grid behind the renderer's "which views lie under this point" questions (`RectGrid`), and the
/// answers built on it, against scans of every view.
@Suite struct RectGridTests {
    static func randomRects(_ count: Int, seed: UInt64) -> [Rect] {
        var random = TagPlacementTests.SplitMix(state: seed)
        return (0..<count).map { _ in
            Rect(
                x: Double(Int.random(in: -50...400, using: &random)),
                y: Double(Int.random(in: -50...900, using: &random)),
                width: Double(Int.random(in: 0...300, using: &random)),
                height: Double(Int.random(in: 0...300, using: &random)))
        }
    }

    @Test func everyRectangleHoldingAPointIsAmongItsCandidatesInInsertionOrder() throws {
        let rects = Self.randomRects(500, seed: 7)
        let area = try #require(RectGrid.bounds(of: rects))
        var grid = RectGrid(area: area, expectedCount: rects.count, slack: 0.5)
        for (i, r) in rects.enumerated() { grid.insert(i, r) }
        var random = TagPlacementTests.SplitMix(state: 11)
        var checked = 0
        for _ in 0..<2000 {
            // Points on and off the rectangles' edges (whole and half points), and outside the area.
            let p = Point(
                x: Double(Int.random(in: -120...1400, using: &random)) / 2,
                y: Double(Int.random(in: -120...2400, using: &random)) / 2)
            let candidates = grid.candidates(at: p).map(Int.init)
            #expect(candidates == candidates.sorted())
            let holding = rects.indices.filter {
                let r = rects[$0]
                return p.x >= r.minX - 0.5 && p.x <= r.maxX + 0.5 && p.y >= r.minY - 0.5 && p.y <= r.maxY + 0.5
            }
            #expect(Set(holding).isSubset(of: Set(candidates)), "\(p)")
            checked += holding.count
        }
        #expect(checked > 2000)
        #expect(grid.candidates(at: Point(x: .nan, y: 10)).isEmpty)
        #expect(grid.candidates(at: Point(x: 10_000, y: 10)).isEmpty)
    }

    /// A feed's column of 3,000 views, 210,000 points tall: a point's cell lists two of them, not the column.
    @Test func aTallColumnListsAFewRectanglesPerCell() throws {
        let rects = (0..<3000).map { Rect(x: 16, y: Double($0) * 70, width: 361, height: 62) }
        let area = try #require(RectGrid.bounds(of: rects))
        var grid = RectGrid(area: area, expectedCount: rects.count)
        for (i, r) in rects.enumerated() { grid.insert(i, r) }
        let longest = stride(from: 0.0, to: 210_000, by: 35).map { grid.candidates(at: Point(x: 100, y: $0)).count }
            .max()
        #expect(longest == 2)
    }

    @Test func aGridOverADegenerateAreaStillAnswers() {
        var line = RectGrid(area: Rect(x: 0, y: 5, width: 100, height: 0), expectedCount: 10)
        line.insert(0, Rect(x: 10, y: 5, width: 20, height: 0))
        line.insert(1, Rect(x: 60, y: 5, width: 20, height: 0))
        #expect(line.candidates(at: Point(x: 20, y: 5)) == [0])
        #expect(line.candidates(at: Point(x: 70, y: 5)) == [1])
        var point = RectGrid(area: Rect(x: 3, y: 3, width: 0, height: 0), expectedCount: 1)
        point.insert(4, Rect(x: 3, y: 3, width: 0, height: 0))
        #expect(point.candidates(at: Point(x: 3, y: 3)) == [4])
    }

    /// An area vastly wider than tall (or taller than wide): the ideal column count overflows an Int or is
    /// infinite (found by the fuzzer: a view 1e-300 points high trapped the render); it is clamped to the
    /// cells there are, and the grid still answers.
    @Test(arguments: [(1e300, 1e-300), (1e-300, 1e300), (1e308, 1e-308), (5e-324, 1)])
    func aGridOverAnExtremeAreaStillAnswers(width: Double, height: Double) {
        var grid = RectGrid(area: Rect(x: 0, y: 0, width: width, height: height), expectedCount: 100)
        grid.insert(7, Rect(x: 0, y: 0, width: width, height: height))
        #expect(grid.candidates(at: Point(x: 0, y: 0)) == [7])
        #expect(grid.candidates(at: Point(x: width, y: height)) == [7])
    }

    /// 120 views at random (seeded): every sixth a large card, the others small views that often fall on
    /// one; backgrounds opaque, translucent, clear or none; some hidden, some of negative size.
    static let overlappingViews: String = {
        var random = TagPlacementTests.SplitMix(state: 3)
        var yaml = "canvas: {width: 400, height: 800}\nviews:\n"
        let colors = [
            "", "", "background: red", "background: '#00ff0080'", "background: '#0000ff00'", "background: blue",
        ]
        for i in 0..<120 {
            let x = Int.random(in: 0...300, using: &random), y = Int.random(in: 0...700, using: &random)
            let sizes = i % 6 == 0 ? 150...320 : -10...60
            let w = Int.random(in: sizes, using: &random), h = Int.random(in: sizes, using: &random)
            let color = colors[Int.random(in: 0..<colors.count, using: &random)]
            let hidden = Int.random(in: 0..<10, using: &random) == 0
            yaml += "  v\(i):\n"
            if !color.isEmpty { yaml += "    \(color)\n" }
            if hidden { yaml += "    hidden: true\n" }
            yaml +=
                "    constraints: [leading == canvas.leading + \(x), top == canvas.top + \(y), "
                + "width == \(w), height == \(h)]\n"
        }
        return yaml
    }()

    /// Overlapping views with and without backgrounds (translucent, clear), some hidden, some of negative
    /// size: every view inherits what a scan of all the backgrounds drawn before it finds.
    @Test func inheritedBackgroundsMatchAScanOfEveryBackdrop() throws {
        let layout = try PictureSupport.solve(Self.overlappingViews)
        let views = ViewScene.build(layout, origin: Point(x: 16, y: 16))
        #expect(views.count == 120)
        #expect(views.contains { $0.frame.width < 0 })
        for dark in [false, true] {
            let inherited = RenderJob.inheritedBackgrounds(views, dark: dark)
            #expect(inherited == Self.scannedBackgrounds(views, dark: dark))
            #expect(inherited.compactMap { $0 }.count >= 20)
        }
    }

    /// The colour under a point (what a tag's plate sits on) is every fill that holds it, in z-order, as
    /// a scan of every view finds, whatever the theme and style.
    @Test func backdropsMatchAScanOfEveryView() throws {
        let layout = try PictureSupport.solve(Self.overlappingViews)
        for (options, fills) in [
            (RenderOptions(scale: 1), true), (RenderOptions(scale: 1, theme: .dark), true),
            (RenderOptions(scale: 1, style: .content), true), (RenderOptions(scale: 1, style: .wireframe), false),
        ] {
            let plan = try RenderPlan(layout: layout, options: options)
            let job = try RenderJob(plan: plan, context: try CairoContext(surface: .image(width: 1, height: 1)))
            var differing = 0, painted = 0
            for x in stride(from: 0.0, through: 440, by: 7.5) {
                for y in stride(from: 0.0, through: 840, by: 7.5) {
                    let point = Point(x: x, y: y)
                    let backdrop = job.backdrop(at: point)
                    if backdrop != Self.scannedBackdrop(job, at: point) { differing += 1 }
                    if backdrop != job.backdrop(at: Point(x: -1000, y: -1000)) { painted += 1 }
                }
            }
            #expect(differing == 0)
            // The wireframe style fills nothing: the page shows everywhere.
            #expect(fills ? painted > 1000 : painted == 0)
        }
    }

    static func scannedBackdrop(_ job: RenderJob, at point: Point) -> Color {
        var color = job.options.background.map { Contrast.over($0, job.palette.page) } ?? job.palette.page
        for view in job.views where view.isVisible {
            let r = view.visibleFrame
            guard point.x >= r.minX, point.x < r.maxX, point.y >= r.minY, point.y < r.maxY else { continue }
            guard let fill = job.boxColors(view).fill, fill.alpha > 0 else { continue }
            color = Contrast.over(fill, color)
        }
        return color
    }

    /// The definition, by scanning: a view shows its superview's background (or what shows through the
    /// superview), else the background of the last visible view before it in z-order that covers its frame.
    static func scannedBackgrounds(_ views: [ViewScene], dark: Bool) -> [Color?] {
        func visibleBackground(_ view: ViewScene) -> Color? {
            view.node.background(dark: dark).flatMap { $0.alpha > 0 ? $0 : nil }
        }
        var shown: [String: Color?] = [:]
        return views.indices.map { index in
            let view = views[index]
            let superview = view.solved.superview.flatMap { name in views.first { $0.name == name } }
            var color = superview.flatMap { visibleBackground($0) ?? shown[$0.name] ?? nil }
            if color == nil, view.isVisible {
                let earlier = views[..<index].filter {
                    $0.isVisible && $0.frame.isDrawable && visibleBackground($0) != nil
                }
                color = earlier.last { $0.visibleFrame.contains(view.frame) }.flatMap(visibleBackground)
            }
            if shown[view.name] == nil { shown[view.name] = color }
            return color
        }
    }
}

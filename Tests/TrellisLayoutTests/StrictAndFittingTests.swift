import Testing

@testable import TrellisLayout

/// `StrictCheck` (what `--strict` refuses) and `fittedCanvas` (`height: fit`), at the library level.
@Suite struct StrictAndFittingTests {
    /// A 400-wide container pushed past the right edge of a 320 canvas, holding `content`.
    static func overhanging(_ content: [ViewNode]) -> LayoutDocument {
        let box = Doc.view(
            "box",
            [
                Doc.c(.owner, .left, .equal, .canvas, .left, 100), Doc.c(.owner, .top, .equal, .canvas, .top, 10),
                Doc.c(.owner, .width, .equal, nil, nil, 400), Doc.c(.owner, .height, .equal, nil, nil, 40),
            ], subviews: content)
        return LayoutDocument(canvas: Doc.iPhoneSE, views: [box])
    }

    @Test func overhangingViewsFailOnlyWhenTheyHoldContent() throws {
        let empty = try Doc.engine().solve(Self.overhanging([]))
        #expect(empty.diagnostics.map(\.code) == ["outside-superview"])
        #expect(StrictCheck.violations(in: empty).isEmpty)
        let label = Doc.label(
            "caption", "Hello", size: 14,
            [
                Doc.c(.owner, .left, .equal, .superview, .left, 8),
                Doc.c(.owner, .top, .equal, .superview, .top, 8),
            ])
        let holding = try Doc.engine().solve(Self.overhanging([label]))
        let violations = StrictCheck.violations(in: holding)
        #expect(violations.map(\.code) == ["outside-superview"])
        #expect(violations.allSatisfy { $0.severity == .error })
    }

    @Test func ambiguityAndConflictsFail() throws {
        let lost = Doc.view("lost", [Doc.c(.owner, .width, .equal, nil, nil, 10)])
        let fixed = Doc.view(
            "fixed",
            [
                Doc.c(.owner, .left, .equal, .canvas, .left), Doc.c(.owner, .top, .equal, .canvas, .top),
                Doc.c(.owner, .width, .equal, nil, nil, 10), Doc.c(.owner, .width, .equal, nil, nil, 20),
                Doc.c(.owner, .height, .equal, nil, nil, 10),
            ])
        let layout = try Doc.engine().solve(LayoutDocument(canvas: Doc.iPhoneSE, views: [lost, fixed]))
        #expect(Set(StrictCheck.violations(in: layout).map(\.code)) == ["ambiguous", "unsatisfiable"])
    }

    @Test func fittedCanvasIsTheContainersCompressedSize() throws {
        var canvas = Canvas(width: 300, height: 568, scale: 2)
        canvas.fitsHeight = true
        let label = Doc.label(
            "text", Doc.text16, size: 17, lines: 0,
            [
                Doc.c(.owner, .left, .equal, .canvas, .left, 20), Doc.c(.owner, .right, .equal, .canvas, .right, -20),
                Doc.c(.owner, .top, .equal, .canvas, .top, 30), Doc.c(.owner, .bottom, .equal, .canvas, .bottom, -10),
            ])
        let document = LayoutDocument(canvas: canvas, views: [label])
        let fitted = try Doc.engine().fittedCanvas(document)
        let layout = try Doc.engine().solve(document)
        let text = try #require(layout.view(named: "text"))
        #expect(fitted.canvas.width == 300 && !fitted.canvas.fitsHeight)
        #expect(layout.canvas.height == fitted.canvas.height)
        #expect(text.frame.width == 260)
        #expect(layout.canvas.height == text.frame.height + 40)
        #expect((text.textLayout?.lines.count ?? 0) >= 2)
        // Unchanged when nothing fits.
        #expect(
            try Doc.engine().fittedCanvas(LayoutDocument(canvas: Doc.iPhoneSE, views: [label])).canvas == Doc.iPhoneSE)
    }
}

import Testing
import TrellisText

@testable import TrellisLayout

/// `sizeToFit` and `sizeThatFits:` on views with frames (the fitted size becomes the frame's size before
/// autoresizing constraints are made) and on views laid out by constraints.
struct SizeToFitTests {
    /// Seed 000 scene 3's text view: 18 pt text, frame (10, 40, 300, 0).
    static func textView(frame: Rect?, sizeToFit: Bool = false, sizeThatFits: Size? = nil) -> ViewNode {
        var v = ViewNode(name: "textView", kind: .textView, location: Doc.at(5))
        v.text = Doc.text16
        v.textStyle = TextStyle(font: Font(size: 18))
        v.frame = frame
        v.sizeToFit = sizeToFit
        v.sizeThatFits = sizeThatFits
        return v
    }

    @Test func sizeToFitResizesTheFrameAndKeepsItsOrigin() throws {
        let engine = try Doc.engine()
        let view = Self.textView(frame: Rect(x: 10, y: 40, width: 300, height: 0), sizeToFit: true)
        let layout = try engine.solve(LayoutDocument(canvas: Doc.iPhoneSE, views: [view]))
        // sizeThatFits:(300, 0): the text wrapped at 300 − 10, plus 10 of padding and 16 of insets.
        #expect(layout.frame("textView") == Rect(x: 10, y: 40, width: 298, height: 80.5))
        #expect(layout.diagnostics.isEmpty)
        // Only the frame's two autoresizing constraints per axis, no competing size constraints.
        #expect(layout.constraints.map(\.origin) == [.autoresizing, .autoresizing, .autoresizing, .autoresizing])
        #expect(layout.constraints.allSatisfy { $0.status == .satisfied })
        let width = try #require(layout.constraints.first { $0.firstAttribute == .width })
        #expect(width.constant == 298)
        // The declaration is kept as written.
        #expect(layout.view(named: "textView")?.node.frame == Rect(x: 10, y: 40, width: 300, height: 0))
    }

    @Test func sizeToFitWithAFrameEqualsSizeThatFitsOfTheFrameSize() throws {
        let engine = try Doc.engine()
        let view = Self.textView(frame: Rect(x: 10, y: 40, width: 300, height: 0), sizeToFit: true)
        let expected = engine.sizeThatFits(view, Size(width: 300, height: 0), scale: 2)
        let byConstraints = Self.textView(frame: nil, sizeThatFits: Size(width: 300, height: 0))
        var pinned = byConstraints
        pinned.constraints = [
            Doc.c(.owner, .top, .equal, .superview, .top, 40),
            Doc.c(.owner, .left, .equal, .superview, .left, 10),
        ]
        let a = try engine.solve(LayoutDocument(canvas: Doc.iPhoneSE, views: [view])).frame("textView")
        let b = try engine.solve(LayoutDocument(canvas: Doc.iPhoneSE, views: [pinned])).frame("textView")
        #expect(a.size == expected)
        #expect(a == b)
    }

    @Test func sizeThatFitsOnAFrameViewSetsTheFrameSize() throws {
        let engine = try Doc.engine()
        let view = Self.textView(
            frame: Rect(x: 10, y: 40, width: 100, height: 20),
            sizeThatFits: Size(width: 200, height: 0))
        let layout = try engine.solve(LayoutDocument(canvas: Doc.iPhoneSE, views: [view]))
        let expected = engine.sizeThatFits(view, Size(width: 200, height: 0), scale: 2)
        #expect(expected.width <= 200 && expected.height > 20)
        #expect(layout.frame("textView") == Rect(origin: Point(x: 10, y: 40), size: expected))
        #expect(!layout.codes().contains("unsatisfiable"))
    }

    @Test func aFittedSuperviewGivesItsSubviewsTheFittedCurrentSize() throws {
        // A label sized to fit, with a flexible-width subview: the subview's autoresizing uses the
        // superview's fitted width as its current size, so the subview keeps its margins (0 and 10).
        let engine = try Doc.engine()
        var label = Doc.label("title", Doc.text8, size: 14)
        label.frame = Rect(x: 10, y: 40, width: 0, height: 0)
        label.sizeToFit = true
        var strip = Doc.view("strip")
        strip.frame = Rect(x: 0, y: 0, width: 5, height: 2)
        strip.autoresizing = [.flexibleWidth]
        label.subviews = [strip]
        let layout = try engine.solve(LayoutDocument(canvas: Doc.iPhoneSE, views: [label]))
        let measured = try engine.textEngine.layout(
            Doc.text8, style: TextStyle(font: Font(size: 14)), width: nil, scale: 2)
        #expect(layout.frame("title") == Rect(x: 10, y: 40, width: measured.size.width, height: 17))
        // Current superview size for the subview is the fitted one (not 0 × 0), so its width is unchanged.
        #expect(layout.view(named: "strip")?.frame == Rect(x: 0, y: 0, width: 5, height: 2))
        #expect(!layout.codes().contains("unsatisfiable"))
    }

    @Test func sizeToFitOnAViewLaidOutByConstraintsChangesNothingAndWarns() throws {
        let engine = try Doc.engine()
        var plain = Doc.scene1Label()
        let reference = try engine.solve(LayoutDocument(canvas: Doc.iPhoneSE, views: [plain]))
        plain.sizeToFit = true
        // Pinning both sides would conflict with a fixed fitted width; with sizeToFit ignored it doesn't.
        plain.constraints.append(Doc.c(.owner, .right, .equal, .superview, .right, -10))
        let layout = try engine.solve(LayoutDocument(canvas: Doc.iPhoneSE, views: [plain]))
        #expect(layout.frame("testLabel") == Rect(x: 10, y: 40, width: 300, height: 17))
        #expect(reference.frame("testLabel").width < 300)
        #expect(!layout.constraints.contains { $0.origin == .sizeThatFits })
        #expect(layout.codes("testLabel") == ["ineffective-size-to-fit"])
        let warning = try #require(layout.diagnostics.first)
        #expect(warning.severity == .warning)
        #expect(warning.location == Doc.at(1))
        #expect(warning.message.contains("sizeToFit has no effect"))
    }

    @Test func sizeThatFitsWithoutAFrameStillBecomesRequiredConstraints() throws {
        let engine = try Doc.engine()
        var view = Self.textView(frame: nil, sizeThatFits: Size(width: 300, height: 0))
        view.constraints = [
            Doc.c(.owner, .top, .equal, .superview, .top, 40),
            Doc.c(.owner, .left, .equal, .superview, .left, 10),
        ]
        let layout = try engine.solve(LayoutDocument(canvas: Doc.iPhoneSE, views: [view]))
        #expect(layout.frame("textView") == Rect(x: 10, y: 40, width: 298, height: 80.5))
        let fixed = layout.constraints.filter { $0.origin == .sizeThatFits }
        #expect(fixed.map(\.constant) == [298, 80.5])
        #expect(fixed.allSatisfy { $0.priority == 1000 && $0.status == .satisfied })
    }
}

import Testing
import TrellisText

@testable import TrellisLayout

/// Seed 000's scenes with iOS's logged numbers (those that don't depend on glyph widths).
struct SeedSceneTests {
    @Test func scene1LabelSizesToItsText() throws {
        let engine = try Doc.engine()
        let doc = LayoutDocument(canvas: Doc.iPhoneSE, views: [Doc.scene1Label()])
        let layout = try engine.solve(doc)
        let frame = layout.frame("testLabel")
        let measured = try engine.textEngine.layout(
            Doc.text8, style: TextStyle(font: Font(size: 14)), width: nil, scale: 2)
        #expect(frame.origin == Point(x: 10, y: 40))
        #expect(frame.height == 17)
        #expect(frame.width == measured.size.width)
        #expect(layout.view(named: "testLabel")?.intrinsicSize == Size(width: measured.size.width, height: 17))
        #expect(layout.view(named: "testLabel")?.textLayout?.lines.count == 1)
        #expect(layout.diagnostics.isEmpty)
    }

    @Test func scene2PaddedIntrinsicSize() throws {
        let engine = try Doc.engine()
        var label = Doc.scene1Label()
        label.intrinsicPadding = Size(width: 20, height: 20)
        let layout = try engine.solve(LayoutDocument(canvas: Doc.iPhoneSE, views: [label]))
        let measured = try engine.textEngine.layout(
            Doc.text8, style: TextStyle(font: Font(size: 14)), width: nil, scale: 2)
        #expect(layout.frame("testLabel").size == Size(width: measured.size.width + 20, height: 37))
    }

    @Test func preferredMaxLayoutWidthWrapsAndReportsTheWidestLine() throws {
        let engine = try Doc.engine()
        let doc = LayoutDocument(canvas: Doc.iPhoneSE, views: [Doc.scene1Label(lines: 0, preferredMax: 100)])
        let layout = try engine.solve(doc)
        let frame = layout.frame("testLabel")
        let solved = try #require(layout.view(named: "testLabel"))
        #expect(frame.width <= 100)
        #expect(frame.height > 17)
        #expect((solved.textLayout?.lines.count ?? 0) > 1)
        let wrapped = try engine.textEngine.layout(
            Doc.text8, style: TextStyle(font: Font(size: 14), numberOfLines: 0),
            width: 100, scale: 2)
        #expect(frame.size == Size(width: wrapped.size.width, height: wrapped.size.height))
    }

    @Test func scene4ContainerSizesToTwoLabels() throws {
        let layout = try Doc.engine().solve(Doc.scene4())
        #expect(layout.frame("label1").height == 33.5)
        #expect(layout.frame("label2").height == 64.5)
        #expect(layout.frame("bgView") == Rect(x: 0, y: 10, width: 320, height: 128))
        #expect(layout.frame("label1").minX == 10)
        let label2Top: Double = 10 + 33.5 + 10
        #expect(layout.frame("label2").minY == 10 + label2Top)
        #expect(layout.view(named: "label2")?.frame.minY == label2Top)
        #expect(layout.diagnostics.isEmpty)
    }

    @Test func scene5TextViewCollapsesWithAHint() throws {
        let layout = try Doc.engine().solve(Doc.scene4(secondKind: .textView))
        #expect(layout.frame("textView1").height == 0)
        let expected: Double = 10 + 33.5 + 10 + 10
        #expect(layout.frame("bgView").height == expected)
        let hint = try #require(layout.diagnostics.first { $0.code == "zero-size" && $0.views == ["textView1"] })
        #expect(hint.message.contains("no intrinsic height: add a height constraint or size it with sizeThatFits"))
        #expect(hint.location == Doc.at(30))
    }

    @Test func scene5TextViewSizedWithSizeThatFits() throws {
        let engine = try Doc.engine()
        let layout = try engine.solve(Doc.scene4(secondKind: .textView, sizeThatFits: Size(width: 300, height: 0)))
        var probe = ViewNode(name: "t", kind: .textView)
        probe.text = Doc.text16
        probe.textStyle = TextStyle(font: Font(size: 18), numberOfLines: 0)
        let fit = engine.sizeThatFits(probe, Size(width: 300, height: 0), scale: 2)
        #expect(fit.width <= 300)
        #expect(fit.height > 16)
        #expect(layout.frame("textView1").size == fit)
        let expected: Double = 10 + 33.5 + 10 + fit.height + 10
        #expect(layout.frame("bgView").height == expected)
        #expect(!layout.codes().contains("zero-size"))
    }

    @Test func sizeThatFitsOfLeafViews() throws {
        let engine = try Doc.engine()
        #expect(engine.sizeThatFits(ViewNode(name: "s", kind: .switch), .zero, scale: 2) == Size(width: 51, height: 31))
        let label = Doc.label("l", Doc.text8, size: 14, lines: 0)
        let unbounded = engine.sizeThatFits(label, .zero, scale: 2)
        let narrow = engine.sizeThatFits(label, Size(width: 100, height: 0), scale: 2)
        #expect(unbounded.height == 17)
        #expect(narrow.width <= 100)
        #expect(narrow.height > unbounded.height)
    }

    @Test func determinism() throws {
        let engine = try Doc.engine()
        let doc = Doc.scene4(secondKind: .textView)
        #expect(try engine.solve(doc) == engine.solve(doc))
    }
}

import Testing
import TrellisText

@testable import TrellisLayout

struct FittingAndContainerTests {
    /// A container with a label pinned at its top-left only: the right and bottom edges are free.
    func looseContainer(_ fittings: [FittingRequest]) -> LayoutDocument {
        let label = Doc.label(
            "label", Doc.text8, size: 14,
            [
                Doc.c(.owner, .left, .equal, .superview, .left, 10), Doc.c(.owner, .top, .equal, .superview, .top, 10),
            ])
        let box = Doc.view(
            "box",
            [
                Doc.c(.owner, .left, .equal, .superview, .left), Doc.c(.owner, .top, .equal, .superview, .top),
                Doc.c(.owner, .width, .equal, .superview, .width, m: 0.5),
                Doc.c(.owner, .height, .equal, .superview, .height, m: 0.25),
            ],
            subviews: [label])
        return LayoutDocument(canvas: Doc.iPhoneSE, views: [box], fittings: fittings)
    }

    @Test func compressedAndExpandedDifferWhenAnEdgeIsFree() throws {
        let doc = looseContainer([
            FittingRequest(view: "box", target: .compressed),
            FittingRequest(view: "box", target: .expanded),
        ])
        let layout = try Doc.engine().solve(doc)
        #expect(layout.fittings.map(\.size) == [Size(width: 0, height: 0), Size(width: 10000, height: 10000)])
        // In the canvas its size comes from the canvas; measured in isolation those constraints don't apply.
        #expect(layout.frame("box").size == Size(width: 160, height: 142))
    }

    @Test func fittingAContainerWithCompleteConstraints() throws {
        var doc = Doc.scene4()
        doc.fittings = [
            FittingRequest(view: "bgView", target: .compressed),
            FittingRequest(view: "bgView", target: .size(Size(width: 320, height: 0)), horizontalPriority: 1000),
        ]
        let layout = try Doc.engine().solve(doc)
        // In isolation the container hugs its labels: height 10 + 33.5 + 10 + 64.5 + 10.
        #expect(layout.fittings[0].size.height == 128)
        let widest = max(layout.frame("label1").width, layout.frame("label2").width)
        #expect(layout.fittings[0].size.width == widest + 20)
        #expect(layout.fittings[1].size == Size(width: 320, height: 128))
    }

    /// Seed 003: a container that sizes to three multi-line labels.
    func seed003(sides: Bool) -> LayoutDocument {
        let long = String(repeating: "作业地址 预约地址 取消原因 ", count: 4)
        var labels: [ViewNode] = []
        for (i, name) in ["black", "yellow", "red"].enumerated() {
            var cs = [
                Doc.c(.owner, .leading, .equal, .superview, .leading, 10),
                Doc.c(.owner, .trailing, .equal, .superview, .trailing, -10),
            ]
            cs.append(
                i == 0
                    ? Doc.c(.owner, .top, .equal, .superview, .top, 10)
                    : Doc.c(.owner, .top, .equal, .view(["black", "yellow"][i - 1]), .bottom, 8))
            if i == 2 { cs.append(Doc.c(.owner, .bottom, .equal, .superview, .bottom, -10)) }
            labels.append(Doc.label(name, long, size: 15, lines: 0, cs))
        }
        var cs = [Doc.c(.owner, .top, .equal, .superview, .top, 100)]
        cs +=
            sides
            ? [
                Doc.c(.owner, .leading, .equal, .superview, .leading, 20),
                Doc.c(.owner, .trailing, .equal, .superview, .trailing, -20),
            ]
            : [Doc.c(.owner, .centerX, .equal, .superview, .centerX)]
        return LayoutDocument(canvas: Doc.iPhoneSE, views: [Doc.view("container", cs, subviews: labels)])
    }

    @Test func seed003ContainerWithSideConstraintsWraps() throws {
        let layout = try Doc.engine().solve(seed003(sides: true))
        let container = layout.frame("container")
        #expect(container.minX == 20 && container.width == 280)
        for name in ["black", "yellow", "red"] {
            let label = try #require(layout.view(named: name))
            #expect(label.frame.width == 260)
            #expect((label.textLayout?.lines.count ?? 0) > 1)
            #expect(label.frame.height == label.textLayout?.size.height)
        }
        let heights = ["black", "yellow", "red"].map { layout.frame($0).height }
        let expected: Double = heights.reduce(36, +)
        #expect(container.height == expected)
        #expect(!layout.codes().contains("outside-superview"))
        #expect(!layout.codes().contains("ambiguous"))
    }

    @Test func seed003ContainerWithoutSidesIsPushedOffScreen() throws {
        let layout = try Doc.engine().solve(seed003(sides: false))
        let container = layout.frame("container")
        #expect(container.width > 320)
        #expect(container.minX < 0)
        #expect(layout.view(named: "black")?.textLayout?.lines.count == 1)
        let flagged = try #require(layout.diagnostics.first { $0.code == "outside-superview" })
        #expect(flagged.views == ["container"])
        #expect(flagged.message.contains("left by"))
        #expect(flagged.message.contains("right by"))
    }
}

import Testing
import TrellisText

@testable import TrellisLayout

struct DiagnosticsTests {
    func box(_ extra: [ConstraintNode]) -> LayoutDocument {
        let v = Doc.view(
            "box",
            [
                Doc.c(.owner, .left, .equal, .superview, .left, 10, line: 3),
                Doc.c(.owner, .top, .equal, .superview, .top, 10, line: 4),
            ] + extra)
        return LayoutDocument(canvas: Doc.iPhoneSE, views: [v])
    }

    @Test func conflictBreaksTheConstraintBeingAddedAndLogsLikeApple() throws {
        let doc = box([
            Doc.c(.owner, .width, .equal, nil, nil, 100, line: 5),
            Doc.c(.owner, .width, .equal, nil, nil, 200, line: 6),
            Doc.c(.owner, .height, .equal, nil, nil, 40, line: 7),
        ])
        let layout = try Doc.engine().solve(doc)
        #expect(layout.frame("box").size == Size(width: 100, height: 40))
        let statuses = layout.constraints.filter { $0.origin == .spec }.map(\.status)
        #expect(statuses == [.satisfied, .satisfied, .satisfied, .broken, .satisfied])
        let d = try #require(layout.diagnostics.first)
        #expect(d.code == "unsatisfiable")
        #expect(d.location == Doc.at(6))
        #expect(d.views == ["box"])
        #expect(d.details.first == "Unable to simultaneously satisfy constraints.")
        let list = try #require(d.details.firstIndex(of: "("))
        #expect(d.details[list + 1] == "    \"<NSLayoutConstraint:#3 UIView:box.width == 100   (active)>\",")
        #expect(d.details[list + 2] == "    \"<NSLayoutConstraint:#4 UIView:box.width == 200   (active)>\"")
        let recover = try #require(d.details.firstIndex(of: "Will attempt to recover by breaking constraint "))
        #expect(d.details[recover + 1] == "<NSLayoutConstraint:#4 UIView:box.width == 200   (active)>")
        #expect(d.details.contains("test.yaml:5:7: width == 100.0"))
        #expect(d.details.contains("test.yaml:6:7: width == 200.0   <- broken"))
        #expect(layout.diagnostics.count == 1)
    }

    @Test func ambiguousViewIsNamedWithTheFreeAttributes() throws {
        let layout = try Doc.engine().solve(box([Doc.c(.owner, .height, .equal, nil, nil, 40)]))
        let d = try #require(layout.diagnostics.first { $0.code == "ambiguous" })
        #expect(d.views == ["box"])
        #expect(d.message.contains("width"))
        #expect(!d.message.contains("position"))
        #expect(d.details.first == "AMBIGUOUS LAYOUT for UIView:box.Width")
    }

    @Test func invalidDocumentsThrowEveryProblemWithItsLocation() throws {
        var doc = box([
            Doc.c(.owner, .left, .equal, nil, nil, 10, line: 8),
            Doc.c(.owner, .top, .equal, .view("nobody"), .top, line: 9),
            Doc.c(.owner, .width, .equal, .superview, .left, line: 10),
            Doc.c(.owner, .height, .equal, nil, nil, 5, priority: 2000, line: 11),
        ])
        doc.views.append(Doc.view("box"))
        let error = try #require(throws: LayoutError.self) { try Doc.engine().solve(doc) }
        #expect(
            error.diagnostics.map(\.code) == [
                "duplicate-view", "invalid-constraint", "unknown-view",
                "invalid-constraint", "invalid-priority",
            ])
        #expect(error.diagnostics.dropFirst().map(\.location) == [Doc.at(8), Doc.at(9), Doc.at(10), Doc.at(11)])
        #expect(error.description.contains("test.yaml:8:7: error: "))
    }

    /// A view built through the Swift API (the spec reader refuses these numbers before) with a number that
    /// is not finite, wherever it sits, or a content priority outside (0, 1000], is an error at the view.
    @Test(arguments: [
        "preferredMaxLayoutWidth", "intrinsicPadding", "frame", "sizeThatFits", "intrinsicSize", "spacing",
        "customSpacing", "layoutMargins", "hugging",
    ])
    func nonFiniteNumbersAreErrorsAtTheView(_ field: String) throws {
        var v = Doc.view("box", [Doc.c(.owner, .left, .equal, .superview, .left, 10)])
        switch field {
        case "preferredMaxLayoutWidth": v.preferredMaxLayoutWidth = .nan
        case "intrinsicPadding": v.intrinsicPadding = Size(width: 0, height: .infinity)
        case "frame": v.frame = Rect(x: 0, y: 0, width: -.infinity, height: 10)
        case "sizeThatFits": v.sizeThatFits = Size(width: .nan, height: 10)
        case "intrinsicSize": v.intrinsicSizeOverride = Size(width: 10, height: .infinity)
        case "spacing": v.stack.spacing = .nan
        case "customSpacing":
            v.stack.customSpacing = [.init(after: "a", spacing: 8), .init(after: "b", spacing: .infinity)]
        case "layoutMargins": v.layoutMargins.right = .nan
        default: v.contentHugging.vertical = .nan
        }
        let error = try #require(throws: LayoutError.self) {
            try Doc.engine().solve(LayoutDocument(canvas: Doc.iPhoneSE, views: [v]))
        }
        let expected = field == "hugging" ? ["invalid-view", "invalid-priority"] : ["invalid-view"]
        #expect(error.diagnostics.map(\.code) == expected, "\(field)")
        #expect(error.diagnostics.first?.message == "view 'box' has a number that is not finite")
        #expect(error.diagnostics.first?.location == Doc.at(2))
    }

    @Test(arguments: [0.0, -1, 1000.5])
    func contentPrioritiesOutsideTheRangeAreErrors(_ priority: Double) throws {
        var v = Doc.view("box", [Doc.c(.owner, .left, .equal, .superview, .left, 10)])
        v.compressionResistance.horizontal = priority
        let error = try #require(throws: LayoutError.self) {
            try Doc.engine().solve(LayoutDocument(canvas: Doc.iPhoneSE, views: [v]))
        }
        #expect(error.diagnostics.map(\.code) == ["invalid-priority"])
    }

    @Test func missingImageIsAnErrorAtTheView() throws {
        var image = Doc.view("photo", kind: .image)
        image.imagePath = "/nonexistent/photo@2x.png"
        let error = try #require(throws: LayoutError.self) {
            try Doc.engine().solve(LayoutDocument(canvas: Doc.iPhoneSE, views: [image]))
        }
        #expect(error.diagnostics.map(\.code) == ["invalid-image"])
        #expect(error.diagnostics.first?.location == Doc.at(2))
    }
}

struct PriorityAndFrameTests {
    /// Reference §1.8 T2: a 300-wide container, A|B edge to edge, intrinsic 50 and 60, hugging 250 / 251.
    @Test func higherHuggingWins() throws {
        func item(_ name: String, _ width: Double, hug: Double) -> ViewNode {
            var v = Doc.view(name, [Doc.c(.owner, .top, .equal, .superview, .top)])
            v.intrinsicSizeOverride = Size(width: width, height: 20)
            v.contentHugging = AxisPriorities(horizontal: hug, vertical: 250)
            return v
        }
        var a = item("A", 50, hug: 250), b = item("B", 60, hug: 251)
        a.constraints.append(Doc.c(.owner, .left, .equal, .superview, .left))
        b.constraints += [
            Doc.c(.owner, .left, .equal, .view("A"), .right), Doc.c(.owner, .right, .equal, .superview, .right),
        ]
        var container = Doc.view("container", subviews: [a, b])
        container.frame = Rect(x: 10, y: 10, width: 300, height: 100)
        let layout = try Doc.engine().solve(LayoutDocument(canvas: Doc.iPhoneSE, views: [container]))
        #expect(layout.frame("A").width == 240)
        #expect(layout.frame("B").width == 60)
        #expect(layout.view(named: "B")?.frame.minX == 240)
        #expect(layout.diagnostics.isEmpty)
        let hug = layout.constraints.first {
            $0.firstView == "A" && $0.origin == .intrinsicSize && $0.relation == .lessThanOrEqual
        }
        #expect(hug?.status == .unsatisfied(error: 190))
    }

    /// Frame views inside a superview laid out by constraints (300 wide), designed in a 110 × 30 superview
    /// (`designSize`, here the subview's own extent): the generated constraints follow the table of reference
    /// §7 and stretch by the difference. Without a design size the superview's first-solved size is used,
    /// so every frame stays as written (`LayoutEngine.fillingDesignSizes`).
    @Test func autoresizingMasksFollowTheirSuperview() throws {
        try autoresizingInConstraintLaidOutSuperview(designSize: nil)
        try autoresizingInConstraintLaidOutSuperview(designSize: Size(width: 110, height: 30))
    }

    private func autoresizingInConstraintLaidOutSuperview(designSize: Size?) throws {
        func child(_ name: String, _ mask: AutoresizingMask) -> ViewNode {
            var v = Doc.view(name)
            v.frame = Rect(x: 10, y: 10, width: 100, height: 20)
            v.autoresizing = mask
            v.designSize = designSize
            return v
        }
        let parent = Doc.view(
            "parent",
            [
                Doc.c(.owner, .left, .equal, .superview, .left), Doc.c(.owner, .top, .equal, .superview, .top),
                Doc.c(.owner, .width, .equal, nil, nil, 300), Doc.c(.owner, .height, .equal, nil, nil, 200),
            ],
            subviews: [
                child("fixed", []), child("flexLeft", .flexibleLeftMargin),
                child("flexWidth", .flexibleWidth), child("flexBottom", .flexibleHeight),
            ])
        var framed = Doc.view("framed")
        framed.frame = Rect(x: 5, y: 6, width: 70, height: 80)
        let layout = try Doc.engine().solve(LayoutDocument(canvas: Doc.iPhoneSE, views: [parent, framed]))
        #expect(layout.view(named: "fixed")?.frame == Rect(x: 10, y: 10, width: 100, height: 20))
        let stretched = designSize != nil
        #expect(layout.view(named: "flexLeft")?.frame == Rect(x: stretched ? 200 : 10, y: 10, width: 100, height: 20))
        #expect(layout.view(named: "flexWidth")?.frame == Rect(x: 10, y: 10, width: stretched ? 290 : 100, height: 20))
        #expect(layout.view(named: "flexBottom")?.frame == Rect(x: 10, y: 10, width: 100, height: stretched ? 190 : 20))
        #expect(layout.frame("framed") == Rect(x: 5, y: 6, width: 70, height: 80))
        #expect(layout.constraints.filter { $0.origin == .autoresizing }.count == 5 * 4)
        #expect(layout.diagnostics.isEmpty)
    }

    @Test func twoPassLabelWrapsAtItsSolvedWidth() throws {
        let engine = try Doc.engine()
        let label = Doc.label(
            "l", Doc.text16, size: 14, lines: 0,
            [
                Doc.c(.owner, .leading, .equal, .superview, .leading, 10),
                Doc.c(.owner, .trailing, .equal, .superview, .trailing, -10),
                Doc.c(.owner, .top, .equal, .superview, .top, 20),
            ])
        let layout = try engine.solve(LayoutDocument(canvas: Doc.iPhoneSE, views: [label]))
        let wrapped = try engine.textEngine.layout(Doc.text16, style: label.textStyle, width: 300, scale: 2).layout
        #expect(wrapped.lines.count > 1)
        #expect(layout.frame("l") == Rect(x: 10, y: 20, width: 300, height: wrapped.size.height))
        #expect(layout.view(named: "l")?.intrinsicSize == Size(width: wrapped.size.width, height: wrapped.size.height))
        #expect(layout.view(named: "l")?.textLayout == wrapped)
    }

    @Test func baselinesAlignLabelsOfDifferentSizes() throws {
        let engine = try Doc.engine()
        let small = Doc.label(
            "small", "Small", size: 12,
            [
                Doc.c(.owner, .left, .equal, .superview, .left, 10),
                Doc.c(.owner, .top, .equal, .superview, .top, 50),
            ])
        let big = Doc.label(
            "big", "Big", size: 30,
            [
                Doc.c(.owner, .left, .equal, .view("small"), .right, 8),
                Doc.c(.owner, .firstBaseline, .equal, .view("small"), .firstBaseline),
            ])
        let layout = try engine.solve(LayoutDocument(canvas: Doc.iPhoneSE, views: [small, big]))
        func baseline(_ name: String) throws -> Double {
            let v = try #require(layout.view(named: name))
            let text = try #require(v.textLayout)
            return v.absoluteFrame.minY + (v.absoluteFrame.height - text.size.height) / 2 + text.firstBaseline
        }
        #expect(abs(try baseline("small") - baseline("big")) <= 0.5)
        #expect(layout.frame("big").minY < 50)
    }
}

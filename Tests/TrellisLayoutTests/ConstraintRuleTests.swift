import Testing

@testable import TrellisLayout

/// Seed 004's attribute rules and the document checks, without solving.
struct ConstraintRuleTests {
    static let here = TrellisLayout.SourceLocation(file: "rules.yaml", line: 7, column: 9)

    func resolve(_ c: ConstraintNode, under owner: String? = "a") -> [Diagnostic] {
        var a = ViewNode(name: "a")
        a.subviews = [ViewNode(name: "b")]
        let table = ViewTable([a, ViewNode(name: "c")])
        var resolver = ConstraintResolver(table: table)
        _ = resolver.resolve(c, owner: owner.flatMap { table.index(of: $0) })
        return resolver.errors
    }

    func constraint(
        _ first: ItemReference, _ a1: LayoutAttribute, _ second: ItemReference?, _ a2: LayoutAttribute?,
        multiplier: Double = 1, constant: Double = 0, priority: Double = 1000
    ) -> ConstraintNode {
        ConstraintNode(
            firstItem: first, firstAttribute: a1, relation: .equal, secondItem: second, secondAttribute: a2,
            multiplier: multiplier, constant: constant, priority: priority, source: "the text",
            location: Self.here)
    }

    @Test func locationEqualToBareConstantIsAnError() throws {
        let errors = resolve(constraint(.owner, .left, nil, nil, constant: 10))
        let e = try #require(errors.first)
        #expect(errors.count == 1)
        #expect(e.code == "invalid-constraint")
        #expect(e.location == Self.here)
        #expect(e.details == ["the text"])
        #expect(e.message.contains("location attribute (left)"))
        // A size against a constant is fine.
        #expect(resolve(constraint(.owner, .width, nil, nil, constant: 10)).isEmpty)
    }

    @Test func horizontalAgainstVerticalIsAnError() {
        let errors = resolve(constraint(.owner, .leading, .view("c"), .top))
        #expect(errors.map(\.code) == ["invalid-constraint"])
        #expect(errors.first?.message.contains("horizontal attribute (leading)") == true)
    }

    @Test func leadingAgainstLeftIsAnError() {
        #expect(resolve(constraint(.owner, .leading, .superview, .left)).count == 1)
        #expect(resolve(constraint(.owner, .rightMargin, .view("c"), .trailing)).count == 1)
        #expect(resolve(constraint(.owner, .leading, .superview, .leadingMargin)).isEmpty)
        #expect(resolve(constraint(.owner, .left, .superview, .centerX)).isEmpty)
    }

    @Test func sizeOnlyAgainstSize() {
        #expect(resolve(constraint(.owner, .width, .view("c"), .left)).count == 1)
        #expect(resolve(constraint(.owner, .top, .view("c"), .height)).count == 1)
        // Width against height is allowed (aspect ratios).
        #expect(resolve(constraint(.owner, .width, .owner, .height, multiplier: 2)).isEmpty)
    }

    @Test func unknownViewsBadPrioritiesAndSelfIdentity() {
        #expect(resolve(constraint(.owner, .top, .view("nobody"), .top)).map(\.code) == ["unknown-view"])
        #expect(resolve(constraint(.owner, .top, .view("c"), .top, priority: 0)).map(\.code) == ["invalid-priority"])
        #expect(resolve(constraint(.owner, .top, .view("c"), .top, priority: 1001)).map(\.code) == ["invalid-priority"])
        #expect(resolve(constraint(.owner, .top, .view("c"), .top, priority: .nan)).map(\.code) == ["invalid-priority"])
        #expect(resolve(constraint(.owner, .width, .view("a"), .width)).count == 1)
        #expect(resolve(constraint(.owner, .width, .view("a"), .width, multiplier: 2)).isEmpty)
        #expect(resolve(constraint(.owner, .left, .view("c"), .left, multiplier: 0)).count == 1)
    }

    @Test func superviewAndOwnerResolution() {
        let table = ViewTable([
            {
                var a = ViewNode(name: "a"); a.subviews = [ViewNode(name: "b")]; return a
            }()
        ])
        var resolver = ConstraintResolver(table: table)
        let under = resolver.resolve(constraint(.owner, .top, .superview, .top), owner: 1)
        #expect(under?.first == .view(1))
        #expect(under?.second == .view(0))
        let root = resolver.resolve(constraint(.owner, .top, .superview, .top), owner: 0)
        #expect(root?.second == .canvas)
        let top = resolver.resolve(constraint(.view("b"), .top, .superview, .top), owner: nil)
        #expect(top?.second == .view(0))
        #expect(resolver.errors.isEmpty)
        _ = resolver.resolve(constraint(.owner, .top, .superview, .top), owner: nil)
        #expect(resolver.errors.count == 1)
    }

    @Test func attributesMapToCanvasForms() {
        var a = ViewNode(name: "a")
        a.layoutMargins = EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        let table = ViewTable([a])
        let anchors = AnchorMap(canvas: Canvas(width: 320, height: 568), table: table)
        let values: [ViewComponent: Double] = [.minX: 10, .minY: 20, .width: 100, .height: 50]
        func eval(_ attribute: LayoutAttribute) -> Double {
            anchors.form(.view(0), attribute).evaluate { values[$0.component] ?? 0 }
        }
        #expect(eval(.right) == 110)
        #expect(eval(.trailing) == 110)
        #expect(eval(.centerX) == 60)
        #expect(eval(.bottom) == 70)
        #expect(eval(.centerY) == 45)
        #expect(eval(.leftMargin) == 12)
        #expect(eval(.trailingMargin) == 106)
        #expect(eval(.bottomMargin) == 67)
        #expect(eval(.centerXWithinMargins) == 59)
        #expect(eval(.firstBaseline) == 70) // a view without text: its bottom
        #expect(anchors.form(.canvas, .trailing).constant == 320)
        #expect(anchors.form(.canvas, .leadingMargin).constant == 16)
    }
}

import Testing

/// The UIKit-style log of a conflict that breaks a stack view's generated constraint: its lines are
/// written only when the conflict is logged (`StackConstraintWording`), and must read as UIKit's do —
/// `UISV-*` identifiers, class names, and the stack's layout margins guide when the arrangement is
/// margins-relative.
@Suite struct StackConflictLogTests {
    func log(_ spec: String) throws -> String {
        let result = try runTrellis(["layout", "-"], stdin: spec)
        return result.stdout + result.stderr
    }

    func spec(distribution: String, marginsRelative: Bool, arranged: String) -> String {
        """
        canvas: {width: 300, height: 200}
        views:
          row:
            kind: stackView
            axis: horizontal
            distribution: \(distribution)
            layoutMarginsRelative: \(marginsRelative)
            layoutMargins: {top: 0, left: 8, bottom: 0, right: 8}
            spacing: 10
            constraints: [leading == superview.leading, top == superview.top, width == 200, height == 40]
            subviews:
        \(arranged)
        """
    }

    @Test func aBrokenFillEquallyConstraintIsLoggedAsUIKitLogsIt() throws {
        let text = try log(
            spec(
                distribution: "fillEqually", marginsRelative: false,
                arranged: "      a: {constraints: [width == 120]}\n      b: {}"))
        #expect(text.contains("broke 'UISV-fill-equally: b.width == a.width'"))
        for line in [
            "\"<NSLayoutConstraint:'UISV-canvas-connection' UIStackView:row.leading == UIView:a.leading   (active)>\",",
            "\"<NSLayoutConstraint:'UISV-canvas-connection' UIStackView:row.trailing == UIView:b.trailing   (active)>\",",
            "\"<NSLayoutConstraint:'UISV-spacing' UIView:b.leading == UIView:a.trailing + 10   (active)>\",",
            "\"<NSLayoutConstraint:'UISV-fill-equally' UIView:b.width == UIView:a.width   (active)>\"",
        ] {
            #expect(text.contains(line), "missing \(line) in\n\(text)")
        }
        #expect(
            text.contains(
                "Will attempt to recover by breaking constraint \n"
                    + "    <NSLayoutConstraint:'UISV-fill-equally' UIView:b.width == UIView:a.width   (active)>"))
    }

    @Test func aMarginsRelativeStackIsLoggedThroughItsMarginsGuide() throws {
        let text = try log(
            spec(
                distribution: "fillEqually", marginsRelative: true,
                arranged: "      a: {kind: label, text: Hello, constraints: [width == 120]}\n"
                    + "      b: {kind: label, text: World}"))
        for line in [
            "<NSLayoutConstraint:'UISV-canvas-connection' UILayoutGuide:row 'UIViewLayoutMarginsGuide'.leading "
                + "== UILabel:a.leading   (active)>",
            "<NSLayoutConstraint:'UISV-canvas-connection' UILayoutGuide:row 'UIViewLayoutMarginsGuide'.trailing "
                + "== UILabel:b.trailing   (active)>",
            "<NSLayoutConstraint:'UISV-spacing' UILabel:b.leading == UILabel:a.trailing + 10   (active)>",
            "<NSLayoutConstraint:'UISV-fill-equally' UILabel:b.width == UILabel:a.width   (active)>",
        ] {
            #expect(text.contains(line), "missing \(line) in\n\(text)")
        }
    }
}

import Testing
import TrellisLayout
import TrellisText

@testable import TrellisSpec

/// Right-to-left layout (issue 11 point 1; reference §11): leading/trailing and their margins flip, left/right
/// don't, horizontal stacks run right to left, semanticContentAttribute decides per container.
struct LayoutDirectionTests {
    static let avatar = """
        canvas: {width: 375, height: 667, layoutDirection: DIRECTION}
        views:
          avatar:
            constraints: [leading == superview.leading + 16, top == superview.top + 40, width == 40, height == 40]
          name:
            kind: label
            text: Ahmed
            constraints: [leading == avatar.trailing + 8, centerY == avatar.centerY]
          fixed:
            constraints: [left == superview.left + 16, top == superview.top + 100, width == 40, height == 40]
          margin:
            constraints: [trailing == superview.trailingMargin, top == superview.top + 200, width == 40, height == 10]
        """

    @Test func leadingPinnedAvatarSitsAt319InRightToLeft() throws {
        let rtl = try Env.solve(Self.avatar.replacingOccurrences(of: "DIRECTION", with: "rightToLeft"))
        #expect(rtl.frame("avatar") == Rect(x: 319, y: 40, width: 40, height: 40)) // 375 − 16 − 40
        // name.leading == avatar.trailing + 8: 8 points to the avatar's left.
        #expect(rtl.frame("name").maxX == 311)
        // left/right never flip.
        #expect(rtl.frame("fixed").minX == 16)
        // trailingMargin is the left margin (16 on a 375-point canvas).
        #expect(rtl.frame("margin").minX == 16)
        // Reports say which way a constraint resolved (overlays draw it at the right edges).
        let leading = rtl.constraints.first { $0.firstView == "avatar" && $0.firstAttribute == .leading }
        #expect(leading?.layoutDirection == .rightToLeft)
        #expect(leading.map { $0.layoutDirection.absolute($0.firstAttribute) } == .right)
        let ltr = try Env.solve(Self.avatar.replacingOccurrences(of: "DIRECTION", with: "leftToRight"))
        #expect(ltr.frame("avatar").minX == 16)
        #expect(ltr.frame("name").minX == 64)
        #expect(ltr.frame("fixed").minX == 16)
        #expect(ltr.frame("margin").maxX == 359)
    }

    @Test func localeChoosesTheDirection() throws {
        #expect(LayoutDirection.of(locale: "ar") == .rightToLeft)
        #expect(LayoutDirection.of(locale: "he-IL") == .rightToLeft)
        #expect(LayoutDirection.of(locale: "fa_IR") == .rightToLeft)
        #expect(LayoutDirection.of(locale: "en-US") == .leftToRight)
        #expect(LayoutDirection.of(locale: "ja") == .leftToRight)
        let layout = try Env.solve(
            """
            device: {name: iPhone 15, locale: ar}
            views:
              a: {constraints: [leading == superview.leading + 16, top == superview.top, width == 40, height == 40]}
            """)
        #expect(layout.canvas.traits.layoutDirection == .rightToLeft)
        #expect(layout.frame("a").minX == 393 - 16 - 40)
    }

    static let stacks = """
        canvas: {width: 375, height: 667, layoutDirection: rightToLeft}
        views:
          row:
            kind: stackView
            axis: horizontal
            spacing: 10
            constraints: [top == superview.top + 100, leading == superview.leadingMargin]
            subviews:
              a: {intrinsicSize: {width: 50, height: 20}}
              b: {intrinsicSize: {width: 30, height: 20}}
          column:
            kind: stackView
            axis: vertical
            alignment: leading
            constraints: [top == superview.top + 200, leading == superview.leading, trailing == superview.trailing]
            subviews:
              c: {intrinsicSize: {width: 50, height: 20}}
              d: {intrinsicSize: {width: 30, height: 20}}
        """

    @Test func horizontalStacksRunRightToLeft() throws {
        let layout = try Env.solve(Self.stacks)
        // The stack's leading edge is the canvas's right margin (375 − 16); a is first, at the right.
        #expect(layout.frame("row") == Rect(x: 269, y: 100, width: 90, height: 20))
        #expect(layout.frame("a") == Rect(x: 309, y: 100, width: 50, height: 20))
        #expect(layout.frame("b") == Rect(x: 269, y: 100, width: 30, height: 20))
        // A vertical stack aligned to leading aligns to the right.
        #expect(layout.frame("c").maxX == 375)
        #expect(layout.frame("d").maxX == 375)
        #expect(layout.frame("d").minX == 345)
    }

    @Test func semanticContentAttributeDecidesPerContainer() throws {
        let spec = """
            canvas: {width: 300, height: 400, layoutDirection: CANVAS}
            views:
              box:
                semanticContentAttribute: ATTRIBUTE
                constraints: [leading == superview.leading, trailing == superview.trailing, top == superview.top, height == 100]
                subviews:
                  inner: {constraints: [leading == superview.leading + 10, top == superview.top, width == 50, height == 50]}
              row:
                kind: stackView
                semanticContentAttribute: ATTRIBUTE
                constraints: [leading == superview.leading, trailing == superview.trailing, top == superview.top + 200]
                distribution: fillEqually
                subviews:
                  first: {intrinsicSize: {width: 10, height: 10}}
                  second: {intrinsicSize: {width: 10, height: 10}}
            """
        func solve(_ canvas: String, _ attribute: String) throws -> SolvedLayout {
            try Env.solve(
                spec.replacingOccurrences(of: "CANVAS", with: canvas).replacingOccurrences(
                    of: "ATTRIBUTE", with: attribute))
        }
        // Forced right-to-left in a left-to-right canvas: the container's constraints and arrangement flip.
        let forcedRTL = try solve("leftToRight", "forceRightToLeft")
        #expect(forcedRTL.frame("inner").minX == 240)
        #expect(forcedRTL.frame("first").minX == 150)
        #expect(forcedRTL.frame("second").minX == 0)
        // Forced left-to-right, playback and spatial never flip, even in a right-to-left canvas.
        for attribute in ["forceLeftToRight", "playback", "spatial"] {
            let layout = try solve("rightToLeft", attribute)
            #expect(layout.frame("inner").minX == 10, "\(attribute)")
            #expect(layout.frame("first").minX == 0, "\(attribute)")
        }
        // unspecified follows the canvas.
        let unspecified = try solve("rightToLeft", "unspecified")
        #expect(unspecified.frame("inner").minX == 240)
        #expect(unspecified.frame("first").minX == 150)
    }

    @Test func directionalLayoutMarginsFollowTheViewsDirection() throws {
        let spec = """
            canvas: {width: 300, height: 400, layoutDirection: DIRECTION}
            views:
              box:
                directionalLayoutMargins: {leading: 30, trailing: 10}
                constraints: [leading == superview.leading, trailing == superview.trailing, top == superview.top, height == 100]
                subviews:
                  inner:
                    constraints: [leading == superview.leadingMargin, trailing == superview.trailingMargin, top == superview.top, height == 10]
            """
        let rtl = try Env.solve(spec.replacingOccurrences(of: "DIRECTION", with: "rightToLeft"))
        #expect(rtl.view(named: "box")?.node.layoutMargins == EdgeInsets(top: 0, left: 10, bottom: 0, right: 30))
        #expect(rtl.frame("inner") == Rect(x: 10, y: 0, width: 260, height: 10))
        let ltr = try Env.solve(spec.replacingOccurrences(of: "DIRECTION", with: "leftToRight"))
        #expect(ltr.frame("inner") == Rect(x: 30, y: 0, width: 260, height: 10))
    }

    @Test func naturalAlignmentIsRightInARightToLeftView() throws {
        let spec = """
            canvas: {width: 300, height: 100, layoutDirection: DIRECTION}
            views:
              latin:
                kind: label
                text: Hello
                constraints: [leading == superview.leading, trailing == superview.trailing, top == superview.top]
              arabic:
                kind: label
                text: مرحبا بالعالم
                constraints: [leading == superview.leading, trailing == superview.trailing, top == superview.top + 40]
            """
        func offsets(_ direction: String) throws -> (Double, Double) {
            let layout = try Env.solve(spec.replacingOccurrences(of: "DIRECTION", with: direction))
            let latin = try #require(layout.view(named: "latin")?.textLayout)
            let arabic = try #require(layout.view(named: "arabic")?.textLayout)
            return (latin.lineOffsetX(0, inWidth: 300), arabic.lineOffsetX(0, inWidth: 300) + arabic.lines[0].width)
        }
        let rtl = try offsets("rightToLeft")
        #expect(rtl.0 > 200) // "Hello" ends at the right edge in a right-to-left view
        #expect(abs(rtl.1 - 300) < 0.01)
        let ltr = try offsets("leftToRight")
        #expect(ltr.0 == 0) // left in a left-to-right view
        #expect(abs(ltr.1 - 300) < 0.01) // Arabic text still starts at the right (its paragraph is right-to-left)
    }
}

import Testing

@testable import TrellisLayout
@testable import TrellisSpec

/// Size classes per device and orientation, and trait variations (`when:`) on constraints and view keys
/// (issue 11 point 3).
struct TraitVariationTests {
    private func classes(
        _ device: String, _ orientation: DeviceOrientation = .portrait,
        split: SplitViewFraction = .full
    ) throws -> (Double, SizeClass, SizeClass) {
        let canvas = try #require(Device.named(device)).canvas(orientation: orientation, split: split)
        return (canvas.width, canvas.traits.horizontalSizeClass, canvas.traits.verticalSizeClass)
    }

    @Test func devicesKnowTheirSizeClasses() throws {
        #expect(try classes("iPhone 15") == (393, .compact, .regular))
        #expect(try classes("iPhone 15", .landscapeLeft) == (852, .compact, .compact))
        #expect(try classes("iPhone 15 Pro Max", .landscapeRight) == (932, .regular, .compact))
        #expect(try classes("iPhone 8 Plus", .landscapeLeft) == (736, .regular, .compact))
        #expect(try classes("iPhone SE (1st generation)", .landscapeLeft) == (568, .compact, .compact))
        #expect(try classes("iPad mini") == (768, .regular, .regular))
        #expect(try classes("iPad mini", .landscapeLeft) == (1024, .regular, .regular))
        #expect(try classes("iPad mini", .landscapeLeft, split: .oneThird) == (320, .compact, .regular))
        #expect(try classes("iPad mini", .landscapeLeft, split: .half) == (507, .compact, .regular))
        #expect(try classes("iPad mini", .landscapeLeft, split: .twoThirds) == (694, .regular, .regular))
        #expect(try classes("iPad mini", .portrait, split: .twoThirds) == (438, .compact, .regular))
        #expect(try classes("iPad Pro (12.9-inch)", .landscapeLeft, split: .half) == (678, .regular, .regular))
        // Plain canvases: regular width from 768, compact height below 500.
        #expect(Canvas(width: 320, height: 568).traits.horizontalSizeClass == .compact)
        #expect(Canvas(width: 1024, height: 768).traits.horizontalSizeClass == .regular)
        #expect(Canvas(width: 568, height: 320).traits.verticalSizeClass == .compact)
    }

    static let adaptive = """
        DEVICE
        views:
          panel:
            background: lightgray
            constraints:
              - top == safeArea.top
              - leading == superview.leadingMargin
              - {constraint: "width == 100", when: {horizontalSizeClass: compact}}
              - {constraint: "width == 300", when: {horizontalSizeClass: regular}}
              - {constraint: "height == 40", when: {accessibility: false}}
              - {constraint: "height == 80", when: {accessibility: true}}
          badge:
            hidden: false
            variations:
              - {when: {horizontalSizeClass: compact}, hidden: true}
            constraints: [top == panel.bottom, leading == panel.leading, width == 10, height == 10]
          row:
            kind: stackView
            axis: vertical
            spacing: 8
            variations:
              - {when: {verticalSizeClass: compact}, axis: horizontal, spacing: 20}
            constraints: [top == superview.top + 200, leading == superview.leading]
            subviews:
              one: {intrinsicSize: {width: 50, height: 20}}
              two: {intrinsicSize: {width: 50, height: 20}}
          title:
            kind: label
            text: Title
            font: {style: body}
            variations:
              - {when: {contentSizeCategory: [accessibilityLarge, accessibilityExtraLarge]}, font: {size: 20}}
            constraints: [top == superview.top + 400, leading == superview.leading]
        """

    private func solve(_ device: String, _ configuration: LayoutConfiguration? = nil) throws -> SolvedLayout {
        try Env.solve(Self.adaptive.replacingOccurrences(of: "DEVICE", with: "device: \(device)"), in: configuration)
    }

    @Test func constraintsAndKeysVaryWithTraits() throws {
        let phone = try solve("iPhone 15")
        #expect(phone.frame("panel").width == 100 && phone.frame("panel").height == 40)
        #expect(phone.view(named: "badge")?.node.isHidden == true)
        #expect(phone.frame("two").minY == phone.frame("one").maxY + 8) // vertical
        let pad = try solve("iPad mini")
        #expect(pad.frame("panel").width == 300)
        #expect(pad.view(named: "badge")?.node.isHidden == false)
        // Landscape phone: compact height turns the stack horizontal with 20 between.
        let landscape = try solve("iPhone 15", LayoutConfiguration(orientation: .landscapeLeft))
        #expect(landscape.frame("two").minX == landscape.frame("one").maxX + 20)
        #expect(landscape.frame("two").minY == landscape.frame("one").minY)
        // The accessibility shorthand and a category list.
        let ax = try solve("iPhone 15", LayoutConfiguration(contentSizeCategory: .accessibilityLarge))
        #expect(ax.frame("panel").height == 80)
        #expect(ax.view(named: "title")?.textLayout?.style.font.size == 20)
        let ax5 = try solve("iPhone 15", LayoutConfiguration(contentSizeCategory: .accessibilityExtraExtraExtraLarge))
        #expect(ax5.view(named: "title")?.textLayout?.style.font.size == 53)
        #expect(ax5.frame("panel").height == 80)
        // Size classes set on the canvas win over the device's.
        let forced = try Env.solve(
            Self.adaptive.replacingOccurrences(
                of: "DEVICE", with: "device: iPhone 15\ncanvas: {horizontalSizeClass: regular}"))
        #expect(forced.frame("panel").width == 300)
    }

    /// A variation deep in the tree is applied though the views above it don't change (subviews sit beside
    /// a declaration's shared fields, so the resolution tracks changes below a view itself), and views
    /// nothing changes keep their storage.
    @Test func aVariationTwoLevelsDownIsApplied() throws {
        let spec = """
            canvas: {width: 320, height: 568}
            views:
              outer:
                constraints: [top == superview.top, leading == superview.leading]
                subviews:
                  middle:
                    constraints: [top == superview.top, leading == superview.leading]
                    subviews:
                      inner:
                        intrinsicSize: {width: 10, height: 10}
                        variations:
                          - {when: {horizontalSizeClass: compact}, hidden: true}
                        constraints: [top == superview.top, leading == superview.leading]
                      sibling:
                        intrinsicSize: {width: 10, height: 10}
                        constraints: [top == superview.top, leading == superview.leading]
            """
        let document = try SpecReader.read(text: spec, file: "deep.yaml")
        let resolved = document.resolvingEnvironment()
        let middle = try #require(resolved.views.first?.subviews.first)
        #expect(middle.subviews.map(\.name) == ["inner", "sibling"])
        #expect(middle.subviews[0].isHidden)
        #expect(middle.subviews[0].variations.isEmpty)
        let original = try #require(document.views.first?.subviews.first)
        #expect(!original.subviews[0].isHidden)
        #expect(middle.subviews[1].sharesStorage(with: original.subviews[1]))
        #expect(try Env.solve(spec).view(named: "inner")?.node.isHidden == true)
    }

    @Test func conditionsMatchEveryTraitTheyName() {
        let traits = TraitCollection(
            horizontalSizeClass: .regular, verticalSizeClass: .compact, layoutDirection: .rightToLeft,
            contentSizeCategory: .accessibilityMedium)
        #expect(TraitCondition().matches(traits))
        #expect(TraitCondition(horizontalSizeClass: .regular, layoutDirection: .rightToLeft).matches(traits))
        #expect(!TraitCondition(horizontalSizeClass: .regular, layoutDirection: .leftToRight).matches(traits))
        #expect(TraitCondition(accessibility: true).matches(traits))
        #expect(!TraitCondition(contentSizeCategories: [.large, .extraLarge]).matches(traits))
        #expect(
            TraitCondition(verticalSizeClass: .compact, contentSizeCategories: [.accessibilityMedium]).description
                == "hC AX-M")
    }

    @Test func badVariationsAreLocatedErrors() {
        let unknownValue = Env.error(
            """
            canvas: {width: 100, height: 100}
            views:
              a:
                constraints:
                  - {constraint: "width == 10", when: {horizontalSizeClass: compakt}}
            """)
        #expect(
            unknownValue.contains(
                "env.yaml:5:65: error: unknown horizontalSizeClass 'compakt' (did you mean 'compact'?)"))
        let fixedKey = Env.error(
            """
            canvas: {width: 100, height: 100}
            views:
              a:
                variations:
                  - {when: {horizontalSizeClass: regular}, frame: {x: 0, y: 0, width: 1, height: 1}}
            """)
        #expect(fixedKey.contains("env.yaml:5:48: error: 'frame' can't vary with traits"))
        let whenOnView = Env.error(
            """
            canvas: {width: 100, height: 100}
            views:
              a: {when: {horizontalSizeClass: regular}, hidden: true}
            """)
        #expect(whenOnView.contains("env.yaml:3:7: error: 'when' belongs to a variation or a constraint"))
        let unknownTrait = Env.error(
            """
            canvas: {width: 100, height: 100}
            views:
              a:
                variations:
                  - {when: {horizontalSizeClas: regular}, hidden: true}
            """)
        #expect(unknownTrait.contains("unknown key 'horizontalSizeClas' in when (did you mean 'horizontalSizeClass'?)"))
        let wrongKind = Env.error(
            """
            canvas: {width: 100, height: 100}
            views:
              a:
                variations:
                  - {when: {accessibility: true}, axis: horizontal}
            """)
        #expect(wrongKind.contains("'axis' applies to stackView views, but 'a' is a view"))
    }
}

import Testing
import TrellisLayout
import TrellisSpec

@testable import TrellisInterfaceBuilder

/// The environment options beyond the screen (`--direction`, `--type`, the size classes): each case of a
/// document is laid out in them as a spec is in a configuration.
struct EnvironmentOptionTests {
    /// A box 20 pt from the leading edge, a body-style label under it, and a required width installed only
    /// in regular width (`<variation key="widthClass=regular">`) that overrides the box's optional one.
    static let document = IB.xib(
        """
        <view contentMode="scaleToFill" id="root">
            <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
            <subviews>
                <view translatesAutoresizingMaskIntoConstraints="NO" id="box" userLabel="box">
                    <rect key="frame" x="20" y="40" width="100" height="10"/>
                    <constraints>
                        <constraint firstAttribute="height" constant="10" id="h"/>
                        <constraint firstAttribute="width" constant="100" priority="750" id="w"/>
                        <constraint firstAttribute="width" constant="200" id="wide"/>
                    </constraints>
                    <variation key="default">
                        <mask key="constraints"><exclude reference="wide"/></mask>
                    </variation>
                    <variation key="widthClass=regular">
                        <mask key="constraints"><include reference="wide"/></mask>
                    </variation>
                </view>
                <label opaque="NO" text="Body text" translatesAutoresizingMaskIntoConstraints="NO" id="body" userLabel="body">
                    <rect key="frame" x="20" y="60" width="80" height="20.5"/>
                    <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
                </label>
            </subviews>
            <constraints>
                <constraint firstItem="box" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="l"/>
                <constraint firstItem="box" firstAttribute="top" secondItem="root" secondAttribute="top" constant="40" id="t"/>
                <constraint firstItem="body" firstAttribute="leading" secondItem="box" secondAttribute="leading" id="bl"/>
                <constraint firstItem="body" firstAttribute="top" secondItem="box" secondAttribute="bottom" constant="10" id="bt"/>
            </constraints>
        </view>
        """)

    static func layout(_ traits: LayoutConfiguration) throws -> SolvedLayout {
        let document = try IB.read(Self.document, environment: InterfaceBuilderEnvironment(traits: traits))
        return try #require(IB.solve(document).first?.layout)
    }

    /// Right to left: leading is the right edge, for the box and for the label placed from it.
    @Test func rightToLeftFlipsLeadingAndTrailing() throws {
        let ltr = try Self.layout(LayoutConfiguration())
        #expect(IB.frame(ltr, "box") == Rect(x: 20, y: 40, width: 100, height: 10))
        let rtl = try Self.layout(LayoutConfiguration(layoutDirection: .rightToLeft))
        #expect(rtl.canvas.traits.layoutDirection == .rightToLeft)
        #expect(IB.frame(rtl, "box") == Rect(x: 255, y: 40, width: 100, height: 10))
        let label = try #require(IB.frame(rtl, "body"))
        #expect(label.maxX == 355)
        #expect(label.minY == 60)
    }

    /// A text-style font scales with the Dynamic Type category, as UIKit resolves it when the nib loads.
    @Test func textStyleFontsScaleWithTheCategory() throws {
        let large = try #require(IB.frame(try Self.layout(LayoutConfiguration()), "body"))
        let huge = try #require(
            IB.frame(
                try Self.layout(LayoutConfiguration(contentSizeCategory: .accessibilityExtraExtraExtraLarge)), "body"))
        let small = try #require(
            IB.frame(try Self.layout(LayoutConfiguration(contentSizeCategory: .extraSmall)), "body"))
        #expect(large.height == 20.5)
        #expect(huge.height == 63.5)
        #expect(small.height == 17)
        #expect(small.width < large.width && large.width < huge.width)
    }

    /// A regular horizontal size class installs the regular-width constraint instead of the default one.
    @Test func sizeClassesChooseTheTraitsConstraints() throws {
        let compact = try Self.layout(LayoutConfiguration())
        #expect(IB.frame(compact, "box")?.width == 100)
        let regular = try Self.layout(LayoutConfiguration(horizontalSizeClass: .regular))
        #expect(regular.canvas.traits.horizontalSizeClass == .regular)
        #expect(IB.frame(regular, "box")?.width == 200)
    }

    /// The screen fields of the traits are not read: the screen is `device` and `orientation`.
    @Test func theTraitsNeverChangeTheScreen() throws {
        let layout = try Self.layout(
            LayoutConfiguration(device: Device.named("iPad mini"), orientation: .landscapeLeft))
        #expect(layout.canvas.width == 375 && layout.canvas.height == 667)
    }
}

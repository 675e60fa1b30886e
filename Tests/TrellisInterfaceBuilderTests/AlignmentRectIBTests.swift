import Testing
import TrellisLayout
import TrellisSpec

@testable import TrellisInterfaceBuilder

/// Switches in IB documents take the design of the Xcode that saved them (the Cocoa Touch plug-in's
/// version) and are laid out on their alignment rects: a trailing-pinned switch's frame ends 2 pt past
/// the constraint, as Xcode stores it.
struct AlignmentRectIBTests {
    static func document(plugIn: String) -> String {
        IB.xib(
            """
            <view contentMode="scaleToFill" id="root">
                <rect key="frame" x="0.0" y="0.0" width="320" height="100"/>
                <subviews>
                    <switch opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" on="YES" translatesAutoresizingMaskIntoConstraints="NO" id="sw" userLabel="Toggle">
                        <rect key="frame" x="0.0" y="0.0" width="51" height="31"/>
                    </switch>
                </subviews>
                <constraints>
                    <constraint firstAttribute="trailing" secondItem="sw" secondAttribute="trailing" constant="20" id="c1"/>
                    <constraint firstItem="sw" firstAttribute="top" secondItem="root" secondAttribute="top" constant="10" id="c2"/>
                </constraints>
            </view>
            """
        )
        .replacingOccurrences(
            of: "<objects>",
            with: """
                <dependencies>
                        <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="\(plugIn)"/>
                    </dependencies>
                    <objects>
                """)
    }

    @Test func theSwitchTakesTheDesignOfThePlugIn() throws {
        let classic = IB.solve(try IB.read(Self.document(plugIn: "22685"))).first?.layout
        #expect(IB.frame(classic, "toggle") == Rect(x: 251, y: 10, width: 51, height: 31))
        let glass = IB.solve(try IB.read(Self.document(plugIn: "24506"))).first?.layout
        #expect(IB.frame(glass, "toggle") == Rect(x: 239, y: 10, width: 63, height: 28))
        #expect(glass?.view(named: "toggle")?.alignmentRect == Rect(x: 239, y: 10, width: 61, height: 28))
    }
}

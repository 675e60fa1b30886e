import Testing
import TrellisLayout
import TrellisSpec

@testable import TrellisInterfaceBuilder

/// `<activityIndicatorView>`, `<segmentedControl>`, `<stepper>`, `<progressView>`, `<navigationBar>`,
/// `<toolbar>`, `<tabBar>`, `<visualEffectView>` and image buttons are read as their kinds with their
/// settings, laid out at the frames the corpus documents store for them, and written back by
/// `trellis import`.
struct BarControlReadingTests {
    /// Frames and constraints as the corpus stores them: the stepper of IQKeyboardManager's
    /// SpecialCase-2025 (94 × 32), the progress view of DuckDuckGo's Tab-2017 (375 × 2 at y 20), the
    /// navigation bar and toolbar of TabSwitcher-2025 (44 tall), the segmented control of NetNewsWire's
    /// Add-2019 (180 wide by its constraint, 32 tall), the back button of OmniBar-2023 (a 24 × 24 image),
    /// and the activity indicators of NetNewsWire's Account-2020 and Add-2019 (`medium`, `gray`: 20 × 20).
    private static let document = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="17701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
            <device id="retina4_7" orientation="portrait" appearance="light"/>
            <objects>
                <view contentMode="scaleToFill" id="root" userLabel="Bars">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                    <subviews>
                        <navigationBar contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="n1">
                            <rect key="frame" x="0.0" y="20" width="375" height="44"/>
                            <items>
                                <navigationItem title="Title" id="n2"/>
                            </items>
                        </navigationBar>
                        <progressView opaque="NO" contentMode="scaleToFill" verticalHuggingPriority="750" progress="0.5" translatesAutoresizingMaskIntoConstraints="NO" id="p1">
                            <rect key="frame" x="0.0" y="64" width="375" height="2"/>
                        </progressView>
                        <stepper opaque="NO" contentMode="scaleToFill" horizontalHuggingPriority="751" verticalHuggingPriority="751" horizontalCompressionResistancePriority="751" verticalCompressionResistancePriority="751" contentHorizontalAlignment="center" contentVerticalAlignment="center" maximumValue="100" translatesAutoresizingMaskIntoConstraints="NO" id="s1">
                            <rect key="frame" x="271" y="236" width="94" height="32"/>
                        </stepper>
                        <segmentedControl opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="left" contentVerticalAlignment="top" segmentControlStyle="plain" selectedSegmentIndex="1" translatesAutoresizingMaskIntoConstraints="NO" id="g1">
                            <rect key="frame" x="16" y="276" width="180" height="32"/>
                            <constraints>
                                <constraint firstAttribute="width" constant="180" id="g2"/>
                            </constraints>
                            <segments>
                                <segment title="Web Feed"/>
                                <segment title="Folder"/>
                            </segments>
                        </segmentedControl>
                        <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="b1">
                            <rect key="frame" x="16" y="320" width="24" height="24"/>
                            <state key="normal" image="BrowsePrevious"/>
                        </button>
                        <activityIndicatorView opaque="NO" contentMode="scaleToFill" horizontalHuggingPriority="750" verticalHuggingPriority="750" style="medium" translatesAutoresizingMaskIntoConstraints="NO" id="a1">
                            <rect key="frame" x="56" y="320" width="20" height="20"/>
                        </activityIndicatorView>
                        <activityIndicatorView opaque="NO" contentMode="scaleToFill" horizontalHuggingPriority="750" verticalHuggingPriority="750" style="gray" translatesAutoresizingMaskIntoConstraints="NO" id="a2">
                            <rect key="frame" x="92" y="320" width="20" height="20"/>
                        </activityIndicatorView>
                        <activityIndicatorView opaque="NO" contentMode="scaleToFill" horizontalHuggingPriority="750" verticalHuggingPriority="750" style="whiteLarge" translatesAutoresizingMaskIntoConstraints="NO" id="a3">
                            <rect key="frame" x="128" y="320" width="37" height="37"/>
                        </activityIndicatorView>
                        <toolbar opaque="NO" clearsContextBeforeDrawing="NO" contentMode="scaleToFill" translucent="NO" translatesAutoresizingMaskIntoConstraints="NO" id="t1">
                            <rect key="frame" x="0.0" y="623" width="375" height="44"/>
                            <items/>
                        </toolbar>
                    </subviews>
                    <constraints>
                        <constraint firstItem="n1" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c1"/>
                        <constraint firstAttribute="trailing" secondItem="n1" secondAttribute="trailing" id="c2"/>
                        <constraint firstItem="n1" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="c3"/>
                        <constraint firstItem="p1" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c4"/>
                        <constraint firstAttribute="trailing" secondItem="p1" secondAttribute="trailing" id="c5"/>
                        <constraint firstItem="p1" firstAttribute="top" secondItem="n1" secondAttribute="bottom" id="c6"/>
                        <constraint firstAttribute="trailing" secondItem="s1" secondAttribute="trailing" constant="10" id="c7"/>
                        <constraint firstItem="s1" firstAttribute="top" secondItem="root" secondAttribute="top" constant="236" id="c8"/>
                        <constraint firstItem="g1" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="16" id="c9"/>
                        <constraint firstItem="g1" firstAttribute="top" secondItem="s1" secondAttribute="bottom" constant="8" id="c10"/>
                        <constraint firstItem="b1" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="16" id="c11"/>
                        <constraint firstItem="b1" firstAttribute="top" secondItem="g1" secondAttribute="bottom" constant="12" id="c12"/>
                        <constraint firstItem="a1" firstAttribute="leading" secondItem="b1" secondAttribute="trailing" constant="16" id="c13"/>
                        <constraint firstItem="a1" firstAttribute="top" secondItem="b1" secondAttribute="top" id="c14"/>
                        <constraint firstItem="a2" firstAttribute="leading" secondItem="a1" secondAttribute="trailing" constant="16" id="c15"/>
                        <constraint firstItem="a2" firstAttribute="top" secondItem="b1" secondAttribute="top" id="c16"/>
                        <constraint firstItem="a3" firstAttribute="leading" secondItem="a2" secondAttribute="trailing" constant="16" id="c17"/>
                        <constraint firstItem="a3" firstAttribute="top" secondItem="b1" secondAttribute="top" id="c18"/>
                        <constraint firstItem="t1" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c19"/>
                        <constraint firstAttribute="trailing" secondItem="t1" secondAttribute="trailing" id="c20"/>
                        <constraint firstAttribute="bottom" secondItem="t1" secondAttribute="bottom" id="c21"/>
                    </constraints>
                </view>
            </objects>
            <resources>
                <image name="BrowsePrevious" width="24" height="24"/>
            </resources>
        </document>
        """

    @Test func controlsAndBarsAreReadAsTheirKinds() throws {
        let ibCase = try #require(try IB.read(Self.document).cases.first)
        #expect(ibCase.warnings.filter { $0.code == "ib-unsupported" }.map(\.message) == [])
        let views = try #require(ibCase.document?.views.first?.subviews)
        #expect(
            views.map(\.kind) == [
                .navigationBar, .progressView, .stepper, .segmentedControl, .button, .activityIndicator,
                .activityIndicator, .activityIndicator, .toolbar,
            ])
        #expect(views[0].text == "Title")
        #expect(views[3].control.segments.map(\.title) == ["Web Feed", "Folder"])
        #expect(views[3].control.selectedItem == 1)
        #expect(views[4].control.imageSize == Size(width: 24, height: 24))
        #expect(views[5...7].map(\.control.activityIndicatorStyle) == [.medium, .medium, .large])
    }

    @Test func theyMatchTheirStoredFrames() throws {
        let result = try #require(IB.solve(try IB.read(Self.document)).first)
        let names = try #require(result.layout?.views.map(\.name))
        #expect(
            names.dropFirst().map { IB.frame(result.layout, $0) } == [
                Rect(x: 0, y: 20, width: 375, height: 44), Rect(x: 0, y: 64, width: 375, height: 2),
                Rect(x: 271, y: 236, width: 94, height: 32), Rect(x: 16, y: 276, width: 180, height: 32),
                Rect(x: 16, y: 320, width: 24, height: 24), Rect(x: 56, y: 320, width: 20, height: 20),
                Rect(x: 92, y: 320, width: 20, height: 20), Rect(x: 128, y: 320, width: 37, height: 37),
                Rect(x: 0, y: 623, width: 375, height: 44),
            ])
        #expect(result.comparison?.count(.match) == 9)
    }

    /// `trellis import` writes the settings as spec keys that lay out to the same frames.
    @Test func importedSpecKeepsTheSettings() throws {
        let result = try #require(IB.solve(try IB.read(Self.document), compare: false).first)
        let yaml = try IB.importedSpec(result)
        #expect(yaml.contains("segments: [\"Web Feed\", \"Folder\"]"))
        #expect(yaml.contains("selectedSegment: 1"))
        #expect(yaml.contains("image: {width: 24, height: 24}"))
        #expect(yaml.contains("style: large"))
    }

    /// A navigation bar that prefers large titles is 96 tall unless its item never shows one; segments
    /// sized by content are proportional; the subviews of a visual effect view's content view are laid out
    /// inside it (JSAlertController-2023 stores its content view as an autoresizing child).
    @Test func largeTitlesSegmentWidthsAndEffectContent() throws {
        let document = try IB.read(
            IB.xib(
                """
                <view contentMode="scaleToFill" id="root">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="400"/>
                    <subviews>
                        <navigationBar contentMode="scaleToFill" prefersLargeTitles="YES" translatesAutoresizingMaskIntoConstraints="NO" id="n1">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="96"/>
                            <items>
                                <navigationItem title="Inbox" id="n2"/>
                            </items>
                        </navigationBar>
                        <navigationBar contentMode="scaleToFill" prefersLargeTitles="YES" translatesAutoresizingMaskIntoConstraints="NO" id="n3">
                            <rect key="frame" x="0.0" y="96" width="375" height="44"/>
                            <items>
                                <navigationItem title="Detail" largeTitleDisplayMode="never" id="n4"/>
                            </items>
                        </navigationBar>
                        <segmentedControl opaque="NO" contentMode="scaleToFill" segmentControlStyle="plain" apportionsSegmentWidthsByContent="YES" translatesAutoresizingMaskIntoConstraints="NO" id="g1">
                            <rect key="frame" x="0.0" y="140" width="100" height="32"/>
                            <segments>
                                <segment title="A"/>
                                <segment title="Longer"/>
                            </segments>
                        </segmentedControl>
                        <visualEffectView opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="v1">
                            <rect key="frame" x="0.0" y="200" width="251" height="100"/>
                            <view key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" insetsLayoutMarginsFromSafeArea="NO" id="v2">
                                <rect key="frame" x="0.0" y="0.0" width="251" height="100"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                            </view>
                            <constraints>
                                <constraint firstAttribute="width" constant="251" id="v3"/>
                                <constraint firstAttribute="height" constant="100" id="v4"/>
                            </constraints>
                            <blurEffect style="systemMaterial"/>
                        </visualEffectView>
                    </subviews>
                    <constraints>
                        <constraint firstItem="n1" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c1"/>
                        <constraint firstAttribute="trailing" secondItem="n1" secondAttribute="trailing" id="c2"/>
                        <constraint firstItem="n1" firstAttribute="top" secondItem="root" secondAttribute="top" id="c3"/>
                        <constraint firstItem="n3" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c4"/>
                        <constraint firstAttribute="trailing" secondItem="n3" secondAttribute="trailing" id="c5"/>
                        <constraint firstItem="n3" firstAttribute="top" secondItem="n1" secondAttribute="bottom" id="c6"/>
                        <constraint firstItem="g1" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c7"/>
                        <constraint firstItem="g1" firstAttribute="top" secondItem="n3" secondAttribute="bottom" id="c8"/>
                        <constraint firstItem="v1" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c9"/>
                        <constraint firstItem="v1" firstAttribute="top" secondItem="root" secondAttribute="top" constant="200" id="c10"/>
                    </constraints>
                </view>
                """))
        let ibCase = try #require(document.cases.first)
        #expect(ibCase.warnings.filter { $0.code == "ib-unsupported" }.map(\.message) == [])
        let views = try #require(ibCase.document?.views.first?.subviews)
        #expect(views.map(\.control.prefersLargeTitles) == [true, false, false, false])
        #expect(views[2].control.segmentWidths == .proportional)
        #expect(views[2].control.selectedItem == nil)
        #expect(views[3].kind == .visualEffectView)
        let result = try #require(IB.solve(document).first)
        #expect(IB.frame(result.layout, "navigationBar") == Rect(x: 0, y: 0, width: 375, height: 96))
        #expect(IB.frame(result.layout, "navigationBar2") == Rect(x: 0, y: 96, width: 375, height: 44))
        #expect(IB.frame(result.layout, "visualEffectView") == Rect(x: 0, y: 200, width: 251, height: 100))
        #expect(IB.frame(result.layout, "contentView") == Rect(x: 0, y: 0, width: 251, height: 100))
        #expect(result.layout?.view(named: "contentView")?.superview == "visualEffectView")
    }

    /// An unknown activity indicator style and a bar progress view are warnings at the element.
    @Test func unknownValuesAreWarnings() throws {
        let document = try IB.read(
            IB.xib(
                """
                <view contentMode="scaleToFill" id="root">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="300"/>
                    <subviews>
                        <activityIndicatorView opaque="NO" contentMode="scaleToFill" style="huge" translatesAutoresizingMaskIntoConstraints="NO" id="a1">
                            <rect key="frame" x="0.0" y="0.0" width="20" height="20"/>
                        </activityIndicatorView>
                        <progressView opaque="NO" contentMode="scaleToFill" progressViewStyle="bar" translatesAutoresizingMaskIntoConstraints="NO" id="p1">
                            <rect key="frame" x="0.0" y="30" width="375" height="2.5"/>
                        </progressView>
                    </subviews>
                </view>
                """))
        let ibCase = try #require(document.cases.first)
        let read = ibCase.warnings.filter { $0.code == "ib-unsupported" && !$0.message.contains("no constraints") }
        #expect(
            read.map(\.message) == [
                "activity indicator style 'huge' is laid out as medium",
                "progressViewStyle 'bar' is laid out as the default style, 2 pt tall",
            ])
        #expect(read.map { $0.location?.line } == [9, 12])
    }

    /// A search bar in a document saved by Xcode 26's plug-in is drawn in the glass design, 64 tall: the
    /// minimal bar of IQKeyboardManager's SpecialCase-2025 is stored at (0, 96) 414 × 64. The spec's
    /// `design: glass` gives the same, and `trellis import` writes it.
    @Test func anXcode26SearchBarIs64Tall() throws {
        let document = try IB.read(
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="24127" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
                <device id="retina6_1" orientation="portrait" appearance="light"/>
                <dependencies>
                    <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="24063"/>
                </dependencies>
                <objects>
                    <view contentMode="scaleToFill" id="root">
                        <rect key="frame" x="0.0" y="0.0" width="414" height="400"/>
                        <subviews>
                            <searchBar contentMode="redraw" searchBarStyle="minimal" translatesAutoresizingMaskIntoConstraints="NO" id="s1">
                                <rect key="frame" x="0.0" y="96" width="414" height="64"/>
                                <textInputTraits key="textInputTraits"/>
                            </searchBar>
                        </subviews>
                        <constraints>
                            <constraint firstItem="s1" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c1"/>
                            <constraint firstAttribute="trailing" secondItem="s1" secondAttribute="trailing" id="c2"/>
                            <constraint firstItem="s1" firstAttribute="top" secondItem="root" secondAttribute="top" constant="96" id="c3"/>
                        </constraints>
                    </view>
                </objects>
            </document>
            """)
        let result = try #require(IB.solve(document).first)
        #expect(result.layout?.view(named: "searchBar")?.node.control.design == .glass)
        #expect(IB.frame(result.layout, "searchBar") == Rect(x: 0, y: 96, width: 414, height: 64))
        #expect(result.comparison?.count(.match) == 1)
        let yaml = try #require(SpecWriter.yaml(result.ibCase))
        #expect(yaml.contains("design: glass"))
        let imported = try IB.engine.solve(try SpecReader.read(text: yaml, file: "imported.yaml"))
        #expect(imported.view(named: "searchBar")?.frame == Rect(x: 0, y: 96, width: 414, height: 64))
        let classic = try IB.engine.solve(
            try SpecReader.read(
                text:
                    "canvas: {width: 320, height: 568, scale: 2}\nviews:\n  bar: {kind: searchBar, constraints: [left == superview.left, top == superview.top]}\n",
                file: "classic.yaml"))
        #expect(classic.view(named: "bar")?.frame.height == 56)
    }
}

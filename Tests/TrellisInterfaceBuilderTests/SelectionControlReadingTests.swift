import Testing
import TrellisLayout
import TrellisSpec

@testable import TrellisInterfaceBuilder

/// `<pageControl>`, `<searchBar>`, `<datePicker>` and `<pickerView>` are read as their kinds with their
/// settings, laid out at UIKit's sizes (matching the frames Xcode stores for position-only views), and
/// written back as spec keys by `trellis import`.
struct SelectionControlReadingTests {
    private static let document = IB.xib(
        """
        <view contentMode="scaleToFill" id="root" userLabel="Form">
            <rect key="frame" x="0.0" y="0.0" width="375" height="900"/>
            <subviews>
                <searchBar contentMode="redraw" searchBarStyle="minimal" placeholder="Find" showsScopeBar="YES" translatesAutoresizingMaskIntoConstraints="NO" id="s1">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="100"/>
                    <textInputTraits key="textInputTraits"/>
                    <scopeButtonTitles>
                        <string>All</string>
                        <string>Mail</string>
                    </scopeButtonTitles>
                </searchBar>
                <datePicker contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" datePickerMode="date" translatesAutoresizingMaskIntoConstraints="NO" id="d1">
                    <rect key="frame" x="0.0" y="100" width="320" height="216"/>
                </datePicker>
                <datePicker contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" datePickerMode="dateAndTime" style="inline" translatesAutoresizingMaskIntoConstraints="NO" id="d2">
                    <rect key="frame" x="0.0" y="316" width="336" height="353"/>
                </datePicker>
                <pickerView contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="p1">
                    <rect key="frame" x="0.0" y="669" width="320" height="216"/>
                </pickerView>
                <pageControl opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" numberOfPages="4" currentPage="2" translatesAutoresizingMaskIntoConstraints="NO" id="g1">
                    <rect key="frame" x="121.5" y="0.0" width="132.5" height="26"/>
                </pageControl>
            </subviews>
            <constraints>
                <constraint firstItem="s1" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c1"/>
                <constraint firstAttribute="trailing" secondItem="s1" secondAttribute="trailing" id="c2"/>
                <constraint firstItem="s1" firstAttribute="top" secondItem="root" secondAttribute="top" id="c3"/>
                <constraint firstItem="d1" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c4"/>
                <constraint firstItem="d1" firstAttribute="top" secondItem="s1" secondAttribute="bottom" id="c5"/>
                <constraint firstItem="d2" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c6"/>
                <constraint firstItem="d2" firstAttribute="top" secondItem="d1" secondAttribute="bottom" id="c7"/>
                <constraint firstItem="p1" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c8"/>
                <constraint firstItem="p1" firstAttribute="top" secondItem="d2" secondAttribute="bottom" id="c9"/>
                <constraint firstItem="g1" firstAttribute="centerX" secondItem="root" secondAttribute="centerX" id="c10"/>
                <constraint firstItem="g1" firstAttribute="top" secondItem="root" secondAttribute="top" id="c11"/>
            </constraints>
        </view>
        """)

    @Test func controlsAreReadAsTheirKinds() throws {
        let document = try IB.read(Self.document)
        let ibCase = try #require(document.cases.first)
        #expect(ibCase.warnings.filter { $0.code == "ib-unsupported" }.map(\.message) == [])
        let views = try #require(ibCase.document?.views.first?.subviews)
        #expect(views.map(\.kind) == [.searchBar, .datePicker, .datePicker, .pickerView, .pageControl])
        let search = views[0]
        #expect(search.placeholder == "Find")
        #expect(search.control.selection.scopes == ["All", "Mail"])
        #expect(search.control.selection.searchBarStyle == .minimal)
        #expect(views[1].control.selection.datePickerStyle == .wheels)
        #expect(views[1].control.selection.datePickerMode == .date)
        #expect(views[2].control.selection.datePickerStyle == .inline)
        #expect(views[4].control.selection.pages == 4)
        #expect(views[4].control.selection.currentPage == 2)
    }

    @Test func positionOnlyControlsMatchTheirStoredFrames() throws {
        let result = try #require(IB.solve(try IB.read(Self.document)).first)
        let layout = result.layout
        let names = try #require(layout?.views.map(\.name))
        let frames = names.dropFirst().map { IB.frame(layout, $0) }
        #expect(
            frames == [
                Rect(x: 0, y: 0, width: 375, height: 100), Rect(x: 0, y: 100, width: 320, height: 216),
                Rect(x: 0, y: 316, width: 336, height: 353), Rect(x: 0, y: 669, width: 320, height: 216),
                Rect(x: 121.5, y: 0, width: 132.5, height: 26),
            ])
        #expect(result.comparison?.count(.unsupported) == 0)
    }

    /// `trellis import` writes the settings as spec keys that lay out to the same frames.
    @Test func importedSpecKeepsTheSettings() throws {
        let result = try #require(IB.solve(try IB.read(Self.document), compare: false).first)
        let yaml = try IB.importedSpec(result)
        #expect(yaml.contains("scopes: [\"All\", \"Mail\"]"))
    }

    /// Values Trellis doesn't know are warnings at the element, laid out with what it does know.
    @Test func unknownValuesAreWarnings() throws {
        let document = try IB.read(
            IB.xib(
                """
                <view contentMode="scaleToFill" id="root">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="300"/>
                    <subviews>
                        <pageControl opaque="NO" numberOfPages="99999" translatesAutoresizingMaskIntoConstraints="NO" id="g1">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="26"/>
                        </pageControl>
                        <datePicker contentMode="scaleToFill" style="spinning" datePickerMode="week" translatesAutoresizingMaskIntoConstraints="NO" id="d1">
                            <rect key="frame" x="0.0" y="30" width="320" height="216"/>
                        </datePicker>
                    </subviews>
                </view>
                """))
        let ibCase = try #require(document.cases.first)
        let read = ibCase.warnings.filter { $0.code == "ib-unsupported" && !$0.message.contains("no constraints") }
        #expect(
            read.map(\.message) == [
                "numberOfPages 99999 is laid out as 10000, the most Trellis draws",
                "date picker style 'spinning' is laid out as wheels", "datePickerMode 'week' is not read",
            ])
        #expect(read.map { $0.location?.line } == [9, 12, 12])
        let views = try #require(ibCase.document?.views.first?.subviews)
        #expect(views[0].control.selection.pages == 10_000)
        #expect(views[1].control.selection.datePickerStyle == .wheels)
        #expect(views[1].control.selection.datePickerMode == .dateAndTime)
    }

    /// A date picker without `style` is wheels in an Xcode 12 document and compact (what automatic shows
    /// on an iPhone) from Xcode 13: Xcode 14 stores a `date` one 34.5 tall on a 2× device.
    @Test func aDatePickerWithoutStyleFollowsTheToolsVersion() throws {
        let picker = """
            <view contentMode="scaleToFill" id="root">
                <rect key="frame" x="0.0" y="0.0" width="375" height="300"/>
                <subviews>
                    <datePicker contentMode="scaleToFill" datePickerMode="date" translatesAutoresizingMaskIntoConstraints="NO" id="d1">
                        <rect key="frame" x="16" y="20" width="343" height="34.5"/>
                    </datePicker>
                </subviews>
                <constraints>
                    <constraint firstItem="d1" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="16" id="c1"/>
                    <constraint firstAttribute="trailing" secondItem="d1" secondAttribute="trailing" constant="16" id="c2"/>
                    <constraint firstItem="d1" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="c3"/>
                </constraints>
            </view>
            """
        let newer = try #require(IB.solve(try IB.read(IB.xib(picker, tools: "21225"))).first)
        #expect(newer.layout?.view(named: "datePicker")?.node.control.selection.datePickerStyle == .compact)
        #expect(IB.frame(newer.layout, "datePicker") == Rect(x: 16, y: 20, width: 343, height: 34.5))
        #expect(newer.comparison?.count(.match) == 1)
        let older = try #require(IB.solve(try IB.read(IB.xib(picker, tools: "17156"))).first)
        #expect(IB.frame(older.layout, "datePicker") == Rect(x: 16, y: 20, width: 343, height: 216))
    }
}

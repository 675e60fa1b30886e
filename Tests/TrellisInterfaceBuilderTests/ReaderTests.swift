import Testing
import TrellisLayout
import TrellisSpec
import TrellisText

@testable import TrellisInterfaceBuilder

/// Shared: reading document text, solving a case.
enum IB {
    static func read(_ text: String, file: String = "Test.xib", environment: InterfaceBuilderEnvironment = .init())
        throws -> InterfaceBuilderDocument
    {
        try InterfaceBuilderReader.read(
            source: SpecSource(file: file, text: text, baseDirectory: "/"), environment: environment)
    }

    static let engine: LayoutEngine = {
        // The bundled fonts ship with the package: their absence is a broken checkout.
        guard let text = try? TextEngine.bundled() else { fatalError("bundled fonts missing") }
        return LayoutEngine(textEngine: text, textDetail: .metrics)
    }()

    static func solve(_ document: InterfaceBuilderDocument, compare: Bool = true) -> [InterfaceBuilderResult] {
        InterfaceBuilderLayout.solve(
            document.cases, source: SpecSource(file: document.file, text: "", baseDirectory: "/"), engine: engine,
            compare: compare)
    }

    static func xib(_ objects: String, device: String = "retina4_7", tools: String = "17701") -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="\(tools)" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
            <device id="\(device)" orientation="portrait" appearance="light"/>
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
        \(objects)
            </objects>
        </document>
        """
    }

    static func frame(_ layout: SolvedLayout?, _ name: String) -> Rect? { layout?.view(named: name)?.frame }

    /// The case written by `trellis import` and laid out again: every view keeps its frame and its control
    /// settings. Returns the spec written.
    static func importedSpec(_ result: InterfaceBuilderResult) throws -> String {
        let layout = try #require(result.layout)
        let yaml = try #require(SpecWriter.yaml(result.ibCase))
        let imported = try engine.solve(try SpecReader.read(text: yaml, file: "imported.yaml"))
        for view in layout.views {
            #expect(imported.view(named: view.name)?.frame == view.frame, "\(view.name)")
            #expect(imported.view(named: view.name)?.node.control == view.node.control, "\(view.name)")
        }
        return yaml
    }
}

struct ReaderTests {
    /// A free view with two boxes: constraints with a ratio multiplier, a priority, a placeholder
    /// constraint and IB's default first item; every frame as the constraints give it.
    @Test func constraintsAreReadWithTheirDefaults() throws {
        let document = try IB.read(
            IB.xib(
                """
                <view contentMode="scaleToFill" id="root" userLabel="Card">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="300"/>
                    <subviews>
                        <view translatesAutoresizingMaskIntoConstraints="NO" id="a1" userLabel="Photo">
                            <rect key="frame" x="16" y="20" width="288" height="162"/>
                            <constraints>
                                <constraint firstAttribute="width" secondItem="a1" secondAttribute="height" multiplier="16:9" id="c1"/>
                            </constraints>
                        </view>
                        <view translatesAutoresizingMaskIntoConstraints="NO" id="b1" userLabel="Bar">
                            <rect key="frame" x="16" y="190" width="100" height="44"/>
                            <constraints>
                                <constraint firstAttribute="height" constant="44" id="c2"/>
                                <constraint firstAttribute="width" constant="100" placeholder="YES" id="c3"/>
                                <constraint firstAttribute="width" constant="200" priority="250" id="c4"/>
                            </constraints>
                        </view>
                    </subviews>
                    <constraints>
                        <constraint firstItem="a1" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="16" id="c5"/>
                        <constraint firstAttribute="trailing" secondItem="a1" secondAttribute="trailing" constant="16" id="c6"/>
                        <constraint firstItem="a1" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="c7"/>
                        <constraint firstItem="b1" firstAttribute="top" secondItem="a1" secondAttribute="bottom" constant="8" id="c8"/>
                        <constraint firstItem="b1" firstAttribute="leading" secondItem="a1" secondAttribute="leading" id="c9"/>
                    </constraints>
                </view>
                """))
        #expect(document.cases.map(\.name) == ["Test.xib#Card"])
        let constraints = try #require(document.cases[0].document?.constraints)
        #expect(constraints.count == 9)
        let ratio = try #require(constraints.first { $0.multiplier != 1 })
        #expect(ratio.multiplier == 16.0 / 9.0)
        #expect(ratio.firstItem == .view("photo") && ratio.secondItem == .view("photo"))
        #expect(constraints.contains { $0.priority == 250 && $0.constant == 200 })
        let trailing = try #require(constraints.first { $0.firstAttribute == .trailing })
        #expect(trailing.firstItem == .view("card") && trailing.secondItem == .view("photo"))
        #expect(trailing.location?.line == 26)

        let result = try #require(IB.solve(document).first)
        #expect(result.error == nil)
        #expect(IB.frame(result.layout, "photo") == Rect(x: 16, y: 20, width: 288, height: 162))
        // The placeholder constraint (100 wide) is kept: IB laid the stored frame out with it.
        #expect(IB.frame(result.layout, "bar") == Rect(x: 16, y: 190, width: 100, height: 44))
        #expect(result.comparison?.count(.match) == 2)
        #expect(result.comparison?.measured.count == 2)
    }

    /// A storyboard scene: the root takes the device's screen and safe area, the legacy top layout guide
    /// is the safe area's top, a navigation controller adds its bar, and the root's margins are 16 pt
    /// inside the safe area; a prototype cell is a case of its own at its stored size.
    @Test func sceneRootsAndCellsAreCases() throws {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="17701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="nav">
                <device id="retina4_7" orientation="portrait" appearance="light"/>
                <scenes>
                    <scene sceneID="s1">
                        <objects>
                            <navigationController id="nav" sceneMemberID="viewController">
                                <navigationBar key="navigationBar" contentMode="scaleToFill" id="bar"/>
                                <connections>
                                    <segue destination="vc" kind="relationship" relationship="rootViewController" id="seg"/>
                                </connections>
                            </navigationController>
                        </objects>
                    </scene>
                    <scene sceneID="s2">
                        <objects>
                            <viewController storyboardIdentifier="Settings" id="vc" sceneMemberID="viewController">
                                <layoutGuides>
                                    <viewControllerLayoutGuide type="top" id="top"/>
                                    <viewControllerLayoutGuide type="bottom" id="bottom"/>
                                </layoutGuides>
                                <view key="view" contentMode="scaleToFill" id="root">
                                    <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                    <subviews>
                                        <view translatesAutoresizingMaskIntoConstraints="NO" id="box">
                                            <rect key="frame" x="16" y="72" width="343" height="50"/>
                                            <constraints>
                                                <constraint firstAttribute="height" constant="50" id="h"/>
                                            </constraints>
                                        </view>
                                        <tableView clipsSubviews="YES" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="table">
                                            <rect key="frame" x="0.0" y="130" width="375" height="537"/>
                                            <prototypes>
                                                <tableViewCell contentMode="scaleToFill" reuseIdentifier="SwitchCell" id="cell">
                                                    <rect key="frame" x="0.0" y="28" width="375" height="44"/>
                                                    <tableViewCellContentView key="contentView" opaque="NO" contentMode="center" tableViewCell="cell" id="content">
                                                        <rect key="frame" x="0.0" y="0.0" width="375" height="44"/>
                                                        <subviews>
                                                            <switch opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="sw">
                                                                <rect key="frame" x="308" y="6.5" width="51" height="31"/>
                                                            </switch>
                                                        </subviews>
                                                        <constraints>
                                                            <constraint firstItem="sw" firstAttribute="centerY" secondItem="content" secondAttribute="centerY" id="c1"/>
                                                            <constraint firstItem="sw" firstAttribute="trailing" secondItem="content" secondAttribute="trailingMargin" id="c2"/>
                                                        </constraints>
                                                    </tableViewCellContentView>
                                                </tableViewCell>
                                            </prototypes>
                                        </tableView>
                                    </subviews>
                                    <constraints>
                                        <constraint firstItem="box" firstAttribute="top" secondItem="top" secondAttribute="bottom" constant="8" id="t"/>
                                        <constraint firstItem="box" firstAttribute="leading" secondItem="root" secondAttribute="leadingMargin" id="l"/>
                                        <constraint firstAttribute="trailingMargin" secondItem="box" secondAttribute="trailing" id="r"/>
                                        <constraint firstItem="table" firstAttribute="top" secondItem="box" secondAttribute="bottom" constant="8" id="tt"/>
                                        <constraint firstItem="table" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="tl"/>
                                        <constraint firstAttribute="trailing" secondItem="table" secondAttribute="trailing" id="tr"/>
                                        <constraint firstItem="bottom" firstAttribute="top" secondItem="table" secondAttribute="bottom" id="tb"/>
                                    </constraints>
                                </view>
                            </viewController>
                        </objects>
                    </scene>
                </scenes>
            </document>
            """
        let document = try IB.read(text, file: "Main.storyboard")
        #expect(document.cases.map(\.name) == ["Main.storyboard#Settings", "Main.storyboard#Settings/SwitchCell"])
        let scene = try #require(document.cases[0].document)
        // iPhone 8: status bar 20 + navigation bar 44.
        #expect(scene.canvas.safeArea.top == 64)
        let results = IB.solve(document)
        #expect(results.allSatisfy { $0.error == nil })
        #expect(IB.frame(results[0].layout, "view2") == Rect(x: 16, y: 72, width: 343, height: 50))
        #expect(IB.frame(results[0].layout, "tableView") == Rect(x: 0, y: 130, width: 375, height: 537))
        // The cell: content margins 16 (Xcode 9 and later), the switch 51 × 31 centred.
        #expect(IB.frame(results[1].layout, "switch") == Rect(x: 308, y: 6.5, width: 51, height: 31))
        #expect(results.compactMap(\.comparison).allSatisfy { $0.count(.match) == $0.measured.count })
        #expect(results[1].ibCase.storedViews.map(\.documentID) == ["content", "sw"])
    }

    /// `--device`: the scene takes the other screen; `--orientation` turns it.
    @Test func theEnvironmentCanBeOverridden() throws {
        let text = IB.xib(
            """
            <view contentMode="scaleToFill" id="root">
                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                <subviews>
                    <view translatesAutoresizingMaskIntoConstraints="NO" id="v">
                        <rect key="frame" x="0" y="20" width="375" height="10"/>
                        <constraints><constraint firstAttribute="height" constant="10" id="h"/></constraints>
                    </view>
                </subviews>
                <viewLayoutGuide key="safeArea" id="safe"/>
                <constraints>
                    <constraint firstItem="v" firstAttribute="top" secondItem="safe" secondAttribute="top" id="t"/>
                    <constraint firstItem="v" firstAttribute="leading" secondItem="safe" secondAttribute="leading" id="l"/>
                    <constraint firstItem="safe" firstAttribute="trailing" secondItem="v" secondAttribute="trailing" id="r"/>
                </constraints>
            </view>
            """)
        let phone = try IB.read(text, environment: InterfaceBuilderEnvironment(device: "iPhone 15"))
        let layout = try #require(IB.solve(phone).first?.layout)
        #expect(layout.canvas.width == 393 && layout.canvas.height == 852)
        #expect(IB.frame(layout, "view2") == Rect(x: 0, y: 59, width: 393, height: 10))
        let turned = try IB.read(
            text, environment: InterfaceBuilderEnvironment(device: "iPhone 15", orientation: .landscapeLeft))
        let landscape = try #require(IB.solve(turned).first?.layout)
        #expect(IB.frame(landscape, "view2") == Rect(x: 59, y: 0, width: 734, height: 10))
    }

    /// Labels: text, fonts (a semibold system font; a custom font the project holds is a warning at its
    /// line, the system font of its size standing in), line counts; a stack view's
    /// attributes; a hidden arranged view takes no room.
    @Test func labelsAndStacks() throws {
        let document = try IB.read(
            IB.xib(
                """
                <view contentMode="scaleToFill" id="root">
                    <rect key="frame" x="0.0" y="0.0" width="300" height="200"/>
                    <subviews>
                        <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" alignment="leading" spacing="12" translatesAutoresizingMaskIntoConstraints="NO" id="stack">
                            <rect key="frame" x="0.0" y="0.0" width="300" height="53"/>
                            <subviews>
                                <label opaque="NO" text="Title" lineBreakMode="tailTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="l1">
                                    <rect key="frame" x="0.0" y="0.0" width="38" height="20.5"/>
                                    <fontDescription key="fontDescription" type="system" weight="semibold" pointSize="17"/>
                                </label>
                                <label opaque="NO" hidden="YES" text="Gone" translatesAutoresizingMaskIntoConstraints="NO" id="l2">
                                    <rect key="frame" x="0.0" y="0.0" width="38" height="20.5"/>
                                    <fontDescription key="fontDescription" name="HelveticaNeue-Medium" family="Helvetica Neue" pointSize="15"/>
                                </label>
                                <label opaque="NO" text="Two lines of text that wrap" numberOfLines="2" translatesAutoresizingMaskIntoConstraints="NO" id="l3">
                                    <rect key="frame" x="0.0" y="32.5" width="100" height="20.5"/>
                                    <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
                                </label>
                            </subviews>
                        </stackView>
                    </subviews>
                    <constraints>
                        <constraint firstItem="stack" firstAttribute="top" secondItem="root" secondAttribute="top" id="t"/>
                        <constraint firstItem="stack" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="l"/>
                        <constraint firstAttribute="trailing" secondItem="stack" secondAttribute="trailing" id="r"/>
                    </constraints>
                </view>
                """))
        let ibCase = document.cases[0]
        let stack = try #require(ibCase.document?.views.first?.subviews.first)
        #expect(stack.kind == .stackView)
        #expect(stack.stack.axis == .vertical && stack.stack.alignment == .leading && stack.stack.spacing == 12)
        #expect(stack.subviews.map(\.name) == ["titleLabel", "goneLabel", "twoLinesOfLabel"])
        #expect(stack.subviews[1].isHidden)
        #expect(stack.subviews[2].textStyle.numberOfLines == 2)
        #expect(stack.subviews[0].textStyle.font.weight == .semibold)
        #expect(!ibCase.warnings.contains { $0.message.contains("semibold") })
        let warning = try #require(ibCase.warnings.first { $0.message.contains("HelveticaNeue-Medium") })
        #expect(warning.location?.line == 16)
        #expect(stack.subviews[1].textStyle.font == Font(size: 15))
        let layout = try #require(IB.solve(document).first?.layout)
        #expect(IB.frame(layout, "goneLabel")?.height == 0)
        // Title at y 0, the third label after one gap of 12 (the hidden one takes none).
        #expect(IB.frame(layout, "twoLinesOfLabel")?.minY == 32.5)
    }

    /// The safe area and the root's margins are read back from the stored frames of views constrained to
    /// them (here a large title's 96-pt top the document doesn't state, and 20-pt margins).
    @Test func theEnvironmentIsReadBackFromStoredFrames() throws {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="17701" useAutolayout="YES" useSafeAreas="YES">
                <device id="retina5_9" orientation="portrait" appearance="light"/>
                <scenes><scene sceneID="s"><objects>
                    <viewController title="Large" id="vc" sceneMemberID="viewController">
                        <view key="view" id="root"><rect key="frame" x="0.0" y="0.0" width="375" height="812"/>
                            <subviews>
                                <view translatesAutoresizingMaskIntoConstraints="NO" id="a"><rect key="frame" x="20" y="96" width="335" height="10"/></view>
                                <view translatesAutoresizingMaskIntoConstraints="NO" id="b"><rect key="frame" x="20" y="116" width="335" height="10"/></view>
                            </subviews>
                            <viewLayoutGuide key="safeArea" id="safe"/>
                            <constraints>
                                <constraint firstItem="a" firstAttribute="top" secondItem="safe" secondAttribute="top" id="c1"/>
                                <constraint firstItem="a" firstAttribute="leading" secondItem="root" secondAttribute="leadingMargin" id="c2"/>
                                <constraint firstAttribute="trailingMargin" secondItem="a" secondAttribute="trailing" id="c3"/>
                                <constraint firstItem="a" firstAttribute="height" constant="10" id="c4"/>
                                <constraint firstItem="b" firstAttribute="top" secondItem="a" secondAttribute="bottom" constant="10" id="c5"/>
                                <constraint firstItem="b" firstAttribute="leading" secondItem="root" secondAttribute="leadingMargin" id="c6"/>
                                <constraint firstItem="b" firstAttribute="trailing" secondItem="root" secondAttribute="trailingMargin" id="c7"/>
                                <constraint firstItem="b" firstAttribute="height" constant="10" id="c8"/>
                            </constraints>
                        </view>
                    </viewController>
                </objects></scene></scenes>
            </document>
            """
        let document = try IB.read(text, file: "Large.storyboard")
        let ibCase = try #require(document.cases.first?.document)
        #expect(ibCase.canvas.safeArea.top == 96)
        #expect(ibCase.views[0].layoutMargins.left == 20 && ibCase.views[0].layoutMargins.right == 20)
        let result = try #require(IB.solve(document).first)
        #expect(result.comparison?.count(.match) == 2)
        // On another device the model stands: iPhone 8's 20-pt status bar, 16-pt margins.
        let moved = try IB.read(
            text, file: "Large.storyboard", environment: InterfaceBuilderEnvironment(device: "iPhone 8"))
        #expect(moved.cases.first?.document?.canvas.safeArea.top == 20)
        #expect(IB.frame(IB.solve(moved).first?.layout, "view2") == Rect(x: 16, y: 20, width: 343, height: 10))
    }

    /// A document written on one line: each element's column is its own `<name`, found by one pass along
    /// the line (the columns of 2,000 labels, each with a warning).
    @Test func columnsOnOneLineAreEachElements() throws {
        let label =
            #"<label text="x" translatesAutoresizingMaskIntoConstraints="NO" id="L"><fontDescription key="fontDescription" name="Avenir-Light" family="Avenir" pointSize="17"/></label>"#
        let labels = (0..<2_000).map { label.replacingOccurrences(of: "id=\"L\"", with: "id=\"l\($0)\"") }
        let prefix = #"<view id="root"><rect key="frame" x="0" y="0" width="100" height="100"/><subviews>"#
        let text = IB.xib(prefix + labels.joined() + "</subviews></view>")
        let document = try IB.read(text)
        let warnings = document.cases[0].warnings.filter { $0.message.contains("Avenir-Light") }
        #expect(warnings.count == 2_000)
        let line = try #require(text.split(separator: "\n", omittingEmptySubsequences: false).dropFirst(5).first)
        let expected = line.ranges(of: "<label").map { line.distance(from: line.startIndex, to: $0.lowerBound) + 1 }
        #expect(warnings.map { $0.location?.column ?? 0 } == expected)
        #expect(warnings.allSatisfy { $0.location?.line == 6 })
    }

    /// `fitsCells`: a prototype cell answers "how tall is this cell with this text?" — the content view at
    /// the table's width, its height fitted (11 + 61 + 11 for a three-line label), the cell half a point
    /// taller at 2x (the separator). Without it the cell keeps its stored 44.
    @Test func cellsCanBeFittedToTheirContent() throws {
        let text = #"""
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="17701" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES">
                <device id="retina4_7" orientation="portrait" appearance="light"/>
                <objects>
                    <tableViewCell contentMode="scaleToFill" reuseIdentifier="NoteCell" id="cell">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="44"/>
                        <tableViewCellContentView key="contentView" opaque="NO" contentMode="center" tableViewCell="cell" id="content">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="44"/>
                            <subviews>
                                <label opaque="NO" text="A note long enough to wrap over three lines of a table cell on an iPhone 8, as a self-sizing table measures it" numberOfLines="0" translatesAutoresizingMaskIntoConstraints="NO" id="note">
                                    <rect key="frame" x="16" y="11" width="343" height="22"/>
                                    <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                </label>
                            </subviews>
                            <constraints>
                                <constraint firstItem="note" firstAttribute="leading" secondItem="content" secondAttribute="leadingMargin" id="c1"/>
                                <constraint firstAttribute="trailingMargin" secondItem="note" secondAttribute="trailing" id="c2"/>
                                <constraint firstItem="note" firstAttribute="top" secondItem="content" secondAttribute="topMargin" id="c3"/>
                                <constraint firstAttribute="bottomMargin" secondItem="note" secondAttribute="bottom" id="c4"/>
                            </constraints>
                        </tableViewCellContentView>
                    </tableViewCell>
                </objects>
            </document>
            """#
        let fitted = try IB.read(text, environment: InterfaceBuilderEnvironment(fitsCells: true))
        let layout = try #require(IB.solve(fitted, compare: false).first?.layout)
        #expect(layout.canvas.height == 83.5)
        #expect(IB.frame(layout, "contentView") == Rect(x: 0, y: 0, width: 375, height: 83))
        #expect(IB.frame(layout, "aNoteLongLabel") == Rect(x: 16, y: 11, width: 343, height: 61))
        let stored = try #require(IB.solve(try IB.read(text), compare: false).first?.layout)
        #expect(stored.canvas.height == 44)
    }

    /// Xcode 6–7 documents name no device: a view controller's simulated screen metrics do.
    @Test func olderDocumentsTakeTheirSimulatedScreen() throws {
        let text = """
            <?xml version="1.0" encoding="UTF-8" standalone="no"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="9531" useAutolayout="YES">
                <scenes><scene sceneID="s"><objects>
                    <viewController id="vc" sceneMemberID="viewController">
                        <view key="view" id="root"><rect key="frame" x="0.0" y="0.0" width="375" height="667"/></view>
                        <simulatedScreenMetrics key="simulatedDestinationMetrics" type="retina47"/>
                    </viewController>
                </objects></scene></scenes>
            </document>
            """
        let document = try IB.read(text, file: "Old.storyboard")
        let canvas = try #require(document.cases.first?.document?.canvas)
        #expect(canvas.width == 375 && canvas.height == 667 && canvas.device == "iPhone 8")
        #expect(document.cases.map(\.name) == ["Old.storyboard#vc"])
    }

    /// An image the document's `<resources>` don't size is looked up in an asset catalog beside the
    /// document: its largest PNG's pixels over its scale (a 96 × 48-pixel @3x file is 32 × 16 points); a
    /// catalog colour's components are read in any of Xcode's notations.
    @Test func imagesAreSizedFromAnAssetCatalogBesideTheDocument() throws {
        let directory = "/tmp/trellis-ib-assets-\(getpid())"
        let set = directory + "/Assets.xcassets/Logo.imageset"
        _ = mkdir(directory, 0o755)
        _ = mkdir(directory + "/Assets.xcassets", 0o755)
        _ = mkdir(set, 0o755)
        try write(
            #"{"images": [{"idiom": "universal", "scale": "1x"}, {"filename": "logo@3x.png", "idiom": "universal", "scale": "3x"}]}"#,
            to: set + "/Contents.json")
        let png: [UInt8] =
            [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13] + Array("IHDR".utf8) + [
                0, 0, 0, 96, 0, 0, 0, 48,
            ]
        try write(String(decoding: png, as: UTF8.self), bytes: png, to: set + "/logo@3x.png")
        try write(
            IB.xib(
                """
                <view id="root"><rect key="frame" x="0" y="0" width="100" height="100"/>
                    <subviews><imageView image="Logo" translatesAutoresizingMaskIntoConstraints="NO" id="i"><rect key="frame" x="0" y="0" width="32" height="16"/></imageView>
                    <imageView image="Missing" translatesAutoresizingMaskIntoConstraints="NO" id="j"><rect key="frame" x="0" y="0" width="1" height="1"/></imageView></subviews>
                </view>
                """), to: directory + "/Doc.xib")
        _ = mkdir(directory + "/Assets.xcassets/Brand.colorset", 0o755)
        try write(
            #"{"colors": [{"color": {"color-space": "srgb", "components": {"alpha": "1.000", "blue": "0xFF", "green": "128", "red": "0.000"}}, "idiom": "universal"}]}"#,
            to: directory + "/Assets.xcassets/Brand.colorset/Contents.json")
        let document = try InterfaceBuilderReader.read(contentsOf: directory + "/Doc.xib")
        #expect(
            ColorReading.color(
                XMLElement(name: "color", attributes: [("name", "Brand")], children: [], text: "", line: 1, column: 1),
                resources: DocumentResources(
                    XMLElement(name: "document", attributes: [], children: [], text: "", line: 1, column: 1),
                    baseDirectory: directory)) == Color(red: 0, green: 128.0 / 255, blue: 1))
        let images = try #require(document.cases.first?.document?.views.first?.subviews)
        #expect(images[0].intrinsicSizeOverride == Size(width: 32, height: 16))
        #expect(images[1].intrinsicSizeOverride == nil)
        #expect(
            document.cases[0].warnings.contains { $0.message.hasPrefix("image 'Missing'") && $0.location?.line == 8 })
    }

    private func write(_ text: String, bytes: [UInt8]? = nil, to path: String) throws {
        guard let file = fopen(path, "wb") else { throw SpecError("cannot write \(path)") }
        defer { fclose(file) }
        let data = bytes ?? Array(text.utf8)
        _ = data.withUnsafeBytes { fwrite($0.baseAddress, 1, $0.count, file) }
    }
}

#if canImport(Glibc)
    import Glibc
#endif

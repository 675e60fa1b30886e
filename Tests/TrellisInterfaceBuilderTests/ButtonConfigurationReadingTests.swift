import Testing
import TrellisLayout
import TrellisSpec

@testable import TrellisInterfaceBuilder

/// `<buttonConfiguration>` and system (SF Symbol) images read from Interface Builder documents.
struct ButtonConfigurationReadingTests {
    private static let document = IB.xib(
        """
        <view contentMode="scaleToFill" id="root" userLabel="Card">
            <rect key="frame" x="0.0" y="0.0" width="390" height="300"/>
            <subviews>
                <button opaque="NO" contentMode="scaleToFill" buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="b1">
                    <rect key="frame" x="16" y="20" width="52.5" height="35"/>
                    <state key="normal" title="Button"/>
                    <buttonConfiguration key="configuration" style="filled" title="Call"/>
                </button>
                <button opaque="NO" contentMode="scaleToFill" buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="b2">
                    <rect key="frame" x="16" y="70" width="39" height="39"/>
                    <state key="normal" title="Button"/>
                    <buttonConfiguration key="configuration" style="tinted" buttonSize="large" subtitle="Soon" imagePlacement="top" imagePadding="4">
                        <imageReference key="image" image="chevron.down" catalog="system" symbolScale="small"/>
                        <fontDescription key="titleFontDescription" type="boldSystem" pointSize="18"/>
                        <directionalEdgeInsets key="contentInsets" top="2" leading="6" bottom="2" trailing="6"/>
                    </buttonConfiguration>
                </button>
                <imageView contentMode="scaleAspectFit" image="safari" catalog="system" translatesAutoresizingMaskIntoConstraints="NO" id="i1">
                    <rect key="frame" x="16" y="150" width="25" height="24"/>
                </imageView>
            </subviews>
            <constraints>
                <constraint firstItem="b1" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="16" id="c1"/>
                <constraint firstItem="b1" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="c2"/>
                <constraint firstItem="b2" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="16" id="c3"/>
                <constraint firstItem="b2" firstAttribute="top" secondItem="root" secondAttribute="top" constant="70" id="c4"/>
                <constraint firstItem="i1" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="16" id="c5"/>
                <constraint firstItem="i1" firstAttribute="top" secondItem="root" secondAttribute="top" constant="150" id="c6"/>
            </constraints>
        </view>
        """, device: "retina6_1")

    private static func resources(_ xib: String) -> String {
        xib.replacing(
            "</objects>",
            with:
                "</objects>\n    <resources>\n        <image name=\"safari\" catalog=\"system\" width=\"128\" height=\"123\"/>\n        <image name=\"chevron.down\" catalog=\"system\" width=\"128\" height=\"72\"/>\n    </resources>"
        )
    }

    @Test func configurationButtonsAndSymbolsAreRead() throws {
        let document = try IB.read(Self.resources(Self.document))
        let ibCase = try #require(document.cases.first)
        #expect(!ibCase.warnings.contains { $0.message.contains("configuration") || $0.message.contains("not read") })
        let views = try #require(ibCase.document?.views.first?.subviews)
        let call = try #require(views.first)
        #expect(call.text == "Call")
        #expect(call.buttonConfiguration?.style == .filled && call.buttonConfiguration?.buttonSize == .medium)
        #expect(call.textStyle.font.size == 17)
        let soon = views[1]
        let configuration = try #require(soon.buttonConfiguration)
        #expect(configuration.style == .tinted && configuration.buttonSize == .large)
        #expect(
            configuration.subtitle == "Soon" && configuration.imagePlacement == .top && configuration.imagePadding == 4)
        #expect(configuration.contentInsets == DirectionalEdgeInsets(top: 2, leading: 6, bottom: 2, trailing: 6))
        #expect(soon.textStyle.font.size == 18 && soon.textStyle.font.weight == .bold)
        #expect(soon.symbolImage?.name == "chevron.down" && soon.symbolImage?.scale == .small)
        #expect(soon.symbolImage?.aspectRatio == 128.0 / 72)
        let safari = try #require(views[2].symbolImage)
        #expect(safari.name == "safari" && safari.aspectRatio == 128.0 / 123)
        #expect(views[2].intrinsicSizeOverride == nil)

        let layout = try #require(IB.solve(document).first?.layout)
        // "Call" in Roboto plus 24, and IB's 35: the height matches the stored frame.
        #expect(IB.frame(layout, views[0].name) == Rect(x: 16, y: 20, width: 53, height: 35))
        // The safari symbol at 17 pt: 20.4 tall, 128/123 as wide — its alignment rect, on the pixel grid; the
        // frame lies 1/96 of the height inside it at the top and the bottom.
        let symbol = try #require(layout.view(named: views[2].name))
        #expect(symbol.alignmentRect.size == Size(width: 21, height: 20.5))
        #expect(symbol.frame.width == 21 && abs(symbol.frame.height - 20.5 * (1 - 2.0 / 96)) < 1e-9)
    }

    /// `trellis import` writes the keys back as the spec reader takes them.
    @Test func importWritesConfigurationKeys() throws {
        let document = try IB.read(Self.resources(Self.document))
        let ibCase = try #require(document.cases.first)
        let spec = try #require(SpecWriter.yaml(ibCase))
        #expect(spec.contains("configuration: filled"))
        #expect(spec.contains("configuration: tinted\n"))
        #expect(spec.contains("buttonSize: large"))
        #expect(spec.contains("contentInsets: {top: 2, leading: 6, bottom: 2, trailing: 6}"))
        #expect(spec.contains("image: {symbol: \"chevron.down\", scale: small, aspectRatio: 1.777778}"))
        #expect(spec.contains("imagePlacement: top"))
        // The spec reads back to the same layout.
        let reread = try IB.engine.solve(try SpecReader.read(text: spec, file: "imported.yaml"))
        #expect(reread.view(named: "buttonButton")?.frame == Rect(x: 16, y: 20, width: 53, height: 35))
        #expect(reread.view(named: "imageView")?.node.symbolImage?.aspectRatio == 1.040650)
    }

    /// A document of one unconstrained button whose `<buttonConfiguration>` is `configuration`.
    private static func oneButton(_ configuration: String) -> String {
        IB.xib(
            """
            <view contentMode="scaleToFill" id="root" userLabel="Card">
                <rect key="frame" x="0.0" y="0.0" width="390" height="300"/>
                <subviews>
                    <button opaque="NO" buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="b1">
                        <rect key="frame" x="16" y="20" width="80" height="35"/>
                        \(configuration)
                    </button>
                </subviews>
            </view>
            """)
    }

    /// A text-style title font becomes a Dynamic Type font; an unknown style is a warning and plain.
    @Test func titleTextStylesAndUnknownStyles() throws {
        let document = try IB.read(
            Self.oneButton(
                """
                <buttonConfiguration key="configuration" style="bordered" title="Next">
                    <fontDescription key="titleFontDescription" style="UICTFontTextStyleHeadline"/>
                </buttonConfiguration>
                """))
        let ibCase = try #require(document.cases.first)
        let button = try #require(ibCase.document?.views.first?.subviews.first)
        #expect(button.buttonConfiguration?.style == .plain)
        #expect(button.dynamicFont != nil)
        #expect(
            ibCase.warnings.filter { $0.message.contains("configuration") }.map(\.message) == [
                "button configuration style 'bordered' is laid out as plain"
            ])
    }

    /// A configuration's subtitle past the text limit refuses the case, as a title does.
    @Test func aSubtitlePastTheTextLimitRefusesTheCase() throws {
        let subtitle = String(repeating: "x", count: ResourceLimits.standard.textLength + 1)
        let document = try IB.read(
            Self.oneButton(
                #"<buttonConfiguration key="configuration" style="gray" title="Go" subtitle="\#(subtitle)"/>"#))
        let ibCase = try #require(document.cases.first)
        #expect(ibCase.document == nil)
        let message = ibCase.error.map { "\($0)" } ?? ""
        #expect(message.contains("has 100,001 characters"), "\(message.prefix(300))")
    }
}

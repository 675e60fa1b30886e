import Testing
import TrellisLayout
import TrellisSpec
import TrellisText

@testable import TrellisInterfaceBuilder

/// A label's `<attributedString>` of several fragments becomes attributed text: each run with its font,
/// colour, kern and baseline offset, laid out as the spec's runs are, and imported as a run list.
@Suite struct AttributedTextReaderTests {
    static let document = IB.xib(
        """
        <view contentMode="scaleToFill" id="root">
            <rect key="frame" x="0.0" y="0.0" width="300" height="200"/>
            <subviews>
                <label opaque="NO" usesAttributedText="YES" translatesAutoresizingMaskIntoConstraints="NO" id="price">
                    <rect key="frame" x="10" y="10" width="80" height="29"/>
                    <attributedString key="attributedText">
                        <fragment content="Total ">
                            <attributes>
                                <font key="NSFont" metaFont="system" size="15"/>
                            </attributes>
                        </fragment>
                        <fragment content="€12">
                            <attributes>
                                <color key="NSColor" red="1" green="0.0" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                                <font key="NSFont" metaFont="systemBold" size="24"/>
                                <real key="NSKern" value="1.5"/>
                                <real key="NSBaselineOffset" value="2"/>
                            </attributes>
                        </fragment>
                    </attributedString>
                </label>
            </subviews>
            <constraints>
                <constraint firstItem="price" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="10" id="c1"/>
                <constraint firstItem="price" firstAttribute="top" secondItem="root" secondAttribute="top" constant="10" id="c2"/>
            </constraints>
        </view>
        """)

    @Test func fragmentsBecomeRuns() throws {
        let document = try IB.read(Self.document)
        let ibCase = try #require(document.cases.first)
        let label = try #require(ibCase.document?.views.first?.subviews.first)
        #expect(label.text == "Total €12")
        #expect(
            label.attributedText == [
                AttributedRun("Total ", font: Font(size: 15)),
                AttributedRun(
                    "€12", font: Font(size: 24, weight: .bold), color: Color(red: 1, green: 0, blue: 0), kern: 1.5,
                    baselineOffset: 2),
            ])
        #expect(!ibCase.warnings.contains { $0.message.contains("attributed text") })
        // Laid out run by run: as wide as the runs' text measured with its kern, as tall as the bold run's
        // line raised by its offset.
        let layout = try #require(IB.solve(document).first?.layout)
        let engine = try TextEngine.bundled()
        let measured = try engine.measure(
            [
                TextRun("Total ", font: Font(size: 15)),
                TextRun("€12", font: Font(size: 24, weight: .bold), kern: 1.5, baselineOffset: 2),
            ],
            style: label.textStyle, width: nil, scale: layout.canvas.scale)
        let frame = try #require(IB.frame(layout, label.name))
        #expect(frame.width == measured.size.width && frame.height == measured.size.height)
        let raised: Double = 24 * 2444 / 2048 + 2
        #expect(frame.height == TextLayout.ceilToPixel(raised, scale: layout.canvas.scale))
    }

    /// The import writes the runs as the spec's list, and the imported spec lays out to the same frames.
    @Test func theImportWritesTheRuns() throws {
        let document = try IB.read(Self.document)
        let result = try #require(IB.solve(document, compare: false).first)
        let yaml = try #require(SpecWriter.yaml(result.ibCase))
        #expect(
            yaml.contains(
                ##"text: [{text: "Total ", font: 15}, {text: "€12", font: {size: 24, weight: bold}, color: "#FF0000", kern: 1.5, baselineOffset: 2}]"##
            ))
        let imported = try IB.engine.solve(try SpecReader.read(text: yaml, file: "imported.yaml"))
        let layout = try #require(result.layout)
        for view in layout.views { #expect(imported.view(named: view.name)?.frame == view.frame, "\(view.name)") }
    }
}

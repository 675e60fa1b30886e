import Testing
import TrellisLayout
import TrellisSpec

@testable import TrellisInterfaceBuilder

/// Documents built to hurt a reader: each is refused with a located error, or read with a located warning,
/// without a crash, a hang or unbounded memory.
struct HostileDocumentTests {
    private func error(_ text: String, limits: ResourceLimits = .standard) -> SpecError? {
        do {
            _ = try InterfaceBuilderReader.read(
                source: SpecSource(file: "evil.xib", text: text, baseDirectory: "/"), limits: limits)
            return nil
        } catch let error as SpecError {
            return error
        } catch {
            Issue.record("not a SpecError: \(error)")
            return nil
        }
    }

    /// Entity expansion ("billion laughs"): refused at the DOCTYPE, before any entity is declared.
    @Test func billionLaughsIsRefusedAtItsDoctype() throws {
        // Ten levels of entities, each ten of the one below: 10⁹ "lol"s if expanded (Tests/Fixtures/ib-hostile).
        let path =
            "/" + "\(#filePath)".split(separator: "/").dropLast(2).joined(separator: "/")
            + "/Fixtures/ib-hostile/billion-laughs.xib"
        let text = try SpecSource.load(path: path).text
        let refused = try #require(error(text))
        #expect(refused.message.contains("DOCTYPE"))
        #expect(refused.location?.line == 2)
        #expect(refused.location?.column == 1)
    }

    /// An external entity naming /etc/passwd: refused; nothing of the file reaches the message.
    @Test func externalEntitiesAreNeverRead() throws {
        let text = """
            <?xml version="1.0"?>
            <!DOCTYPE document [<!ENTITY secret SYSTEM "file:///etc/passwd">]>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB"><objects><label text="&secret;"/></objects></document>
            """
        let refused = try #require(error(text))
        #expect(refused.location?.line == 2)
        #expect(!refused.description.contains("root:"))
    }

    /// An external DTD (a network address): refused, never fetched.
    @Test func externalDTDsAreRefused() throws {
        let text = """
            <?xml version="1.0"?>
            <!DOCTYPE document SYSTEM "http://127.0.0.1:9/ib.dtd">
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB"><objects/></document>
            """
        let refused = try #require(error(text))
        #expect(refused.message.contains("DOCTYPE") && refused.location?.line == 2)
    }

    /// 10,000 nested views: libxml2's depth limit (256) refuses it with the line where it stopped.
    @Test func deepNestingIsALocatedError() throws {
        let depth = 10_000
        let text =
            "<?xml version=\"1.0\"?>\n<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\"><objects>\n"
            + String(repeating: "<view><subviews>\n", count: depth)
            + String(repeating: "</subviews></view>", count: depth)
            + "\n</objects></document>\n"
        let refused = try #require(error(text))
        #expect(refused.message.contains("invalid XML"))
        // Two levels a line: the 256th level is on line 130.
        #expect(refused.message.contains("nested deeper than"))
        #expect(refused.location?.line == 130)
    }

    /// A label whose text is 2 MB: the case is refused by the text-length limit; the document is read.
    @Test func gigantictAttributesAreBounded() throws {
        let huge = String(repeating: "x", count: 2_000_000)
        let text = IB.xib(
            """
            <view id="root"><rect key="frame" x="0" y="0" width="100" height="100"/>
                <subviews><label text="\(huge)" translatesAutoresizingMaskIntoConstraints="NO" id="l"/></subviews>
            </view>
            """)
        let document = try IB.read(text)
        #expect(document.cases.count == 1)
        let failure = try #require(document.cases[0].error)
        #expect(failure.message.contains("more than 100,000"))
        #expect(failure.location?.line == 6)
        // Over the byte limit, the document isn't read at all.
        var limits = ResourceLimits.standard
        limits.specBytes = 1_000_000
        #expect(error(text, limits: limits)?.message.contains("larger than 1,000,000 bytes") == true)
    }

    /// Bytes that aren't UTF-8: refused at the line and column of the first bad byte, before any parsing.
    @Test func invalidUTF8IsLocated() throws {
        var bytes = Array("<?xml version=\"1.0\"?>\n<document type=\"x\">\n  <objects>".utf8)
        bytes += [0xC3, 0x28]
        bytes += Array("</objects></document>".utf8)
        let path = "/tmp/trellis-ib-invalid-\(bytes.count).xib"
        try writeFile(bytes, to: path)
        #expect(throws: SpecError.self) { try InterfaceBuilderReader.read(contentsOf: path) }
        do {
            _ = try InterfaceBuilderReader.read(contentsOf: path)
        } catch let error as SpecError {
            #expect(error.message.contains("not UTF-8"))
            #expect(error.location?.line == 3 && error.location?.column == 12)
        }
    }

    /// A document cut off in the middle of a tag: libxml2's error at the end.
    @Test func truncatedDocumentsAreLocated() throws {
        let text = String(
            IB.xib("<view id=\"root\"><rect key=\"frame\" x=\"0\" y=\"0\" width=\"10\" height=\"10\"/></view>").prefix(
                300))
        let refused = try #require(error(text))
        #expect(refused.message.hasPrefix("invalid XML"))
        #expect(refused.location != nil)
    }

    /// A storyboard of 10,000 scenes is read into 10,000 cases in one pass, and any one of them solves.
    @Test func tenThousandScenesAreRead() throws {
        var scenes = ""
        for i in 0..<10_000 {
            scenes += """
                <scene sceneID="s\(i)"><objects><viewController title="Screen \(i)" id="vc\(i)" sceneMemberID="viewController">
                <view key="view" id="v\(i)"><rect key="frame" x="0" y="0" width="375" height="667"/>
                <subviews><view translatesAutoresizingMaskIntoConstraints="NO" id="b\(i)"><rect key="frame" x="0" y="0" width="375" height="\(i % 100)"/>
                <constraints><constraint firstAttribute="height" constant="\(i % 100)" id="h\(i)"/></constraints></view></subviews>
                <constraints><constraint firstItem="b\(i)" firstAttribute="top" secondItem="v\(i)" secondAttribute="top" id="t\(i)"/>
                <constraint firstItem="b\(i)" firstAttribute="leading" secondItem="v\(i)" secondAttribute="leading" id="l\(i)"/>
                <constraint firstItem="b\(i)" firstAttribute="trailing" secondItem="v\(i)" secondAttribute="trailing" id="r\(i)"/></constraints>
                </view></viewController></objects></scene>

                """
        }
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="17701" useAutolayout="YES">
            <device id="retina4_7" orientation="portrait"/>
            <scenes>
            \(scenes)</scenes>
            </document>
            """
        let document = try IB.read(text, file: "Big.storyboard")
        #expect(document.cases.count == 10_000)
        #expect(document.cases[9_999].name == "Big.storyboard#Screen 9999")
        let picked = try InterfaceBuilderLayout.select(document, patterns: ["*#Screen 4242"])
        let result = try #require(
            IB.solve(
                InterfaceBuilderDocument(
                    file: document.file, format: .storyboard, toolsVersion: 0, deviceID: nil, cases: picked,
                    warnings: [])
            ).first)
        #expect(IB.frame(result.layout, "view2") == Rect(x: 0, y: 0, width: 375, height: 42))
    }

    /// Constraints naming objects that don't exist, or the File's Owner placeholder: each a warning at its
    /// line, the constraint left out, the case still laid out.
    @Test func danglingReferencesAreWarnings() throws {
        let text = IB.xib(
            """
            <view id="root"><rect key="frame" x="0" y="0" width="200" height="100"/>
                <subviews>
                    <view translatesAutoresizingMaskIntoConstraints="NO" id="a"><rect key="frame" x="10" y="10" width="50" height="50"/></view>
                </subviews>
                <constraints>
                    <constraint firstItem="a" firstAttribute="leading" secondItem="nowhere" secondAttribute="leading" id="c1"/>
                    <constraint firstItem="-1" firstAttribute="top" secondItem="a" secondAttribute="top" id="c2"/>
                    <constraint firstItem="a" firstAttribute="top" secondItem="root" secondAttribute="top" constant="10" id="c3"/>
                </constraints>
            </view>
            """)
        let document = try IB.read(text)
        let warnings = document.cases[0].warnings.filter { $0.message.contains("no view or guide") }
        #expect(warnings.map { $0.location?.line } == [11, 12])
        #expect(document.cases[0].document?.constraints.count == 1)
        let result = try #require(IB.solve(document).first)
        #expect(result.layout != nil)
    }

    /// A cycle of required constraints through the cell standing for its content view, and a constraint
    /// of a view to itself: laid out (a conflict is broken as UIKit breaks it), never a hang.
    @Test func placeholderCyclesAreLaidOut() throws {
        let text = IB.xib(
            """
            <tableViewCell id="cell"><rect key="frame" x="0" y="0" width="320" height="44"/>
                <tableViewCellContentView key="contentView" id="content"><rect key="frame" x="0" y="0" width="320" height="44"/>
                    <subviews>
                        <view translatesAutoresizingMaskIntoConstraints="NO" id="a"><rect key="frame" x="0" y="0" width="10" height="10"/></view>
                    </subviews>
                    <constraints>
                        <constraint firstItem="a" firstAttribute="width" secondItem="cell" secondAttribute="width" id="c1"/>
                        <constraint firstItem="cell" firstAttribute="width" secondItem="a" secondAttribute="width" constant="10" id="c2"/>
                        <constraint firstItem="a" firstAttribute="height" secondItem="a" secondAttribute="height" constant="5" id="c3"/>
                    </constraints>
                </tableViewCellContentView>
            </tableViewCell>
            """)
        let document = try IB.read(text)
        #expect(document.cases.map(\.name) == ["Test.xib#cell"])
        let result = try #require(IB.solve(document).first)
        // Either laid out with the conflict reported, or refused with a located error: never a crash.
        if let layout = result.layout {
            #expect(layout.diagnostics.contains { $0.code == "unsatisfiable" })
        } else {
            #expect(result.error?.contains("Test.xib") == true)
        }
    }

    private func writeFile(_ bytes: [UInt8], to path: String) throws {
        guard let file = fopen(path, "wb") else { throw SpecError("cannot write \(path)") }
        defer { fclose(file) }
        _ = bytes.withUnsafeBytes { fwrite($0.baseAddress, 1, $0.count, file) }
    }
}

#if canImport(Glibc)
    import Glibc
#endif

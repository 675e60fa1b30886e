/// A storyboard as Xcode writes one, of `scenes` scenes each holding `labelsPerScene` labels in a column
/// (each label's top on the one above it, its sides on the root's margins, multi-line text of a few
/// words): the family of the Interface Builder benchmark and of the reader's linearity test. Every scene
/// has its own title, ids and texts, so nothing is shared between cases.
public enum StoryboardScenes {
    public static func storyboard(scenes: Int, labelsPerScene: Int = 20) -> String {
        var out = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="vc0">
                <device id="retina6_12" orientation="portrait" appearance="light"/>
                <dependencies>
                    <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="22504"/>
                    <capability name="Safe area layout guides" minToolsVersion="9.0"/>
                    <capability name="documents saved in the Xcode 8 format" minToolsVersion="8.0"/>
                </dependencies>
                <scenes>

            """
        for scene in 0..<scenes { out += Self.scene(scene, labels: labelsPerScene) }
        out += """
                </scenes>
            </document>

            """
        return out
    }

    private static let words = ["Account", "Privacy", "Notifications", "Display", "Sounds", "Storage", "General"]

    private static func scene(_ scene: Int, labels: Int) -> String {
        let root = "root\(scene)"
        var subviews = ""
        var constraints = ""
        for label in 0..<labels {
            let id = "s\(scene)l\(label)"
            let text = "\(words[(scene + label) % words.count]) setting \(label) of screen \(scene)"
            let y = 59 + label * 29
            subviews += """
                                        <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="\(text)" lineBreakMode="tailTruncation" numberOfLines="0" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
                                            <rect key="frame" x="16" y="\(y)" width="361" height="21"/>
                                            <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                            <nil key="textColor"/>
                                            <nil key="highlightedColor"/>
                                        </label>

                """
            let above =
                label == 0
                ? "secondItem=\"safe\(scene)\" secondAttribute=\"top\" constant=\"8\""
                : "secondItem=\"s\(scene)l\(label - 1)\" secondAttribute=\"bottom\" constant=\"8\""
            constraints += """
                                        <constraint firstItem="\(id)" firstAttribute="top" \(above) id="\(id)t"/>
                                        <constraint firstItem="\(id)" firstAttribute="leading" secondItem="safe\(scene)" secondAttribute="leading" constant="16" id="\(id)l"/>
                                        <constraint firstItem="safe\(scene)" firstAttribute="trailing" secondItem="\(id)" secondAttribute="trailing" constant="16" id="\(id)r"/>

                """
        }
        return """
                    <scene sceneID="scene\(scene)">
                        <objects>
                            <viewController title="Screen \(scene)" id="vc\(scene)" sceneMemberID="viewController">
                                <view key="view" contentMode="scaleToFill" id="\(root)">
                                    <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                    <subviews>
            \(subviews)                        </subviews>
                                    <viewLayoutGuide key="safeArea" id="safe\(scene)"/>
                                    <color key="backgroundColor" systemColor="systemBackgroundColor"/>
                                    <constraints>
            \(constraints)                        </constraints>
                                </view>
                            </viewController>
                            <placeholder placeholderIdentifier="IBFirstResponder" id="fr\(scene)" userLabel="First Responder" sceneMemberID="firstResponder"/>
                        </objects>
                        <point key="canvasLocation" x="\(scene * 400)" y="0"/>
                    </scene>

            """
    }
}

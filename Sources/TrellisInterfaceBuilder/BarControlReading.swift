import TrellisLayout
import TrellisReport

/// `<activityIndicatorView>`, `<segmentedControl>`, `<stepper>`, `<progressView>`, `<navigationBar>`,
/// `<toolbar>` and `<tabBar>` placed as views: the attributes that decide their size or drawing
/// (`ControlConfiguration`), read into the view and written back as spec keys.
enum BarControlReading {
    /// IB's activity indicator styles: iOS 13's `medium` and `large`, and the earlier `gray` and `white`
    /// (the medium size) and `whiteLarge` (the large one).
    static let activityIndicatorStyles: [String: ControlConfiguration.ActivityIndicatorStyle] = [
        "medium": .medium, "gray": .medium, "white": .medium, "large": .large, "whiteLarge": .large,
    ]

    /// Reads the element's settings into `node`; returns the warnings for values Trellis doesn't know.
    static func read(_ e: XMLElement, into node: inout ViewNode, resources: DocumentResources) -> [String] {
        var control = node.control
        var warnings: [String] = []
        switch node.kind {
        case .activityIndicator:
            // Without `style`: UIKit's default, the medium (formerly `white`) indicator.
            let style = e["style"] ?? "medium"
            if let value = activityIndicatorStyles[style] {
                control.activityIndicatorStyle = value
            } else {
                warnings.append("activity indicator style '\(style)' is laid out as medium")
            }
        case .segmentedControl:
            for segment in e.child("segments")?.children("segment") ?? [] {
                var imageSize: Size?
                if let image = segment["image"] {
                    imageSize = resources.size(ofImage: image)
                    if imageSize == nil {
                        warnings.append(
                            "segment image '\(image)': neither the document's <resources> nor an asset catalog beside it give its size; the segment is sized by its title"
                        )
                    }
                }
                control.segments.append(
                    ControlConfiguration.Segment(
                        title: segment["title"] ?? (imageSize == nil ? "" : nil), imageSize: imageSize))
            }
            if e["apportionsSegmentWidthsByContent"] == "YES" { control.segmentWidths = .proportional }
            // IB writes `selectedSegmentIndex` only when a segment is selected (UIKit's default is none).
            let selected = e["selectedSegmentIndex"].flatMap(Int.init)
            control.selectedItem = selected.flatMap { $0 >= 0 && $0 < control.segments.count ? $0 : nil }
        case .progressView:
            if let style = e["progressViewStyle"], style != "default" {
                warnings.append("progressViewStyle '\(style)' is laid out as the default style, 2 pt tall")
            }
        case .navigationBar:
            // The top item's title; a bar that prefers large titles shows one unless the item says `never`.
            let item = e.child("items")?.children("navigationItem").last
            node.text = item?["title"]
            control.prefersLargeTitles =
                e["prefersLargeTitles"] == "YES" && item?["largeTitleDisplayMode"] != "never"
        case .tabBar:
            control.tabItems = (e.child("items")?.children("tabBarItem") ?? []).map { $0["title"] ?? "" }
        default:
            return []
        }
        node.control = control
        return warnings
    }

    /// The spec keys of a view's settings that differ from UIKit's defaults.
    static func specKeys(_ view: ViewNode) -> [(String, String)] {
        let control = view.control
        var keys: [(String, String)] = []
        switch view.kind {
        case .activityIndicator:
            if control.activityIndicatorStyle != .medium {
                keys.append(("style", control.activityIndicatorStyle.rawValue))
            }
        case .segmentedControl:
            let segments = control.segments.map { segment -> String in
                guard let image = segment.imageSize else { return JSONValue.quoted(segment.title ?? "") }
                var fields: [String] = []
                if let title = segment.title { fields.append("title: \(JSONValue.quoted(title))") }
                fields.append(
                    "image: {width: \(NumberFormat.text(image.width)), height: \(NumberFormat.text(image.height))}")
                return "{" + fields.joined(separator: ", ") + "}"
            }
            keys.append(("segments", "[" + segments.joined(separator: ", ") + "]"))
            if control.segmentWidths != .equal { keys.append(("segmentWidths", control.segmentWidths.rawValue)) }
            if control.selectedItem != 0 {
                keys.append(("selectedSegment", control.selectedItem.map(String.init) ?? "null"))
            }
        case .navigationBar:
            if control.prefersLargeTitles { keys.append(("largeTitle", "true")) }
        case .button:
            // A button's image sized from the document's resources, as a placeholder of that size.
            if let image = control.imageSize, view.symbolImage == nil, view.imagePath == nil {
                keys.append(
                    ("image", "{width: \(NumberFormat.text(image.width)), height: \(NumberFormat.text(image.height))}"))
            }
        default:
            break
        }
        return keys
    }
}

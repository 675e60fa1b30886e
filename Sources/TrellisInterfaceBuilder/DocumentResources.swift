import TrellisLayout

/// What a document's `<resources>` says: image sizes in points and the values of named and system colours.
struct DocumentResources: Sendable {
    var imageSizes: [String: Size] = [:]
    var colors: [String: Color] = [:]

    init() {}

    init(_ document: XMLElement) {
        for resources in document.children("resources") {
            for entry in resources.children {
                guard let name = entry["name"] else { continue }
                switch entry.name {
                case "image":
                    if let width = entry["width"].flatMap(Double.init),
                        let height = entry["height"].flatMap(Double.init)
                    {
                        imageSizes[name] = Size(width: width, height: height)
                    }
                case "namedColor", "systemColor":
                    if let value = entry.child("color").flatMap({ ColorReading.literal($0) }) { colors[name] = value }
                default:
                    break
                }
            }
        }
    }
}

/// `<color>` elements: sRGB or grey components, a system colour by name, a catalog colour by name.
enum ColorReading {
    /// The colour an element's components give, or nil when it names one instead.
    static func literal(_ element: XMLElement) -> Color? {
        let alpha = element["alpha"].flatMap(Double.init) ?? 1
        if let red = element["red"].flatMap(Double.init), let green = element["green"].flatMap(Double.init),
            let blue = element["blue"].flatMap(Double.init)
        {
            return Color(red: red, green: green, blue: blue, alpha: alpha)
        }
        if let white = element["white"].flatMap(Double.init) {
            return Color(red: white, green: white, blue: white, alpha: alpha)
        }
        return nil
    }

    /// UIKit's fixed colours that documents before iOS 13 name with `cocoaTouchSystemColor`.
    static let cocoaTouchColors: [String: Color] = [
        "whiteColor": .white, "blackColor": .black, "clearColor": .clear, "darkTextColor": .black,
        "lightTextColor": Color(red: 1, green: 1, blue: 1, alpha: 0.6),
        "groupTableViewBackgroundColor": Color(red8: 242, green8: 242, blue8: 247),
        "tableCellGroupedBackgroundColor": .white,
    ]

    /// The colour an element gives: its components, else its named colour from the document's resources,
    /// else UIKit's system colour of that name. Nil for an unknown name.
    static func color(_ element: XMLElement, resources: DocumentResources) -> Color? {
        if let value = literal(element) { return value }
        for key in ["systemColor", "name"] {
            guard let name = element[key] else { continue }
            if let value = resources.colors[name] { return value }
            let base = name.hasSuffix("Color") ? String(name.dropLast(5)) : name
            if let system = SystemColor.all.first(where: { $0.name == base }) { return system.light }
        }
        if let name = element["cocoaTouchSystemColor"] { return cocoaTouchColors[name] }
        return nil
    }
}

import FoundationEssentials
import TrellisLayout

/// What a document's `<resources>` says: image sizes in points and the values of named and system colours;
/// for an image the resources don't size, the asset catalogs beside the document.
struct DocumentResources: Sendable {
    var imageSizes: [String: Size] = [:]
    var colors: [String: Color] = [:]
    /// `*.xcassets` folders in the document's directory and the two above it.
    var catalogs: [String] = []
    /// The design the document's switches and sliders are drawn in: iOS 26's (`glass`) when the Cocoa Touch plug-in
    /// that saved it is version 24000 or later (Xcode 26), the classic one before. The plug-in's version,
    /// not the document's `toolsVersion`: a document may carry a `toolsVersion` no Xcode wrote.
    var design = ControlConfiguration.ControlDesign.classic

    init() {}

    /// The image's size in points: from the document's `<resources>`, else from an asset catalog's image
    /// set (its largest-scale PNG's pixels divided by its scale). Nil when neither has it.
    func size(ofImage name: String) -> Size? {
        imageSizes[name] ?? AssetCatalogs.imageSize(name, in: catalogs)
    }

    init(_ document: XMLElement, baseDirectory: String) {
        catalogs = AssetCatalogs.find(near: baseDirectory)
        let plugIn = document.children("dependencies").flatMap { $0.children("plugIn") }
            .first { $0["identifier"] == "com.apple.InterfaceBuilder.IBCocoaTouchPlugin" }
        if let version = plugIn?["version"].flatMap({ Int($0.prefix { $0.isNumber }) }), version >= 24000 {
            design = .glass
        }
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
            if let value = resources.colors[name] ?? AssetCatalogs.color(name, in: resources.catalogs) { return value }
            let base = name.hasSuffix("Color") ? String(name.dropLast(5)) : name
            if let system = SystemColor.all.first(where: { $0.name == base }) { return system.light }
        }
        if let name = element["cocoaTouchSystemColor"] { return cocoaTouchColors[name] }
        return nil
    }
}

/// Xcode asset catalogs (`Assets.xcassets/Name.imageset/Contents.json`), read only for image sizes.
enum AssetCatalogs {
    private struct Contents: Decodable {
        struct Image: Decodable {
            var filename: String?
            var scale: String?
        }
        var images: [Image]?
    }

    /// The catalogs in `directory` and the two directories above it.
    static func find(near directory: String) -> [String] {
        var found: [String] = []
        var current = directory
        for _ in 0..<3 {
            let entries = (try? FileManager.default.contentsOfDirectory(atPath: current)) ?? []
            found += entries.filter { $0.hasSuffix(".xcassets") }.sorted().map { current + "/" + $0 }
            let parent = PathText.directory(of: current)
            if parent.isEmpty || parent == current { break }
            current = parent
        }
        return found
    }

    private struct ColorContents: Decodable {
        struct Entry: Decodable {
            struct Value: Decodable {
                struct Components: Decodable {
                    var red: String?
                    var green: String?
                    var blue: String?
                    var alpha: String?
                    var white: String?
                }
                var components: Components?
            }
            var color: Value?
            var appearances: [[String: String]]?
        }
        var colors: [Entry]?
    }

    /// The folders an asset named `name` of type `type` (`imageset`, `colorset`) may be in: the catalog's
    /// top, or one level of group folders.
    private static func sets(_ name: String, _ type: String, in catalogs: [String]) -> [String] {
        catalogs.flatMap { catalog -> [String] in
            let groups = ((try? FileManager.default.contentsOfDirectory(atPath: catalog)) ?? [])
                .filter { !$0.contains(".") }.sorted().map { catalog + "/" + $0 }
            return ([catalog] + groups).map { "\($0)/\(name).\(type)" }
        }
    }

    /// A catalog colour's light (any-appearance) value: its components as 0–1 numbers or 0–255 integers
    /// (Xcode writes either, or hexadecimal `0xFF`).
    static func color(_ name: String, in catalogs: [String]) -> Color? {
        for set in sets(name, "colorset", in: catalogs) {
            guard let data = FileManager.default.contents(atPath: set + "/Contents.json"),
                let contents = try? JSONDecoder().decode(ColorContents.self, from: data),
                let entry = (contents.colors ?? []).first(where: { ($0.appearances ?? []).isEmpty }),
                let c = entry.color?.components
            else { continue }
            func component(_ text: String?) -> Double? {
                guard let text else { return nil }
                let value = text.hasPrefix("0x") ? Int(text.dropFirst(2), radix: 16).map(Double.init) : Double(text)
                guard let value else { return nil }
                return text.contains(".") || value <= 1 && !text.hasPrefix("0x") ? value : value / 255
            }
            let alpha = component(c.alpha) ?? 1
            if let r = component(c.red), let g = component(c.green), let b = component(c.blue) {
                return Color(red: r, green: g, blue: b, alpha: alpha)
            }
            if let w = component(c.white) { return Color(red: w, green: w, blue: w, alpha: alpha) }
        }
        return nil
    }

    static func imageSize(_ name: String, in catalogs: [String]) -> Size? {
        for set in sets(name, "imageset", in: catalogs) {
            guard let data = FileManager.default.contents(atPath: set + "/Contents.json"),
                let contents = try? JSONDecoder().decode(Contents.self, from: data)
            else { continue }
            let pngs = (contents.images ?? []).compactMap { image -> (file: String, scale: Double)? in
                guard let file = image.filename, file.lowercased().hasSuffix(".png") else { return nil }
                return (file, Double(image.scale?.dropLast() ?? "1") ?? 1)
            }
            guard let best = pngs.max(by: { $0.scale < $1.scale }),
                let pixels = try? PNGSize.pixelSize(ofFileAt: set + "/" + best.file)
            else { continue }
            return Size(width: Double(pixels.width) / best.scale, height: Double(pixels.height) / best.scale)
        }
        return nil
    }
}

import TrellisLayout
import TrellisReport
import TrellisText

/// `<buttonConfiguration key="configuration" style="filled" title="Call" …>` and system (SF Symbol) images:
/// what a configuration button and a symbol image view store, as `ButtonConfiguration` and `SymbolImage`.
enum ButtonConfigurationReading {
    /// A button's configuration, its title and the font that replaces the size's title font (IB's
    /// `titleFontDescription`); nil when the style is not one Trellis models (the message says which).
    struct Reading {
        var configuration: ButtonConfiguration?
        var title: String?
        var titleFont: XMLElement?
        var symbol: SymbolImage?
        /// An image named in the configuration that is not a system symbol (sized from the resources).
        var imageName: String?
        var unsupported: [String] = []
    }

    static func read(_ element: XMLElement, resources: DocumentResources) -> Reading {
        var reading = Reading()
        let styleName = element["style"] ?? "plain"
        guard let style = ButtonConfiguration.Style(rawValue: styleName) else {
            reading.unsupported.append("button configuration style '\(styleName)' is laid out as plain")
            return read(element, style: .plain, into: reading, resources: resources)
        }
        return read(element, style: style, into: reading, resources: resources)
    }

    private static func read(
        _ element: XMLElement, style: ButtonConfiguration.Style, into start: Reading, resources: DocumentResources
    ) -> Reading {
        var reading = start
        var configuration = ButtonConfiguration(style: style)
        if let size = element["buttonSize"] {
            if let value = ButtonConfiguration.ButtonSize(rawValue: size) {
                configuration.buttonSize = value
            } else {
                reading.unsupported.append("button size '\(size)' is laid out as medium")
            }
        }
        if let insets = element.child("directionalEdgeInsets", key: "contentInsets") {
            configuration.contentInsets = DirectionalEdgeInsets(
                top: CaseBuilder.number(insets["top"]), leading: CaseBuilder.number(insets["leading"]),
                bottom: CaseBuilder.number(insets["bottom"]),
                trailing: CaseBuilder.number(insets["trailing"]))
        }
        configuration.subtitle = element["subtitle"]
        configuration.titlePadding = CaseBuilder.number(element["titlePadding"])
        configuration.imagePadding = CaseBuilder.number(element["imagePadding"])
        if let placement = element["imagePlacement"] {
            if let value = ButtonConfiguration.ImagePlacement(rawValue: placement) {
                configuration.imagePlacement = value
            } else {
                reading.unsupported.append("image placement '\(placement)' is laid out as leading")
            }
        }
        reading.configuration = configuration
        reading.title = element["title"]
        reading.titleFont = element.child("fontDescription", key: "titleFontDescription")
        if let image = element.child("imageReference", key: "image"), let name = image["image"] {
            if image["catalog"] == "system" {
                var symbol = self.symbol(named: name, resources: resources)
                if let scale = image["symbolScale"].flatMap(SymbolImage.Scale.init(rawValue:)) { symbol.scale = scale }
                apply(element.child("preferredSymbolConfiguration"), to: &symbol)
                reading.symbol = symbol
            } else {
                reading.imageName = name
            }
        }
        return reading
    }

    /// A system image: its aspect ratio from the document's `<resources>` (which stores every system image
    /// 128 points on its longer side), the default point size and scale.
    static func symbol(named name: String, resources: DocumentResources) -> SymbolImage {
        var symbol = SymbolImage(name: name)
        if let size = resources.imageSizes[name], size.width > 0, size.height > 0 {
            symbol.aspectRatio = size.width / size.height
        }
        return symbol
    }

    /// `<preferredSymbolConfiguration configurationType="pointSize" pointSize="20" scale="large" weight="bold"/>`.
    static func apply(_ configuration: XMLElement?, to symbol: inout SymbolImage) {
        guard let configuration else { return }
        if let size = configuration["pointSize"].flatMap(Double.init), size > 0 { symbol.pointSize = size }
        if let scale = configuration["scale"].flatMap(SymbolImage.Scale.init(rawValue:)) { symbol.scale = scale }
        if let weight = configuration["weight"].flatMap(SymbolImage.Weight.init(rawValue:)) { symbol.weight = weight }
    }

    /// An image view's system image: `image="star" catalog="system"` or `<imageReference key="image" …>`.
    static func imageViewSymbol(_ element: XMLElement, resources: DocumentResources) -> SymbolImage? {
        var symbol: SymbolImage
        if element["catalog"] == "system", let name = element["image"] {
            symbol = self.symbol(named: name, resources: resources)
        } else if let reference = element.child("imageReference", key: "image"), reference["catalog"] == "system",
            let name = reference["image"]
        {
            symbol = self.symbol(named: name, resources: resources)
            if let scale = reference["symbolScale"].flatMap(SymbolImage.Scale.init(rawValue:)) { symbol.scale = scale }
        } else {
            return nil
        }
        apply(element.child("preferredSymbolConfiguration", key: "preferredSymbolConfiguration"), to: &symbol)
        return symbol
    }
}

extension SpecWriter {
    /// A configuration button's keys and a symbol image's `image:` mapping, as the spec reader takes them.
    static func configurationKeys(_ view: ViewNode) -> [(String, String)] {
        var keys: [(String, String)] = []
        if let symbol = view.symbolImage {
            var fields = ["symbol: \(JSONValue.quoted(symbol.name))"]
            if symbol.pointSize != SymbolMetrics.defaultPointSize {
                fields.append("pointSize: \(NumberFormat.text(symbol.pointSize))")
            }
            if symbol.weight != .regular { fields.append("weight: \(symbol.weight.rawValue)") }
            if symbol.scale != .medium { fields.append("scale: \(symbol.scale.rawValue)") }
            if let ratio = symbol.aspectRatio { fields.append("aspectRatio: \(NumberFormat.text(ratio))") }
            keys.append(("image", "{" + fields.joined(separator: ", ") + "}"))
        }
        guard let configuration = view.buttonConfiguration else { return keys }
        keys.append(("configuration", configuration.style.rawValue))
        if configuration.buttonSize != .medium { keys.append(("buttonSize", configuration.buttonSize.rawValue)) }
        if let insets = configuration.contentInsets {
            keys.append(
                (
                    "contentInsets",
                    "{top: \(NumberFormat.text(insets.top)), leading: \(NumberFormat.text(insets.leading)), "
                        + "bottom: \(NumberFormat.text(insets.bottom)), trailing: \(NumberFormat.text(insets.trailing))}"
                ))
        }
        if let subtitle = configuration.subtitle { keys.append(("subtitle", JSONValue.quoted(subtitle))) }
        if configuration.titlePadding != 0 {
            keys.append(("titlePadding", NumberFormat.text(configuration.titlePadding)))
        }
        if configuration.imagePadding != 0 {
            keys.append(("imagePadding", NumberFormat.text(configuration.imagePadding)))
        }
        if configuration.imagePlacement != .leading {
            keys.append(("imagePlacement", configuration.imagePlacement.rawValue))
        }
        return keys
    }
}

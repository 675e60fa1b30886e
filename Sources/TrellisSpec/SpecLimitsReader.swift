import TrellisLayout

/// The spec's `limits:` mapping and the checks of the canvas against the limits and the supported scales.
extension DocumentParser {
    /// `limits: {views: 50000, textLength: 1000000}`: raises (or lowers) the limits a spec may set. The
    /// limits that protect reading the text itself (`specBytes`, `depth`) are the caller's only.
    mutating func readLimits(_ node: SpecNode) throws {
        let settable = ResourceLimits.Name.allCases.filter(\.isSettableBySpec)
        let names = ResourceLimits.Name.allCases.map(\.rawValue)
        let fields = try reader.mapping(node, "limits", keys: names)
        for entry in fields.entries {
            let (key, keyNode, value) = (entry.key, entry.keyNode, entry.value)
            guard let name = ResourceLimits.Name(rawValue: key) else { continue }
            guard name.isSettableBySpec else {
                throw reader.error(
                    "'\(key)' can't be set in the spec (it guards reading the spec itself): "
                        + "use --limit \(key)=N; a spec may set "
                        + settable.map(\.rawValue).joined(separator: ", "), at: keyNode)
            }
            let ceiling = ResourceLimits.ceiling(name)
            let number = try reader.number(value, "limit '\(key)'")
            guard number == number.rounded(), number >= 1, number <= Double(ceiling) else {
                throw reader.error(
                    "limit '\(key)' must be a whole number from 1 to \(ResourceLimits.grouped(ceiling))",
                    at: value)
            }
            if !limits.pinned.contains(name) { limits[name] = Int(number) } // the caller's --limit wins
        }
    }

    /// A canvas scale: 1, 2 or 3 device pixels per point, as UIKit's screens (`Canvas.supportedScales`).
    func canvasScale(_ node: SpecNode) throws -> Double {
        let value = try reader.number(node, "canvas scale")
        guard Canvas.supportedScales.contains(value) else {
            throw reader.error(
                "canvas scale \(Self.shortNumber(value)) is not supported: use 1, 2 or 3 "
                    + "(device pixels per point, as UIKit's screens)", at: node)
        }
        return value
    }

    /// The canvas at its scale within `limits.canvasPixels`, when the spec is read to be drawn.
    func checkPixels(_ canvas: Canvas, at node: SpecNode) throws {
        guard limits.boundsDrawing else { return }
        let pixels = (canvas.width * canvas.scale).rounded(.up) * (canvas.height * canvas.scale).rounded(.up)
        guard pixels <= Double(limits.canvasPixels) else {
            throw reader.error(
                "the canvas is \(Self.shortNumber(pixels)) pixels at scale \(Self.shortNumber(canvas.scale)), "
                    + "more than \(ResourceLimits.grouped(limits.canvasPixels)) "
                    + "(\(ResourceLimits.advice(.canvasPixels, limits.canvasPixels)))", at: node)
        }
    }

    /// `12`, `0.5`, `1e+20`: the shortest text of a number for messages.
    static func shortNumber(_ value: Double) -> String {
        if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
        return "\(value)"
    }
}

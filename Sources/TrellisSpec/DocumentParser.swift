import TrellisLayout
import TrellisText

/// Turns the YAML tree of a spec into a `LayoutDocument`: the top-level keys here, views in ViewReader,
/// constraints in ConstraintReader. It records every view name and every view a constraint names, and
/// checks them once the whole tree is read, so a constraint may name a view declared further down.
struct DocumentParser {
    static let topLevelKeys =
        [
            "version", "canvas", "device", "views", "constraints", "metrics", "fitting",
            "title", "description", "strict", "annotations", "limits", "fonts",
        ] + containerKeys

    let reader: NodeReader
    /// Declared view names and where; a dictionary for lookups only (never iterated into output).
    var declared: [String: SourceLocation] = [:]
    var declaredOrder: [String] = []
    /// Views named by constraints and fitting requests, in reading order, with where the name is written.
    var references: [(name: String, location: SourceLocation?)] = []

    /// The limits in force: the caller's, then the spec's own `limits:` (SpecLimitsReader).
    var limits: ResourceLimits
    /// Views and constraints read so far, against `limits`.
    var viewCount = 0
    var constraintCount = 0

    /// For visual format strings (VisualFormatReader): the spec's `metrics:`, the tree of views they may
    /// name (with the superview of its top level, and the name of a root view that has none), and the names
    /// and superviews found in it, once a string has asked.
    var metrics: [String: Double] = [:]
    var viewTree: (node: SpecNode?, root: VisualFormatSuperview, rootName: String?) = (nil, .canvas, nil)
    var visualFormatViews: [String: VisualFormatSuperview]?

    /// Custom font files: the spec's `fonts:`, then those the caller adds (`--fonts DIR`).
    var customFonts: [CustomFontFile] = []
    /// Font files the caller adds to the spec's own (`SpecReader.read(…fonts:)`).
    let extraFontFiles: [String]

    init(source: SpecSource, limits: ResourceLimits = .standard, fonts: [String] = []) {
        self.reader = NodeReader(source: source)
        self.limits = limits
        self.extraFontFiles = fonts
    }

    mutating func parse(_ root: SpecNode) throws -> LayoutDocument {
        let fields = try reader.mapping(root, "the spec", keys: Self.topLevelKeys)
        if let node = fields["limits"] { try readLimits(node) }
        if let version = fields["version"] {
            let value = try reader.number(version, "version")
            guard value == 1 else {
                throw reader.error("unsupported spec version \(value): this Trellis reads version 1", at: version)
            }
        }
        let canvas = try readCanvas(fields, root: root)
        var document = LayoutDocument(canvas: canvas, file: reader.source.file)
        document.solverTermLimit = limits.solverTerms
        if let node = fields["metrics"] { metrics = try readMetrics(node) }
        if let node = fields["fonts"] { try readFonts(node) }
        for path in extraFontFiles {
            do {
                try addFontFile(path)
            } catch let error as TextError {
                throw SpecError("--fonts: \(error)")
            }
        }
        document.fontFiles = customFonts.map(\.path)
        viewTree.node = fields["views"]
        if let views = fields["views"] { document.views = try readViews(views, what: "views") }
        if let list = fields["constraints"] { document.constraints = try readConstraints(list, owner: nil) }
        if let list = fields["fitting"] { document.fittings = try readFittings(list) }
        document.presentation = try readPresentation(fields)
        document.containers = try readContainers(fields)
        try checkReferences()
        return document
    }

    // MARK: Canvas

    private func readCanvas(_ fields: Fields, root: SpecNode) throws -> Canvas {
        switch (fields["canvas"], fields["device"]) {
        case (nil, nil):
            throw reader.error(
                "the spec needs 'canvas: {width: 320, height: 568, scale: 2}' or 'device: iPhone 8'", at: root)
        case (let canvasNode?, let deviceNode?):
            // A device's screen, with the canvas's traits (`canvas: {layoutDirection: rightToLeft}`).
            var canvas = try readDevice(deviceNode)
            let traits = try reader.mapping(
                canvasNode, "canvas",
                keys: ["width", "height", "scale", "safeArea", "orientation"]
                    + Self.traitKeys)
            for key in ["width", "height", "scale", "safeArea", "orientation"] {
                if let keyNode = traits.keyNode(key) {
                    throw reader.error(
                        "'\(key)' comes from 'device:' here; with a device, 'canvas:' sets traits only ("
                            + Self.traitKeys.joined(separator: ", ") + ")", at: keyNode)
                }
            }
            try readTraits(traits, into: &canvas)
            return canvas
        case (let node?, nil):
            let canvas = try reader.mapping(
                node, "canvas",
                keys: ["width", "height", "scale", "safeArea", "orientation"]
                    + Self.traitKeys)
            if let orientation = canvas.keyNode("orientation") {
                throw reader.error(
                    "a plain canvas has no orientation: name a device ('device: {name: iPhone 15, orientation: "
                        + "landscapeLeft}') or swap 'width' and 'height'", at: orientation)
            }
            guard let width = canvas["width"], let height = canvas["height"] else {
                throw reader.error("canvas needs 'width' and 'height'", at: node)
            }
            // `fit` sizes that axis to the content (LayoutEngine.fittedCanvas), starting from a placeholder
            // of 320 wide or 568 high (a phone in portrait, so size classes read compact width, regular height).
            let fitsWidth = try isFit(width, "canvas width"), fitsHeight = try isFit(height, "canvas height")
            let w = fitsWidth ? nil : try reader.positive(width, "canvas width")
            let h = fitsHeight ? nil : try reader.positive(height, "canvas height")
            var result = Canvas(width: w ?? 320, height: h ?? 568)
            result.fitsWidth = fitsWidth
            result.fitsHeight = fitsHeight
            if let scale = canvas["scale"] { result.scale = try canvasScale(scale) }
            if let safeArea = canvas["safeArea"] { result.safeArea = try reader.insets(safeArea, "safeArea") }
            try readTraits(canvas, into: &result)
            try checkPixels(result, at: node)
            return result
        case (nil, let node?):
            return try readDevice(node)
        }
    }

    /// `fit`; a word that isn't a number and isn't `fit` is an error that names both forms.
    private func isFit(_ node: SpecNode, _ what: String) throws -> Bool {
        guard case .scalar(let scalar) = node else { return false }
        if scalar.string == "fit" { return true }
        if NodeReader.parseNumber(scalar.string) == nil, !reader.isNull(node) {
            throw reader.error(
                "\(what) must be a number or 'fit', found '\(scalar.string)'"
                    + Suggestion.hint(for: scalar.string, among: ["fit"]), at: node)
        }
        return false
    }

    // MARK: Presentation

    private mutating func readPresentation(_ fields: Fields) throws -> Presentation {
        var presentation = Presentation()
        if let node = fields["title"] { presentation.title = try reader.string(node, "title") }
        if let node = fields["description"] { presentation.summary = try reader.string(node, "description") }
        if let node = fields["strict"] { presentation.strict = try reader.bool(node, "strict") }
        if let node = fields["annotations"] { presentation.annotations = try readAnnotations(node) }
        return presentation
    }

    // MARK: Names

    /// Checks a view's name (an identifier, not `superview`/`canvas`, unique in the spec) and records it.
    mutating func declareView(_ nameNode: SpecNode) throws -> String {
        guard case .scalar(let scalar) = nameNode, !reader.isNull(nameNode) else {
            throw reader.error("a view name must be a word, found \(reader.describe(nameNode))", at: nameNode)
        }
        let name = scalar.string
        guard ConstraintTokenizer.isIdentifier(name) else {
            throw reader.error(
                "'\(name)' can't be a view name: use letters, digits and '_', starting with a letter", at: nameNode)
        }
        guard name != "superview", name != "canvas", name != "safeArea" else {
            throw reader.error("'\(name)' is reserved in constraints; give the view another name", at: nameNode)
        }
        if let first = declared[name] {
            throw reader.error(
                "duplicate view name '\(name)' (first declared at \(first)): view names are unique in a spec",
                at: nameNode)
        }
        let location = reader.location(nameNode) ?? reader.source.location(line: 1, column: 1)
        viewCount += 1
        if viewCount > limits.views {
            throw reader.error(
                "the spec has more than \(ResourceLimits.grouped(limits.views)) views "
                    + "(\(ResourceLimits.advice(.views, limits.views)))", at: nameNode)
        }
        declared[name] = location
        declaredOrder.append(name)
        return name
    }

    func checkReferences() throws {
        for reference in references where declared[reference.name] == nil {
            throw reader.source.error(
                "unknown view '\(reference.name)'\(Suggestion.hint(for: reference.name, among: declaredOrder))",
                at: reference.location)
        }
    }

    // MARK: Fitting

    private mutating func readFittings(_ node: SpecNode) throws -> [FittingRequest] {
        try reader.sequence(node, "fitting").map { item in
            let fields = try reader.mapping(
                item, "a fitting request",
                keys: ["view", "target", "horizontalPriority", "verticalPriority"])
            guard let viewNode = fields["view"] else {
                throw reader.error("a fitting request needs 'view: <name>'", at: item)
            }
            let view = try reader.string(viewNode, "view")
            references.append((view, reader.location(viewNode)))
            var request = FittingRequest(view: view, target: .compressed, location: reader.location(item))
            if let target = fields["target"] { request.target = try fittingTarget(target) }
            if let priority = fields["horizontalPriority"] {
                request.horizontalPriority = try reader.priority(priority, "horizontalPriority")
            }
            if let priority = fields["verticalPriority"] {
                request.verticalPriority = try reader.priority(priority, "verticalPriority")
            }
            return request
        }
    }

    private func fittingTarget(_ node: SpecNode) throws -> FittingTarget {
        if case .mapping = node {
            return .size(try reader.size(node, "target", read: reader.nonNegative))
        }
        return try reader.choice(
            node, "fitting target", [("compressed", FittingTarget.compressed), ("expanded", .expanded)])
    }
}

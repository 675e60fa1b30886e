import TrellisLayout

/// Turns the YAML tree of a spec into a `LayoutDocument`: the top-level keys here, views in ViewReader,
/// constraints in ConstraintReader. It records every view name and every view a constraint names, and
/// checks them once the whole tree is read, so a constraint may name a view declared further down.
struct DocumentParser {
    static let topLevelKeys = ["version", "canvas", "device", "views", "constraints", "fitting", "limits"]

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

    init(source: SpecSource, limits: ResourceLimits = .standard) {
        self.reader = NodeReader(source: source)
        self.limits = limits
    }

    mutating func parse(_ root: SpecNode) throws -> LayoutDocument {
        let fields = try reader.mapping(root, "the spec", keys: Self.topLevelKeys)
        if let node = fields["limits"] { try readLimits(node) }
        if let version = fields["version"] {
            let value = try reader.number(version, "version")
            guard value == 1 else { throw reader.error("unsupported spec version \(value): this Trellis reads version 1", at: version) }
        }
        let canvas = try readCanvas(fields, root: root)
        var document = LayoutDocument(canvas: canvas, file: reader.source.file)
        if let views = fields["views"] { document.views = try readViews(views, what: "views") }
        if let list = fields["constraints"] { document.constraints = try readConstraints(list, owner: nil) }
        if let list = fields["fitting"] { document.fittings = try readFittings(list) }
        try checkReferences()
        return document
    }

    // MARK: Canvas

    private func readCanvas(_ fields: Fields, root: SpecNode) throws -> Canvas {
        switch (fields["canvas"], fields["device"]) {
        case (nil, nil):
            throw reader.error("the spec needs 'canvas: {width: 320, height: 568, scale: 2}' or 'device: iPhone 8'", at: root)
        case (.some, .some):
            throw reader.error("write either 'canvas:' or 'device:', not both", at: fields.keyNode("device") ?? root)
        case (let node?, nil):
            let canvas = try reader.mapping(node, "canvas", keys: ["width", "height", "scale", "safeArea"])
            guard let width = canvas["width"], let height = canvas["height"] else {
                throw reader.error("canvas needs 'width' and 'height'", at: node)
            }
            var result = Canvas(width: try reader.positive(width, "canvas width"),
                                height: try reader.positive(height, "canvas height"))
            if let scale = canvas["scale"] { result.scale = try canvasScale(scale) }
            if let safeArea = canvas["safeArea"] { result.safeArea = try reader.insets(safeArea, "safeArea") }
            try checkPixels(result, at: node)
            return result
        case (nil, let node?):
            let name = try reader.string(node, "device")
            guard let device = Device.named(name) else {
                let names = Device.all.map(\.name)
                throw reader.error("unknown device '\(name)'\(Suggestion.hint(for: name, among: names)); known devices: "
                                   + names.joined(separator: ", "), at: node)
            }
            return device.canvas
        }
    }

    // MARK: Names

    /// Checks a view's name (an identifier, not `superview`/`canvas`, unique in the spec) and records it.
    mutating func declareView(_ nameNode: SpecNode) throws -> String {
        guard case .scalar(let scalar) = nameNode, !reader.isNull(nameNode) else {
            throw reader.error("a view name must be a word, found \(reader.describe(nameNode))", at: nameNode)
        }
        let name = scalar.string
        guard ConstraintTokenizer.isIdentifier(name) else {
            throw reader.error("'\(name)' can't be a view name: use letters, digits and '_', starting with a letter", at: nameNode)
        }
        guard name != "superview", name != "canvas", name != "safeArea" else {
            throw reader.error("'\(name)' is reserved in constraints; give the view another name", at: nameNode)
        }
        if let first = declared[name] {
            throw reader.error("duplicate view name '\(name)' (first declared at \(first)): view names are unique in a spec",
                               at: nameNode)
        }
        let location = reader.location(nameNode) ?? reader.source.location(line: 1, column: 1)
        viewCount += 1
        if viewCount > limits.views {
            throw reader.error("the spec has more than \(ResourceLimits.grouped(limits.views)) views "
                               + "(\(ResourceLimits.advice(.views, limits.views)))", at: nameNode)
        }
        declared[name] = location
        declaredOrder.append(name)
        return name
    }

    private func checkReferences() throws {
        for reference in references where declared[reference.name] == nil {
            throw reader.source.error(
                "unknown view '\(reference.name)'\(Suggestion.hint(for: reference.name, among: declaredOrder))",
                at: reference.location)
        }
    }

    // MARK: Fitting

    private mutating func readFittings(_ node: SpecNode) throws -> [FittingRequest] {
        try reader.sequence(node, "fitting").map { item in
            let fields = try reader.mapping(item, "a fitting request",
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
        return try reader.choice(node, "fitting target", [("compressed", FittingTarget.compressed), ("expanded", .expanded)])
    }
}

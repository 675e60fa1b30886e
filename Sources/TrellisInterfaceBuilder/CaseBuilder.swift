import TrellisLayout
import TrellisReport
import TrellisSpec
import TrellisText

/// Where a case's root view sits and what the case decides for it.
struct CaseRoot {
    /// The root view's element (a cell's content view, a scene's view).
    var element: XMLElement
    /// The root's frame on the canvas.
    var frame: Rect
    var canvas: Canvas
    /// The root's layout margins as the case sets them (a view controller's root, a cell's content view);
    /// nil: the element's own.
    var margins: EdgeInsets?
    /// Ids of objects outside the root that constraints may name (legacy top and bottom layout guides, a
    /// cell standing for its content view).
    var outsideTargets: [String: CaseBuilder.Target] = [:]
    /// Constraints written outside the root that belong to the case (a cell's own, between its content
    /// view's subviews and the cell, which stands for the root).
    var outsideConstraints: [XMLElement] = []
    /// The root's margins as the case models them from a safe area (a view controller's root), so that
    /// a safe area read back from the document (`EnvironmentInference`) moves them too.
    var marginsForSafeArea: (@Sendable (EdgeInsets) -> EdgeInsets)?
    /// Fit the case's height to its content, the root this much above the canvas's bottom (a table
    /// cell's separator); nil: the root keeps its stored frame.
    var fittedHeightSeparator: Double?
}

/// Builds one case's `LayoutDocument` from its root element: views with their kinds and properties, then
/// every constraint of the subtree (as top-level constraints naming their items), with a warning at the
/// document's line for each thing it can't follow.
struct CaseBuilder {
    /// What an object id means to a constraint.
    enum Target {
        case view(String)
        /// A view's `safeAreaLayoutGuide`; the root's is the canvas's safe area.
        case safeArea(owner: String, isRoot: Bool)
        case contentGuide(String)
        case frameGuide(String)
        /// `topLayoutGuide` / `bottomLayoutGuide` of iOS 7–10 documents.
        case topGuide, bottomGuide
        /// The case's root (a cell named by its content view's constraints).
        case root
    }

    let source: SpecSource
    let resources: DocumentResources
    let limits: ResourceLimits
    /// The document's `toolsVersion` (0 when absent): what a missing attribute defaults to can depend on it.
    var toolsVersion = 0
    /// The first limit the case goes beyond while read (a text's length), as an error's message.
    /// PostScript names of the user's custom fonts, and their files (each case's `LayoutDocument.fontFiles`).
    var customFontNames: Set<String> = []
    var fontFiles: [String] = []
    /// The document's `<customFonts>` (PostScript name → file), for the warning about a font not supplied.
    var declaredFonts: [String: String] = [:]
    private(set) var exceededLimit: String?
    private(set) var warnings: [Diagnostic] = []
    private(set) var storedViews: [StoredView] = []
    private var naming = ViewNaming()
    private var targets: [String: Target] = [:]
    private var constraintElements: [(owner: String, element: XMLElement)] = []
    private var variations = TraitVariations()
    private var rootName = ""

    init(source: SpecSource, resources: DocumentResources, limits: ResourceLimits) {
        self.source = source
        self.resources = resources
        self.limits = limits
    }

    mutating func build(_ root: CaseRoot) -> LayoutDocument {
        targets = root.outsideTargets
        variations.collect(root.element)
        for mask in variations.viewMasks {
            warn(
                mask.line,
                "a <variation> installs or removes the subview '\(mask.reference)' by trait: Trellis installs it in every trait"
            )
        }
        var node = view(root.element, inStack: false, isRoot: true)
        rootName = node.name
        for constraint in root.outsideConstraints { constraintElements.append((node.name, constraint)) }
        node.frame = root.frame
        node.autoresizing = []
        if let margins = root.margins {
            node.layoutMargins = margins
            node.directionalLayoutMargins = nil
        }
        var document = LayoutDocument(canvas: root.canvas, views: [node], file: source.file)
        document.fontFiles = fontFiles
        document.constraints = constraintElements.compactMap { constraint($0.element, owner: $0.owner) }
        return document
    }

    mutating func warn(_ line: Int, _ message: String, column: Int = 1, severity: Diagnostic.Severity = .warning) {
        warnings.append(
            Diagnostic(
                severity: severity, code: "ib-unsupported", message: message,
                location: source.location(line: max(1, line), column: column)))
    }

    private mutating func warn(_ element: XMLElement, _ message: String, severity: Diagnostic.Severity = .warning) {
        warn(element.line, message, column: element.column, severity: severity)
    }

    // MARK: Views

    /// Elements a view may have that change nothing in its frame, or that the reader reads.
    private static let knownChildren: Set<String> = [
        "rect", "autoresizingMask", "subviews", "constraints", "color", "fontDescription", "state", "connections",
        "viewLayoutGuide", "edgeInsets", "directionalEdgeInsets", "variation", "nil", "string", "attributedString",
        "point", "size", "textInputTraits", "inset", "userDefinedRuntimeAttributes", "accessibility",
        "gestureRecognizers", "freeformSimulatedSizeMetrics", "simulatedMetricsContainer", "imageReference",
        "preferredSymbolConfiguration", "backgroundConfiguration", "animations", "simulatedScreenMetrics",
        "userDefinedRuntimeAttribute", "locale", "date", "real", "integer", "segments", "items", "dataDetectorType",
        "wkWebViewConfiguration", "offsetWrapper", "textAttributes", "numberFormatter", "cellBackgroundConfiguration",
        "scopeButtonTitles",
        "buttonConfiguration", "blurEffect", "vibrancyEffect", "navigationBarAppearance", "toolbarAppearance",
        "tabBarAppearance",
    ]

    private mutating func view(_ e: XMLElement, inStack: Bool, isRoot: Bool) -> ViewNode {
        let kind = ElementKinds.kind(e.name)
        let content = TextReading.text(of: e)
        var title = content.text
        if e.name == "button" { title = e.children("state").first { $0["key"] == "normal" }?["title"] }
        let name = naming.name(for: e, text: title ?? e["placeholder"])
        var node = ViewNode(
            name: name, kind: kind ?? .view, location: source.location(line: max(1, e.line), column: e.column))
        if let id = e["id"] { targets[id] = .view(name) }
        if kind == nil {
            if ElementKinds.plainViews.contains(e.name) {
                // Table, collection, map and web views have no intrinsic size: a plain view is exact.
            } else {
                warn(e, "<\(e.name)> has no Trellis kind yet: laid out as a plain view without an intrinsic size")
            }
        }
        // A `customClass` is laid out as its base class: what its code does to sizes is unknown.
        readCommon(e, into: &node)
        if kind == .switch || kind == .slider || kind == .searchBar { node.control.design = resources.design }
        readContent(e, content: content, title: title, into: &node)
        if kind == .stackView { readStack(e, into: &node) }

        let translates = e["translatesAutoresizingMaskIntoConstraints"] != "NO"
        let stored = e.child("rect", key: "frame").flatMap(Self.rect)
        if !isRoot && translates && !inStack {
            node.frame = stored ?? Rect(x: 0, y: 0, width: 0, height: 0)
            node.autoresizing = Self.autoresizing(e.child("autoresizingMask", key: "autoresizingMask"))
        }
        storedViews.append(
            StoredView(
                name: name, documentID: e["id"] ?? "", element: e.name, frame: stored,
                placedByAutoLayout: !isRoot && (!translates || inStack), misplaced: e["misplaced"] == "YES",
                ambiguous: e["ambiguous"] == "YES",
                measuresText: node.kind == .textField
                    || ([.label, .button, .textView].contains(node.kind) && !(node.text ?? "").isEmpty),
                unsupportedKind: (kind == nil && !ElementKinds.plainViews.contains(e.name))
                    || (e.name == "button" && node.imagePath == nil && node.symbolImage == nil
                        && node.control.imageSize == nil
                        && e.children("state").contains { $0["image"] != nil || $0.child("imageReference") != nil }),
                location: node.location ?? source.location(line: 1, column: 1),
                fixedFrame: e["fixedFrame"] == "YES" && !isRoot && (!translates || inStack)))

        for child in e.children {
            switch child.name {
            case "viewLayoutGuide":
                guard let id = child["id"] else { continue }
                switch child["key"] {
                case "safeArea": targets[id] = .safeArea(owner: name, isRoot: isRoot)
                case "contentLayoutGuide": targets[id] = .contentGuide(name)
                case "frameLayoutGuide": targets[id] = .frameGuide(name)
                default: warn(child, "layout guide '\(child["key"] ?? "")' is not read")
                }
            case "constraints":
                for c in child.children where c.name == "constraint" { constraintElements.append((name, c)) }
            case "subviews":
                for sub in child.children {
                    node.subviews.append(view(sub, inStack: kind == .stackView, isRoot: false))
                }
            case "view" where child["key"] == "contentView":
                node.subviews.append(view(child, inStack: false, isRoot: false))
            case let other
            where !Self.knownChildren.contains(other) && !ElementKinds.nestedCaseElements.contains(other):
                if e.name == "tableView" || e.name == "collectionView" { continue }
                warn(child, "<\(other)> in <\(e.name)> is not read")
            default:
                continue
            }
        }
        return node
    }

    /// Priorities, margins, visibility and colours: what every view has.
    private mutating func readCommon(_ e: XMLElement, into node: inout ViewNode) {
        if e["hidden"] == "YES" { node.isHidden = true }
        if let value = e["semanticContentAttribute"] {
            if let attribute = SemanticContentAttribute(rawValue: value) {
                node.semanticContentAttribute = attribute
            } else {
                warn(e, "semanticContentAttribute '\(value)' is not read")
            }
        }
        var hugging = node.contentHugging
        var resistance = node.compressionResistance
        if let v = e["horizontalHuggingPriority"].flatMap(Double.init) { hugging.horizontal = v }
        if let v = e["verticalHuggingPriority"].flatMap(Double.init) { hugging.vertical = v }
        if let v = e["horizontalCompressionResistancePriority"].flatMap(Double.init) { resistance.horizontal = v }
        if let v = e["verticalCompressionResistancePriority"].flatMap(Double.init) { resistance.vertical = v }
        node.contentHugging = hugging
        node.compressionResistance = resistance
        if let insets = e.child("edgeInsets", key: "layoutMargins") {
            node.layoutMargins = EdgeInsets(
                top: Self.number(insets["top"]), left: Self.number(insets["left"]),
                bottom: Self.number(insets["bottom"]), right: Self.number(insets["right"]))
        }
        if let insets = e.child("directionalEdgeInsets", key: "directionalLayoutMargins") {
            node.directionalLayoutMargins = DirectionalEdgeInsets(
                top: Self.number(insets["top"]), leading: Self.number(insets["leading"]),
                bottom: Self.number(insets["bottom"]), trailing: Self.number(insets["trailing"]))
        }
        if e["layoutMarginsFollowReadableWidth"] == "YES" {
            warn(e, "layoutMarginsFollowReadableWidth: the margins are laid out without the readable width")
        }
        if e["preservesSuperviewLayoutMargins"] == "YES", !ElementKinds.cellElements.contains(e.name),
            e.name != "tableViewCellContentView"
        {
            warn(e, "preservesSuperviewLayoutMargins: the view keeps its own margins")
        }
        if let background = e.child("color", key: "backgroundColor") {
            node.background = ColorReading.color(background, resources: resources)
        }
        if let color = e.child("color", key: "textColor") {
            node.textColor = ColorReading.color(color, resources: resources)
        }
        if let width = e["placeholderIntrinsicWidth"], let height = e["placeholderIntrinsicHeight"] {
            node.intrinsicSizeOverride = Size(
                width: Double(width) ?? noIntrinsicMetric, height: Double(height) ?? noIntrinsicMetric)
        } else if let width = e["placeholderIntrinsicWidth"] {
            node.intrinsicSizeOverride = Size(width: Double(width) ?? noIntrinsicMetric, height: noIntrinsicMetric)
        } else if let height = e["placeholderIntrinsicHeight"] {
            node.intrinsicSizeOverride = Size(width: noIntrinsicMetric, height: Double(height) ?? noIntrinsicMetric)
        }
        for variation in e.children("variation") {
            readVariation(variation, into: &node)
        }
    }

    /// A view's `<variation key="heightClass=compact" hidden="YES" axis="vertical">`.
    private mutating func readVariation(_ variation: XMLElement, into node: inout ViewNode) {
        guard let condition = TraitVariations.condition(variation["key"] ?? "") else { return }
        var overrides = ViewOverrides()
        for (name, value) in variation.attributes {
            switch name {
            case "key": continue
            case "hidden": overrides.isHidden = value == "YES"
            case "axis": overrides.stackAxis = value == "vertical" ? .vertical : .horizontal
            case "spacing": overrides.stackSpacing = Double(value)
            case "alignment": overrides.stackAlignment = ElementKinds.stackAlignments[value]
            case "distribution": overrides.stackDistribution = StackDistribution(rawValue: value)
            default: warn(variation, "the variation of '\(name)' for \(variation["key"] ?? "") is not read")
            }
        }
        for child in variation.children {
            if child.name == "fontDescription" {
                let choice = TextReading.font(child, customFonts: customFontNames, declared: declaredFonts)
                overrides.font = choice.font
                overrides.dynamicFont = choice.dynamic
            } else if child.name != "mask" {
                warn(child, "the variation's <\(child.name)> is not read")
            }
        }
        node.variations.append(
            ViewVariation(
                condition: condition, overrides: overrides,
                location: source.location(line: max(1, variation.line), column: variation.column)))
    }

    private mutating func readContent(
        _ e: XMLElement, content: (text: String?, runFont: XMLElement?, runs: Int), title: String?,
        into node: inout ViewNode
    ) {
        switch node.kind {
        case .label, .textView, .textField, .button:
            break
        case .image:
            if let symbol = ButtonConfigurationReading.imageViewSymbol(e, resources: resources) {
                node.symbolImage = symbol
            } else if let image = e["image"] {
                if let size = resources.size(ofImage: image) {
                    node.intrinsicSizeOverride = node.intrinsicSizeOverride ?? size
                } else {
                    warn(
                        e,
                        "image '\(image)': neither the document's <resources> nor an asset catalog beside it give its size; laid out without an intrinsic size"
                    )
                }
            }
            return
        case .pageControl, .searchBar, .datePicker, .pickerView:
            for warning in SelectionControlReading.read(e, into: &node, toolsVersion: toolsVersion) { warn(e, warning) }
            return
        case .activityIndicator, .segmentedControl, .progressView, .navigationBar, .tabBar:
            for warning in BarControlReading.read(e, into: &node, resources: resources) { warn(e, warning) }
            return
        default:
            return
        }
        for text in [title, e["placeholder"]] { checkLength(of: text, in: e) }
        node.text = title
        var style = node.textStyle
        var choice: TextReading.FontChoice?
        if let description = e.child("fontDescription", key: "fontDescription") {
            choice = TextReading.font(description, customFonts: customFontNames, declared: declaredFonts)
        } else if let run = content.runFont {
            choice = TextReading.runFont(run, customFonts: customFontNames, declared: declaredFonts)
        }
        if content.runs > 1, node.kind == .label,
            let (runs, unsupported) = TextReading.runs(
                of: e, resources: resources, customFonts: customFontNames, declared: declaredFonts),
            runs.count > 1, runs.allSatisfy({ $0.kern.isFinite && $0.baselineOffset.isFinite })
        {
            // A label's runs are laid out each in its own font, colour, kern and baseline offset.
            node.attributedText = runs
            for reason in unsupported { warn(e, reason) }
        } else if content.runs > 1 {
            warn(e, "attributed text of \(content.runs) runs: laid out in the first run's font")
        }
        if let choice {
            if let font = choice.font { style.font = font }
            node.dynamicFont = choice.dynamic
            if let unsupported = choice.unsupported { warn(e, unsupported) }
        } else if node.kind == .button {
            style.font = Font(size: 15)
        } else if node.kind == .textView {
            style.font = Font(size: 14)
        }
        if let lines = e["numberOfLines"].flatMap(Int.init) { style.numberOfLines = lines }
        if let mode = e["lineBreakMode"] {
            if let value = TextReading.lineBreakModes[mode] {
                style.lineBreakMode = value
            } else {
                warn(e, "lineBreakMode '\(mode)' is not read")
            }
        }
        if let alignment = e["textAlignment"].flatMap({ TextReading.alignments[$0] }) { style.alignment = alignment }
        node.textStyle = style
        if let width = e["preferredMaxLayoutWidth"].flatMap(Double.init) { node.preferredMaxLayoutWidth = width }
        if e["adjustsFontSizeToFit"] == "YES", node.kind == .label {
            warn(e, "adjustsFontSizeToFit: the text is measured at its full size")
        }
        switch node.kind {
        case .textField:
            node.placeholder = e["placeholder"]
            node.borderStyle = TextFieldBorderStyle(rawValue: e["borderStyle"] ?? "none") ?? .none
        case .textView:
            node.isScrollEnabled = e["scrollEnabled"] != "NO"
        case .button:
            if let insets = e.child("inset", key: "contentEdgeInsets") {
                node.contentEdgeInsets = EdgeInsets(
                    top: Self.number(insets["minY"]), left: Self.number(insets["minX"]),
                    bottom: Self.number(insets["maxY"]), right: Self.number(insets["maxX"]))
            }
            if let element = e.child("buttonConfiguration", key: "configuration") {
                readButtonConfiguration(element, into: &node)
            }
            if node.buttonConfiguration == nil { readStateImage(e, into: &node) }
        default:
            break
        }
    }

    /// A classic button's normal-state image (`<state key="normal" image="Fire"/>`): a system symbol, or an
    /// image whose size the document's resources or an asset catalog give.
    private mutating func readStateImage(_ e: XMLElement, into node: inout ViewNode) {
        guard let state = e.children("state").first(where: { $0["key"] == "normal" }) else { return }
        if let reference = state.child("imageReference", key: "image"), reference["catalog"] == "system",
            let name = reference["image"]
        {
            var symbol = ButtonConfigurationReading.symbol(named: name, resources: resources)
            if let scale = reference["symbolScale"].flatMap(SymbolImage.Scale.init(rawValue:)) { symbol.scale = scale }
            ButtonConfigurationReading.apply(e.child("preferredSymbolConfiguration"), to: &symbol)
            node.symbolImage = symbol
        } else if let name = state["image"] ?? state.child("imageReference", key: "image")?["image"] {
            if state["catalog"] == "system" {
                node.symbolImage = ButtonConfigurationReading.symbol(named: name, resources: resources)
            } else if let size = resources.size(ofImage: name) {
                node.control.imageSize = size
            } else {
                warn(
                    e,
                    "image '\(name)': neither the document's <resources> nor an asset catalog beside it give its size; the title alone sizes the button"
                )
            }
        }
    }

    /// Records the first text past `limits.textLength` (the case is then refused).
    private mutating func checkLength(of text: String?, in e: XMLElement) {
        guard let text, exceededLimit == nil, text.unicodeScalars.count > limits.textLength else { return }
        exceededLimit =
            "the text of <\(e.name)> at line \(e.line) has \(ResourceLimits.grouped(text.unicodeScalars.count)) characters, more than \(ResourceLimits.grouped(limits.textLength)) (\(ResourceLimits.advice(.textLength, limits.textLength)))"
    }

    /// A configuration button: its configuration, its configuration's title (which IB shows instead of
    /// the state's), the size's title font unless `titleFontDescription` gives one, and its image.
    private mutating func readButtonConfiguration(_ element: XMLElement, into node: inout ViewNode) {
        let reading = ButtonConfigurationReading.read(element, resources: resources)
        for message in reading.unsupported { warn(element, message) }
        guard let configuration = reading.configuration else { return }
        node.buttonConfiguration = configuration
        node.text = reading.title
        checkLength(of: reading.title, in: element)
        checkLength(of: configuration.subtitle, in: element)
        node.textStyle.font = Font(size: ButtonConfigurationMetrics.titleSize(configuration.buttonSize))
        node.dynamicFont = nil
        if let description = reading.titleFont {
            let choice = TextReading.font(description)
            if let font = choice.font { node.textStyle.font = font }
            node.dynamicFont = choice.dynamic
            if let unsupported = choice.unsupported { warn(description, unsupported) }
        }
        node.symbolImage = reading.symbol
        if let name = reading.imageName {
            if let size = resources.size(ofImage: name) {
                node.control.imageSize = size
            } else {
                warn(
                    element,
                    "image '\(name)': neither the document's <resources> nor an asset catalog beside it give its size; the title alone sizes the button"
                )
            }
        }
    }

    private mutating func readStack(_ e: XMLElement, into node: inout ViewNode) {
        var stack = StackConfiguration()
        stack.axis = e["axis"] == "vertical" ? .vertical : .horizontal
        if let value = e["distribution"] {
            if let d = StackDistribution(rawValue: value) {
                stack.distribution = d
            } else {
                warn(e, "stack distribution '\(value)' is not read")
            }
        }
        if let value = e["alignment"] {
            if let a = ElementKinds.stackAlignments[value] {
                stack.alignment = a
            } else {
                warn(e, "stack alignment '\(value)' is not read")
            }
        }
        stack.spacing = Self.number(e["spacing"])
        if e["spacingType"] == "standard" {
            stack.spacing = 8
            warn(e, "system spacing (spacingType=\"standard\") is read as 8 pt between every pair of views")
        }
        stack.isBaselineRelativeArrangement = e["baselineRelativeArrangement"] == "YES"
        stack.isLayoutMarginsRelativeArrangement = e["layoutMarginsRelativeArrangement"] == "YES"
        if e.child("edgeInsets", key: "layoutMargins") == nil
            && e.child("directionalEdgeInsets", key: "directionalLayoutMargins") == nil
        {
            // A stack view in a document has UIView's 8-pt margins unless it stores others.
            node.layoutMargins = .defaultLayoutMargins
        }
        node.stack = stack
    }

    // MARK: Constraints

    private static let attributes: [String: LayoutAttribute] = {
        var table: [String: LayoutAttribute] = [:]
        for attribute in LayoutAttribute.allCases { table[attribute.rawValue] = attribute }
        table["baseline"] = .lastBaseline
        return table
    }()

    private mutating func constraint(_ e: XMLElement, owner: String) -> ConstraintNode? {
        let id = e["id"] ?? ""
        if variations.excludedByDefault.contains(id) && variations.includedIn[id] == nil { return nil }
        guard let firstName = e["firstAttribute"], var firstAttribute = Self.attributes[firstName] else {
            warn(
                e,
                "constraint '\(id)': attribute '\(e["firstAttribute"] ?? "")' is not read; the constraint is left out")
            return nil
        }
        guard var firstItem = item(e["firstItem"], owner: owner, attribute: &firstAttribute, constraint: e) else {
            return nil
        }
        var secondItem: ItemReference?
        var secondAttribute: LayoutAttribute?
        if let secondID = e["secondItem"] {
            guard let name = e["secondAttribute"], var attribute = Self.attributes[name] else {
                warn(
                    e,
                    "constraint '\(id)': attribute '\(e["secondAttribute"] ?? "")' is not read; the constraint is left out"
                )
                return nil
            }
            guard let reference = item(secondID, owner: owner, attribute: &attribute, constraint: e) else { return nil }
            secondItem = reference
            secondAttribute = attribute
        }
        let relation: LayoutRelation
        switch e["relation"] {
        case "greaterThanOrEqual"?: relation = .greaterThanOrEqual
        case "lessThanOrEqual"?: relation = .lessThanOrEqual
        default: relation = .equal
        }
        let multiplier = Self.multiplier(e["multiplier"])
        let constant = Self.number(e["constant"])
        var priority = e["priority"].flatMap(Double.init) ?? LayoutPriority.required
        if !(priority > 0 && priority <= 1000) {
            warn(e, "constraint '\(id)': priority \(e["priority"] ?? "") is outside 1…1000; read as 1000")
            priority = 1000
        }
        if !multiplier.isFinite || !constant.isFinite {
            warn(e, "constraint '\(id)': its multiplier or constant is not a finite number; the constraint is left out")
            return nil
        }
        if secondItem == nil && !firstAttribute.isSize {
            // IB never writes a location equal to a constant; a document that does is broken.
            warn(e, "constraint '\(id)': \(firstAttribute.rawValue) equal to a constant; the constraint is left out")
            return nil
        }
        // A constraint to the root's own safe area from the root itself reads as the canvas's.
        if case .safeArea = secondItem ?? .owner, firstItem == .safeArea { firstItem = .canvas }
        var condition: TraitCondition?
        if let conditions = variations.includedIn[id], variations.excludedByDefault.contains(id) {
            condition = conditions.first
            if conditions.count > 1 {
                warn(
                    e,
                    "constraint '\(id)' is installed in \(conditions.count) trait variations: Trellis keeps the first")
            }
        }
        if variations.excludedIn[id] != nil {
            warn(e, "constraint '\(id)' is removed in a trait variation: Trellis installs it in every trait")
        }
        let text = Self.describe(
            firstItem, firstAttribute, relation, secondItem, secondAttribute, multiplier, constant, priority)
        return ConstraintNode(
            firstItem: firstItem, firstAttribute: firstAttribute, relation: relation, secondItem: secondItem,
            secondAttribute: secondAttribute, multiplier: multiplier, constant: constant, priority: priority,
            identifier: e["identifier"], source: text,
            location: source.location(line: max(1, e.line), column: e.column), condition: condition)
    }

    /// The item an id names, with the attribute adjusted where a guide stands for another item.
    private mutating func item(
        _ id: String?, owner: String, attribute: inout LayoutAttribute, constraint e: XMLElement
    ) -> ItemReference? {
        guard let id else { return .view(owner) }
        guard let target = targets[id] else {
            warn(
                e,
                "constraint '\(e["id"] ?? "")' refers to '\(id)', which is no view or guide of this case; the constraint is left out"
            )
            return nil
        }
        switch target {
        case .view(let name):
            return .view(name)
        case .root:
            return .view(rootName)
        case .safeArea(let owner, let isRoot):
            if isRoot { return .safeArea }
            warn(e, "the safe area of a view that isn't the case's root is read as the view's bounds", severity: .note)
            return .view(owner)
        case .contentGuide(let scroll):
            if attribute.isSize || attribute == .centerX || attribute == .centerY {
                warn(e, "the scroll view's content guide \(attribute.rawValue) is read as its frame's")
            }
            return .view(scroll)
        case .frameGuide(let scroll):
            if ![.leading, .left, .top, .width, .height].contains(attribute) {
                warn(e, "the scroll view's frame guide \(attribute.rawValue) is read as its content area's")
            }
            return .view(scroll)
        case .topGuide:
            switch attribute {
            case .bottom: attribute = .top; return .safeArea
            case .top: return .canvas
            default:
                warn(e, "topLayoutGuide.\(attribute.rawValue) is not read; the constraint is left out")
                return nil
            }
        case .bottomGuide:
            switch attribute {
            case .top: attribute = .bottom; return .safeArea
            case .bottom: return .canvas
            default:
                warn(e, "bottomLayoutGuide.\(attribute.rawValue) is not read; the constraint is left out")
                return nil
            }
        }
    }

    private static func describe(
        _ first: ItemReference, _ firstAttribute: LayoutAttribute, _ relation: LayoutRelation,
        _ second: ItemReference?, _ secondAttribute: LayoutAttribute?, _ multiplier: Double, _ constant: Double,
        _ priority: Double
    ) -> String {
        var text = "\(itemName(first)).\(firstAttribute.rawValue) \(relation.rawValue) "
        if let second, let secondAttribute {
            text += "\(itemName(second)).\(secondAttribute.rawValue)"
            if multiplier != 1 { text += " * \(NumberFormat.text(multiplier))" }
            if constant != 0 { text += (constant < 0 ? " - " : " + ") + NumberFormat.text(abs(constant)) }
        } else {
            text += NumberFormat.text(constant)
        }
        if priority != 1000 { text += " @\(NumberFormat.text(priority))" }
        return text
    }

    private static func itemName(_ item: ItemReference) -> String {
        switch item {
        case .view(let name): return name
        case .safeArea: return "safeArea"
        case .canvas: return "canvas"
        default: return "superview"
        }
    }

    // MARK: Numbers

    static func number(_ text: String?) -> Double { text.flatMap(Double.init) ?? 0 }

    /// `0.5`, or a ratio `16:9`.
    static func multiplier(_ text: String?) -> Double {
        guard let text else { return 1 }
        let parts = text.split(separator: ":")
        if parts.count == 2, let a = Double(parts[0]), let b = Double(parts[1]), b != 0 { return a / b }
        return Double(text) ?? .nan
    }

    static func rect(_ e: XMLElement) -> Rect? {
        guard let x = e["x"].flatMap(Double.init), let y = e["y"].flatMap(Double.init),
            let width = e["width"].flatMap(Double.init), let height = e["height"].flatMap(Double.init),
            x.isFinite, y.isFinite, width.isFinite, height.isFinite
        else { return nil }
        return Rect(x: x, y: y, width: width, height: height)
    }

    static func autoresizing(_ e: XMLElement?) -> AutoresizingMask {
        guard let e else { return [] }
        var mask: AutoresizingMask = []
        if e["flexibleMinX"] == "YES" { mask.insert(.flexibleLeftMargin) }
        if e["widthSizable"] == "YES" { mask.insert(.flexibleWidth) }
        if e["flexibleMaxX"] == "YES" { mask.insert(.flexibleRightMargin) }
        if e["flexibleMinY"] == "YES" { mask.insert(.flexibleTopMargin) }
        if e["heightSizable"] == "YES" { mask.insert(.flexibleHeight) }
        if e["flexibleMaxY"] == "YES" { mask.insert(.flexibleBottomMargin) }
        return mask
    }
}

/// Interface Builder's element names and the Trellis kinds they are.
enum ElementKinds {
    static func kind(_ element: String) -> ViewKind? {
        switch element {
        case "view", "tableViewCellContentView", "collectionViewCellContentView", "collectionReusableView",
            "tableViewCell", "collectionViewCell":
            return .view
        case "label": return .label
        case "button": return .button
        case "imageView": return .image
        case "textView": return .textView
        case "textField": return .textField
        case "switch": return .switch
        case "slider": return .slider
        case "pageControl": return .pageControl
        case "searchBar": return .searchBar
        case "datePicker": return .datePicker
        case "pickerView": return .pickerView
        case "activityIndicatorView": return .activityIndicator
        case "segmentedControl": return .segmentedControl
        case "stepper": return .stepper
        case "progressView": return .progressView
        case "navigationBar": return .navigationBar
        case "toolbar": return .toolbar
        case "tabBar": return .tabBar
        case "visualEffectView": return .visualEffectView
        case "stackView": return .stackView
        case "scrollView": return .scrollView
        default: return nil
        }
    }

    /// Views without an intrinsic size whose Trellis stand-in is a plain view.
    static let plainViews: Set<String> = [
        "tableView", "collectionView", "containerView", "mapView", "wkWebView", "webView",
        "glkView", "sceneKitView", "mtkView", "arscnView", "arskView", "skView", "imageView",
    ]

    /// Elements that are cases of their own, not part of the view they sit in.
    static let nestedCaseElements: Set<String> = [
        "prototypes", "sections", "cells", "collectionViewFlowLayout", "collectionViewLayout",
    ]

    static let cellElements: Set<String> = ["tableViewCell", "collectionViewCell", "collectionReusableView"]

    static let stackAlignments: [String: StackAlignment] = [
        "fill": .fill, "top": .leading, "leading": .leading, "center": .center, "bottom": .trailing,
        "trailing": .trailing, "firstBaseline": .firstBaseline, "lastBaseline": .lastBaseline,
        "baseline": .lastBaseline,
    ]
}

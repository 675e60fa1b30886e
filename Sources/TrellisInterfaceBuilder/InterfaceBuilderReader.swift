import TrellisLayout
import TrellisSpec
import TrellisText

/// Reads `.xib` and `.storyboard` documents (iOS, Cocoa Touch) into layout cases.
public enum InterfaceBuilderReader {
    /// Whether a path names an Interface Builder document, by its extension.
    public static func isDocumentPath(_ path: String) -> Bool {
        let lower = path.lowercased()
        return lower.hasSuffix(".xib") || lower.hasSuffix(".storyboard")
    }

    /// Whether text is an Interface Builder document (standard input has no extension): an XML document
    /// whose root is Interface Builder's `<document type="com.apple.InterfaceBuilder3…">`.
    public static func looksLikeDocument(_ text: String) -> Bool {
        let head = text.utf8.prefix(1024)
        let start = String(decoding: head, as: UTF8.self)
        return start.hasPrefix("<?xml") && start.contains("com.apple.InterfaceBuilder3")
    }

    /// Reads the document at `path` (`-`: standard input), as big as `limits.specBytes` allows.
    public static func read(
        contentsOf path: String, environment: InterfaceBuilderEnvironment = .init(),
        limits: ResourceLimits = .standard
    ) throws -> InterfaceBuilderDocument {
        try read(source: SpecSource.load(path: path, limits: limits), environment: environment, limits: limits)
    }

    /// The names of a document's cases, in order, without building their layouts (`--list`).
    public static func caseNames(source: SpecSource, limits: ResourceLimits = .standard) throws -> [String] {
        try read(source: source, limits: limits, namesOnly: true).cases.map(\.name)
    }

    /// Reads a loaded document. Throws `SpecError` (located) when the document can't be read at all; a case
    /// that can't be laid out carries its own error and the others are read.
    public static func read(
        source: SpecSource, environment: InterfaceBuilderEnvironment = .init(), limits: ResourceLimits = .standard
    ) throws -> InterfaceBuilderDocument {
        try read(source: source, environment: environment, limits: limits, namesOnly: false)
    }

    private static func read(
        source: SpecSource, environment: InterfaceBuilderEnvironment = .init(), limits: ResourceLimits,
        namesOnly: Bool
    ) throws -> InterfaceBuilderDocument {
        if source.text.utf8.count > limits.specBytes {
            throw SpecError(
                "cannot read '\(source.file)': it is larger than \(ResourceLimits.grouped(limits.specBytes)) bytes "
                    + "(\(ResourceLimits.advice(.specBytes, limits.specBytes)))")
        }
        let root = try XMLTreeReader.parse(source)
        guard root.name == "document", let type = root["type"] else {
            throw source.error(
                "not an Interface Builder document: the root element is <\(root.name)>, not <document type=…>",
                at: source.location(line: max(1, root.line), column: root.column))
        }
        guard type.contains("CocoaTouch") else {
            throw source.error(
                "'\(type)' is not an iOS document: Trellis reads Cocoa Touch .xib and .storyboard files",
                at: source.location(line: max(1, root.line), column: root.column))
        }
        let format: InterfaceBuilderDocument.Format = type.contains("Storyboard") ? .storyboard : .xib
        let device = root.child("device")
        // Documents before Xcode 8 name no device; their views' simulated screen metrics name the screen.
        let deviceID = device?["id"] ?? DocumentScreen.simulatedDeviceID(root)
        let designScreen = DocumentScreen.of(deviceID: deviceID, orientation: device?["orientation"])
        var reading = DocumentReading(
            source: source, format: format, toolsVersion: Int(root["toolsVersion"] ?? "") ?? 0,
            screen: designScreen.overridden(by: environment), designScreen: designScreen,
            resources: DocumentResources(root, baseDirectory: source.baseDirectory), limits: limits)
        reading.namesOnly = namesOnly
        reading.fitsCells = environment.fitsCells
        for path in environment.fontFiles {
            do {
                reading.customFontNames.insert(try TextEngine.describeFontFile(path).postScriptName)
            } catch {
                throw SpecError("--fonts: \(error)")
            }
        }
        reading.fontFiles = environment.fontFiles
        // `<customFonts>`: the font files the project bundles, by name, and the PostScript names of their faces.
        for array in root.child("customFonts")?.children("array") ?? [] {
            for name in array.children("string") { reading.declaredFonts[name.text] = array["key"] }
        }
        if root["useAutolayout"] != "YES" {
            reading.documentWarning(root, "the document doesn't use Auto Layout: its views keep their frames")
        }
        if let device, let id = device["id"], DocumentScreen.knownDevices[id] == nil {
            reading.documentWarning(
                device, "device '\(id)' is not in Trellis's table: a 320 × 568 screen at 2x is assumed")
        }
        switch format {
        case .xib: reading.readXib(root)
        case .storyboard: reading.readStoryboard(root)
        }
        let cases = try reading.cases.map { ibCase in
            var traited = ibCase
            traited.document = try ibCase.document.map(environment.applyingTraits)
            return traited
        }
        return InterfaceBuilderDocument(
            file: source.file, format: format, toolsVersion: reading.toolsVersion, deviceID: device?["id"],
            cases: cases, warnings: reading.warnings)
    }
}

/// The document-wide state of a read: the screen, the resources, the cases found so far.
struct DocumentReading {
    let source: SpecSource
    let format: InterfaceBuilderDocument.Format
    let toolsVersion: Int
    let screen: DocumentScreen
    /// The document's own screen, before the caller's overrides.
    let designScreen: DocumentScreen
    let resources: DocumentResources
    let limits: ResourceLimits
    var cases: [InterfaceBuilderCase] = []
    /// Find the cases and name them, without building their layouts (`caseNames`).
    var namesOnly = false
    /// Size table cells to their content (`InterfaceBuilderEnvironment.fitsCells`).
    var fitsCells = false
    /// The user's custom font files (`InterfaceBuilderEnvironment.fontFiles`) and their faces' PostScript
    /// names.
    var fontFiles: [String] = []
    var customFontNames: Set<String> = []
    /// The document's `<customFonts>`: PostScript name → the font file the project holds.
    var declaredFonts: [String: String] = [:]
    var warnings: [Diagnostic] = []
    private var caseNames: Set<String> = []

    init(
        source: SpecSource, format: InterfaceBuilderDocument.Format, toolsVersion: Int, screen: DocumentScreen,
        designScreen: DocumentScreen, resources: DocumentResources, limits: ResourceLimits
    ) {
        self.limits = limits
        self.designScreen = designScreen
        self.source = source
        self.format = format
        self.toolsVersion = toolsVersion
        self.screen = screen
        self.resources = resources
    }

    /// The document's file name, as case names start with it.
    var documentName: String {
        let file = source.file == "<stdin>" ? "stdin.\(format.rawValue)" : source.file
        return String(file.split(separator: "/").last ?? Substring(file))
    }

    mutating func documentWarning(_ element: XMLElement, _ message: String) {
        warnings.append(
            Diagnostic(
                severity: .warning, code: "ib-unsupported", message: message,
                location: source.location(line: max(1, element.line), column: element.column)))
    }

    // MARK: Finding the cases

    mutating func readXib(_ document: XMLElement) {
        guard let objects = document.child("objects") else { return }
        for object in objects.children {
            if ElementKinds.cellElements.contains(object.name) {
                addCell(object, parent: nil, table: nil)
            } else if ElementKinds.kind(object.name) != nil || ElementKinds.plainViews.contains(object.name)
                || object.child("rect", key: "frame") != nil
            {
                let label = object["userLabel"] ?? object["id"] ?? object.name
                let name = addViewCase(
                    object, name: "\(documentName)#\(label)", kind: .view, bars: SimulatedBars(), isController: false)
                findNestedCases(in: object, parent: name)
            }
        }
    }

    mutating func readStoryboard(_ document: XMLElement) {
        guard let scenes = document.child("scenes") else { return }
        let containers = ContainerBars(scenes)
        for scene in scenes.children("scene") {
            guard let objects = scene.child("objects") else { continue }
            for controller in objects.children {
                guard let view = controller.children.first(where: { $0["key"] == "view" }) else { continue }
                let title =
                    controller["storyboardIdentifier"] ?? controller["title"]
                    ?? controller.child("navigationItem", key: "navigationItem")?["title"] ?? controller["userLabel"]
                    ?? controller["id"] ?? scene["sceneID"] ?? "scene"
                let name = "\(documentName)#\(title)"
                var bars = containers.bars(for: controller["id"] ?? "")
                if controller.child("simulatedNavigationBarMetrics", key: "simulatedTopBarMetrics") != nil {
                    bars.navigationBar = true
                    if controller.child("simulatedNavigationBarMetrics", key: "simulatedTopBarMetrics")?["prompted"]
                        == "YES"
                    {
                        bars.prompt = true
                    }
                }
                if controller.child("simulatedTabBarMetrics", key: "simulatedBottomBarMetrics") != nil {
                    bars.tabBar = true
                }
                if controller.child("simulatedToolbarMetrics", key: "simulatedBottomBarMetrics") != nil {
                    bars.toolbar = true
                }
                var outside: [String: CaseBuilder.Target] = [:]
                for guide in controller.child("layoutGuides")?.children ?? [] {
                    guard let id = guide["id"] else { continue }
                    outside[id] = guide["type"] == "bottom" ? .bottomGuide : .topGuide
                }
                let sceneName = addViewCase(
                    view, name: name, kind: .scene, bars: bars, isController: true, outside: outside)
                let table =
                    view.name == "tableView" || view.name == "collectionView"
                    ? TableContext(
                        width: view.child("rect", key: "frame").flatMap(CaseBuilder.rect)?.width, style: view["style"])
                    : nil
                findNestedCases(in: view, parent: sceneName, table: table)
            }
        }
    }

    /// Cells, table headers and footers anywhere under `element`.
    private mutating func findNestedCases(in element: XMLElement, parent: String, table: TableContext? = nil) {
        for child in element.children {
            if ElementKinds.cellElements.contains(child.name) {
                addCell(child, parent: parent, table: table)
                continue
            }
            if element.name == "tableView", child.name == "view",
                child["key"] == "tableHeaderView" || child["key"] == "tableFooterView"
            {
                let header = child["key"] == "tableHeaderView"
                let label = child["userLabel"] ?? (header ? "tableHeaderView" : "tableFooterView")
                addViewCase(
                    child, name: "\(parent)/\(label)", kind: header ? .header : .footer, bars: SimulatedBars(),
                    isController: false)
                continue
            }
            var context = table
            if child.name == "tableView" || child.name == "collectionView" {
                context = TableContext(
                    width: child.child("rect", key: "frame").flatMap(CaseBuilder.rect)?.width, style: child["style"],
                    separatorStyle: child["separatorStyle"])
            }
            findNestedCases(in: child, parent: parent, table: context)
        }
    }

    /// A free view, a scene's root view, or a table header or footer: laid out at its stored size, or the
    /// screen's when it fills the screen (and always for a scene).
    /// Returns the case's name (made unique), which its cells' names start with.
    @discardableResult
    private mutating func addViewCase(
        _ element: XMLElement, name: String, kind: InterfaceBuilderCase.Kind, bars: SimulatedBars,
        isController: Bool, outside: [String: CaseBuilder.Target] = [:]
    ) -> String {
        let name = uniqueName(name)
        let stored = element.child("rect", key: "frame").flatMap(CaseBuilder.rect)
        // A view as big as the document's screen fills whatever screen it is laid out on.
        let fillsScreen =
            stored.map { $0.width == designScreen.size.width && $0.height == designScreen.size.height } ?? isController
        let size = fillsScreen ? screen.size : stored.map { Size(width: $0.width, height: $0.height) } ?? screen.size
        var safeArea = EdgeInsets.zero
        if fillsScreen {
            safeArea = bars.safeArea(on: screen, statusBar: screen.safeArea)
        } else if kind == .view, screen.safeArea.top > 20 {
            // A free-form root on a notched iPhone keeps the sensor housing's inset (interface-builder.md).
            safeArea.top = screen.safeArea.top
        }
        let canvas = screen.canvas(size: size, safeArea: kind == .view || isController ? safeArea : .zero)
        var root = CaseRoot(
            element: element, frame: Rect(x: 0, y: 0, width: size.width, height: size.height), canvas: canvas,
            margins: nil, outsideTargets: outside)
        if isController {
            let insets = element["insetsLayoutMarginsFromSafeArea"] != "NO"
            let width = size.width
            let model: @Sendable (EdgeInsets) -> EdgeInsets = {
                DocumentMargins.root(width: width, safeArea: insets ? $0 : .zero)
            }
            root.margins = model(safeArea)
            root.marginsForSafeArea = model
        }
        addCase(name: name, kind: kind, root: root, element: element)
        return name
    }

    /// A table or collection cell: its content view at the cell's stored size (a cell is stored at its row
    /// height), the table's width when the screen is overridden; the content view's margins as the table
    /// gives them.
    private mutating func addCell(_ cell: XMLElement, parent: String?, table: TableContext?) {
        let label = cell["reuseIdentifier"] ?? cell["userLabel"] ?? cell["id"] ?? cell.name
        let name = uniqueName(parent.map { "\($0)/\(label)" } ?? "\(documentName)#\(label)")
        let cellFrame =
            cell.child("rect", key: "frame").flatMap(CaseBuilder.rect)
            ?? Rect(x: 0, y: 0, width: screen.size.width, height: 44)
        guard let content = cell.children.first(where: { $0["key"] == "contentView" }) else {
            if cell.name == "collectionReusableView" {
                let root = CaseRoot(
                    element: cell, frame: Rect(x: 0, y: 0, width: cellFrame.width, height: cellFrame.height),
                    canvas: screen.canvas(size: Size(width: cellFrame.width, height: cellFrame.height), safeArea: .zero)
                )
                addCase(name: name, kind: .header, root: root, element: cell)
            } else {
                failCase(name, cell, "the cell has no content view")
            }
            return
        }
        var contentFrame = content.child("rect", key: "frame").flatMap(CaseBuilder.rect) ?? cellFrame
        var cellWidth = cellFrame.width
        // On another screen, a cell of a table as wide as the design screen takes the new width; its
        // accessory keeps its space.
        if table?.width == nil || table?.width == designScreen.size.width {
            let change = screen.size.width - designScreen.size.width
            cellWidth += change
            contentFrame.size.width += change
        }
        let canvas = screen.canvas(size: Size(width: cellWidth, height: cellFrame.height), safeArea: .zero)
        var root = CaseRoot(element: content, frame: contentFrame, canvas: canvas, margins: nil)
        if cell.name == "tableViewCell", content.child("edgeInsets", key: "layoutMargins") == nil {
            let tableWidth = (table?.width ?? cellFrame.width) + (cellWidth - cellFrame.width)
            root.margins = DocumentMargins.cellContent(
                tableWidth: tableWidth, insetGrouped: table?.style == "insetGrouped", toolsVersion: toolsVersion)
        }
        if let id = cell["id"] { root.outsideTargets[id] = .root }
        root.outsideConstraints = cell.child("constraints")?.children("constraint") ?? []
        if fitsCells, cell.name == "tableViewCell" {
            root.fittedHeightSeparator = table?.separatorStyle == "none" ? 0 : 1 / canvas.scale
        }
        addCase(name: name, kind: .cell, root: root, element: cell)
        findNestedCases(in: content, parent: name)
    }

    private mutating func addCase(name: String, kind: InterfaceBuilderCase.Kind, root: CaseRoot, element: XMLElement) {
        if namesOnly {
            cases.append(
                InterfaceBuilderCase(
                    name: name, kind: kind, document: nil, error: nil, warnings: [], storedViews: [],
                    location: source.location(line: max(1, element.line), column: element.column)))
            return
        }
        var builder = CaseBuilder(source: source, resources: resources, limits: limits)
        builder.customFontNames = customFontNames
        builder.declaredFonts = declaredFonts
        builder.fontFiles = fontFiles
        builder.toolsVersion = toolsVersion
        var document = builder.build(root)
        if screen == designScreen, !document.views.isEmpty {
            // The document's own screen: what its constraints and stored frames say of the safe area and
            // the root's margins wins over the model.
            let inference = EnvironmentInference(document: document, stored: builder.storedViews)
            let safeArea = inference.safeArea(document.canvas.safeArea)
            document.canvas.safeArea = safeArea
            if document.views[0].directionalLayoutMargins == nil {
                let modelled = root.marginsForSafeArea?(safeArea) ?? document.views[0].layoutMargins
                document.views[0].layoutMargins = inference.rootMargins(modelled)
            }
        }
        if let separator = root.fittedHeightSeparator, let rootName = document.views.first?.name {
            Self.fitHeight(&document, root: rootName, frame: root.frame, separator: separator)
        }
        if let exceeded = builder.exceededLimit ?? exceededLimit(document) {
            return failCase(name, element, exceeded, kind: kind)
        }
        document.file = source.file
        var warnings = builder.warnings
        if document.constraints.isEmpty, builder.storedViews.count > 1, kind != .cell {
            warnings.append(
                Diagnostic(
                    severity: .note, code: "ib-no-constraints",
                    message: "the case has no constraints: its views keep their frames",
                    location: source.location(line: max(1, element.line), column: element.column)))
        }
        cases.append(
            InterfaceBuilderCase(
                name: name, kind: kind, document: document, error: nil, warnings: warnings,
                storedViews: builder.storedViews,
                location: source.location(line: max(1, element.line), column: element.column)))
    }

    /// The case's root at its frame's width, its height fitted to its content: the root pinned to the
    /// canvas's top and (a separator above) its bottom, the canvas's height fitted (`Canvas.fitsHeight`).
    static func fitHeight(_ document: inout LayoutDocument, root: String, frame: Rect, separator: Double) {
        document.views[0].frame = nil
        document.views[0].autoresizing = []
        let location = document.views[0].location
        func pin(
            _ first: ItemReference, _ a: LayoutAttribute, _ second: ItemReference?, _ b: LayoutAttribute?, _ c: Double
        )
            -> ConstraintNode
        {
            ConstraintNode(
                firstItem: first, firstAttribute: a, relation: .equal, secondItem: second, secondAttribute: b,
                constant: c, source: "\(root).\(a.rawValue) (fitted cell)", location: location)
        }
        document.constraints += [
            pin(.view(root), .leading, .canvas, .leading, frame.minX),
            pin(.view(root), .width, nil, nil, frame.width),
            pin(.view(root), .top, .canvas, .top, 0),
            pin(.canvas, .bottom, .view(root), .bottom, separator),
        ]
        document.canvas.fitsHeight = true
    }

    /// The limit a built case goes beyond (views, constraints, canvas pixels), as the error's message.
    private func exceededLimit(_ document: LayoutDocument) -> String? {
        func count(_ views: [ViewNode]) -> Int { views.reduce(views.count) { $0 + count($1.subviews) } }
        let views = count(document.views)
        if views > limits.views {
            return
                "it has \(ResourceLimits.grouped(views)) views, more than \(ResourceLimits.grouped(limits.views)) (\(ResourceLimits.advice(.views, limits.views)))"
        }
        if document.constraints.count > limits.constraints {
            return
                "it has \(ResourceLimits.grouped(document.constraints.count)) constraints, more than \(ResourceLimits.grouped(limits.constraints)) (\(ResourceLimits.advice(.constraints, limits.constraints)))"
        }
        let c = document.canvas
        let pixels = c.width * c.height * c.scale * c.scale
        if !(pixels <= Double(limits.canvasPixels)) {
            return
                "its canvas of \(c.width) × \(c.height) points is more than \(ResourceLimits.grouped(limits.canvasPixels)) pixels (\(ResourceLimits.advice(.canvasPixels, limits.canvasPixels)))"
        }
        return nil
    }

    private mutating func failCase(
        _ name: String, _ element: XMLElement, _ message: String, kind: InterfaceBuilderCase.Kind = .cell
    ) {
        let location = source.location(line: max(1, element.line), column: element.column)
        cases.append(
            InterfaceBuilderCase(
                name: name, kind: kind, document: nil, error: source.error("\(name): \(message)", at: location),
                warnings: [], storedViews: [], location: location))
    }

    /// `name`, or `name~2`, `name~3`… when an earlier case has it.
    private mutating func uniqueName(_ name: String) -> String {
        var candidate = name
        var number = 2
        while caseNames.contains(candidate) {
            candidate = "\(name)~\(number)"
            number += 1
        }
        caseNames.insert(candidate)
        return candidate
    }
}

/// The table a cell sits in: its stored width and style.
struct TableContext {
    var width: Double?
    var style: String?
    var separatorStyle: String?
}

/// The bars a storyboard's containers give their children: a navigation controller's root gets its
/// navigation bar (unless hidden; large titles when it prefers them), a tab bar controller's children its
/// tab bar, passed down through a navigation controller.
struct ContainerBars {
    private var barsByController: [String: SimulatedBars] = [:]

    init(_ scenes: XMLElement) {
        var children: [(parent: String, child: String, relationship: String)] = []
        var kinds: [String: XMLElement] = [:]
        for scene in scenes.children("scene") {
            for controller in scene.child("objects")?.children ?? [] {
                guard let id = controller["id"] else { continue }
                kinds[id] = controller
                for segue in controller.child("connections")?.children("segue") ?? []
                where segue["kind"] == "relationship" || segue["kind"] == "show" || segue["kind"] == "push" {
                    if let destination = segue["destination"] {
                        children.append((id, destination, segue["relationship"] ?? segue["kind"] ?? ""))
                    }
                }
            }
        }
        // A few rounds: a tab bar's child navigation controller passes the tab bar to its root, which
        // passes both bars to the controllers it pushes (`show` segues), and so on down a short chain.
        for _ in 0..<4 {
            for link in children {
                guard let parent = kinds[link.parent] else { continue }
                var bars = barsByController[link.child] ?? SimulatedBars()
                let inherited = barsByController[link.parent] ?? SimulatedBars()
                if inherited.tabBar { bars.tabBar = true }
                if parent.name == "navigationController", link.relationship == "rootViewController" {
                    if parent["navigationBarHidden"] != "YES" {
                        bars.navigationBar = true
                        if parent.child("navigationBar", key: "navigationBar")?["prefersLargeTitles"] == "YES" {
                            let mode = kinds[link.child]?.child("navigationItem", key: "navigationItem")?[
                                "largeTitleDisplayMode"]
                            bars.largeTitle = mode != "never"
                        }
                    }
                    if parent["toolbarHidden"] == "NO" { bars.toolbar = true }
                }
                if parent.name == "tabBarController", link.relationship == "viewControllers" { bars.tabBar = true }
                if link.relationship == "show" || link.relationship == "push" {
                    // A pushed controller shows its navigation controller's bars.
                    bars.navigationBar = bars.navigationBar || inherited.navigationBar
                    bars.toolbar = bars.toolbar || inherited.toolbar
                }
                barsByController[link.child] = bars
            }
        }
    }

    func bars(for controller: String) -> SimulatedBars { barsByController[controller] ?? SimulatedBars() }
}

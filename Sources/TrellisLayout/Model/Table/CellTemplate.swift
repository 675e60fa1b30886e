/// `UITableViewCell.AccessoryType`: what the cell shows at its trailing edge, and how much width that takes
/// from its content view (reference: environment-facts §4.2, FDTemplateLayoutCell's figures).
public enum CellAccessory: String, Sendable, Hashable, CaseIterable, Codable {
    case none, disclosureIndicator, checkmark, detailButton, detailDisclosureButton

    /// The width the content view loses to the accessory (FDTemplateLayoutCell's `systemAccessoryWidths`).
    public var width: Double {
        switch self {
        case .none: return 0
        case .disclosureIndicator: return 34
        case .checkmark: return 40
        case .detailButton: return 48
        case .detailDisclosureButton: return 68
        }
    }
}

/// `UITableViewCell.SelectionStyle`. Since iOS 7 `default`, `gray` and `blue` all draw the same grey
/// highlight (`systemGray4`) behind a selected row; `none` draws none.
public enum CellSelectionStyle: String, Sendable, Hashable, CaseIterable, Codable {
    case none, `default`, gray, blue
}

/// A frame-layout cell's `sizeThatFits:` override, the fallback FDTemplateLayoutCell uses when Auto Layout
/// gives a height of 0 (reference §9.2 step 5).
public enum CellSizeThatFits: Sendable, Hashable {
    /// Returns a fixed height.
    case height(Double)
    /// FDTemplateLayoutCell's demo: the sum of the named subviews' `sizeThatFits((contentWidth, 0))` heights,
    /// plus `plus` points of margins.
    case sum(views: [String], plus: Double)
}

/// A named cell (or header/footer) template: a view tree under a `contentView`, as a cell's `contentView`
/// holds it, and the cell's own properties.
public struct CellTemplate: Sendable, Hashable {
    public var name: String
    public var location: SourceLocation?
    /// The content view: a plain view named `contentView`, with the template's subviews and constraints.
    /// Constraints written at the template's top level are the content view's (`superview` in a subview's
    /// constraints is the content view).
    public var contentView: ViewNode
    public var accessory: CellAccessory
    /// A custom `accessoryView`'s width: the content view loses `16 + width` (FDTemplateLayoutCell).
    public var accessoryViewWidth: Double?
    public var selectionStyle: CellSelectionStyle
    /// `fd_enforceFrameLayout`: FDTemplateLayoutCell skips Auto Layout and asks `sizeThatFits:` directly.
    public var enforceFrameLayout: Bool
    /// The cell's `sizeThatFits:` override (frame layout); nil = UITableViewCell's own, which returns the
    /// cell's current height, 44.
    public var sizeThatFits: CellSizeThatFits?
    /// The content view's `layoutMargins`; nil = the system's (`TableMetrics.contentMargins`: the cell
    /// margin left and right, 11 above and below).
    public var contentMargins: EdgeInsets?

    public init(name: String, contentView: ViewNode, location: SourceLocation? = nil) {
        self.name = name
        self.location = location
        self.contentView = contentView
        self.accessory = .none
        self.accessoryViewWidth = nil
        self.selectionStyle = .default
        self.enforceFrameLayout = false
        self.sizeThatFits = nil
        self.contentMargins = nil
    }

    /// The width the content view loses to the accessory.
    public var accessoryWidth: Double {
        if let custom = accessoryViewWidth { return 16 + custom }
        return accessory.width
    }

    /// Names of every view in the template (the content view first, then its subviews in z-order).
    public var viewNames: [String] {
        var names: [String] = []
        func visit(_ node: ViewNode) {
            names.append(node.name)
            node.subviews.forEach(visit)
        }
        visit(contentView)
        return names
    }
}

/// What a row's `data:` sets on one view of its template.
public struct CellViewData: Sendable, Hashable {
    public var text: String?
    public var hidden: Bool?
    /// An image path (resolved by the spec reader).
    public var imagePath: String?
    public var location: SourceLocation?

    public init(text: String? = nil, hidden: Bool? = nil, imagePath: String? = nil, location: SourceLocation? = nil) {
        self.text = text
        self.hidden = hidden
        self.imagePath = imagePath
        self.location = location
    }

    /// The content alone (two rows that set the same content share a layout wherever they are written).
    var content: CellViewData { CellViewData(text: text, hidden: hidden, imagePath: imagePath) }
}

/// One row of a table (or item of a collection view): a template and what it sets on the template's views.
public struct CellRow: Sendable, Hashable {
    public var cell: String
    /// By view name; applied in name order.
    public var data: [String: CellViewData]
    /// The row is selected (`selected: true`, or listed in the table's `selectedRows:`).
    public var isSelected: Bool
    public var location: SourceLocation?

    public init(
        cell: String, data: [String: CellViewData] = [:], isSelected: Bool = false, location: SourceLocation? = nil
    ) {
        self.cell = cell
        self.data = data
        self.isSelected = isSelected
        self.location = location
    }
}

extension CellTemplate {
    /// The content view with `data` applied: texts, hidden flags and images set on the named views.
    /// Views the data names that the template lacks are left out (validated before layout).
    func contentView(with data: [String: CellViewData]) -> ViewNode {
        guard !data.isEmpty else { return contentView }
        return Self.apply(data, to: contentView)
    }

    /// The template with its content view's margins resolved: its own, else `system`.
    func resolvingMargins(_ system: EdgeInsets) -> CellTemplate {
        var t = self
        t.contentView.layoutMargins = contentMargins ?? system
        return t
    }

    private static func apply(_ data: [String: CellViewData], to contentView: ViewNode) -> ViewNode {
        func apply(_ node: inout ViewNode) {
            if let d = data[node.name] {
                if let text = d.text { node.replaceText(with: text) }
                if let hidden = d.hidden { node.isHidden = hidden }
                if let image = d.imagePath { node.imagePath = image }
            }
            for i in node.subviews.indices { apply(&node.subviews[i]) }
        }
        var root = contentView
        apply(&root)
        return root
    }
}

extension ViewNode {
    /// This view or the first descendant (pre-order) named `name`.
    public func descendant(named name: String) -> ViewNode? {
        if self.name == name { return self }
        for child in subviews { if let found = child.descendant(named: name) { return found } }
        return nil
    }
}

extension ViewKind {
    /// "a" or "an", for messages ("an image", "a label").
    public var article: String { rawValue.first.map { "aeiou".contains($0) } == true ? "an" : "a" }
}

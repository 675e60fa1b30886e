/// What a constraint's item names.
public enum ItemReference: Sendable, Hashable, Codable {
    /// A view by its (unique) name.
    case view(String)
    /// The superview of the view the constraint is written under (or of the first item, at the top level).
    case superview
    /// The canvas: the root of the hierarchy, sized by `canvas:`.
    case canvas
    /// The canvas's `safeAreaLayoutGuide`: the canvas inset by its safe area (`Canvas.safeArea`, from the
    /// device table). A guide: no margin or baseline attributes.
    case safeArea
    /// A view's system guide (`view.layoutMarginsGuide`, `view.readableContentGuide`); the view is any
    /// other reference (`.owner` when written without a view).
    indirect case systemGuide(ItemReference, SystemGuide)
    /// No item written: the view the constraint is written under.
    case owner
}

/// The layout guides UIKit gives every view.
public enum SystemGuide: String, Sendable, Hashable, CaseIterable, Codable {
    /// The view's bounds inset by its layout margins.
    case layoutMarginsGuide
    /// The margins guide narrowed to a readable line length (`ReadableWidth`), centred.
    case readableContentGuide
}

/// `NSLayoutConstraint.Relation`.
public enum LayoutRelation: String, Sendable, Hashable, Codable {
    case equal = "=="
    case lessThanOrEqual = "<="
    case greaterThanOrEqual = ">="
}

/// Named priorities a spec may write instead of a number.
public enum LayoutPriority {
    public static let required: Double = 1000
    public static let defaultHigh: Double = 750
    /// SnapKit's and Masonry's `medium` on iOS (`UILayoutPrioritySceneSizeStayPut`'s value); seed 004 names it.
    public static let medium: Double = 500
    public static let defaultLow: Double = 250
    public static let fittingSizeLevel: Double = 50
}

/// `item1.attr1 REL item2.attr2 × multiplier + constant @priority`, as written in a spec.
/// With no second item the constraint is `item1.attr1 REL constant`.
public struct ConstraintNode: Sendable, Hashable {
    public var firstItem: ItemReference
    public var firstAttribute: LayoutAttribute
    public var relation: LayoutRelation
    public var secondItem: ItemReference?
    public var secondAttribute: LayoutAttribute?
    public var multiplier: Double
    public var constant: Double
    /// In (0, 1000]; 1000 is required.
    public var priority: Double
    public var identifier: String?
    /// The constraint's text as written, for messages.
    public var source: String
    public var location: SourceLocation?
    /// Installed only while the traits match (Interface Builder's "Vary for Traits"); nil: always.
    public var condition: TraitCondition?

    public init(
        firstItem: ItemReference, firstAttribute: LayoutAttribute, relation: LayoutRelation,
        secondItem: ItemReference? = nil, secondAttribute: LayoutAttribute? = nil,
        multiplier: Double = 1, constant: Double = 0, priority: Double = LayoutPriority.required,
        identifier: String? = nil, source: String = "", location: SourceLocation? = nil,
        condition: TraitCondition? = nil
    ) {
        self.condition = condition
        self.firstItem = firstItem
        self.firstAttribute = firstAttribute
        self.relation = relation
        self.secondItem = secondItem
        self.secondAttribute = secondAttribute
        self.multiplier = multiplier
        self.constant = constant
        self.priority = priority
        self.identifier = identifier
        self.source = source
        self.location = location
    }
}

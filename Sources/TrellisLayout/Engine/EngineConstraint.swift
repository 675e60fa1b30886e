/// Identifies an engine constraint across re-solves, so one can be swapped when a view's content changes.
///
/// Views and indices are kept in 32 bits, which halves a key (a large layout keeps one per constraint, and
/// looks them up by the hundred thousand): a spec has at most a million views and ten million constraints
/// (`ResourceLimits.ceiling`), and a view's generated constraints number a few per arranged view. Keys are
/// made from `Int`s (the functions after the cases) and read back as `Int32`.
enum ConstraintKey: Hashable, Sendable {
    /// The n-th resolved spec constraint.
    case spec(Int32)
    case hugging(view: Int32, axis: LayoutAttribute.Axis)
    case compressionResistance(view: Int32, axis: LayoutAttribute.Axis)
    case autoresizing(view: Int32, index: Int32)
    case sizeThatFits(view: Int32, axis: LayoutAttribute.Axis)
    /// Temporary `systemLayoutSizeFitting` target, and the pin of the measured view's origin.
    case fittingTarget(axis: LayoutAttribute.Axis)
    case fittingOrigin(axis: LayoutAttribute.Axis)
    /// The weak pull that settles an ambiguous unknown (see `LayoutRun.settleAmbiguity`).
    case stay(view: Int32, component: ViewComponent)
    /// The n-th constraint a stack view generated (`StackArrangement`), regenerated when its views change.
    case stack(view: Int32, index: Int32)
    /// A scroll view's content area placed at its bounds origin, per axis.
    case scrollContent(view: Int32, axis: LayoutAttribute.Axis)
    /// The n-th constraint of a view's readable content guide (`ReadableContentGuide`).
    case readableContent(view: Int32, index: Int32)
    /// A two-pass label's second-pass width kept among equally good layouts (`ConstraintBuilder.appendIntrinsic`).
    case wrapWidth(view: Int32)

    static func spec(_ i: Int) -> Self { .spec(Int32(i)) }
    static func hugging(view: Int, axis: LayoutAttribute.Axis) -> Self { .hugging(view: Int32(view), axis: axis) }
    static func compressionResistance(view: Int, axis: LayoutAttribute.Axis) -> Self {
        .compressionResistance(view: Int32(view), axis: axis)
    }
    static func autoresizing(view: Int, index: Int) -> Self { .autoresizing(view: Int32(view), index: Int32(index)) }
    static func sizeThatFits(view: Int, axis: LayoutAttribute.Axis) -> Self {
        .sizeThatFits(view: Int32(view), axis: axis)
    }
    static func stay(view: Int, component: ViewComponent) -> Self { .stay(view: Int32(view), component: component) }
    static func stack(view: Int, index: Int) -> Self { .stack(view: Int32(view), index: Int32(index)) }
    static func scrollContent(view: Int, axis: LayoutAttribute.Axis) -> Self {
        .scrollContent(view: Int32(view), axis: axis)
    }
    static func readableContent(view: Int, index: Int) -> Self {
        .readableContent(view: Int32(view), index: Int32(index))
    }
    static func wrapWidth(view: Int) -> Self { .wrapWidth(view: Int32(view)) }

    /// A constraint the engine adds only to settle ties (not reported with the layout's constraints).
    var isStay: Bool {
        switch self {
        case .stay, .wrapWidth: return true
        default: return false
        }
    }
}

/// One constraint as the engine installs it: `form REL 0` at `priority`, and what it says (`wording`).
///
/// The wording is at most one shared reference (`ConstraintWording` keeps its larger cases boxed): an
/// engine constraint is copied several times on its way into the solver (generated, ordered,
/// installed), and each copy of the wording in place cost reference-count updates and its size again.
struct EngineConstraint: Sendable {
    var key: ConstraintKey
    // Declared after the key, the one-byte relation and the 32-bit weight fill the key's padding, in a
    // value a large layout keeps hundreds of thousands of (`LiveSystem.entries`).
    var relation: LayoutRelation
    private var storedWeight: UInt32
    var form: LinearForm
    var priority: Double
    /// What the constraint says, for its report and UIKit log line (`ConstraintReporter`).
    let wording: ConstraintWording

    /// `weight` is a whole number from 1 (an arranged view's index, `StackArrangement.arrangementOrder`):
    /// a stack has far fewer views than 2³² (a spec has at most a million, `ResourceLimits.ceiling`).
    init(
        key: ConstraintKey, form: LinearForm, relation: LayoutRelation, priority: Double,
        wording: ConstraintWording, weight: Int = 1
    ) {
        precondition(weight >= 1 && weight <= Int(UInt32.max), "a constraint's weight is a whole number from 1")
        self.key = key
        self.form = form
        self.relation = relation
        self.priority = priority
        self.wording = wording
        storedWeight = UInt32(weight)
    }

    /// What one point of violation costs within the priority's tier: `form` is the constraint's linear
    /// form times `weight`, so the solver charges `weight` per point. 1 except for
    /// `UISV-arrangement-order` (see `StackArrangement.arrangementOrder`).
    var weight: Double { Double(storedWeight) }

    /// Where the constraint comes from (its report's `origin`).
    var origin: ConstraintOrigin { wording.origin }

    /// How far the solved values are from satisfying the constraint, in points (0 when satisfied).
    func violation(_ value: (VarSlot) -> Double) -> Double {
        let v = form.evaluate(value) / weight
        switch relation {
        case .equal: return abs(v)
        case .lessThanOrEqual: return max(0, v)
        case .greaterThanOrEqual: return max(0, -v)
        }
    }

    /// The unknowns' owners the constraint mentions, ascending: view indices, then guide slots
    /// (`GuideTable.slotView`, at or above the view count).
    var views: [Int] { form.views }

    var isRequiredEquality: Bool { relation == .equal && priority >= 1000 }

    /// Whether the constraint goes into the solver before the others of its batch: a content size below
    /// required (see `LayoutRun.installAll`). Read from the key: a content size's keys are exactly those
    /// of the constraints whose `origin` is `.intrinsicSize`.
    var installsEarly: Bool {
        guard priority < 1000 else { return false }
        switch key {
        case .hugging, .compressionResistance, .wrapWidth: return true
        default: return false
        }
    }

    /// Whether `other` is this constraint with another constant: same unknowns and coefficients,
    /// relation, priority and weight, and below required (a soft constraint the solver can move in
    /// place, `Solver.changeConstants`).
    func differsOnlyInConstant(from other: EngineConstraint) -> Bool {
        priority < 1000 && priority == other.priority && relation == other.relation
            && storedWeight == other.storedWeight
            && form.hasSameTerms(as: other.form)
    }
}

/// How views and constraints print in Apple-style logs: `UILabel:label1`, our names instead of addresses.
enum AppleNames {
    static func className(_ kind: ViewKind) -> String {
        switch kind {
        case .view: return "UIView"
        case .label: return "UILabel"
        case .button: return "UIButton"
        case .image: return "UIImageView"
        case .textView: return "UITextView"
        case .switch: return "UISwitch"
        case .slider: return "UISlider"
        case .stackView: return "UIStackView"
        case .scrollView: return "UIScrollView"
        case .layoutGuide: return "UILayoutGuide"
        case .tableView: return "UITableView"
        case .collectionView: return "UICollectionView"
        case .textField: return "UITextField"
        case .activityIndicator: return "UIActivityIndicatorView"
        case .segmentedControl: return "UISegmentedControl"
        case .stepper: return "UIStepper"
        case .progressView: return "UIProgressView"
        case .navigationBar: return "UINavigationBar"
        case .toolbar: return "UIToolbar"
        case .tabBar: return "UITabBar"
        case .visualEffectView: return "UIVisualEffectView"
        case .pageControl: return "UIPageControl"
        case .searchBar: return "UISearchBar"
        case .datePicker: return "UIDatePicker"
        case .pickerView: return "UIPickerView"
        }
    }

    static func view(_ node: ViewNode) -> String { "\(className(node.kind)):\(node.name)" }

    static func item(_ item: LayoutItem, _ table: ViewTable, _ guides: GuideTable) -> String {
        switch item {
        case .canvas: return "UIWindow:canvas"
        case .safeArea: return "UILayoutGuide:canvas 'UIViewSafeAreaLayoutGuide'"
        case .view(let v): return view(table[v].node)
        case .guide(let g): return guides[g].appleName(table)
        case .marginsGuide(let v): return "UILayoutGuide:\(table.name(v)) 'UIViewLayoutMarginsGuide'"
        case .canvasGuide(.layoutMarginsGuide): return "UILayoutGuide:canvas 'UIViewLayoutMarginsGuide'"
        case .canvasGuide(.readableContentGuide): return "UILayoutGuide:canvas 'UIViewReadableContentGuide'"
        }
    }

    static func number(_ v: Double) -> String {
        if v == v.rounded(), abs(v) < 1e12 { return String(Int(v)) }
        let r = (v * 10000).rounded() / 10000
        if r == r.rounded(), abs(r) < 1e12 { return String(Int(r)) }
        return String(r)
    }

    /// `<NSLayoutConstraint:#n 'id' A.attr REL B.attr*m + c @p   (active)>`, Apple's grammar (reference §8.1).
    static func describe(_ r: ResolvedConstraint, number n: Int, table: ViewTable, guides: GuideTable) -> String {
        let c = r.node
        var text = "\(item(r.first, table, guides)).\(c.firstAttribute.rawValue) \(c.relation.rawValue) "
        if let second = r.second, let b = r.secondAttribute {
            if c.multiplier != 1 { text += "\(number(c.multiplier))*" }
            text += "\(item(second, table, guides)).\(b.rawValue)"
            if c.constant > 0 { text += " + \(number(c.constant))" }
            if c.constant < 0 { text += " - \(number(-c.constant))" }
        } else {
            text += number(c.constant)
        }
        if c.priority != 1000 { text += " @\(number(c.priority))" }
        let identifier = c.identifier.map { "'\($0)' " } ?? ""
        return "<NSLayoutConstraint:#\(n) \(identifier)\(text)   (active)>"
    }
}

/// Identifies an engine constraint across re-solves, so one can be swapped when a view's content changes.
enum ConstraintKey: Hashable, Sendable {
    /// The n-th resolved spec constraint.
    case spec(Int)
    case hugging(view: Int, axis: LayoutAttribute.Axis)
    case compressionResistance(view: Int, axis: LayoutAttribute.Axis)
    case autoresizing(view: Int, index: Int)
    case sizeThatFits(view: Int, axis: LayoutAttribute.Axis)
    /// Temporary `systemLayoutSizeFitting` target, and the pin of the measured view's origin.
    case fittingTarget(axis: LayoutAttribute.Axis)
    case fittingOrigin(axis: LayoutAttribute.Axis)
    /// The weak pull that settles an ambiguous unknown (see `LayoutRun.settleAmbiguity`).
    case stay(view: Int, component: ViewComponent)
    /// The n-th constraint a stack view generated (`StackArrangement`), regenerated when its views change.
    case stack(view: Int, index: Int)
    /// A scroll view's content area placed at its bounds origin, per axis.
    case scrollContent(view: Int, axis: LayoutAttribute.Axis)
    /// The n-th constraint of a view's readable content guide (`ReadableContentGuide`).
    case readableContent(view: Int, index: Int)
    /// A two-pass label's second-pass width kept among equally good layouts (`ConstraintBuilder.intrinsic`).
    case wrapWidth(view: Int)

    /// A constraint the engine adds only to settle ties (not reported with the layout's constraints).
    var isStay: Bool {
        switch self {
        case .stay, .wrapWidth: return true
        default: return false
        }
    }
}

/// One constraint as the engine installs it: `form REL 0` at `priority`, with what to report about it.
///
/// What is only reported (`report`, `appleDescription`) sits behind one shared reference: an engine
/// constraint is copied several times on its way into the solver (generated, ordered, installed), and
/// a copy of the report's strings in place cost a dozen reference-count updates and some 250 bytes
/// each time (a 10,000-cell feed holds 430,000 of them).
struct EngineConstraint: Sendable {
    var key: ConstraintKey
    var form: LinearForm
    var relation: LayoutRelation
    var priority: Double
    private let reported: ReportedConstraint
    /// What one point of violation costs within the priority's tier: `form` is the constraint's linear
    /// form times `weight` (> 0), so the solver charges `weight` per point. 1 except for
    /// `UISV-arrangement-order` (see `StackArrangement.arrangementOrder`).
    var weight: Double = 1

    init(
        key: ConstraintKey, form: LinearForm, relation: LayoutRelation, priority: Double, report: SolvedConstraint,
        appleDescription: AppleDescription, weight: Double = 1
    ) {
        self.key = key
        self.form = form
        self.relation = relation
        self.priority = priority
        reported = ReportedConstraint(report: report, appleDescription: appleDescription)
        self.weight = weight
    }

    /// The constraint as reported in `SolvedLayout.constraints` (status filled in after solving).
    var report: SolvedConstraint { reported.report }
    /// Apple's log description, e.g. `<NSLayoutConstraint:#3 UILabel:label1.top == UIView:bgView.top + 10   (active)>`,
    /// written out only when a conflict is logged (`LayoutRun.appleDescription(of:)`).
    var appleDescription: AppleDescription { reported.appleDescription }

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

    /// Whether `other` is this constraint with another constant: same unknowns and coefficients,
    /// relation, priority and weight, and below required (a soft constraint the solver can move in
    /// place, `Solver.changeConstants`).
    func differsOnlyInConstant(from other: EngineConstraint) -> Bool {
        priority < 1000 && priority == other.priority && relation == other.relation && weight == other.weight
            && form.hasSameTerms(as: other.form)
    }
}

/// The reported side of an `EngineConstraint`, immutable and shared by its copies.
private final class ReportedConstraint: Sendable {
    let report: SolvedConstraint
    let appleDescription: AppleDescription

    init(report: SolvedConstraint, appleDescription: AppleDescription) {
        self.report = report
        self.appleDescription = appleDescription
    }
}

/// What Apple's log says about a constraint, kept small: most constraints are never logged, and writing
/// thousands of descriptions up front was a measurable part of a solve.
enum AppleDescription: Sendable {
    case text(String)
    /// The n-th resolved spec constraint, printed as `#(n + 1)`.
    case spec(Int)
    /// `<NSContentSizeLayoutConstraint:UILabel:name.width == 52.5 Hug:250 CompressionResistance:750   (active)>`.
    case contentSize(
        view: Int, attribute: LayoutAttribute, value: Double, hugging: Double, compressionResistance: Double)
    /// A stack view's generated constraint, `<NSLayoutConstraint:'UISV-spacing' …   (active)>`.
    case stack(StackConstraintWording)
}

extension LayoutRun {
    /// Apple's log description of `c`, with our views' names instead of addresses.
    func appleDescription(of c: EngineConstraint) -> String {
        switch c.appleDescription {
        case .text(let text):
            return text
        case .spec(let i):
            return AppleNames.describe(resolved[i], number: i + 1, table: table, guides: guides)
        case let .contentSize(v, attribute, value, hug, cr):
            return "<NSContentSizeLayoutConstraint:\(AppleNames.view(table[v].node)).\(attribute.rawValue) == "
                + "\(AppleNames.number(value)) Hug:\(AppleNames.number(hug)) CompressionResistance:\(AppleNames.number(cr))   (active)>"
        case .stack(let wording):
            return wording.appleDescription(table: table, guides: guides)
        }
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

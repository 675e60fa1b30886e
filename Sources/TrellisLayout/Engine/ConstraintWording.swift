/// What an engine constraint says, kept as the few values its report (`SolvedConstraint`) and UIKit log
/// line are written from.
///
/// Both are written out only when read (`ConstraintReporter`): a layout's constraints only when someone
/// reads `SolvedLayout.constraints`, a log line only when a conflict is logged. A large layout makes
/// several constraints a view, nearly all stack and content-size ones, whose text is rarely read.
///
/// The wording is 8 bytes in its constraint. The kinds a large layout is made of need no allocation: a spec
/// constraint's is its index, a content size's seven bytes in place, a stack's is made again from its
/// constraint's key (`StackWordings`). The rarer kinds are boxed (`indirect`), each in a box of its own size.
/// (One box of the whole enum per constraint, sized for its largest case, was 144 bytes of heap for each.)
enum ConstraintWording: Sendable {
    /// Written out when made: the kinds a layout has few of (autoresizing, `sizeThatFits`, guides,
    /// fitting pins).
    indirect case written(SolvedConstraint, apple: String)
    /// The n-th resolved spec constraint (32 bits, so the enum fits 8 bytes: far above
    /// `ResourceLimits.ceiling`'s ten million written constraints).
    case spec(Int32)
    /// One of a view's content-size constraints (in place: seven bytes).
    case contentSize(ContentSizeWording)
    /// A stack view's generated constraint: what it says is made again under its key (`StackWordings`).
    case stack
    /// A stay or a wrap width, which only settle ties.
    indirect case tieBreak(TieBreakWording)

    var origin: ConstraintOrigin {
        switch self {
        case .written(let report, _): return report.origin
        case .spec: return .spec
        case .contentSize: return .intrinsicSize
        case .stack: return .stackView
        case .tieBreak(let t): return t.origin
        }
    }
}

/// A constraint the engine adds only to settle ties (`ConstraintKey.isStay`): never listed with the
/// layout's constraints, so its report is written from these values only if someone reads it (a
/// conflict's log, a test). A large layout has one for most of its views, and writing each up front
/// would cost two objects and a string.
struct TieBreakWording: Sendable {
    enum Kind: Sendable {
        /// An unknown the constraints leave free, held (`LayoutRun.stay`).
        case stay(ViewComponent)
        /// A two-pass label's width kept at the width its text wraps at (`ConstraintBuilder.appendIntrinsic`).
        case wrapWidth(Double)
    }

    /// The view, or a guide's slot (`GuideTable.slotView`), whose unknown the constraint holds.
    var slotView: Int
    var kind: Kind
    var priority: Double

    /// A stay reports as a spec constraint, a wrap width as a content size (its place in the install
    /// order, `EngineConstraint.installsEarly`, depends on that).
    var origin: ConstraintOrigin {
        switch kind {
        case .stay: return .spec
        case .wrapWidth: return .intrinsicSize
        }
    }
}

/// `view.width <= 52.5 @250 (content hugging)` or `view.width >= 52.5 @750 (compression resistance)`:
/// one of the pair UIKit logs as one `NSContentSizeLayoutConstraint`.
///
/// Seven bytes, held in the wording itself (no box): the rest is found where it already is. The size is the
/// constraint's constant (its form is `slot − size`, so the constant is exactly `−size`), the priorities are
/// the view's, and a two-pass label's provisional width lowers its compression resistance as
/// `ConstraintBuilder.appendIntrinsic` did (`lowersCompressionResistance`). Kept in place, not boxed: a
/// box per content-size constraint would be an allocation and its reference counting for each.
struct ContentSizeWording: Sendable {
    var view: Int32
    var attribute: LayoutAttribute
    /// The hugging half (`<=` at the hugging priority); else the compression-resistance half (`>=`).
    var isHugging: Bool
    /// The compression resistance is the tie-break priority just below the view's
    /// (`TieBreakTier.priority(below:)`): a two-pass label's width while it is provisional.
    var lowersCompressionResistance: Bool

    var relation: LayoutRelation { isHugging ? .lessThanOrEqual : .greaterThanOrEqual }

    /// The view's hugging priority on this axis.
    func hugging(_ node: ViewNode) -> Double { hugging(node.contentHugging) }

    private func hugging(_ priorities: AxisPriorities) -> Double {
        attribute == .width ? priorities.horizontal : priorities.vertical
    }

    /// The compression resistance the constraint was made with on this axis.
    func compressionResistance(_ node: ViewNode) -> Double { compressionResistance(node.compressionResistance) }

    private func compressionResistance(_ priorities: AxisPriorities) -> Double {
        let own = attribute == .width ? priorities.horizontal : priorities.vertical
        return lowersCompressionResistance ? ContentSizeWording.lowered(own) : own
    }

    /// The priority of the constraint for this half.
    func priority(_ node: ViewNode) -> Double {
        priority(hugging: node.contentHugging, resistance: node.compressionResistance)
    }

    /// The priority of the constraint for this half, from the view's hugging and compression resistance.
    func priority(hugging: AxisPriorities, resistance: AxisPriorities) -> Double {
        isHugging ? self.hugging(hugging) : compressionResistance(resistance)
    }

    /// A provisional width's compression resistance: just below the view's when that is not required.
    static func lowered(_ priority: Double) -> Double {
        priority < 1000 ? TieBreakTier(index: 0, count: 1).priority(below: priority) : priority
    }
}

/// Writes engine constraints' reports and UIKit log lines, naming views and guides as the run's tables do.
struct ConstraintReporter: Sendable {
    let table: ViewTable
    let guides: GuideTable
    let resolved: [ResolvedConstraint]
    let stackWordings: StackWordings

    /// A stack's generated constraint's stack and wording (`StackWordings`).
    typealias StackWording = (stack: Int, wording: StackConstraintWording)

    /// `c` as `SolvedLayout.constraints` lists it, its status `satisfied` (the caller sets it).
    func report(_ c: EngineConstraint) -> SolvedConstraint {
        report(c.wording, formConstant: c.form.constant, stack: stackWording(c.key))
    }

    /// Apple's log description of `c`.
    func appleDescription(_ c: EngineConstraint) -> String {
        appleDescription(c.wording, formConstant: c.form.constant, stack: stackWording(c.key))
    }

    /// The wording of a constraint keyed `.stack(view:index:)`, its stack's wordings made again for it
    /// (nil for other keys).
    func stackWording(_ key: ConstraintKey) -> StackWording? {
        guard case .stack(let view, let index) = key else { return nil }
        return Self.stackWording(stackWordings.wordings(of: Int(view)), stack: Int(view), index: Int(index))
    }

    /// Wording `index` of a stack's, which its constraint's key names. Every `.stack` wording belongs to a
    /// constraint keyed `.stack(view:index:)` of the stack's last generation, made from the state its
    /// wordings are made from again: a miss is a bug in the engine, not in a spec.
    static func stackWording(_ wordings: [StackConstraintWording], stack: Int, index: Int) -> StackWording {
        guard wordings.indices.contains(index) else {
            preconditionFailure("a stack constraint's key is beyond its stack's generated constraints")
        }
        return (stack, wordings[index])
    }

    /// The constraint as `SolvedLayout.constraints` lists it, from what its report reads of it: the
    /// constant of its linear form (a content-size constraint's is minus its size) and, for a stack's
    /// constraint, its stack's wording (`StackWordings`).
    func report(_ wording: ConstraintWording, formConstant: Double, stack: StackWording?) -> SolvedConstraint {
        switch wording {
        case .written(let report, _):
            return report
        case .spec(let i):
            return spec(Int(i))
        case .contentSize(let c):
            let node = table[Int(c.view)].node
            let what = c.isHugging ? " (content hugging)" : " (compression resistance)"
            let value = -formConstant
            let priority = c.priority(node)
            return SolvedConstraint(
                firstView: node.name, firstAttribute: c.attribute, relation: c.relation,
                secondView: nil, secondAttribute: nil, multiplier: 1, constant: value,
                priority: priority, origin: .intrinsicSize, status: .satisfied,
                source: [
                    node.name, ".", c.attribute.rawValue, " ", c.relation.rawValue, " ", AppleNames.number(value),
                    " @", TieBreakTier.describe(priority), what,
                ].joined(),
                location: node.location)
        case .stack:
            guard let (stack, s) = stack else { preconditionFailure("a stack constraint's report without its wording") }
            let names = StackItemNames(table: table, guides: guides, stack: stack)
            var report = SolvedConstraint(
                firstView: names.name(s.item), firstAttribute: s.attribute, relation: s.relation,
                secondView: s.other.map(names.name), secondAttribute: s.otherAttribute, multiplier: s.multiplier,
                constant: s.constant, priority: s.priority, origin: .stackView, status: .satisfied,
                source: "\(s.identifier.rawValue): \(s.sentence(names, naming: names.name))",
                location: table[stack].node.location, identifier: s.identifier.rawValue)
            report.layoutDirection = s.direction
            return report
        case .tieBreak(let t):
            return tieBreak(t)
        }
    }

    /// A stay names its view (a guide's stay its owner): `view.height stay`; a wrap width its label:
    /// `label.width == 280 (the width its text wraps at, kept in ties)`.
    private func tieBreak(_ t: TieBreakWording) -> SolvedConstraint {
        let owner = t.slotView < table.count ? t.slotView : guides[t.slotView - table.count].owner
        let node = table[owner].node
        switch t.kind {
        case .stay(let component):
            let attribute: LayoutAttribute =
                [.minX: .left, .minY: .top, .width: .width, .height: .height][component] ?? .width
            return SolvedConstraint(
                firstView: node.name, firstAttribute: attribute, relation: .equal, secondView: nil,
                secondAttribute: nil, multiplier: 1, constant: 0, priority: t.priority,
                origin: .spec, status: .satisfied, source: "\(node.name).\(component.traceName) stay",
                location: node.location)
        case .wrapWidth(let wrap):
            return SolvedConstraint(
                firstView: node.name, firstAttribute: .width, relation: .equal,
                secondView: nil, secondAttribute: nil, multiplier: 1, constant: wrap,
                priority: t.priority, origin: .intrinsicSize, status: .satisfied,
                source: "\(node.name).width == \(AppleNames.number(wrap)) (the width its text wraps at, kept in ties)",
                location: node.location)
        }
    }

    /// Apple's log description, with our views' names instead of addresses, e.g.
    /// `<NSLayoutConstraint:#3 UILabel:label1.top == UIView:bgView.top + 10   (active)>`.
    /// `formConstant` and `stack` as in `report(_:formConstant:stack:)`.
    func appleDescription(_ wording: ConstraintWording, formConstant: Double, stack: StackWording?) -> String {
        switch wording {
        case .written(_, let apple):
            return apple
        case .spec(let i):
            return AppleNames.describe(resolved[Int(i)], number: Int(i) + 1, table: table, guides: guides)
        case .contentSize(let c):
            let node = table[Int(c.view)].node
            return "<NSContentSizeLayoutConstraint:\(AppleNames.view(node)).\(c.attribute.rawValue) == "
                + "\(AppleNames.number(-formConstant)) Hug:\(AppleNames.number(c.hugging(node))) "
                + "CompressionResistance:\(AppleNames.number(c.compressionResistance(node)))   (active)>"
        case .stack:
            guard let (stack, s) = stack else {
                preconditionFailure("a stack constraint's log line without its wording")
            }
            return s.appleDescription(table: table, guides: guides, stack: stack)
        case .tieBreak(let t):
            return tieBreak(t).source
        }
    }

    /// A spec constraint as written (`source`), or as generated from its items when the spec gave no text.
    private func spec(_ i: Int) -> SolvedConstraint {
        let r = resolved[i]
        let c = r.node
        var report = SolvedConstraint(
            firstView: itemName(r.first), firstAttribute: c.firstAttribute, relation: c.relation,
            secondView: r.second.map(itemName), secondAttribute: r.secondAttribute,
            multiplier: c.multiplier, constant: c.constant, priority: c.priority, origin: .spec,
            status: .satisfied, source: c.source.isEmpty ? generatedSource(r) : c.source, location: c.location,
            identifier: c.identifier)
        report.layoutDirection = r.direction
        return report
    }

    private func itemName(_ item: LayoutItem) -> String {
        switch item {
        case .canvas: return "canvas"
        case .safeArea: return "safeArea"
        case .view(let v): return table.name(v)
        case .guide(let g): return guides[g].name(table)
        case .marginsGuide(let v): return "\(table.name(v)).layoutMarginsGuide"
        case .canvasGuide(let g): return "canvas.\(g.rawValue)"
        }
    }

    private func generatedSource(_ r: ResolvedConstraint) -> String {
        let c = r.node
        var s = "\(itemName(r.first)).\(c.firstAttribute.rawValue) \(c.relation.rawValue) "
        if let second = r.second, let b = r.secondAttribute {
            if c.multiplier != 1 { s += "\(AppleNames.number(c.multiplier)) * " }
            s += "\(itemName(second)).\(b.rawValue)"
            if c.constant != 0 {
                s += c.constant > 0 ? " + \(AppleNames.number(c.constant))" : " - \(AppleNames.number(-c.constant))"
            }
        } else {
            s += AppleNames.number(c.constant)
        }
        if c.priority != 1000 { s += " @\(AppleNames.number(c.priority))" }
        return s
    }
}

extension LayoutRun {
    /// Writes this run's constraints' reports and log lines.
    var reporter: ConstraintReporter {
        ConstraintReporter(table: table, guides: guides, resolved: resolved, stackWordings: stackWordings)
    }

    /// Apple's log description of `c`.
    func appleDescription(of c: EngineConstraint) -> String { reporter.appleDescription(c) }

    /// `c` as `SolvedLayout.constraints` reports it (status `satisfied`).
    func report(of c: EngineConstraint) -> SolvedConstraint { reporter.report(c) }
}

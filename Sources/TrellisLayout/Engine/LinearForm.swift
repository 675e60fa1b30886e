/// The four unknowns Trellis keeps per view, all in canvas (absolute) coordinates.
///
/// Every other attribute (right, centerX, bottom, baselines, margins) is a linear form over these.
/// Absolute coordinates make constraints between views in different superviews direct; a view's frame
/// in its superview is derived after solving (`absolute − superview.absolute`).
enum ViewComponent: Int, CaseIterable, Sendable {
    case minX = 0, minY, width, height

    /// Name used in ambiguity reports, as `_autolayoutTrace` prints it.
    var traceName: String {
        switch self {
        case .minX: return "minX"
        case .minY: return "minY"
        case .width: return "Width"
        case .height: return "Height"
        }
    }
}

/// Index of a view unknown: `viewIndex × 4 + component`. Stored as that index (8 bytes), so a form's
/// term is 16.
struct VarSlot: Hashable, Comparable, Sendable {
    let index: Int

    init(view: Int, component: ViewComponent) { index = view &* 4 &+ component.rawValue }

    /// The slot of an index `view × 4 + component` (as `LinearForm` keeps it).
    init(index: Int) { self.index = index }

    var view: Int { index >> 2 }
    var component: ViewComponent { ViewComponent(rawValue: index & 3) ?? .minX }
    static func < (a: VarSlot, b: VarSlot) -> Bool { a.index < b.index }
}

/// One `coefficient × unknown` term of a `LinearForm`.
struct FormTerm: Hashable, Sendable {
    var slot: VarSlot
    var coefficient: Double
}

/// `Σ coefficient × slot + constant`, with terms kept sorted by slot and free of zeros so that equal
/// forms compare equal and iteration is deterministic.
///
/// The first four terms are stored in the form itself and only a fifth or later goes to an array: nearly
/// every form the engine writes — an anchor (`x + w·0.5`), a constraint between two anchors, a size — has
/// at most four, and building one then allocates nothing, where intermediate forms are built by the
/// million in a large layout. An inline term keeps its slot in 32 bits: a slot index is `view × 4 +
/// component`, far below 2³¹, as a spec has at most a million views (`ResourceLimits.ceiling`) and guides
/// number a few per view.
struct LinearForm: Hashable, Sendable {
    /// How many of the four inline terms are in use; the others are never read.
    private var inlineCount: UInt8 = 0
    private var slot0: Int32 = 0, slot1: Int32 = 0, slot2: Int32 = 0, slot3: Int32 = 0
    private var coefficient0 = 0.0, coefficient1 = 0.0, coefficient2 = 0.0, coefficient3 = 0.0
    /// Terms after the fourth; nil when there are none.
    private var overflow: [FormTerm]?
    var constant: Double

    private var count: Int { Int(inlineCount) + (overflow?.count ?? 0) }

    private static let inlineCapacity = 4

    init(constant: Double = 0) { self.constant = constant }

    init(_ slot: VarSlot, _ coefficient: Double = 1) {
        constant = 0
        if coefficient != 0 { append(FormTerm(slot: slot, coefficient: coefficient)) }
    }

    /// `first + coefficient × second + constant`, `first` before `second` by slot (an edge or centre over
    /// one view's unknowns): what `LinearForm(first) + LinearForm(second) * coefficient + constant` gives,
    /// built in place — a zero coefficient leaves `second` out, as `* 0` does.
    init(_ first: VarSlot, plus second: VarSlot, times coefficient: Double, constant: Double) {
        self.constant = constant
        append(FormTerm(slot: first, coefficient: 1))
        if coefficient != 0 { append(FormTerm(slot: second, coefficient: coefficient)) }
    }

    /// The terms, sorted by slot.
    var terms: Terms { Terms(form: self, endIndex: count) }

    /// A form's terms as a collection (no copy: it holds the form).
    struct Terms: RandomAccessCollection {
        fileprivate let form: LinearForm
        let endIndex: Int
        var startIndex: Int { 0 }
        subscript(i: Int) -> FormTerm { form.term(at: i) }
    }

    /// How many terms the form has (`terms.count`, read without making the collection).
    var termCount: Int { count }

    /// The `i`-th term by slot (`terms[i]`, read without making the collection: a loop over a form's
    /// terms in a hot path then copies no form).
    func term(at i: Int) -> FormTerm {
        // A programmer error, as an array's out-of-range index is: callers read within `0..<termCount`.
        precondition(i >= 0 && i < count, "form term index out of range")
        switch i {
        case 0: return FormTerm(slot: VarSlot(index: Int(slot0)), coefficient: coefficient0)
        case 1: return FormTerm(slot: VarSlot(index: Int(slot1)), coefficient: coefficient1)
        case 2: return FormTerm(slot: VarSlot(index: Int(slot2)), coefficient: coefficient2)
        case 3: return FormTerm(slot: VarSlot(index: Int(slot3)), coefficient: coefficient3)
        default:
            guard let overflow else { preconditionFailure("form term index out of range") }
            return overflow[i - Self.inlineCapacity]
        }
    }

    private mutating func setTerm(_ t: FormTerm, at i: Int) {
        let slot = Int32(t.slot.index)
        switch i {
        case 0: (slot0, coefficient0) = (slot, t.coefficient)
        case 1: (slot1, coefficient1) = (slot, t.coefficient)
        case 2: (slot2, coefficient2) = (slot, t.coefficient)
        case 3: (slot3, coefficient3) = (slot, t.coefficient)
        default: overflow?[i - Self.inlineCapacity] = t
        }
    }

    /// Appends a term; the caller keeps the terms sorted by slot and free of zeros.
    private mutating func append(_ t: FormTerm) {
        if Int(inlineCount) < Self.inlineCapacity {
            setTerm(t, at: Int(inlineCount))
            inlineCount += 1
        } else {
            if overflow == nil { overflow = [t] } else { overflow?.append(t) }
        }
    }

    /// A form from terms already sorted by slot, distinct and non-zero.
    init(sortedTerms: some Sequence<FormTerm>, constant: Double = 0) {
        self.constant = constant
        for t in sortedTerms { append(t) }
    }

    static func == (a: LinearForm, b: LinearForm) -> Bool {
        a.constant == b.constant && a.hasSameTerms(as: b)
    }

    /// Equal up to the constant.
    func hasSameTerms(as other: LinearForm) -> Bool {
        count == other.count && (0..<count).allSatisfy { term(at: $0) == other.term(at: $0) }
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(constant)
        for t in terms { hasher.combine(t.slot); hasher.combine(t.coefficient) }
    }

    var isConstant: Bool { count == 0 }

    func coefficient(of slot: VarSlot) -> Double { terms.first { $0.slot == slot }?.coefficient ?? 0 }

    /// The views this form mentions, ascending.
    var views: [Int] {
        var out: [Int] = []
        for t in terms where out.last != t.slot.view { out.append(t.slot.view) }
        return out
    }

    static func + (a: LinearForm, b: LinearForm) -> LinearForm { merged(a, b, sign: 1) }

    /// `a + b × -1` in one pass (no negated copy of `b`): x + y × −1 is x − y exactly in IEEE arithmetic,
    /// so the result is bit for bit the sum's.
    static func - (a: LinearForm, b: LinearForm) -> LinearForm { merged(a, b, sign: -1) }

    /// `a + sign × b` (`sign` ±1, which scales exactly), terms merged by slot and cancelled below 1e-12.
    private static func merged(_ a: LinearForm, _ b: LinearForm, sign: Double) -> LinearForm {
        if b.count == 0 { return a + b.constant * sign }
        if a.count == 0 { return (sign == 1 ? b : b * sign) + a.constant }
        var out = LinearForm(constant: a.constant + b.constant * sign)
        var i = 0, j = 0
        let aCount = a.count, bCount = b.count
        while i < aCount || j < bCount {
            if j >= bCount {
                out.append(a.term(at: i)); i += 1
                continue
            }
            let y = b.term(at: j)
            if i >= aCount {
                out.append(FormTerm(slot: y.slot, coefficient: y.coefficient * sign)); j += 1
                continue
            }
            let x = a.term(at: i)
            if x.slot < y.slot {
                out.append(x); i += 1
            } else if y.slot < x.slot {
                out.append(FormTerm(slot: y.slot, coefficient: y.coefficient * sign)); j += 1
            } else {
                let c = x.coefficient + y.coefficient * sign
                if abs(c) > 1e-12 { out.append(FormTerm(slot: x.slot, coefficient: c)) }
                i += 1; j += 1
            }
        }
        return out
    }

    static func * (form: LinearForm, k: Double) -> LinearForm {
        guard k != 0 else { return LinearForm(constant: 0) }
        var out = form
        out.constant *= k
        for i in 0..<out.count {
            var t = out.term(at: i)
            t.coefficient *= k
            out.setTerm(t, at: i)
        }
        return out
    }

    static func + (a: LinearForm, k: Double) -> LinearForm { var o = a; o.constant += k; return o }
    static func - (a: LinearForm, k: Double) -> LinearForm { a + -k }

    /// The value of the form for the given unknowns.
    func evaluate(_ value: (VarSlot) -> Double) -> Double {
        var sum = constant
        for i in 0..<count {
            let t = term(at: i)
            sum = sum + t.coefficient * value(t.slot)
        }
        return sum
    }
}

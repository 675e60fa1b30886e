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

/// Index of a view unknown: `viewIndex × 4 + component`.
struct VarSlot: Hashable, Comparable, Sendable {
    var view: Int
    var component: ViewComponent
    var index: Int { view * 4 + component.rawValue }
    static func < (a: VarSlot, b: VarSlot) -> Bool { a.index < b.index }
}

/// `Σ coefficient × slot + constant`, with terms kept sorted by slot and free of zeros so that equal
/// forms compare equal and iteration is deterministic.
struct LinearForm: Hashable, Sendable {
    private(set) var terms: [(slot: VarSlot, coefficient: Double)]
    var constant: Double

    init(constant: Double = 0) { terms = []; self.constant = constant }

    init(_ slot: VarSlot, _ coefficient: Double = 1) {
        terms = coefficient == 0 ? [] : [(slot, coefficient)]
        constant = 0
    }

    static func == (a: LinearForm, b: LinearForm) -> Bool {
        a.constant == b.constant && a.hasSameTerms(as: b)
    }

    /// Equal up to the constant.
    func hasSameTerms(as other: LinearForm) -> Bool {
        terms.count == other.terms.count
            && zip(terms, other.terms).allSatisfy { $0.slot == $1.slot && $0.coefficient == $1.coefficient }
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(constant)
        for t in terms { hasher.combine(t.slot); hasher.combine(t.coefficient) }
    }

    var isConstant: Bool { terms.isEmpty }

    func coefficient(of slot: VarSlot) -> Double { terms.first { $0.slot == slot }?.coefficient ?? 0 }

    /// The views this form mentions, ascending.
    var views: [Int] {
        var out: [Int] = []
        for t in terms where out.last != t.slot.view { out.append(t.slot.view) }
        return out
    }

    static func + (a: LinearForm, b: LinearForm) -> LinearForm {
        var out = LinearForm(constant: a.constant + b.constant)
        var i = 0, j = 0
        var merged: [(slot: VarSlot, coefficient: Double)] = []
        merged.reserveCapacity(a.terms.count + b.terms.count)
        while i < a.terms.count || j < b.terms.count {
            if j >= b.terms.count || (i < a.terms.count && a.terms[i].slot < b.terms[j].slot) {
                merged.append(a.terms[i]); i += 1
            } else if i >= a.terms.count || b.terms[j].slot < a.terms[i].slot {
                merged.append(b.terms[j]); j += 1
            } else {
                let c = a.terms[i].coefficient + b.terms[j].coefficient
                if abs(c) > 1e-12 { merged.append((a.terms[i].slot, c)) }
                i += 1; j += 1
            }
        }
        out.terms = merged
        return out
    }

    static func * (form: LinearForm, k: Double) -> LinearForm {
        guard k != 0 else { return LinearForm(constant: 0) }
        var out = form
        out.constant *= k
        out.terms = form.terms.map { ($0.slot, $0.coefficient * k) }
        return out
    }

    static func - (a: LinearForm, b: LinearForm) -> LinearForm { a + b * -1 }
    static func + (a: LinearForm, k: Double) -> LinearForm { var o = a; o.constant += k; return o }
    static func - (a: LinearForm, k: Double) -> LinearForm { a + -k }

    /// The value of the form for the given unknowns.
    func evaluate(_ value: (VarSlot) -> Double) -> Double {
        terms.reduce(constant) { $0 + $1.coefficient * value($1.slot) }
    }
}

import TrellisLayout

/// The environment a document's frames were computed in, read back from the document itself: Xcode
/// doesn't store the safe area or the root's margins it laid a scene or cell out with (they depend on the
/// simulated bars, the table, the Xcode version), but every required constraint between a view and the
/// root's safe area or margins, with the view's stored frame, says what they were. Where constraints say
/// it, their most frequent answer replaces the modelled one; elsewhere the model stays.
///
/// Only required equalities with multiplier 1 and no trait condition are read, and only from views whose
/// stored frames Xcode didn't mark `misplaced` or `ambiguous`.
struct EnvironmentInference {
    /// Each view's stored alignment rect (its frame less its alignment insets) in the root's coordinates.
    private var frames: [String: Rect] = [:]
    private let root: String
    private let rootSize: Size
    private var safe: [Edge: [Double]] = [:]
    /// Where constraints to the safe area's centres put them (x, y), when no edge constraint says where its
    /// top or left is: with the modelled bottom (right), the centre gives the top (left).
    private var safeCenters: (x: [Double], y: [Double]) = ([], [])
    private var margins: [Edge: [Double]] = [:]

    enum Edge: CaseIterable { case top, left, bottom, right }

    init(document: LayoutDocument, stored: [StoredView]) {
        let byName = Dictionary(stored.map { ($0.name, $0) }, uniquingKeysWith: { a, _ in a })
        let rootNode = document.views.first
        root = rootNode?.name ?? ""
        rootSize = rootNode?.frame.map { Size(width: $0.width, height: $0.height) } ?? Size(width: 0, height: 0)
        func walk(_ node: ViewNode, origin: Point) {
            for sub in node.subviews {
                guard let record = byName[sub.name], let frame = record.frame, !record.misplaced, !record.ambiguous
                else { continue }
                let absolute = Rect(
                    x: origin.x + frame.minX, y: origin.y + frame.minY, width: frame.width, height: frame.height)
                // Constraints hold on the alignment rect (a switch's frame reaches 2 pt past it).
                frames[sub.name] = AlignmentRect.alignmentRect(
                    forFrame: absolute, insets: sub.effectiveAlignmentRectInsets)
                // A scroll view's subviews are stored at content offset 0: the same origin.
                walk(sub, origin: absolute.origin)
            }
        }
        if let rootNode { walk(rootNode, origin: Point(x: 0, y: 0)) }
        for constraint in document.constraints { read(constraint) }
    }

    /// The canvas's safe area with every edge the constraints determine replaced. A centre constraint
    /// settles the top (left) edge only when no edge constraint does, the opposite edge as known.
    func safeArea(_ modelled: EdgeInsets) -> EdgeInsets {
        var result = apply(safe, to: modelled)
        if safe[.top] == nil, let middle = Self.mostFrequent(safeCenters.y) {
            let top = 2 * middle - rootSize.height + result.bottom
            if top >= 0 { result.top = top }
        }
        if safe[.left] == nil, let middle = Self.mostFrequent(safeCenters.x) {
            let left = 2 * middle - rootSize.width + result.right
            if left >= 0 { result.left = left }
        }
        return result
    }

    /// The root's margins with every edge the constraints determine replaced.
    func rootMargins(_ modelled: EdgeInsets) -> EdgeInsets { apply(margins, to: modelled) }

    private func apply(_ answers: [Edge: [Double]], to modelled: EdgeInsets) -> EdgeInsets {
        var result = modelled
        for (edge, values) in answers {
            guard let value = Self.mostFrequent(values), value >= 0 else { continue }
            switch edge {
            case .top: result.top = value
            case .left: result.left = value
            case .bottom: result.bottom = value
            case .right: result.right = value
            }
        }
        return result
    }

    /// The value given most often (ties: the smallest), rounded to a quarter point.
    static func mostFrequent(_ values: [Double]) -> Double? {
        var counts: [Double: Int] = [:]
        for value in values { counts[(value * 4).rounded() / 4, default: 0] += 1 }
        return counts.max { a, b in a.value != b.value ? a.value < b.value : a.key > b.key }?.key
    }

    private mutating func read(_ c: ConstraintNode) {
        guard c.relation == .equal, c.priority == LayoutPriority.required, c.multiplier == 1, c.condition == nil,
            let second = c.secondItem, let secondAttribute = c.secondAttribute
        else { return }
        // `view.a == guide.b + c` or `guide.b == view.a + c`: the guide's edge is the view's edge ∓ c.
        if case .view(let name) = c.firstItem, let frame = frames[name] {
            note(guide: second, secondAttribute, edgeValue: value(frame, c.firstAttribute).map { $0 - c.constant })
        }
        if case .view(let name) = second, let frame = frames[name] {
            note(guide: c.firstItem, c.firstAttribute, edgeValue: value(frame, secondAttribute).map { $0 + c.constant })
        }
    }

    /// Records what a guide edge at `edgeValue` (in the root's coordinates) says about an inset.
    private mutating func note(guide: ItemReference, _ attribute: LayoutAttribute, edgeValue: Double?) {
        guard let edgeValue else { return }
        switch guide {
        case .safeArea:
            if attribute == .centerX { safeCenters.x.append(edgeValue) }
            if attribute == .centerY { safeCenters.y.append(edgeValue) }
            guard let (edge, inset) = inset(attribute, edgeValue) else { return }
            safe[edge, default: []].append(inset)
        case .view(let name) where name == root && attribute.isMargin:
            guard let (edge, inset) = inset(attribute, edgeValue) else { return }
            margins[edge, default: []].append(inset)
        default:
            return
        }
    }

    /// The inset an edge at `value` stands for: its distance from the root's matching side.
    private func inset(_ attribute: LayoutAttribute, _ value: Double) -> (Edge, Double)? {
        switch attribute {
        case .top, .topMargin: return (.top, value)
        case .bottom, .bottomMargin: return (.bottom, rootSize.height - value)
        case .left, .leading, .leftMargin, .leadingMargin: return (.left, value)
        case .right, .trailing, .rightMargin, .trailingMargin: return (.right, rootSize.width - value)
        default: return nil
        }
    }

    /// A view's edge or centre (not its margins: those aren't stored).
    private func value(_ r: Rect, _ attribute: LayoutAttribute) -> Double? {
        switch attribute {
        case .centerX: return r.minX + r.width / 2
        case .centerY: return r.minY + r.height / 2
        case .top: return r.minY
        case .bottom: return r.minY + r.height
        case .left, .leading: return r.minX
        case .right, .trailing: return r.minX + r.width
        default: return nil
        }
    }
}

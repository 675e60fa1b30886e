/// A map from `ConstraintKey` to a position, stored in arrays indexed by the key's numbers instead of a
/// hash table: keys are dense (spec indices, view indices), and hashing 6,000 enum keys with SipHash was a
/// measurable part of a 1,000-label solve.
struct KeyPositions {
    // Positions in 32 bits (-1: none), far below 2³¹ as a layout has at most a million views and ten
    // million written constraints (`ResourceLimits.ceiling`); the per-view table is 15 entries a view.
    /// By resolved spec index.
    private var spec: [Int32] = []
    /// By `view × perView + local slot` (see `local`).
    private var views: [Int32] = []
    /// Fitting targets and origins: horizontal/vertical × target/origin.
    private var fitting = [Int](repeating: -1, count: 4)
    /// Stack views' generated constraints, by stack view, then by the constraint's index in its list (a
    /// large layout's most numerous keys, looked up without hashing).
    private var stacks: [[Int32]] = []
    /// Keys outside the dense layout: scroll views' content pins and readable content guides — few in a
    /// spec.
    private var overflow: [ConstraintKey: Int] = [:]

    private static let perView = 15

    /// A map whose per-view table is made once for `slotCount` views and guide slots (the keys of a
    /// `LiveSystem` name no other), instead of grown by doubling as keys arrive, which would fill a spare
    /// half as well.
    init(slotCount: Int) {
        views = Array(repeating: -1, count: slotCount * Self.perView)
    }

    /// Slot of a per-view key within its view's block.
    private static func local(_ key: ConstraintKey) -> (view: Int, slot: Int)? {
        func axis(_ a: LayoutAttribute.Axis) -> Int { a == .horizontal ? 0 : 1 }
        switch key {
        case .hugging(let v, let a): return (Int(v), axis(a))
        case .compressionResistance(let v, let a): return (Int(v), 2 + axis(a))
        case .autoresizing(let v, let index): return index >= 0 && index < 4 ? (Int(v), 4 + Int(index)) : nil
        case .sizeThatFits(let v, let a): return (Int(v), 8 + axis(a))
        case .stay(let v, let component): return (Int(v), 10 + component.rawValue)
        case .wrapWidth(let v): return (Int(v), 14)
        case .spec, .fittingTarget, .fittingOrigin, .stack, .scrollContent, .readableContent: return nil
        }
    }

    subscript(key: ConstraintKey) -> Int? {
        get {
            switch key {
            case .spec(let i32):
                let i = Int(i32)
                guard i >= 0 else { return overflow[key] }
                return i < spec.count && spec[i] >= 0 ? Int(spec[i]) : nil
            case .fittingTarget(let a):
                let p = fitting[a == .horizontal ? 0 : 1]
                return p >= 0 ? p : nil
            case .fittingOrigin(let a):
                let p = fitting[a == .horizontal ? 2 : 3]
                return p >= 0 ? p : nil
            case .stack(let v32, let i32):
                let (v, i) = (Int(v32), Int(i32))
                guard v >= 0, i >= 0 else { return overflow[key] }
                return v < stacks.count && i < stacks[v].count && stacks[v][i] >= 0 ? Int(stacks[v][i]) : nil
            default:
                guard let (v, slot) = Self.local(key), v >= 0 else { return overflow[key] }
                let i = v * Self.perView + slot
                return i < views.count && views[i] >= 0 ? Int(views[i]) : nil
            }
        }
        set {
            let value = Int32(truncatingIfNeeded: newValue ?? -1)
            switch key {
            case .spec(let i32):
                let i = Int(i32)
                guard i >= 0 else { overflow[key] = newValue; return }
                Self.grow(&spec, to: i + 1)
                spec[i] = value
            case .fittingTarget(let a):
                fitting[a == .horizontal ? 0 : 1] = Int(value)
            case .fittingOrigin(let a):
                fitting[a == .horizontal ? 2 : 3] = Int(value)
            case .stack(let v32, let i32):
                let (v, i) = (Int(v32), Int(i32))
                guard v >= 0, i >= 0 else { overflow[key] = newValue; return }
                if stacks.count <= v {
                    stacks.append(contentsOf: repeatElement([], count: max(v + 1, stacks.count * 2) - stacks.count))
                }
                Self.grow(&stacks[v], to: i + 1)
                stacks[v][i] = value
            default:
                guard let (v, slot) = Self.local(key), v >= 0 else { overflow[key] = newValue; return }
                let i = v * Self.perView + slot
                Self.grow(&views, to: i + 1)
                views[i] = value
            }
        }
    }

    /// Grows `array` (with -1s) to at least `count`, doubling, and from nothing straight to sixteen: a
    /// stack's constraints arrive one key at a time, and most stacks have a dozen or two (1, 2, 4, 8 and
    /// 16 entries were five arrays a stack).
    private static func grow(_ array: inout [Int32], to count: Int) {
        if array.count < count {
            array.append(contentsOf: repeatElement(-1, count: max(count, array.count * 2, 16) - array.count))
        }
    }
}

/// A priority tier that only decides genuine ties at another priority `p`: strictly below `p` and
/// strictly above every lower priority a spec or UIKit can write.
///
/// The solver's tiers are strict (every distinct priority value is its own tier, minimised
/// lexicographically), so a constraint at `p + ε` would outrank a user's constraint at `p` outright — the
/// mistake of nudging tie-breaks *up*. Instead Trellis uses the few representable `Double`s immediately
/// below `p`: `p.nextDown`, `p.nextDown.nextDown`, … Any other priority below `p` (250 → 249.999 or
/// 249.9999999) lies below all of them, so a tie-break tier sits strictly between the user's level and
/// the next lower one, whatever priorities the document uses.
///
/// Item `index` of `count` gets the tier `count − index` steps below `p`: the last item's tie-break is
/// the strongest, so earlier items give way first (UIStackView: "ambiguity is resolved by index").
struct TieBreakTier: Sendable {
    var index: Int
    var count: Int

    /// How many representable values below the priority this tier sits (1 = `p.nextDown`).
    var steps: Int { max(1, count - index) }

    func priority(below p: Double) -> Double {
        var value = p
        for _ in 0..<steps { value = value.nextDown }
        return value
    }
}

extension TieBreakTier {
    /// How a report prints a priority: a tie-break tier as `250 (tie-break 2 below)`, any other priority
    /// as its number.
    static func describe(_ p: Double) -> String {
        if p == (p * 10000).rounded() / 10000 { return AppleNames.number(p) }
        var base = p
        for steps in 1...64 {
            base = base.nextUp
            if base == (base * 10000).rounded() / 10000 {
                return "\(AppleNames.number(base)) (tie-break \(steps) below)"
            }
        }
        return AppleNames.number(p)
    }
}

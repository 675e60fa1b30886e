/// Non-required equalities that say the same thing as one already in the tableau, merged into it.
///
/// A stack aligned to its leading (or trailing) edge pulls its alignment spanner's edge to every arranged
/// view's at 999.5 (`UISV-spanning-boundary`); the views' required alignment makes all of those one and the
/// same equality. Each new one, expanded, is the first one's errors `c·(e⁺ − e⁻)`: as a row over them, the
/// objective then took a degenerate pivot through every such row before it (the first one's errors are in
/// all of them), O(N) per view. Merged, it is no row at all: its cost is `c` per point of the first one's
/// violation, so `|c|` is added to the first one's two errors in the tier — at the optimum e⁺ + e⁻ is
/// that violation, and the new equality's is |c| times it, so the optimum is the one the rows give.
///
/// Only the equality's expansion decides, and an expansion is implied by the representative and by
/// required equalities absorbed without a marker (every other constraint's marker would show in it), which
/// leave only by a rebuild of their component — so a merge stays true until then. A merged equality has no
/// marker (removing it rebuilds its component); a representative with merges is removed by a rebuild too,
/// and its constant is not moved in place (`Solver.removeRecord`, `Solver.changeConstants`).
struct SoftRepresentatives {
    /// The positive error of each candidate (in creation order, so ascending; the negative error is the
    /// next symbol), its tier, and how many equalities were merged into it.
    private var plus = IndexArray()
    private var tiers: [Double] = []
    private var merged = IndexArray()

    /// Soft equalities whose expansion has at most this many terms (before their errors) may be merged into.
    static let width = 2

    mutating func register(plus symbol: Int, tier: Double) {
        plus.append(symbol)
        tiers.append(tier)
        merged.append(0)
    }

    func index(of symbol: Int) -> Int? {
        var low = 0, high = plus.count
        while low < high {
            let mid = (low + high) >> 1
            if plus[mid] < symbol { low = mid + 1 } else { high = mid }
        }
        return low < plus.count && plus[low] == symbol ? low : nil
    }

    func tier(at index: Int) -> Double { tiers[index] }

    mutating func recordMerge(at index: Int) { merged[index] += 1 }

    /// Whether equalities were merged into the one whose positive error is `symbol`.
    func hasMerges(_ symbol: Int) -> Bool { index(of: symbol).map { merged[$0] > 0 } ?? false }
}

extension Tableau {
    /// Merges a soft equality at `tier` whose expanded row (without its errors) is `c·(e⁺ − e⁻)`, the errors
    /// of a registered representative at the same tier (see `SoftRepresentatives`). Returns false when it is
    /// not such a duplicate.
    mutating func mergeSoftDuplicate(_ row: Row, tier: Double) -> Bool {
        guard row.terms.count == 2, nearZero(row.constant) else { return false }
        let a = row.terms[0], b = row.terms[1]
        guard b.symbol == a.symbol + 1, nearZero(a.coefficient + b.coefficient), !nearZero(a.coefficient),
            symbolTable[a.symbol].kind == .error, symbolTable[b.symbol].kind == .error,
            let k = softRepresentatives.index(of: a.symbol), softRepresentatives.tier(at: k) == tier
        else { return false }
        // Both errors are parametric (the row is expanded): their objective entries are their costs.
        let scale = abs(a.coefficient)
        addObjective(a.symbol, tier: tier, scale)
        addObjective(b.symbol, tier: tier, scale)
        softRepresentatives.recordMerge(at: k)
        version &+= 1
        work.rowTermOperations &+= 2
        return true
    }
}

import Foundation
import TrellisSolver

/// The pure-constraint families of issue 8, written as an iOS developer would write them, in several
/// constraint orders. Each is a plain list of linear constraints over `4·views + 1` variables (left,
/// top, width, height of every view, then the container width, an edit variable), so the same system
/// can be handed to kiwisolver (as JSON) and to Trellis's solver.
struct ScaleSystem {
    struct Row {
        var terms: [(variable: Int, coefficient: Double)]
        var constant: Double
        var relation: Relation
        /// 1000 = required; otherwise an Auto Layout priority (kiwi gets the same value as a strength).
        var priority: Double
    }

    static let families = ["fill_equally", "flat_chain", "grid", "nesting"]
    static let orders = ["natural", "reversed", "shuffled-1", "shuffled-2", "shuffled-3"]

    var variableCount: Int
    var rows: [Row] = []
    /// The container width variable (an edit variable at priority 750) and its initial value.
    var container: Int
    var containerWidth: Double

    init(family: String, count n: Int, order: String) throws {
        let views: Int
        switch family {
        case "grid":
            let cols = Int(Double(n).squareRoot().rounded(.up))
            views = cols * ((n + cols - 1) / cols)
        default: views = n
        }
        variableCount = 4 * views + 1
        container = 4 * views
        containerWidth = 0
        switch family {
        case "fill_equally": fillEqually(n)
        case "flat_chain": flatChain(n)
        case "grid": grid(n)
        case "nesting": nesting(n)
        default: throw ScaleError.unknown("family \(family)")
        }
        switch order {
        case "natural": break
        case "reversed": rows.reverse()
        default:
            guard order.hasPrefix("shuffled-"), let seed = UInt64(order.dropFirst("shuffled-".count)) else {
                throw ScaleError.unknown("order \(order)")
            }
            var generator = SplitMix64(seed: seed)
            rows.shuffle(using: &generator)
        }
    }

    enum ScaleError: Error { case unknown(String) }

    static func left(_ i: Int) -> Int { 4 * i }
    static func top(_ i: Int) -> Int { 4 * i + 1 }
    static func width(_ i: Int) -> Int { 4 * i + 2 }
    static func height(_ i: Int) -> Int { 4 * i + 3 }

    mutating func add(_ terms: [(Int, Double)], _ constant: Double, _ relation: Relation, _ priority: Double = 1000) {
        rows.append(
            Row(
                terms: terms.map { (variable: $0.0, coefficient: $0.1) }, constant: constant,
                relation: relation, priority: priority))
    }

    /// A row of N views filling the container equally ("fill equally" as plain constraints): per view
    /// `top == superview.top`, `height == 20`, `width >= 1`, `leading == prev.trailing + 8`,
    /// `width == prev.width`; first leading == 0, last trailing == container.
    mutating func fillEqually(_ n: Int) {
        for i in 0..<n {
            add([(Self.top(i), 1)], 0, .equal)
            add([(Self.height(i), 1)], -20, .equal)
            add([(Self.width(i), 1)], -1, .greaterThanOrEqual)
            if i == 0 {
                add([(Self.left(0), 1)], 0, .equal)
            } else {
                add([(Self.left(i), 1), (Self.left(i - 1), -1), (Self.width(i - 1), -1)], -8, .equal)
                add([(Self.width(i), 1), (Self.width(i - 1), -1)], 0, .equal)
            }
        }
        add([(Self.left(n - 1), 1), (Self.width(n - 1), 1), (container, -1)], 0, .equal)
        containerWidth = 60 * Double(n)
    }

    /// N labels in a row, each with an intrinsic width (hugging 250, compression resistance 750),
    /// `leading == prev.trailing + 8`, the last `trailing <= container`.
    mutating func flatChain(_ n: Int) {
        for i in 0..<n {
            let intrinsic = Double(40 + (i % 7) * 5)
            add([(Self.top(i), 1)], -8, .equal)
            add([(Self.height(i), 1)], -20, .equal)
            add([(Self.width(i), 1)], -intrinsic, .lessThanOrEqual, 250)
            add([(Self.width(i), 1)], -intrinsic, .greaterThanOrEqual, 750)
            if i == 0 {
                add([(Self.left(0), 1)], -16, .equal)
            } else {
                add([(Self.left(i), 1), (Self.left(i - 1), -1), (Self.width(i - 1), -1)], -8, .equal)
            }
        }
        add([(Self.left(n - 1), 1), (Self.width(n - 1), 1), (container, -1)], 16, .lessThanOrEqual)
        containerWidth = 64 * Double(n) + 32 // room for every intrinsic width: a unique optimum
    }

    /// A grid of tiles, ceil(√N) columns: equal widths along a row, `height == width`, 8 pt gaps,
    /// each row's leading edge at 0 and trailing edge at the container.
    mutating func grid(_ n: Int) {
        let cols = Int(Double(n).squareRoot().rounded(.up))
        let rowCount = (n + cols - 1) / cols
        for r in 0..<rowCount {
            for c in 0..<cols {
                let v = r * cols + c
                if c == 0 {
                    add([(Self.left(v), 1)], 0, .equal)
                } else {
                    add([(Self.left(v), 1), (Self.left(v - 1), -1), (Self.width(v - 1), -1)], -8, .equal)
                    add([(Self.width(v), 1), (Self.width(v - 1), -1)], 0, .equal)
                }
                if r == 0 {
                    add([(Self.top(v), 1)], 0, .equal)
                } else {
                    let above = v - cols
                    add([(Self.top(v), 1), (Self.top(above), -1), (Self.height(above), -1)], -8, .equal)
                }
                add([(Self.width(v), 1)], -1, .greaterThanOrEqual)
                add([(Self.height(v), 1), (Self.width(v), -1)], 0, .equal)
                if c == cols - 1 { add([(Self.left(v), 1), (Self.width(v), 1), (container, -1)], 0, .equal) }
            }
        }
        containerWidth = 60 * Double(cols)
    }

    /// A view inside a view N levels deep: each child inset by 4 on every side of its parent, sizes
    /// kept non-negative; the outermost view fills the container.
    mutating func nesting(_ n: Int) {
        add([(Self.left(0), 1)], 0, .equal)
        add([(Self.top(0), 1)], 0, .equal)
        add([(Self.width(0), 1), (container, -1)], 0, .equal)
        add([(Self.height(0), 1), (container, -1)], 0, .equal)
        for i in 1..<max(n, 1) {
            let p = i - 1
            add([(Self.left(i), 1), (Self.left(p), -1)], -4, .equal)
            add([(Self.top(i), 1), (Self.top(p), -1)], -4, .equal)
            add([(Self.left(i), 1), (Self.width(i), 1), (Self.left(p), -1), (Self.width(p), -1)], 4, .equal)
            add([(Self.top(i), 1), (Self.height(i), 1), (Self.top(p), -1), (Self.height(p), -1)], 4, .equal)
            add([(Self.width(i), 1)], 0, .greaterThanOrEqual)
            add([(Self.height(i), 1)], 0, .greaterThanOrEqual)
        }
        containerWidth = 8 * Double(n) + 100
    }

    /// The system as JSON for Benchmarks/peers/kiwi_peer.py (`--system`).
    func json() throws -> Data {
        let object: [String: Any] = [
            "vars": variableCount, "container": container, "width": containerWidth,
            "constraints": rows.map { row -> [Any] in
                [
                    row.terms.map { [$0.variable, $0.coefficient] as [Any] }, row.constant, row.relation.rawValue,
                    row.priority,
                ]
            },
        ]
        return try JSONSerialization.data(withJSONObject: object)
    }
}

/// SplitMix64: a seeded generator of our own, so shuffled orders are the same on every run.
struct SplitMix64: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

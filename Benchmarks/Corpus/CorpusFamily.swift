/// The realistic layout families of `trellis-bench scale` and of the work-counting tests: each one a
/// generator of the spec YAML an iOS developer would write for a screen of N repeated parts (issue 8).
///
/// Nothing here is checked in at size: every spec is made on demand from the family and N, the same
/// bytes for the same arguments (texts and shuffles come from a seeded `SplitMix64`).
public struct CorpusFamily: Sendable {
    /// What the family is built from, which decides the peer it is compared with.
    public enum Shape: String, Sendable {
        /// Views and plain constraints only, no text: kiwisolver solves the same variables and equations.
        case constraints
        /// Stack views (and text): Yoga lays out the flexbox equivalent.
        case stacks
        /// Plain constraints around wrapping text: no peer solves the same thing.
        case text
    }

    /// Short name used on the command line and in tables, e.g. `feed`, `chain-shuffled`.
    public let name: String
    public let summary: String
    public let shape: Shape
    /// The largest N the family is generated at. Deep nesting stops early: block YAML indents every level,
    /// so its text grows with the square of the depth (a 1,000-deep spec is already 3 MB).
    public let maximumN: Int
    private let make: @Sendable (Int) -> SpecBuilder

    init(
        _ name: String, _ shape: Shape, maximumN: Int = 10_000, _ summary: String,
        _ make: @escaping @Sendable (Int) -> SpecBuilder
    ) {
        self.name = name
        self.shape = shape
        self.summary = summary
        self.maximumN = maximumN
        self.make = make
    }

    /// The spec YAML of the family with `n` repeated parts.
    public func spec(_ n: Int) -> String { make(n).yaml }

    /// For `.constraints` families: the same system as plain equations for a peer solver (see
    /// `ConstraintSystem.json`); nil for the others.
    public func system(_ n: Int) -> ConstraintSystem? {
        shape == .constraints ? make(n).system : nil
    }

    /// For `.stacks` families: the flexbox equivalent as a JSON tree for Yoga (`FlexTree`); nil otherwise.
    public func flexTree(_ n: Int) -> String? {
        shape == .stacks ? make(n).flex?.json : nil
    }

    public static let all: [CorpusFamily] = [
        CorpusFamily(
            "feed", .stacks,
            "vertical stack of cells: horizontal stack of an avatar and a vertical stack of a bold title and a multi-line body",
            { Screens.feed($0, scrolling: false) }),
        CorpusFamily(
            "settings", .stacks,
            "vertical stack of label + switch rows (label hugs 249 / resists 749, as a developer sets them)",
            Screens.settings),
        CorpusFamily(
            "settings-controls", .text,
            "the settings rows with a segmented control (Off / On / Auto) and a stepper instead of the switch (no peer: Yoga would need the segments' text widths)",
            Screens.settingsControls),
        CorpusFamily(
            "labels-chain", .text,
            "self-sizing container of wrapping labels chained top to bottom with plain constraints",
            Screens.labelsChain),
        CorpusFamily(
            "label-stack", .stacks,
            "vertical stackView of multi-line labels pinned to the screen's sides",
            Screens.labelStack),
        CorpusFamily(
            "grid-constraints", .constraints,
            "grid of tiles, equal widths and height == width, as plain constraints",
            { ConstraintFamilies.grid($0) }),
        CorpusFamily(
            "grid-stacks", .stacks,
            "grid of tiles as a vertical stack of fillEqually rows, each tile height == width",
            Screens.gridStacks),
        CorpusFamily(
            "form", .stacks,
            "form rows alternating first-baseline- and centre-aligned label / multi-line field pairs",
            Screens.form),
        CorpusFamily(
            "chain-natural", .constraints, "flat row chain, constraints in natural order",
            { ConstraintFamilies.chain($0, order: .natural) }),
        CorpusFamily(
            "chain-reversed", .constraints, "flat row chain, constraints in reverse order",
            { ConstraintFamilies.chain($0, order: .reversed) }),
        CorpusFamily(
            "chain-shuffled", .constraints, "flat row chain, constraints shuffled (seeded)",
            { ConstraintFamilies.chain($0, order: .shuffled) }),
        CorpusFamily(
            "fill-row-natural", .constraints,
            "the fill-equally row as plain constraints (width >= 1, width == prev.width), natural order",
            { ConstraintFamilies.fillRow($0, order: .natural) }),
        CorpusFamily(
            "fill-row-shuffled", .constraints, "the same row, constraints shuffled (seeded)",
            { ConstraintFamilies.fillRow($0, order: .shuffled) }),
        CorpusFamily(
            "deep-nesting", .constraints, maximumN: 1_000,
            "a view inside a view N levels deep, each inset by 1 point",
            ConstraintFamilies.deepNesting),
        CorpusFamily(
            "deep-nesting-shuffled", .constraints, maximumN: 1_000,
            "the same nesting with every constraint in the top-level list, shuffled (seeded)",
            { ConstraintFamilies.deepNesting($0, order: .shuffled) }),
        CorpusFamily(
            "scroll-feed", .stacks,
            "a scroll view whose content is the feed (content width == the scroll view's width)",
            { Screens.feed($0, scrolling: true) }),
    ]

    public static func named(_ name: String) -> CorpusFamily? { all.first { $0.name == name } }

    /// The families whose constraints are a list a spec could write in any order (the base names: `chain`,
    /// `fill-row`, `grid-constraints`, `deep-nesting`), for comparing orders.
    public static let reorderable = ["chain", "fill-row", "grid-constraints", "deep-nesting"]

    /// The spec of reorderable family `name` (see `reorderable`) at `n` with its constraints in `order`
    /// (deep nesting with every constraint in the top-level list, as `deep-nesting-shuffled` writes it);
    /// nil for another name.
    public static func spec(_ name: String, _ n: Int, order: ConstraintOrder) -> String? {
        switch name {
        case "chain": return ConstraintFamilies.chain(n, order: order).yaml
        case "fill-row": return ConstraintFamilies.fillRow(n, order: order).yaml
        case "grid-constraints": return ConstraintFamilies.grid(n, order: order).yaml
        case "deep-nesting": return ConstraintFamilies.deepNesting(n, order: order).yaml
        default: return nil
        }
    }
}

/// Constraint order of the generated constraint families.
public enum ConstraintOrder: Sendable, Hashable, CustomStringConvertible {
    case natural, reversed
    /// A Fisher–Yates shuffle with `SplitMix64(seed:)`: the same order on every run and machine.
    case shuffled(seed: UInt64)

    /// The corpus's own shuffle (`chain-shuffled` and the other `-shuffled` families).
    public static let shuffled = ConstraintOrder.shuffled(seed: 0x7E11_15)

    /// Natural, reversed and the corpus's shuffle, then three more seeds: the orders a spec's constraints
    /// are compared in (`trellis-bench scale --orders`, `SpecOrderWorkTests`).
    public static let compared: [ConstraintOrder] = [
        .natural, .reversed, .shuffled, .shuffled(seed: 1), .shuffled(seed: 2), .shuffled(seed: 3),
    ]

    public var description: String {
        switch self {
        case .natural: return "natural"
        case .reversed: return "reversed"
        case .shuffled(let seed): return seed == 0x7E11_15 ? "shuffled" : "shuffled-\(seed)"
        }
    }

    func apply<T>(_ items: [T]) -> [T] {
        switch self {
        case .natural: return items
        case .reversed: return items.reversed()
        case .shuffled(let seed):
            var random = SplitMix64(seed: seed)
            var out = items
            if out.count > 1 {
                for i in stride(from: out.count - 1, to: 0, by: -1) {
                    let j = Int(random.next() % UInt64(i + 1))
                    out.swapAt(i, j)
                }
            }
            return out
        }
    }
}

/// A small, fast, seeded generator (Steele, Lea and Flood's SplitMix64): deterministic texts and shuffles.
struct SplitMix64 {
    private var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
    mutating func below(_ n: Int) -> Int { Int(next() % UInt64(n)) }
}

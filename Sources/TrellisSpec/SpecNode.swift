import Yams

/// The YAML tree the spec readers walk: scalars with their text, style and position, mappings with their
/// pairs in written order (duplicates kept, so they can be reported), sequences. Converted from Yams' tree
/// (the one YAML parser), lighter to walk than Yams' `Node` (no tag object per node).
enum SpecNode {
    case scalar(Scalar)
    case mapping(Mapping)
    case sequence(Sequence)

    /// Where a node starts: line and column from 1, columns counted in Unicode scalars (as libyaml does).
    struct Mark: Equatable {
        var line: Int
        var column: Int
    }

    /// How a scalar is written (Yams' `Node.Scalar.Style`).
    enum ScalarStyle: Equatable {
        case any, plain, singleQuoted, doubleQuoted, literal, folded
    }

    struct Scalar {
        var string: String
        var style: ScalarStyle
        var mark: Mark?
    }

    struct Mapping: Swift.Sequence {
        var pairs: [(key: SpecNode, value: SpecNode)]
        var mark: Mark?
        func makeIterator() -> IndexingIterator<[(key: SpecNode, value: SpecNode)]> { pairs.makeIterator() }
    }

    struct Sequence: Swift.Sequence {
        var nodes: [SpecNode]
        var mark: Mark?
        func makeIterator() -> IndexingIterator<[SpecNode]> { nodes.makeIterator() }
    }

    var mark: Mark? {
        switch self {
        case .scalar(let scalar): return scalar.mark
        case .mapping(let mapping): return mapping.mark
        case .sequence(let sequence): return sequence.mark
        }
    }

    var scalar: Scalar? {
        if case .scalar(let scalar) = self { return scalar }
        return nil
    }
}

/// A YAML tree with more nodes than its text allows (only aliases can do that).
struct SpecNodeBudgetExceeded: Error {}

extension SpecNode {
    /// Yams' tree as spec nodes (same texts, styles, positions and order), converting at most `budget`
    /// nodes (recursion depth is bounded by `YAMLPreScan` before Yams parses).
    init(_ node: Node, budget: inout Int) throws {
        budget -= 1
        guard budget >= 0 else { throw SpecNodeBudgetExceeded() }
        func mark(_ mark: Yams.Mark?) -> Mark? { mark.map { Mark(line: $0.line, column: $0.column) } }
        switch node {
        case .scalar(let scalar):
            let style: ScalarStyle
            switch scalar.style {
            case .any: style = .any
            case .plain: style = .plain
            case .singleQuoted: style = .singleQuoted
            case .doubleQuoted: style = .doubleQuoted
            case .literal: style = .literal
            case .folded: style = .folded
            }
            self = .scalar(Scalar(string: scalar.string, style: style, mark: mark(scalar.mark)))
        case .mapping(let mapping):
            var pairs: [(key: SpecNode, value: SpecNode)] = []
            pairs.reserveCapacity(mapping.count)
            for (key, value) in mapping {
                pairs.append((try SpecNode(key, budget: &budget), try SpecNode(value, budget: &budget)))
            }
            self = .mapping(Mapping(pairs: pairs, mark: mark(mapping.mark)))
        case .sequence(let sequence):
            var nodes: [SpecNode] = []
            nodes.reserveCapacity(sequence.count)
            for item in sequence { nodes.append(try SpecNode(item, budget: &budget)) }
            self = .sequence(Sequence(nodes: nodes, mark: mark(sequence.mark)))
        }
    }
}

/// The YAML tree the spec readers walk: scalars with their text, style and position, mappings with their
/// pairs in written order (duplicates kept, so they can be reported), sequences. Built from libyaml's
/// events (`YAMLTreeBuilder`); tags and anchors are not kept (the readers read scalars by their text).
enum SpecNode {
    case scalar(Scalar)
    case mapping(Mapping)
    case sequence(Sequence)

    /// Where a node starts: line and column from 1, columns counted in Unicode scalars (as libyaml does).
    struct Mark: Equatable {
        var line: Int
        var column: Int
    }

    /// How a scalar is written (libyaml's `yaml_scalar_style_t`).
    enum ScalarStyle: Equatable {
        case any, plain, singleQuoted, doubleQuoted, literal, folded
    }

    struct Scalar {
        var string: String
        var style: ScalarStyle
        var mark: Mark?
    }

    /// A mapping's key and value. A struct rather than a tuple: an array of tuples is destroyed by the
    /// runtime's generic tuple witness, element by element (the tree is freed once it is read); a struct's
    /// witnesses are compiled.
    struct Pair {
        var key: SpecNode
        var value: SpecNode
    }

    struct Mapping: Swift.Sequence {
        var pairs: [Pair]
        var mark: Mark?

        /// The pairs as `(key, value)`, in written order.
        struct Iterator: IteratorProtocol {
            fileprivate var base: IndexingIterator<[Pair]>
            mutating func next() -> (key: SpecNode, value: SpecNode)? { base.next().map { ($0.key, $0.value) } }
        }

        func makeIterator() -> Iterator { Iterator(base: pairs.makeIterator()) }
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

import TrellisLayout

/// A YAML (or JSON) document as plain values with where each is written: for files besides specs that
/// Trellis reads with the spec's parser and limits (`.trellis-check.yaml`), whose readers live in other
/// modules. Scalars keep their text as written; tags are not resolved.
public indirect enum YAMLValue: Sendable, Hashable {
    case scalar(String, SourceLocation?)
    /// Pairs in written order, duplicates kept (so a reader can report them).
    case mapping([YAMLPair], SourceLocation?)
    case sequence([YAMLValue], SourceLocation?)

    public var location: SourceLocation? {
        switch self {
        case .scalar(_, let location), .mapping(_, let location), .sequence(_, let location): return location
        }
    }

    /// The document in `source`, nil when it is empty (or only comments). Throws `SpecError` for text over
    /// the limits or invalid YAML, at its line and column.
    public static func read(source: SpecSource, limits: ResourceLimits = .standard) throws -> YAMLValue? {
        if source.text.utf8.count > limits.specBytes {
            throw SpecError(
                "cannot read '\(source.file)': it is larger than \(ResourceLimits.grouped(limits.specBytes)) bytes")
        }
        try YAMLPreScan.check(source, limits: limits)
        let root: SpecNode?
        do {
            root = try YAMLTreeBuilder.tree(source.text)
        } catch let error as YAMLSyntaxError {
            throw SpecReader.yamlError(error, source: source)
        } catch let alias as YAMLAliasFound {
            throw source.error(
                "an alias ('*name'): anchors and aliases are not supported",
                at: source.location(line: alias.mark.line, column: alias.mark.column))
        }
        return root.map { value($0, source) }
    }

    /// The tree's depth is bounded by `YAMLPreScan`, so the recursion is.
    private static func value(_ node: SpecNode, _ source: SpecSource) -> YAMLValue {
        let location = node.mark.map { source.location(line: $0.line, column: $0.column) }
        switch node {
        case .scalar(let scalar): return .scalar(scalar.string, location)
        case .mapping(let mapping):
            return .mapping(
                mapping.pairs.map { YAMLPair(key: value($0.key, source), value: value($0.value, source)) }, location)
        case .sequence(let sequence): return .sequence(sequence.nodes.map { value($0, source) }, location)
        }
    }
}

/// One key and value of a `YAMLValue.mapping`.
public struct YAMLPair: Sendable, Hashable {
    public var key: YAMLValue
    public var value: YAMLValue
    public init(key: YAMLValue, value: YAMLValue) { self.key = key; self.value = value }
}

import CYAML

/// Builds a `SpecNode` tree from libyaml's parse events: the one YAML parser (docs/architecture.md).
/// JSON is YAML, so it reads both. One pass over the events with an explicit stack of open collections
/// (no recursion, whatever the nesting), a node per scalar, mapping and sequence; a stream must hold at
/// most one document. Scalars keep their text and style, never a resolved tag: `NodeReader` reads them
/// by their spelling.
enum YAMLTreeBuilder {
    /// The tree of `text`'s single document, or nil for a stream without one (empty, only comments).
    static func tree(_ text: String) throws -> SpecNode? {
        var text = text
        if text.utf8.isEmpty { return nil }
        return try text.withUTF8 { bytes in
            var parser = EventParser(bytes: bytes)
            defer { parser.close() }
            return try parser.document()
        }
    }
}

/// What libyaml could not read, where it says.
struct YAMLSyntaxError: Error, Equatable {
    enum Position: Equatable {
        /// Line and column from 1; columns in Unicode scalars, as libyaml counts them.
        case mark(line: Int, column: Int)
        /// A byte offset into the UTF-8 text (libyaml's reader errors: a character YAML doesn't allow).
        case utf8Offset(Int)
    }

    var problem: String
    /// What libyaml was reading when it met the problem, and the line it started on.
    var context: (text: String, line: Int)?
    var position: Position?

    static func == (a: YAMLSyntaxError, b: YAMLSyntaxError) -> Bool {
        a.problem == b.problem && a.context?.text == b.context?.text && a.context?.line == b.context?.line
            && a.position == b.position
    }
}

/// An alias (`*name`) in the YAML. `YAMLPreScan` refuses aliases before parsing; this is the backstop,
/// so a tree never stands for more nodes than its text holds.
struct YAMLAliasFound: Error, Equatable {
    var mark: SpecNode.Mark
}

/// libyaml's parser over a UTF-8 buffer, one event at a time. The parser lives at a fixed address: libyaml
/// keeps a pointer to it (its string reader's state), so it must never move with a Swift value.
private struct EventParser {
    private let parser = UnsafeMutablePointer<yaml_parser_t>.allocate(capacity: 1)
    private var event = yaml_event_t()
    private var hasEvent = false
    /// False when libyaml could not set its parser up (out of memory).
    private let isReady: Bool

    /// An open mapping or sequence and its children so far (a mapping's key waits for its value).
    private struct Open {
        var isMapping: Bool
        var mark: SpecNode.Mark
        var pairs: [SpecNode.Pair] = []
        var nodes: [SpecNode] = []
        var key: SpecNode?

        var node: SpecNode {
            isMapping
                ? .mapping(SpecNode.Mapping(pairs: pairs, mark: mark))
                : .sequence(SpecNode.Sequence(nodes: nodes, mark: mark))
        }
    }

    init(bytes: UnsafeBufferPointer<UInt8>) {
        parser.initialize(to: yaml_parser_t())
        isReady = yaml_parser_initialize(parser) == 1
        guard isReady else { return }
        yaml_parser_set_encoding(parser, YAML_UTF8_ENCODING)
        yaml_parser_set_input_string(parser, bytes.baseAddress, bytes.count)
    }

    mutating func close() {
        dropEvent()
        if isReady { yaml_parser_delete(parser) }
        parser.deallocate()
    }

    /// The stream's one document: stream start, then nothing or a document and the stream's end.
    mutating func document() throws -> SpecNode? {
        guard isReady else { throw YAMLSyntaxError(problem: "libyaml ran out of memory", context: nil, position: nil) }
        try next() // the stream's start
        if try next() == YAML_STREAM_END_EVENT { return nil }
        // A document's start: its root comes next.
        let root = try node()
        try next() // the document's end
        if try next() != YAML_STREAM_END_EVENT {
            throw YAMLSyntaxError(
                problem: "but found another document", context: ("expected a single document in the stream", 1),
                position: .mark(line: mark.line, column: mark.column))
        }
        return root
    }

    /// The node starting at the next event, with everything inside it.
    private mutating func node() throws -> SpecNode {
        var open: [Open] = []
        while true {
            let finished: SpecNode
            switch try next() {
            case YAML_SCALAR_EVENT:
                let scalar = event.data.scalar
                let bytes = UnsafeBufferPointer(start: scalar.value, count: scalar.length)
                let text = String(decoding: bytes, as: UTF8.self)
                finished = .scalar(SpecNode.Scalar(string: text, style: style(scalar.style), mark: mark))
            case YAML_MAPPING_START_EVENT:
                open.append(Open(isMapping: true, mark: mark))
                continue
            case YAML_SEQUENCE_START_EVENT:
                open.append(Open(isMapping: false, mark: mark))
                continue
            case YAML_MAPPING_END_EVENT, YAML_SEQUENCE_END_EVENT:
                guard let closed = open.popLast() else { throw unexpectedEvent() }
                finished = closed.node
            case YAML_ALIAS_EVENT:
                throw YAMLAliasFound(mark: mark)
            default: // libyaml's parser emits no other event inside a document
                throw unexpectedEvent()
            }
            let top = open.count - 1
            guard top >= 0 else { return finished }
            if !open[top].isMapping {
                open[top].nodes.append(finished)
            } else if let key = open[top].key {
                open[top].pairs.append(SpecNode.Pair(key: key, value: finished))
                open[top].key = nil
            } else {
                open[top].key = finished
            }
        }
    }

    /// An event out of place (libyaml pairs every start with its end, so this is a backstop, not a crash).
    private func unexpectedEvent() -> YAMLSyntaxError {
        YAMLSyntaxError(
            problem: "unexpected YAML event \(event.type.rawValue)", context: nil,
            position: .mark(line: mark.line, column: mark.column))
    }

    /// Where the current event starts, from 1.
    private var mark: SpecNode.Mark {
        SpecNode.Mark(line: Int(event.start_mark.line) + 1, column: Int(event.start_mark.column) + 1)
    }

    private func style(_ style: yaml_scalar_style_t) -> SpecNode.ScalarStyle {
        switch style {
        case YAML_PLAIN_SCALAR_STYLE: return .plain
        case YAML_SINGLE_QUOTED_SCALAR_STYLE: return .singleQuoted
        case YAML_DOUBLE_QUOTED_SCALAR_STYLE: return .doubleQuoted
        case YAML_LITERAL_SCALAR_STYLE: return .literal
        case YAML_FOLDED_SCALAR_STYLE: return .folded
        default: return .any
        }
    }

    /// Reads the next event (releasing the previous one) and returns its type.
    @discardableResult
    private mutating func next() throws -> yaml_event_type_t {
        dropEvent()
        guard yaml_parser_parse(parser, &event) == 1 else { throw syntaxError() }
        hasEvent = true
        return event.type
    }

    private mutating func dropEvent() {
        if hasEvent { yaml_event_delete(&event) }
        hasEvent = false
    }

    private func syntaxError() -> YAMLSyntaxError {
        let parser = self.parser.pointee
        let problem = parser.problem.map { String(cString: $0) } ?? "libyaml ran out of memory"
        let context = parser.context.map { (String(cString: $0), Int(parser.context_mark.line) + 1) }
        switch parser.error {
        case YAML_READER_ERROR:
            return YAMLSyntaxError(problem: problem, context: nil, position: .utf8Offset(Int(parser.problem_offset)))
        case YAML_SCANNER_ERROR, YAML_PARSER_ERROR:
            let position = YAMLSyntaxError.Position.mark(
                line: Int(parser.problem_mark.line) + 1, column: Int(parser.problem_mark.column) + 1)
            return YAMLSyntaxError(problem: problem, context: context, position: position)
        default:
            return YAMLSyntaxError(problem: problem, context: nil, position: nil)
        }
    }
}

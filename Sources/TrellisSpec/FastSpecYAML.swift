/// A reader for the plain block YAML that specs are usually written in, building `SpecNode`s straight
/// from the bytes: Yams builds an event object, a tag object and a node per value through libyaml, which
/// was half of reading a large spec.
///
/// It accepts only a subset it reads exactly as libyaml + Yams do (same texts, styles, positions, order),
/// and declines (`nil`) everything else, which then goes to Yams: so every error message, and every
/// document with anything unusual, comes from Yams unchanged. The subset: a root block mapping;
/// block mappings with simple keys (`[A-Za-z0-9_][A-Za-z0-9_-]*:`); block sequences (`- item`, indented
/// under their key, items being values or compact mappings `- key: value`); single-line plain scalars;
/// single-line quoted scalars without escapes; single-line flow mappings `{k: v, …}` and flow sequences
/// `[a, b]` of plain scalars; comments and blank lines. Declined: tabs, CR, control and other characters
/// libyaml treats specially (NEL, LS, PS, BOM), document markers and directives, anchors, aliases,
/// tags, block scalars, multi-line scalars, indentless sequences, escapes, nested flow collections,
/// complex keys, and anything that looks like an error. `FastSpecYAMLTests` compares it with Yams.
struct FastSpecYAML {
    private let bytes: UnsafeBufferPointer<UInt8>
    /// Byte offset where each line starts, and (for the line after the last) the end plus one.
    private var lineStarts: [Int] = []
    /// Per line: its indentation in spaces, or -1 for a blank or comment-only line.
    private var indents: [Int] = []

    /// The tree of `text`, or nil when the text is outside the subset.
    static func parse(_ text: String) -> SpecNode? {
        var text = text
        return text.withUTF8 { bytes in
            guard var reader = FastSpecYAML(bytes) else { return nil }
            return reader.document()
        }
    }

    private init?(_ bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
        var i = 0
        let n = bytes.count
        lineStarts.append(0)
        while i < n {
            let b = bytes[i]
            if b == 0x0A {
                lineStarts.append(i + 1)
            } else if b < 0x20 || b == 0x7F {
                return nil                                      // tab, CR, other controls
            } else if b >= 0x80 {
                // C1 controls (NEL among them), LS, PS, BOM and the two non-characters are special to libyaml.
                if b == 0xC2, i + 1 < n, bytes[i + 1] < 0xA0 { return nil }
                if b == 0xE2, i + 2 < n, bytes[i + 1] == 0x80, bytes[i + 2] == 0xA8 || bytes[i + 2] == 0xA9 { return nil }
                if b == 0xEF, i + 2 < n, bytes[i + 1] == 0xBB, bytes[i + 2] == 0xBF { return nil }
                if b == 0xEF, i + 2 < n, bytes[i + 1] == 0xBF, bytes[i + 2] >= 0xBE { return nil }
            }
            i += 1
        }
        lineStarts.append(n + 1)
        let lineCount = lineStarts.count - 1
        indents.reserveCapacity(lineCount)
        for line in 0..<lineCount {
            var p = lineStarts[line]
            let end = lineStarts[line + 1] - 1
            while p < end, bytes[p] == 0x20 { p += 1 }
            if p == end || bytes[p] == UInt8(ascii: "#") {
                indents.append(-1)
                continue
            }
            if p == lineStarts[line] {
                let b = bytes[p]
                // Document markers and directives.
                if b == UInt8(ascii: "%") { return nil }
                if b == UInt8(ascii: "-") || b == UInt8(ascii: "."), p + 2 < end, bytes[p + 1] == b, bytes[p + 2] == b {
                    return nil
                }
            }
            indents.append(p - lineStarts[line])
        }
    }

    // MARK: Document

    private mutating func document() -> SpecNode? {
        guard let first = nextLine(from: 0), indents[first] == 0 else { return nil }
        let start = lineStarts[first]
        guard key(at: start) != nil, let (root, next) = blockMapping(line: first, at: start) else { return nil }
        return next == nil ? root : nil
    }

    /// The first line at or after `line` that has content.
    private func nextLine(from line: Int) -> Int? {
        var l = line
        while l < indents.count {
            if indents[l] >= 0 { return l }
            l += 1
        }
        return nil
    }

    private func lineEnd(_ line: Int) -> Int { lineStarts[line + 1] - 1 }

    /// libyaml's position of byte `p` on `line`: 1-based, columns in Unicode scalars.
    private func mark(_ line: Int, _ p: Int) -> SpecNode.Mark {
        var column = 1
        var i = lineStarts[line]
        while i < p {
            if bytes[i] & 0xC0 != 0x80 { column += 1 }
            i += 1
        }
        return SpecNode.Mark(line: line + 1, column: column)
    }

    // MARK: Block collections

    /// A simple key at `p`: where its name ends (the colon), when followed by a space or the line end.
    private func key(at p: Int) -> Int? {
        guard p < bytes.count, isKeyStart(bytes[p]) else { return nil }
        var i = p + 1
        while i < bytes.count, isKeyByte(bytes[i]) { i += 1 }
        guard i - p < 1000 else { return nil }                  // libyaml's limit on simple keys
        guard i < bytes.count, bytes[i] == UInt8(ascii: ":") else { return nil }
        guard i + 1 >= bytes.count || bytes[i + 1] == 0x20 || bytes[i + 1] == 0x0A else { return nil }
        return i
    }

    private func isKeyStart(_ b: UInt8) -> Bool {
        (b >= 0x61 && b <= 0x7A) || (b >= 0x41 && b <= 0x5A) || (b >= 0x30 && b <= 0x39) || b == 0x5F
    }

    private func isKeyByte(_ b: UInt8) -> Bool { isKeyStart(b) || b == UInt8(ascii: "-") }

    /// A block mapping whose first key is at byte `p` of `line`; its indentation is that key's column.
    /// Returns the mapping and the next content line after it (nil at the end of the text).
    private mutating func blockMapping(line: Int, at p: Int) -> (SpecNode, Int?)? {
        let indent = p - lineStarts[line]
        let mappingMark = mark(line, p)
        var pairs: [(key: SpecNode, value: SpecNode)] = []
        var l = line, q = p
        while true {
            guard let colon = key(at: q) else { return nil }
            let keyNode = SpecNode.scalar(.init(string: text(q, colon), style: .plain, mark: mark(l, q)))
            var v = colon + 1
            let end = lineEnd(l)
            while v < end, bytes[v] == 0x20 { v += 1 }
            let value: SpecNode
            var next: Int?
            if v == end || bytes[v] == UInt8(ascii: "#") {
                // Nothing on this line: a nested block below, or an empty (null) scalar.
                if v < end, v == colon + 1 { return nil }     // `key:#` is not a comment
                next = nextLine(from: l + 1)
                if let n = next, indents[n] > indent {
                    let start = lineStarts[n] + indents[n]
                    if bytes[start] == UInt8(ascii: "-") {
                        guard let (sequence, after) = blockSequence(line: n, at: start) else { return nil }
                        value = sequence; next = after
                    } else if key(at: start) != nil {
                        guard let (mapping, after) = blockMapping(line: n, at: start) else { return nil }
                        value = mapping; next = after
                    } else {
                        return nil                              // a multi-line scalar, or an error
                    }
                } else {
                    if let n = next, indents[n] == indent, bytes[lineStarts[n] + indent] == UInt8(ascii: "-") {
                        return nil                              // an indentless sequence
                    }
                    // libyaml places the empty scalar just after the colon.
                    value = .scalar(.init(string: "", style: .plain, mark: mark(l, colon + 1)))
                }
            } else {
                guard let inline = inlineValue(line: l, at: v) else { return nil }
                value = inline
                next = nextLine(from: l + 1)
            }
            pairs.append((keyNode, value))
            guard let n = next else { return (.mapping(.init(pairs: pairs, mark: mappingMark)), nil) }
            if indents[n] < indent { return (.mapping(.init(pairs: pairs, mark: mappingMark)), n) }
            guard indents[n] == indent else { return nil }
            l = n
            q = lineStarts[n] + indent
        }
    }

    /// A block sequence whose first `-` is at byte `p` of `line`.
    private mutating func blockSequence(line: Int, at p: Int) -> (SpecNode, Int?)? {
        let indent = p - lineStarts[line]
        let sequenceMark = mark(line, p)
        var nodes: [SpecNode] = []
        var l = line, q = p
        while true {
            let end = lineEnd(l)
            guard bytes[q] == UInt8(ascii: "-"), q + 1 < end, bytes[q + 1] == 0x20 else { return nil }
            var v = q + 2
            while v < end, bytes[v] == 0x20 { v += 1 }
            guard v < end, bytes[v] != UInt8(ascii: "#"), bytes[v] != UInt8(ascii: "-") else { return nil }
            var next: Int?
            if key(at: v) != nil {
                guard let (mapping, after) = blockMapping(line: l, at: v) else { return nil }
                nodes.append(mapping)
                next = after
            } else {
                guard let item = inlineValue(line: l, at: v) else { return nil }
                nodes.append(item)
                next = nextLine(from: l + 1)
            }
            guard let n = next else { return (.sequence(.init(nodes: nodes, mark: sequenceMark)), nil) }
            if indents[n] < indent { return (.sequence(.init(nodes: nodes, mark: sequenceMark)), n) }
            guard indents[n] == indent else { return nil }
            l = n
            q = lineStarts[n] + indent
            guard bytes[q] == UInt8(ascii: "-") else { return nil }
        }
    }

    // MARK: Values on one line

    /// A scalar or flow collection starting at `p` and ending its line (an optional comment may follow).
    private func inlineValue(line: Int, at p: Int) -> SpecNode? {
        let end = lineEnd(line)
        let b = bytes[p]
        let node: SpecNode
        var after: Int
        switch b {
        case UInt8(ascii: "\""), UInt8(ascii: "'"):
            guard let (scalar, close) = quoted(line: line, at: p, end: end) else { return nil }
            node = scalar; after = close
        case UInt8(ascii: "{"), UInt8(ascii: "["):
            guard let (collection, close) = flow(line: line, at: p, end: end) else { return nil }
            node = collection; after = close
        default:
            guard isPlainStart(p, end: end) else { return nil }
            // A plain scalar runs to the line end or a comment; trailing spaces are not part of it.
            var i = p, last = p
            while i < end {
                let c = bytes[i]
                if c == UInt8(ascii: "#"), bytes[i - 1] == 0x20 { break }
                if c == UInt8(ascii: ":"), i + 1 == end || bytes[i + 1] == 0x20 { return nil }
                if c != 0x20 { last = i + 1 }
                i += 1
            }
            return .scalar(.init(string: text(p, last), style: .plain, mark: mark(line, p)))
        }
        // After a quoted scalar or a flow collection: spaces, then the end or a comment.
        var i = after
        while i < end, bytes[i] == 0x20 { i += 1 }
        if i < end, !(bytes[i] == UInt8(ascii: "#") && i > after) { return nil }
        return node
    }

    /// Whether a plain scalar may start at `p` (libyaml's rule, without `?`/`:` starts).
    private func isPlainStart(_ p: Int, end: Int) -> Bool {
        switch bytes[p] {
        case UInt8(ascii: "-"):
            return p + 1 < end && bytes[p + 1] != 0x20
        case UInt8(ascii: "?"), UInt8(ascii: ":"), UInt8(ascii: ","), UInt8(ascii: "["), UInt8(ascii: "]"),
             UInt8(ascii: "{"), UInt8(ascii: "}"), UInt8(ascii: "#"), UInt8(ascii: "&"), UInt8(ascii: "*"),
             UInt8(ascii: "!"), UInt8(ascii: "|"), UInt8(ascii: ">"), UInt8(ascii: "'"), UInt8(ascii: "\""),
             UInt8(ascii: "%"), UInt8(ascii: "@"), UInt8(ascii: "`"):
            return false
        default:
            return true
        }
    }

    /// A single-line quoted scalar without escapes; returns it and the byte after the closing quote.
    private func quoted(line: Int, at p: Int, end: Int) -> (SpecNode, Int)? {
        let quote = bytes[p]
        var out: [UInt8] = []
        var i = p + 1
        while i < end {
            let c = bytes[i]
            if c == quote {
                if quote == UInt8(ascii: "'"), i + 1 < end, bytes[i + 1] == quote {
                    out.append(quote); i += 2; continue
                }
                let style: SpecNode.ScalarStyle = quote == UInt8(ascii: "'") ? .singleQuoted : .doubleQuoted
                let string = String(decoding: out, as: UTF8.self)
                return (.scalar(.init(string: string, style: style, mark: mark(line, p))), i + 1)
            }
            if c == UInt8(ascii: "\\"), quote == UInt8(ascii: "\"") { return nil }
            out.append(c)
            i += 1
        }
        return nil
    }

    /// `{key: value, …}` or `[item, …]` of plain scalars on one line; returns it and the byte after it.
    private func flow(line: Int, at p: Int, end: Int) -> (SpecNode, Int)? {
        let isMapping = bytes[p] == UInt8(ascii: "{")
        let close = isMapping ? UInt8(ascii: "}") : UInt8(ascii: "]")
        var pairs: [(key: SpecNode, value: SpecNode)] = []
        var nodes: [SpecNode] = []
        var i = p + 1
        func skipSpaces() { while i < end, bytes[i] == 0x20 { i += 1 } }
        skipSpaces()
        if i < end, bytes[i] == close {
            return isMapping ? (.mapping(.init(pairs: [], mark: mark(line, p))), i + 1)
                : (.sequence(.init(nodes: [], mark: mark(line, p))), i + 1)
        }
        while true {
            skipSpaces()
            var keyNode: SpecNode?
            if isMapping {
                guard i < end, isKeyStart(bytes[i]) else { return nil }
                let k = i
                while i < end, isKeyByte(bytes[i]) { i += 1 }
                guard i + 1 < end, bytes[i] == UInt8(ascii: ":"), bytes[i + 1] == 0x20 else { return nil }
                keyNode = .scalar(.init(string: text(k, i), style: .plain, mark: mark(line, k)))
                i += 2
                skipSpaces()
            }
            // A plain scalar inside a flow collection: no flow indicators, colons or comments in it.
            guard i < end, isPlainStart(i, end: end) else { return nil }
            let v = i
            var last = i
            while i < end {
                let c = bytes[i]
                if c == UInt8(ascii: ",") || c == close { break }
                if c == UInt8(ascii: ":") || c == UInt8(ascii: "#") || c == UInt8(ascii: "[") || c == UInt8(ascii: "]")
                    || c == UInt8(ascii: "{") || c == UInt8(ascii: "}") { return nil }
                if c != 0x20 { last = i + 1 }
                i += 1
            }
            guard i < end else { return nil }
            let value = SpecNode.scalar(.init(string: text(v, last), style: .plain, mark: mark(line, v)))
            if let keyNode { pairs.append((keyNode, value)) } else { nodes.append(value) }
            if bytes[i] == close { break }
            i += 1                                              // the comma
            skipSpaces()
            guard i < end, bytes[i] != close, bytes[i] != UInt8(ascii: ",") else { return nil }
        }
        return isMapping ? (.mapping(.init(pairs: pairs, mark: mark(line, p))), i + 1)
            : (.sequence(.init(nodes: nodes, mark: mark(line, p))), i + 1)
    }

    private func text(_ start: Int, _ end: Int) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
    }
}

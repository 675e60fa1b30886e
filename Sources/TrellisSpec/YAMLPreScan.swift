import TrellisLayout

/// A single pass over a spec's bytes, before the YAML parser sees them, that refuses what would make the
/// parser recurse without bound or expand the text beyond its size:
///
/// - **Nesting depth**: block levels (indentation, `- ` entries) plus flow levels (`[`, `{`) at any point
///   must stay within `ResourceLimits.depth`. The readers walk the tree recursively (one chain of stack
///   frames per level), so this bound is what keeps ~5,000 `[` from overflowing the stack.
/// - **Anchors and aliases** (`&name`, `*name`) are refused outright: a spec has no use for them, and
///   they let a few hundred bytes stand for billions of nodes ("billion laughs").
///
/// The scan follows YAML's lexical structure far enough to be an upper bound on the depth the parser
/// builds for any text the parser accepts: quoted scalars (which may span lines), comments, block scalars
/// (`|`, `>`, whose indented lines are text), plain scalars (a `[` inside `a[b` is text), flow collections
/// across lines and document markers. It costs one look at each byte.
struct YAMLPreScan {
    private let bytes: UnsafeBufferPointer<UInt8>
    private let limit: Int
    private let source: SpecSource

    /// One open block level: the column it starts at and whether it is a `- ` entry.
    private struct Level { var column: Int; var isEntry: Bool }
    private var levels: [Level] = []
    private var flowDepth = 0
    /// The quote that is open (it may continue on the next lines), if any.
    private var openQuote: UInt8?
    /// Lines indented more than this column belong to a block scalar and are skipped.
    private var blockScalarParent: Int?

    /// Throws a located `SpecError` for a text nested deeper than `limits.depth` or using anchors/aliases.
    static func check(_ source: SpecSource, limits: ResourceLimits) throws {
        var text = source.text
        try text.withUTF8 { bytes in
            var scan = YAMLPreScan(bytes: bytes, limit: limits.depth, source: source)
            try scan.run()
        }
    }

    private init(bytes: UnsafeBufferPointer<UInt8>, limit: Int, source: SpecSource) {
        self.bytes = bytes
        self.limit = limit
        self.source = source
    }

    private static let space = UInt8(ascii: " "), tab = UInt8(ascii: "\t")
    private static let carriageReturn = UInt8(ascii: "\r")

    private func isBlank(_ b: UInt8) -> Bool { b == Self.space || b == Self.tab || b == Self.carriageReturn }

    /// Each line in turn, from the line starts the source has already found (a line ends before the next
    /// one's LF; the last at the end of the text).
    private mutating func run() throws {
        let starts = source.lineStarts
        for (index, lineStart) in starts.enumerated() {
            let lineEnd = index + 1 < starts.count ? starts[index + 1] - 1 : bytes.count
            try scanLine(lineStart, lineEnd, line: index + 1)
        }
    }

    /// Column (from 1, in Unicode scalars) of byte `offset` on the line starting at `lineStart`.
    private func column(_ offset: Int, lineStart: Int) -> Int {
        var column = 1
        var i = lineStart
        while i < offset {
            if bytes[i] & 0xC0 != 0x80 { column += 1 }
            i += 1
        }
        return column
    }

    private mutating func scanLine(_ start: Int, _ end: Int, line: Int) throws {
        var p = start
        if let quote = openQuote {
            // Inside a quoted scalar that started on an earlier line: find where it closes.
            guard let close = closingQuote(quote, from: p, end: end) else { return }
            openQuote = nil
            try scanContent(close + 1, end, lineStart: start, line: line, atNodeStart: false)
            return
        }
        if flowDepth > 0 {
            try scanContent(p, end, lineStart: start, line: line, atNodeStart: false)
            return
        }
        // The indentation, eight spaces at a time while it lasts (a deeply nested spec is mostly indentation).
        if let base = bytes.baseAddress {
            let raw = UnsafeRawPointer(base)
            while p + 8 <= end, raw.loadUnaligned(fromByteOffset: p, as: UInt64.self) == 0x2020_2020_2020_2020 {
                p += 8
            }
        }
        while p < end, bytes[p] == Self.space || bytes[p] == Self.tab { p += 1 }
        if p == end || bytes[p] == UInt8(ascii: "#") || bytes[p] == Self.carriageReturn { return } // blank or comment
        let indent = p - start
        if indent == 0, bytes[p] == UInt8(ascii: "%") { return } // a directive
        if indent == 0, end - p >= 3,
            (bytes[p] == UInt8(ascii: "-") && bytes[p + 1] == UInt8(ascii: "-") && bytes[p + 2] == UInt8(ascii: "-"))
                || (bytes[p] == UInt8(ascii: ".") && bytes[p + 1] == UInt8(ascii: ".")
                    && bytes[p + 2] == UInt8(ascii: ".")),
            end - p == 3 || isBlank(bytes[p + 3])
        {
            levels.removeAll() // a document marker: a new root
            blockScalarParent = nil
            p += 3
            while p < end, isBlank(bytes[p]) { p += 1 }
            if p == end { return }
        }
        if let parent = blockScalarParent {
            if indent > parent { return } // a line of a block scalar's text
            blockScalarParent = nil
        }
        // `- ` entries, each a block level (possibly several on one line: `- - a`).
        var lastEntryColumn: Int?
        while p < end, bytes[p] == UInt8(ascii: "-") || bytes[p] == UInt8(ascii: "?"),
            p + 1 == end || isBlank(bytes[p + 1])
        {
            let column = p - start
            try open(Level(column: column, isEntry: true), at: p, lineStart: start, line: line)
            lastEntryColumn = column
            p += 1
            while p < end, isBlank(bytes[p]) { p += 1 }
        }
        if p == end || bytes[p] == UInt8(ascii: "#") { return }
        let contentColumn = p - start
        // A flow collection starting the content is counted by its bracket, not as a block level too.
        let isFlow = bytes[p] == UInt8(ascii: "[") || bytes[p] == UInt8(ascii: "{")
        try open(Level(column: contentColumn, isEntry: false), at: p, lineStart: start, line: line, counted: !isFlow)
        try scanContent(
            p, end, lineStart: start, line: line, atNodeStart: true, blockOwner: contentColumn,
            entryColumn: lastEntryColumn)
    }

    /// Opens a block level at `level.column`, closing the levels it ends (those at deeper columns, and one
    /// at the same column unless it is a mapping that this `- ` entry starts a sequence in).
    private mutating func open(_ level: Level, at offset: Int, lineStart: Int, line: Int, counted: Bool = true) throws {
        while let top = levels.last,
            top.column > level.column || (top.column == level.column && !(level.isEntry && !top.isEntry))
        {
            levels.removeLast()
        }
        guard counted else { return }
        levels.append(level)
        try checkDepth(at: offset, lineStart: lineStart, line: line)
    }

    private func checkDepth(at offset: Int, lineStart: Int, line: Int) throws {
        guard levels.count + flowDepth > limit else { return }
        let location = source.location(line: line, column: column(offset, lineStart: lineStart))
        throw source.error(
            "the spec is nested more than \(limit) levels deep (\(ResourceLimits.advice(.depth, limit)))",
            at: location)
    }

    /// The offset of the quote closing a scalar opened with `quote`, searching from `from`; nil when the
    /// scalar continues past the line (then it stays open).
    private mutating func closingQuote(_ quote: UInt8, from: Int, end: Int) -> Int? {
        var i = from
        while i < end {
            let b = bytes[i]
            if quote == UInt8(ascii: "\""), b == UInt8(ascii: "\\") { i += 2; continue }
            if b == quote {
                if quote == UInt8(ascii: "'"), i + 1 < end, bytes[i + 1] == quote { i += 2; continue }
                return i
            }
            i += 1
        }
        openQuote = quote
        return nil
    }

    /// Scans a line's content from `from`: quotes, comments, flow brackets, anchors and aliases, and block
    /// scalar headers. `atNodeStart` is true where a new node may begin (after `: `, `- `, `[`, `{`, `,`).
    private mutating func scanContent(
        _ from: Int, _ end: Int, lineStart: Int, line: Int, atNodeStart start: Bool,
        blockOwner: Int? = nil, entryColumn: Int? = nil
    ) throws {
        var i = from
        var atNodeStart = start
        var previousBlank = true
        while i < end {
            let b = bytes[i]
            if isBlank(b) { previousBlank = true; i += 1; continue }
            defer { previousBlank = false }
            if b == UInt8(ascii: "#"), previousBlank { return } // a comment
            if atNodeStart, b == UInt8(ascii: "\"") || b == UInt8(ascii: "'") {
                guard let close = closingQuote(b, from: i + 1, end: end) else { return }
                i = close + 1
                atNodeStart = false
                continue
            }
            if atNodeStart, b == UInt8(ascii: "&") || b == UInt8(ascii: "*") {
                let location = source.location(line: line, column: column(i, lineStart: lineStart))
                let what = b == UInt8(ascii: "&") ? "an anchor ('&name')" : "an alias ('*name')"
                throw source.error(
                    "\(what): anchors and aliases are not supported in specs (they let a small spec "
                        + "stand for a huge one); write the value out, and quote text that starts with "
                        + "'\(Character(Unicode.Scalar(b)))'", at: location)
            }
            if atNodeStart, flowDepth == 0, b == UInt8(ascii: "|") || b == UInt8(ascii: ">") {
                // A block scalar: its text is every following line indented past the node that owns it, the
                // key before it (`text: |`), or the `- ` entry when it is the entry's whole content (`- |`).
                let here = column(i, lineStart: lineStart) - 1
                if let blockOwner, here != blockOwner {
                    blockScalarParent = blockOwner
                } else if let blockOwner, here == blockOwner {
                    blockScalarParent = entryColumn ?? -1
                } else {
                    blockScalarParent = levels.last?.column ?? -1
                }
                return
            }
            if b == UInt8(ascii: "[") || b == UInt8(ascii: "{") {
                if atNodeStart || flowDepth > 0 {
                    flowDepth += 1
                    try checkDepth(at: i, lineStart: lineStart, line: line)
                    atNodeStart = true
                    i += 1
                    continue
                }
            } else if flowDepth > 0, b == UInt8(ascii: "]") || b == UInt8(ascii: "}") {
                flowDepth -= 1
                atNodeStart = false
                i += 1
                continue
            } else if flowDepth > 0, b == UInt8(ascii: ",") {
                atNodeStart = true
                i += 1
                continue
            } else if b == UInt8(ascii: ":"), i + 1 == end || isBlank(bytes[i + 1]) || flowDepth > 0 {
                atNodeStart = true
                i += 1
                continue
            } else if b == UInt8(ascii: "!"), atNodeStart {
                // A tag (`!!str value`): the node starts after it.
                while i < end, !isBlank(bytes[i]) { i += 1 }
                continue
            }
            atNodeStart = false
            i += 1
        }
    }
}

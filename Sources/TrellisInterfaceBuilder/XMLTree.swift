import CLibXML2
import TrellisLayout
import TrellisSpec

/// One element of an Interface Builder document, as libxml2 read it: its name, attributes in document
/// order, child elements, the text directly inside it, and where its start tag is.
///
/// Positions: libxml2 records the line of every element; it records no columns. The column given is that
/// of the element's `<name` on its line, found in the document's text (the first such tag on the line; 1
/// when the tag spans lines and its name isn't on the recorded line). An attribute's column is that of
/// `name="` on the element's line, when it is there.
struct XMLElement: Sendable {
    var name: String
    var attributes: [(name: String, value: String)]
    var children: [XMLElement]
    var text: String
    var line: Int
    var column: Int

    subscript(attribute: String) -> String? {
        attributes.first { $0.name == attribute }?.value
    }

    /// The first child element named `name` whose `key` attribute is `key` (when given).
    func child(_ name: String, key: String? = nil) -> XMLElement? {
        children.first { $0.name == name && (key == nil || $0["key"] == key) }
    }

    func children(_ name: String) -> [XMLElement] { children.filter { $0.name == name } }
}

/// Reads XML text into `XMLElement`s with libxml2, configured for untrusted input: no network
/// (`XML_PARSE_NONET`), no entity substitution and no DTD loading (neither `XML_PARSE_NOENT` nor
/// `XML_PARSE_DTDLOAD`), libxml2's own limits on depth and text length kept (no `XML_PARSE_HUGE`), and a
/// document that declares a DOCTYPE refused as soon as libxml2 meets it, before its internal subset (and
/// so any entity declaration) is read. Interface Builder never writes a DOCTYPE.
enum XMLTreeReader {
    /// libxml2's options: see the type's comment. `BIG_LINES` keeps line numbers past 65,535 exact.
    static let options = Int32(
        XML_PARSE_NONET.rawValue | XML_PARSE_NOERROR.rawValue | XML_PARSE_NOWARNING.rawValue
            | XML_PARSE_NOBLANKS.rawValue | XML_PARSE_BIG_LINES.rawValue | XML_PARSE_NOCDATA.rawValue)

    static func parse(_ source: SpecSource) throws -> XMLElement {
        // libxml2 takes the length as an Int32; a limit raised past it can't be read.
        guard source.text.utf8.count < Int(Int32.max) else {
            throw SpecError("cannot read '\(source.file)': libxml2 reads documents under 2 GiB")
        }
        xmlInitParser()
        guard let context = xmlNewParserCtxt() else { throw SpecError("cannot read '\(source.file)': out of memory") }
        defer { xmlFreeParserCtxt(context) }
        // A DOCTYPE stops the parser at once; the line it was met on is kept in the context's user pointer
        // (libxml2 never touches `_private`), offset by one so that zero means "none".
        context.pointee.sax.pointee.internalSubset = { context, _, _, _ in
            guard let context else { return }
            let parser = context.assumingMemoryBound(to: xmlParserCtxt.self)
            parser.pointee._private = UnsafeMutableRawPointer(bitPattern: Int(xmlSAX2GetLineNumber(context)) + 1)
            xmlStopParser(parser)
        }
        let document = source.text.utf8CString.withUnsafeBufferPointer { buffer in
            xmlCtxtReadMemory(context, buffer.baseAddress, Int32(buffer.count - 1), nil, "UTF-8", options)
        }
        defer { if let document { xmlFreeDoc(document) } }
        if let marker = context.pointee._private {
            let line = Int(bitPattern: marker) - 1
            throw source.error(
                "a DOCTYPE: Interface Builder documents have none, and Trellis reads no DTD or entity declaration",
                at: source.location(line: max(1, line), column: column(of: "<!DOCTYPE", line: line, in: source)))
        }
        guard let document, context.pointee.wellFormed != 0 else { throw parseError(context, source: source) }
        guard let root = xmlDocGetRootElement(document) else {
            throw source.error("the document has no root element", at: source.location(line: 1, column: 1))
        }
        var columns = ColumnFinder(source: source)
        return element(root, columns: &columns)
    }

    /// libxml2's last error, located at the line and column it reports.
    private static func parseError(_ context: xmlParserCtxtPtr, source: SpecSource) -> SpecError {
        guard let error = xmlCtxtGetLastError(context) else {
            return source.error("invalid XML", at: nil)
        }
        var message = error.pointee.message.map { String(cString: $0) } ?? "invalid XML"
        while message.last?.isWhitespace == true { message.removeLast() }
        // libxml2's advice names its own option, which Trellis deliberately leaves off.
        if message.hasPrefix("Excessive depth in document") {
            message = "elements nested deeper than libxml2's limit of 256 levels"
        }
        let line = max(1, Int(error.pointee.line))
        let column = max(1, Int(error.pointee.int2))
        return source.error("invalid XML: \(message)", at: source.location(line: line, column: column))
    }

    /// The element and its descendants. libxml2 bounds the depth (256 levels without `XML_PARSE_HUGE`),
    /// so the recursion is bounded too.
    private static func element(_ node: xmlNodePtr, columns: inout ColumnFinder) -> XMLElement {
        let name = String(cString: node.pointee.name)
        var attributes: [(name: String, value: String)] = []
        var attribute = node.pointee.properties
        while let current = attribute {
            let key = String(cString: current.pointee.name)
            // An attribute's value is its text children (no entity references: there is no DTD).
            var value = ""
            var part = current.pointee.children
            while let text = part {
                if let content = text.pointee.content { value += String(cString: content) }
                part = text.pointee.next
            }
            attributes.append((key, value))
            attribute = current.pointee.next
        }
        let line = Int(xmlGetLineNo(node))
        var result = XMLElement(
            name: name, attributes: attributes, children: [], text: "", line: line,
            column: columns.column(of: "<" + name, line: line))
        var child = node.pointee.children
        while let current = child {
            switch current.pointee.type {
            case XML_ELEMENT_NODE:
                result.children.append(element(current, columns: &columns))
            case XML_TEXT_NODE, XML_CDATA_SECTION_NODE:
                if let content = current.pointee.content { result.text += String(cString: content) }
            default:
                break
            }
            child = current.pointee.next
        }
        return result
    }

    static func column(of needle: String, line: Int, in source: SpecSource) -> Int {
        guard line > 0, let text = source.line(line), let range = text.firstRange(of: needle) else { return 1 }
        return text[..<range.lowerBound].count + 1
    }
}

/// Columns of tags on their lines: each line's bytes are looked up once and searched from the end of the
/// previous tag found on it, so two tags on one line get their own columns, and a document written on
/// one line is searched once from start to end (linear, not a search from the line's start per tag).
/// Columns count Unicode scalars from 1.
private struct ColumnFinder {
    let source: SpecSource
    private var lastLine = 0
    private var bytes: [UInt8] = []
    /// The byte offset searched from, and the column of the scalar there.
    private var cursor = 0
    private var cursorColumn = 1

    init(source: SpecSource) { self.source = source }

    mutating func column(of needle: String, line: Int) -> Int {
        if line != lastLine {
            lastLine = line
            bytes = source.line(line).map { Array($0.utf8) } ?? []
            cursor = 0
            cursorColumn = 1
        }
        let target = Array(needle.utf8)
        guard let found = Self.find(target, in: bytes, from: cursor) else { return 1 }
        // Scalars between the cursor and the match: every byte that doesn't continue a sequence.
        for offset in cursor..<found where bytes[offset] & 0xC0 != 0x80 { cursorColumn += 1 }
        cursor = found
        return cursorColumn
    }

    /// The first offset from `start` where `needle` occurs: memchr for its first byte, then a compare.
    private static func find(_ needle: [UInt8], in haystack: [UInt8], from start: Int) -> Int? {
        guard let first = needle.first, haystack.count - start >= needle.count else { return nil }
        return haystack.withUnsafeBufferPointer { h -> Int? in
            guard let base = h.baseAddress else { return nil }
            var offset = start
            let last = h.count - needle.count
            while offset <= last, let hit = memchr(base + offset, Int32(first), last - offset + 1) {
                let position = base.distance(to: hit.assumingMemoryBound(to: UInt8.self))
                if memcmp(base + position, needle, needle.count) == 0 { return position }
                offset = position + 1
            }
            return nil
        }
    }
}

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

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
        // The tree is built from libxml2's SAX2 events (`TreeBuilder`): libxml2 builds no tree of its own,
        // which was half the memory and most of the time of reading a large document. The builder is found
        // through the context's user pointer (libxml2 never touches `_private`).
        let builder = TreeBuilder(columns: ColumnFinder(source: source))
        context.pointee._private = Unmanaged.passUnretained(builder).toOpaque()
        guard let sax = context.pointee.sax else { throw SpecError("cannot read '\(source.file)': out of memory") }
        // A DOCTYPE stops the parser at once, before its internal subset is read; its line is kept.
        sax.pointee.internalSubset = { context, _, _, _ in
            guard let parser = TreeBuilder.parser(context), let builder = TreeBuilder.of(parser) else { return }
            builder.doctypeLine = Int(xmlSAX2GetLineNumber(context))
            xmlStopParser(parser)
        }
        sax.pointee.startElementNs = { context, name, _, _, _, _, count, _, attributes in
            guard let parser = TreeBuilder.parser(context), let builder = TreeBuilder.of(parser), let name else {
                return
            }
            builder.start(name, attributes: attributes, count: Int(count), line: Int(xmlSAX2GetLineNumber(context)))
        }
        sax.pointee.endElementNs = { context, _, _, _ in
            guard let parser = TreeBuilder.parser(context), let builder = TreeBuilder.of(parser) else { return }
            builder.end()
        }
        // libxml2 tells blank text apart only in a tree it builds itself: every run of text comes to
        // `characters`, where the builder's rule for blanks applies.
        let characters: charactersSAXFunc = { context, bytes, length in
            guard let parser = TreeBuilder.parser(context), let builder = TreeBuilder.of(parser), let bytes else {
                return
            }
            builder.characters(UnsafeBufferPointer(start: bytes, count: Int(length)))
        }
        sax.pointee.characters = characters
        sax.pointee.comment = nil
        sax.pointee.processingInstruction = nil
        // libxml2 reads the string's own UTF-8 bytes (it takes a length, no terminator): no copy is made.
        var text = source.text
        let document = text.withUTF8 { bytes in
            bytes.withMemoryRebound(to: CChar.self) { buffer in
                xmlCtxtReadMemory(context, buffer.baseAddress, Int32(buffer.count), nil, "UTF-8", options)
            }
        }
        // With the element events taken, libxml2's document is an empty shell (kept only for the prolog).
        if let document { xmlFreeDoc(document) }
        if let line = builder.doctypeLine {
            throw source.error(
                "a DOCTYPE: Interface Builder documents have none, and Trellis reads no DTD or entity declaration",
                at: source.location(line: max(1, line), column: column(of: "<!DOCTYPE", line: line, in: source)))
        }
        guard context.pointee.wellFormed != 0 else { throw parseError(context, source: source) }
        guard let root = builder.root else {
            throw source.error("the document has no root element", at: source.location(line: 1, column: 1))
        }
        return root
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

    static func column(of needle: String, line: Int, in source: SpecSource) -> Int {
        guard line > 0, let text = source.line(line), let range = text.firstRange(of: needle) else { return 1 }
        return text[..<range.lowerBound].count + 1
    }
}

/// Builds `XMLElement`s from libxml2's SAX2 events, in document order. libxml2 bounds the depth (256
/// levels without `XML_PARSE_HUGE`), so the stack of open elements is bounded too.
///
/// Text: the characters directly inside an element, joined. Whitespace-only runs inside an element that has
/// child elements are dropped (the indentation between tags), as libxml2's tree drops blank text nodes
/// under `XML_PARSE_NOBLANKS`; an element without children keeps its text whatever it is (`<string> </string>`).
/// Attribute values: libxml2 hands a `&` of the document (as `&amp;` or a character reference) to SAX2 as
/// `&#38;` when it doesn't substitute entities, which Trellis never lets it do; it is turned back into `&`.
private final class TreeBuilder {
    private var open: [XMLElement] = []
    private var columns: ColumnFinder
    private(set) var root: XMLElement?
    var doctypeLine: Int?

    init(columns: ColumnFinder) { self.columns = columns }

    static func parser(_ context: UnsafeMutableRawPointer?) -> xmlParserCtxtPtr? {
        context?.assumingMemoryBound(to: xmlParserCtxt.self)
    }

    static func of(_ parser: xmlParserCtxtPtr) -> TreeBuilder? {
        parser.pointee._private.map { Unmanaged<TreeBuilder>.fromOpaque($0).takeUnretainedValue() }
    }

    func start(
        _ name: UnsafePointer<xmlChar>, attributes: UnsafeMutablePointer<UnsafePointer<xmlChar>?>?, count: Int,
        line: Int
    ) {
        let elementName = String(cString: name)
        var list: [(name: String, value: String)] = []
        list.reserveCapacity(count)
        if let attributes {
            // Five pointers an attribute: local name, prefix, URI, value start, value end.
            for index in 0..<count {
                guard let key = attributes[5 * index], let start = attributes[5 * index + 3],
                    let end = attributes[5 * index + 4]
                else { continue }
                var value = String(decoding: UnsafeBufferPointer(start: start, count: end - start), as: UTF8.self)
                if value.utf8.contains(UInt8(ascii: "&")) { value = value.replacing("&#38;", with: "&") }
                list.append((String(cString: key), value))
            }
        }
        if !open.isEmpty, open[open.count - 1].children.isEmpty, Self.isBlank(open[open.count - 1].text) {
            open[open.count - 1].text = ""
        }
        open.append(
            XMLElement(
                name: elementName, attributes: list, children: [], text: "", line: line,
                column: columns.column(of: "<" + elementName, line: line)))
    }

    func end() {
        guard var element = open.popLast() else { return }
        if !element.children.isEmpty, Self.isBlank(element.text) { element.text = "" }
        if open.isEmpty {
            root = element
        } else {
            open[open.count - 1].children.append(element)
        }
    }

    func characters(_ bytes: UnsafeBufferPointer<xmlChar>) {
        guard !open.isEmpty else { return }
        let blank = bytes.allSatisfy { $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }
        if blank && !open[open.count - 1].children.isEmpty { return }
        open[open.count - 1].text += String(decoding: bytes, as: UTF8.self)
    }

    private static func isBlank(_ text: String) -> Bool {
        text.utf8.allSatisfy { $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }
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
    /// Whether a tag was found at `cursor`: the next search starts after it (`<b/><b/>`).
    private var foundAtCursor = false

    init(source: SpecSource) { self.source = source }

    mutating func column(of needle: String, line: Int) -> Int {
        if line != lastLine {
            lastLine = line
            bytes = source.line(line).map { Array($0.utf8) } ?? []
            cursor = 0
            cursorColumn = 1
            foundAtCursor = false
        }
        let target = Array(needle.utf8)
        guard let found = Self.find(target, in: bytes, from: foundAtCursor ? cursor + 1 : cursor) else { return 1 }
        // Scalars between the cursor and the match: every byte that doesn't continue a sequence.
        for offset in cursor..<found where bytes[offset] & 0xC0 != 0x80 { cursorColumn += 1 }
        cursor = found
        foundAtCursor = true
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

/// Makes Cairo's SVG bytes independent of what the process drew before.
///
/// Cairo 1.16 names `<g id="surfaceN">` and `<image id="imageN">` after a process-wide surface counter, so
/// the same drawing gets different ids depending on history. Glyph symbols (`glyphF-G`) are numbered per
/// document, but are renumbered too for the same guarantee. Every id of these three families is replaced by
/// a number in order of first appearance; only ids in attribute positions (after `"` or `#`) are touched, so
/// base64 image data is never altered.
enum SVGNormalizer {
    static func normalize(_ bytes: [UInt8]) -> [UInt8] {
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count)
        var renumbering = Renumbering()
        var i = 0
        while i < bytes.count {
            let byte = bytes[i]
            output.append(byte)
            i += 1
            guard byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "#") else { continue }
            if let (family, end) = matchFamily(bytes, at: i) {
                let (id, next) = readID(bytes, from: end, glyph: family == .glyph)
                guard let id else { continue }
                output.append(contentsOf: family.prefix)
                output.append(contentsOf: Array(renumbering.number(for: id, in: family).utf8))
                i = next
            }
        }
        return output
    }

    enum Family: Int, CaseIterable {
        case surface, image, glyph
        var prefix: [UInt8] {
            switch self {
            case .surface: return Array("surface".utf8)
            case .image: return Array("image".utf8)
            case .glyph: return Array("glyph".utf8)
            }
        }
    }

    private struct Renumbering {
        private var tables: [[String: Int]] = Array(repeating: [:], count: Family.allCases.count)
        /// Next number per family; surfaces start at 1 as Cairo's first would, images and glyphs at 0.
        private var next: [Int] = [1, 0, 0]
        private var glyphFonts: [String: Int] = [:]
        private var glyphNext: [Int: Int] = [:]

        mutating func number(for id: String, in family: Family) -> String {
            if family == .glyph { return glyphNumber(id) }
            if let known = tables[family.rawValue][id] { return String(known) }
            let n = next[family.rawValue]
            next[family.rawValue] += 1
            tables[family.rawValue][id] = n
            return String(n)
        }

        /// `F-G`: the font and glyph parts, each numbered in order of first appearance (glyphs per font).
        private mutating func glyphNumber(_ id: String) -> String {
            if let known = tables[Family.glyph.rawValue][id] { return glyphKey(known) }
            let parts = id.split(separator: "-", maxSplits: 1).map(String.init)
            let fontKey = parts.first ?? id
            let font: Int
            if let f = glyphFonts[fontKey] { font = f } else { font = glyphFonts.count; glyphFonts[fontKey] = font }
            let glyph = glyphNext[font, default: 0]
            glyphNext[font] = glyph + 1
            let packed = font << 32 | glyph
            tables[Family.glyph.rawValue][id] = packed
            return glyphKey(packed)
        }

        private func glyphKey(_ packed: Int) -> String { "\(packed >> 32)-\(packed & 0xFFFF_FFFF)" }
    }

    private static func matchFamily(_ bytes: [UInt8], at i: Int) -> (Family, Int)? {
        for family in Family.allCases {
            let prefix = family.prefix
            guard i + prefix.count <= bytes.count else { continue }
            if bytes[i..<(i + prefix.count)].elementsEqual(prefix) { return (family, i + prefix.count) }
        }
        return nil
    }

    /// Digits (and for glyphs `digits-digits`) followed by a closing `"` or `)`; otherwise no id.
    private static func readID(_ bytes: [UInt8], from start: Int, glyph: Bool) -> (String?, Int) {
        var j = start
        func digits() -> Bool {
            let begin = j
            while j < bytes.count, bytes[j] >= UInt8(ascii: "0"), bytes[j] <= UInt8(ascii: "9") { j += 1 }
            return j > begin
        }
        guard digits() else { return (nil, start) }
        if glyph {
            guard j < bytes.count, bytes[j] == UInt8(ascii: "-") else { return (nil, start) }
            j += 1
            guard digits() else { return (nil, start) }
        }
        guard j < bytes.count, bytes[j] == UInt8(ascii: "\"") || bytes[j] == UInt8(ascii: ")") else {
            return (nil, start)
        }
        return (String(decoding: bytes[start..<j], as: UTF8.self), j)
    }
}

import CHarfBuzz

/// Glyphs of one face at one bidi level, shaped by HarfBuzz in the context of the whole paragraph.
/// Advances and offsets are in font units (size independent), so one shaping serves every point size.
struct ShapedRun: Sendable {
    var faceIndex: Int
    /// Paragraph-local UTF-16 range the run covers.
    var range: Range<Int>
    var level: UInt8
    var glyphs: [UInt32]
    /// Paragraph-local UTF-16 cluster offsets, in glyph (visual) order: increasing for LTR, decreasing for RTL.
    var clusters: [Int]
    var xAdvance: [Int32]
    var xOffset: [Int32]
    var yOffset: [Int32]
    var isRightToLeft: Bool { level & 1 == 1 }

    /// Glyph index range whose clusters lie in `lower..<upper` (clusters are monotonic; binary search).
    func glyphRange(_ lower: Int, _ upper: Int) -> Range<Int> {
        if isRightToLeft {
            let start = partition { $0 < upper }
            let end = partition { $0 < lower }
            return start..<max(start, end)
        }
        let start = partition { $0 >= lower }
        let end = partition { $0 >= upper }
        return start..<max(start, end)
    }

    /// First glyph index whose cluster satisfies `predicate` (which must flip once from false to true).
    private func partition(_ predicate: (Int) -> Bool) -> Int {
        var low = 0, high = clusters.count
        while low < high {
            let mid = (low + high) / 2
            if predicate(clusters[mid]) { high = mid } else { low = mid + 1 }
        }
        return low
    }
}

/// A paragraph (text between mandatory breaks) itemized, shaped and analysed once; laying it out at any
/// size or width reuses this. Cached by `TextEngine` per (paragraph, weight).
final class ShapedParagraph: Sendable {
    let units: [UInt16]
    let paragraphLevel: UInt8
    /// Runs in logical order, contiguous and covering the whole paragraph.
    let runs: [ShapedRun]
    /// Grapheme-cluster boundaries (Swift `Character`s), from 0 to `units.count` inclusive.
    let graphemeBounds: [Int]
    /// UAX #14 break opportunities, ending with `units.count`.
    let lineBreaks: [Int]
    /// For each grapheme boundary b (indexed like `graphemeBounds`): the end of the last non-whitespace
    /// grapheme at or before b. Text from there to b is whitespace that hangs at a line end.
    let visibleEnds: [Int]
    /// Characters no bundled face covers (drawn with the primary face's glyph 0), in order of appearance.
    let missing: [Character]

    init(text: Substring, chain: FontChain, weight: FontWeight, spacePolicy: WhitespaceFontPolicy) throws {
        let units = Array(text.utf16)
        self.units = units
        let faces = chain.chain(for: weight)
        let primary = faces[0]

        // 1. One face per grapheme cluster.
        var bounds: [Int] = [0]
        var clusterFaces: [Int] = []
        var isSpace: [Bool] = []
        var visibleEnds: [Int] = [0]
        var missing: [Character] = []
        var offset = 0, lastVisible = 0
        bounds.reserveCapacity(units.count + 1)
        for character in text {
            let face: Int
            if let found = chain.face(for: character, chain: faces) {
                face = found
            } else {
                face = primary
                if !missing.contains(character) { missing.append(character) }
            }
            offset += character.utf16.count
            let white = character.isWhitespace
            if !white { lastVisible = offset }
            clusterFaces.append(face)
            isSpace.append(white && !character.isNewline)
            bounds.append(offset)
            visibleEnds.append(lastVisible)
        }
        if spacePolicy == .followNeighbour { ShapedParagraph.attachSpaces(&clusterFaces, isSpace: isSpace, chain: chain, text: text) }

        // 2. Bidi levels, then runs of one face and one level.
        let (paragraphLevel, levels) = try ICU.bidiLevels(units)
        var pieces: [(range: Range<Int>, face: Int, level: UInt8)] = []
        for index in clusterFaces.indices {
            let start = bounds[index], end = bounds[index + 1]
            let level = levels.isEmpty ? 0 : levels[start]
            if let last = pieces.last, last.face == clusterFaces[index], last.level == level {
                pieces[pieces.count - 1].range = last.range.lowerBound..<end
            } else {
                pieces.append((start..<end, clusterFaces[index], level))
            }
        }

        // 3. Shape each run with the whole paragraph as context.
        var runs: [ShapedRun] = []
        runs.reserveCapacity(pieces.count)
        if let buffer = hb_buffer_create() {
            defer { hb_buffer_destroy(buffer) }
            units.withUnsafeBufferPointer { all in
                for piece in pieces {
                    runs.append(ShapedParagraph.shape(piece.range, face: piece.face, level: piece.level,
                                                      in: all, buffer: buffer, chain: chain))
                }
            }
        }
        self.runs = runs
        self.paragraphLevel = paragraphLevel
        self.graphemeBounds = bounds
        self.visibleEnds = visibleEnds
        self.missing = missing
        self.lineBreaks = try ICU.lineBreaks(units)
    }

    /// Pango-compatible whitespace: a space cluster takes the face of the cluster before it (or, at the
    /// start, after it) when that face has the space, instead of the primary face.
    private static func attachSpaces(_ faces: inout [Int], isSpace: [Bool], chain: FontChain, text: Substring) {
        let characters = Array(text)
        for index in faces.indices where isSpace[index] {
            var neighbour: Int?
            if index > 0 { neighbour = faces[index - 1] } else if let next = isSpace.firstIndex(of: false) { neighbour = faces[next] }
            if let neighbour, chain.faces[neighbour].covers(characters[index]) { faces[index] = neighbour }
        }
    }

    private static func language(for face: Int, chain: FontChain) -> String {
        switch chain.faces[face].info.familyName {
        case let name where name.contains("CJK"): return "zh-cn"
        case let name where name.contains("Arabic"): return "ar"
        case let name where name.contains("Hebrew"): return "he"
        default: return "en"
        }
    }

    private static func shape(_ range: Range<Int>, face: Int, level: UInt8, in all: UnsafeBufferPointer<UInt16>,
                              buffer: OpaquePointer, chain: FontChain) -> ShapedRun {
        hb_buffer_clear_contents(buffer)
        hb_buffer_add_utf16(buffer, all.baseAddress, Int32(all.count), UInt32(range.lowerBound), Int32(range.count))
        hb_buffer_set_direction(buffer, level & 1 == 1 ? HB_DIRECTION_RTL : HB_DIRECTION_LTR)
        hb_buffer_set_language(buffer, hb_language_from_string(language(for: face, chain: chain), -1))
        hb_buffer_guess_segment_properties(buffer)
        hb_shape(chain.faces[face].hbFont, buffer, nil, 0)
        var count: UInt32 = 0
        let infos = hb_buffer_get_glyph_infos(buffer, &count)
        let positions = hb_buffer_get_glyph_positions(buffer, &count)
        var run = ShapedRun(faceIndex: face, range: range, level: level, glyphs: [], clusters: [],
                            xAdvance: [], xOffset: [], yOffset: [])
        guard let infos, let positions else { return run }
        let n = Int(count)
        run.glyphs.reserveCapacity(n); run.clusters.reserveCapacity(n)
        run.xAdvance.reserveCapacity(n); run.xOffset.reserveCapacity(n); run.yOffset.reserveCapacity(n)
        for i in 0..<n {
            run.glyphs.append(infos[i].codepoint)
            run.clusters.append(Int(infos[i].cluster))
            run.xAdvance.append(positions[i].x_advance)
            run.xOffset.append(positions[i].x_offset)
            run.yOffset.append(positions[i].y_offset)
        }
        return run
    }

    /// Index in `graphemeBounds` of the boundary `offset` (which must be a boundary), or of the last
    /// boundary before it.
    func boundaryIndex(atOrBefore offset: Int) -> Int {
        var low = 0, high = graphemeBounds.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if graphemeBounds[mid] <= offset { low = mid } else { high = mid - 1 }
        }
        return low
    }

    /// End of visible (non-hanging) text in `start..<end`, where `end` is a grapheme boundary.
    func visibleEnd(from start: Int, to end: Int) -> Int {
        max(start, visibleEnds[boundaryIndex(atOrBefore: end)])
    }

    /// Advance in points of every UTF-16 position, as prefix sums: width of a..<b = prefix[b] − prefix[a].
    func advancePrefix(size: Double, chain: FontChain) -> [Double] {
        var perUnit = [Double](repeating: 0, count: units.count)
        for run in runs {
            let k = size / chain.faces[run.faceIndex].upem
            for i in run.glyphs.indices { perUnit[run.clusters[i]] += Double(run.xAdvance[i]) * k }
        }
        var prefix = [Double](repeating: 0, count: units.count + 1)
        var sum = 0.0
        for i in 0..<units.count { sum += perUnit[i]; prefix[i + 1] = sum }
        return prefix
    }
}

/// Which face a whitespace cluster (a space between words) is shaped with.
public enum WhitespaceFontPolicy: String, Sendable, Hashable {
    /// Primary font first, like every other cluster (CoreText-like, the default): a space between two
    /// CJK characters is a Roboto space.
    case primaryFirst
    /// The face of the neighbouring cluster when it has the space (what Pango does). Used by the oracle
    /// tests to compare like with like.
    case followNeighbour
}

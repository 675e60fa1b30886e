import CHarfBuzz
import Synchronization

/// A paragraph (text between mandatory breaks) itemized, shaped and analysed once; laying it out at any
/// size or width reuses this. Cached by `TextEngine` per (paragraph, primary face).
final class ShapedParagraph: Sendable {
    let units: [UInt16]
    let paragraphLevel: UInt8
    /// Runs in logical order, contiguous and covering the whole paragraph.
    let runs: [ShapedRun]
    /// Grapheme-cluster boundaries and visible ends (`ClusterBounds`).
    let clusters: ClusterBounds
    /// UAX #14 break opportunities, found on first use (`lineBreaks()`): a paragraph that fits on one
    /// line, or is laid out unbounded, never needs them.
    private let foundLineBreaks = Mutex<[Int]?>(nil)
    /// Characters no bundled face covers (drawn with the primary face's glyph 0), in order of appearance.
    let missing: [Character]

    init(
        text: Substring, chain: FontChain, primary: Int, spacePolicy: WhitespaceFontPolicy,
        cache: ShapeCache? = nil
    ) throws {
        let units = GraphemeScanner.utf16(of: text)
        self.units = units

        // 1. Runs of one face, bidi level and script.
        let itemized: Itemized
        if spacePolicy == .primaryFirst,
            let runs = units.withUnsafeBufferPointer({
                Self.printableASCIIRuns(
                    $0, faces: chain.asciiFaces(primary: primary), latin: ICU.script(of: Unicode.Scalar(0x41)))
            })
        {
            // Printable ASCII in the chain's ASCII faces (most labels): its runs come straight from the units,
            // with none of the per-cluster lists the general path builds.
            itemized = Itemized(
                runs: runs, paragraphLevel: 0, clusters: .printableASCII(units: units), missing: [])
        } else {
            itemized = try Self.itemize(units, chain: chain, primary: primary, spacePolicy: spacePolicy)
        }

        // 2. Shape each run of one face, level and script with the whole paragraph as context.
        var glyphs: [ShapedGlyph] = []
        glyphs.reserveCapacity(units.count)
        var pieces: [(run: Itemizer.Run, glyphs: Range<Int>)] = []
        pieces.reserveCapacity(16)
        _ = BufferPool.shared.withBuffer { buffer in
            units.withUnsafeBufferPointer { all in
                for run in itemized.runs {
                    let start = glyphs.count
                    if let cache {
                        // A lone space between two words is nearly half a run's pieces, and within one run
                        // (one face, level and script) it is the cache's same single glyph every time: the
                        // first is looked up, the others copy it (no hash, probe or lock).
                        var space: ShapedGlyph?
                        // Glyphs are in visual order: a right-to-left run's words go last word first.
                        ShapedParagraph.forEachWord(
                            run, in: all, keeping: chain.faces[run.face].spaceNeighbours,
                            reversed: run.level & 1 == 1
                        ) { word in
                            let isSpace = word.range.count == 1 && all[word.range.lowerBound] == 0x20
                            if isSpace, var glyph = space {
                                glyph.cluster = Int32(word.range.lowerBound)
                                glyphs.append(glyph)
                                return
                            }
                            let before = glyphs.count
                            cache.appendShaped(word, in: all, buffer: buffer, chain: chain, to: &glyphs)
                            if isSpace, glyphs.count == before + 1 { space = glyphs[before] }
                        }
                    } else {
                        glyphs += ShapedParagraph.shape(run, in: all, buffer: buffer, chain: chain).glyphs
                    }
                    pieces.append((run, start..<glyphs.count))
                }
            }
        }
        let runs = pieces.map {
            ShapedRun(
                faceIndex: $0.run.face, range: $0.run.range, level: $0.run.level, script: $0.run.script,
                glyphs: glyphs[$0.glyphs])
        }
        self.runs = runs
        paragraphLevel = itemized.paragraphLevel
        clusters = itemized.clusters
        missing = itemized.missing
    }

    /// Splits a run at the edges of its space sequences ("word", " ", "word") except next to characters the
    /// face adjusts against a space (`keeping`): each piece then shapes exactly as inside the whole run.
    /// Calls `body` with the pieces in logical order (reversed when `reversed`).
    static func forEachWord(
        _ run: Itemizer.Run, in all: UnsafeBufferPointer<UInt16>, keeping: SpaceNeighbours?,
        reversed: Bool, _ body: (Itemizer.Run) -> Void
    ) {
        guard let keeping else { body(run); return }
        func piece(_ range: Range<Int>) -> Itemizer.Run {
            Itemizer.Run(range: range, face: run.face, level: run.level, script: run.script)
        }
        func isCut(_ i: Int) -> Bool {
            guard (all[i] == 0x20) != (all[i - 1] == 0x20) else { return false }
            let neighbour = all[i] == 0x20 ? all[i - 1] : all[i]
            // After a space, only before a character that starts a grapheme cluster of its own: a mark or
            // ZWJ joins the space's cluster, and HarfBuzz merges their clusters only when shaped together.
            if all[i - 1] == 0x20, !GraphemeScanner.isSimple(UInt32(neighbour)) { return false }
            return !(0xD800...0xDFFF).contains(neighbour) && !keeping.contains(UInt32(neighbour))
        }
        if reversed {
            var end = run.range.upperBound
            for i in run.range.dropFirst().reversed() where isCut(i) { body(piece(i..<end)); end = i }
            body(piece(run.range.lowerBound..<end))
        } else {
            var start = run.range.lowerBound
            for i in run.range.dropFirst() where isCut(i) { body(piece(start..<i)); start = i }
            body(piece(start..<run.range.upperBound))
        }
    }

    static func shape(_ run: Itemizer.Run, in all: UnsafeBufferPointer<UInt16>, buffer: OpaquePointer, chain: FontChain)
        -> ShapedRun
    {
        shape(run.range, face: run.face, level: run.level, script: run.script, in: all, buffer: buffer, chain: chain)
    }

    static func shape(
        _ range: Range<Int>, face: Int, level: UInt8, script: Int32?, in all: UnsafeBufferPointer<UInt16>,
        buffer: OpaquePointer, chain: FontChain
    ) -> ShapedRun {
        hb_buffer_clear_contents(buffer)
        hb_buffer_add_utf16(buffer, all.baseAddress, Int32(all.count), UInt32(range.lowerBound), Int32(range.count))
        hb_buffer_set_direction(buffer, level & 1 == 1 ? HB_DIRECTION_RTL : HB_DIRECTION_LTR)
        hb_buffer_set_language(buffer, ShapedParagraph.harfBuzzLanguage(ICU.language(forScript: script)))
        hb_buffer_guess_segment_properties(buffer)
        let shaping = chain.faces[face]
        shaping.features.withUnsafeBufferPointer {
            hb_shape(shaping.hbFont, buffer, $0.baseAddress, UInt32($0.count))
        }
        var count: UInt32 = 0
        let infos = hb_buffer_get_glyph_infos(buffer, &count)
        let positions = hb_buffer_get_glyph_positions(buffer, &count)
        var run = ShapedRun(faceIndex: face, range: range, level: level, script: script, glyphs: [])
        guard let infos, let positions else { return run }
        let n = Int(count)
        var glyphs: [ShapedGlyph] = []
        glyphs.reserveCapacity(n)
        // A system font's tracking (`FontFace.trackingUnits`) goes after each cluster, on its first glyph.
        let tracking = chain.faces[face].trackingUnits
        for i in 0..<n {
            let startsCluster = i == 0 || infos[i].cluster != infos[i - 1].cluster
            glyphs.append(
                ShapedGlyph(
                    glyph: infos[i].codepoint, cluster: Int32(bitPattern: infos[i].cluster),
                    xAdvance: positions[i].x_advance &+ (startsCluster ? tracking : 0), xOffset: positions[i].x_offset,
                    yOffset: positions[i].y_offset,
                    unsafeToBreak: infos[i].mask & HB_GLYPH_FLAG_UNSAFE_TO_BREAK.rawValue != 0))
        }
        run.glyphs = glyphs[...]
        return run
    }

    /// HarfBuzz languages of the tags `ICU.language(forScript:)` returns, made once: converting the tag to
    /// a C string on every shaping allocated. (hb_language_t values are immutable and live forever.)
    private nonisolated(unsafe) static let harfBuzzLanguages: [(tag: String, language: hb_language_t?)] =
        ["zh-cn", "en", "ja", "ko", "ar", "he"].map { ($0, hb_language_from_string($0, -1)) }

    static func harfBuzzLanguage(_ tag: String) -> hb_language_t? {
        for entry in harfBuzzLanguages where entry.tag == tag { return entry.language }
        return hb_language_from_string(tag, -1)
    }

    /// The run shaped again over part of its range (a line's edge), still with the paragraph as context:
    /// kerning and ligatures across a line break go away, as when Pango splits an item at a break.
    func reshape(_ run: ShapedRun, _ range: Range<Int>, chain: FontChain) -> ShapedRun {
        BufferPool.shared.withBuffer { buffer in
            units.withUnsafeBufferPointer {
                ShapedParagraph.shape(
                    range, face: run.faceIndex, level: run.level, script: run.script, in: $0, buffer: buffer,
                    chain: chain)
            }
        } ?? run
    }

    /// UAX #14 break opportunities, ending with `units.count` (computed once, then kept).
    func lineBreaks() throws -> [Int] {
        try foundLineBreaks.withLock { found in
            if let found { return found }
            let breaks = try ICU.lineBreaks(units)
            found = breaks
            return breaks
        }
    }

    /// Whether the paragraph is printable ASCII (`ClusterBounds.printableASCII`).
    var isPrintableASCII: Bool { clusters.isPrintableASCII }

    /// How many grapheme boundaries the paragraph has.
    var graphemeBoundCount: Int { clusters.count }

    /// Grapheme boundary `g`, as an offset.
    func graphemeBound(_ g: Int) -> Int { clusters.bound(g) }

    /// The index of the grapheme boundary `offset` (which must be a boundary), or of the last boundary
    /// before it.
    func boundaryIndex(atOrBefore offset: Int) -> Int { clusters.index(atOrBefore: offset) }

    /// End of visible (non-hanging) text in `start..<end`, where `end` is a grapheme boundary.
    func visibleEnd(from start: Int, to end: Int) -> Int { clusters.visibleEnd(from: start, to: end) }

    /// Whether the visible text from the paragraph's start to every offset fits in `limit`
    /// (`ClusterBounds.everyVisiblePrefixFits`), the advances' prefix sums given (`advancePrefix`).
    func everyVisiblePrefixFits(_ prefix: [Double], limit: Double) -> Bool {
        clusters.everyVisiblePrefixFits(prefix, limit: limit)
    }

    /// Advance in points of every UTF-16 position, as prefix sums: width of a..<b = prefix[b] − prefix[a].
    func advancePrefix(size: Double, chain: FontChain) -> [Double] {
        var prefix = [Double](repeating: 0, count: units.count + 1)
        prefix.withUnsafeMutableBufferPointer { prefix in
            // Runs and glyphs are read in place (copying a run would retain its glyphs).
            runs.withUnsafeBufferPointer { runs in
                for r in runs.indices {
                    let k = size / chain.faces[runs[r].faceIndex].upem
                    runs[r].glyphs.withUnsafeBufferPointer { glyphs in
                        for glyph in glyphs {
                            // HarfBuzz clusters are offsets into the paragraph; the check keeps memory safe.
                            let slot = Int(glyph.cluster) + 1
                            if slot > 0 && slot < prefix.count { prefix[slot] += Double(glyph.xAdvance) * k }
                        }
                    }
                }
            }
            for i in 0..<units.count { prefix[i + 1] += prefix[i] }
        }
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

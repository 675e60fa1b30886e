/// Itemization: a paragraph's runs of one face, bidi level and script (`ShapedParagraph.init`'s first step).
extension ShapedParagraph {
    /// A paragraph's runs of one face, bidi level and script, and what line breaking reads besides the glyphs.
    struct Itemized {
        var runs: [Itemizer.Run]
        var paragraphLevel: UInt8
        var clusters: ClusterBounds
        var missing: [Character]
    }

    /// The general itemization: one face, bidi level and script per grapheme cluster, merged into runs.
    static func itemize(
        _ units: [UInt16], chain: FontChain, primary: Int, spacePolicy: WhitespaceFontPolicy
    ) throws -> Itemized {
        let faces = chain.chain(primary: primary)
        let asciiFaces = chain.asciiFaces(primary: primary)
        let latin = ICU.script(of: Unicode.Scalar(0x41))

        // 1. One face, bidi level and script per grapheme cluster.
        let (paragraphLevel, levels) = try ICU.bidiLevels(units)
        var missing: [Character] = []
        var lastVisible = 0
        // Clusters, boundaries and visible ends are written in place: at most one per code unit.
        var clusters: [Itemizer.Cluster] = []
        var visibleEnds: [Int32] = []
        var printableASCII = false
        let bounds = [Int32](unsafeUninitializedCapacity: units.count + 1) { boundsOut, boundsCount in
            visibleEnds = [Int32](unsafeUninitializedCapacity: units.count + 1) { visibleOut, visibleCount in
                clusters = [Itemizer.Cluster](unsafeUninitializedCapacity: units.count) { clusterOut, clusterCount in
                    boundsOut[0] = 0
                    visibleOut[0] = 0
                    var k = 0
                    units.withUnsafeBufferPointer { all in
                        if let count = Self.printableASCIIClusters(
                            all, faces: asciiFaces, latin: latin, emoji: chain.emojiIndex,
                            clusters: clusterOut, bounds: boundsOut, visibleEnds: visibleOut)
                        {
                            k = count
                            printableASCII = true
                            return
                        }
                        var scanner = GraphemeScanner.Iterator(all)
                        while let cluster = scanner.next() {
                            var face: Int?
                            let script: Int32?, white: Bool, newline: Bool
                            if let scalar = cluster.scalar, scalar.value < 0x80 {
                                // ASCII: the same answers from tables and ranges.
                                let value = scalar.value
                                let found = asciiFaces[Int(value)]
                                face = found < 0 ? nil : Int(found)
                                script = (0x41...0x5A).contains(value) || (0x61...0x7A).contains(value) ? latin : nil
                                white = value == 0x20 || (0x09...0x0D).contains(value)
                                newline = (0x0A...0x0D).contains(value)
                                if face == nil {
                                    let character = Character(scalar)
                                    if !missing.contains(character) { missing.append(character) }
                                }
                            } else if let scalar = cluster.scalar {
                                face = chain.face(for: scalar, chain: faces)
                                script = ICU.script(of: scalar)
                                white = UnicodeFacts.isWhitespace(scalar.value)
                                newline = UnicodeFacts.isNewline(scalar.value)
                                if face == nil {
                                    let character = Character(scalar)
                                    if !missing.contains(character) { missing.append(character) }
                                }
                            } else if let character = cluster.character(in: all) {
                                face = chain.face(for: character, chain: faces)
                                script = ICU.script(of: character)
                                white = UnicodeFacts.isWhitespace(character)
                                newline = character.isNewline
                                if face == nil, !missing.contains(character) { missing.append(character) }
                            } else { // unreachable: a non-empty range always decodes to a Character
                                face = nil; script = nil; white = false; newline = false
                            }
                            let resolved = face ?? primary
                            let visibleBefore = lastVisible
                            if !white { lastVisible = cluster.end }
                            clusterOut.initializeElement(
                                at: k,
                                to: Itemizer.Cluster(
                                    range: cluster.start..<cluster.end, face: resolved,
                                    level: levels.isEmpty ? 0 : levels[cluster.start], script: script,
                                    isSpace: white && !newline, isEmoji: resolved == chain.emojiIndex))
                            k += 1
                            boundsOut[k] = Int32(cluster.end)
                            var offset = cluster.start + 1
                            while offset < cluster.end { visibleOut[offset] = Int32(visibleBefore); offset += 1 }
                            visibleOut[cluster.end] = Int32(lastVisible)
                        }
                    }
                    clusterCount = k
                }
                visibleCount = units.count + 1
            }
            boundsCount = clusters.count + 1
        }
        Itemizer.resolveScripts(&clusters)
        let itemizer = Itemizer(chain: chain)
        if spacePolicy == .followNeighbour { itemizer.attachSpaces(&clusters) }
        return Itemized(
            runs: itemizer.runs(clusters), paragraphLevel: paragraphLevel,
            clusters: printableASCII
                ? .printableASCII(units: units) : .listed(bounds: bounds, visibleEnds: visibleEnds),
            missing: missing)
    }

    /// The runs of a paragraph of printable ASCII that the chain's ASCII table covers, as `itemize` makes
    /// them — every character a cluster on the face the table gives, level 0, letters Latin and the rest
    /// Common, which takes the letters' script (`Itemizer.resolveScripts`: all Latin when there is a
    /// letter, all Common otherwise), so a run changes only with the face — without building the clusters.
    /// Nil for any other text.
    static func printableASCIIRuns(
        _ units: UnsafeBufferPointer<UInt16>, faces: [Int8], latin: Int32?
    ) -> [Itemizer.Run]? {
        // One pass through the table's storage, the runs made on the way: every unit's face is a table
        // entry (`asciiFaces`), in bounds because every unit is below 0x7F.
        faces.withUnsafeBufferPointer { table -> [Itemizer.Run]? in
            var runs: [Itemizer.Run] = []
            var hasLetter = false
            var start = 0, face = -1
            for i in 0..<units.count {
                let unit = units[i]
                guard unit &- 0x20 < 0x5F else { return nil } // U+0020 … U+007E
                let found = Int(table[Int(unit)])
                guard found >= 0 else { return nil }
                if (unit | 0x20) &- 0x61 < 26 { hasLetter = true } // A–Z, a–z
                if found != face {
                    if i > 0 { runs.append(Itemizer.Run(range: start..<i, face: face, level: 0, script: nil)) }
                    start = i
                    face = found
                }
            }
            if !units.isEmpty {
                runs.append(Itemizer.Run(range: start..<units.count, face: face, level: 0, script: nil))
            }
            if hasLetter, let latin {
                for r in runs.indices { runs[r].script = latin }
            }
            return runs
        }
    }

    /// The clusters, grapheme bounds and visible ends of a paragraph of printable ASCII that the primary
    /// chain's ASCII table covers — one cluster a character (UAX #29 joins none of them), each on the face
    /// the table gives, Latin for letters and Common for the rest, level 0 (nothing right-to-left), the
    /// space the only whitespace — written straight from the units: what the general loop writes for
    /// such text, without the grapheme scanner and the per-cluster decoding (a fifth of shaping a label's
    /// text). Returns the cluster count, or nil (nothing written) for any other text.
    static func printableASCIIClusters(
        _ units: UnsafeBufferPointer<UInt16>, faces: [Int8], latin: Int32?, emoji: Int?,
        clusters: UnsafeMutableBufferPointer<Itemizer.Cluster>, bounds: UnsafeMutableBufferPointer<Int32>,
        visibleEnds: UnsafeMutableBufferPointer<Int32>
    ) -> Int? {
        for unit in units where !(0x20...0x7E).contains(unit) || faces[Int(unit)] < 0 { return nil }
        var lastVisible = 0
        for i in 0..<units.count {
            let value = Int(units[i])
            let face = Int(faces[value])
            let isLetter = (0x41...0x5A).contains(value) || (0x61...0x7A).contains(value)
            let isSpace = value == 0x20
            if !isSpace { lastVisible = i + 1 }
            clusters.initializeElement(
                at: i,
                to: Itemizer.Cluster(
                    range: i..<i + 1, face: face, level: 0, script: isLetter ? latin : nil, isSpace: isSpace,
                    isEmoji: face == emoji))
            bounds[i + 1] = Int32(i + 1)
            visibleEnds[i + 1] = Int32(lastVisible)
        }
        return units.count
    }
}

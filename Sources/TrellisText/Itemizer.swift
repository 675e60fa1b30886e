/// Splits a paragraph into runs of one face, one bidi level and one script, per grapheme cluster.
struct Itemizer {
    /// A stretch of one face, bidi level and script.
    struct Run {
        var range: Range<Int>
        var face: Int
        var level: UInt8
        /// Resolved script (Common clusters inherit the previous script, leading ones the next).
        var script: Int32?
    }
    /// One grapheme cluster, packed into 16 bytes (a paragraph holds one per cluster).
    struct Cluster {
        var start: Int32
        var end: Int32
        var scriptCode: Int32 // -1: none (Common)
        var face: UInt8
        var level: UInt8
        var isSpace: Bool
        var isEmoji: Bool

        init(range: Range<Int>, face: Int, level: UInt8, script: Int32?, isSpace: Bool, isEmoji: Bool) {
            start = Int32(range.lowerBound); end = Int32(range.upperBound)
            scriptCode = script ?? -1
            self.face = UInt8(face); self.level = level
            self.isSpace = isSpace; self.isEmoji = isEmoji
        }

        var script: Int32? { scriptCode < 0 ? nil : scriptCode }
        var run: Run { Run(range: Int(start)..<Int(end), face: Int(face), level: level, script: script) }
    }

    let chain: FontChain

    func runs(_ clusters: [Cluster]) -> [Run] {
        var runs: [Run] = []
        runs.reserveCapacity(16)
        for cluster in clusters {
            if let last = runs.last, last.face == Int(cluster.face), last.level == cluster.level,
                last.script == cluster.script
            {
                runs[runs.count - 1].range = last.range.lowerBound..<Int(cluster.end)
            } else {
                runs.append(cluster.run)
            }
        }
        return runs
    }

    /// Common-script clusters take the script of the cluster before them (the first ones: after them).
    static func resolveScripts(_ clusters: inout [Cluster]) {
        var current: Int32 = clusters.first { $0.scriptCode >= 0 }?.scriptCode ?? -1
        for index in clusters.indices {
            if clusters[index].scriptCode >= 0 {
                current = clusters[index].scriptCode
            } else {
                clusters[index].scriptCode = current
            }
        }
    }

    /// Pango 1.50's rule for spaces (`WhitespaceFontPolicy.followNeighbour`): within an item (same script,
    /// bidi level and emoji-ness), a run of spaces takes the better (earlier in the chain) of the faces
    /// before and after it; at an item's edge, the one neighbour it has; alone, the primary face.
    func attachSpaces(_ clusters: inout [Cluster]) {
        func sameItem(_ a: Cluster, _ b: Cluster) -> Bool {
            a.scriptCode == b.scriptCode && a.level == b.level && a.isEmoji == b.isEmoji
        }
        var index = 0
        while index < clusters.count {
            guard clusters[index].isSpace else { index += 1; continue }
            var end = index
            while end + 1 < clusters.count, clusters[end + 1].isSpace, sameItem(clusters[end + 1], clusters[index]) {
                end += 1
            }
            let before =
                index > 0 && sameItem(clusters[index - 1], clusters[index]) ? Int(clusters[index - 1].face) : nil
            let after =
                end + 1 < clusters.count && sameItem(clusters[end + 1], clusters[end])
                ? Int(clusters[end + 1].face) : nil
            let chosen: Int?
            switch (before, after) {
            case let (b?, a?): chosen = min(b, a)
            case let (b?, nil): chosen = b
            case let (nil, a?): chosen = a
            default: chosen = nil
            }
            if let chosen, chosen != chain.emojiIndex {
                for i in index...end where chain.covers(chosen, Unicode.Scalar(0x20)) {
                    clusters[i].face = UInt8(chosen)
                }
            }
            index = end + 1
        }
    }
}

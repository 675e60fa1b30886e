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
    struct Cluster {
        var run: Run
        var isSpace: Bool
        var isEmoji: Bool
    }

    let chain: FontChain

    func runs(_ clusters: [Cluster]) -> [Run] {
        var runs: [Run] = []
        for cluster in clusters.map(\.run) {
            if let last = runs.last, last.face == cluster.face, last.level == cluster.level, last.script == cluster.script {
                runs[runs.count - 1].range = last.range.lowerBound..<cluster.range.upperBound
            } else {
                runs.append(cluster)
            }
        }
        return runs
    }

    /// Common-script clusters take the script of the cluster before them (the first ones: after them).
    static func resolveScripts(_ clusters: inout [Cluster]) {
        var current: Int32? = clusters.first { $0.run.script != nil }?.run.script
        for index in clusters.indices {
            if let script = clusters[index].run.script { current = script } else { clusters[index].run.script = current }
        }
    }

    /// Pango 1.50's rule for spaces (`WhitespaceFontPolicy.followNeighbour`): within an item (same script,
    /// bidi level and emoji-ness), a run of spaces takes the better (earlier in the chain) of the faces
    /// before and after it; at an item's edge, the one neighbour it has; alone, the primary face.
    func attachSpaces(_ clusters: inout [Cluster]) {
        func sameItem(_ a: Cluster, _ b: Cluster) -> Bool {
            a.run.script == b.run.script && a.run.level == b.run.level && a.isEmoji == b.isEmoji
        }
        var index = 0
        while index < clusters.count {
            guard clusters[index].isSpace else { index += 1; continue }
            var end = index
            while end + 1 < clusters.count, clusters[end + 1].isSpace, sameItem(clusters[end + 1], clusters[index]) { end += 1 }
            let before = index > 0 && sameItem(clusters[index - 1], clusters[index]) ? clusters[index - 1].run.face : nil
            let after = end + 1 < clusters.count && sameItem(clusters[end + 1], clusters[end]) ? clusters[end + 1].run.face : nil
            let chosen: Int?
            switch (before, after) {
            case let (b?, a?): chosen = min(b, a)
            case let (b?, nil): chosen = b
            case let (nil, a?): chosen = a
            default: chosen = nil
            }
            if let chosen, chosen != chain.emojiIndex {
                for i in index...end where chain.faces[chosen].covers(Unicode.Scalar(0x20)) { clusters[i].run.face = chosen }
            }
            index = end + 1
        }
    }
}

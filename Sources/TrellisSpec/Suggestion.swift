/// "Did you mean …?" hints for misspelt keys, attributes, colours, devices and view names.
public enum Suggestion {
    /// The candidate closest to `word` (case-insensitive edit distance), when it is close enough to be a
    /// plausible typo: at most 1 edit for words up to 4 characters, 2 up to 8, then 3, and fewer edits than
    /// the word has characters (so `b` never suggests `a`). Ties go to the
    /// earlier candidate, so the answer is deterministic.
    ///
    /// The cost is bounded whatever the input: a word longer than `maxWordLength` gets no suggestion (no
    /// candidate is that long), and a candidate whose length differs from the word's by more than the
    /// allowed edits is skipped without computing a distance (the difference is a lower bound of it).
    static func closest(to word: String, among candidates: [String]) -> String? {
        guard word.utf8.count <= maxWordLength * 4 else { return nil }
        let target = Array(word.lowercased().unicodeScalars)
        guard target.count <= maxWordLength else { return nil }
        let limit = target.count <= 4 ? 1 : target.count <= 8 ? 2 : 3
        var best: (name: String, distance: Int)?
        for candidate in candidates {
            let scalars = Array(candidate.lowercased().unicodeScalars)
            guard abs(scalars.count - target.count) <= limit, scalars.count <= maxWordLength else { continue }
            let distance = editDistance(target, scalars)
            if distance <= limit, distance < target.count, distance < (best?.distance ?? Int.max) {
                best = (candidate, distance)
            }
        }
        return best?.name
    }

    /// The longest word worth suggesting for: keys, colour names, devices and view names are far shorter.
    static let maxWordLength = 64

    /// ` (did you mean 'x'?)`, or an empty string when nothing is close.
    public static func hint(for word: String, among candidates: [String]) -> String {
        closest(to: word, among: candidates).map { " (did you mean '\($0)'?)" } ?? ""
    }

    /// Optimal string alignment distance: insertions, deletions, substitutions and adjacent transpositions.
    static func editDistance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous2 = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                var value = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    value = min(value, previous2[j - 2] + 1)
                }
                current[j] = value
            }
            previous2 = previous
            previous = current
        }
        return previous[b.count]
    }
}

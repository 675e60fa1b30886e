import TrellisText

/// `TRELLIS_TEXT_BENCH_DIGEST=1 trellis-bench text`: a fingerprint of every layout of the benchmark corpus
/// (untimed), under the benchmark's style and under other line break modes, alignments and line limits.
/// Optimizations of the text engine must leave it unchanged: it covers line ranges, widths, baselines,
/// glyph ids, positions, clusters and faces bit for bit.
enum TextDigest {
    /// FNV-1a over 64-bit words.
    struct Hasher {
        var state: UInt64 = 0xcbf29ce484222325
        mutating func add(_ value: UInt64) { state = (state ^ value) &* 0x100000001b3 }
        mutating func add(_ value: Double) { add(value.bitPattern) }
        mutating func add(_ value: Int) { add(UInt64(bitPattern: Int64(value))) }
        mutating func add(_ text: String) { for byte in text.utf8 { add(UInt64(byte)) } }
    }

    static let variants: [TextStyle] = [
        TextStyle(numberOfLines: 0, lineBreakMode: .byWordWrapping),
        TextStyle(numberOfLines: 2, lineBreakMode: .byTruncatingTail, alignment: .justified),
        TextStyle(numberOfLines: 2, lineBreakMode: .byTruncatingMiddle),
        TextStyle(numberOfLines: 1, lineBreakMode: .byTruncatingHead, alignment: .center),
        TextStyle(numberOfLines: 3, lineBreakMode: .byCharWrapping, lineSpacing: 2),
        TextStyle(numberOfLines: 2, lineBreakMode: .byClipping),
    ]

    /// Texts beyond the corpus that exercise grapheme clusters, mandatory breaks and bidi.
    static let edgeTexts = [
        "line one\nline two\r\nthree\rfour\u{2028}five\u{2029}six\u{85}seven\u{0B}eight\u{0C}",
        "e\u{301}te\u{301} cafe\u{301} n\u{303}o\u{308}\u{304} A\u{20DD} Z\u{0336}\u{0336}",
        "한국어 텍스트 \u{1100}\u{1161}\u{11A8} 가나다", "🇫🇷🇩🇪🇯🇵🇺🇸🇬🇧 flags 🏳️‍🌈 🏴‍☠️", "👩🏽‍💻 👨‍👩‍👧‍👦 ❤️ ☺︎ ☺️ ©️ © ® ‼️ 〰 〽",
        "हिन्दी क्षत्रिय ज्ञान", "ภาษาไทย ไม่มีช่องว่าง", "soft\u{AD}hyphen tab\there zero\u{200B}width joiner\u{200D}x",
        "مَرْحَبًا بِالْعَالَمِ ؟ ١٢٣", "\u{0600}\u{0661}\u{0662} \u{06DD}\u{0663}", "שָׁלוֹם עוֹלָם",
        "ｶﾞｷﾞ ｱｲｳｴｵ ﾊﾟﾋﾟ", "か\u{3099}き\u{3099} 〃々〆〇 「こんにちは」", "x\u{FE0F}y\u{FE0E} 1\u{FE0F}\u{20E3} #\u{20E3}",
        "\u{202E}reversed\u{202C} \u{2067}isolate\u{2069} LRM\u{200E} RLM\u{200F}",
        "a\u{0}b\u{1}c\u{7F}d \u{E000}\u{F8FF}",
        "𝒜𝓁𝓅𝒽𝒶 𠀀𠀁 𝟘𝟙 😀😃😄😁", "   leading and trailing   ", "\n\n", "\r\n", "…", "",
    ]

    static func digest(_ cases: [TextBenchmark.Case], engine: TextEngine, stripping root: String) throws -> UInt64 {
        var hasher = Hasher()
        var all = cases
        for (index, text) in edgeTexts.enumerated() {
            for (w, width) in TextBenchmark.widths.enumerated() {
                all.append(
                    TextBenchmark.Case(
                        text: text, size: TextBenchmark.sizes[(index + w) % TextBenchmark.sizes.count],
                        width: width, weight: TextBenchmark.weights[(index + w) % 3]))
            }
        }
        for item in all {
            for variant in variants {
                var style = variant
                style.font = Font(size: item.size, weight: FontWeight(rawValue: item.weight) ?? .regular)
                let layout = try engine.layout(item.text, style: style, width: item.width, scale: 2).layout
                add(layout, to: &hasher, root: root)
            }
        }
        return hasher.state
    }

    static func add(_ layout: TextLayout, to hasher: inout Hasher, root: String) {
        hasher.add(layout.width); hasher.add(layout.height); hasher.add(layout.lines.count)
        for character in layout.missingCharacters { hasher.add(String(character)) }
        for line in layout.lines {
            hasher.add(line.textRange.lowerBound); hasher.add(line.textRange.upperBound)
            hasher.add(line.width); hasher.add(line.baseline)
            hasher.add(line.isTruncated ? 1 : 0); hasher.add(line.isRightToLeft ? 1 : 0);
            hasher.add(line.isJustified ? 1 : 0)
            for run in line.runs {
                hasher.add(String(run.face.path.dropFirst(root.count))); hasher.add(run.pointSize);
                hasher.add(run.isRightToLeft ? 1 : 0)
                for glyph in run.glyphs { hasher.add(UInt64(glyph)) }
                for position in run.positions { hasher.add(position.x); hasher.add(position.y) }
                for cluster in run.clusters { hasher.add(cluster) }
            }
        }
    }
}

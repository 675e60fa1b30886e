import Testing

@testable import TrellisText

/// `NSParagraphStyle.LineBreakStrategy` (UILabel's `.standard` = push-out + Hangul word priority) on real
/// line splits of the bundled font at 17 pt.
private func lines(_ text: String, width: Double, _ strategy: LineBreakStrategy, lineLimit: Int = 0) throws -> [String]
{
    var style = TextTestSupport.style(17, lines: lineLimit)
    style.lineBreakStrategy = strategy
    return TextTestSupport.lineTexts(
        try TextTestSupport.engine().textLayout(text, style: style, width: width, scale: 2))
}

private let fox = "The quick brown fox jumps over the lazy dog"

@Test func pushOutMovesAWordDownToAnOrphan() throws {
    // Greedy filling leaves "dog" alone on the last line; push-out moves "lazy" down with it.
    #expect(try lines(fox, width: 160, []) == ["The quick brown fox ", "jumps over the lazy ", "dog"])
    #expect(try lines(fox, width: 160, .pushOut) == ["The quick brown fox ", "jumps over the ", "lazy dog"])
    #expect(try lines(fox, width: 160, .standard) == ["The quick brown fox ", "jumps over the ", "lazy dog"])
    // No orphan: nothing moves.
    #expect(try lines(fox, width: 150, .standard) == ["The quick brown ", "fox jumps over the ", "lazy dog"])
    #expect(try lines(fox, width: 180, .standard) == ["The quick brown fox ", "jumps over the lazy dog"])
}

@Test func pushOutOnChineseLeavesTwoCharactersOnTheLastLine() throws {
    // iOS 14's "early wrap" of Chinese labels: a single ideograph on the last line pulls one more down.
    let text = "天地玄黄宇宙洪荒日月盈昃辰宿列张寒"
    let plain = try lines(text, width: 140, [])
    #expect(plain == ["天地玄黄宇宙洪荒", "日月盈昃辰宿列张", "寒"])
    #expect(try lines(text, width: 140, .standard) == ["天地玄黄宇宙洪荒", "日月盈昃辰宿列", "张寒"])
}

@Test func pushOutLeavesTruncatedAndSingleLineTextAlone() throws {
    // With a line limit the paragraph's last line isn't shown: nothing to push.
    #expect(try lines(fox, width: 160, .standard, lineLimit: 2) == ["The quick brown fox ", "jumps over the lazy "])
    #expect(try lines("Hello world", width: 300, .standard) == ["Hello world"])
    // The previous line is a single word: it can't give one up.
    #expect(
        try lines("Supercalifragilistic expialidocious", width: 170, .standard)
            == (try lines("Supercalifragilistic expialidocious", width: 170, [])))
}

@Test func hangulWordPriorityBreaksKoreanOnlyBetweenWords() throws {
    let text = "한국어 문장을 줄바꿈합니다 테스트"
    #expect(try lines(text, width: 120, []) == ["한국어 문장을 줄", "바꿈합니다 테스", "트"])
    #expect(try lines(text, width: 120, .hangulWordPriority) == ["한국어 문장을 ", "줄바꿈합니다 ", "테스트"])
    #expect(try lines(text, width: 150, .hangulWordPriority) == ["한국어 문장을 ", "줄바꿈합니다 테스트"])
    // A word wider than the line still breaks between syllables (the grapheme fallback).
    #expect(try lines(text, width: 80, .hangulWordPriority) == ["한국어 ", "문장을 ", "줄바꿈합니", "다 테스트"])
}

/// The Hangul filter answers text without Hangul from the units alone (below U+1100, one comparison): the
/// opportunities come back unchanged, for Latin, Arabic (U+06xx) and CJK (U+4Exx, above U+1100 but not
/// Hangul); with Hangul, the breaks between two Hangul units go and the others stay.
@Test func hangulFilterKeepsTextWithoutHangulAsItIs() {
    for text in ["plain words here", "سلام دنیا", "中文 文本 测试", "ĀāĂ ăĄą"] {
        let units = Array(text.utf16)
        let all = Array(1...units.count)[...]
        #expect(LineBreakStrategy.keepingHangulWords(all, units: units) == all, "\(text)")
    }
    let korean = Array("한국 어a".utf16) // 한 국 space 어 a
    let filtered = LineBreakStrategy.keepingHangulWords(Array(1...korean.count)[...], units: korean)
    // 1 (한|국) goes; 2 (국|space), 3 (space|어), 4 (어|a), 5 (end) stay.
    #expect(Array(filtered) == [2, 3, 4, 5])
    // Conjoining jamo start at U+1100, the fast path's edge: a break between two of them goes too.
    let jamo: [UInt16] = [0x1100, 0x1100, 0x20, 0x41]
    #expect(Array(LineBreakStrategy.keepingHangulWords([1, 2, 3, 4][...], units: jamo)) == [2, 3, 4])
}

import Testing

@testable import TrellisText

/// UIKit's sizing rules against the numbers iOS gave for the seeds.
@Suite struct SeedSizingTests {
    static let seed = "天地玄黄 宇宙洪荒 日月盈昃 辰宿列张 寒来暑往 秋收冬藏 闰余成岁 律吕调阳"

    @Test func oneLineFourteenPointIs17AtTwoX() throws {
        let layout = try TextTestSupport.engine().textLayout(
            "Hello", style: TextTestSupport.style(14), width: nil, scale: 2)
        #expect(layout.lines.count == 1)
        #expect(layout.size.height == 17.0)
        #expect(layout.lineHeight == 14.0 * 2444.0 / 2048.0)
    }

    @Test func seedAtFourteenPointWrapsToTwoLines() throws {
        let layout = try TextTestSupport.engine().textLayout(
            Self.seed, style: TextTestSupport.style(14), width: 300, scale: 2)
        #expect(layout.lines.count == 2)
        #expect(layout.size.height == 33.5)
        // iOS (SF + PingFang) gave 300 × 33.5; Roboto spaces + Noto Sans CJK SC ideographs give 294.0.
        #expect(layout.size.width == 294.0)
        #expect(TextTestSupport.lineTexts(layout) == ["天地玄黄 宇宙洪荒 日月盈昃 辰宿列张 寒来暑往 ", "秋收冬藏 闰余成岁 律吕调阳"])
    }

    @Test func seedAtEighteenPointWrapsToThreeLines() throws {
        let layout = try TextTestSupport.engine().textLayout(
            Self.seed, style: TextTestSupport.style(18), width: 300, scale: 2)
        #expect(layout.lines.count == 3)
        #expect(layout.size.height == 64.5)
        // iOS gave 290.5 × 64.5.
        #expect(layout.size.width == 288.0)
        #expect(TextTestSupport.lineTexts(layout) == ["天地玄黄 宇宙洪荒 日月盈昃 辰宿列", "张 寒来暑往 秋收冬藏 闰余成岁 律吕", "调阳"])
    }

    @Test func baselinesFollowTheSystemFontAscender() throws {
        let layout = try TextTestSupport.engine().textLayout(
            Self.seed, style: TextTestSupport.style(18), width: 300, scale: 2)
        let ascender: Double = 18.0 * 1950.0 / 2048.0
        let lineHeight: Double = 18.0 * 2444.0 / 2048.0
        #expect(layout.firstBaseline == ascender)
        #expect(layout.lastBaseline == ascender + 2 * lineHeight)
    }
}

import Testing

@testable import TrellisText

@Test func ceilToPixelMatchesUIKitRounding() {
    // SF's 14 pt line height is 2444/2048 em = 16.70703125; UIKit reports 17.0 and, for two lines, 33.5 at @2x.
    #expect(TextLayout.ceilToPixel(16.70703125, scale: 2) == 17.0)
    #expect(TextLayout.ceilToPixel(2 * 16.70703125, scale: 2) == 33.5)
    #expect(TextLayout.ceilToPixel(20.287109375, scale: 3) == 61.0 / 3)
    #expect(TextLayout.ceilToPixel(356.25, scale: 2) == 356.5)
    #expect(TextLayout.ceilToPixel(17.0, scale: 2) == 17.0)
}

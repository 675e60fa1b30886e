import Testing

@testable import TrellisLayout

@Test func rectContainsIsInclusiveWithinTolerance() {
    let outer = Rect(x: 0, y: 0, width: 320, height: 568)
    #expect(outer.contains(Rect(x: 0, y: 0, width: 320, height: 568)))
    #expect(!outer.contains(Rect(x: -1, y: 0, width: 10, height: 10)))
    #expect(!outer.contains(Rect(x: 300, y: 0, width: 30, height: 10)))
}

@Test func deviceLookupIgnoresCaseAndSpaces() {
    #expect(Device.named("iphone se (1st generation)")?.width == 320)
    #expect(Device.named("iPhone13")?.scale == 3)
    #expect(Device.named("Nokia 3310") == nil)
}

/// A half pixel rounds away from zero, and floating-point noise around it doesn't change that: the
/// bottom edge of a 32⅓-pt button centred in a 44-pt bar at @3x (38⅙ pt, 114.5 px) came out one last bit
/// below the half once positions were summed from offsets, and snapped a pixel higher.
@Test func snappingAHalfPixelIgnoresFloatingPointNoise() {
    let half = 114.5 / 3
    for v in [half, half.nextDown, half.nextUp, half - 1e-12, half + 1e-12] {
        #expect(ResultBuilder.snap(v, 3) == 115.0 / 3, "\(v)")
    }
    for v in [-half, (-half).nextDown, (-half).nextUp] {
        #expect(ResultBuilder.snap(v, 3) == -115.0 / 3, "\(v)")
    }
    // Away from a half, the nearest pixel as before.
    #expect(ResultBuilder.snap(114.4 / 3, 3) == 114.0 / 3)
    #expect(ResultBuilder.snap(114.6 / 3, 3) == 115.0 / 3)
    #expect(ResultBuilder.snap(-0.1, 3) == 0)
}

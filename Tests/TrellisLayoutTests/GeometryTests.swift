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

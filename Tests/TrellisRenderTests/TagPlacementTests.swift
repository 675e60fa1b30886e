import Testing
import TrellisLayout

@testable import TrellisRender

@Suite struct TagPlacementTests {
    /// A small deterministic generator (SplitMix64), so the property test is reproducible.
    struct SplitMix: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    func overlaps(_ a: Rect, _ b: Rect) -> Bool {
        a.minX < b.maxX && b.minX < a.maxX && a.minY < b.maxY && b.minY < a.maxY
    }

    @Test func tagFitsInsideTopLeftWhenThereIsRoom() {
        let placer = TagPlacer(bounds: Rect(x: 0, y: 0, width: 400, height: 300), scale: 2)
        let places = placer.place([
            TagPlacer.Request(
                box: Rect(x: 20, y: 40, width: 200, height: 100),
                size: Size(width: 60, height: 13))
        ])
        #expect(places == [Rect(x: 22, y: 42, width: 60, height: 13)])
    }

    @Test func tagGoesOutsideWhenTheBoxIsTooSmall() {
        let placer = TagPlacer(bounds: Rect(x: 0, y: 0, width: 400, height: 300), scale: 2)
        let places = placer.place([
            TagPlacer.Request(
                box: Rect(x: 20, y: 40, width: 30, height: 10),
                size: Size(width: 60, height: 13))
        ])
        #expect(places == [Rect(x: 20, y: 25, width: 60, height: 13)]) // above, left-aligned, 2 pt gap
    }

    /// 60 × 13 tags for `boxes`, on a 400 × 300 page at 1x.
    func place(_ boxes: [Rect], avoiding obstacles: [Rect] = []) -> [Rect?] {
        TagPlacer(bounds: Rect(x: 0, y: 0, width: 400, height: 300), scale: 1)
            .place(boxes.map { TagPlacer.Request(box: $0, size: Size(width: 60, height: 13)) }, avoiding: obstacles)
    }

    @Test func secondTagAvoidsTheFirst() {
        let box = Rect(x: 20, y: 40, width: 200, height: 100)
        // The second stays inside its box, in the top-right corner.
        #expect(
            place([box, box]) == [
                Rect(x: 22, y: 42, width: 60, height: 13), Rect(x: 158, y: 42, width: 60, height: 13),
            ])
    }

    @Test func contentIsAvoidedWhenAFreeSpotExists() {
        let box = Rect(x: 20, y: 40, width: 200, height: 100)
        let text = Rect(x: 20, y: 40, width: 100, height: 20)
        #expect(place([box], avoiding: [text]) == [Rect(x: 158, y: 42, width: 60, height: 13)]) // inside top-right
        // Text across the whole top: the next free inside corner is the bottom-left.
        let wide = Rect(x: 20, y: 40, width: 200, height: 20)
        #expect(place([box], avoiding: [wide]) == [Rect(x: 22, y: 125, width: 60, height: 13)])
    }

    @Test func smallerBoxesChooseFirst() {
        // A container and a small child in its top-left corner: listed parent first, but the child's tag gets
        // the spot just above the child, and the container's moves to its top-right corner.
        let container = Rect(x: 20, y: 40, width: 200, height: 100)
        let child = Rect(x: 20, y: 60, width: 30, height: 10)
        #expect(
            place([container, child]) == [
                Rect(x: 158, y: 42, width: 60, height: 13), Rect(x: 20, y: 45, width: 60, height: 13),
            ])
    }

    @Test func aTagThatWouldHideTextIsLeftOut() {
        // A one-line label filling its box, with text all around: every near spot covers text.
        let placer = TagPlacer(bounds: Rect(x: 0, y: 0, width: 200, height: 100), scale: 1)
        let label = Rect(x: 0, y: 40, width: 200, height: 20)
        let text = [Rect(x: 0, y: 0, width: 200, height: 100)]
        #expect(
            placer.place([TagPlacer.Request(box: label, size: Size(width: 60, height: 13))], avoiding: text) == [nil])
        // A sliver of text under a spot (under a tenth of the tag) is tolerated: a 14 pt label whose own text
        // fills it, text below, and text above reaching half a point into the spot above the label.
        let short = Rect(x: 0, y: 40, width: 200, height: 14)
        let sliver = [short, Rect(x: 0, y: 60, width: 200, height: 100), Rect(x: 0, y: 0, width: 200, height: 25.5)]
        #expect(
            placer.place([TagPlacer.Request(box: short, size: Size(width: 60, height: 13))], avoiding: sliver)
                == [Rect(x: 0, y: 25, width: 60, height: 13)])
    }

    @Test(arguments: 0..<40)
    func randomBoxesNeverGetOverlappingTags(seed: Int) {
        var rng = SplitMix(state: UInt64(seed) &* 7919 &+ 1)
        let bounds = Rect(
            x: 0, y: 0, width: Double.random(in: 150...500, using: &rng),
            height: Double.random(in: 150...700, using: &rng))
        let count = Int.random(in: 1...60, using: &rng)
        let requests = (0..<count).map { _ -> TagPlacer.Request in
            let w = Double.random(in: 0...bounds.width / 2, using: &rng)
            let h = Double.random(in: 0...bounds.height / 3, using: &rng)
            let box = Rect(
                x: Double.random(in: 0...(bounds.width - w), using: &rng),
                y: Double.random(in: 0...(bounds.height - h), using: &rng), width: w, height: h)
            return TagPlacer.Request(
                box: box,
                size: Size(
                    width: Double.random(in: 20...90, using: &rng).rounded(),
                    height: 13))
        }
        let scale = Double(Int.random(in: 1...3, using: &rng))
        let places = TagPlacer(bounds: bounds, scale: scale).place(requests)
        #expect(places.count == requests.count)
        let placed = places.compactMap { $0 }
        // Dense random scenes still place most tags.
        #expect(placed.count * 2 >= min(requests.count, 20))
        for (i, a) in placed.enumerated() {
            #expect(bounds.contains(a))
            for b in placed[(i + 1)...] { #expect(!overlaps(a, b), "\(a) overlaps \(b)") }
        }
        for (request, place) in zip(requests, places) {
            if let place { #expect(place.size == request.size) }
        }
        // Deterministic: the same requests give the same places.
        #expect(TagPlacer(bounds: bounds, scale: scale).place(requests) == places)
    }
}

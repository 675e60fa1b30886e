import Testing

@testable import TrellisSnapshot

@Suite struct LayoutDiffTests {
    static let before = """
        canvas 320 × 568 @2x (iPhone SE (1st generation))

        view      superview  frame                     on canvas              intrinsic size
        bgView    -          (0, 10) 320 × 128         (0, 10) 320 × 128      none
          label1  bgView     (10, 10) 294 × 33.5       (10, 20) 294 × 33.5    294 × 33.5
          follow  bgView     (261.333333, 48) 40 × 20  (261.333333, 58) 40 × 20  40 × 20
          caption  bgView   (0, 0) 10 × 10            (0, 10) 10 × 10        none

        """

    static let after = """
        canvas 320 × 568 @2x (iPhone SE (1st generation))

        view      superview  frame               on canvas           intrinsic size
        bgView    -          (0, 10) 320 × 145   (0, 10) 320 × 145   none
          label1  bgView     (10, 10) 294 × 50.5  (10, 20) 294 × 50.5  294 × 50.5
          follow  bgView     (238, 48) 40 × 20   (238, 58) 40 × 20   40 × 20
          badge   follow     (2, 2) 8 × 8        (240, 60) 8 × 8     8 × 8

        card.yaml:3:1: warning: something new

        """

    @Test func listsEachChangeReadably() {
        #expect(
            LayoutDiff.changes(expected: Self.before, actual: Self.after) == [
                "bgView.height 128 → 145",
                "label1.height 33.5 → 50.5",
                "label1.intrinsic size 294 × 33.5 → 294 × 50.5",
                "follow moved (261.3, 48) → (238, 48)",
                "removed view 'caption'",
                "new view 'badge' at (2, 2) 8 × 8 in 'follow'",
                "+ card.yaml:3:1: warning: something new",
            ])
    }

    @Test func equalReportsHaveNoChanges() {
        #expect(LayoutDiff.changes(expected: Self.before, actual: Self.before).isEmpty)
    }

    @Test func closeNumbersGetEnoughDecimalsToDiffer() {
        #expect(LayoutDiff.pair(33.51, 33.54) == ("33.51", "33.54"))
        #expect(LayoutDiff.pair(261.333333, 238) == ("261.3", "238"))
        #expect(LayoutDiff.pair(6.666667, 6.666667) == ("6.7", "6.7"))
    }

    @Test func canvasChangesAreNamed() {
        let other = Self.before.replacingOccurrences(
            of: "canvas 320 × 568 @2x (iPhone SE (1st generation))",
            with: "canvas 393 × 852 @3x (iPhone 15)")
        #expect(
            LayoutDiff.changes(expected: Self.before, actual: other)
                == ["canvas 320 × 568 @2x (iPhone SE (1st generation)) → 393 × 852 @3x (iPhone 15)"])
    }

    @Test func unparsableTextFallsBackToALineDiff() {
        #expect(LayoutDiff.changes(expected: "a\nb\nc", actual: "a\nx\nc") == ["- b", "+ x"])
        #expect(LayoutDiff.unified(expected: "a\nb", actual: "a\nc").contains("- b\n+ c"))
    }
}

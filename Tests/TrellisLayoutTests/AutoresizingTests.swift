import Testing

@testable import TrellisLayout

/// Reference §7's table: solve each pair of generated constraints by hand for a new superview size.
struct AutoresizingTests {
    /// x = 10, W = 100 in a superview 320 wide (R = 210), resized to 420.
    func solve(_ leading: Bool, _ size: Bool, _ trailing: Bool, newSuper: Double = 420) -> (x: Double, w: Double) {
        let spec = AutoresizingAxis.Spec(
            position: 10, size: 100, superSize: 320, flexibleLeading: leading,
            flexibleSize: size, flexibleTrailing: trailing)
        let minSlot = VarSlot(view: 1, component: .minX), sizeSlot = VarSlot(view: 1, component: .width)
        let forms = AutoresizingAxis.constraints(
            spec, minForm: LinearForm(minSlot), sizeForm: LinearForm(sizeSlot),
            superMin: LinearForm(constant: 0), superSize: LinearForm(constant: newSuper),
            names: ("minX", "maxX", "width"))
        // Each form is a·x + b·w + c == 0; solve the 2×2 system.
        let (f1, f2) = (forms[0].form, forms[1].form)
        let a1 = f1.coefficient(of: minSlot), b1 = f1.coefficient(of: sizeSlot), c1 = -f1.constant
        let a2 = f2.coefficient(of: minSlot), b2 = f2.coefficient(of: sizeSlot), c2 = -f2.constant
        let det = a1 * b2 - a2 * b1
        return ((c1 * b2 - c2 * b1) / det, (a1 * c2 - a2 * c1) / det)
    }

    @Test func fixedAndFlexibleRightMarginKeepTheFrame() {
        #expect(solve(false, false, false) == (10, 100))
        #expect(solve(false, false, true) == (10, 100))
    }

    @Test func flexibleLeftMarginKeepsTheRightMargin() {
        #expect(solve(true, false, false) == (110, 100))
    }

    @Test func flexibleWidthKeepsBothMargins() {
        #expect(solve(false, true, false) == (10, 200))
    }

    @Test func flexibleMarginsShareTheChangeProportionally() {
        // x/(S−W) = 10/220 of the new free space 320.
        let r = solve(true, false, true)
        #expect(abs(r.x - 10.0 / 220 * 320) < 1e-9)
        #expect(r.w == 100)
        let all = solve(true, true, true)
        #expect(abs(all.x - 10.0 / 320 * 420) < 1e-9)
        #expect(abs(all.w - 100.0 / 320 * 420) < 1e-9)
    }

    @Test func notationIsApples() {
        let s = AutoresizingAxis.Spec(
            position: 0, size: 0, superSize: 0, flexibleLeading: false, flexibleSize: false,
            flexibleTrailing: true)
        #expect(AutoresizingAxis.notation(s) == "--&")
    }
}

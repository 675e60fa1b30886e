import Testing

@testable import TrellisLayout

/// `LinearForm` keeps four terms inline and the rest in an array; every operation must read the same
/// across that boundary. `PositionFrames.offsets` works in stack memory sized from the frame depths.
struct LinearFormTests {
    func slot(_ view: Int, _ component: ViewComponent) -> VarSlot { VarSlot(view: view, component: component) }

    /// Σ (i + 1)·slot(i) over `slots`, added one at a time in the order given.
    func form(_ slots: [VarSlot], constant: Double = 0) -> LinearForm {
        slots.enumerated().reduce(LinearForm(constant: constant)) { $0 + LinearForm($1.element, Double($1.offset + 1)) }
    }

    @Test func slotKeepsViewAndComponentInOneIndex() {
        for view in [0, 1, 7, 999_999] {
            for component in ViewComponent.allCases {
                let s = slot(view, component)
                #expect(s.view == view && s.component == component && s.index == view * 4 + component.rawValue)
            }
        }
    }

    /// A form reads how many terms it has from its slots (an unused inline slot is −1): every count from 0
    /// to 6, slot 0 (the first view's minX) counting as a term, and cancelling a term inside the inline four
    /// moves the rest down.
    @Test func aFormCountsItsTermsFromItsSlots() {
        let slots = (0..<6).map { VarSlot(index: $0) } // slot 0 is a real unknown
        for n in 0...6 {
            let f = form(Array(slots.prefix(n)))
            #expect(f.termCount == n && f.terms.count == n && f.isConstant == (n == 0))
            #expect(f.terms.map(\.slot) == Array(slots.prefix(n)))
        }
        let five = form(Array(slots.prefix(5)))
        let without = five - LinearForm(slots[1], 2)
        #expect(without.termCount == 4 && without.terms.map(\.slot) == [slots[0], slots[2], slots[3], slots[4]])
        #expect(
            without == form([slots[0]]) + LinearForm(slots[2], 3) + LinearForm(slots[3], 4) + LinearForm(slots[4], 5))
        #expect((five - five).termCount == 0)
    }

    @Test func termsStaySortedAndMergedPastTheInlineFour() {
        let slots = [
            slot(9, .width), slot(2, .minX), slot(5, .height), slot(0, .minY), slot(7, .minX), slot(3, .width),
        ]
        let f = form(slots, constant: 2)
        #expect(f.terms.map(\.slot) == slots.sorted())
        #expect(f.terms.count == 6)
        #expect(f.coefficient(of: slot(9, .width)) == 1)
        #expect(f.coefficient(of: slot(3, .width)) == 6)
        #expect(f.coefficient(of: slot(4, .width)) == 0)
        #expect(f.views == [0, 2, 3, 5, 7, 9])
        // Built in another order: the same form, equal and hashing alike.
        let g = form(slots.reversed().map { $0 }, constant: 2)
        #expect(g.terms.map(\.slot) == f.terms.map(\.slot))
        let same = slots.reversed().enumerated().reduce(LinearForm(constant: 2)) {
            $0 + LinearForm($1.element, Double(slots.count - $1.offset))
        }
        #expect(same == f && same.hashValue == f.hashValue)
        #expect(f != g)
        // Cancelling terms on both sides of the boundary leaves the rest in order.
        let cancelled = f - LinearForm(slot(2, .minX), 2) - LinearForm(slot(7, .minX), 5) - LinearForm(constant: 2)
        #expect(cancelled.terms.map(\.slot) == [slot(0, .minY), slot(3, .width), slot(5, .height), slot(9, .width)])
        #expect(cancelled.constant == 0)
        #expect((f - f).isConstant)
        // Scaling reaches the overflow terms too.
        let doubled = f * 2
        #expect(doubled.terms.map(\.coefficient) == f.terms.map { $0.coefficient * 2 })
        #expect(doubled.constant == 4)
        var expected = 2.0
        for t in f.terms { expected += t.coefficient * Double(t.slot.index) }
        #expect(f.evaluate { Double($0.index) } == expected)
    }

    /// A constraint between two leaves of a chain of 12 views: the common ancestors cancel, the rest of
    /// both paths stays, sorted (more terms than fit inline).
    @Test func offsetsCancelCommonAncestorsOfDeepViews() {
        // 0 ← 1 ← … ← 9 (a chain), then 10 and 11 under 9, and 12 under 5.
        var parents: [Int?] = [nil] + (0..<9).map { $0 }
        parents += [9, 9, 5]
        let frames = PositionFrames(parents: parents)
        let between = LinearForm(slot(10, .minX)) - LinearForm(slot(11, .minX)) + 3
        #expect(frames.offsets(between) == between) // siblings: their parent cancels
        let across = LinearForm(slot(10, .minX)) + LinearForm(slot(10, .width)) - LinearForm(slot(12, .minX))
        let rewritten = frames.offsets(across)
        // x(10) = o10 + o9 + o8 + o7 + o6 + o5 + …; x(12) = o12 + o5 + …: o5 and above cancel.
        #expect(
            rewritten.terms.map(\.slot)
                == [
                    slot(6, .minX), slot(7, .minX), slot(8, .minX), slot(9, .minX), slot(10, .minX), slot(10, .width),
                    slot(12, .minX),
                ])
        #expect(rewritten.terms.map(\.coefficient) == [1, 1, 1, 1, 1, 1, -1])
        // A root-level view against a deep one keeps the whole path.
        let deep = frames.offsets(LinearForm(slot(11, .minY)) - LinearForm(slot(0, .minY)) * 2)
        #expect(deep.terms.map(\.slot) == (0...9).map { slot($0, .minY) } + [slot(11, .minY)])
        #expect(deep.terms.map(\.coefficient) == [-1] + Array(repeating: 1, count: 10))
    }

    /// `a - b` merges in one pass; it must give bit for bit what `a + b * -1` gives (the definition it
    /// replaced): random forms over a few slots, past the inline four, with cancelling terms, empty sides
    /// and signed zero constants.
    @Test func subtractionIsTheSumOfTheNegation() {
        var state: UInt64 = 0x5EED_F0F0
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
        let coefficients: [Double] = [1, -1, 0.5, -0.5, 2, 1e-13, 1 / 3]
        let constants: [Double] = [0, -0.0, 1, -2.5, 1e-300]
        func randomForm() -> LinearForm {
            var f = LinearForm(constant: constants[next(constants.count)])
            for _ in 0..<next(7) {
                let s = slot(next(3), ViewComponent.allCases[next(4)])
                f = f + LinearForm(s, coefficients[next(coefficients.count)])
            }
            return f
        }
        func bits(_ f: LinearForm) -> [UInt64] {
            [f.constant.bitPattern]
                + f.terms.flatMap { [UInt64(f.terms.count), UInt64($0.slot.index), $0.coefficient.bitPattern] }
        }
        var cancelled = 0
        for _ in 0..<500 {
            let a = randomForm(), b = next(4) == 0 ? a : randomForm()
            let difference = a - b, sum = a + b * -1
            #expect(bits(difference) == bits(sum))
            if difference.terms.count < a.terms.count + b.terms.count { cancelled += 1 }
        }
        #expect(cancelled > 100) // shared slots merged or cancelled, not only disjoint forms
    }

    /// An anchor's form built in place (`LinearForm(_:plus:times:constant:)`) is bit for bit the sum of
    /// unit forms it stands for, `x + w × c + k`, for the coefficients anchors use (1, 0.5, a baseline's
    /// height factor of 0, negative or tiny) and constants including −0 (which the sum turns into +0).
    @Test func anchorFormInPlaceIsTheSumOfUnitForms() {
        func bits(_ f: LinearForm) -> [UInt64] {
            [f.constant.bitPattern, UInt64(f.terms.count)]
                + f.terms.flatMap { [UInt64($0.slot.index), $0.coefficient.bitPattern] }
        }
        for view in [0, 3, 40_000] {
            for (first, second) in [(ViewComponent.minX, ViewComponent.width), (.minY, .height)] {
                let a = slot(view, first), b = slot(view, second)
                for coefficient in [1, 0.5, 0, -0.25, 1e-13] {
                    for k in [0, -0.0, 16, -11.5] {
                        let sum = LinearForm(a) + LinearForm(b) * coefficient + k
                        #expect(bits(LinearForm(a, plus: b, times: coefficient, constant: 0 + k)) == bits(sum))
                    }
                }
            }
        }
    }
}

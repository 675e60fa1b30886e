import Testing

@testable import TrellisLayout

/// `LiveSystem.installFresh` adopts the engine's array of constraints as its store; every other way of
/// installing the same constraints must leave the same system: the same values, the same order, the
/// same constraints at each key.
struct LiveSystemStoreTests {
    func slot(_ view: Int, _ component: ViewComponent) -> VarSlot { VarSlot(view: view, component: component) }

    /// `slot == constant` at `priority`, keyed as the `index`-th spec constraint.
    func pin(_ index: Int, _ slot: VarSlot, _ constant: Double, priority: Double = 1000) -> EngineConstraint {
        EngineConstraint(
            key: .spec(index), form: LinearForm(slot) + LinearForm(constant: -constant), relation: .equal,
            priority: priority, wording: .spec(Int32(index)))
    }

    /// The key of the weaker width: a content size's, so it goes in early (`EngineConstraint.installsEarly`).
    let soft = ConstraintKey.hugging(view: 1, axis: .horizontal)

    /// The keys of `constraints()`, in order.
    var keys: [ConstraintKey] { [.spec(0), soft, .spec(2), .spec(3)] }

    /// Two views: view 1 pinned at x = 10, width 100 (required) and a weaker width of 50 (a content size);
    /// view 2 at view 1's trailing edge.
    func constraints() -> [EngineConstraint] {
        var weaker = pin(1, slot(1, .width), 50, priority: 250)
        weaker.key = soft
        return [
            pin(0, slot(1, .minX), 10),
            weaker,
            pin(2, slot(1, .width), 100),
            EngineConstraint(
                key: .spec(3),
                form: LinearForm(slot(2, .minX)) - LinearForm(slot(1, .minX)) - LinearForm(slot(1, .width)),
                relation: .equal, priority: 1000, wording: .spec(3)),
        ]
    }

    func system() -> LiveSystem { LiveSystem(slotCount: 3, views: 0..<3) }

    func values(_ live: LiveSystem) -> [Double] {
        [slot(1, .minX), slot(1, .width), slot(2, .minX)].map { live.value($0) }
    }

    @Test func aFreshStoreSolvesAsInstallingOneByOne() {
        let fresh = system()
        fresh.installFresh(constraints())
        #expect(constraints().map(\.installsEarly) == [false, true, false, false])
        let oneByOne = system()
        for c in constraints() where c.installsEarly { oneByOne.install(c) }
        for c in constraints() where !c.installsEarly { oneByOne.install(c) }
        #expect(values(fresh) == [10, 100, 110])
        #expect(values(oneByOne) == [10, 100, 110])
        // The order is the order given, not the order of installation.
        #expect(fresh.constraintsInOrder.map(\.key) == keys)
        #expect(oneByOne.constraintsInOrder.map(\.key) == [soft, .spec(0), .spec(2), .spec(3)])
    }

    @Test func anAdoptedStoreTakesEditsAndRemovals() {
        let live = system()
        live.installFresh(constraints())
        live.edit(removing: [.spec(2)], updating: [pin(0, slot(1, .minX), 20)])
        #expect(values(live) == [20, 50, 70])
        #expect(live.constraint(.spec(2)) == nil)
        #expect(live.constraint(.spec(0))?.form.constant == -20)
        #expect(live.constraintsInOrder.map(\.key) == [.spec(0), soft, .spec(3)])
        live.install(pin(2, slot(1, .width), 80))
        #expect(values(live) == [20, 80, 100])
        #expect(live.constraintsInOrder.map(\.key) == keys)
    }

    @Test func aRepeatedKeyOrANonEmptySystemIsInstalledInPlace() {
        // A repeated key: the later constraint replaces the earlier one at the first one's position.
        let repeated = system()
        repeated.installFresh(constraints() + [pin(2, slot(1, .width), 30)])
        #expect(repeated.count == 4)
        #expect(values(repeated) == [10, 30, 40])
        // A system that already holds constraints places new keys after them.
        let grown = system()
        grown.install(pin(7, slot(2, .width), 5))
        grown.installFresh(constraints())
        #expect(grown.constraintsInOrder.map(\.key) == [.spec(7)] + keys)
        #expect(values(grown) == [10, 100, 110])
    }

    /// `gather`, the first step of an edit: a constraint the solver has as it is and one still held back are
    /// stored in place; a changed one and one with a new key are handed back as changes, in order; the edit
    /// that follows installs them and the held one goes in with `installHeld`.
    @Test func gatheringStoresWhatNeedsNoSolverAndHandsBackTheRest() {
        let live = system()
        live.installFresh(constraints(), holdingBack: [3]) // view 2's position waits
        let gathered = [
            pin(0, slot(1, .minX), 10), // unchanged
            EngineConstraint(
                key: .spec(3),
                form: LinearForm(slot(2, .minX)) - LinearForm(slot(1, .minX)) - LinearForm(slot(1, .width)) - 5,
                relation: .equal, priority: 1000, wording: .spec(3)), // held: stored, still held
            pin(2, slot(1, .width), 60), // changed
            pin(4, slot(2, .width), 30), // a new key
        ]
        var changes: [EngineConstraint] = []
        live.gather(gathered, into: &changes)
        #expect(changes.map(\.key) == [.spec(2), .spec(4)])
        #expect(live.constraint(.spec(3)) == nil) // still held: not in the solver
        #expect(live.constraint(.spec(2))?.form.constant == -100)
        live.edit(removing: [], updating: changes)
        live.installHeld()
        #expect(live.constraint(.spec(3))?.form.constant == -5)
        #expect(values(live) == [10, 60, 75])
        #expect(live.value(slot(2, .width)) == 30)
        #expect(live.constraintsInOrder.map(\.key) == keys + [.spec(4)])
    }
}

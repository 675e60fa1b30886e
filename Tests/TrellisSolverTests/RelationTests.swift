import Testing

@testable import TrellisSolver

@Test func relationsSpellAsInSpecs() {
    #expect(Relation.equal.rawValue == "==")
    #expect(Relation(rawValue: ">=") == .greaterThanOrEqual)
}

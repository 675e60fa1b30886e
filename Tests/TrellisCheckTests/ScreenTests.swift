import Testing
import TrellisLayout

@testable import TrellisCheck

/// Whole screens in the default 48 environments: a correct one finds nothing, the seeds' pitfalls are
/// found with the rule that names them.
@Suite struct ScreenTests {
    @Test func theDefaultEnvironmentsAre48() {
        let environments = CheckEnvironments.standard
        #expect(environments.count == 48)
        #expect(environments.layoutConfigurations.count == 24)
        #expect(environments.environment(0).caption == "iPhone SE (1st generation) · portrait · ltr · L · light")
        #expect(environments.environment(47).caption == "iPad mini · landscapeLeft · rtl · AX-XXXL · dark")
    }

    @Test func aCorrectScreenHasNoFindingInAnyDefaultEnvironment() throws {
        let found = try CheckHarness.findings(file: "Tests/TrellisCheckTests/Fixtures/correct-screen.yaml")
        #expect(found.map { "\($0.rule): \($0.message)" } == [])
    }

    @Test func seed000sCollapsingTextViewIsZeroSize() throws {
        let found = try CheckHarness.findings(file: "Samples/seed000-scene3-textview-no-intrinsic-size.yaml")
        let zero = found.filter { $0.rule == "zero-size" }
        #expect(zero.map(\.views) == [["textView"]])
        #expect(zero.first?.severity == .error)
        #expect(zero.first?.occurrence == "in every environment")
        #expect(zero.first?.location?.line == 5)
        // Its fix, sizeThatFits, gives the text view a size everywhere.
        let fixed = try CheckHarness.findings(file: "Samples/seed000-scene3-textview-size-that-fits.yaml")
        #expect(fixed.filter { $0.rule == "zero-size" }.isEmpty)
    }

    @Test func seed003sContainerWithoutSideConstraintsIsClippedOnTheNarrowScreens() throws {
        let found = try CheckHarness.findings(file: "Samples/seed003-container-without-side-constraints.yaml")
        let clipped = found.filter { $0.rule == "clipped-content" }
        #expect(clipped.map(\.views) == [["container"]])
        #expect(clipped.first?.message == "'container' extends off the screen (left by 151, right by 151)")
        #expect(clipped.first?.occurrence == "on iPhone SE (1st generation); on iPhone 16 Pro Max in portrait")
        // Pinned on both sides, the same container wraps its labels and stays on every screen.
        let fixed = try CheckHarness.findings(file: "Samples/seed003-self-sizing-container.yaml")
        #expect(fixed.filter { $0.rule == "clipped-content" && $0.views == ["container"] }.isEmpty)
    }

    /// docs/check.md's table of the samples that show a seed's pitfall, with the rule that catches it and
    /// the view or constraint it is about: each is found, in every default environment it applies to.
    static let pitfalls: [(file: String, rule: String, views: [String])] = [
        ("Samples/seed000-scene3-textview-no-intrinsic-size.yaml", "zero-size", ["textView"]),
        ("Samples/seed000-scene5-label-and-textview.yaml", "zero-size", ["textView1"]),
        ("Samples/seed002-mixed-textview-collapses.yaml", "zero-size", ["detail"]),
        ("Samples/seed003-container-without-side-constraints.yaml", "clipped-content", ["container"]),
        ("docs/examples/constant-left.yaml", "invalid-constraint", []),
        ("Samples/seed000-fitting-compressed-vs-expanded.yaml", "ambiguous", ["card"]),
    ]

    @Test(arguments: pitfalls.indices) func aSeedsPitfallIsFoundWithItsRule(_ index: Int) throws {
        let pitfall = Self.pitfalls[index]
        let found = try CheckHarness.findings(file: pitfall.file).filter { $0.rule == pitfall.rule }
        #expect(found.map(\.views) == [pitfall.views], "\(pitfall.file)")
    }
}

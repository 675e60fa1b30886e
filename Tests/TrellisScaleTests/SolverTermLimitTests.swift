import Testing
import TrellisLayout
import TrellisSpec

/// `ResourceLimits.solverTerms`: a layout whose solver would fill its rows quadratically fails with an error
/// naming the limit — early, in little memory — instead of running the machine out of memory; a layout under
/// the limit lays out as it would without one.
@Suite struct SolverTermLimitTests {
    /// A `fillProportionally` column of `n` one-line labels pinned to the screen's sides and top only: each
    /// label's height is a share of the column's, which is their sum, so every height's row holds the
    /// column's expression (3,200 labels: 41 M terms, 880 MB, when nothing stopped it).
    static func spec(_ n: Int, limits: String = "") -> String {
        limits
            + ScaleSupport.stackSpec(
                "column", keys: ["axis: vertical", "distribution: fillProportionally", "spacing: 4"],
                constraints: "leading == superview.leading, trailing == superview.trailing, top == superview.top + 59",
                subviews: (0..<n).map {
                    "      item\($0):\n        kind: label\n        text: Item \($0)\n        font: 13"
                })
    }

    static func solve(_ yaml: String) throws -> SolvedLayout {
        try LargeStack.run { try ScaleSupport.engine.solve(try ScaleSupport.document(yaml)) }
    }

    @Test func aLayoutOverTheLimitFailsWithTheLimitsName() throws {
        let error = try #require(throws: LayoutError.self) {
            try Self.solve(Self.spec(300, limits: "limits: {solverTerms: 20000}\n"))
        }
        let diagnostic = try #require(error.diagnostics.first)
        #expect(error.diagnostics.count == 1 && diagnostic.code == "solver-term-limit" && diagnostic.location == nil)
        #expect(
            diagnostic.message.hasPrefix("laying the spec out needs more than 20,000 terms in the constraint solver ("))
        #expect(
            diagnostic.message.hasSuffix(
                "the limit 'solverTerms' is 20,000 terms; raise it with --limit solverTerms=N or "
                    + "'limits: {solverTerms: N}' in the spec)"), "\(diagnostic.message)")
    }

    @Test func aLayoutUnderTheLimitIsTheSame() throws {
        let free = try Self.solve(Self.spec(300, limits: "limits: {solverTerms: 1000000000}\n"))
        let standard = try Self.solve(Self.spec(300))
        #expect(ScaleSupport.frameDigest(free) == ScaleSupport.frameDigest(standard))
        #expect(free.work == standard.work)
        #expect(free.views.count == 301 && (free.view(named: "item299")?.frame.height ?? 0) > 10)
    }

    /// The limit is read with the spec: the spec's own, else the caller's (a `--limit`).
    @Test func theLimitTravelsWithTheDocument() throws {
        #expect(try ScaleSupport.document(Self.spec(2)).solverTermLimit == 25_000_000)
        #expect(
            try ScaleSupport.document(Self.spec(2, limits: "limits: {solverTerms: 1234}\n")).solverTermLimit == 1234)
        var limits = ResourceLimits.standard
        try limits.apply("solverTerms=99")
        let pinned = try SpecReader.read(
            text: Self.spec(2, limits: "limits: {solverTerms: 1234}\n"), file: "s.yaml", limits: limits)
        #expect(pinned.solverTermLimit == 99)
    }
}

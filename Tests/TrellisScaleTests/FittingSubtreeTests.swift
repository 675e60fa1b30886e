import Testing
import TrellisSpec

@testable import TrellisLayout

/// A fitting request lays out one subtree (`LayoutEngine.fit`) and looks only at the spec constraints that
/// mention its views (`SpecConstraintIndex`) — constraints written anywhere in the spec, through a margins
/// guide or a layout guide the subtree owns — instead of at every constraint of the spec, which a request
/// per cell made quadratic (1,600 requests: 1.17 s → 0.30 s whole process; docs/performance.md).
struct FittingSubtreeTests {
    static let spec = """
        canvas: {width: 375, height: 600}
        views:
          card:
            layoutMargins: {top: 8, left: 12, bottom: 8, right: 12}
            constraints: [leading == superview.leading, top == superview.top, width == 300]
            subviews:
              gap: {kind: layoutGuide, constraints: [leading == superview.leadingMargin, top == superview.topMargin, width == 10, height == 6]}
              title:
                kind: label
                lines: 0
                text: A title that wraps in the card
                constraints: [leading == gap.trailing, trailing == superview.trailingMargin, top == gap.bottom]
              note:
                kind: label
                text: Note
                constraints: [bottom == superview.bottomMargin]
              rule:
                constraints: [height == 1]
          other:
            constraints: [leading == superview.leading, top == card.bottom + 10, width == 100, height == 40]
        constraints:
          - note.leading == title.leading
          - note.top == title.bottom + 4
          - title.top >= canvas.top + 1
          - card.readableContentGuide.width >= 100
          - rule.leading == card.readableContentGuide.leading
          - rule.trailing == card.readableContentGuide.trailing
          - rule.top == note.bottom + 2
        fitting:
          - {view: card, target: {width: 300, height: 0}, horizontalPriority: required, verticalPriority: fittingSize}
        """

    /// The candidates hold every constraint whose views are all in the subtree, in the written order, and
    /// only constraints that mention one of its views.
    @Test func theIndexHoldsEverySubtreeConstraint() throws {
        let document = try SpecReader.read(text: Self.spec, file: "card.yaml")
        let engine = ScaleSupport.engine
        let run = try engine.makeRun(document)
        let card = try #require(run.table.index(of: "card"))
        let subtree = run.table.subtree(of: card)
        let candidates = run.specIndex.constraints(mentioning: subtree)
        #expect(candidates == candidates.sorted() && Set(candidates).count == candidates.count)
        func views(_ r: ResolvedConstraint) -> [Int]? {
            var out: [Int] = []
            for item in [r.first, r.second] {
                switch item {
                case .view(let v)?, .marginsGuide(let v)?: out.append(v)
                case .guide(let g)?: out.append(run.guides[g].owner)
                case .canvas?, .safeArea?, .canvasGuide?: return nil
                case nil: break
                }
            }
            return out
        }
        for (i, r) in run.resolved.enumerated() {
            let mentioned = views(r)
            if let mentioned, mentioned.allSatisfy(subtree.contains) {
                #expect(candidates.contains(i), "\(r.node.source) is missing")
            }
            if candidates.contains(i) {
                #expect(
                    (mentioned ?? []).contains(where: subtree.contains) || r.first == .canvas || r.second == .canvas,
                    "\(r.node.source) mentions no view of the subtree")
            }
        }
        // The top-level constraints on the card's views, its layout guide's and its readable content guide's
        // (`card.readableContentGuide.width >= 100`: no view but the guide's owner) are among them.
        #expect(candidates.count >= 12)
        let layout = try engine.solve(document)
        let fitted = try #require(layout.fittings.first).size
        // 8 + 6 (the guide) + the title's lines + 4 + the note's line + 8.
        let least: Double = 8 + 6 + 4 + 8 + 2 * 14
        #expect(fitted.width == 300)
        #expect(fitted.height > least)
    }
}

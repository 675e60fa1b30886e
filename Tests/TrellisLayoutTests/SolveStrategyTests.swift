import Testing
import TrellisText

@testable import TrellisLayout

/// The engine's shortcuts must not change results: free unknowns derived through required equalities
/// agree with asking the solver about every unknown, and installing content-size constraints first keeps
/// the documented report order and conflict breaking.
struct SolveStrategyTests {
    /// A run with everything installed and nothing settled yet (no stays).
    func unsettledRun(_ document: LayoutDocument) throws -> LayoutRun {
        let engine = try Doc.engine()
        let prepared = try engine.prepare(document)
        let run = LayoutRun(
            table: prepared.table, guides: prepared.guides, resolved: prepared.resolved, canvas: document.canvas,
            measurer: engine.measurer(document.canvas), views: 0..<prepared.table.count,
            measures: prepared.measures)
        run.installAll(sizeThatFits: { engine.fixedSize(of: prepared.table[$0], scale: document.canvas.scale) })
        return run
    }

    /// Every unknown asked of the solver directly.
    func bruteForceFree(_ run: LayoutRun) -> [(view: Int, components: [ViewComponent])] {
        run.views.compactMap { v in
            let free = ViewComponent.allCases.filter { !run.live.isPinned(VarSlot(view: v, component: $0)) }
            return free.isEmpty ? nil : (v, free)
        }
    }

    static func grid(columns: Int, rows: Int, pinWidth: Bool) -> LayoutDocument {
        var container = Doc.view(
            "grid",
            [
                Doc.c(.owner, .left, .equal, .superview, .left),
                Doc.c(.owner, .top, .equal, .superview, .top),
            ]
                + (pinWidth ? [Doc.c(.owner, .width, .equal, .superview, .width)] : []))
        for row in 0..<rows {
            for column in 0..<columns {
                let left =
                    column == 0
                    ? Doc.c(.owner, .left, .equal, .superview, .left, 8)
                    : Doc.c(.owner, .left, .equal, .view("l\(row)_\(column - 1)"), .right, 8)
                let top =
                    row == 0
                    ? Doc.c(.owner, .top, .equal, .superview, .top, 4)
                    : Doc.c(.owner, .top, .equal, .view("l\(row - 1)_\(column)"), .bottom, 4)
                container.subviews.append(
                    Doc.label("l\(row)_\(column)", "Label \(row) \(column)", size: 13, [left, top]))
            }
        }
        return LayoutDocument(canvas: Doc.iPhoneSE, views: [container])
    }

    @Test(arguments: [0, 1, 2, 3, 4, 5])
    func derivedFreeUnknownsEqualTheSolversAnswers(_ index: Int) throws {
        var ambiguousBox = Doc.view("box", [Doc.c(.owner, .height, .equal, nil, nil, 40)])
        ambiguousBox.subviews = [
            Doc.view(
                "inner",
                [
                    Doc.c(.owner, .left, .equal, .superview, .left, 5),
                    Doc.c(.owner, .width, .equal, .superview, .width, m: 0.5),
                ])
        ]
        let documents = [
            Doc.scene4(),
            Doc.scene4(secondKind: .textView),
            Self.grid(columns: 3, rows: 4, pinWidth: true),
            Self.grid(columns: 3, rows: 4, pinWidth: false),
            LayoutDocument(canvas: Doc.iPhoneSE, views: [ambiguousBox]),
            LayoutDocument(canvas: Doc.iPhoneSE, views: [Doc.scene1Label(), Doc.view("loose")]),
        ]
        let run = try unsettledRun(documents[index])
        let derived = run.live.freeUnknowns(in: Array(run.views))
        let direct = bruteForceFree(run)
        #expect(derived.map(\.view) == direct.map(\.view))
        #expect(derived.map(\.components) == direct.map(\.components))
    }

    @Test func ambiguousUnknownsAreFoundAmongDerivedOnes() throws {
        // The grid's own height is free (nothing pins it); everything else follows from the labels' sizes.
        let run = try unsettledRun(Self.grid(columns: 3, rows: 4, pinWidth: true))
        let free = run.live.freeUnknowns(in: Array(run.views))
        #expect(free.count == 1)
        #expect(free.first?.view == 0 && free.first?.components == [.height])
    }

    @Test func constraintsAreReportedInTheDocumentedOrder() throws {
        let layout = try Doc.engine().solve(Self.grid(columns: 2, rows: 2, pinWidth: true))
        let origins = layout.constraints.map(\.origin)
        let firstContentSize = try #require(origins.firstIndex(of: .intrinsicSize))
        #expect(origins[..<firstContentSize].allSatisfy { $0 == .spec })
        #expect(origins[firstContentSize...].allSatisfy { $0 == .intrinsicSize })
        #expect(origins.count == 3 + 4 * 2 + 4 * 4)
        // Content-size constraints per view in z-order: hugging then compression resistance, width then height.
        let label = layout.constraints[firstContentSize...].prefix(4)
        #expect(label.map(\.firstView) == ["l0_0", "l0_0", "l0_0", "l0_0"])
        #expect(
            label.map(\.relation) == [.lessThanOrEqual, .greaterThanOrEqual, .lessThanOrEqual, .greaterThanOrEqual])
    }

    @Test func aRequiredContentSizeConstraintIsStillBrokenByItsDocumentedPlace() throws {
        // Required compression resistance against a required width: the content-size constraint comes last
        // in the documented order, so it is the one broken.
        var label = Doc.scene1Label()
        label.compressionResistance = AxisPriorities(horizontal: 1000, vertical: 750)
        label.constraints.append(Doc.c(.owner, .width, .equal, nil, nil, 20, line: 9))
        let layout = try Doc.engine().solve(LayoutDocument(canvas: Doc.iPhoneSE, views: [label]))
        let broken = layout.constraints.filter { $0.status == .broken }
        #expect(broken.count == 1)
        #expect(broken.first?.origin == .intrinsicSize)
        #expect(broken.first?.relation == .greaterThanOrEqual)
        #expect(layout.frame("testLabel").width == 20)
        let d = try #require(layout.diagnostics.first { $0.code == "unsatisfiable" })
        #expect(
            d.details.contains {
                $0.hasPrefix("<NSContentSizeLayoutConstraint:UILabel:testLabel.width == ")
                    && $0.hasSuffix("Hug:250 CompressionResistance:1000   (active)>")
            })
        #expect(d.details.contains("    \"<NSLayoutConstraint:#3 UILabel:testLabel.width == 20   (active)>\","))
    }
}

/// UIKit's second pass re-measures a multi-line label at its solved width; when the unwrapped text already
/// fits, the first measure is kept (same lines, no second text layout).
struct SecondPassReuseTests {
    func label(_ text: String) -> LayoutDocument {
        LayoutDocument(
            canvas: Doc.iPhoneSE,
            views: [
                Doc.label(
                    "l", text, size: 14, lines: 0,
                    [
                        Doc.c(.owner, .leading, .equal, .superview, .leading, 10),
                        Doc.c(.owner, .trailing, .lessThanOrEqual, .superview, .trailing, -10),
                        Doc.c(.owner, .top, .equal, .superview, .top, 20),
                    ])
            ])
    }

    @Test func textThatFitsKeepsItsUnwrappedMeasure() throws {
        let run = try Doc.engine().makeRun(label("短文"))
        let measured = try #require(run.measures[0].textLayout)
        #expect(measured.widthLimit == nil)
        #expect(run.value(0, .width) == measured.size.width)
        #expect(run.measures[0].intrinsic.height == 17)
    }

    @Test func textThatDoesNotFitIsWrappedAtTheSolvedWidth() throws {
        let run = try Doc.engine().makeRun(label(Doc.text16))
        let measured = try #require(run.measures[0].textLayout)
        #expect(measured.widthLimit == 300)
        #expect(measured.lines.count > 1)
        #expect(run.measures[0].intrinsic.height > 17)
    }

    /// The first pass measures a two-pass label from its text's metrics and builds no lines
    /// (`TextMeasure.unwrapped` without a layout): the size and baselines of the unbounded layout. A second pass that
    /// keeps the measure lays the text out then (`textThatFitsKeepsItsUnwrappedMeasure`).
    @Test func theFirstPassMeasuresWithoutLayingOut() throws {
        let engine = try Doc.engine()
        for text in [Doc.text16, "短文", "two\nparagraphs"] {
            let document = label(text)
            let first = try engine.measurer(document.canvas).measure(document.views[0])
            guard case .unwrapped(let unwrapped) = first.text else {
                Issue.record("\(text): the first pass measured \(first.text), not the unwrapped text")
                continue
            }
            #expect(unwrapped.layout == nil && first.textLayout == nil && first.isProvisionalWidth)
            let layout = try engine.textEngine.measure(
                text, style: document.views[0].textStyle, scale: document.canvas.scale, .lines(width: nil),
                detail: engine.textDetail)
            #expect(unwrapped.width == layout.width)
            #expect(first.intrinsic == Size(width: layout.size.width, height: layout.size.height))
            #expect(first.baseline == ContentMeasurer.centredBaseline(layout, inset: .zero))
        }
    }

    /// The first pass keeps a two-pass label's shaping for the second (`UnwrappedText.shaping`), which
    /// wraps those glyphs and then drops them: no measure holds one once the run is solved.
    @Test func theSecondPassWrapsTheFirstPassShapingAndDropsIt() throws {
        // A private text engine: no other test's layouts sit in its cache.
        let engine = LayoutEngine(textEngine: try TextEngine(fontDirectory: try TextEngine.bundledFontDirectory()))
        for text in [Doc.text16, "短文"] {
            let document = label(text)
            let first = try engine.measurer(document.canvas).measure(document.views[0])
            var measure = first
            let taken = measure.takeShaping()
            let shaping = try #require(taken)
            let again = measure.takeShaping()
            #expect(again == nil)
            #expect(shaping.text == text)
            #expect(shaping.paragraphCount == 1)
            let run = try engine.makeRun(document)
            #expect(
                run.measures.allSatisfy {
                    if case .unwrapped(let first) = $0.text { return first.shaping == nil }
                    return true
                })
        }
    }

    @Test func reuseGivesTheSameLayoutAsMeasuringAgain() throws {
        let engine = try Doc.engine()
        let layout = try engine.solve(label("短文"))
        let node = try #require(layout.view(named: "l")?.node)
        let again = try engine.textEngine.layout("短文", style: node.textStyle, width: 300, scale: 2)
        #expect(layout.frame("l").size == Size(width: again.size.width, height: again.size.height))
        #expect(layout.view(named: "l")?.textLayout?.lines.map(\.textRange) == again.lines.map(\.textRange))
    }
}

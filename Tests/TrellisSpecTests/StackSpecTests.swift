import Testing
import TrellisLayout

@testable import TrellisSpec

private let canvas = "canvas: {width: 320, height: 568}\n"

private func firstErrorLine(_ text: String) -> String? {
    do {
        _ = try SpecReader.read(text: text, file: "s.yaml")
        return nil
    } catch let error as SpecError {
        return error.description.split(separator: "\n").first.map(String.init)
    } catch {
        return "unexpected \(error)"
    }
}

@Test func stackViewKeysAreRead() throws {
    let doc = try readSpec(
        canvas + """
            views:
              row:
                kind: stackView
                axis: vertical
                distribution: equalSpacing
                alignment: center
                spacing: 8
                customSpacing: {title: 12}
                baselineRelative: true
                layoutMarginsRelative: yes
                subviews:
                  title: {kind: label, text: Hi, alignment: center}
                  body:
                    kind: label
                    text: There
                    spacingAfter: 20
                  footer:
            """)
    let row = try #require(doc.views.first)
    #expect(row.kind == .stackView)
    #expect(row.layoutMargins == .zero)
    #expect(
        row.stack
            == StackConfiguration(
                axis: .vertical, distribution: .equalSpacing, alignment: .center, spacing: 8,
                customSpacing: [.init(after: "body", spacing: 20), .init(after: "title", spacing: 12)],
                isBaselineRelativeArrangement: true, isLayoutMarginsRelativeArrangement: true))
    #expect(row.subviews.map(\.name) == ["title", "body", "footer"])
    #expect(row.subviews[0].textStyle.alignment == .center)
    #expect(row.stack.spacing(after: "title") == 12)
    #expect(row.stack.spacing(after: "footer") == 8)
}

@Test func stackDefaultsAndAliases() throws {
    let doc = try readSpec(
        canvas
            + "views:\n  s:\n    kind: stackView\n    alignment: top\n    layoutMargins: 4\n  sc:\n    kind: scrollView\n"
    )
    #expect(doc.views[0].stack.alignment == .leading)
    #expect(doc.views[0].stack.axis == .horizontal)
    #expect(doc.views[0].stack.distribution == .fill)
    #expect(doc.views[0].layoutMargins == EdgeInsets(all: 4))
    #expect(doc.views[1].kind == .scrollView)
    #expect(doc.views[1].layoutMargins == .defaultLayoutMargins)
}

@Test func stackErrorsPointAtTheValue() {
    let stack = canvas + "views:\n  s:\n    kind: stackView\n"
    #expect(
        firstErrorLine(stack + "    distribution: fillEqualy\n")
            == "s.yaml:5:19: error: unknown distribution 'fillEqualy' (did you mean 'fillEqually'?): expected one of fill, fillEqually, fillProportionally, equalSpacing, equalCentering"
    )
    #expect(
        firstErrorLine(stack + "    axis: diagonal\n")
            == "s.yaml:5:11: error: unknown axis 'diagonal': expected one of horizontal, vertical")
    #expect(
        firstErrorLine(stack + "    alignment: middle\n")?.hasPrefix(
            "s.yaml:5:16: error: unknown stack alignment 'middle'") == true)
    #expect(
        firstErrorLine(stack + "    axis: vertical\n    alignment: firstBaseline\n")
            == "s.yaml:6:16: error: alignment firstBaseline applies to horizontal stack views only; 's' is vertical (use leading, center, trailing or fill)"
    )
    #expect(
        firstErrorLine(stack + "    spacing: wide\n") == "s.yaml:5:14: error: spacing must be a number, found 'wide'")
    #expect(
        firstErrorLine(stack + "    baselineRelative: maybe\n")
            == "s.yaml:5:23: error: baselineRelative must be true or false, found 'maybe'")
    #expect(
        firstErrorLine(stack + "    customSpacing: {ghost: 4}\n    subviews:\n      a:\n")
            == "s.yaml:5:21: error: customSpacing names 'ghost', which is not an arranged subview of 's'")
    #expect(
        firstErrorLine(stack + "    customSpacing: 4\n")?.hasPrefix(
            "s.yaml:5:20: error: customSpacing must be a mapping") == true)
}

@Test func stackKeysOnOtherKindsAndArrangedOnlyKeys() {
    #expect(
        firstErrorLine(canvas + "views:\n  v:\n    spacing: 4\n")
            == "s.yaml:4:5: error: 'spacing' applies to stackView views, but 'v' is a view (no 'kind' given)")
    #expect(
        firstErrorLine(canvas + "views:\n  v:\n    subviews:\n      a:\n        spacingAfter: 4\n")
            == "s.yaml:6:9: error: 'spacingAfter' applies to an arranged subview of a stack view, but 'a' is a subview of view 'v'"
    )
    #expect(
        firstErrorLine(
            canvas
                + "views:\n  s:\n    kind: stackView\n    subviews:\n      a:\n        frame: {width: 1, height: 1}\n")?
            .hasPrefix("s.yaml:7:9: error: 'frame' doesn't apply to 'a': it is an arranged subview of stack view 's'")
            == true)
}

@Test func stackSpecLaysOut() throws {
    let doc = try readSpec(
        canvas + """
            views:
              row:
                kind: stackView
                spacing: 10
                distribution: fillEqually
                constraints: [leading == superview.leading, top == superview.top, width == 210]
                subviews:
                  a: {intrinsicSize: {width: 30, height: 20}, spacingAfter: 0}
                  b: {intrinsicSize: {width: 30, height: 20}}
                  c: {intrinsicSize: {width: 30, height: 20}, hidden: true}
                  d: {intrinsicSize: {width: 30, height: 20}}
            """)
    let layout = try LayoutEngine(textEngine: .bundled()).solve(doc)
    // Visible a, b, d: gaps 0 (custom after a) and 10 (after b); (210 − 10) / 3 each.
    let w = 200.0 / 3
    #expect(abs((layout.view(named: "b")?.frame.minX ?? 0) - w) <= 0.25)
    #expect(abs((layout.view(named: "d")?.frame.minX ?? 0) - (2 * w + 10)) <= 0.25)
    #expect(layout.view(named: "d")?.frame.maxX == 210)
}

@Test func safeAreaItem() throws {
    let doc = try readSpec(
        "device: iPhone 15\nviews:\n  v:\n    constraints: [top == safeArea.top + 8, leading == safeArea.leading]\n")
    #expect(doc.views[0].constraints.map(\.secondItem) == [.safeArea, .safeArea])
    #expect(
        firstErrorLine(canvas + "views:\n  safeArea:\n")
            == "s.yaml:3:3: error: 'safeArea' is reserved in constraints; give the view another name")
    #expect(
        firstErrorLine(canvas + "views:\n  v:\n    constraints: [top == safeArea + 8]\n")?
            .contains("'safeArea' needs an attribute: write e.g. 'safeArea.top'") == true)
}

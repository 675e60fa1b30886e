import Testing
import TrellisLayout
import TrellisText

@testable import TrellisSpec

/// Visual format strings in specs: Apple's examples laid out with the frames UIKit's rules give, the same
/// layout in VFL and in Trellis's notation, errors located inside the YAML string, and the constraints
/// reported with the string and the place in it that made them.
@Suite struct VisualFormatSpecTests {
    static let engine = Result { LayoutEngine(textEngine: try .bundled()) }

    func layout(_ text: String) throws -> SolvedLayout {
        try Self.engine.get().solve(try SpecReader.read(text: text, file: "s.yaml"))
    }

    /// `x, y, width, height` of a view on the canvas.
    func frame(_ layout: SolvedLayout, _ name: String) -> [Double] {
        guard let f = layout.view(named: name)?.absoluteFrame else { return [] }
        return [f.origin.x, f.origin.y, f.size.width, f.size.height]
    }

    func problems(_ layout: SolvedLayout) -> [String] {
        layout.diagnostics.filter { $0.severity >= .warning }.map(\.message)
    }

    func firstErrorLine(_ text: String) -> String? {
        do {
            _ = try SpecReader.read(text: text, file: "s.yaml")
            return nil
        } catch {
            return "\(error)".split(separator: "\n").first.map(String.init)
        }
    }

    static let canvas = "canvas: {width: 320, height: 200}\n"

    // MARK: Apple's examples, laid out

    @Test func standardSpaceWidthAndConnectionToSuperview() throws {
        let standard = try layout(
            Self.canvas + """
                views:
                  button: {intrinsicSize: {width: 60, height: 30}}
                  textField: {intrinsicSize: {width: 100, height: 30}}
                constraints:
                  - H:|-20-[button]-[textField]
                  - V:|-20-[button]
                  - V:|-20-[textField]
                """)
        #expect(frame(standard, "button") == [20, 20, 60, 30])
        #expect(frame(standard, "textField") == [88, 20, 100, 30]) // 8 points of standard space
        #expect(problems(standard).isEmpty, "\(problems(standard))")
        let width = try layout(
            Self.canvas
                + "views:\n  button: {intrinsicSize: {width: 30, height: 30}}\n"
                + "constraints: ['H:|-20-[button(>=50)]', 'V:|-20-[button]']\n")
        #expect(frame(width, "button") == [20, 20, 50, 30])
        let superview = try layout(
            Self.canvas + "views:\n  purpleBox: {}\nconstraints: ['|-50-[purpleBox]-50-|', 'V:|-20-[purpleBox(40)]']\n")
        #expect(frame(superview, "purpleBox") == [50, 20, 220, 40])
        #expect(problems(superview).isEmpty)
    }

    @Test func verticalLayoutAndFlushViews() throws {
        let vertical = try layout(
            Self.canvas + """
                views:
                  topField: {intrinsicSize: {width: 100, height: 30}}
                  bottomField: {intrinsicSize: {width: 100, height: 30}}
                constraints: ['V:|-20-[topField]-10-[bottomField]', 'H:|-20-[topField]', 'H:|-20-[bottomField]']
                """)
        #expect(frame(vertical, "topField") == [20, 20, 100, 30])
        #expect(frame(vertical, "bottomField") == [20, 60, 100, 30])
        let flush = try layout(
            Self.canvas + """
                views:
                  maroonView: {background: maroon}
                  blueView: {background: blue}
                constraints: ['H:|-20-[maroonView(50)][blueView(70)]', 'V:|-20-[maroonView(40)]', 'V:|-20-[blueView(40)]']
                """)
        #expect(frame(flush, "maroonView") == [20, 20, 50, 40])
        #expect(frame(flush, "blueView") == [70, 20, 70, 40])
        #expect(problems(flush).isEmpty)
    }

    @Test func priorityEqualWidthsAndMultiplePredicates() throws {
        // [button(100@20)]: a plain view takes 100; one with an intrinsic width keeps it (hugging 250 > 20).
        let priority = try layout(
            Self.canvas + """
                views:
                  button: {}
                  hugging: {intrinsicSize: {width: 60, height: 30}}
                constraints: ['H:|-20-[button(100@20)]', 'V:|-20-[button(30)]-[hugging(30)]', 'H:|-20-[hugging(100@20)]']
                """)
        #expect(frame(priority, "button") == [20, 20, 100, 30])
        #expect(frame(priority, "hugging") == [20, 58, 60, 30])
        let equal = try layout(
            Self.canvas + """
                views:
                  button1: {}
                  button2: {intrinsicSize: {width: 80, height: 30}}
                constraints: ['H:|-20-[button1(==button2)]-[button2]', 'V:|-20-[button1(30)]', 'V:|-20-[button2]']
                """)
        #expect(frame(equal, "button1") == [20, 20, 80, 30])
        #expect(frame(equal, "button2") == [108, 20, 80, 30])
        for (intrinsic, width) in [(50.0, 70.0), (90, 90), (120, 100)] {
            let multiple = try layout(
                Self.canvas + """
                    views:
                      flexibleButton: {intrinsicSize: {width: \(intrinsic), height: 30}}
                    constraints: ['H:|-20-[flexibleButton(>=70,<=100)]', 'V:|-20-[flexibleButton]']
                    """)
            #expect(frame(multiple, "flexibleButton") == [20, 20, width, 30])
        }
    }

    @Test func aCompleteLineOfLayout() throws {
        // At the top level the bars are the canvas, whose margins are a root view's: 16 points at the sides.
        let line = try layout(
            Self.canvas + """
                views:
                  find: {intrinsicSize: {width: 40, height: 30}}
                  findNext: {intrinsicSize: {width: 60, height: 30}}
                  findField: {intrinsicSize: {width: 100, height: 30}, hugging: {horizontal: 249}}
                constraints:
                  - {visualFormat: "|-[find]-[findNext]-[findField(>=20)]-|", options: [alignAllTop]}
                  - V:|-20-[find]
                """)
        #expect(frame(line, "find") == [16, 20, 40, 30])
        #expect(frame(line, "findNext") == [64, 20, 60, 30])
        #expect(frame(line, "findField") == [132, 20, 172, 30])
        #expect(problems(line).isEmpty, "\(problems(line))")
        // Inside a plain view, the bars are that view and its margins are 8 points.
        let nested = try layout(
            Self.canvas + """
                views:
                  row:
                    constraints: ['H:|[row]|', 'V:|-100-[row(50)]']
                    subviews:
                      find: {intrinsicSize: {width: 40, height: 30}}
                      findField: {intrinsicSize: {width: 100, height: 30}}
                constraints:
                  - {visualFormat: "|-[find]-[findField]-|", options: alignAllCenterY}
                  - V:|-[find]
                """)
        #expect(frame(nested, "find") == [8, 108, 40, 30])
        #expect(frame(nested, "findField") == [56, 108, 256, 30])
    }

    @Test func directionsAndBaselines() throws {
        let spec = """
            canvas: {width: 320, height: 200, layoutDirection: rightToLeft}
            views:
              a: {intrinsicSize: {width: 40, height: 20}}
              b: {intrinsicSize: {width: 60, height: 20}}
            constraints:
              - {visualFormat: "|-10-[a]-[b]", options: [alignAllTop, OPTION]}
              - V:|-20-[a]
            """
        let leading = try layout(spec.replacingOccurrences(of: "OPTION", with: "directionLeadingToTrailing"))
        #expect(frame(leading, "a") == [270, 20, 40, 20]) // leading is the right edge right to left
        #expect(frame(leading, "b") == [202, 20, 60, 20])
        let leftToRight = try layout(spec.replacingOccurrences(of: "OPTION", with: "directionLeftToRight"))
        #expect(frame(leftToRight, "a") == [10, 20, 40, 20]) // left and right whatever the direction
        #expect(frame(leftToRight, "b") == [58, 20, 60, 20])
        let rightToLeft = try layout(
            spec.replacingOccurrences(of: "OPTION", with: "directionRightToLeft")
                .replacingOccurrences(of: ", layoutDirection: rightToLeft", with: ""))
        #expect(frame(rightToLeft, "a") == [270, 20, 40, 20]) // from the right, in a left-to-right layout too
        #expect(frame(rightToLeft, "b") == [202, 20, 60, 20])
        let labels =
            Self.canvas + """
                views:
                  title: {kind: label, text: Title, font: 20}
                  body: {kind: label, text: Body, font: 12}
                constraints:

                """
        let baselines = try layout(
            labels + """
                  - {visualFormat: "V:|-40-[title]-20-[body]", options: [spacingBaselineToBaseline, alignAllLeading]}
                  - H:|-[title]
                """)
        // 40 points from the canvas's top (its top margin is 0) to the title's first baseline, 20 from its last
        // baseline to the body's first.
        let twin = try layout(
            labels + """
                  - title.firstBaseline == canvas.topMargin + 40
                  - body.firstBaseline == title.lastBaseline + 20
                  - title.leading == body.leading
                  - title.leading == canvas.leadingMargin
                """)
        #expect(frame(baselines, "title") == frame(twin, "title"))
        #expect(frame(baselines, "body") == frame(twin, "body"))
        #expect(frame(baselines, "body").first == 16)
        #expect(problems(baselines).isEmpty, "\(problems(baselines))")
    }

    // MARK: The same layout in both notations

    @Test func theSameLayoutInVFLAndInTrellisNotationHasTheSameFrames() throws {
        let views = """
            canvas: {width: 375, height: 120}
            metrics: {size: 56}
            views:
              card:
                background: white
                constraints: [leading == superview.leadingMargin, trailing == superview.trailingMargin, top == superview.top + 24]
                subviews:
                  avatar: {background: teal}
                  name: {kind: label, text: Ada Lovelace, font: 17}
                  follow: {kind: button, text: Follow}

            """
        let vfl = try layout(
            views + """
                constraints:
                  - {visualFormat: "H:|-[avatar(size)]-12-[name]-(>=8)-[follow]-|", options: [alignAllCenterY]}
                  - V:|-[avatar(size)]-|
                """)
        let trellis = try layout(
            views + """
                constraints:
                  - avatar.leading == card.leadingMargin
                  - avatar.width == 56
                  - name.leading == avatar.trailing + 12
                  - follow.leading >= name.trailing + 8
                  - card.trailingMargin == follow.trailing
                  - avatar.centerY == name.centerY
                  - name.centerY == follow.centerY
                  - avatar.top == card.topMargin
                  - avatar.height == 56
                  - card.bottomMargin == avatar.bottom
                """)
        for name in ["card", "avatar", "name", "follow"] {
            #expect(frame(vfl, name) == frame(trellis, name), "\(name)")
        }
        #expect(frame(vfl, "card") == [16, 24, 343, 72])
        #expect(frame(vfl, "avatar") == [24, 32, 56, 56])
        #expect(problems(vfl).isEmpty && problems(trellis).isEmpty)
        // The constraints are the same ones, one for one, in UIKit's order.
        let made = vfl.constraints.filter { $0.origin == .spec && $0.source.contains("VFL") }
        let written = trellis.constraints.filter { $0.origin == .spec && !$0.source.contains("superview") }
        #expect(made.count == written.count)
        #expect(Set(made.map(\.constant)) == Set(written.map(\.constant)))
    }

    // MARK: Reports

    @Test func madeConstraintsCarryTheStringAndThePlaceInIt() throws {
        let result = try layout(
            Self.canvas + """
                views:
                  avatar: {}
                  name: {intrinsicSize: {width: 80, height: 20}}
                constraints:
                  - H:|-[avatar(56)]-12-[name]-|
                  - {visualFormat: "V:|-20-[avatar(56)]", id: avatarColumn}
                  - V:|-20-[name]
                """)
        let spacing = try #require(result.constraints.first { $0.firstView == "name" && $0.firstAttribute == .leading })
        #expect(
            spacing.source
                == "name.leading == avatar.trailing + 12 (VFL \"H:|-[avatar(56)]-12-[name]-|\" at character 18)")
        #expect(spacing.location?.description == "s.yaml:6:22") // the 12
        let width = try #require(result.constraints.first { $0.firstView == "avatar" && $0.firstAttribute == .width })
        #expect(width.location?.description == "s.yaml:6:17") // the 56
        let top = try #require(result.constraints.first { $0.firstView == "avatar" && $0.firstAttribute == .top })
        #expect(top.identifier == "avatarColumn")
        #expect(top.source == "avatar.top == canvas.top + 20 (VFL \"V:|-20-[avatar(56)]\" at character 5)")
        #expect(top.location?.description == "s.yaml:7:25")
    }

    @Test func aConflictNamesTheStringAndWhereInItTheBrokenConstraintIs() throws {
        let result = try layout(
            Self.canvas + """
                views:
                  a: {}
                constraints:
                  - V:|-[a(20)]
                  - H:|-10-[a(100)]-10-|
                """)
        let conflict = try #require(result.diagnostics.first { $0.code == "unsatisfiable" })
        #expect(conflict.message.contains("(VFL \"H:|-10-[a(100)]-10-|\" at character"), "\(conflict.message)")
        #expect(conflict.location?.line == 6)
    }

    @Test func aStringUnderAViewMayNameViewsDeclaredFurtherDown() throws {
        let result = try layout(
            Self.canvas + """
                views:
                  card:
                    constraints: ['H:|-[title]-|', 'V:|-[title]-|', 'H:|-[card]-|', 'V:|-30-[card]']
                    subviews:
                      title: {intrinsicSize: {width: 100, height: 20}}
                """)
        #expect(frame(result, "card") == [16, 30, 288, 36])
        #expect(frame(result, "title") == [24, 38, 272, 20])
    }

    @Test func whenAndIdApplyToEveryMadeConstraint() throws {
        let doc = try SpecReader.read(
            text: Self.canvas
                + "views:\n  a: {}\n  b: {}\nconstraints:\n"
                + "  - {visualFormat: \"[a(50)]-[b(a)]\", id: row, when: {horizontalSizeClass: compact}}\n",
            file: "s.yaml")
        #expect(doc.constraints.count == 3)
        #expect(doc.constraints.allSatisfy { $0.identifier == "row" && $0.condition != nil })
    }

    // MARK: Errors, located inside the YAML string

    @Test func errorsPointIntoPlainSingleAndDoubleQuotedStrings() {
        let head = Self.canvas + "views:\n  a: {background: red}\n  b: {background: red}\nconstraints:\n"
        #expect(
            firstErrorLine(head + "  - H:|-[a]-[nope]\n")
                == "s.yaml:6:18: error: Unable to parse constraint format: nope is not a key in the views dictionary.")
        #expect(
            firstErrorLine(head + "  - 'H:|-[a]-''x'\n")
                == "s.yaml:6:14: error: Unable to parse constraint format: Expected a number or key from the metrics dictionary, but encountered something else"
        )
        #expect(
            firstErrorLine(head + "  - \"H:\\x7C-[a]-[nope]\"\n")
                == "s.yaml:6:22: error: Unable to parse constraint format: nope is not a key in the views dictionary.")
        #expect(
            firstErrorLine(head + "  - {visualFormat: \"[a(w)]\", metrics: {v: 1}}\n")
                == "s.yaml:6:25: error: Unable to parse constraint format: Encountered metric with name \"w\", but value was not specified in metrics or views dictionaries"
        )
        #expect(
            firstErrorLine(head + "  - V:|[a(>30)]|\n")
                == "s.yaml:6:12: error: Unable to parse constraint format: Unknown relation. Must be ==, >=, or <=")
        #expect(
            firstErrorLine(head + "  - {visualFormat: \"V:[a][b]\", options: [alignAllTop]}\n")
                == "s.yaml:6:29: error: Unable to parse constraint format: Options mask required views to be aligned on a vertical edge, which is not allowed for layout that is also vertical."
        )
        // The caret sits under the character, as UIKit's does.
        #expect(throws: SpecError.self) { try SpecReader.read(text: head + "  - H:|-[a]-[nope]\n", file: "s.yaml") }
        do {
            _ = try SpecReader.read(text: head + "  - H:|-[a]-[nope]\n", file: "s.yaml")
        } catch {
            #expect("\(error)".hasSuffix("\n  - H:|-[a]-[nope]\n                 ^"))
        }
    }

    @Test func entryKeysMetricsAndOptionsAreChecked() {
        let head = Self.canvas + "views:\n  a: {background: red}\n"
        #expect(
            firstErrorLine(head + "constraints:\n  - {visualFormat: \"[a(w)]\", metric: {w: 1}}\n")?
                .hasPrefix("s.yaml:5:30: error: unknown key 'metric'") == true)
        #expect(
            firstErrorLine(head + "constraints:\n  - {visualFormat: \"[a]\", options: [alignAllCentreY]}\n")
                == "s.yaml:5:37: error: unknown option 'alignAllCentreY' (did you mean 'alignAllCenterY'?) (NSLayoutConstraint.FormatOptions: alignAll…, direction…, spacing…)"
        )
        #expect(
            firstErrorLine(head + "metrics: {my-gap: 8}\n")
                == "s.yaml:4:11: error: 'my-gap' can't be a metric name: a visual format string names metrics with letters, digits and '_', starting with a letter or '_'"
        )
        #expect(
            firstErrorLine(head + "metrics: {gap: 8, gap: 12}\n")
                == "s.yaml:4:19: error: duplicate metric 'gap' in metrics")
        #expect(
            firstErrorLine(head + "metrics: {gap: wide}\n")
                == "s.yaml:4:16: error: metric 'gap' must be a number, found 'wide'")
        #expect(
            firstErrorLine(head + "constraints:\n  - {visualFormat: 12}\n")
                == "s.yaml:5:20: error: Unable to parse constraint format: Expected a view")
        #expect(
            firstErrorLine(head + "constraints:\n  - {visualFormat: [a]}\n")
                == "s.yaml:5:20: error: a visual format must be a string like 'H:|-[view]-|', found a list")
        #expect(
            firstErrorLine(
                head
                    + "constraints:\n  - {visualFormat: \"[a]\", options: [directionLeftToRight, directionRightToLeft]}\n"
            )?
            .contains("contradict each other: choose one direction") == true)
    }

    @Test func specMetricsAreSharedAndAnEntrysOwnWin() throws {
        let result = try layout(
            Self.canvas + """
                metrics: {gap: 10, side: 30}
                views:
                  a: {}
                  b: {}
                constraints:
                  - H:|-gap-[a(side)]-gap-[b(side)]
                  - {visualFormat: "V:|-gap-[a(side)]", metrics: {gap: 50}}
                  - V:|-gap-[b(side)]
                """)
        #expect(frame(result, "a") == [10, 50, 30, 30])
        #expect(frame(result, "b") == [50, 10, 30, 30])
    }

    @Test func aCellTemplatesStringsNameItsOwnViewsAndItsContentViewHasNoSuperview() throws {
        let table = { (constraints: String) in
            Self.canvas + """
                views:
                  list:
                    kind: tableView
                    rowHeight: automatic
                    constraints: ['H:|[list]|', 'V:|[list]|']
                    cells:
                      line:
                        subviews:
                          title: {kind: label, lines: 0}
                        constraints: \(constraints)
                    rows: [{cell: line, data: {title: Hello}}]
                """
        }
        let doc = try SpecReader.read(text: table("['H:|-[title]-|', 'V:|-[title]-|']"), file: "s.yaml")
        let template = try #require(doc.views.first?.table?.template(named: "line"))
        #expect(
            template.contentView.constraints.map { DocumentParser.sentence($0) } == [
                "title.leading == contentView.leadingMargin", "contentView.trailingMargin == title.trailing",
                "title.top == contentView.topMargin", "contentView.bottomMargin == title.bottom",
            ])
        #expect(
            firstErrorLine(table("['H:|[contentView]|']"))
                == "s.yaml:11:40: error: Unable to parse constraint format: Unable to interpret '|' character, because the related view doesn't have a superview"
        )
    }

    @Test func aViewNamedTwiceLaysOutAsItsConstraintsSay() throws {
        let twice = try layout(Self.canvas + "views:\n  a: {}\nconstraints: ['[a]-[a]', 'H:|[a]', 'V:|[a(10)]']\n")
        #expect(frame(twice, "a") == [0, 0, -8, 10])
        #expect(twice.diagnostics.contains { $0.code == "negative-size" })
        do {
            _ = try layout(
                Self.canvas
                    + "views:\n  a: {}\nconstraints: [{visualFormat: \"V:[a][a]\", options: [alignAllLeading]}]\n")
            Issue.record("aligning a view with itself laid out")
        } catch {
            #expect(
                "\(error)".contains(
                    "'a.leading == a.leading (VFL \"V:[a][a]\" at character 6)': relates leading of a view to itself"),
                "\(error)")
        }
    }

    @Test func madeConstraintsAreLocatedPastEscapes() throws {
        let result = try layout(
            Self.canvas
                + "views:\n  a: {}\n  b: {}\nconstraints:\n  - \"H:\\x7C-[a(10)]-12-[b(10)]\"\n  - 'V:|[a(10)]'\n"
                + "  - 'V:|[b(10)]'\n")
        // Line 6 is `  - "H:\x7C-[a(10)]-12-[b(10)]"`: the value starts at column 6, and the escape takes 4
        // columns for one character.
        let spacing = try #require(result.constraints.first { $0.firstView == "b" && $0.firstAttribute == .leading })
        #expect(spacing.location?.description == "s.yaml:6:\(6 + 12 + 3)") // the 12, value offset 12
        let width = try #require(result.constraints.first { $0.firstView == "b" && $0.firstAttribute == .width })
        #expect(width.location?.description == "s.yaml:6:\(6 + 18 + 3)") // b's 10, value offset 18
        let top = try #require(result.constraints.first { $0.firstView == "a" && $0.firstAttribute == .top })
        #expect(top.location?.description == "s.yaml:7:9") // 'V:|[a(10)]': the flush connection, at the '['
    }
}

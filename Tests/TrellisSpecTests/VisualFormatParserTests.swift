import Testing
import TrellisCorpus
import TrellisLayout

@testable import TrellisSpec

/// The Visual Format Language's grammar, options and errors, one production at a time: what each string
/// makes (in Trellis's notation, `DocumentParser.sentence`) and, for a malformed one, UIKit's message and the
/// character its caret points at.
@Suite struct VisualFormatParserTests {
    /// Views `a`…`e` at the top level and `button`…`findField` of Apple's examples; `box` holds `inner`;
    /// `cell` has no superview.
    static let views: [String: VisualFormatSuperview] = {
        var views: [String: VisualFormatSuperview] = ["box": .canvas, "inner": .view("box"), "cell": .none]
        for name in [
            "a", "b", "c", "d", "e", "button", "textField", "purpleBox", "topField", "bottomField", "maroonView",
            "blueView", "button1", "button2", "flexibleButton", "find", "findNext", "findField",
        ] {
            views[name] = .canvas
        }
        return views
    }()

    func made(
        _ format: String, metrics: [String: Double] = [:], options: VisualFormatOptions = VisualFormatOptions()
    ) throws -> [String] {
        let parser = VisualFormatParser(metrics: metrics, views: Self.views, options: options)
        return try parser.parse(format).constraints.map { DocumentParser.sentence($0.node) }
    }

    func failure(
        _ format: String, metrics: [String: Double] = [:], options: VisualFormatOptions = VisualFormatOptions()
    ) -> (message: String, offset: Int)? {
        let parser = VisualFormatParser(metrics: metrics, views: Self.views, options: options)
        do {
            _ = try parser.parse(format)
            return nil
        } catch {
            return (error.description, error.offset)
        }
    }

    // MARK: Apple's examples (Auto Layout Guide, "Visual Format Language")

    @Test func theAppendixExamples() throws {
        #expect(try made("[button]-[textField]") == ["textField.leading == button.trailing + 8"])
        #expect(try made("[button(>=50)]") == ["button.width >= 50"])
        #expect(
            try made("|-50-[purpleBox]-50-|")
                == ["purpleBox.leading == canvas.leading + 50", "canvas.trailing == purpleBox.trailing + 50"])
        #expect(try made("V:[topField]-10-[bottomField]") == ["bottomField.top == topField.bottom + 10"])
        #expect(try made("[maroonView][blueView]") == ["blueView.leading == maroonView.trailing"])
        #expect(try made("[button(100@20)]") == ["button.width == 100 @20"])
        #expect(try made("[button1(==button2)]") == ["button1.width == button2.width"])
        #expect(
            try made("[flexibleButton(>=70,<=100)]") == ["flexibleButton.width >= 70", "flexibleButton.width <= 100"])
        #expect(
            try made("|-[find]-[findNext]-[findField(>=20)]-|") == [
                "find.leading == canvas.leadingMargin", "findNext.leading == find.trailing + 8",
                "findField.leading == findNext.trailing + 8", "findField.width >= 20",
                "canvas.trailingMargin == findField.trailing",
            ])
    }

    // MARK: Productions

    @Test func orientation() throws {
        #expect(try made("H:[a]-[b]") == ["b.leading == a.trailing + 8"])
        #expect(try made("V:[a]-[b]") == ["b.top == a.bottom + 8"])
        #expect(try made("V:[a(30)]") == ["a.height == 30"])
        #expect(try made("[a(30)]") == ["a.width == 30"])
    }

    @Test func aBarIsTheSuperviewOfTheViewBesideIt() throws {
        #expect(try made("|[inner]|") == ["inner.leading == box.leading", "box.trailing == inner.trailing"])
        #expect(try made("V:|-[inner]-|") == ["inner.top == box.topMargin", "box.bottomMargin == inner.bottom"])
        #expect(try made("V:|-0-[inner]-(-4)-|") == ["inner.top == box.top", "box.bottom == inner.bottom - 4"])
    }

    @Test func connections() throws {
        #expect(try made("[a][b]") == ["b.leading == a.trailing"])
        #expect(try made("[a]-[b]") == ["b.leading == a.trailing + 8"])
        #expect(try made("[a]-12-[b]") == ["b.leading == a.trailing + 12"])
        #expect(try made("[a]-0.5-[b]") == ["b.leading == a.trailing + 0.5"])
        #expect(try made("[a]-1e1-[b]") == ["b.leading == a.trailing + 10"])
        #expect(try made("[a]-(-8)-[b]") == ["b.leading == a.trailing - 8"])
        #expect(try made("[a]-(>=8)-[b]") == ["b.leading >= a.trailing + 8"])
        #expect(try made("[a]->=8-[b]") == ["b.leading >= a.trailing + 8"])
        #expect(try made("[a]-(<=8@750)-[b]") == ["b.leading <= a.trailing + 8 @750"])
        #expect(try made("[a]-(>=8,<=20)-[b]") == ["b.leading >= a.trailing + 8", "b.leading <= a.trailing + 20"])
        #expect(try made("[a]-gap-[b]", metrics: ["gap": 20]) == ["b.leading == a.trailing + 20"])
        #expect(try made("[a]-(==gap@p)-[b]", metrics: ["gap": 20, "p": 250]) == ["b.leading == a.trailing + 20 @250"])
    }

    @Test func viewPredicates() throws {
        #expect(try made("[a(==b)]") == ["a.width == b.width"])
        #expect(try made("[a(b)]") == ["a.width == b.width"])
        #expect(try made("[a(>=b@500)]") == ["a.width >= b.width @500"])
        #expect(try made("[a(-5)]") == ["a.width == -5"])
        #expect(try made("[a(>=70,<=100@999)]") == ["a.width >= 70", "a.width <= 100 @999"])
        #expect(try made("V:[a(==b,>=20)]") == ["a.height == b.height", "a.height >= 20"])
        #expect(try made("[a(_w1)]", metrics: ["_w1": 44]) == ["a.width == 44"])
    }

    @Test func aViewNamedTwiceIsTakenAsWritten() throws {
        // UIKit's parser refuses no repetition; the layout reports what it means.
        #expect(try made("[a]-[a]") == ["a.leading == a.trailing + 8"])
        #expect(
            try made("V:[a][a]", options: VisualFormatOptions(alignments: [.leading]))
                == ["a.top == a.bottom", "a.leading == a.leading"])
    }

    @Test func metricsComeBeforeViews() throws {
        // A name that is both a metric and a view is the metric (UIKit looks in the metrics first).
        #expect(try made("[a(b)]", metrics: ["b": 30]) == ["a.width == 30"])
        #expect(try made("[a]-b-[c]", metrics: ["b": 30]) == ["c.leading == a.trailing + 30"])
    }

    @Test func constraintsComeInUIKitsOrder() throws {
        // Each connection, then the predicates of the view after it; alignments last.
        #expect(
            try made("|-[a(20)]-[b(c)]-|", options: VisualFormatOptions(alignments: [.top]))
                == [
                    "a.leading == canvas.leadingMargin", "a.width == 20", "b.leading == a.trailing + 8",
                    "b.width == c.width", "canvas.trailingMargin == b.trailing", "a.top == b.top",
                ])
    }

    @Test func priorities() throws {
        #expect(try made("[a(50@1000)]") == ["a.width == 50"])
        #expect(try made("[a(50@0.5)]") == ["a.width == 50 @0.5"])
        // UIKit keeps a priority as a Float.
        #expect(try made("[a(50@999.99)]") == ["a.width == 50 @\(Double(Float(999.99)))"])
    }

    // MARK: Options

    @Test func alignmentOptionsAlignAdjacentViewsOnly() throws {
        let centerY = VisualFormatOptions(alignments: [.centerY])
        #expect(
            try made("|-[a]-[b]-[c]-|", options: centerY) == [
                "a.leading == canvas.leadingMargin", "b.leading == a.trailing + 8", "c.leading == b.trailing + 8",
                "canvas.trailingMargin == c.trailing", "a.centerY == b.centerY", "b.centerY == c.centerY",
            ])
        // One view: nothing to align, and no axis check either (UIKit checks pairs).
        #expect(try made("[a]", options: VisualFormatOptions(alignments: [.leading])) == [])
        let several = VisualFormatOptions(alignments: [.firstBaseline, .top, .bottom, .lastBaseline])
        #expect(
            try made("[a][b]", options: several) == [
                "b.leading == a.trailing", "a.top == b.top", "a.bottom == b.bottom",
                "a.lastBaseline == b.lastBaseline", "a.firstBaseline == b.firstBaseline",
            ])
        let vertical = VisualFormatOptions(alignments: [.left, .right, .leading, .trailing, .centerX])
        #expect(
            try made("V:[a][b]", options: vertical) == [
                "b.top == a.bottom", "a.left == b.left", "a.right == b.right", "a.leading == b.leading",
                "a.trailing == b.trailing", "a.centerX == b.centerX",
            ])
    }

    @Test func directionOptions() throws {
        let ltr = VisualFormatOptions(direction: .leftToRight)
        #expect(
            try made("|-8-[a]-[b]-|", options: ltr) == [
                "a.left == canvas.left + 8", "b.left == a.right + 8", "canvas.rightMargin == b.right",
            ])
        // Right to left: the first view at the right; the earlier item is the constraint's first.
        let rtl = VisualFormatOptions(direction: .rightToLeft)
        #expect(
            try made("|-8-[a]-[b]-|", options: rtl) == [
                "canvas.right == a.right + 8", "a.left == b.right + 8", "b.left == canvas.leftMargin",
            ])
        #expect(
            try made("[a]-[b]", options: VisualFormatOptions(direction: .leadingToTrailing)) == [
                "b.leading == a.trailing + 8"
            ])
        // Direction options don't touch a vertical string.
        #expect(try made("V:[a]-[b]", options: rtl) == ["b.top == a.bottom + 8"])
    }

    @Test func spacingOptions() throws {
        let baselines = VisualFormatOptions(spacing: .baselineToBaseline)
        #expect(
            try made("V:|-[a]-20-[b]-|", options: baselines) == [
                "a.firstBaseline == canvas.topMargin", "b.firstBaseline == a.lastBaseline + 20",
                "canvas.bottomMargin == b.lastBaseline",
            ])
        #expect(try made("V:[a]-[b]", options: VisualFormatOptions(spacing: .edgeToEdge)) == ["b.top == a.bottom + 8"])
        #expect(
            failure("[a]-[b]", options: baselines)?.message
                == "Unable to parse constraint format: BaselineToBaseline format option not valid for horizontal layout"
        )
    }

    @Test func optionNames() throws {
        #expect(VisualFormatOptions.names.count == 15)
        let all = try VisualFormatOptions.named([
            "alignAllCenterY", "alignAllTop", "directionRightToLeft", "spacingBaselineToBaseline",
        ])
        #expect(
            all
                == VisualFormatOptions(
                    alignments: [.top, .centerY], direction: .rightToLeft, spacing: .baselineToBaseline))
        for name in VisualFormatOptions.names { #expect(throws: Never.self) { try VisualFormatOptions.named([name]) } }
        #expect(try VisualFormatOptions.named(["alignAllLastBaseline"]).alignments == [.lastBaseline])
        #expect(throws: VisualFormatOptions.NameError.self) { try VisualFormatOptions.named(["alignAllCentreY"]) }
        do {
            _ = try VisualFormatOptions.named(["alignAllCentreY"])
        } catch {
            #expect(error.message.hasPrefix("unknown option 'alignAllCentreY' (did you mean 'alignAllCenterY'?)"))
            #expect(error.index == 0)
        }
        do {
            _ = try VisualFormatOptions.named(["directionLeftToRight", "alignAllTop", "directionRightToLeft"])
        } catch {
            #expect(
                error.message
                    == "options 'directionLeftToRight' and 'directionRightToLeft' contradict each other: choose one direction"
            )
            #expect(error.index == 2)
        }
    }

    // MARK: Errors: UIKit's messages, and where its caret points

    @Test func everyUIKitMessage() {
        let cases: [(String, String, Int)] = [
            ("", "It's an empty string.", 0),
            ("[a]-[b]é", "It contains non-ASCII characters.", 7),
            ("Hx[a]", "Expected ':' after 'H' to specify horizontal arrangement", 1),
            ("V|[a]|", "Expected ':' after 'V' to specify vertical arrangement", 1),
            ("H:|", "Expected a connection after the '|' character", 3),
            ("H:|-", "Expected more input", 4),
            ("H: |-[a]", "Expected a view", 2),
            ("[", "Expected a view", 1),
            (
                "[1a]",
                "Expected a view. View names must start with a letter or an underscore, then contain letters, numbers, and underscores.",
                1
            ),
            ("[nope]", "nope is not a key in the views dictionary.", 5),
            ("[a", "Expected a ']' here. That is how you give the end of a view.", 2),
            ("[a(", "Unexpectedly ran out of character fodder in the middle of parsing a view", 3),
            ("[a(20]", "A predicate on a view's thickness must end with ')' and the view must end with ']'", 5),
            ("[a(20)", "Expected ']' after specifying thickness.", 6),
            ("[a(>20)]", "Unknown relation. Must be ==, >=, or <=", 4),
            ("[a(=20)]", "Unknown relation. Must be ==, >=, or <=", 4),
            ("[a]-", "Expected more input", 4),
            ("[a(==)]", "Expected a number or key from the metrics dictionary, but encountered something else", 5),
            ("[a(-x)]", "Expected a number or a key from the metrics dictionary, but encountered something else", 3),
            (
                "[a(w)]",
                "Encountered metric with name \"w\", but value was not specified in metrics or views dictionaries", 4
            ),
            (
                "[a]-b-[c]",
                "It's not possible to set a space equal to the width or height of a view.  Perhaps you want to use a view as a spacer? [view1][spacer(==view1)][view2]",
                5
            ),
            ("[a(20@0)]", "Invalid priority specified: 0. Priority must be greater than 0", 7),
            ("[a(20@-5)]", "Invalid priority specified: -5. Priority must be greater than 0", 8),
            (
                "[a(20@1001)]",
                "Invalid priority specified: 1001. Priority cannot be higher than NSLayoutPriorityRequired, which is 1000.",
                10
            ),
            ("[a(20@b)]", "Invalid priority specified: 0. Priority must be greater than 0", 7),
            (
                "[a]--8-[b]",
                "Cannot tell if this - is a minus sign or an accidental extra bar in the connection. Use parentheses around negative numbers.",
                4
            ),
            (
                "[a]-(8-[b]",
                "Expected a ')' at the end of a constraint modifier, or a ',' before another constraint modifier", 6
            ),
            (
                "[a]-8,9-[b]",
                "Expected a '-' here. To specify a list of constraints, you must use parentheses around the list of constraints",
                5
            ),
            ("[a]-8[b]", "Expected a '-' here", 5),
            ("[a]-8-x", "Expected a view or '|'", 6),
            ("[a]x", "Expected a view or '|'", 3),
            ("|[a]||", "Expected the end of the format string", 5),
            ("|[cell]", "Unable to interpret '|' character, because the related view doesn't have a superview", 7),
        ]
        for (format, message, offset) in cases {
            let found = failure(format)
            #expect(found?.message == "Unable to parse constraint format: " + message, "\(format)")
            #expect(found?.offset == offset, "\(format)")
        }
    }

    @Test func alignmentAcrossTheWrongAxis() {
        let horizontal = failure("|-[a]-[b(20)]-|", options: VisualFormatOptions(alignments: [.leading]))
        #expect(
            horizontal?.message
                == "Unable to parse constraint format: Options mask required views to be aligned on a horizontal edge, which is not allowed for layout that is also horizontal."
        )
        #expect(horizontal?.offset == 13) // after the second view's ']', where UIKit finishes the connection
        let vertical = failure("V:[a][b]", options: VisualFormatOptions(alignments: [.centerY]))
        #expect(
            vertical?.message
                == "Unable to parse constraint format: Options mask required views to be aligned on a vertical edge, which is not allowed for layout that is also vertical."
        )
        #expect(vertical?.offset == 8)
    }

    @Test func numbersOutOfASpecsRangeAreTrellisErrors() {
        let huge = failure("[a(1e10)]")
        #expect(huge?.message == "1e10 is out of range: numbers in a spec are at most 1e9 in size")
        #expect(huge?.offset == 3)
        #expect(failure("[a(-inf)]")?.message == "-inf is out of range: numbers in a spec are at most 1e9 in size")
        #expect(
            failure("[a(w)]", metrics: ["w": 2e9])?.message
                == "metric 'w' (2000000000.0) is out of range: numbers in a spec are at most 1e9 in size")
    }

    @Test func numbersReadAsStrtodReadsThem() throws {
        #expect(try made("[a(0x10)]") == ["a.width == 16"])
        #expect(try made("[a(5.)]") == ["a.width == 5"])
        #expect(try made("[a(-.5)]") == ["a.width == -0.5"])
        #expect(try made("[a(2.5E+1)]") == ["a.width == 25"])
        // An exponent without digits is not part of the number.
        #expect(failure("[a]-8e-[b]")?.message == "Unable to parse constraint format: Expected a '-' here")
    }

    /// Every one-character deletion and replacement of well-formed strings, from the grammar's own alphabet:
    /// each either makes constraints located inside the string or fails at a place inside it (or just past
    /// its end), never traps.
    @Test func everyOneCharacterMutationParsesOrFailsInsideTheString() {
        let seeds = [
            "|-[find]-[findNext]-[findField(>=20)]-|", "V:|-(>=8@750)-[a(==b,<=100)]-gap-[b]-(-4)-|",
            "H:[a(0x10)]-1e1-[b(50@p)][c]", "[button1(==button2)]", "V:[topField]-10-[bottomField]",
        ]
        let alphabet = Array("HV:|-[]()<>=@,0123456789.eEx_ab ".utf8)
        let parser = VisualFormatParser(
            metrics: ["gap": 12, "p": 250], views: Self.views,
            options: VisualFormatOptions(direction: .rightToLeft))
        var made = 0
        var failed = 0
        for seed in seeds {
            let bytes = Array(seed.utf8)
            for i in bytes.indices {
                var variants = [bytes[..<i] + bytes[(i + 1)...]]
                for c in alphabet where c != bytes[i] {
                    var replaced = bytes
                    replaced[i] = c
                    variants.append(replaced[...])
                }
                for variant in variants {
                    let text = String(decoding: variant, as: UTF8.self)
                    do {
                        let result = try parser.parse(text)
                        #expect(
                            result.constraints.allSatisfy { $0.offset >= 0 && $0.offset < variant.count }, "\(text)")
                        made += 1
                    } catch {
                        #expect(error.offset >= 0 && error.offset <= variant.count, "\(text)")
                        failed += 1
                    }
                }
            }
        }
        #expect(made + failed == 5_136)
        #expect(made == 310 && failed == 4_826)
    }

    // MARK: Work

    /// 10,000 strings of five views each, every production in them: parsing reads each character a bounded
    /// number of times (the benchmark `trellis-bench vfl` times the same strings).
    @Test func parsingIsLinearInTheStringsLength() throws {
        let strings = VisualFormatLines.lines(10_000)
        let views = Dictionary(
            uniqueKeysWithValues: VisualFormatLines.viewNames.map { ($0, VisualFormatSuperview.canvas) })
        let parser = VisualFormatParser(metrics: VisualFormatLines.metrics, views: views)
        var characters = 0
        var reads = 0
        var constraints = 0
        for s in strings {
            let result = try parser.parse(s)
            characters += s.utf8.count
            reads += result.charactersRead
            constraints += result.constraints.count
        }
        #expect(constraints == 10_000 * 10)
        #expect(reads <= 3 * characters, "\(reads) reads for \(characters) characters")
        #expect(characters == 948_000)
        #expect(reads == 2_018_000)
    }
}

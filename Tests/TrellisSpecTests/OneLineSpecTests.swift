import Testing
import TrellisLayout
import TrellisText

@testable import TrellisSpec

/// Specs written on one line (minified JSON, as generators and `JSON.stringify` write them): locating a
/// position costs the scalar it is in, never its distance from the start of the line.
struct OneLineSpecTests {
    /// `{"canvas":…,"views":{"v0":{"constraints":["height == 44",…]},…}}` on one line.
    static func minifiedSpec(views: Int, text: String = "") -> String {
        let constraints = #"["height == 44","width == 100","leading == superview.leading","top == superview.top"]"#
        let label = text.isEmpty ? "" : #""kind":"label","text":"\#(text)","#
        let entries = (0..<views).map { #""v\#($0)":{\#(label)"constraints":\#(constraints)}"# }
        return #"{"canvas":{"width":375,"height":812},"views":{"# + entries.joined(separator: ",") + "}}"
    }

    /// The bytes stepped through to locate every constraint of the one-line spec: each constraint's start,
    /// as the reader locates it.
    static func locatingSteps(_ text: String) throws -> (steps: Int, located: Int) {
        let source = SpecSource(file: "s.json", text: text, baseDirectory: ".")
        var steps = 0, located = 0
        var nodes = [try #require(try YAMLTreeBuilder.tree(text))]
        while let node = nodes.popLast() {
            switch node {
            case .mapping(let mapping): nodes += mapping.pairs.map(\.value)
            case .sequence(let sequence): nodes += sequence.nodes
            case .scalar(let scalar):
                guard scalar.style == .doubleQuoted, let mark = scalar.mark else { continue }
                let start = source.location(line: mark.line, column: mark.column)
                let found = source.location(inScalarAt: start, quote: "\"", offset: 4, steps: &steps)
                #expect(found.line == 1)
                #expect(found.column == mark.column + 5)
                located += 1
            }
        }
        return (steps, located)
    }

    /// 10,000 repeated constraints on one line: the work is a few bytes a constraint (its opening quote and
    /// four characters), and the same a constraint at 1,000 and at 10,000, where walking each line from its
    /// start cost the line's length a constraint.
    @Test func locatingIsLinearOnOneLine() throws {
        let small = try Self.locatingSteps(Self.minifiedSpec(views: 250))
        let large = try Self.locatingSteps(Self.minifiedSpec(views: 2_500))
        #expect(small.located == 1_000)
        #expect(large.located == 10_000)
        #expect(small.steps == 5 * small.located)
        #expect(large.steps == 5 * large.located)
    }

    /// With text that isn't ASCII on the line, a column is found from the nearest checkpoint: under
    /// `ScalarColumns.stride` scalars' bytes more a position, whatever the position.
    @Test func locatingIsLinearOnOneLineWithWideText() throws {
        let text = "名前 é 👍🏽"
        let small = try Self.locatingSteps(Self.minifiedSpec(views: 250, text: text))
        let large = try Self.locatingSteps(Self.minifiedSpec(views: 2_500, text: text))
        #expect(small.located == 1_500)
        #expect(large.located == 15_000)
        let bound = 5 + 4 * ScalarColumns.stride
        #expect(small.steps <= bound * small.located)
        #expect(large.steps <= bound * large.located)
    }

    /// The issue's reproducer: 8,000 views of four constraints each on one line reads, and the first
    /// constraint's error is placed at its column.
    @Test func aMinifiedSpecOfEightThousandViewsReads() throws {
        let text = Self.minifiedSpec(views: 8_000)
        let document = try SpecReader.read(text: text, file: "s.json")
        #expect(document.views.count == 8_000)
        let broken = text.replacingOccurrences(
            of: #""v7999":{"constraints":["height == 44""#, with: #""v7999":{"constraints":["height === 44""#)
        #expect(throws: SpecError.self) { try SpecReader.read(text: broken, file: "s.json") }
        do {
            _ = try SpecReader.read(text: broken, file: "s.json")
        } catch let error as SpecError {
            let column = try #require(error.location?.column)
            let utf8 = Array(broken.utf8)
            let quote = try #require(broken.range(of: #"["height === 44""#)).lowerBound
            let opening = broken.utf8.distance(from: broken.startIndex, to: quote) + 1 // the `"`
            #expect(utf8[opening] == UInt8(ascii: "\""))
            // The error points into the constraint, past its opening quote.
            #expect(column > opening + 1)
            #expect(column <= opening + 1 + 15)
        }
    }

    /// Columns in text that isn't ASCII, near and far from the line's start and across checkpoints.
    @Test func columnsOfWideTextMatchAWalk() throws {
        let text = String(repeating: "é名👍 ", count: 100) + "\"target\"" + String(repeating: "ü", count: 70) + "\n\"b\""
        let source = SpecSource(file: "s", text: text, baseDirectory: ".")
        let bytes = Array(text.utf8)
        let line1 = Array(text.unicodeScalars.prefix { $0 != "\n" })
        for column in [1, 2, 63, 64, 65, 128, 400, 401, 402, line1.count] {
            var steps = 0
            let offset = try #require(
                source.scalarColumns.utf8Offset(
                    line: 1, column: column, lineStarts: source.lineStarts, in: bytes, steps: &steps))
            let expected = String(String.UnicodeScalarView(line1.prefix(column - 1))).utf8.count
            #expect(offset == expected)
        }
        var steps = 0
        let second = source.scalarColumns.utf8Offset(
            line: 2, column: 1, lineStarts: source.lineStarts, in: bytes, steps: &steps)
        #expect(second == bytes.count - 3)
        #expect(
            source.location(inScalarAt: source.location(line: 1, column: 401), quote: "\"", offset: 3).column == 405)
    }

    /// The fuzzer's find: one quoted constraint written 20,001 times on one line reads and solves (the
    /// copies are one constraint to the solver's duplicate handling).
    @Test func twentyThousandCopiesOfOneConstraintOnOneLine() throws {
        let copies = Array(repeating: #""height == 44""#, count: 20_001).joined(separator: ",")
        let text =
            #"{"canvas":{"width":375,"height":812},"views":{"v":{"constraints":["leading == superview.leading","#
            + #""top == superview.top","width == 100","# + copies + "]}}}"
        let document = try SpecReader.read(text: text, file: "s.json")
        let layout = try LayoutEngine(textEngine: try TextEngine.bundled()).solve(document)
        let view = try #require(layout.views.first)
        #expect(view.frame == Rect(x: 0, y: 0, width: 100, height: 44))
        #expect(layout.diagnostics.isEmpty)
    }
}

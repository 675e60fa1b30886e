import Foundation
import Testing
import TrellisLayout

@testable import TrellisSpec

/// `textColor:` — the glyph colour of labels, text views and button titles.
@Suite struct TextColorSpecTests {
    private static let canvas = "canvas: {width: 320, height: 568}\n"

    static func firstErrorLine(_ text: String) -> String? {
        do {
            _ = try SpecReader.read(text: text, file: "s.yaml")
            return nil
        } catch let error as SpecError {
            return error.description.split(separator: "\n", omittingEmptySubsequences: false).first.map(String.init)
        } catch {
            return "unexpected \(error)"
        }
    }

    @Test func readsNamedHexAndMissingColours() throws {
        let doc = try SpecReader.read(
            text: Self.canvas + """
                views:
                  title: {kind: label, text: Hi, textColor: white}
                  body: {kind: textView, text: Hi, textColor: "#336699"}
                  ok: {kind: button, text: OK, textColor: "#FF000080"}
                  plain: {kind: label, text: Hi}
                """, file: "s.yaml")
        #expect(doc.views[0].textColor == Color(red8: 255, green8: 255, blue8: 255))
        #expect(doc.views[1].textColor == Color(red8: 0x33, green8: 0x66, blue8: 0x99))
        #expect(doc.views[2].textColor == Color(red8: 255, green8: 0, blue8: 0, alpha8: 0x80))
        #expect(doc.views[3].textColor == nil)
    }

    @Test func jsonSpecsReadItToo() throws {
        let doc = try SpecReader.read(
            text: """
                {"canvas": {"width": 100, "height": 100},
                 "views": {"a": {"kind": "label", "text": "x", "textColor": "rebeccapurple"}}}
                """, file: "s.json")
        #expect(doc.views[0].textColor == Color(red8: 0x66, green8: 0x33, blue8: 0x99))
    }

    @Test func errorsPointAtTheValueOrKey() {
        let cases: [(String, String)] = [
            (
                Self.canvas + "views:\n  a: {kind: label, textColor: whte}\n",
                "s.yaml:3:31: error: unknown colour 'whte' (did you mean 'white'?): write a UIKit colour (label, systemBlue…), a CSS colour name, #RGB, #RRGGBB or #RRGGBBAA"
            ),
            (
                Self.canvas + "views:\n  a:\n    kind: label\n    textColor: #FFFFFF\n",
                "s.yaml:5:5: error: textColor is empty: in YAML '#' starts a comment, so quote hex colours: textColor: \"#FF0000\""
            ),
            (
                Self.canvas + "views:\n  a: {kind: label, textColor: }\n",
                "s.yaml:3:31: error: textColor is empty: write a CSS colour name or \"#RRGGBB\""
            ),
            (
                Self.canvas + "views:\n  a: {kind: button, textColor: \"#12345\"}\n",
                "s.yaml:3:32: error: '#12345' has 5 hex digits: write #RGB, #RGBA, #RRGGBB or #RRGGBBAA"
            ),
            (
                Self.canvas + "views:\n  a: {textColor: red}\n",
                "s.yaml:3:7: error: 'textColor' applies to label, button, textView, textField views, but 'a' is a view (no 'kind' given)"
            ),
            (
                Self.canvas + "views:\n  a: {kind: switch, textColor: red}\n",
                "s.yaml:3:21: error: 'textColor' applies to label, button, textView, textField views, but 'a' is a switch"
            ),
            (
                Self.canvas + "views:\n  a: {kind: label, textColor: [1, 2]}\n",
                "s.yaml:3:31: error: textColor must be a string, found a list"
            ),
            (
                Self.canvas + "views:\n  a: {kind: label, textColr: red}\n",
                "s.yaml:3:20: error: unknown key 'textColr' in view 'a' (did you mean 'textColor'?); expected one of kind, background, textColor, hidden, text, font, lines, lineBreakMode, lineBreakStrategy, alignment, lineSpacing, preferredMaxLayoutWidth, intrinsicPadding, contentEdgeInsets, image, scrollEnabled, intrinsicSize, hugging, compressionResistance, frame, autoresizing, layoutMargins, alignmentRectInsets, sizeToFit, sizeThatFits, constraints, subviews, semanticContentAttribute, directionalLayoutMargins, designSize, variations, when, check, axis, distribution, spacing, customSpacing, baselineRelative, layoutMarginsRelative, spacingAfter"
            ),
        ]
        for (spec, expected) in cases {
            #expect(Self.firstErrorLine(spec) == expected, "\(spec)")
        }
    }

    @Test func seedSamplesWriteTheSeedsWhiteText() throws {
        // Seed 000 scene 4 sets `label.textColor = [UIColor whiteColor]` on both labels.
        let path = packageRoot().appendingPathComponent("Samples/seed000-scene4-two-label-container.yaml").path
        let doc = try SpecReader.read(contentsOf: path)
        let labels = doc.views[0].subviews
        #expect(labels.map(\.name) == ["label1", "label2"])
        #expect(labels.allSatisfy { $0.textColor == Color.white })
    }
}

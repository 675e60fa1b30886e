import Testing
import TrellisLayout
import TrellisText

@testable import TrellisSpec

/// Dynamic Type (issue 11 point 2): text styles sized from Apple's table per category, UIFontMetrics scaling.
struct DynamicTypeTests {
    /// Apple's table (environment-facts §1.1), written out again so a changed entry fails here.
    static let table: [(DynamicTextStyle, [Double])] = [
        (.largeTitle, [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60]),
        (.title1, [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58]),
        (.title2, [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56]),
        (.title3, [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55]),
        (.headline, [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]),
        (.body, [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]),
        (.callout, [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51]),
        (.subheadline, [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49]),
        (.footnote, [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44]),
        (.caption1, [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43]),
        (.caption2, [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 41]),
    ]

    @Test func everyStyleInEveryCategoryComesFromItsOwnRow() {
        #expect(DynamicTextStyle.allCases.count == 11 && ContentSizeCategory.allCases.count == 12)
        for (style, sizes) in Self.table {
            for (category, size) in zip(ContentSizeCategory.allCases, sizes) {
                #expect(style.pointSize(in: category) == size, "\(style) \(category)")
                #expect(DynamicFont(.style(style)).font(in: category, scale: 3).size == size)
            }
        }
        // Weights: headline semibold (drawn with the bold face), everything else regular.
        #expect(DynamicFont(.style(.headline)).font(in: .large, scale: 2).weight == .semibold)
        #expect(DynamicTextStyle.allCases.filter { $0.appleWeight != .regular } == [.headline])
    }

    static let labels = """
        canvas: {width: 390, height: 844, scale: 3CATEGORY}
        views:
          body: {kind: label, text: Body, font: {style: body}, constraints: [leading == superview.leading, top == superview.top]}
          caption: {kind: label, text: Caption, font: {style: caption1}, constraints: [leading == superview.leading, top == body.bottom]}
          custom: {kind: label, text: Custom, font: {size: 15, scalesWith: body}, constraints: [leading == superview.leading, top == caption.bottom]}
          capped: {kind: label, text: Capped, font: {size: 15, scalesWith: body, maximumSize: 30}, constraints: [leading == superview.leading, top == custom.bottom]}
          heavy: {kind: label, text: Heavy, font: {style: caption2, weight: bold}, constraints: [leading == superview.leading, top == capped.bottom]}
        """

    private func sizes(_ category: String?) throws -> [String: Double] {
        let yaml = Self.labels.replacingOccurrences(
            of: "CATEGORY", with: category.map { ", contentSizeCategory: \($0)" } ?? "")
        let layout = try Env.solve(yaml)
        var out: [String: Double] = [:]
        for view in layout.views { out[view.name] = view.textLayout?.style.font.size }
        return out
    }

    @Test func specFontsFollowTheCanvasCategory() throws {
        // Default: large.
        #expect(try sizes(nil) == ["body": 17, "caption": 12, "custom": 15, "capped": 15, "heavy": 11])
        // accessibilityExtraExtraExtraLarge: body 53, caption1 43 (its own row, not 53/17 × 12 = 37.4).
        let ax5 = try sizes("accessibilityExtraExtraExtraLarge")
        #expect(ax5["body"] == 53 && ax5["caption"] == 43 && ax5["heavy"] == 41)
        // UIFontMetrics: 15 × 53 / 17 = 46.76 → 140/3 on a 3× screen; capped at 30.
        #expect(abs((ax5["custom"] ?? 0) - 140.0 / 3) < 1e-9)
        #expect(ax5["capped"] == 30)
        // Short names work too: XL is body 19, custom 15 × 19/17 = 16.76 → 50/3.
        let xl = try sizes("XL")
        #expect(xl["body"] == 19 && abs((xl["custom"] ?? 0) - 50.0 / 3) < 1e-9)
        let xs = try sizes("extraSmall")
        #expect(xs["body"] == 14 && xs["caption"] == 11 && abs((xs["custom"] ?? 0) - 37.0 / 3) < 1e-9)
    }

    @Test func labelsGrowWithTheCategory() throws {
        let large = try Env.solve(Self.labels.replacingOccurrences(of: "CATEGORY", with: ""))
        let ax5 = try Env.solve(
            Self.labels.replacingOccurrences(of: "CATEGORY", with: ", contentSizeCategory: AX-XXXL"))
        let ratio = ax5.frame("body").height / large.frame("body").height
        #expect(ratio > 3 && ratio < 3.3) // line height scales with the point size, 53/17 = 3.12
    }

    @Test func badFontsAreLocatedErrors() {
        #expect(
            Env.error(
                """
                canvas: {width: 100, height: 100}
                views:
                  a: {kind: label, text: x, font: {style: bodyy}}
                """
            ).contains("env.yaml:3:43: error: unknown text style 'bodyy' (did you mean 'body'?)"))
        #expect(
            Env.error(
                """
                canvas: {width: 100, height: 100, contentSizeCategory: extraLarg}
                views: {}
                """
            ).contains("env.yaml:1:56: error: unknown contentSizeCategory 'extraLarg' (did you mean 'extraLarge'?)"))
        #expect(
            Env.error(
                """
                canvas: {width: 100, height: 100}
                views:
                  a: {kind: label, text: x, font: {style: body, size: 12}}
                """
            ).contains("a text style sets its own size"))
    }
}

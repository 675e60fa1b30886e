import Testing
import TrellisText

@testable import TrellisLayout

/// Builders for documents written in Swift, as a spec would produce them.
enum Doc {
    static let text8 = "天地玄黄 宇宙洪荒 日月盈昃 辰宿列张"
    static let text16 = "天地玄黄 宇宙洪荒 日月盈昃 辰宿列张 寒来暑往 秋收冬藏 闰余成岁 律吕调阳"
    static let iPhoneSE = Canvas(width: 320, height: 568, scale: 2)

    nonisolated(unsafe) private static var sharedEngine: LayoutEngine?
    static func engine() throws -> LayoutEngine {
        if let e = sharedEngine { return e }
        let e = LayoutEngine(textEngine: try TextEngine.bundled())
        sharedEngine = e
        return e
    }

    static func at(_ line: Int) -> TrellisLayout.SourceLocation {
        TrellisLayout.SourceLocation(file: "test.yaml", line: line, column: 7)
    }

    /// `[item.]attr REL [item.attr × m] + c @p`, with the text kept for messages.
    static func c(
        _ first: ItemReference = .owner, _ a1: LayoutAttribute, _ relation: LayoutRelation = .equal,
        _ second: ItemReference? = nil, _ a2: LayoutAttribute? = nil, m: Double = 1, _ constant: Double = 0,
        priority: Double = 1000, line: Int = 0
    ) -> ConstraintNode {
        func name(_ r: ItemReference) -> String {
            switch r {
            case .owner: return ""
            case .superview: return "superview."
            case .canvas: return "canvas."
            case .safeArea: return "safeArea."
            case .view(let n): return "\(n)."
            case .systemGuide(let inner, let guide): return "\(name(inner))\(guide.rawValue)."
            }
        }
        var source = "\(name(first))\(a1.rawValue) \(relation.rawValue) "
        if let second { source += "\(m == 1 ? "" : "\(m) * ")\(name(second))\((a2 ?? a1).rawValue)" }
        if second == nil { source += "\(constant)" } else if constant != 0 { source += " + \(constant)" }
        if priority != 1000 { source += " @\(priority)" }
        return ConstraintNode(
            firstItem: first, firstAttribute: a1, relation: relation, secondItem: second,
            secondAttribute: second == nil ? nil : (a2 ?? a1), multiplier: m, constant: constant,
            priority: priority, source: source, location: line == 0 ? nil : at(line))
    }

    static func label(
        _ name: String, _ text: String, size: Double, lines: Int = 1, preferredMax: Double = 0,
        _ constraints: [ConstraintNode] = []
    ) -> ViewNode {
        var v = ViewNode(name: name, kind: .label, location: at(1))
        v.text = text
        v.textStyle = TextStyle(font: Font(size: size), numberOfLines: lines)
        v.preferredMaxLayoutWidth = preferredMax
        v.constraints = constraints
        return v
    }

    static func view(
        _ name: String, kind: ViewKind = .view, _ constraints: [ConstraintNode] = [],
        subviews: [ViewNode] = []
    ) -> ViewNode {
        var v = ViewNode(name: name, kind: kind, location: at(2))
        v.constraints = constraints
        v.subviews = subviews
        return v
    }

    /// Seed 000's label at top 40, left 10 of the screen.
    static func scene1Label(
        _ name: String = "testLabel", text: String = text8, lines: Int = 1,
        preferredMax: Double = 0
    ) -> ViewNode {
        label(
            name, text, size: 14, lines: lines, preferredMax: preferredMax,
            [c(.owner, .top, .equal, .superview, .top, 40), c(.owner, .left, .equal, .superview, .left, 10)])
    }

    /// Seed 000 scene 4 (`second` a label) or scene 5 (`second` a text view, optionally sized with sizeThatFits).
    static func scene4(secondKind: ViewKind = .label, sizeThatFits: Size? = nil) -> LayoutDocument {
        let label1 = label(
            "label1", text16, size: 14, lines: 0, preferredMax: 300,
            [
                c(.owner, .left, .equal, .view("bgView"), .left, 10),
                c(.owner, .right, .lessThanOrEqual, .view("bgView"), .right, -10),
                c(.owner, .top, .equal, .view("bgView"), .top, 10),
            ])
        var second = label("label2", text16, size: 18, lines: 0, preferredMax: 300)
        if secondKind == .textView {
            second = ViewNode(name: "textView1", kind: .textView, location: at(30))
            second.text = text16
            second.textStyle = TextStyle(font: Font(size: 18), numberOfLines: 0)
            second.sizeThatFits = sizeThatFits
        }
        second.constraints = [
            c(.owner, .left, .equal, .view("label1"), .left),
            c(.owner, .right, .lessThanOrEqual, .view("bgView"), .right, -10),
            c(.owner, .top, .equal, .view("label1"), .bottom, 10),
            c(.owner, .bottom, .equal, .view("bgView"), .bottom, -10),
        ]
        let bg = view(
            "bgView",
            [
                c(.owner, .left, .equal, .superview, .left),
                c(.owner, .top, .equal, .superview, .top, 10),
                c(.owner, .width, .equal, .superview, .width),
            ], subviews: [label1, second])
        return LayoutDocument(canvas: iPhoneSE, views: [bg])
    }
}

extension SolvedLayout {
    func frame(_ name: String) -> Rect {
        view(named: name)?.absoluteFrame ?? Rect(x: .nan, y: .nan, width: .nan, height: .nan)
    }
    func codes(_ view: String? = nil) -> [String] {
        diagnostics.filter { view == nil || $0.views.first == view }.map(\.code)
    }
}

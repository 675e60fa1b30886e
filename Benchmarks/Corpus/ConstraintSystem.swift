/// A pure-constraint layout as plain equations: the same variables (each view's left, top, width and
/// height in canvas coordinates, as Trellis keeps them) and the same constraints, in the same order, for a
/// peer solver (`Benchmarks/peers/scale_peer.py` gives it to kiwisolver).
public struct ConstraintSystem: Sendable {
    public struct View: Sendable {
        public var name: String
        /// Index of the superview in `views`, or nil for a subview of the canvas.
        public var parent: Int?
    }

    /// `item.attribute REL other.attribute × multiplier + constant @priority`, as written in the spec.
    public struct Equation: Sendable {
        public var item: Item
        public var attribute: String
        public var relation: String
        public var other: Item?
        public var otherAttribute: String?
        public var multiplier: Double = 1
        public var constant: Double = 0
        public var priority: Double = 1000
    }

    public enum Item: Sendable, Equatable {
        case view(Int)
        /// The canvas (the screen): its edges are fixed.
        case canvas
    }

    public var canvasWidth: Double
    public var canvasHeight: Double
    public var views: [View] = []
    public var equations: [Equation] = []

    func name(_ item: Item, from view: Int) -> String {
        switch item {
        case .canvas: return views[view].parent == nil ? "superview" : "canvas"
        case .view(let v): return views[view].parent == v ? "superview" : views[v].name
        }
    }

    /// The equation as a spec writes it under the view `view` (the view's own name left out), or at the
    /// top level (`view` nil).
    func text(_ e: Equation, under view: Int?) -> String {
        var lhs = e.attribute
        if view == nil, case .view(let v) = e.item { lhs = "\(views[v].name).\(e.attribute)" }
        var out = "\(lhs) \(e.relation) "
        if let other = e.other, let attribute = e.otherAttribute {
            let otherName: String
            if let view {
                otherName = name(other, from: view)
            } else if case .view(let o) = other {
                otherName = views[o].name
            } else {
                otherName = "canvas"
            }
            if e.multiplier != 1 { out += "\(number(e.multiplier)) * " }
            out += "\(otherName).\(attribute)"
            if e.constant > 0 { out += " + \(number(e.constant))" }
            if e.constant < 0 { out += " - \(number(-e.constant))" }
        } else {
            out += number(e.constant)
        }
        if e.priority != 1000 { out += " @\(number(e.priority))" }
        return out
    }

    /// The system as JSON: `{"canvas": [w, h], "views": [[name, parent or -1], …], "equations": [[item,
    /// attribute, relation, other or null, otherAttribute or null, multiplier, constant, priority], …]}`,
    /// items being view indices or -1 for the canvas.
    public var json: String {
        func item(_ i: Item?) -> String {
            switch i {
            case nil: return "null"
            case .canvas?: return "-1"
            case .view(let v)?: return String(v)
            }
        }
        var out = "{\"canvas\": [\(number(canvasWidth)), \(number(canvasHeight))],\n\"views\": ["
        out += views.map { "[\"\($0.name)\", \($0.parent ?? -1)]" }.joined(separator: ", ")
        out += "],\n\"equations\": [\n"
        out += equations.map { e in
            "[\(item(e.item)), \"\(e.attribute)\", \"\(e.relation)\", \(item(e.other)), "
                + "\(e.otherAttribute.map { "\"\($0)\"" } ?? "null"), \(number(e.multiplier)), \(number(e.constant)), \(number(e.priority))]"
        }.joined(separator: ",\n")
        out += "\n]}\n"
        return out
    }
}

/// Numbers as a spec writes them: integers without a fraction.
func number(_ v: Double) -> String {
    if v == v.rounded(), abs(v) < 1e15 { return String(Int(v)) }
    return String(v)
}

/// The pure-constraint families (no text): flat rows of views with their constraints in a top-level list
/// in a chosen order, a grid, and deep nesting.
enum ConstraintFamilies {
    /// Flat views under the canvas; the constraints go in the top-level `constraints:` list in `order`.
    static func flat(_ system: ConstraintSystem, order: ConstraintOrder) -> SpecBuilder {
        var s = system
        s.equations = order.apply(system.equations)
        var yaml = "canvas: {width: \(number(s.canvasWidth)), height: \(number(s.canvasHeight)), scale: 1}\nviews:\n"
        for v in s.views { yaml += "  \(v.name): {background: lightsteelblue}\n" }
        yaml += "constraints:\n"
        for e in s.equations { yaml += "  - \(s.text(e, under: nil))\n" }
        return SpecBuilder(yaml: yaml, system: s)
    }

    /// A row of N views: each `top == canvas.top + 8`, `height == 20`, `width == 40`, `leading ==
    /// previous.trailing + 8` (the first one against the canvas).
    static func chain(_ n: Int, order: ConstraintOrder) -> SpecBuilder {
        var s = ConstraintSystem(canvasWidth: Double(48 * n + 8), canvasHeight: 36)
        for i in 0..<n {
            s.views.append(.init(name: "v\(i)", parent: nil))
            let previous: ConstraintSystem.Item = i == 0 ? .canvas : .view(i - 1)
            s.equations += [
                .init(
                    item: .view(i), attribute: "leading", relation: "==", other: previous,
                    otherAttribute: i == 0 ? "leading" : "trailing", constant: 8),
                .init(
                    item: .view(i), attribute: "top", relation: "==", other: .canvas, otherAttribute: "top", constant: 8
                ),
                .init(item: .view(i), attribute: "width", relation: "==", constant: 40),
                .init(item: .view(i), attribute: "height", relation: "==", constant: 20),
            ]
        }
        return flat(s, order: order)
    }

    /// The issue's "fill equally" row as plain constraints: per view `top == canvas.top`, `height == 20`,
    /// `width >= 1`, `leading == previous.trailing + 8` (the first `leading == canvas.leading`), `width ==
    /// previous.width`; the last `trailing == canvas.trailing`. The canvas is 60 points per view.
    static func fillRow(_ n: Int, order: ConstraintOrder) -> SpecBuilder {
        var s = ConstraintSystem(canvasWidth: Double(60 * n), canvasHeight: 20)
        for i in 0..<n {
            s.views.append(.init(name: "v\(i)", parent: nil))
            s.equations += [
                .init(item: .view(i), attribute: "top", relation: "==", other: .canvas, otherAttribute: "top"),
                .init(item: .view(i), attribute: "height", relation: "==", constant: 20),
                .init(item: .view(i), attribute: "width", relation: ">=", constant: 1),
            ]
            if i == 0 {
                s.equations.append(
                    .init(
                        item: .view(0), attribute: "leading", relation: "==", other: .canvas, otherAttribute: "leading")
                )
            } else {
                s.equations += [
                    .init(
                        item: .view(i), attribute: "leading", relation: "==", other: .view(i - 1),
                        otherAttribute: "trailing", constant: 8),
                    .init(
                        item: .view(i), attribute: "width", relation: "==", other: .view(i - 1), otherAttribute: "width"
                    ),
                ]
            }
        }
        s.equations.append(
            .init(item: .view(n - 1), attribute: "trailing", relation: "==", other: .canvas, otherAttribute: "trailing")
        )
        return flat(s, order: order)
    }

    /// ⌈√N⌉ columns of square tiles: in each row the first tile's leading edge is pinned, tiles are 8 apart
    /// with equal widths, the last one's trailing edge is pinned; each tile's top is 8 below the tile above
    /// (the first row's against the canvas) and its height equals its width. 50 points of canvas per column.
    static func grid(_ n: Int, order: ConstraintOrder = .natural) -> SpecBuilder {
        let columns = max(1, Int(Double(n).squareRoot().rounded(.up)))
        let rows = (n + columns - 1) / columns
        var s = ConstraintSystem(canvasWidth: Double(50 * columns), canvasHeight: Double(50 * rows + 8))
        for r in 0..<rows {
            for c in 0..<columns {
                let i = r * columns + c
                s.views.append(.init(name: "t\(r)_\(c)", parent: nil))
                if c == 0 {
                    s.equations.append(
                        .init(
                            item: .view(i), attribute: "leading", relation: "==", other: .canvas,
                            otherAttribute: "leading", constant: 8))
                } else {
                    s.equations += [
                        .init(
                            item: .view(i), attribute: "leading", relation: "==", other: .view(i - 1),
                            otherAttribute: "trailing", constant: 8),
                        .init(
                            item: .view(i), attribute: "width", relation: "==", other: .view(i - 1),
                            otherAttribute: "width"),
                    ]
                }
                if c == columns - 1 {
                    s.equations.append(
                        .init(
                            item: .view(i), attribute: "trailing", relation: "==", other: .canvas,
                            otherAttribute: "trailing", constant: -8))
                }
                s.equations += [
                    r == 0
                        ? .init(
                            item: .view(i), attribute: "top", relation: "==", other: .canvas, otherAttribute: "top",
                            constant: 8)
                        : .init(
                            item: .view(i), attribute: "top", relation: "==", other: .view(i - columns),
                            otherAttribute: "bottom", constant: 8),
                    .init(
                        item: .view(i), attribute: "height", relation: "==", other: .view(i), otherAttribute: "width"),
                ]
            }
        }
        return flat(s, order: order)
    }

    /// A view inside a view N levels deep, each pinned to its superview's four edges 1 point in; the
    /// outermost fills a canvas of 2N + 100 points square. Written as nested block YAML, the way a spec
    /// writes subviews.
    static func deepNesting(_ n: Int) -> SpecBuilder {
        let s = deepNestingSystem(n)
        var yaml = "canvas: {width: \(number(s.canvasWidth)), height: \(number(s.canvasHeight)), scale: 1}\nviews:\n"
        for i in 0..<n {
            let indent = String(repeating: " ", count: 2 + 2 * i)
            // Nested views: `name:` then its keys one level in, its subviews two levels in.
            yaml += "\(indent)d\(i):\n"
            let texts = s.equations[(4 * i)..<(4 * i + 4)].map { s.text($0, under: i) }
            yaml += "\(indent) constraints: [\(texts.joined(separator: ", "))]\n"
            if i + 1 < n { yaml += "\(indent) subviews:\n" }
        }
        return SpecBuilder(yaml: yaml, system: s)
    }

    /// The nesting's views and equations: each view's four edges, in view order.
    static func deepNestingSystem(_ n: Int) -> ConstraintSystem {
        let side = Double(2 * n + 100)
        var s = ConstraintSystem(canvasWidth: side, canvasHeight: side)
        for i in 0..<n {
            s.views.append(.init(name: "d\(i)", parent: i == 0 ? nil : i - 1))
            let parent: ConstraintSystem.Item = i == 0 ? .canvas : .view(i - 1)
            for (attribute, constant) in [("leading", 1.0), ("top", 1), ("trailing", -1), ("bottom", -1)] {
                s.equations.append(
                    .init(
                        item: .view(i), attribute: attribute, relation: "==", other: parent,
                        otherAttribute: attribute, constant: constant))
            }
        }
        return s
    }

    /// The same nesting with every constraint in the top-level `constraints:` list (views named, the
    /// outermost against the canvas), in `order` — a spec that lists its constraints apart from its views.
    static func deepNesting(_ n: Int, order: ConstraintOrder) -> SpecBuilder {
        var s = deepNestingSystem(n)
        s.equations = order.apply(s.equations)
        var yaml = "canvas: {width: \(number(s.canvasWidth)), height: \(number(s.canvasHeight)), scale: 1}\nviews:\n"
        for i in 0..<n {
            let indent = String(repeating: " ", count: 2 + 2 * i)
            yaml += i + 1 < n ? "\(indent)d\(i):\n\(indent) subviews:\n" : "\(indent)d\(i): {}\n"
        }
        yaml += "constraints:\n"
        for e in s.equations { yaml += "  - \(s.text(e, under: nil))\n" }
        return SpecBuilder(yaml: yaml, system: s)
    }
}

/// `translatesAutoresizingMaskIntoConstraints`: a view with a frame gets exactly two required constraints
/// per axis that reproduce its frame and its autoresizing behaviour (reference §7, after Cappuccino's
/// re-implementation). Written for the horizontal axis with S = the superview's current width,
/// x = frame.minX, W = frame.width, R = S − (x + W), S′ = the superview's width unknown:
///
/// | flexible            | constraint 1                  | constraint 2                     |
/// |---------------------|-------------------------------|----------------------------------|
/// | none / right        | minX == x                     | width == W                       |
/// | left                | maxX == S′ − R                | width == W                       |
/// | width               | minX == x                     | maxX == S′ − R                   |
/// | left + right        | minX == x/(S−W) · (S′ − W)    | width == W                       |
/// | left + width        | maxX == S′ − R                | width == W/(x+W) · (S′ − R)      |
/// | width + right       | minX == x                     | width == W/(S−x) · (S′ − x)      |
/// | left + width + right| minX == x/S · S′              | width == W/S · S′                |
///
/// Positions are in the superview's coordinates (Trellis adds the superview's canvas position).
/// A zero denominator splits the change evenly among the flexible parts (the reference leaves it open).
/// "Current size" S is the superview's `frame:` size, the canvas size for a root view, and for a superview
/// laid out by constraints (no current size before layout) the subview's own extent `x + W`
/// (a right/bottom margin of 0).
enum AutoresizingAxis {
    struct Spec {
        var position: Double // x
        var size: Double // W
        var superSize: Double // S
        var flexibleLeading: Bool
        var flexibleSize: Bool
        var flexibleTrailing: Bool
    }

    /// Which edge or size a generated constraint fixes.
    enum Role: Sendable { case min, max, size }

    /// The two forms (each `== 0`) for one axis, with Apple's `minX == 10`-style descriptions.
    /// `minForm`/`sizeForm` are the view's unknowns; `superMin`/`superSize` the superview's (or constants).
    static func constraints(
        _ s: Spec, minForm: LinearForm, sizeForm: LinearForm,
        superMin: LinearForm, superSize: LinearForm,
        names: (min: String, max: String, size: String)
    ) -> [(form: LinearForm, text: String, role: Role)] {
        let x = s.position, w = s.size, S = s.superSize
        let r = S - (x + w)
        let rel = minForm - superMin // minX in the superview
        let maxRel = rel + sizeForm // maxX in the superview
        func ratio(_ num: Double, _ den: Double, parts: Double) -> Double { den == 0 ? 1 / parts : num / den }
        switch (s.flexibleLeading, s.flexibleSize, s.flexibleTrailing) {
        case (false, false, _):
            return [(rel - x, "\(names.min) == \(fmt(x))", .min), (sizeForm - w, "\(names.size) == \(fmt(w))", .size)]
        case (true, false, false):
            return [
                (maxRel - (superSize - r), "\(names.max) == superview.\(names.size) - \(fmt(r))", .max),
                (sizeForm - w, "\(names.size) == \(fmt(w))", .size),
            ]
        case (false, true, false):
            return [
                (rel - x, "\(names.min) == \(fmt(x))", .min),
                (maxRel - (superSize - r), "\(names.max) == superview.\(names.size) - \(fmt(r))", .max),
            ]
        case (true, false, true):
            let k = ratio(x, S - w, parts: 2)
            return [
                (rel - (superSize - w) * k, "\(names.min) == \(fmt(k))*(superview.\(names.size) - \(fmt(w)))", .min),
                (sizeForm - w, "\(names.size) == \(fmt(w))", .size),
            ]
        case (true, true, false):
            let k = ratio(w, x + w, parts: 2)
            return [
                (maxRel - (superSize - r), "\(names.max) == superview.\(names.size) - \(fmt(r))", .max),
                (
                    sizeForm - (superSize - r) * k, "\(names.size) == \(fmt(k))*(superview.\(names.size) - \(fmt(r)))",
                    .size
                ),
            ]
        case (false, true, true):
            let k = ratio(w, S - x, parts: 2)
            return [
                (rel - x, "\(names.min) == \(fmt(x))", .min),
                (
                    sizeForm - (superSize - x) * k, "\(names.size) == \(fmt(k))*(superview.\(names.size) - \(fmt(x)))",
                    .size
                ),
            ]
        case (true, true, true):
            let kx = ratio(x, S, parts: 3), kw = ratio(w, S, parts: 3)
            return [
                (rel - superSize * kx, "\(names.min) == \(fmt(kx))*superview.\(names.size)", .min),
                (sizeForm - superSize * kw, "\(names.size) == \(fmt(kw))*superview.\(names.size)", .size),
            ]
        }
    }

    /// Apple's `h=-&-` notation for one axis: leading margin, size, trailing margin; `&` flexible.
    static func notation(_ s: Spec) -> String {
        (s.flexibleLeading ? "&" : "-") + (s.flexibleSize ? "&" : "-") + (s.flexibleTrailing ? "&" : "-")
    }

    private static func fmt(_ v: Double) -> String { AppleNames.number(v) }
}

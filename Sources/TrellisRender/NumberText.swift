/// Numbers as people write them in tags and dimension labels: at most two decimals, no trailing zeros.
enum NumberText {
    /// `300` → "300", `33.5` → "33.5", `33.333…` → "33.33", `-0.0` → "0".
    static func minimal(_ value: Double) -> String {
        guard value.isFinite else { return value.isNaN ? "nan" : (value > 0 ? "∞" : "-∞") }
        let hundredths = (value * 100).rounded()
        if hundredths == 0 { return "0" }
        let negative = hundredths < 0
        let magnitude = abs(hundredths)
        guard magnitude < 1e15 else { return String(value) }
        let whole = Int(magnitude) / 100
        let fraction = Int(magnitude) % 100
        var text = (negative ? "-" : "") + String(whole)
        if fraction != 0 {
            let digits = fraction % 10 == 0 ? String(fraction / 10) : (fraction < 10 ? "0" : "") + String(fraction)
            text += "." + digits
        }
        return text
    }

    /// `width×height`, each minimal.
    static func size(_ width: Double, _ height: Double) -> String {
        minimal(width) + "×" + minimal(height)
    }
}

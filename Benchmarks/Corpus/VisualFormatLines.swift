/// Visual format strings of five views each, for `trellis-bench vfl` and the test that counts the parser's
/// work on the same strings: every production appears in each (bars, standard and explicit spacing, a
/// predicate list with a relation and a priority, metrics, a view's width against another view).
public enum VisualFormatLines {
    public static let metrics: [String: Double] = ["gap": 12, "wide": 80]
    /// The views the strings name (each string names five of them).
    public static let viewNames: [String] = (0..<50).map { "view\($0)" }

    public static func lines(_ count: Int) -> [String] {
        (0..<count).map { i in
            let n = (0..<5).map { viewNames[(i * 5 + $0) % viewNames.count] }
            let orientation = i % 2 == 0 ? "H" : "V"
            return "\(orientation):|-[\(n[0])(>=20)]-8-[\(n[1])(\(n[0]))]-(>=4@750)-[\(n[2])(wide)]-gap-"
                + "[\(n[3])(==44@999)]-[\(n[4])]-|"
        }
    }
}

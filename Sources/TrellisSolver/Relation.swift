/// How a constraint's expression relates to zero: `expression == 0`, `<= 0` or `>= 0`.
public enum Relation: String, Sendable, Hashable {
    case equal = "=="
    case lessThanOrEqual = "<="
    case greaterThanOrEqual = ">="
}

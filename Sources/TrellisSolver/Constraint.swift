/// A constraint's priority, in (0, 1000]. 1000 is required; every distinct lower value is its own
/// strict tier (see `Solver`).
public struct Priority: Hashable, Comparable, Sendable {
    public let value: Double

    /// - Throws: `SolverError.invalidPriority` unless `value` is finite and `0 < value <= 1000`.
    public init(_ value: Double) throws {
        guard value.isFinite, value > 0, value <= 1000 else { throw SolverError.invalidPriority(value) }
        self.value = value
    }

    private init(trusted value: Double) { self.value = value }

    public static let required = Priority(trusted: 1000)
    public static let defaultHigh = Priority(trusted: 750)
    public static let defaultLow = Priority(trusted: 250)
    public static let fittingSizeLevel = Priority(trusted: 50)

    public var isRequired: Bool { value >= 1000 }

    public static func < (lhs: Priority, rhs: Priority) -> Bool { lhs.value < rhs.value }
}

/// `lhs relation rhs` at a priority. Checked when added to a solver (`Solver.add`).
public struct Constraint: Sendable {
    /// `lhs - rhs`, so the constraint reads `expression relation 0`.
    public let expression: Expression
    public let relation: Relation
    public let priority: Priority

    public init(_ lhs: Expression, _ relation: Relation, _ rhs: Expression, priority: Priority = .required) {
        expression = lhs - rhs
        self.relation = relation
        self.priority = priority
    }
}

/// Identifies a constraint added to a solver. IDs increase in the order constraints are added.
///
/// Kept in 32 bits: a solver numbers its constraints from 0, and a spec's limits keep them far below 2³¹
/// (`ResourceLimits`: ten million constraints at most). A layout keeps one per installed constraint, so an
/// optional ID fits in 8 bytes, not 16.
public struct ConstraintID: Hashable, Comparable, Sendable, CustomStringConvertible {
    private let storage: Int32
    public var rawValue: Int { Int(storage) }
    init(_ rawValue: Int) { storage = Int32(truncatingIfNeeded: rawValue) }
    /// The id numbered `rawValue` (an id's own number, read back from where a caller keeps it compactly).
    package init(rawValue: Int32) { storage = rawValue }
    public static func < (lhs: ConstraintID, rhs: ConstraintID) -> Bool { lhs.rawValue < rhs.rawValue }
    public var description: String { "#\(rawValue)" }
}

public enum SolverError: Error, Equatable, CustomStringConvertible {
    /// Adding a required constraint failed; the solver is left exactly as before. `conflicts` are the
    /// required constraints already in the solver that, with the new one, cannot all hold (sorted;
    /// irreducible when the candidate set is small, see `Solver.add`).
    case unsatisfiable(conflicts: [ConstraintID])
    case nonFiniteCoefficient
    case invalidPriority(Double)
    /// The constraint has no variable with a non-zero coefficient.
    case emptyConstraint
    case unknownConstraint(ConstraintID)
    case duplicateEditVariable
    case unknownEditVariable
    case requiredEditVariable
    /// The tableau outgrew `Solver.termLimit`: `terms` it held, or would have held after the step it was
    /// about to take, when it stopped. The solver does nothing more.
    case termLimitExceeded(terms: Int, limit: Int)

    public var description: String {
        switch self {
        case .unsatisfiable(let conflicts):
            let list = conflicts.map(\.description).joined(separator: ", ")
            return "unsatisfiable required constraint; it conflicts with [\(list)]"
        case .nonFiniteCoefficient: return "a coefficient, constant or value is NaN or infinite"
        case .invalidPriority(let value): return "priority \(value) is outside (0, 1000]"
        case .emptyConstraint: return "the constraint has no variable with a non-zero coefficient"
        case .unknownConstraint(let id): return "constraint \(id) is not in the solver"
        case .duplicateEditVariable: return "the variable is already an edit variable"
        case .unknownEditVariable: return "the variable is not an edit variable"
        case .requiredEditVariable: return "an edit variable's priority must be below required (1000)"
        case .termLimitExceeded(let terms, let limit):
            return "the tableau outgrew its limit of \(limit) terms (up to \(terms) at the step where it stopped); "
                + "the solver has stopped"
        }
    }
}

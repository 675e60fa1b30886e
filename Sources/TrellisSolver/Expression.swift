/// A variable of one `Solver`. Opaque: only `Solver.makeVariable` creates them.
///
/// Variables compare by creation order, which is also the order the solver uses to break ties
/// between otherwise equal choices (see `Solver`).
public struct Variable: Hashable, Comparable, Sendable {
    /// Index in the solver's symbol table (creation order), in 32 bits: a layout engine keeps an optional
    /// variable per unknown (four per view), and an optional one takes half the room this way.
    /// `Tableau.newSymbol` keeps symbol indices below `Int32.max`.
    private let stored: Int32

    var index: Int { Int(stored) }

    init(index: Int) { stored = Int32(truncatingIfNeeded: index) }

    public static func < (lhs: Variable, rhs: Variable) -> Bool { lhs.index < rhs.index }
}

/// A linear expression: `Σ coefficient·variable + constant`.
///
/// Terms are merged as they are combined: each variable appears once, in the order it first
/// appeared; a term whose merged coefficient is exactly zero is dropped.
public struct Expression: Sendable {
    private var storage: [(variable: Variable, coefficient: Double)]
    public var constant: Double

    public init(_ terms: [(Variable, Double)] = [], constant: Double = 0) {
        storage = []
        self.constant = constant
        for (variable, coefficient) in terms { add(variable, coefficient) }
    }

    /// Terms the caller guarantees mention each variable once (e.g. built from a sorted, merged form):
    /// kept in order without the merge `init(_:constant:)` does (a scan per term). Exact zeros are still
    /// dropped, as there. Passing a variable twice is a programming error (the terms would not be merged).
    public init(distinctTerms terms: [(variable: Variable, coefficient: Double)], constant: Double = 0) {
        // Kept as given (no copy) when no term is an exact zero, the usual case. (The labels match the
        // storage's: an array of unlabelled tuples would be converted element by element.)
        if terms.allSatisfy({ $0.coefficient != 0 || $0.coefficient.isNaN }) {
            storage = terms
        } else {
            storage = terms.filter { $0.coefficient != 0 || $0.coefficient.isNaN }
        }
        self.constant = constant
    }

    /// The merged terms, in first-appearance order.
    public var terms: [(variable: Variable, coefficient: Double)] { storage }

    mutating func add(_ variable: Variable, _ coefficient: Double) {
        if let i = storage.firstIndex(where: { $0.variable == variable }) {
            let merged = storage[i].coefficient + coefficient
            if merged == 0 { storage.remove(at: i) } else { storage[i].coefficient = merged }
        } else if coefficient != 0 || coefficient.isNaN {
            storage.append((variable, coefficient))
        }
    }

    mutating func add(_ other: Expression, times factor: Double = 1) {
        for term in other.storage { add(term.variable, term.coefficient * factor) }
        constant += other.constant * factor
    }

    func scaled(by factor: Double) -> Expression {
        var result = Expression(constant: constant * factor)
        result.storage = storage.map { ($0.variable, $0.coefficient * factor) }
        return result
    }

    /// True when every coefficient and the constant are finite numbers.
    var isFinite: Bool { constant.isFinite && storage.allSatisfy { $0.coefficient.isFinite } }
}

extension Expression {
    public init(_ variable: Variable) { self.init([(variable, 1)]) }
    public init(_ constant: Double) { self.init(constant: constant) }
}

// MARK: - Operators

public func + (lhs: Expression, rhs: Expression) -> Expression { var e = lhs; e.add(rhs); return e }
public func - (lhs: Expression, rhs: Expression) -> Expression { var e = lhs; e.add(rhs, times: -1); return e }
public func + (lhs: Expression, rhs: Variable) -> Expression { lhs + Expression(rhs) }
public func - (lhs: Expression, rhs: Variable) -> Expression { lhs - Expression(rhs) }
public func + (lhs: Variable, rhs: Expression) -> Expression { Expression(lhs) + rhs }
public func - (lhs: Variable, rhs: Expression) -> Expression { Expression(lhs) - rhs }
public func + (lhs: Variable, rhs: Variable) -> Expression { Expression(lhs) + Expression(rhs) }
public func - (lhs: Variable, rhs: Variable) -> Expression { Expression(lhs) - Expression(rhs) }
public func + (lhs: Expression, rhs: Double) -> Expression { var e = lhs; e.constant += rhs; return e }
public func - (lhs: Expression, rhs: Double) -> Expression { var e = lhs; e.constant -= rhs; return e }
public func + (lhs: Double, rhs: Expression) -> Expression { rhs + lhs }
public func - (lhs: Double, rhs: Expression) -> Expression { -rhs + lhs }
public func + (lhs: Variable, rhs: Double) -> Expression { Expression(lhs) + rhs }
public func - (lhs: Variable, rhs: Double) -> Expression { Expression(lhs) - rhs }
public func + (lhs: Double, rhs: Variable) -> Expression { Expression(rhs) + lhs }
public func - (lhs: Double, rhs: Variable) -> Expression { -Expression(rhs) + lhs }
public func * (lhs: Double, rhs: Variable) -> Expression { Expression([(rhs, lhs)]) }
public func * (lhs: Variable, rhs: Double) -> Expression { Expression([(lhs, rhs)]) }
public func * (lhs: Double, rhs: Expression) -> Expression { rhs.scaled(by: lhs) }
public func * (lhs: Expression, rhs: Double) -> Expression { lhs.scaled(by: rhs) }
public func / (lhs: Expression, rhs: Double) -> Expression { lhs.scaled(by: 1 / rhs) }
public func / (lhs: Variable, rhs: Double) -> Expression { Expression(lhs).scaled(by: 1 / rhs) }
public prefix func - (operand: Expression) -> Expression { operand.scaled(by: -1) }
public prefix func - (operand: Variable) -> Expression { Expression([(operand, -1)]) }

/// Another name for `Expression`, for files that also import Foundation (whose `Expression` type
/// would make the bare name ambiguous).
public typealias LinearExpression = Expression

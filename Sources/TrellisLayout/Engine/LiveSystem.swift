import TrellisSolver

/// A conflict met while installing a required constraint.
struct ConflictRecord: Sendable {
    /// The constraint that was broken (the one being installed).
    var broken: ConstraintKey
    /// The installed required constraints it conflicted with, in installation order.
    var conflicts: [ConstraintKey]
}

/// The solver with the engine's constraints installed, addressable by key so that a view's content-size
/// constraints can be swapped when its text changes (incremental re-solve, no rebuild).
///
/// Breaking rule for unsatisfiable required constraints: constraints are installed in a fixed, documented
/// order (see `ConstraintBuilder`); when installing a required constraint fails, **that constraint** — the
/// last one in installation order among the conflicting set — is the one broken, like Apple's engine
/// breaking the constraint whose addition made the system unsatisfiable. It is re-installed at priority
/// `brokenPriority` (999.99, a tier of its own just below required) so it still holds as closely as the
/// others allow, and reported as `.broken`.
final class LiveSystem {
    static let brokenPriority: Double = 999.99

    let solver = Solver()
    /// Solver variables by `VarSlot.index`; nil for views outside this system (fitting measures a subtree).
    private var variables: [Variable?]
    private(set) var installed: [ConstraintKey: (id: ConstraintID?, constraint: EngineConstraint)] = [:]
    /// Keys in installation order (swapped constraints keep their place).
    private(set) var order: [ConstraintKey] = []
    private var placed: Set<ConstraintKey> = []
    private var keyByID: [ConstraintID: ConstraintKey] = [:]
    private(set) var brokenKeys: Set<ConstraintKey> = []
    private(set) var conflicts: [ConflictRecord] = []

    /// `slotCount`: views plus guides (`GuideTable`); unknowns are made for `views` and then `guideSlots`.
    init(slotCount: Int, views: Range<Int>, guideSlots: [Int] = []) {
        variables = Array(repeating: nil, count: slotCount * 4)
        for v in Array(views) + guideSlots {
            for component in ViewComponent.allCases {
                let slot = VarSlot(view: v, component: component)
                variables[slot.index] = solver.makeVariable("\(v).\(component.traceName)")
            }
        }
    }

    func variable(_ slot: VarSlot) -> Variable? { variables[slot.index] }

    func value(_ slot: VarSlot) -> Double {
        guard let v = variables[slot.index] else { return 0 }
        return solver.value(of: v)
    }

    func isPinned(_ slot: VarSlot) -> Bool {
        guard let v = variables[slot.index] else { return true }
        return solver.isPinned(v)
    }

    /// Whether every view the constraint mentions is in this system.
    func covers(_ c: EngineConstraint) -> Bool {
        c.form.terms.allSatisfy { variables[$0.slot.index] != nil }
    }

    private func expression(_ form: LinearForm) -> Expression {
        Expression(form.terms.compactMap { t in variables[t.slot.index].map { ($0, t.coefficient) } },
                   constant: form.constant)
    }

    private func solverRelation(_ r: LayoutRelation) -> Relation {
        switch r {
        case .equal: return .equal
        case .lessThanOrEqual: return .lessThanOrEqual
        case .greaterThanOrEqual: return .greaterThanOrEqual
        }
    }

    private func makeConstraint(_ c: EngineConstraint, priority: Double) throws -> Constraint {
        Constraint(expression(c.form), solverRelation(c.relation), Expression(constant: 0),
                   priority: try Priority(priority))
    }

    /// Installs `c` (appending it to the order unless it replaces a key already placed).
    func install(_ c: EngineConstraint) {
        if placed.insert(c.key).inserted { order.append(c.key) }
        brokenKeys.remove(c.key)
        if c.form.isConstant {
            // Nothing to solve for: it holds or it is broken outright.
            installed[c.key] = (nil, c)
            if c.violation({ _ in 0 }) > 1e-9 {
                brokenKeys.insert(c.key)
                conflicts.append(ConflictRecord(broken: c.key, conflicts: []))
            }
            return
        }
        do {
            let id = try solver.add(try makeConstraint(c, priority: c.priority))
            installed[c.key] = (id, c)
            keyByID[id] = c.key
        } catch SolverError.unsatisfiable(let ids) {
            let keys = ids.compactMap { keyByID[$0] }.sorted { position($0) < position($1) }
            conflicts.append(ConflictRecord(broken: c.key, conflicts: keys))
            brokenKeys.insert(c.key)
            let id = try? solver.add(try makeConstraint(c, priority: Self.brokenPriority))
            installed[c.key] = (id, c)
            if let id { keyByID[id] = c.key }
        } catch {
            // Only non-finite numbers reach here; they are rejected while resolving the document.
            installed[c.key] = (nil, c)
            brokenKeys.insert(c.key)
            conflicts.append(ConflictRecord(broken: c.key, conflicts: []))
        }
    }

    func remove(_ key: ConstraintKey) {
        guard let entry = installed.removeValue(forKey: key) else { return }
        if let id = entry.id {
            try? solver.remove(id)
            keyByID[id] = nil
        }
        brokenKeys.remove(key)
        conflicts.removeAll { $0.broken == key }
    }

    /// Replaces the constraint with `c.key` (if any) by `c`, keeping its place in the order.
    func replace(_ c: EngineConstraint) {
        remove(c.key)
        install(c)
    }

    private var positions: [ConstraintKey: Int] = [:]
    private func position(_ key: ConstraintKey) -> Int {
        if positions.count != order.count {
            positions = Dictionary(uniqueKeysWithValues: order.enumerated().map { ($1, $0) })
        }
        return positions[key] ?? Int.max
    }

    /// Installed constraints in installation order.
    var constraintsInOrder: [EngineConstraint] { order.compactMap { installed[$0]?.constraint } }

    /// Calls `body` with each installed constraint in installation order, without copying them out.
    func forEachInOrder(_ body: (EngineConstraint) -> Void) {
        for key in order { if let entry = installed[key] { body(entry.constraint) } }
    }

    func constraint(_ key: ConstraintKey) -> EngineConstraint? { installed[key]?.constraint }
}

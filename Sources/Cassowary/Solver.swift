/// A Cassowary constraint solver with Auto Layout's priorities: the public facade over `Tableau`.
///
/// ```swift
/// let solver = Solver()
/// let left = solver.makeVariable("left"), width = solver.makeVariable("width")
/// try solver.add(left == 16)
/// try solver.add((width >= 100).origin("demo.min-width"))
/// try solver.add((width == 50).priority(.defaultHigh))   // loses to the required minimum
/// try solver.add((left + width <= 400).priority(.defaultLow))
/// solver.value(of: width)                                  // 100
///
/// try solver.addEditVariable(width, priority: 999)
/// try solver.suggestValue(300, for: width)
/// solver.value(of: width)                                  // 300
/// ```
///
/// Required constraints (priority 1000) must hold. The others are satisfied as well as possible, one priority level
/// after another from the highest, each level minimizing the sum of its constraints' violations without worsening
/// any higher level (lexicographic, as Auto Layout describes it; see `Priority`).
///
/// Values are current after every call: there is no separate update step. The solver is deterministic: the same
/// calls give the same values, bit for bit, in every process.
///
/// After `SolverError.pivotBudgetExceeded` or `SolverError.internalError`, the tableau may be half-way through an
/// operation: every later change throws the same error, and values should not be trusted.
///
/// A solver is not thread-safe; give each thread (each layout variant) its own.
public final class Solver {
    /// Coefficients, constants and comparisons within `epsilon` of zero count as zero (kiwi's `nearZero`, 1e-8).
    /// Work in points, so that meaningful differences are far larger than this.
    public let epsilon: Double
    /// The largest number of simplex pivots one call (`add`, `remove`, `suggestValue`, …) may make.
    public let pivotBudget: Int
    public let conflictMode: ConflictMode

    /// The default `pivotBudget`: far more than any real layout needs per call, small enough to stop a runaway.
    public static let defaultPivotBudget = 200_000

    struct Record {
        var constraint: Constraint
        /// The tableau tag; nil for a required constraint dropped in `.uikit` mode.
        var tag: Tableau.Tag?
        var key: ConstraintKey?
    }

    struct EditVariable {
        var handle: Int
        var constant: Double
    }

    var tableau: Tableau
    var variableNames: [String] = []
    var variableSymbols: [Int] = []
    /// By handle id; nil once removed.
    var records: [Record?] = []
    /// Looked up, never iterated: finds duplicates.
    var handlesByKey: [ConstraintKey: Int] = [:]
    /// By variable id.
    var edits: [EditVariable?] = []
    var failure: SolverError?

    /// Whether a failed required constraint is explained by a minimal conflicting set (true, the default) or
    /// reported alone. Explaining costs about one scratch solve of the required constraints connected to the
    /// failing one per member of the set (`Solver+Conflicts.swift`); turn it off when many conflicts are expected
    /// in a large system and only the dropped constraints matter.
    public var explainsConflicts = true

    /// Required constraints dropped in `.uikit` mode and still in the solver, in the order they were added.
    public private(set) var conflicts: [SolverConflict] = []

    /// The origins of the constraints listed in `conflicts`.
    public var brokenConstraints: [ConstraintOrigin] { conflicts.map(\.broken) }

    public init(epsilon: Double = 1e-8, pivotBudget: Int = Solver.defaultPivotBudget, conflictMode: ConflictMode = .strict)
    {
        self.epsilon = epsilon
        self.pivotBudget = pivotBudget
        self.conflictMode = conflictMode
        self.tableau = Tableau(epsilon: epsilon, pivotBudget: pivotBudget)
    }

    // MARK: Variables

    /// Makes a new variable; its value is 0 until constraints say otherwise.
    public func makeVariable(_ name: String) -> Variable {
        let variable = Variable(id: variableNames.count)
        variableNames.append(name)
        variableSymbols.append(tableau.makeSymbol(.external))
        edits.append(nil)
        return variable
    }

    /// The name given to `makeVariable`.
    public func name(of variable: Variable) -> String {
        knows(variable) ? variableNames[variable.id] : "v\(variable.id)"
    }

    /// The number of variables made so far.
    public var variableCount: Int { variableNames.count }

    /// The current value of `variable` (0 for a variable that this solver did not make).
    public func value(of variable: Variable) -> Double {
        knows(variable) ? tableau.value(of: variableSymbols[variable.id]) : 0
    }

    func knows(_ variable: Variable) -> Bool {
        variable.id >= 0 && variable.id < variableNames.count
    }

    // MARK: Constraints

    /// Adds a constraint and re-solves.
    ///
    /// - Throws: `invalidPriority`, `nonFiniteNumber`, `unknownVariable` or `duplicateConstraint` for a bad
    ///   constraint; `unsatisfiable` in `.strict` mode when a required constraint conflicts with the ones in the
    ///   solver (in `.uikit` mode the constraint is dropped and listed in `conflicts` instead);
    ///   `pivotBudgetExceeded` or `internalError` when the simplex breaks down.
    @discardableResult
    public func add(_ constraint: Constraint) throws(SolverError) -> ConstraintHandle {
        if let failure { throw failure }
        guard constraint.priority.isValid else { throw .invalidPriority(constraint.priority.value) }
        guard constraint.expression.isFinite else { throw .nonFiniteNumber(constraint.origin) }
        if let unknown = constraint.expression.terms.first(where: { !knows($0.variable) }) {
            throw .unknownVariable(unknown.variable)
        }
        let key = ConstraintKey(constraint)
        guard handlesByKey[key] == nil else { throw .duplicateConstraint }
        let handle = records.count
        do {
            let tag = try insert(constraint)
            records.append(Record(constraint: constraint, tag: tag, key: key))
        } catch .unsatisfiable {
            let conflicting = explainsConflicts ? conflictingSet(for: constraint) : [constraint.origin]
            if conflictMode == .strict { throw .unsatisfiable(conflicting: conflicting) }
            records.append(Record(constraint: constraint, tag: nil, key: key))
            conflicts.append(
                SolverConflict(
                    handle: ConstraintHandle(id: handle), broken: constraint.origin, conflicting: conflicting))
        } catch {
            throw fail(error)
        }
        handlesByKey[key] = handle
        return ConstraintHandle(id: handle)
    }

    /// Removes a constraint that `add` returned the handle of, and re-solves.
    ///
    /// - Throws: `unknownConstraint` when the handle is not in the solver; `pivotBudgetExceeded` or
    ///   `internalError` when the simplex breaks down.
    public func remove(_ handle: ConstraintHandle) throws(SolverError) {
        if let failure { throw failure }
        guard handle.id >= 0, handle.id < records.count, let record = records[handle.id] else {
            throw .unknownConstraint
        }
        try removeRecord(handle.id, record)
    }

    /// True when the handle's constraint is in the solver (dropped ones included).
    public func contains(_ handle: ConstraintHandle) -> Bool {
        handle.id >= 0 && handle.id < records.count && records[handle.id] != nil
    }

    /// The constraint behind a handle, if it is in the solver.
    public func constraint(for handle: ConstraintHandle) -> Constraint? {
        contains(handle) ? records[handle.id]?.constraint : nil
    }

    /// The number of constraints in the solver, dropped ones and edit constraints included.
    public var constraintCount: Int { records.lazy.filter { $0 != nil }.count }

    // MARK: Edit variables

    /// Makes `variable` editable: a constraint `variable == suggested value` at `priority` (below required).
    ///
    /// - Throws: `duplicateEditVariable`, `requiredEditVariable`, `invalidPriority`, `unknownVariable`.
    public func addEditVariable(_ variable: Variable, priority: Priority) throws(SolverError) {
        if let failure { throw failure }
        guard knows(variable) else { throw .unknownVariable(variable) }
        guard edits[variable.id] == nil else { throw .duplicateEditVariable }
        guard priority.isValid else { throw .invalidPriority(priority.value) }
        guard !priority.isRequired else { throw .requiredEditVariable }
        let constraint = Constraint(
            Expression(variable), .equal, priority: priority,
            origin: ConstraintOrigin(rule: "edit '\(variableNames[variable.id])'"))
        let handle = records.count
        do {
            let tag = try insert(constraint)
            records.append(Record(constraint: constraint, tag: tag, key: nil))
        } catch {
            throw fail(error)
        }
        edits[variable.id] = EditVariable(handle: handle, constant: 0)
    }

    /// Removes the edit constraint of `variable`.
    ///
    /// - Throws: `unknownEditVariable` when `variable` is not an edit variable.
    public func removeEditVariable(_ variable: Variable) throws(SolverError) {
        if let failure { throw failure }
        guard knows(variable), let edit = edits[variable.id], let record = records[edit.handle] else {
            throw .unknownEditVariable
        }
        try removeRecord(edit.handle, record)
        edits[variable.id] = nil
    }

    /// True when `variable` has an edit constraint.
    public func hasEditVariable(_ variable: Variable) -> Bool {
        knows(variable) && edits[variable.id] != nil
    }

    /// Suggests a value for an edit variable and re-solves (dual simplex, as in kiwi).
    ///
    /// - Throws: `unknownEditVariable`, `nonFiniteNumber(nil)` for NaN or an infinity.
    public func suggestValue(_ value: Double, for variable: Variable) throws(SolverError) {
        if let failure { throw failure }
        guard knows(variable), var edit = edits[variable.id], let tag = records[edit.handle]?.tag else {
            throw .unknownEditVariable
        }
        guard value.isFinite else { throw .nonFiniteNumber(nil) }
        let delta = value - edit.constant
        edit.constant = value
        edits[variable.id] = edit
        do {
            try tableau.suggest(tag, delta: delta)
        } catch {
            throw fail(error)
        }
    }

    // MARK: Moving right sides

    /// Moves the right sides of non-required equalities: each `expression == 0` becomes `expression == delta`,
    /// as `suggestValue` moves an edit variable's, and all are re-solved together with one run of dual simplex.
    /// Far cheaper than removing and adding the constraints again when many move at once.
    ///
    /// - Throws: `unknownConstraint` for a handle that is not in the solver or whose constraint was dropped as a
    ///   conflict; `immovableConstraint` for a required constraint or an inequality; `nonFiniteNumber` for a NaN or
    ///   infinite delta. The solver is unchanged after these. `pivotBudgetExceeded` or `internalError` when the
    ///   simplex breaks down.
    public func moveConstants(_ moves: [(handle: ConstraintHandle, delta: Double)]) throws(SolverError) {
        if let failure { throw failure }
        let tagged = try movableTags(moves)
        recordMoves(moves)
        do {
            try tableau.shift(tagged)
        } catch {
            throw fail(error)
        }
    }

    /// Moves the right sides of non-required equalities like `moveConstants`, each by `rate` per unit, for `limit`
    /// units or until the optimal basis changes, whichever comes first (parametric right-hand side: within one
    /// basis every value is affine in the distance moved, so the values where the basis changes are the breakpoints
    /// of the optimum as a function of that distance). Where the basis changes, one dual simplex pivot gives the
    /// basis for the distances beyond. Returns the distance moved; with an infinite `limit` and a basis that never
    /// changes, `.infinity` and nothing moves. Throws as `moveConstants`.
    public func advanceConstants(_ rates: [(handle: ConstraintHandle, rate: Double)], upTo limit: Double)
        throws(SolverError) -> Double
    {
        if let failure { throw failure }
        let tagged = try movableTags(rates.map { ($0.handle, $0.rate) })
        guard limit >= 0, !limit.isNaN else { throw .nonFiniteNumber(nil) }
        let step: Double
        do {
            step = try tableau.advance(tagged.map { ($0.tag, $0.delta) }, limit: limit)
        } catch {
            throw fail(error)
        }
        if step.isFinite && step > 0 { recordMoves(rates.map { (handle: $0.handle, delta: $0.rate * step) }) }
        return step
    }

    /// The tableau tags of constraints whose right sides may move, each with its number; throws for the others.
    private func movableTags(_ moves: [(handle: ConstraintHandle, delta: Double)]) throws(SolverError)
        -> [(tag: Tableau.Tag, delta: Double)]
    {
        var tagged: [(tag: Tableau.Tag, delta: Double)] = []
        tagged.reserveCapacity(moves.count)
        for (handle, delta) in moves {
            guard handle.id >= 0, handle.id < records.count, let record = records[handle.id] else {
                throw .unknownConstraint
            }
            guard let tag = record.tag else { throw .unknownConstraint }
            guard record.constraint.relation == .equal, !record.constraint.priority.isRequired else {
                throw .immovableConstraint
            }
            guard delta.isFinite else { throw .nonFiniteNumber(record.constraint.origin) }
            tagged.append((tag, delta))
        }
        return tagged
    }

    /// Records moved right sides in the constraints and their duplicate keys.
    private func recordMoves(_ moves: [(handle: ConstraintHandle, delta: Double)]) {
        for (handle, delta) in moves {
            guard var record = records[handle.id] else { continue }
            if let key = record.key, handlesByKey[key] == handle.id { handlesByKey[key] = nil }
            record.constraint.expression.constant -= delta
            let constant = record.constraint.expression.constant
            let key = record.key.map { $0.moved(to: constant) } ?? ConstraintKey(record.constraint)
            record.key = handlesByKey[key] == nil ? key : nil
            if let key = record.key { handlesByKey[key] = handle.id }
            records[handle.id] = record
        }
    }

    // MARK: Plumbing

    /// Adds a validated constraint to the tableau.
    private func insert(_ constraint: Constraint) throws(Tableau.Failure) -> Tableau.Tag {
        let symbols = variableSymbols  // read once, not once per term
        return try Solver.insert(constraint, into: &tableau) { symbols[$0.id] }
    }

    /// Adds `constraint` to `tableau`, mapping variables to external symbols with `symbol`.
    static func insert(
        _ constraint: Constraint, into tableau: inout Tableau, symbol: (Variable) -> Int
    ) throws(Tableau.Failure) -> Tableau.Tag {
        let terms = constraint.expression.terms.map { (symbol: symbol($0.variable), coefficient: $0.coefficient) }
        let priority = constraint.priority.isRequired ? nil : constraint.priority.value
        return try tableau.add(
            terms: terms, constant: constraint.expression.constant, relation: constraint.relation, priority: priority)
    }

    private func removeRecord(_ id: Int, _ record: Record) throws(SolverError) {
        if let tag = record.tag {
            let priority = record.constraint.priority.isRequired ? nil : record.constraint.priority.value
            do {
                try tableau.remove(tag, priority: priority)
            } catch {
                throw fail(error)
            }
        } else {
            conflicts.removeAll { $0.handle.id == id }
        }
        records[id] = nil
        if let key = record.key { handlesByKey[key] = nil }
    }

    /// Records a breakdown of the simplex; later changes throw the same error.
    private func fail(_ error: Tableau.Failure) -> SolverError {
        let solverError: SolverError
        switch error {
        case .unsatisfiable: solverError = .internalError("unexpected unsatisfiable constraint")
        case .pivotBudgetExceeded: solverError = .pivotBudgetExceeded
        case .internalError(let message): solverError = .internalError(message)
        }
        failure = solverError
        return solverError
    }
}

/// The identity of a constraint for duplicate detection: reduced terms sorted by variable, constant, relation,
/// priority and origin.
struct ConstraintKey: Hashable {
    /// One reduced term: a variable (by id) and its summed, non-zero coefficient.
    struct Term: Hashable {
        var variable: Int
        var coefficient: Double
    }

    var terms: [Term]
    var constant: Double
    var relation: Relation
    var priority: Double
    var origin: ConstraintOrigin
    /// The hash of the numbers, computed once: a key is hashed for its lookup, its insertion and every resize.
    private var numbersHash: Int

    /// The same keys as `reduced()` then sorted by variable (repeated variables summed in term order, zero sums
    /// dropped), built in place in one array.
    init(_ constraint: Constraint) {
        let expressionTerms = constraint.expression.terms
        var terms: [Term] = []
        terms.reserveCapacity(expressionTerms.count)
        for term in expressionTerms {
            let id = term.variable.id
            var index = terms.count
            while index > 0 && terms[index - 1].variable > id { index -= 1 }
            if index > 0 && terms[index - 1].variable == id {
                terms[index - 1].coefficient += term.coefficient
            } else if index == terms.count {
                terms.append(Term(variable: id, coefficient: term.coefficient))
            } else {
                terms.insert(Term(variable: id, coefficient: term.coefficient), at: index)
            }
        }
        var kept = 0
        for index in terms.indices where terms[index].coefficient != 0 {
            terms[kept] = terms[index]
            kept += 1
        }
        if kept < terms.count { terms.removeLast(terms.count - kept) }
        self.terms = terms
        constant = constraint.expression.constant
        relation = constraint.relation
        priority = constraint.priority.value
        origin = constraint.origin
        numbersHash = 0
        numbersHash = hashOfNumbers()
    }

    /// The key of the same constraint with its constant set to `constant` (`init` on the moved constraint, without
    /// reducing the terms again).
    func moved(to constant: Double) -> ConstraintKey {
        var key = self
        key.constant = constant
        key.numbersHash = key.hashOfNumbers()
        return key
    }

    /// A multiplicative mix of the numbers' bit patterns (0 for both zeros, which compare equal), far cheaper
    /// than a `Hasher` per key; `hash(into:)` feeds it to the dictionary's seeded hasher, which scrambles it.
    private func hashOfNumbers() -> Int {
        var hash: UInt64 = 0x243F_6A88_85A3_08D3
        func mix(_ word: UInt64) {
            hash = (hash ^ word) &* 0x9E37_79B9_7F4A_7C15
            hash ^= hash >> 29
        }
        func bits(_ value: Double) -> UInt64 { value == 0 ? 0 : value.bitPattern }
        mix(UInt64(truncatingIfNeeded: terms.count))
        for term in terms {
            mix(UInt64(truncatingIfNeeded: term.variable))
            mix(bits(term.coefficient))
        }
        mix(bits(constant))
        mix(relation == .lessOrEqual ? 1 : relation == .equal ? 2 : 3)
        mix(bits(priority))
        mix(origin.line.map { UInt64(truncatingIfNeeded: $0) } ?? UInt64.max)
        return Int(truncatingIfNeeded: hash)
    }

    /// Hashes the numbers only: hashing the origin's strings cost more than the rest of adding a small constraint,
    /// and constraints that differ only in origin are rare. `==` still compares every field.
    func hash(into hasher: inout Hasher) {
        hasher.combine(numbersHash)
    }
}

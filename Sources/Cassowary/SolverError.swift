/// The errors a `Solver` throws. The solver is unchanged after each of them, except `pivotBudgetExceeded` and
/// `internalError`, after which it refuses further changes (see `Solver`).
public enum SolverError: Error, Equatable, Sendable {
    /// Required constraints cannot hold together. `conflicting` is a minimal conflicting set: every member is
    /// needed for the conflict, in the order they were added; the last one is the constraint being added (alone
    /// when `Solver.explainsConflicts` is false).
    case unsatisfiable(conflicting: [ConstraintOrigin])
    /// A coefficient, constant or suggested value is NaN or infinite; the origin of the constraint when there is one.
    case nonFiniteNumber(ConstraintOrigin?)
    /// A priority outside 1...1000 (or NaN).
    case invalidPriority(Double)
    /// `addEditVariable` with priority 1000: edit variables must be non-required.
    case requiredEditVariable
    /// The constraint uses a variable that this solver did not make.
    case unknownVariable(Variable)
    /// `remove` of a handle that is not in the solver (removed already, or from another solver).
    case unknownConstraint
    /// A constraint equal to one in the solver (same terms, constant, relation, priority and origin).
    case duplicateConstraint
    case unknownEditVariable
    /// `moveConstants` of a required constraint or an inequality: only non-required equalities have a right side
    /// to move.
    case immovableConstraint
    case duplicateEditVariable
    /// One operation needed more pivots than the budget allows (cycling or a runaway).
    case pivotBudgetExceeded
    /// A broken invariant inside the simplex (an unbounded objective, a failed dual optimization).
    case internalError(String)
}

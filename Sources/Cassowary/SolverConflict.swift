/// What a `Solver` does with a required constraint that cannot be added.
public enum ConflictMode: Sendable {
    /// Throw `SolverError.unsatisfiable` with the whole conflicting set; the constraint is not added.
    case strict
    /// Like UIKit: drop the constraint that could not be added, record it in `Solver.conflicts` and go on.
    case uikit
}

/// A required constraint that the solver dropped in `.uikit` mode, with the conflict that made it fail.
public struct SolverConflict: Sendable, Equatable {
    /// The handle `add` returned for the dropped constraint.
    public var handle: ConstraintHandle
    /// The dropped constraint's origin.
    public var broken: ConstraintOrigin
    /// A minimal conflicting set, in the order the constraints were added; the last one is `broken`.
    public var conflicting: [ConstraintOrigin]
}

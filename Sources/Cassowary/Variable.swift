/// An unknown of a constraint system, made by `Solver.makeVariable(_:)`.
///
/// A variable is only an id: its name and value live in the solver that made it. Ids count up from 0 in creation
/// order, so sorting by id gives creation order.
public struct Variable: Hashable, Sendable {
    /// The position of the variable in its solver's creation order.
    public let id: Int

    init(id: Int) {
        self.id = id
    }
}

/// A variable multiplied by a coefficient, the building block of an `Expression`.
public struct Term: Sendable {
    public var variable: Variable
    public var coefficient: Double

    public init(_ variable: Variable, _ coefficient: Double = 1) {
        self.variable = variable
        self.coefficient = coefficient
    }
}

/// A linear expression `Σ coefficientᵢ · variableᵢ + constant` over the engine's layout variables.
///
/// The engine builds its constraints with these before handing them to a solver, so the same constraint set can be
/// solved by Cassowary, dumped, explained or checked against a solution. Variables are plain integer ids owned by a
/// ``ConstraintSet``.
struct LinearExpression: Sendable {
    var terms: [LinearTerm]
    var constant: Double

    init(terms: [LinearTerm] = [], constant: Double = 0) {
        self.terms = terms
        self.constant = constant
    }

    init(variable: Int, coefficient: Double = 1) {
        self.init(terms: [LinearTerm(variable: variable, coefficient: coefficient)])
    }

    init(_ constant: Double) {
        self.init(constant: constant)
    }

    /// The value of the expression for the given variable values.
    func evaluate(_ values: [Double]) -> Double {
        terms.reduce(constant) { $0 + $1.coefficient * values[$1.variable] }
    }

    /// The same expression with every variable renumbered by `map`.
    func renumbered(_ map: (Int) -> Int) -> LinearExpression {
        LinearExpression(terms: terms.map { LinearTerm(variable: map($0.variable), coefficient: $0.coefficient) },
                         constant: constant)
    }

    static func + (lhs: LinearExpression, rhs: LinearExpression) -> LinearExpression {
        LinearExpression(terms: lhs.terms + rhs.terms, constant: lhs.constant + rhs.constant)
    }

    static func - (lhs: LinearExpression, rhs: LinearExpression) -> LinearExpression {
        lhs + rhs * -1
    }

    static func + (lhs: LinearExpression, rhs: Double) -> LinearExpression {
        LinearExpression(terms: lhs.terms, constant: lhs.constant + rhs)
    }

    static func - (lhs: LinearExpression, rhs: Double) -> LinearExpression {
        LinearExpression(terms: lhs.terms, constant: lhs.constant - rhs)
    }

    static func * (lhs: LinearExpression, rhs: Double) -> LinearExpression {
        LinearExpression(terms: lhs.terms.map { LinearTerm(variable: $0.variable, coefficient: $0.coefficient * rhs) },
                         constant: lhs.constant * rhs)
    }

    static func * (lhs: Double, rhs: LinearExpression) -> LinearExpression { rhs * lhs }

    static func / (lhs: LinearExpression, rhs: Double) -> LinearExpression { lhs * (1 / rhs) }
}

/// One `coefficient · variable` term.
struct LinearTerm: Sendable {
    var variable: Int
    var coefficient: Double
}

/// How an expression compares with zero.
public enum ConstraintRelation: String, Sendable, Hashable {
    case equal = "=="
    case lessOrEqual = "<="
    case greaterOrEqual = ">="
}

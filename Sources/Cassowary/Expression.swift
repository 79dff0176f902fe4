/// A linear expression `c₁·v₁ + c₂·v₂ + … + constant`.
///
/// Terms are kept as written (a variable may appear more than once); the solver adds up repeated variables.
/// Build expressions with the operators in `Operators.swift`: `2 * x + y - 10`.
public struct Expression: Sendable {
    public var terms: [Term]
    public var constant: Double

    public init(terms: [Term] = [], constant: Double = 0) {
        self.terms = terms
        self.constant = constant
    }

    public init(_ variable: Variable) {
        self.init(terms: [Term(variable)])
    }

    public init(_ term: Term) {
        self.init(terms: [term])
    }

    public init(_ constant: Double) {
        self.init(constant: constant)
    }

    /// The same expression with repeated variables added up and zero coefficients dropped, terms in order of first
    /// appearance.
    public func reduced() -> Expression {
        if terms.count <= 8 { return reducedByScanning() }
        var order: [Variable] = []
        var sums: [Variable: Double] = [:]  // looked up only; `order` decides the output order
        for term in terms {
            if let sum = sums[term.variable] {
                sums[term.variable] = sum + term.coefficient
            } else {
                sums[term.variable] = term.coefficient
                order.append(term.variable)
            }
        }
        let merged = order.compactMap { variable -> Term? in
            guard let coefficient = sums[variable], coefficient != 0 else { return nil }
            return Term(variable, coefficient)
        }
        return Expression(terms: merged, constant: constant)
    }

    /// `reduced()` for a few terms: the same sums, added in the same order, without a dictionary.
    private func reducedByScanning() -> Expression {
        var merged: [Term] = []
        merged.reserveCapacity(terms.count)
        for term in terms {
            if let index = merged.firstIndex(where: { $0.variable == term.variable }) {
                merged[index].coefficient += term.coefficient
            } else {
                merged.append(term)
            }
        }
        merged.removeAll { $0.coefficient == 0 }
        return Expression(terms: merged, constant: constant)
    }

    /// The value of the expression when each variable takes the value `value(variable)`.
    public func evaluate(_ value: (Variable) -> Double) -> Double {
        terms.reduce(constant) { $0 + $1.coefficient * value($1.variable) }
    }

    /// True when every coefficient and the constant are finite (neither NaN nor infinite).
    public var isFinite: Bool {
        constant.isFinite && terms.allSatisfy { $0.coefficient.isFinite }
    }
}

/// Another name for `Expression`: Foundation also declares an `Expression` type, so in a file that imports both
/// modules a type annotation needs `Cassowary.Expression` or this alias.
public typealias LinearExpression = Expression

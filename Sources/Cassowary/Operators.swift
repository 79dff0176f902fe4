// Operators that build expressions and constraints, in the spirit of kiwi's `symbolics.h`.
//
// `2 * x + y - 10` is an `Expression`; `x + 2 * y == z` is a required `Constraint` (the right side is moved to the
// left: `x + 2y - z == 0`). Products of two variables do not exist: the algebra stays linear.
// Note: `x == y` between two bare variables is also `Variable`'s `Equatable` comparison; it builds a constraint
// wherever a `Constraint` is expected (`solver.add(x == y)`), otherwise write `Constraint(Expression(x), .equal, Expression(y))`.

// MARK: Negation, scaling

public prefix func - (operand: Variable) -> Term { Term(operand, -1) }
public prefix func - (operand: Term) -> Term { Term(operand.variable, -operand.coefficient) }
public prefix func - (operand: Expression) -> Expression { operand * -1 }

public func * (lhs: Double, rhs: Variable) -> Term { Term(rhs, lhs) }
public func * (lhs: Variable, rhs: Double) -> Term { Term(lhs, rhs) }
public func * (lhs: Double, rhs: Term) -> Term { Term(rhs.variable, lhs * rhs.coefficient) }
public func * (lhs: Term, rhs: Double) -> Term { Term(lhs.variable, lhs.coefficient * rhs) }
public func * (lhs: Double, rhs: Expression) -> Expression { rhs * lhs }
public func * (lhs: Expression, rhs: Double) -> Expression {
    Expression(terms: lhs.terms.map { Term($0.variable, $0.coefficient * rhs) }, constant: lhs.constant * rhs)
}
public func / (lhs: Variable, rhs: Double) -> Term { Term(lhs, 1 / rhs) }
public func / (lhs: Term, rhs: Double) -> Term { Term(lhs.variable, lhs.coefficient / rhs) }
public func / (lhs: Expression, rhs: Double) -> Expression { lhs * (1 / rhs) }

// MARK: Sums and differences (every pair of Variable, Term, Expression, Double except two numbers)

public func + (lhs: Expression, rhs: Expression) -> Expression {
    Expression(terms: lhs.terms + rhs.terms, constant: lhs.constant + rhs.constant)
}
public func - (lhs: Expression, rhs: Expression) -> Expression { lhs + -rhs }

public func + (lhs: Variable, rhs: Variable) -> Expression { Expression(lhs) + Expression(rhs) }
public func + (lhs: Variable, rhs: Term) -> Expression { Expression(lhs) + Expression(rhs) }
public func + (lhs: Variable, rhs: Expression) -> Expression { Expression(lhs) + rhs }
public func + (lhs: Variable, rhs: Double) -> Expression { Expression(lhs) + Expression(rhs) }
public func + (lhs: Term, rhs: Variable) -> Expression { Expression(lhs) + Expression(rhs) }
public func + (lhs: Term, rhs: Term) -> Expression { Expression(lhs) + Expression(rhs) }
public func + (lhs: Term, rhs: Expression) -> Expression { Expression(lhs) + rhs }
public func + (lhs: Term, rhs: Double) -> Expression { Expression(lhs) + Expression(rhs) }
public func + (lhs: Expression, rhs: Variable) -> Expression { lhs + Expression(rhs) }
public func + (lhs: Expression, rhs: Term) -> Expression { lhs + Expression(rhs) }
public func + (lhs: Expression, rhs: Double) -> Expression { lhs + Expression(rhs) }
public func + (lhs: Double, rhs: Variable) -> Expression { Expression(lhs) + Expression(rhs) }
public func + (lhs: Double, rhs: Term) -> Expression { Expression(lhs) + Expression(rhs) }
public func + (lhs: Double, rhs: Expression) -> Expression { Expression(lhs) + rhs }
public func - (lhs: Variable, rhs: Variable) -> Expression { Expression(lhs) - Expression(rhs) }
public func - (lhs: Variable, rhs: Term) -> Expression { Expression(lhs) - Expression(rhs) }
public func - (lhs: Variable, rhs: Expression) -> Expression { Expression(lhs) - rhs }
public func - (lhs: Variable, rhs: Double) -> Expression { Expression(lhs) - Expression(rhs) }
public func - (lhs: Term, rhs: Variable) -> Expression { Expression(lhs) - Expression(rhs) }
public func - (lhs: Term, rhs: Term) -> Expression { Expression(lhs) - Expression(rhs) }
public func - (lhs: Term, rhs: Expression) -> Expression { Expression(lhs) - rhs }
public func - (lhs: Term, rhs: Double) -> Expression { Expression(lhs) - Expression(rhs) }
public func - (lhs: Expression, rhs: Variable) -> Expression { lhs - Expression(rhs) }
public func - (lhs: Expression, rhs: Term) -> Expression { lhs - Expression(rhs) }
public func - (lhs: Expression, rhs: Double) -> Expression { lhs - Expression(rhs) }
public func - (lhs: Double, rhs: Variable) -> Expression { Expression(lhs) - Expression(rhs) }
public func - (lhs: Double, rhs: Term) -> Expression { Expression(lhs) - Expression(rhs) }
public func - (lhs: Double, rhs: Expression) -> Expression { Expression(lhs) - rhs }

// MARK: Constraints (`==`, `<=`, `>=`; required until `.priority(_:)` says otherwise)

public func == (lhs: Variable, rhs: Variable) -> Constraint { Constraint(Expression(lhs), .equal, Expression(rhs)) }
public func == (lhs: Variable, rhs: Term) -> Constraint { Constraint(Expression(lhs), .equal, Expression(rhs)) }
public func == (lhs: Variable, rhs: Expression) -> Constraint { Constraint(Expression(lhs), .equal, rhs) }
public func == (lhs: Variable, rhs: Double) -> Constraint { Constraint(Expression(lhs), .equal, Expression(rhs)) }
public func == (lhs: Term, rhs: Variable) -> Constraint { Constraint(Expression(lhs), .equal, Expression(rhs)) }
public func == (lhs: Term, rhs: Term) -> Constraint { Constraint(Expression(lhs), .equal, Expression(rhs)) }
public func == (lhs: Term, rhs: Expression) -> Constraint { Constraint(Expression(lhs), .equal, rhs) }
public func == (lhs: Term, rhs: Double) -> Constraint { Constraint(Expression(lhs), .equal, Expression(rhs)) }
public func == (lhs: Expression, rhs: Variable) -> Constraint { Constraint(lhs, .equal, Expression(rhs)) }
public func == (lhs: Expression, rhs: Term) -> Constraint { Constraint(lhs, .equal, Expression(rhs)) }
public func == (lhs: Expression, rhs: Expression) -> Constraint { Constraint(lhs, .equal, rhs) }
public func == (lhs: Expression, rhs: Double) -> Constraint { Constraint(lhs, .equal, Expression(rhs)) }
public func == (lhs: Double, rhs: Variable) -> Constraint { Constraint(Expression(lhs), .equal, Expression(rhs)) }
public func == (lhs: Double, rhs: Term) -> Constraint { Constraint(Expression(lhs), .equal, Expression(rhs)) }
public func == (lhs: Double, rhs: Expression) -> Constraint { Constraint(Expression(lhs), .equal, rhs) }
public func <= (lhs: Variable, rhs: Variable) -> Constraint { Constraint(Expression(lhs), .lessOrEqual, Expression(rhs)) }
public func <= (lhs: Variable, rhs: Term) -> Constraint { Constraint(Expression(lhs), .lessOrEqual, Expression(rhs)) }
public func <= (lhs: Variable, rhs: Expression) -> Constraint { Constraint(Expression(lhs), .lessOrEqual, rhs) }
public func <= (lhs: Variable, rhs: Double) -> Constraint { Constraint(Expression(lhs), .lessOrEqual, Expression(rhs)) }
public func <= (lhs: Term, rhs: Variable) -> Constraint { Constraint(Expression(lhs), .lessOrEqual, Expression(rhs)) }
public func <= (lhs: Term, rhs: Term) -> Constraint { Constraint(Expression(lhs), .lessOrEqual, Expression(rhs)) }
public func <= (lhs: Term, rhs: Expression) -> Constraint { Constraint(Expression(lhs), .lessOrEqual, rhs) }
public func <= (lhs: Term, rhs: Double) -> Constraint { Constraint(Expression(lhs), .lessOrEqual, Expression(rhs)) }
public func <= (lhs: Expression, rhs: Variable) -> Constraint { Constraint(lhs, .lessOrEqual, Expression(rhs)) }
public func <= (lhs: Expression, rhs: Term) -> Constraint { Constraint(lhs, .lessOrEqual, Expression(rhs)) }
public func <= (lhs: Expression, rhs: Expression) -> Constraint { Constraint(lhs, .lessOrEqual, rhs) }
public func <= (lhs: Expression, rhs: Double) -> Constraint { Constraint(lhs, .lessOrEqual, Expression(rhs)) }
public func <= (lhs: Double, rhs: Variable) -> Constraint { Constraint(Expression(lhs), .lessOrEqual, Expression(rhs)) }
public func <= (lhs: Double, rhs: Term) -> Constraint { Constraint(Expression(lhs), .lessOrEqual, Expression(rhs)) }
public func <= (lhs: Double, rhs: Expression) -> Constraint { Constraint(Expression(lhs), .lessOrEqual, rhs) }
public func >= (lhs: Variable, rhs: Variable) -> Constraint { Constraint(Expression(lhs), .greaterOrEqual, Expression(rhs)) }
public func >= (lhs: Variable, rhs: Term) -> Constraint { Constraint(Expression(lhs), .greaterOrEqual, Expression(rhs)) }
public func >= (lhs: Variable, rhs: Expression) -> Constraint { Constraint(Expression(lhs), .greaterOrEqual, rhs) }
public func >= (lhs: Variable, rhs: Double) -> Constraint { Constraint(Expression(lhs), .greaterOrEqual, Expression(rhs)) }
public func >= (lhs: Term, rhs: Variable) -> Constraint { Constraint(Expression(lhs), .greaterOrEqual, Expression(rhs)) }
public func >= (lhs: Term, rhs: Term) -> Constraint { Constraint(Expression(lhs), .greaterOrEqual, Expression(rhs)) }
public func >= (lhs: Term, rhs: Expression) -> Constraint { Constraint(Expression(lhs), .greaterOrEqual, rhs) }
public func >= (lhs: Term, rhs: Double) -> Constraint { Constraint(Expression(lhs), .greaterOrEqual, Expression(rhs)) }
public func >= (lhs: Expression, rhs: Variable) -> Constraint { Constraint(lhs, .greaterOrEqual, Expression(rhs)) }
public func >= (lhs: Expression, rhs: Term) -> Constraint { Constraint(lhs, .greaterOrEqual, Expression(rhs)) }
public func >= (lhs: Expression, rhs: Expression) -> Constraint { Constraint(lhs, .greaterOrEqual, rhs) }
public func >= (lhs: Expression, rhs: Double) -> Constraint { Constraint(lhs, .greaterOrEqual, Expression(rhs)) }
public func >= (lhs: Double, rhs: Variable) -> Constraint { Constraint(Expression(lhs), .greaterOrEqual, Expression(rhs)) }
public func >= (lhs: Double, rhs: Term) -> Constraint { Constraint(Expression(lhs), .greaterOrEqual, Expression(rhs)) }
public func >= (lhs: Double, rhs: Expression) -> Constraint { Constraint(Expression(lhs), .greaterOrEqual, rhs) }

@testable import Cassowary
import LayoutTestSupport

/// Random constraints for the solver tests, drawn from the shared seeded generator.
extension SeededGenerator {
    /// A random linear constraint with one to three terms, small coefficients and an integer constant.
    mutating func constraint(over variables: [Variable], required: Bool, levels: [Double] = [750, 500, 250])
        -> Constraint
    {
        let count = Int.random(in: 1...min(3, variables.count), using: &self)
        let chosen = variables.shuffled(using: &self).prefix(count)
        let coefficients: [Double] = [-2, -1, -0.5, 0.5, 1, 2, 3]
        let terms = chosen.map { Term($0, coefficients.randomElement(using: &self)!) }
        let relation = [Relation.equal, .lessOrEqual, .greaterOrEqual].randomElement(using: &self)!
        let constant = Double(Int.random(in: -40...40, using: &self))
        let priority = required ? Priority.required : Priority(levels.randomElement(using: &self)!)
        return Constraint(Expression(terms: terms, constant: constant), relation, priority: priority)
    }
}

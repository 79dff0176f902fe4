@testable import Cassowary

/// SplitMix64: a small seeded generator, so random tests are the same on every run.
struct SeededGenerator: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

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

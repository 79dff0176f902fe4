import LayoutTestSupport
import Testing

@testable import Cassowary

/// Properties of random systems (seeded, so every run sees the same systems).
///
/// Required constraints are made to hold at a random "witness" point, so the required part is always
/// satisfiable. Every variable also gets a stay `v == t` at its own lowest priority (1.0, 1.1, …): minimizing
/// `|v − t|` level by level pins one variable per level, so the lexicographic optimum is unique and can be
/// compared across different ways of reaching it.
struct PropertyTests {
    struct RandomSystem {
        var variableCount: Int
        var constraints: [Constraint]
    }

    static func randomSystem(_ generator: inout SeededGenerator, stays: Bool = true) -> RandomSystem {
        let solver = Solver()  // only to make variables with ids 0..<n
        let count = Int.random(in: 2...6, using: &generator)
        let variables = (0..<count).map { solver.makeVariable("v\($0)") }
        let witness = variables.map { _ in Double(Int.random(in: -50...50, using: &generator)) }
        var constraints: [Constraint] = []
        for index in 0..<Int.random(in: 3...12, using: &generator) {
            let required = Bool.random(using: &generator)
            var constraint = generator.constraint(over: variables, required: required)
            if required {
                // Move the constant so that the witness satisfies it (inequalities with some room).
                let value = constraint.expression.evaluate { witness[$0.id] }
                let room = Double(Int.random(in: 0...10, using: &generator))
                switch constraint.relation {
                case .equal: constraint.expression.constant -= value
                case .lessOrEqual: constraint.expression.constant -= value + room
                case .greaterOrEqual: constraint.expression.constant -= value - room
                }
            }
            constraints.append(constraint.origin("c\(index)"))
        }
        if stays {
            for (index, variable) in variables.enumerated() {
                let target = Double(Int.random(in: -60...60, using: &generator))
                constraints.append((variable == target).priority(Priority(1 + Double(index) / 10)).origin("stay\(index)"))
            }
        }
        return RandomSystem(variableCount: count, constraints: constraints)
    }

    static func solve(_ system: RandomSystem, order: [Int]? = nil) throws -> (Solver, [Variable]) {
        let solver = Solver()
        let variables = (0..<system.variableCount).map { solver.makeVariable("v\($0)") }
        for index in order ?? Array(system.constraints.indices) { try solver.add(system.constraints[index]) }
        return (solver, variables)
    }

    static func violation(of constraint: Constraint, in solver: Solver) -> Double {
        let value = constraint.expression.evaluate { solver.value(of: $0) }
        switch constraint.relation {
        case .equal: return abs(value)
        case .lessOrEqual: return max(0, value)
        case .greaterOrEqual: return max(0, -value)
        }
    }

    @Test func requiredConstraintsHold() throws {
        var generator = SeededGenerator(seed: 1)
        for round in 0..<150 {
            let system = Self.randomSystem(&generator, stays: round % 2 == 0)
            let (solver, _) = try Self.solve(system)
            for constraint in system.constraints where constraint.priority.isRequired {
                #expect(Self.violation(of: constraint, in: solver) < 1e-7, "round \(round): \(constraint.origin)")
            }
        }
    }

    /// With unsatisfiable required constraints in `.uikit` mode, the accepted ones still hold.
    @Test func acceptedConstraintsHoldWhenOthersAreDropped() throws {
        var generator = SeededGenerator(seed: 2)
        var dropped = 0
        for round in 0..<150 {
            let solver = Solver(conflictMode: .uikit)
            let variables = (0..<4).map { solver.makeVariable("v\($0)") }
            var handles: [(ConstraintHandle, Constraint)] = []
            for index in 0..<10 {
                let constraint = generator.constraint(over: variables, required: index % 3 != 2).origin("c\(index)")
                handles.append((try solver.add(constraint), constraint))
            }
            let broken = Set(solver.conflicts.map(\.handle))
            dropped += broken.count
            for (handle, constraint) in handles where constraint.priority.isRequired && !broken.contains(handle) {
                #expect(Self.violation(of: constraint, in: solver) < 1e-7, "round \(round): \(constraint.origin)")
            }
        }
        #expect(dropped > 50)
    }

    @Test func addingThenRemovingRestoresTheSolution() throws {
        var generator = SeededGenerator(seed: 3)
        for round in 0..<150 {
            let system = Self.randomSystem(&generator)
            let (solver, variables) = try Self.solve(system)
            let before = variables.map { solver.value(of: $0) }
            let extra = generator.constraint(over: variables, required: false).origin("extra")
            let handle = try solver.add(extra)
            try solver.remove(handle)
            let after = variables.map { solver.value(of: $0) }
            for (a, b) in zip(before, after) {
                #expect(abs(a - b) < 1e-6, "round \(round): \(before) then \(after)")
            }
        }
    }

    @Test func removingAnyConstraintEqualsNeverAddingIt() throws {
        var generator = SeededGenerator(seed: 4)
        for round in 0..<100 {
            let system = Self.randomSystem(&generator)
            let (solver, variables) = try Self.solve(system)
            // Any constraint but the stays, which keep the optimum unique.
            let victim = Int.random(in: 0..<(system.constraints.count - system.variableCount), using: &generator)
            // Handles are given in add order.
            try solver.remove(ConstraintHandle(id: victim))
            var reduced = system
            reduced.constraints.remove(at: victim)
            let (fresh, freshVariables) = try Self.solve(reduced)
            for (a, b) in zip(variables, freshVariables) {
                #expect(abs(solver.value(of: a) - fresh.value(of: b)) < 1e-6, "round \(round), removed #\(victim)")
            }
        }
    }

    @Test func theOrderOfAddsDoesNotChangeTheAnswer() throws {
        var generator = SeededGenerator(seed: 5)
        for round in 0..<100 {
            let system = Self.randomSystem(&generator)
            let (solver, variables) = try Self.solve(system)
            let shuffled = Array(system.constraints.indices).shuffled(using: &generator)
            let (other, otherVariables) = try Self.solve(system, order: shuffled)
            for (a, b) in zip(variables, otherVariables) {
                #expect(abs(solver.value(of: a) - other.value(of: b)) < 1e-6, "round \(round)")
            }
        }
    }

    /// The same calls give the same bits and the same dump.
    @Test func solvingIsDeterministic() throws {
        var generator = SeededGenerator(seed: 6)
        for _ in 0..<50 {
            let system = Self.randomSystem(&generator, stays: false)
            let (first, firstVariables) = try Self.solve(system)
            let (second, secondVariables) = try Self.solve(system)
            #expect(
                firstVariables.map { first.value(of: $0).bitPattern }
                    == secondVariables.map { second.value(of: $0).bitPattern })
            #expect(first.dump() == second.dump())
        }
    }

    /// Lexicographic optimality: adding lower levels never worsens the total violation of a higher level, which
    /// equals its optimum when solved without them.
    @Test func lowerLevelsNeverWorsenHigherOnes() throws {
        var generator = SeededGenerator(seed: 8)
        for round in 0..<100 {
            let system = Self.randomSystem(&generator)
            let (solver, _) = try Self.solve(system)
            let levels = Set(system.constraints.map(\.priority)).filter { !$0.isRequired }.sorted(by: >)
            for level in levels {
                var upper = system
                upper.constraints.removeAll { $0.priority < level }
                let (partial, _) = try Self.solve(upper)
                let atLevel = system.constraints.filter { $0.priority == level }
                let full = atLevel.reduce(0) { $0 + Self.violation(of: $1, in: solver) }
                let alone = atLevel.reduce(0) { $0 + Self.violation(of: $1, in: partial) }
                #expect(abs(full - alone) < 1e-6, "round \(round), level \(level.value): \(full) vs \(alone)")
            }
        }
    }
}

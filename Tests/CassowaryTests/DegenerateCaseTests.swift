import Testing

@testable import Cassowary

/// Degenerate, redundant and cycling-prone systems: the solver must terminate with the right answer.
struct DegenerateCaseTests {
    /// Beale's cycling example in Chvátal's form (Linear Programming, 1983, p. 31): maximize
    /// 10x₁ − 57x₂ − 9x₃ − 24x₄ subject to 0.5x₁ − 5.5x₂ − 2.5x₃ + 9x₄ ≤ 0, 0.5x₁ − 1.5x₂ − 0.5x₃ + x₄ ≤ 0,
    /// x₁ ≤ 1, x ≥ 0. Dantzig's largest-coefficient rule cycles on it; the optimum is x = (1, 0, 1, 0), value 1.
    /// The objective becomes a weak constraint `objective == 100` that can never be met, so minimizing its error
    /// maximizes the objective.
    @Test func bealeCyclingExample() throws {
        let solver = Solver(pivotBudget: 1000)
        let x = (1...4).map { solver.makeVariable("x\($0)") }
        try solver.add(0.5 * x[0] - 5.5 * x[1] - 2.5 * x[2] + 9 * x[3] <= 0)
        try solver.add(0.5 * x[0] - 1.5 * x[1] - 0.5 * x[2] + x[3] <= 0)
        try solver.add(x[0] <= 1)
        for variable in x { try solver.add(variable >= 0) }
        try solver.add((10 * x[0] - 57 * x[1] - 9 * x[2] - 24 * x[3] == 100).priority(1))
        #expect(x.map { solver.value(of: $0) } == [1, 0, 1, 0])
    }

    /// Many constraints through one vertex (every ratio test ties at 0).
    @Test func manyConstraintsThroughOneVertex() throws {
        let solver = Solver(pivotBudget: 10_000)
        let x = solver.makeVariable("x")
        let y = solver.makeVariable("y")
        for a in 1...12 {
            for b in 1...12 {
                try solver.add(Double(a) * x + Double(b) * y >= 0)
            }
        }
        try solver.add((x + y == -10).priority(250))
        try solver.add((x - y == 3).priority(1))
        #expect(solver.value(of: x) == 0)
        #expect(solver.value(of: y) == 0)
    }

    /// The paper keeps redundant constraints in the tableau. kiwi 1.5.1 loses both here when `first` is removed
    /// (x becomes 3), because it pivots the removed marker through the weak constraint's row.
    @Test func redundantEqualitiesKeepTheirEffectUntilTheLastGoes() throws {
        let solver = Solver()
        let x = solver.makeVariable("x")
        let y = solver.makeVariable("y")
        let first = try solver.add((x == 10).origin("first"))
        let second = try solver.add((x == 10).origin("second"))
        let viaY = try solver.add(y == x)
        let third = try solver.add((y == 10).origin("third"))
        try solver.add((x == 3).priority(1))
        #expect(solver.value(of: x) == 10)
        try solver.remove(first)
        #expect(solver.value(of: x) == 10)
        try solver.remove(third)
        #expect(solver.value(of: x) == 10)
        try solver.remove(second)
        #expect(solver.value(of: x) == 3)
        #expect(solver.value(of: y) == 3)
        try solver.remove(viaY)
        #expect(solver.value(of: y) == 0)
    }

    @Test func redundantCombinationOfEqualities() throws {
        let solver = Solver()
        let x = solver.makeVariable("x")
        let y = solver.makeVariable("y")
        try solver.add(x + y == 20)
        let difference = try solver.add(x - y == 0)
        try solver.add(2 * x == 20)  // implied by the two above
        #expect(solver.value(of: x) == 10)
        #expect(solver.value(of: y) == 10)
        try solver.remove(difference)
        #expect(solver.value(of: x) == 10)
        #expect(solver.value(of: y) == 10)
    }

    @Test func equalityCycles() throws {
        let solver = Solver()
        let x = solver.makeVariable("x")
        let y = solver.makeVariable("y")
        let z = solver.makeVariable("z")
        try solver.add(x == y)
        try solver.add(y == z)
        try solver.add(z == x)  // cancels out: redundant
        try solver.add((z == 7).priority(1))
        #expect(solver.value(of: x) == 7)

        let offsets = Solver()
        let a = offsets.makeVariable("a")
        let b = offsets.makeVariable("b")
        try offsets.add((a == b + 10).origin("a"))
        #expect(throws: SolverError.unsatisfiable(conflicting: [.init(rule: "a"), .init(rule: "b")])) {
            try offsets.add((b == a + 10).origin("b"))
        }
    }

    @Test func constantConstraints() throws {
        let solver = Solver()
        let x = solver.makeVariable("x")
        try solver.add(Constraint(Expression(0), .equal))
        try solver.add(Constraint(Expression(5), .greaterOrEqual))
        try solver.add((0 * x == 0).origin("zero coefficient"))
        #expect(throws: SolverError.unsatisfiable(conflicting: [.init(rule: "five")])) {
            try solver.add(Constraint(Expression(5), .equal, origin: .init(rule: "five")))
        }
        #expect(throws: SolverError.unsatisfiable(conflicting: [.init(rule: "negative")])) {
            try solver.add(Constraint(Expression(-5), .greaterOrEqual, origin: .init(rule: "negative")))
        }
        try solver.add((Constraint(Expression(5), .equal)).priority(250))  // never met, never an error
    }

    @Test func repeatedVariablesAddUp() throws {
        let solver = Solver()
        let x = solver.makeVariable("x")
        let y = solver.makeVariable("y")
        try solver.add(x + x == 10)
        try solver.add(y + x - x == 4)
        #expect(solver.value(of: x) == 5)
        #expect(solver.value(of: y) == 4)
    }

    @Test func inequalityTightensAndRelaxes() throws {
        let solver = Solver()
        let x = solver.makeVariable("x")
        try solver.add((x == 100).priority(250))
        let upper = try solver.add(x <= 40)
        let lower = try solver.add(x >= 30)
        #expect(solver.value(of: x) == 40)
        try solver.remove(upper)
        #expect(solver.value(of: x) == 100)
        try solver.remove(lower)
        try solver.add(x <= 20)
        #expect(solver.value(of: x) == 20)
    }

    /// Removing constraints in every order leaves the same answer as never adding them.
    @Test func removalOrderDoesNotMatter() throws {
        let orders = [[0, 1, 2], [0, 2, 1], [1, 0, 2], [1, 2, 0], [2, 0, 1], [2, 1, 0]]
        for order in orders {
            let solver = Solver()
            let x = solver.makeVariable("x")
            let y = solver.makeVariable("y")
            try solver.add(x + y == 50)
            try solver.add((x == 10).priority(1))
            let extra = [
                try solver.add(x >= 30),
                try solver.add((y == 5).priority(500)),
                try solver.add(x - y <= 20),
            ]
            for index in order { try solver.remove(extra[index]) }
            #expect(solver.value(of: x) == 10, "order \(order)")
            #expect(solver.value(of: y) == 40, "order \(order)")
        }
    }
}

import LayoutTestSupport
import Testing

@testable import Cassowary

/// Bad numbers, bad priorities, foreign variables, duplicates and the pivot budget: errors, never traps or hangs.
struct RobustnessTests {
    @Test func nonFiniteNumbersAreRejectedWithTheOrigin() throws {
        let solver = Solver()
        let x = solver.makeVariable("x")
        let origin = ConstraintOrigin(rule: "constraint", file: "a.layout.xml", line: 4, column: 9)
        #expect(throws: SolverError.nonFiniteNumber(origin)) { try solver.add((Double.nan * x == 1).origin(origin)) }
        #expect(throws: SolverError.nonFiniteNumber(origin)) { try solver.add((x == .infinity).origin(origin)) }
        #expect(throws: SolverError.nonFiniteNumber(.unspecified)) { try solver.add(x <= -Double.infinity) }
        #expect(throws: SolverError.nonFiniteNumber(.unspecified)) { try solver.add(x >= Double.nan) }
        #expect(solver.constraintCount == 0)
        try solver.add(x == 2)
        #expect(solver.value(of: x) == 2)
    }

    @Test func prioritiesOutsideTheRangeAreRejected() throws {
        let solver = Solver()
        let x = solver.makeVariable("x")
        for value in [0, 0.999, 1000.001, -5, 1e9] {
            #expect(throws: SolverError.invalidPriority(value)) { try solver.add((x == 1).priority(Priority(value))) }
        }
        do {
            try solver.add((x == 1).priority(Priority(.nan)))
            Issue.record("NaN priority accepted")
        } catch {
            guard case .invalidPriority(let value) = error, value.isNaN else {
                Issue.record("unexpected \(error)")
                return
            }
        }
        try solver.add((x == 1).priority(1))
        try solver.add((x == 2).priority(1000))
        #expect(solver.value(of: x) == 2)
    }

    @Test func foreignVariablesAreRejected() throws {
        let solver = Solver()
        let x = solver.makeVariable("x")
        let other = Solver()
        _ = other.makeVariable("a")
        let foreign = other.makeVariable("b")
        #expect(throws: SolverError.unknownVariable(foreign)) { try solver.add(x + foreign == 1) }
        #expect(solver.value(of: foreign) == 0)
        #expect(solver.name(of: foreign) == "v1")
    }

    @Test func duplicatesAreRejectedUntilRemoved() throws {
        let solver = Solver()
        let x = solver.makeVariable("x")
        let y = solver.makeVariable("y")
        let handle = try solver.add((x + y == 10).origin("sum"))
        #expect(throws: SolverError.duplicateConstraint) { try solver.add((y + x == 10).origin("sum")) }
        try solver.add((x + y == 10).origin("sum again"))  // another origin: redundant, accepted
        try solver.add((x + y == 10).origin("sum").priority(500))  // another priority: accepted
        try solver.remove(handle)
        try solver.add((x + y == 10).origin("sum"))
        #expect(solver.constraintCount == 3)
    }

    @Test func unknownHandles() throws {
        let solver = Solver()
        let x = solver.makeVariable("x")
        let handle = try solver.add(x == 1)
        let other = Solver()
        let y = other.makeVariable("y")
        let second = try other.add(y == 1)
        _ = try other.add(y >= 0)
        let foreign = try other.add(y <= 4)
        #expect(throws: SolverError.unknownConstraint) { try solver.remove(foreign) }
        try solver.remove(handle)
        #expect(throws: SolverError.unknownConstraint) { try solver.remove(handle) }
        #expect(solver.constraint(for: handle) == nil)
        #expect(other.constraint(for: second)?.relation == .equal)
    }

    /// Phase one needs pivots here; with a budget of 0 the solver gives up, and stays failed.
    @Test func pivotBudgetStopsRunaways() throws {
        let solver = Solver(pivotBudget: 0)
        let x = solver.makeVariable("x")
        try solver.add((x == 10).priority(250))
        #expect(throws: SolverError.pivotBudgetExceeded) { try solver.add(x <= 5) }
        #expect(throws: SolverError.pivotBudgetExceeded) { try solver.add(x >= 0) }
        #expect(throws: SolverError.pivotBudgetExceeded) { try solver.addEditVariable(x, priority: 500) }

        let roomy = Solver(pivotBudget: 10)
        let y = roomy.makeVariable("y")
        try roomy.add((y == 10).priority(250))
        try roomy.add(y <= 5)
        #expect(roomy.value(of: y) == 5)
    }

    @Test func theDefaultEpsilonIsKiwis() {
        #expect(Solver().epsilon == 1e-8)
        #expect(Solver().pivotBudget == Solver.defaultPivotBudget)
    }

    /// Differences below the epsilon count as zero, as in kiwi: `x == 0` after `x == 1e-9` is redundant.
    @Test func differencesBelowTheEpsilonAreZero() throws {
        let solver = Solver()
        let x = solver.makeVariable("x")
        try solver.add(x == 1e-9)
        try solver.add((x == 0).origin("tiny difference"))
        #expect(solver.value(of: x) == 1e-9)
    }

    /// Large and small magnitudes in one system still give exact answers for point-scale layouts.
    @Test func mixedMagnitudes() throws {
        let solver = Solver()
        let x = solver.makeVariable("x")
        let y = solver.makeVariable("y")
        try solver.add(1e6 * x == 3e6)
        try solver.add(0.001 * y == x)
        #expect(solver.value(of: x) == 3)
        #expect(abs(solver.value(of: y) - 3000) < 1e-9)
    }

    /// Finite but extreme inputs can overflow inside the tableau; that is reported, not returned as a value.
    @Test func overflowIsAnError() throws {
        let solver = Solver()
        let x = solver.makeVariable("x")
        let y = solver.makeVariable("y")
        try solver.add(x == 1e300)
        #expect(throws: SolverError.internalError("a value overflowed to infinity or NaN")) {
            try solver.add(y == 1e10 * x)
        }
        #expect(throws: SolverError.internalError("a value overflowed to infinity or NaN")) { try solver.add(y == 1) }

        let edited = Solver()
        let z = edited.makeVariable("z")
        try edited.add((z == -1.7e308).priority(500))
        try edited.addEditVariable(z, priority: 750)
        try edited.suggestValue(-1.7e308, for: z)
        #expect(throws: SolverError.internalError("a value overflowed to infinity or NaN")) {
            try edited.suggestValue(1.7e308, for: z)
        }
    }

    /// An adversarial mix (tiny, huge, degenerate, conflicting) ends with values or errors, never a trap or a hang.
    @Test func adversarialInputsEndWithValuesOrErrors() {
        var generator = SeededGenerator(seed: 99)
        let magnitudes: [Double] = [1e-12, 1e-9, 1e-7, 1, 1e6, 1e12, 1e150, 1e300]
        var errors = 0
        for round in 0..<200 {
            let solver = Solver(pivotBudget: 5_000, conflictMode: round % 2 == 0 ? .strict : .uikit)
            let variables = (0..<3).map { solver.makeVariable("v\($0)") }
            for index in 0..<8 {
                var constraint = generator.constraint(over: variables, required: index % 2 == 0)
                constraint.expression = constraint.expression * magnitudes.randomElement(using: &generator)!
                do {
                    try solver.add(constraint)
                } catch {
                    errors += 1
                }
            }
            for variable in variables {
                let value = solver.value(of: variable)
                #expect(value.isFinite || (try? solver.add(variable == 0)) == nil)
            }
        }
        #expect(errors > 0)
    }

    @Test func dumpShowsEverySection() throws {
        let solver = Solver(conflictMode: .uikit)
        let x = solver.makeVariable("x")
        try solver.add((x >= 10).origin("min"))
        try solver.add((x == 4).priority(250).origin("preferred"))
        try solver.add((x <= 5).origin("max"))
        try solver.addEditVariable(x, priority: 500)
        let dump = solver.dump()
        // x = 10 + s1 (slack of `min`); the edit (x == 0, errors e6 and e7) is violated by 10 and `preferred` by 6.
        let expectedLines = [
            "objective:", "  @500.0: 10.0 + 1.0 * s1 + 2.0 * e7", "  @250.0: 6.0 + 1.0 * s1 + 2.0 * e3", "tableau:",
            "  v0 'x' = 10.0 + 1.0 * s1", "variables:", "  x = 10.0",
            "edit variables:", "  x = 0.0 @500.0", "constraints:", "conflicts:", "  broke #2 [max] of {min, max}",
        ]
        for line in expectedLines {
            #expect(dump.split(separator: "\n").contains(Substring(line)), "missing '\(line)' in\n\(dump)")
        }
    }
}

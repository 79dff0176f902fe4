import LayoutTestSupport
import Testing

@testable import Cassowary

/// `Objective` finds a symbol's highest level through its record of the levels holding each symbol; that record
/// must agree with the level rows themselves after every kind of change (adds with and without phase one, pivots,
/// removals that drop whole levels, edits).
struct ObjectiveLevelTests {
    /// The sign of `symbol`'s coefficient vector read from the level rows, highest level first.
    static func scannedSign(_ objective: Objective, _ symbol: Int) -> Double {
        for level in objective.levels {
            let coefficient = level.row.coefficient(for: symbol)
            if coefficient != 0 { return coefficient }
        }
        return 0
    }

    static func expectConsistent(_ solver: Solver, _ context: String) {
        let objective = solver.tableau.objective
        for symbol in solver.tableau.kinds.indices {
            #expect(objective.sign(of: symbol) == scannedSign(objective, symbol), "\(context): symbol \(symbol)")
        }
    }

    @Test func highestLevelMatchesTheRows() throws {
        var generator = SeededGenerator(seed: 47)
        var checked = 0
        for round in 0..<150 {
            let system = PropertyTests.randomSystem(&generator, stays: round % 2 == 0)
            let solver = Solver(conflictMode: .uikit)
            let variables = (0..<system.variableCount).map { solver.makeVariable("v\($0)") }
            var handles: [ConstraintHandle] = []
            for constraint in system.constraints {
                handles.append(try solver.add(constraint))
                Self.expectConsistent(solver, "round \(round) add")
            }
            try solver.addEditVariable(variables[0], priority: 500)
            try solver.suggestValue(Double(Int.random(in: -40...40, using: &generator)), for: variables[0])
            Self.expectConsistent(solver, "round \(round) edit")
            for handle in handles where Bool.random(using: &generator) {
                try solver.remove(handle)
                Self.expectConsistent(solver, "round \(round) remove")
            }
            checked += 1
        }
        #expect(checked == 150)
    }
}

import LayoutTestSupport
import Testing

@testable import Cassowary

/// The solver's work must not depend on hashing: the tableau walks arrays indexed by symbol id and breaks every tie
/// by the lowest id, and its one dictionary (`handlesByKey`, duplicate detection) is only looked up.
///
/// Unless `SWIFT_DETERMINISTIC_HASHING` is set, Swift seeds every Dictionary and Set storage from its address, so
/// equal dictionaries iterate in different orders even within one process. Solving one system in several solvers
/// while other hashed storage stays allocated gives each solver's dictionaries a different order; anything that
/// iterated them to choose pivots would show as a different pivot count or different bits.
struct HashIndependenceTests {
    @Test func sameSystemMakesTheSamePivotsAndValuesInEverySolver() {
        var ballast: [Set<Int>] = []  // kept alive so that each solver's storage lands at a new address
        var runs: [(pivots: Int, values: [UInt64])] = []
        for run in 0..<6 {
            ballast.append(Set(0..<(run * 37 + 5)))
            runs.append(solveRandomSystem())
        }
        withExtendedLifetime(ballast) {
            #expect(runs[0].pivots > 0)
            for run in runs.dropFirst() {
                #expect(run.pivots == runs[0].pivots)
                #expect(run.values == runs[0].values)
            }
        }
    }

    /// Adds random required and weak constraints (rejected required ones included), removes every fifth one,
    /// then moves an edit variable: the pivots made and every value's bits.
    private func solveRandomSystem() -> (pivots: Int, values: [UInt64]) {
        var generator = SeededGenerator(seed: 2024)
        let solver = Solver()
        let variables = (0..<12).map { solver.makeVariable("x\($0)") }
        var handles: [ConstraintHandle] = []
        for index in 0..<80 {
            let constraint = generator.constraint(over: variables, required: index % 3 == 0)
            if let handle = try? solver.add(constraint) { handles.append(handle) }
        }
        for (offset, handle) in handles.enumerated() where offset % 5 == 0 {
            try? solver.remove(handle)
        }
        try? solver.addEditVariable(variables[0], priority: Priority(500))
        try? solver.suggestValue(17, for: variables[0])
        return (solver.tableau.pivotCount, variables.map { solver.value(of: $0).bitPattern })
    }
}

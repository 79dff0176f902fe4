import Foundation
import Testing

@testable import Cassowary

/// Foundation declares its own `Expression`; code that imports both modules can still use the solver's.
struct FoundationInteropTests {
    @Test func expressionsWorkNextToFoundation() throws {
        let solver = Solver()
        let x = solver.makeVariable("x")
        let viaAlias: LinearExpression = 2 * x + 1
        let qualified: Cassowary.Expression = Expression(x) - 4
        try solver.add(Constraint(viaAlias, .equal, qualified))
        #expect(solver.value(of: x) == -5)
    }
}

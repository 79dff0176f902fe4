import LayoutTestSupport
import Testing

@testable import Cassowary

/// Unsatisfiable required constraints: the strict mode's conflicting sets and the UIKit-like mode.
struct ConflictTests {
    func origins(_ rules: String...) -> [ConstraintOrigin] {
        rules.map { ConstraintOrigin(rule: $0) }
    }

    /// A chain a0 = 0, aᵢ = aᵢ₋₁ + 10 with distractors that share variables but play no part.
    @Test func strictModeReportsExactlyTheChain() throws {
        let solver = Solver()
        let a = (0...5).map { solver.makeVariable("a\($0)") }
        let b = solver.makeVariable("b")
        try solver.add((a[0] == 0).origin("start"))
        for index in 1...5 {
            try solver.add((a[index] == a[index - 1] + 10).origin("link\(index)"))
            try solver.add((a[index] >= -100).origin("floor\(index)"))
        }
        try solver.add((b == a[2] + 1).origin("b"))
        try solver.add((a[3] <= 1000).origin("ceiling"))
        let expected = origins("start", "link1", "link2", "link3", "link4", "link5", "limit")
        #expect(throws: SolverError.unsatisfiable(conflicting: expected)) {
            try solver.add((a[5] <= 30).origin("limit"))
        }
        // The solver is as before.
        #expect(solver.value(of: a[5]) == 50)
        #expect(solver.constraintCount == 13)
    }

    @Test func conflictThroughInequalities() throws {
        let solver = Solver()
        let x = solver.makeVariable("x")
        let y = solver.makeVariable("y")
        try solver.add((x >= 10).origin("x.min"))
        try solver.add((y >= x).origin("y.after"))
        try solver.add((y >= 0).origin("y.positive"))
        #expect(throws: SolverError.unsatisfiable(conflicting: origins("x.min", "y.after", "y.max"))) {
            try solver.add((y <= 5).origin("y.max"))
        }
    }

    /// kiwi 1.5.1 keeps the failed row of phase one in its tableau: after this failure it reports x = 5, breaking
    /// `x >= 10`. Here the earlier constraints still hold, also after later changes.
    @Test func aFailedAddLeavesTheSolverConsistent() throws {
        let solver = Solver()
        let x = solver.makeVariable("x")
        let y = solver.makeVariable("y")
        try solver.add(x >= 10)
        try solver.add(y >= x)
        #expect(throws: SolverError.self) { try solver.add(y <= 5) }
        #expect(solver.value(of: x) >= 10)
        #expect(solver.value(of: y) >= solver.value(of: x))
        try solver.add((x == 3).priority(250))
        try solver.add((y == 3).priority(250))
        #expect(solver.value(of: x) == 10)
        #expect(solver.value(of: y) == 10)
    }

    /// Every member of a reported set is needed: without it, the others are satisfiable.
    @Test func reportedSetsAreMinimal() throws {
        var generator = SeededGenerator(seed: 7)
        var checked = 0
        for _ in 0..<60 {
            let solver = Solver()
            let variables = (0..<4).map { solver.makeVariable("v\($0)") }
            var added: [Constraint] = []
            for index in 0..<8 {
                let constraint = generator.constraint(over: variables, required: true).origin("c\(index)")
                if let conflicting = conflict(adding: constraint, to: solver) {
                    checked += 1
                    #expect(conflicting.last == constraint.origin)
                    let members = (added + [constraint]).filter { conflicting.contains($0.origin) }
                    #expect(members.count == conflicting.count)
                    #expect(!satisfiable(members, variables: variables.count))
                    for omitted in members.indices {
                        var rest = members
                        rest.remove(at: omitted)
                        #expect(satisfiable(rest, variables: variables.count), "\(conflicting) without #\(omitted)")
                    }
                } else {
                    added.append(constraint)
                }
            }
        }
        #expect(checked > 20)
    }

    /// Adds `constraint`; returns the reported conflicting set if that fails, nil if it succeeds.
    func conflict(adding constraint: Constraint, to solver: Solver) -> [ConstraintOrigin]? {
        do {
            try solver.add(constraint)
            return nil
        } catch {
            guard case .unsatisfiable(let conflicting) = error else {
                Issue.record("unexpected \(error)")
                return nil
            }
            return conflicting
        }
    }

    func satisfiable(_ constraints: [Constraint], variables: Int) -> Bool {
        let solver = Solver()
        for index in 0..<variables { _ = solver.makeVariable("v\(index)") }
        do {
            for constraint in constraints { try solver.add(constraint) }
            return true
        } catch {
            return false
        }
    }

    @Test func uikitModeDropsTheConstraintThatCouldNotBeAdded() throws {
        let solver = Solver(conflictMode: .uikit)
        let width = solver.makeVariable("width")
        try solver.add((width >= 100).origin("min"))
        try solver.add((width == 150).priority(250).origin("preferred"))
        let broken = try solver.add((width <= 80).origin("max"))
        #expect(solver.value(of: width) == 150)
        #expect(solver.brokenConstraints == origins("max"))
        #expect(solver.conflicts == [SolverConflict(handle: broken, broken: .init(rule: "max"), conflicting: origins("min", "max"))])
        #expect(solver.contains(broken))
        // Solving goes on.
        try solver.add((width <= 120).origin("max2"))
        #expect(solver.value(of: width) == 120)
        // Removing a dropped constraint forgets it.
        try solver.remove(broken)
        #expect(solver.brokenConstraints.isEmpty)
        #expect(!solver.contains(broken))
    }

    @Test func uikitModeRecordsEveryConflictInOrder() throws {
        let solver = Solver(conflictMode: .uikit)
        let x = solver.makeVariable("x")
        try solver.add((x == 10).origin("a"))
        try solver.add((x == 11).origin("b"))
        try solver.add((x >= 12).origin("c"))
        try solver.add((x <= 10).origin("d"))  // satisfiable: x is 10
        #expect(solver.brokenConstraints == origins("b", "c"))
        #expect(solver.conflicts.map(\.conflicting) == [origins("a", "b"), origins("a", "c")])
        #expect(solver.value(of: x) == 10)
    }

    @Test func explanationsCanBeTurnedOff() throws {
        let solver = Solver(conflictMode: .uikit)
        solver.explainsConflicts = false
        let x = solver.makeVariable("x")
        try solver.add((x == 10).origin("a"))
        try solver.add((x == 11).origin("b"))
        #expect(solver.conflicts.map(\.conflicting) == [origins("b")])
        #expect(solver.brokenConstraints == origins("b"))
    }

    @Test func nonRequiredConstraintsNeverConflict() throws {
        let solver = Solver()
        let x = solver.makeVariable("x")
        try solver.add(x == 10)
        try solver.add((x == 20).priority(999))
        try solver.add((x >= 30).priority(999.5))
        #expect(solver.value(of: x) == 10)
    }

    @Test func conflictDescriptionsCarryLocations() throws {
        let solver = Solver()
        let x = solver.makeVariable("x")
        let first = ConstraintOrigin(rule: "constraint", file: "main.layout.xml", line: 3, column: 5)
        let second = ConstraintOrigin(rule: "stack.spacing", file: "main.layout.xml", line: 9, column: 7)
        try solver.add((x == 1).origin(first))
        let conflicting = conflict(adding: (x == 2).origin(second), to: solver)
        #expect(
            conflicting?.map(\.description) == [
                "constraint at main.layout.xml:3:5", "stack.spacing at main.layout.xml:9:7",
            ])
    }
}

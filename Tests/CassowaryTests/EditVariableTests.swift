import Testing

@testable import Cassowary

/// Edit variables: `variable == suggested value` at a non-required priority, moved by dual simplex.
struct EditVariableTests {
    /// The paper's midpoint example: xm is the midpoint of [xl, xr], which is at least 10 wide and inside
    /// [0, 100]; weak stays keep xl at 0 and xr at 100 when nothing else decides.
    func midpoint() throws -> (Solver, left: Variable, middle: Variable, right: Variable) {
        let solver = Solver()
        let left = solver.makeVariable("xl")
        let middle = solver.makeVariable("xm")
        let right = solver.makeVariable("xr")
        try solver.add(2 * middle == left + right)
        try solver.add(left + 10 <= right)
        try solver.add(right <= 100)
        try solver.add(left >= 0)
        try solver.add((left == 0).priority(1))
        try solver.add((right == 100).priority(1))
        return (solver, left, middle, right)
    }

    @Test func suggestionsMoveTheMidpoint() throws {
        let (solver, left, middle, right) = try midpoint()
        #expect(solver.value(of: middle) == 50)
        try solver.addEditVariable(middle, priority: 999)
        try solver.suggestValue(90, for: middle)
        // xl + xr = 180 with xr ≤ 100: the stays settle at xl = 80, xr = 100.
        #expect(solver.value(of: middle) == 90)
        #expect(solver.value(of: left) == 80)
        #expect(solver.value(of: right) == 100)
        try solver.suggestValue(0, for: middle)
        // xm cannot go below 5 (xl ≥ 0, xr ≥ xl + 10): the edit is violated as little as possible.
        #expect(solver.value(of: middle) == 5)
        #expect(solver.value(of: left) == 0)
        #expect(solver.value(of: right) == 10)
        try solver.suggestValue(40, for: middle)
        #expect(solver.value(of: middle) == 40)
        #expect(solver.value(of: left) == 0)
        #expect(solver.value(of: right) == 80)
    }

    @Test func removingTheEditRestoresTheStays() throws {
        let (solver, left, middle, right) = try midpoint()
        try solver.addEditVariable(middle, priority: 999)
        try solver.suggestValue(20, for: middle)
        #expect(solver.value(of: right) == 40)
        try solver.removeEditVariable(middle)
        #expect(!solver.hasEditVariable(middle))
        #expect(solver.value(of: left) == 0)
        #expect(solver.value(of: right) == 100)
        #expect(solver.value(of: middle) == 50)
    }

    @Test func anEditLosesToAHigherPriority() throws {
        let solver = Solver()
        let width = solver.makeVariable("width")
        try solver.add((width <= 100).priority(750))
        try solver.addEditVariable(width, priority: 250)
        try solver.suggestValue(300, for: width)
        #expect(solver.value(of: width) == 100)
        try solver.suggestValue(60, for: width)
        #expect(solver.value(of: width) == 60)
    }

    /// A chain of 20 views with 8-point spacing inside a container whose width is edited many times; each state
    /// must equal the one a fresh solver finds with the width as an ordinary constraint. Every view has its own
    /// priorities, so the optimum is unique.
    @Test func manySuggestionsMatchFreshSolves() throws {
        func build(_ solver: Solver) throws -> [Variable] {
            let container = solver.makeVariable("container")
            var widths: [Variable] = []
            var sum = Expression()
            for index in 0..<20 {
                let width = solver.makeVariable("w\(index)")
                widths.append(width)
                sum = sum + width
                try solver.add(width >= 0)
                try solver.add((width == Double(10 + index % 7)).priority(Priority(Double(250 + index))))
                try solver.add((width >= Double(5 + index % 3)).priority(Priority(750 + Double(index) / 2)))
            }
            try solver.add(sum + 8 * 19 == container)
            return [container] + widths
        }
        let edited = Solver()
        let variables = try build(edited)
        try edited.addEditVariable(variables[0], priority: 999)
        for step in 0..<15 {
            let width = Double(150 + (step * 137) % 300)
            try edited.suggestValue(width, for: variables[0])
            let fresh = Solver()
            let freshVariables = try build(fresh)
            try fresh.add((freshVariables[0] == width).priority(999))
            for (a, b) in zip(variables, freshVariables) {
                #expect(abs(edited.value(of: a) - fresh.value(of: b)) < 1e-7, "step \(step): \(edited.name(of: a))")
            }
        }
    }

    @Test func editErrors() throws {
        let solver = Solver()
        let x = solver.makeVariable("x")
        #expect(throws: SolverError.unknownEditVariable) { try solver.suggestValue(1, for: x) }
        #expect(throws: SolverError.unknownEditVariable) { try solver.removeEditVariable(x) }
        #expect(throws: SolverError.requiredEditVariable) { try solver.addEditVariable(x, priority: .required) }
        #expect(throws: SolverError.invalidPriority(0)) { try solver.addEditVariable(x, priority: 0) }
        try solver.addEditVariable(x, priority: .defaultHigh)
        #expect(throws: SolverError.duplicateEditVariable) { try solver.addEditVariable(x, priority: 500) }
        #expect(throws: SolverError.nonFiniteNumber(nil)) { try solver.suggestValue(.nan, for: x) }
        #expect(throws: SolverError.nonFiniteNumber(nil)) { try solver.suggestValue(-.infinity, for: x) }
        try solver.suggestValue(12, for: x)
        #expect(solver.value(of: x) == 12)
        let other = Solver()
        _ = other.makeVariable("a")
        let foreign = other.makeVariable("b")
        #expect(throws: SolverError.unknownVariable(foreign)) { try solver.addEditVariable(foreign, priority: 500) }
    }

    @Test func editVariablesCanBeAddedAgainAfterRemoval() throws {
        let solver = Solver()
        let x = solver.makeVariable("x")
        try solver.add((x == 5).priority(1))
        try solver.addEditVariable(x, priority: 500)
        try solver.suggestValue(30, for: x)
        try solver.removeEditVariable(x)
        #expect(solver.value(of: x) == 5)
        try solver.addEditVariable(x, priority: 500)
        #expect(solver.value(of: x) == 0)  // a new edit starts at the suggested value 0
        try solver.suggestValue(7, for: x)
        #expect(solver.value(of: x) == 7)
    }
}

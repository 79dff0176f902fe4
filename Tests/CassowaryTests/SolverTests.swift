import Testing

@testable import Cassowary

/// Basic solving: required equalities and inequalities, priorities, add and remove.
struct SolverTests {
    @Test func simpleEqualityAndInequality() throws {
        let solver = Solver()
        let x = solver.makeVariable("x")
        let y = solver.makeVariable("y")
        try solver.add(x + 2 * y == 20)
        try solver.add(x >= 10)
        try solver.add((x == 12).priority(.defaultHigh))
        #expect(solver.value(of: x) == 12)
        #expect(solver.value(of: y) == 4)
    }

    @Test func docCommentExample() throws {
        let solver = Solver()
        let left = solver.makeVariable("left")
        let width = solver.makeVariable("width")
        try solver.add(left == 16)
        try solver.add((width >= 100).origin("demo.min-width"))
        try solver.add((width == 50).priority(.defaultHigh))
        try solver.add((left + width <= 400).priority(.defaultLow))
        #expect(solver.value(of: width) == 100)
        try solver.addEditVariable(width, priority: 999)
        try solver.suggestValue(300, for: width)
        #expect(solver.value(of: width) == 300)
        #expect(solver.value(of: left) == 16)
    }

    @Test func constraintDocCommentExample() throws {
        let solver = Solver()
        let x = solver.makeVariable("x")
        let y = solver.makeVariable("y")
        try solver.add(x + 2 * y == 20)
        try solver.add((x == 10).priority(.defaultHigh).origin(ConstraintOrigin(rule: "demo")))
        #expect(solver.value(of: y) == 5)
    }

    @Test func variablesWithoutConstraintsAreZero() {
        let solver = Solver()
        let x = solver.makeVariable("x")
        #expect(solver.value(of: x) == 0)
        #expect(solver.name(of: x) == "x")
    }

    @Test func removingAConstraintRestoresTheWeakerOne() throws {
        let solver = Solver()
        let x = solver.makeVariable("x")
        try solver.add((x == 10).priority(.defaultLow))
        let strong = try solver.add((x == 40).priority(.defaultHigh))
        #expect(solver.value(of: x) == 40)
        try solver.remove(strong)
        #expect(solver.value(of: x) == 10)
        #expect(throws: SolverError.unknownConstraint) { try solver.remove(strong) }
    }

    @Test func strictConflictReportsTheWholeSet() throws {
        let solver = Solver()
        let x = solver.makeVariable("x")
        let y = solver.makeVariable("y")
        let z = solver.makeVariable("z")
        try solver.add((x == 10).origin("a"))
        try solver.add((z >= 0).origin("unrelated"))
        try solver.add((y == x + 5).origin("b"))
        try solver.add((y >= 0).origin("c"))
        #expect(throws: SolverError.unsatisfiable(conflicting: [.init(rule: "a"), .init(rule: "b"), .init(rule: "d")])) {
            try solver.add((y <= 12).origin("d"))
        }
        #expect(solver.value(of: y) == 15)
    }
}

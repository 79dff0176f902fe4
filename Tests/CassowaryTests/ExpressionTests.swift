import Testing

@testable import Cassowary

/// The algebra: terms, expressions and constraints built with the operators.
struct ExpressionTests {
    let solver = Solver()
    let x: Variable
    let y: Variable
    let z: Variable

    init() {
        x = solver.makeVariable("x")
        y = solver.makeVariable("y")
        z = solver.makeVariable("z")
    }

    /// `(variable id, coefficient)` pairs, for comparisons.
    func pairs(_ expression: Expression) -> [[Double]] {
        expression.terms.map { [Double($0.variable.id), $0.coefficient] }
    }

    @Test func variablesAreNumberedInCreationOrder() {
        #expect([x.id, y.id, z.id] == [0, 1, 2])
        #expect(solver.variableCount == 3)
        #expect(solver.name(of: y) == "y")
    }

    @Test func termsScaleAndNegate() {
        let term = 3 * x
        #expect(term.variable == x && term.coefficient == 3)
        #expect((x * 2.5).coefficient == 2.5)
        #expect((-x).coefficient == -1)
        #expect((-(2 * x)).coefficient == -2)
        #expect((x / 4).coefficient == 0.25)
        #expect((2 * (3 * x)).coefficient == 6)
    }

    @Test func sumsKeepTermsInOrderAndAddConstants() {
        let expression = 2 * x + y - 10
        #expect(pairs(expression) == [[0, 2], [1, 1]])
        #expect(expression.constant == -10)

        let nested = x - (y - 3)
        #expect(pairs(nested) == [[0, 1], [1, -1]])
        #expect(nested.constant == 3)

        let negated = -(2 * x + 1)
        #expect(pairs(negated) == [[0, -2]])
        #expect(negated.constant == -1)

        let scaled = (x + 2 * y + 4) * 0.5
        #expect(pairs(scaled) == [[0, 0.5], [1, 1]])
        #expect(scaled.constant == 2)
        #expect(pairs((x + y) / 2) == [[0, 0.5], [1, 0.5]])

        let mixed = 1 + x + (2 * y) + Expression(z) - 4
        #expect(pairs(mixed) == [[0, 1], [1, 2], [2, 1]])
        #expect(mixed.constant == -3)
    }

    @Test func reducedAddsRepeatedVariablesAndDropsZeros() {
        let expression = (x + y + x - y + 3 * z).reduced()
        #expect(pairs(expression) == [[0, 2], [2, 3]])
    }

    @Test func evaluateUsesTheGivenValues() {
        let expression = 2 * x - y + 1
        #expect(expression.evaluate { $0 == x ? 10 : 4 } == 17)
    }

    @Test func isFiniteRejectsNaNAndInfinity() {
        #expect((x + 1).isFinite)
        #expect(!(Double.nan * x + 1).isFinite)
        #expect(!(x + Double.infinity).isFinite)
    }

    @Test func comparisonsMoveTheRightSideToTheLeft() {
        let equal = x + 2 * y == z
        #expect(equal.relation == .equal)
        #expect(pairs(equal.expression) == [[0, 1], [1, 2], [2, -1]])
        #expect(equal.expression.constant == 0)
        #expect(equal.priority == .required)
        #expect(equal.origin == .unspecified)

        let less = x <= 10
        #expect(less.relation == .lessOrEqual)
        #expect(pairs(less.expression) == [[0, 1]])
        #expect(less.expression.constant == -10)

        let greater = 10 >= x + 1
        #expect(greater.relation == .greaterOrEqual)
        #expect(pairs(greater.expression) == [[0, -1]])
        #expect(greater.expression.constant == 9)
    }

    @Test func modifiersSetPriorityAndOrigin() {
        let constraint = (x >= y).priority(250).origin("stack.spacing")
        #expect(constraint.priority == .defaultLow)
        #expect(constraint.origin == ConstraintOrigin(rule: "stack.spacing"))
        let located = constraint.origin(ConstraintOrigin(rule: "constraint", file: "main.layout.xml", line: 42, column: 7))
        #expect(located.origin.description == "constraint at main.layout.xml:42:7")
        #expect(located.priority.value == 250)
    }

    @Test func variableEqualityStillComparesVariables() throws {
        #expect(x != y)
        #expect(x == x)
        try solver.add(x == y)  // a Constraint where one is expected
        try solver.add(y == 4)
        #expect(solver.value(of: x) == 4)
    }

    @Test func originDescriptions() {
        #expect(ConstraintOrigin(rule: "stack.spacing").description == "stack.spacing")
        #expect(ConstraintOrigin(rule: "r", file: "a.xml").description == "r at a.xml")
        #expect(ConstraintOrigin(rule: "r", file: "a.xml", line: 3).description == "r at a.xml:3")
    }

    @Test func priorities() {
        #expect(Priority.required.value == 1000 && Priority.required.isRequired)
        #expect(Priority.defaultHigh.value == 750)
        #expect(Priority.defaultLow.value == 250)
        #expect(Priority.fittingSizeLevel.value == 50)
        #expect(Priority(999.5) > Priority(999))
        let literal: Priority = 760
        #expect(literal.value == 760 && !literal.isRequired)
        #expect(Priority(1).isValid && Priority(1000).isValid)
        #expect(!Priority(0.5).isValid && !Priority(1000.5).isValid && !Priority(.nan).isValid)
    }
}

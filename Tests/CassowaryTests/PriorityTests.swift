import Testing

@testable import Cassowary

/// Priorities are lexicographic levels, as in Auto Layout: a higher level is never traded for lower ones.
struct PriorityTests {
    /// kiwi's strengths are weights (weak = 1, medium = 1,000): 1,001 weak `x == 0` outweigh one medium `x == 10`
    /// there, and kiwi answers 0. Auto Layout, and this solver, satisfy the higher level first.
    @Test func manyLowerPriorityConstraintsDoNotOutvoteOneHigher() throws {
        let solver = Solver()
        let x = solver.makeVariable("x")
        for index in 0..<1001 {
            try solver.add((x == 0).priority(250).origin("weak \(index)"))
        }
        try solver.add((x == 10).priority(500))
        #expect(solver.value(of: x) == 10)
    }

    /// The paper's argument against weights: a large coefficient makes a weak error large. Here the weak
    /// constraint's error is 2,000 times x − 1, which in kiwi outweighs medium `x == 0` (x would be 1).
    @Test func largeCoefficientsDoNotCrossLevels() throws {
        let solver = Solver()
        let x = solver.makeVariable("x")
        try solver.add((2000 * x == 2000).priority(250))
        try solver.add((x == 0).priority(500))
        #expect(solver.value(of: x) == 0)
    }

    @Test func violationsWithinALevelAddUp() throws {
        let solver = Solver()
        let x = solver.makeVariable("x")
        try solver.add((x == 0).priority(250).origin("a"))
        try solver.add((x == 10).priority(250).origin("b"))
        try solver.add((x == 10).priority(250).origin("c"))
        #expect(solver.value(of: x) == 10)
    }

    @Test func closePrioritiesAreDistinctLevels() throws {
        let solver = Solver()
        let x = solver.makeVariable("x")
        try solver.add((x == 1).priority(999))
        try solver.add((x == 2).priority(999.5))
        try solver.add((x == 3).priority(998.9))
        #expect(solver.value(of: x) == 2)
    }

    /// Content hugging (250) against compression resistance (750) against a label width rule (760).
    @Test func threeLevelsWithInequalities() throws {
        let solver = Solver()
        let width = solver.makeVariable("width")
        try solver.add((width <= 100).priority(250).origin("hugging"))
        try solver.add((width >= 50).priority(750).origin("compression"))
        try solver.add((width == 30).priority(760).origin("text-width"))
        #expect(solver.value(of: width) == 30)
        try solver.add((width >= 200).priority(1).origin("lowest"))
        #expect(solver.value(of: width) == 30)
    }

    @Test func aLevelAddedBetweenExistingOnesTakesItsPlace() throws {
        let solver = Solver()
        let x = solver.makeVariable("x")
        let y = solver.makeVariable("y")
        try solver.add(x + y == 100)
        try solver.add((x == 10).priority(250))
        try solver.add((y == 10).priority(750))
        #expect(solver.value(of: y) == 10)
        try solver.add((x == 70).priority(500))
        #expect(solver.value(of: y) == 10)
        #expect(solver.value(of: x) == 90)
        try solver.add((x == 60).priority(800))
        #expect(solver.value(of: x) == 60)
        #expect(solver.value(of: y) == 40)
        #expect(solver.tableau.objective.levels.map(\.priority) == [800, 750, 500, 250])
    }

    @Test func removingTheLastConstraintOfALevelDropsTheLevel() throws {
        let solver = Solver()
        let x = solver.makeVariable("x")
        let low = try solver.add((x == 1).priority(250))
        let high = try solver.add((x == 2).priority(750))
        #expect(solver.tableau.objective.levels.count == 2)
        try solver.remove(high)
        #expect(solver.tableau.objective.levels.map(\.priority) == [250])
        #expect(solver.value(of: x) == 1)
        try solver.remove(low)
        #expect(solver.tableau.objective.levels.isEmpty)
    }

    /// Unequal stretch: the lower priority gives way completely before the higher one moves at all.
    @Test func lowerLevelAbsorbsTheWholeShortfall() throws {
        let solver = Solver()
        let a = solver.makeVariable("a")
        let b = solver.makeVariable("b")
        try solver.add(a + b == 150)
        try solver.add((a == 100).priority(750).origin("a.compression"))
        try solver.add((b == 100).priority(749).origin("b.compression"))
        #expect(solver.value(of: a) == 100)
        #expect(solver.value(of: b) == 50)
    }
}

import LayoutTestSupport
import Testing

@testable import Cassowary

/// `Solver.moveConstants`: moving the right sides of non-required equalities on a live solver must reach the same
/// optimum as solving the moved constraints from scratch.
struct MovedConstantTests {
    @Test func movedStaysMatchAFreshSolve() throws {
        var generator = SeededGenerator(seed: 41)
        var compared = 0
        for _ in 0..<300 {
            let system = PropertyTests.randomSystem(&generator)
            let (solver, variables) = try PropertyTests.solve(system)
            var handles: [ConstraintHandle] = []
            for index in system.constraints.indices {
                handles.append(ConstraintHandle(id: index))
            }
            // Every non-required equality moves, by a delta of its own (the stays among them keep the optimum
            // unique, so both ways must agree).
            var moved = system
            var moves: [(handle: ConstraintHandle, delta: Double)] = []
            for (index, constraint) in system.constraints.enumerated()
            where constraint.relation == .equal && !constraint.priority.isRequired {
                let delta = Double(Int.random(in: -500...500, using: &generator))
                moves.append((handles[index], delta))
                moved.constraints[index].expression.constant -= delta
            }
            try solver.moveConstants(moves)
            let (fresh, freshVariables) = try PropertyTests.solve(moved)
            for (variable, freshVariable) in zip(variables, freshVariables) {
                #expect(abs(solver.value(of: variable) - fresh.value(of: freshVariable)) < 1e-6)
            }
            compared += 1
        }
        #expect(compared == 300)
    }

    /// Tracing one moved equality through random systems: at every stop the values are a fresh solve's, and
    /// between two stops they are affine in the distance moved (the midpoint is the endpoints' average).
    @Test func advancingFollowsFreshSolvesPieceByPiece() throws {
        var generator = SeededGenerator(seed: 7)
        var traced = 0
        for _ in 0..<150 {
            let system = PropertyTests.randomSystem(&generator)
            guard let index = system.constraints.firstIndex(where: { $0.relation == .equal && !$0.priority.isRequired })
            else { continue }
            let (solver, variables) = try PropertyTests.solve(system)
            func fresh(_ t: Double) throws -> [Double] {
                var moved = system
                moved.constraints[index].expression.constant -= t
                let (solver, variables) = try PropertyTests.solve(moved)
                return variables.map { solver.value(of: $0) }
            }
            var stops = [(t: 0.0, values: variables.map { solver.value(of: $0) })]
            var t = 0.0
            for _ in 0..<1000 where t < 60 {
                let moved = try solver.advanceConstants([(ConstraintHandle(id: index), 1)], upTo: 60 - t)
                t = moved >= 60 - t ? 60 : t + moved
                if moved > 0 { stops.append((t, variables.map { solver.value(of: $0) })) }
            }
            #expect(t == 60)
            for stop in stops {
                for (a, b) in zip(stop.values, try fresh(stop.t)) { #expect(abs(a - b) < 1e-6, "at \(stop.t)") }
            }
            for (a, b) in zip(stops, stops.dropFirst()) {
                let middle = try fresh((a.t + b.t) / 2)
                for k in middle.indices {
                    #expect(abs(middle[k] - (a.values[k] + b.values[k]) / 2) < 1e-6, "between \(a.t) and \(b.t)")
                }
            }
            traced += 1
        }
        #expect(traced > 50)
    }

    /// `advanceConstants` stops exactly where the optimal basis changes: x takes a pulled sum up to its bound 10,
    /// then y takes the rest, and beyond that the basis holds without end.
    @Test func advancingStopsWhereTheBasisChanges() throws {
        let solver = Solver()
        let x = solver.makeVariable("x"), y = solver.makeVariable("y")
        try solver.add(x >= 0)
        try solver.add(y >= 0)
        try solver.add(x <= 10)
        try solver.add((y == 0).priority(5))
        let pull = try solver.add((x + y == 0).priority(100))
        var total = 0.0
        var stops: [Double] = []
        while total < 25 {
            let moved = try solver.advanceConstants([(pull, 1)], upTo: 25 - total)
            total += moved
            if moved > 0 { stops.append(total) }
            #expect(abs(solver.value(of: x) - min(total, 10)) < 1e-9)
            #expect(abs(solver.value(of: y) - max(total - 10, 0)) < 1e-9)
        }
        #expect(stops == [10, 25])
        #expect(try solver.advanceConstants([(pull, 1)], upTo: .infinity) == .infinity)
        #expect(solver.value(of: y) == 15)
        // Backwards the basis changes at 10 again.
        #expect(try solver.advanceConstants([(pull, -1)], upTo: 100) == 15)
        #expect(abs(solver.value(of: x) - 10) < 1e-9)
        #expect(abs(solver.value(of: y)) < 1e-9)
        #expect(solver.constraint(for: pull)?.expression.constant == -10)
    }

    @Test func movingTwiceAddsUp() throws {
        let solver = Solver()
        let x = solver.makeVariable("x"), y = solver.makeVariable("y")
        try solver.add(x + y <= 100)
        let pullX = try solver.add((x == 0).priority(10))
        let pullY = try solver.add((y == 0).priority(5))
        try solver.moveConstants([(pullX, 70), (pullY, 70)])
        // x reaches 70 at the stronger level; y gets what the sum leaves.
        #expect(solver.value(of: x) == 70)
        #expect(solver.value(of: y) == 30)
        try solver.moveConstants([(pullX, -80)])
        #expect(solver.value(of: x) == -10)
        #expect(solver.value(of: y) == 70)
        #expect(solver.constraint(for: pullX)?.expression.constant == 10)
    }

    @Test func onlyNonRequiredEqualitiesMove() throws {
        let solver = Solver()
        let x = solver.makeVariable("x")
        let required = try solver.add(x >= 5)
        let inequality = try solver.add((x <= 3).priority(1))
        let pull = try solver.add((x == 0).priority(10))
        #expect(throws: SolverError.immovableConstraint) { try solver.moveConstants([(pull, 1), (required, 1)]) }
        #expect(throws: SolverError.immovableConstraint) { try solver.moveConstants([(inequality, 1)]) }
        #expect(throws: SolverError.unknownConstraint) { try solver.moveConstants([(ConstraintHandle(id: 9), 1)]) }
        #expect(throws: SolverError.nonFiniteNumber(.unspecified)) {
            try solver.moveConstants([(pull, .infinity)])
        }
        // Nothing moved: the pull still aims at 0.
        #expect(solver.value(of: x) == 5)
        #expect(solver.constraint(for: pull)?.expression.constant == 0)
        try solver.moveConstants([(pull, 4)])
        #expect(solver.value(of: x) == 5)
        try solver.moveConstants([(pull, 20)])
        #expect(solver.value(of: x) == 24)
    }
}

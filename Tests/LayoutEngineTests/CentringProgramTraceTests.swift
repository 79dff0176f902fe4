@testable import LayoutEngine
import Testing

/// `CentringProgram.tracedRegionOne()` traces region 1 (A ≥ B) along its LP's optimal bases: the cost must break exactly
/// where a fine grid of the LP's values (`CentringProgram.value(edge:)`, a fresh solve each) shows a kink, and
/// differ from those values by a constant only.
@Suite struct CentringProgramTraceTests {
    static let weak = PriorityKey.uikit(100)
    static let keys: [PriorityKey] = [.uikit(150), .uikit(149), .uikit(148)]

    /// A view's cost at the centring levels and below: `shrinking` and `growing` pieces nearest first, each at 100
    /// with the view's index tie-break; growing beyond them costs at 750.
    static func part(_ natural: Double, view: Int, shrinking: [(length: Double, rate: Double)],
                     growing: [(length: Double, rate: Double)]) -> PiecewiseCost {
        func piece(_ p: (length: Double, rate: Double)) -> PiecewiseCost.Piece {
            PiecewiseCost.Piece(length: p.length, rate: CostVector(weak, p.rate) + CostVector(.tieBreak(depth: 1, rank: view), 1))
        }
        return PiecewiseCost.fromPieces(
            natural: natural,
            right: growing.map(piece) + [PiecewiseCost.Piece(length: .infinity, rate: CostVector(.uikit(750), 1))],
            left: shrinking.map(piece))
    }

    typealias Case = CentringCase

    static let cases: [Case] = [
        Case(name: "three views with bounded weak intervals",
             parts: [part(50, view: 0, shrinking: [(10, 1), (20, 3)], growing: [(15, 1)]),
                     part(30, view: 1, shrinking: [(25, 2)], growing: [(40, 1)]),
                     part(70, view: 2, shrinking: [(5, 1), (30, 2)], growing: [(10, 2)])],
             naturals: [50, 30, 70], gaps: [8, 12]),
        Case(name: "identical views (degenerate bases)",
             parts: (0..<3).map { _ in part(40, view: 0, shrinking: [(20, 1)], growing: [(20, 1)]) },
             naturals: [40, 40, 40], gaps: [8, 8]),
        Case(name: "a weak interval without lower end",
             parts: [part(50, view: 0, shrinking: [(10, 1), (.infinity, 2)], growing: [(15, 1)]),
                     part(30, view: 1, shrinking: [(25, 2)], growing: [(40, 1)]),
                     part(70, view: 2, shrinking: [(5, 1), (30, 2)], growing: [(10, 2)])],
             naturals: [50, 30, 70], gaps: [8, 12]),
    ]

    static func isZero(_ v: CostVector, tolerance: Double) -> Bool { v.entries.allSatisfy { abs($0.rate) <= tolerance } }

    @Test(arguments: cases)
    func tracedCostIsTheLPsValueFunction(_ example: Case) throws {
        let program = CentringProgram(parts: example.parts, naturals: example.naturals, gaps: example.gaps,
                                      keys: Self.keys)
        let cost = try #require(program.tracedRegionOne())
        let right = program.evenEdge + 10
        let left = program.lowestEdge.isFinite ? program.lowestEdge : right - 400
        let count = 1000
        let step = (right - left) / Double(count)
        let grid = try (0...count).map { i -> (x: Double, value: CostVector) in
            let x = left + Double(i) * step
            return (x, try #require(program.value(edge: x)))
        }
        var gridKinks: [Double] = []
        for i in 1..<count {
            let second = grid[i + 1].value - grid[i].value * 2 + grid[i - 1].value
            if !Self.isZero(second, tolerance: 1e-6) { gridKinks.append(grid[i].x) }
        }
        let breaks = cost.breakpoints.filter { $0 > left + step && $0 < right - step }
        #expect(!breaks.isEmpty)
        for x in breaks {
            #expect(gridKinks.contains { abs($0 - x) <= step * 1.0001 }, "traced break at \(x) not on the grid")
        }
        for x in gridKinks {
            #expect(breaks.contains { abs($0 - x) <= step * 1.0001 }, "grid kink at \(x) not traced")
        }
        for point in grid {
            let difference = (cost.value(at: point.x) - cost.value(at: left)) - (point.value - grid[0].value)
            #expect(Self.isZero(difference, tolerance: 1e-7), "cost differs at \(point.x)")
        }
    }
}

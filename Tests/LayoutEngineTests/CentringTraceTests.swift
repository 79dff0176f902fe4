@testable import LayoutEngine
import Testing

/// `CentringTies.tracedPieces`: the squeeze cost F(S) of an equalCentering stack whose shrinking pieces tie,
/// traced along the share LP's optimal bases, must break exactly where F does: where a fine grid of F's values
/// (one LP solve each, `CentringTies.value`) shows a kink, and where the sandwich search finds one.
@Suite struct CentringTraceTests {
    static let above = PriorityKey.uikit(750)
    static let keys: [PriorityKey] = [.uikit(150), .uikit(149), .uikit(148), .uikit(147)]

    /// A view's cost with cheapest length `natural`: `shrinking` pieces nearest first, growing at 1 at 750.
    static func part(_ natural: Double, _ shrinking: [(length: Double, rate: CostVector)]) -> PiecewiseCost {
        PiecewiseCost.fromPieces(natural: natural, right: [.init(length: .infinity, rate: CostVector(above, 1))],
                                 left: shrinking.map { PiecewiseCost.Piece(length: $0.length, rate: $0.rate) })
    }

    /// `rate` at 750 plus view `view`'s index tie-break below the centring levels.
    static func rate(_ rate: Double, view: Int, tieBreak: Double = 1) -> CostVector {
        CostVector(above, rate) + CostVector(.tieBreak(depth: 1, rank: view), tieBreak)
    }

    typealias Case = CentringCase

    /// The squeeze of `example`, with one centring key per distance.
    static func ties(_ example: Case) -> CentringTies? {
        CentringTies(parts: example.parts, naturals: example.naturals, gaps: example.gaps,
                     keys: Array(keys.prefix(example.naturals.count - 1)))
    }

    static let cases: [Case] = [
        Case(name: "three views, one tied piece each",
             parts: [part(50, [(30, rate(1, view: 0))]), part(40, [(20, rate(1, view: 1))]),
                     part(60, [(40, rate(1, view: 2))])],
             naturals: [50, 40, 60], gaps: [8, 8]),
        Case(name: "four views, two tied groups",
             parts: [part(50, [(10, rate(1, view: 0)), (20, rate(3, view: 0))]),
                     part(30, [(15, rate(1, view: 1, tieBreak: 0)), (5, rate(3, view: 1, tieBreak: 0))]),
                     part(70, [(25, rate(1, view: 2)), (30, rate(3, view: 2))]),
                     part(45, [(5, rate(1, view: 3)), (20, rate(3, view: 3, tieBreak: 2))])],
             naturals: [50, 30, 70, 45], gaps: [4, 12, 0]),
        Case(name: "identical views (degenerate bases)",
             parts: (0..<3).map { _ in part(40, [(20, CostVector(above, 1)), (10, CostVector(above, 2))]) },
             naturals: [40, 40, 40], gaps: [8, 8]),
        Case(name: "endless last group",
             parts: [part(50, [(10, rate(1, view: 0)), (.infinity, rate(2, view: 0))]),
                     part(40, [(30, rate(1, view: 1)), (.infinity, rate(2, view: 1))]),
                     part(60, [(5, rate(1, view: 2)), (.infinity, rate(2, view: 2, tieBreak: 3))])],
             naturals: [50, 40, 60], gaps: [8, 16]),
        Case(name: "one view's group before a tied one",
             parts: [part(50, [(12, rate(0.5, view: 0)), (20, rate(1, view: 0))]), part(40, [(20, rate(1, view: 1))]),
                     part(60, [(40, rate(1, view: 2))])],
             naturals: [50, 40, 60], gaps: [8, 8]),
    ]

    /// Where consecutive pieces' rates differ (beyond the search's tolerance): F's breakpoints.
    static func breaks(_ pieces: [PiecewiseCost.Piece]) -> [Double] {
        var result: [Double] = []
        var position = 0.0
        for (piece, next) in zip(pieces, pieces.dropFirst()) {
            position += piece.length
            if SandwichSearch.strongestDifference(piece.rate, next.rate) != nil { result.append(position) }
        }
        return result
    }

    static func isZero(_ v: CostVector, tolerance: Double) -> Bool { v.entries.allSatisfy { abs($0.rate) <= tolerance } }

    @Test(arguments: cases)
    func tracedBreakpointsAreTheKinksOfAFineGrid(_ example: Case) throws {
        let ties = try #require(Self.ties(example))
        let pieces = try #require(ties.tracedPieces())
        let start = try #require(ties.value(0))
        let breaks = Self.breaks(pieces)
        #expect(!breaks.isEmpty)
        // F on a grid over its domain (and a stretch of the endless piece), each value from a fresh solve.
        let endless = pieces.last.map { !$0.length.isFinite } ?? false
        let span = pieces.filter(\.length.isFinite).reduce(0) { $0 + $1.length } + (endless ? 20 : 0)
        let step = span / 997
        let fresh = try #require(Self.ties(example))
        let grid = try (0...997).map { i -> (x: Double, value: CostVector) in
            let x = Double(i) * step
            return (x, try #require(fresh.value(x)))
        }
        var gridKinks: [Double] = []
        for i in 1..<(grid.count - 1) {
            let second = grid[i + 1].value - grid[i].value * 2 + grid[i - 1].value
            if !Self.isZero(second, tolerance: 1e-6) { gridKinks.append(grid[i].x) }
        }
        for x in breaks {
            #expect(gridKinks.contains { abs($0 - x) <= step * 1.0001 }, "traced break at \(x) not on the grid")
        }
        for x in gridKinks {
            #expect(breaks.contains { abs($0 - x) <= step * 1.0001 }, "grid kink at \(x) not traced")
        }
        // The pieces rebuild F at every grid point (the endless piece included).
        for point in grid {
            var value = start, position = 0.0
            for piece in pieces where position < point.x {
                let length = min(piece.length, point.x - position)
                value = value + piece.rate * length
                position += length
            }
            #expect(Self.isZero(value - point.value, tolerance: 1e-7), "F differs at \(point.x)")
        }
    }

    @Test(arguments: cases)
    func tracedBreakpointsAreTheSearchedOnes(_ example: Case) throws {
        let tracing = try #require(Self.ties(example)), searching = try #require(Self.ties(example))
        let traced = try #require(tracing.tracedPieces())
        let searched = try #require(searching.searchedPieces())
        let a = Self.breaks(traced), b = Self.breaks(searched)
        #expect(a.count == b.count)
        for (x, y) in zip(a, b) { #expect(abs(x - y) <= 1e-6, "traced \(x), searched \(y)") }
        // The same rate right of every breakpoint and at the end.
        for x in a + [0] {
            func rate(_ pieces: [PiecewiseCost.Piece]) -> CostVector? {
                var position = 0.0
                return pieces.first { piece in
                    defer { position += piece.length }
                    return position + piece.length > x + 1e-3
                }?.rate
            }
            let r = try #require(rate(traced)), s = try #require(rate(searched))
            #expect(SandwichSearch.strongestDifference(r, s) == nil && SandwichSearch.strongestDifference(s, r) == nil)
        }
        #expect(traced.last?.length.isFinite == searched.last?.length.isFinite)
        if let t = traced.last, let s = searched.last, !t.length.isFinite {
            #expect(CostVector.compare(t.rate, s.rate) == 0)
        }
    }
}

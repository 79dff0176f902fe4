@testable import LayoutEngine
import LayoutModel
import Testing

/// `Convolution.allocate`: parts start at their cheapest lengths and the difference goes to the cheapest pieces
/// first; past every piece the rest stays with the last one that moved.
@Suite struct ConvolutionAllocationTests {
    static func rate(_ value: Double) -> CostVector { CostVector(.uikit(250), value) }

    /// Part 0: cheapest at 10, growing costs 1 per point, shrinking 3. Part 1: cheapest at 20, growing costs 2,
    /// shrinking 1 for 4 points (down to 16, a required minimum).
    static func convolution() -> Convolution {
        let first = PiecewiseCost.hingeAbove(10, rate(1)) + .hingeBelow(10, rate(3))
        let second = PiecewiseCost.hingeAbove(20, rate(2)) + .hingeBelow(20, rate(1)) + .domain(16, .infinity)
        return Convolution([first, second])
    }

    @Test func startsAtTheCheapestLengths() {
        let convolution = Self.convolution()
        #expect(convolution.naturals == [10, 20])
        #expect(convolution.allocate(30) == [10, 20])
    }

    @Test func growsTheCheapestPieceFirst() {
        #expect(Self.convolution().allocate(35) == [15, 20])
    }

    @Test func shrinksTheCheapestPieceThenTheNext() {
        let convolution = Self.convolution()
        #expect(convolution.allocate(27) == [10, 17])
        // Part 1 gives its 4 points at 1, then part 0 gives at 3.
        #expect(convolution.allocate(22) == [6, 16])
    }

    @Test func storedPiecesAllocateAsTheConvolution() {
        let convolution = Self.convolution()
        let growing = convolution.right.map { ($0.owner, $0.length) }
        let shrinking = convolution.left.map { ($0.owner, $0.length) }
        for total in stride(from: 0.0, through: 60, by: 2.5) {
            let stored = Convolution.allocate(total, naturals: convolution.naturals, natural: convolution.natural,
                                              growing: growing.count, shrinking: shrinking.count) { grows, i in
                grows ? growing[i] : shrinking[i]
            }
            #expect(stored == convolution.allocate(total))
        }
    }
}

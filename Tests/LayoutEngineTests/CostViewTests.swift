@testable import LayoutEngine
import LayoutModel
import Testing

/// The sums read as views (``CostView``) against the costs they stand for, bit for bit: what the view answers
/// (cheapest length, domain, the flattened cost), the convolution of costs with hinges against the convolution of
/// the summed costs, and the cross fit.
@Suite struct CostViewTests {
    typealias Generator = SlopeListTests.Generator

    static func bits(_ cost: PiecewiseCost) -> [String] { LeanCostTests.bits(cost) }

    /// Every stored bit of a convolution: the naturals and each side's pieces (owner, length, rate).
    static func bits(_ convolution: Convolution) -> [String] {
        func pieces(_ side: [Convolution.OwnedPiece]) -> [String] {
            side.map { "\($0.owner) \($0.length.bitPattern) " + SlopeListTests.bits($0.rate).joined(separator: " ") }
        }
        return convolution.naturals.map { "\($0.bitPattern)" } + ["\(convolution.natural.bitPattern)", "right"]
            + pieces(convolution.right) + ["left"] + pieces(convolution.left)
    }

    @Test func viewAnswersAsTheSummedCost() {
        var g = Generator(state: 23)
        for _ in 0..<500 {
            let cost = SlopeListTests.cost(&g)
            let c = g.below(2) == 0 && !cost.breakpoints.isEmpty
                ? cost.breakpoints[g.below(cost.breakpoints.count)] + [0, 5e-10, -5e-10][g.below(3)]
                : Double(g.below(30)) - 15
            let rate = LeanCostTests.rate(&g)
            let sum = cost.plusAbsolute(c, rate)
            let x = [sum.argmin, Double(g.below(30)) - 15, c][g.below(3)]
            cost.withPlusAbsolute(c, rate) { view in
                #expect(Self.bits(view.cost) == Self.bits(sum))
                #expect(view.argmin.bitPattern == sum.argmin.bitPattern)
                #expect(view.lower.bitPattern == sum.lower.bitPattern)
                #expect(Self.bits(view.flattened(rightOf: x)) == Self.bits(sum.flattened(rightOf: x)))
                let fit = CrossFit(pulled: view)
                #expect(fit.cheapest.bitPattern == sum.argmin.bitPattern)
            }
        }
    }

    @Test func hingedConvolutionEqualsConvolutionOfTheSums() {
        var g = Generator(state: 29)
        var hinged = 0
        for _ in 0..<400 {
            let parts = (0..<(1 + g.below(6))).map { _ in ArrangementNotesTests.convexCost(&g) }
            let hinges: [Convolution.Hinge?] = parts.map { part in
                guard g.below(4) != 0 else { return nil }
                let at = g.below(2) == 0 ? part.argmin : Double(g.below(40)) * 0.5 - 10
                return Convolution.Hinge(at: at, rate: LeanCostTests.rate(&g))
            }
            hinged += hinges.compactMap { $0 }.count
            let sums = parts.indices.map { i in hinges[i].map { parts[i].plusAbsolute($0.at, $0.rate) } ?? parts[i] }
            #expect(Self.bits(Convolution(parts, hinges: hinges)) == Self.bits(Convolution(sums)))
        }
        #expect(hinged > 500)
    }

    /// A view's cross fit is the fit of the cost it pulls.
    @Test func crossFitFromTheViewEqualsTheFitOfThePulledCost() {
        var g = Generator(state: 31)
        for _ in 0..<300 {
            let cost = ArrangementNotesTests.convexCost(&g)
            let pulled = BehaviourBuilder.pulled(cost)
            let fit = CrossFit(cost)
            #expect(fit.cheapest.bitPattern == pulled.argmin.bitPattern)
            #expect(fit.lower.bitPattern == pulled.lower.bitPattern)
        }
    }
}

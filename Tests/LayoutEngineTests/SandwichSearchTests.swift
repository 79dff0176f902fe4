@testable import LayoutEngine
import Testing

/// The sandwich search of `SandwichSearch`: breakpoints of a convex piecewise-linear lexicographic function found
/// from its values alone, and how it tells real slope differences from the error of its chords.
@Suite struct SandwichSearchTests {
    static let strong = PriorityKey.uikit(750)
    static let weak = PriorityKey.uikit(250)

    /// F(x) = 2·max(0, x − 3) + 5·max(0, x − 7) at the strong level, plus −x at the weak one.
    static func f(_ x: Double) -> CostVector {
        CostVector(strong, 2 * max(0, x - 3) + 5 * max(0, x - 7)) + CostVector(weak, -x)
    }

    /// F's values at a and b and the breakpoints the search finds between them, from its slopes at both ends.
    static func search(limit: Int, from a: Double, to b: Double, _ f: @escaping (Double) -> CostVector) throws
        -> (fa: CostVector, points: [(x: Double, value: CostVector)], fb: CostVector)
    {
        var search = SandwichSearch(limit: limit, evaluate: f)
        let values = (search.value(a), search.value(b))
        let fa = try #require(values.0), fb = try #require(values.1)
        let slopes = (search.slope(at: a, value: fa, toward: b), search.slope(at: b, value: fb, toward: a))
        let sa = try #require(slopes.0), sb = try #require(slopes.1)
        let found = search.breakpoints(a, fa, sa, b, fb, sb)
        return (fa, try #require(found), fb)
    }

    @Test func findsEveryBreakpointOfAConvexFunction() throws {
        let a = 0.0, b = 10.0
        let (fa, points, fb) = try Self.search(limit: 1000, from: a, to: b) { Self.f($0) }
        #expect(points.map(\.x).count == 2)
        #expect(abs(points[0].x - 3) < 1e-9)
        #expect(abs(points[1].x - 7) < 1e-9)
        let pieces = SandwichSearch.pieces([(a, fa)] + points + [(b, fb)])
        #expect(pieces.count == 3)
        #expect(abs(pieces[1].rate.rate(at: Self.strong) - 2) < 1e-9)
        #expect(abs(pieces[2].rate.rate(at: Self.strong) - 7) < 1e-9)
        #expect(abs(pieces[2].rate.rate(at: Self.weak) + 1) < 1e-9)
    }

    @Test func aDifferenceWithinTheChordErrorIsNotABreakAtThatLevel() throws {
        // Equal at the strong level up to 2·10⁻⁷ of error (a chord of large values), different at the weak one.
        let sa = CostVector(Self.strong, 5.0625) + CostVector(Self.weak, 2.5)
        let sb = CostVector(Self.strong, 5.0625 - 2e-7) + CostVector(Self.weak, 3.5)
        #expect(try #require(SandwichSearch.strongestDifference(sa, sb)) == Self.weak)
        // A real difference at the strong level still counts there.
        let sc = CostVector(Self.strong, 5.5) + CostVector(Self.weak, 2.5)
        #expect(try #require(SandwichSearch.strongestDifference(sa, sc)) == Self.strong)
        // Slopes equal up to that error have no breakpoint between them.
        #expect(SandwichSearch.strongestDifference(sa, sa + CostVector(Self.weak, 1e-9)) == nil)
    }

    @Test func aSlopeThatFallsIsTheChordsErrorAtThatLevel() throws {
        // F is convex, so a slope lower at b than at a at the strong level (by 10⁻⁵, beyond the tolerance) is
        // error there; the break is at the weak level, where the slope rises.
        let sa = CostVector(Self.strong, 7.5625) + CostVector(Self.weak, 2.5)
        let sb = CostVector(Self.strong, 7.5625 - 1e-5) + CostVector(Self.weak, 3.5)
        #expect(try #require(SandwichSearch.strongestDifference(sa, sb)) == Self.weak)
        #expect(SandwichSearch.strongestDifference(sb, sa) == Self.strong)
    }

    /// G(x) = 3·max(0, x − k₁) + 4·max(0, x − k₂) near 6,000, read on a grid of 10⁻⁷ as a large LP's values are
    /// (rounding): chords over short stretches then carry error far beyond the slopes' tolerance. With two kinks
    /// 10⁻⁶ apart the search meets a slope that falls and lines that meet outside their interval; it must still
    /// find the kinks (within what the grid allows) instead of failing.
    @Test(arguments: [1e-6, 1e-3, 0.5])
    func roundedValuesAndCloseKinksStillGiveEveryKink(gap: Double) throws {
        let k1 = 5955.0, k2 = 5955.0 + gap
        func g(_ x: Double) -> CostVector {
            let exact = 3 * max(0, x - k1) + 4 * max(0, x - k2)
            return CostVector(Self.strong, (exact / 1e-7).rounded() * 1e-7) + CostVector(Self.weak, -x)
        }
        let a = 5000.0, b = 7000.0
        let (fa, points, fb) = try Self.search(limit: 10_000, from: a, to: b, g)
        #expect(!points.isEmpty)
        #expect(points.allSatisfy { $0.x > k1 - 1e-3 && $0.x < k2 + 1e-3 })
        let pieces = SandwichSearch.pieces([(a, fa)] + points + [(b, fb)])
        #expect(abs(pieces[0].rate.rate(at: Self.strong)) < 1e-6)
        #expect(abs(pieces[pieces.count - 1].rate.rate(at: Self.strong) - 7) < 1e-6)
        // The pieces rebuild G at a point between the kinks and far from them, up to the grid.
        func rebuilt(_ x: Double) -> Double {
            var position = a, total = fa.rate(at: Self.strong)
            for piece in pieces where position < x {
                let step = min(piece.length, x - position)
                total += step * piece.rate.rate(at: Self.strong)
                position += step
            }
            return total
        }
        for x in [5500.0, k1 + gap / 2, 6500.0] {
            #expect(abs(rebuilt(x) - g(x).rate(at: Self.strong)) < 1e-4, "at \(x)")
        }
    }

    @Test func theSolveBudgetGrowsWithThePieces() {
        let small = CentringTies.evaluationLimit(pieces: 10)
        let large = CentringTies.evaluationLimit(pieces: 100_000)
        #expect(large > small)
        // Enough for several solves per piece: the search spends a few on every breakpoint.
        #expect(large >= 8 * 100_000)
    }
}

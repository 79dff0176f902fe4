@testable import LayoutEngine
import Testing

/// The one-pass forms of two-vector operations against the operations they replace, bit for bit: a chord's slope
/// (`CostVector.chord`) against `(to − from) * factor`, and the level tests of `SandwichSearch` that walk both
/// vectors (`CostVector.firstLevel`) against testing each level of their difference, as they did before.
@Suite struct CostVectorWalkTests {
    typealias Generator = SlopeListTests.Generator

    static let factors: [Double] = [0, 1, -1, 0.5, 1.0 / 3, 1e-11, 4e-13, 1e12, 7.25]

    /// A random vector, now and then one that shares every level of `other` with rates close to its own (so the
    /// differences fall near the tests' tolerances) or `other` itself.
    static func vector(near other: CostVector, _ g: inout Generator) -> CostVector {
        switch g.below(4) {
        case 0:
            return other
        case 1:
            var result = CostVector.zero
            for entry in other.entries {
                let nudge = [0, 1e-13, -1e-10, 1e-8, 2e-6, -3e-6, 0.5][g.below(7)]
                result = result + CostVector(entry.key, entry.rate * (1 + nudge))
            }
            return result
        default:
            return SlopeListTests.vector(&g)
        }
    }

    @Test func chordEqualsDifferenceTimesFactor() {
        var g = Generator(state: 29)
        var nonzero = 0
        for _ in 0..<5000 {
            let from = SlopeListTests.vector(&g)
            let to = Self.vector(near: from, &g)
            let factor = Self.factors[g.below(Self.factors.count)]
            let chord = CostVector.chord(from: from, to: to, times: factor)
            #expect(LevelledVectorsTests.bits(chord) == LevelledVectorsTests.bits((to - from) * factor))
            if !chord.isZero { nonzero += 1 }
        }
        #expect(nonzero > 2000)
        let a = CostVector(.uikit(750), 2), b = CostVector(.uikit(250), -1)
        #expect(CostVector.chord(from: .zero, to: a, times: 0.5).entries.map(\.rate) == [1])
        #expect(LevelledVectorsTests.bits(CostVector.chord(from: b, to: .zero, times: 2))
                    == LevelledVectorsTests.bits(-b * 2))
        #expect(CostVector.chord(from: a, to: a, times: 3).isZero)
    }

    /// `strongestDifference` as it was written: the first entry of `sb − sa` whose rate exceeds the tolerance
    /// relative to the two slopes at its level.
    static func strongestDifferenceByDifference(_ sa: CostVector, _ sb: CostVector) -> PriorityKey? {
        for entry in (sb - sa).entries {
            let scale = max(abs(sa.rate(at: entry.key)), abs(sb.rate(at: entry.key)))
            if entry.rate > SandwichSearch.slopeTolerance * (1 + scale) { return entry.key }
        }
        return nil
    }

    /// `close` as it was written: no entry of `a − b` beyond 1e-9 relative to `a` at its level.
    static func closeByDifference(_ a: CostVector, _ b: CostVector) -> Bool {
        for entry in (a - b).entries where abs(entry.rate) > 1e-9 * (1 + abs(a.rate(at: entry.key))) { return false }
        return true
    }

    @Test func levelTestsEqualTestsOfTheDifference() {
        var g = Generator(state: 31)
        var found = 0, close = 0
        for _ in 0..<5000 {
            let a = SlopeListTests.vector(&g)
            let b = Self.vector(near: a, &g)
            let strongest = SandwichSearch.strongestDifference(a, b)
            #expect(strongest == Self.strongestDifferenceByDifference(a, b))
            #expect(SandwichSearch.close(a, b) == Self.closeByDifference(a, b))
            if strongest != nil { found += 1 }
            if SandwichSearch.close(a, b) { close += 1 }
        }
        #expect(found > 500 && found < 4500)
        #expect(close > 500 && close < 4500)
    }

    @Test func firstLevelVisitsTheLevelsOfEitherStrongestFirst() {
        let a = CostVector(.uikit(750), 2) + CostVector(.uikit(250), 1)
        let b = CostVector(.uikit(1000), -1) + CostVector(.uikit(250), 4)
        var seen: [(Double, Double)] = []
        let none = CostVector.firstLevel(a, b) { x, y in
            seen.append((x, y))
            return false
        }
        #expect(none == nil)
        #expect(seen.map(\.0) == [0, 2, 1] && seen.map(\.1) == [-1, 0, 4])
        #expect(CostVector.firstLevel(a, b) { x, y in y > x } == .uikit(250))
        #expect(CostVector.firstLevel(.zero, .zero) { _, _ in true } == nil)
    }
}

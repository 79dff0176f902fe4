@testable import LayoutEngine
import Testing

/// `SoftLevels`: a soft constraint whose terms a stronger level has fixed is left out, and the LP keeps its solution.
@Suite struct SoftLevelsTests {
    static let source = ConstraintSource(rule: "test", elementID: nil, range: nil)

    /// Variables a, b in [0, 10] whose sum is pulled to 6, then the soft constraints `soft` writes.
    static func program(_ build: (Int, Int, inout SoftLevels) -> Void) -> (set: ConstraintSet, a: Int, b: Int) {
        var set = ConstraintSet()
        let a = set.makeVariable("a"), b = set.makeVariable("b")
        for v in [a, b] {
            set.add(LinearExpression(variable: v), .greaterOrEqual, .constant(0), priority: .required, source: source)
            set.add(LinearExpression(variable: v), .lessOrEqual, .constant(10), priority: .required, source: source)
        }
        var soft = SoftLevels()
        build(a, b, &soft)
        soft.write(into: &set, source: source)
        set.addPullAboveAll(LinearExpression(terms: [LinearTerm(variable: a, coefficient: 1),
                                                     LinearTerm(variable: b, coefficient: 1)]),
                            LinearExpression(6), source: source)
        return (set, a, b)
    }

    static func softCount(_ set: ConstraintSet) -> Int { set.constraints.filter { !$0.priority.isRequired }.count }

    @Test func aWeakerMultipleOfAStrongerEqualityIsLeftOutAndTheSolutionStays() {
        let (set, a, b) = Self.program { a, b, soft in
            soft.add(LinearExpression(terms: [LinearTerm(variable: a, coefficient: 1)], constant: -2), .equal,
                     priority: .uikit(149))
            // 2a + 1 = 0 pulls a to −0.5, but a = 2 is fixed by the level above: constant there.
            soft.add(LinearExpression(terms: [LinearTerm(variable: a, coefficient: 2)], constant: 1), .equal,
                     priority: .uikit(148))
        }
        #expect(Self.softCount(set) == 2)  // a − 2 = 0 and the pull
        let solution = CassowaryBridge.solve(set)
        #expect(solution.failure == nil)
        #expect(abs(solution.values[a] - 2) < 1e-9)
        #expect(abs(solution.values[b] - 4) < 1e-9)
    }

    @Test func aWeakerMultipleOfANonNegativeSumIsLeftOut() {
        let (set, a, b) = Self.program { a, b, soft in
            // b ≥ 0 always, so minimizing b fixes it (at 0, then a = 6 from the pull).
            soft.add(LinearExpression(terms: [LinearTerm(variable: b, coefficient: 1)]), .lessOrEqual,
                     priority: .uikit(100))
            soft.add(LinearExpression(terms: [LinearTerm(variable: b, coefficient: -3)], constant: 9), .equal,
                     priority: .uikit(50))
        }
        #expect(Self.softCount(set) == 2)
        let solution = CassowaryBridge.solve(set)
        #expect(abs(solution.values[a] - 6) < 1e-9)
        #expect(abs(solution.values[b]) < 1e-9)
    }

    @Test func otherTermsTheSameLevelAndConstantsAreKeptOrDroppedAsTheyShouldBe() {
        let (set, a, b) = Self.program { a, b, soft in
            soft.add(LinearExpression(terms: [LinearTerm(variable: a, coefficient: 1)], constant: -1), .equal,
                     priority: .uikit(149))
            // The same terms at the same level: both count in that level's sum, so both stay.
            soft.add(LinearExpression(terms: [LinearTerm(variable: a, coefficient: 1)], constant: -5), .equal,
                     priority: .uikit(149))
            // Other terms: kept.
            soft.add(LinearExpression(terms: [LinearTerm(variable: a, coefficient: 1),
                                              LinearTerm(variable: b, coefficient: -1)]), .equal,
                     priority: .uikit(100))
            // No terms: a constant, left out.
            soft.add(LinearExpression(7), .equal, priority: .uikit(120))
        }
        #expect(Self.softCount(set) == 4)
        let solution = CassowaryBridge.solve(set)
        // Level 149 is |a − 1| + |a − 5|, least for a in [1, 5]; level 100 then asks a = b, so a = b = 3.
        #expect(abs(solution.values[a] - 3) < 1e-9)
        #expect(abs(solution.values[b] - 3) < 1e-9)
    }
}

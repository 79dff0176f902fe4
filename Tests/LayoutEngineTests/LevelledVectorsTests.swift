@testable import LayoutEngine
import Testing

/// `LevelledVectors.sum` against adding the same terms one at a time with `+` and `*`, bit for bit: the running sums
/// drop a level whenever it falls within the tolerance, and a level that cancels and comes back starts afresh.
@Suite struct LevelledVectorsTests {
    typealias Generator = SlopeListTests.Generator

    static func bits(_ vector: CostVector) -> [String] {
        vector.entries.map { "\($0.key.displayName) \($0.rate.bitPattern)" }
    }

    static let factors: [Double] = [0, 1, -1, 2, 0.5, -1.0 / 3, 1e-11, 1e12, 7.25]

    @Test func sumEqualsSequentialAdditionOnRandomTerms() {
        var g = Generator(state: 17)
        var nonzero = 0
        for _ in 0..<2000 {
            let vectors = (0..<(1 + g.below(6))).map { _ in SlopeListTests.vector(&g) }
            let table = LevelledVectors(vectors)
            #expect(table.count == vectors.count)
            let keys = vectors.flatMap { $0.entries.map(\.key) }
            #expect(table.levels == PriorityKey.strongestFirst(keys))
            let extra = SlopeListTests.keys.filter { _ in g.below(4) == 0 }
            #expect(PriorityKey.strongestFirst(extra, merging: vectors) == PriorityKey.strongestFirst(extra + keys))
            var terms: [LevelledVectors.Term] = []
            for _ in 0..<g.below(9) {
                // Repeat an earlier vector now and then, negated or not, so levels cancel and return.
                if !terms.isEmpty && g.below(3) == 0 {
                    let earlier = terms[g.below(terms.count)]
                    terms.append((earlier.vector, g.below(2) == 0 ? -earlier.factor : earlier.factor))
                } else {
                    terms.append((g.below(vectors.count), Self.factors[g.below(Self.factors.count)]))
                }
            }
            var sequential = CostVector.zero
            for term in terms { sequential = sequential + vectors[term.vector] * term.factor }
            #expect(Self.bits(table.sum(terms)) == Self.bits(sequential))
            if !sequential.isZero { nonzero += 1 }
        }
        #expect(nonzero > 1000)
    }

    /// The unit pairs (a share program's error columns) are the one-entry vectors they stand for: the same levels and
    /// the same sums, bit for bit.
    @Test func unitPairsEqualTheirOneEntryVectors() {
        var g = Generator(state: 41)
        for _ in 0..<1000 {
            let vectors = (0..<g.below(5)).map { _ in SlopeListTests.vector(&g) }
            let keys = SlopeListTests.keys.filter { _ in g.below(3) == 0 }
            let pairs = LevelledVectors(vectors, unitPairs: keys[...])
            let spelled = LevelledVectors(vectors + keys.flatMap { [CostVector($0, 1), CostVector($0, 1)] })
            #expect(pairs.count == spelled.count)
            #expect(pairs.levels == spelled.levels)
            guard spelled.count > 0 else { continue }
            let terms: [LevelledVectors.Term] = (0..<(1 + g.below(8))).map { _ in
                (g.below(spelled.count), Self.factors[g.below(Self.factors.count)])
            }
            #expect(Self.bits(pairs.sum(terms)) == Self.bits(spelled.sum(terms)))
        }
    }

    /// A program's costs find each entry's level by walking the levels once: where a binary search per entry puts it.
    @Test func programCostsSitAtEachEntrysLevel() {
        var g = Generator(state: 43)
        for _ in 0..<1000 {
            let rates = (0..<(1 + g.below(4))).map { _ in SlopeListTests.vector(&g) }
            let levels = PriorityKey.strongestFirst(SlopeListTests.keys.filter { _ in g.below(3) == 0 }, merging: rates)
            var definition = BoundedProgram.Definition(rowCount: 1, columnCount: rates.count, levelCount: levels.count,
                                                       bounds: [])
            var expected = [Double](repeating: 0, count: levels.count * rates.count)
            for (column, rate) in rates.enumerated() {
                definition.addCost(rate, column: column, levels: levels)
                for entry in rate.entries {
                    expected[PriorityKey.index(of: entry.key, in: levels) * rates.count + column] += entry.rate
                }
            }
            #expect(definition.costs.map(\.bitPattern) == expected.map(\.bitPattern))
        }
    }

    @Test func levelsAreEveryVectorsStrongestFirst() {
        let a = CostVector(.uikit(750), 2) + CostVector(.uikit(250), 1)
        let b = CostVector(.uikit(1000), -1) + CostVector(.uikit(250), 4)
        let table = LevelledVectors([a, b, .zero])
        #expect(table.levels == [.uikit(1000), .uikit(750), .uikit(250)])
        let mixed: [LevelledVectors.Term] = [(1, 1), (0, 0.5)], zero: [LevelledVectors.Term] = [(2, 3)]
        #expect(Self.bits(table.sum(mixed)) == Self.bits(b + a * 0.5))
        #expect(table.sum(zero).isZero)
    }

    @Test func cancellingTermsLeaveZero() {
        let v = CostVector(.uikit(750), 2) + CostVector(.uikit(1, step: 3), -0.25)
        let table = LevelledVectors([v])
        let cancelling: [LevelledVectors.Term] = [(0, 1), (0, -1)], returning = cancelling + [(0, 3)]
        #expect(table.sum(cancelling).isZero)
        #expect(Self.bits(table.sum(returning)) == Self.bits(v * 3))
        #expect(table.sum([LevelledVectors.Term]()).isZero)
        #expect(LevelledVectors([]).sum([LevelledVectors.Term]()).isZero)
    }
}

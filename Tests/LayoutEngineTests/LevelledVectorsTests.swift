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

@testable import LayoutEngine
import Testing

/// `CostVector.sum` against adding the same terms one at a time with `+` and `*`, bit for bit: the running sums
/// drop a level whenever it falls within the tolerance, and a level that cancels and comes back starts afresh.
@Suite struct CostVectorSumTests {
    typealias Generator = SlopeListTests.Generator

    static func bits(_ vector: CostVector) -> [String] {
        vector.entries.map { "\($0.key.displayName) \($0.rate.bitPattern)" }
    }

    static let factors: [Double] = [0, 1, -1, 2, 0.5, -1.0 / 3, 1e-11, 1e12, 7.25]

    @Test func sumEqualsSequentialAdditionOnRandomTerms() {
        var g = Generator(state: 17)
        var nonzero = 0
        for _ in 0..<2000 {
            var terms: [(vector: CostVector, factor: Double)] = []
            for _ in 0..<g.below(9) {
                // Repeat an earlier vector now and then, negated or not, so levels cancel and return.
                if !terms.isEmpty && g.below(3) == 0 {
                    let earlier = terms[g.below(terms.count)]
                    terms.append((earlier.vector, g.below(2) == 0 ? -earlier.factor : earlier.factor))
                } else {
                    terms.append((SlopeListTests.vector(&g), Self.factors[g.below(Self.factors.count)]))
                }
            }
            var sequential = CostVector.zero
            for term in terms { sequential = sequential + term.vector * term.factor }
            let summed = CostVector.sum(terms)
            #expect(Self.bits(summed) == Self.bits(sequential))
            if !sequential.isZero { nonzero += 1 }
        }
        #expect(nonzero > 1000)
    }

    @Test func cancellingTermsLeaveZero() {
        let v = CostVector(.uikit(750), 2) + CostVector(.uikit(1, step: 3), -0.25)
        #expect(CostVector.sum([(v, 1), (v, -1)]).isZero)
        #expect(Self.bits(CostVector.sum([(v, 1), (v, -1), (v, 3)])) == Self.bits(v * 3))
        #expect(CostVector.sum([]).isZero)
    }
}

@testable import LayoutEngine
import LayoutModel
import Testing

/// `OwnCostCache`: own costs shared between views with the same own terms must be the costs each view would build.
@Suite struct OwnCostCacheTests {
    static func key(_ terms: [OwnTerm]) -> OwnTermsKey? { terms.withUnsafeBufferPointer { OwnTermsKey($0) } }

    @Test func keysCompareTermsBitForBit() throws {
        let hug = PriorityKey.uikit(250), resist = PriorityKey.uikit(750)
        let a = try #require(Self.key([.above(40, hug), .below(40, resist), .absolute(0, .ambiguitySize(depth: 2))]))
        let same = try #require(Self.key([.above(40, hug), .below(40, resist), .absolute(0, .ambiguitySize(depth: 2))]))
        #expect(a == same && a.hashValue == same.hashValue)
        // A different constant, level, kind, depth, order or sign of zero is a different key.
        let others: [[OwnTerm]] = [
            [.above(41, hug), .below(40, resist), .absolute(0, .ambiguitySize(depth: 2))],
            [.above(40, .uikit(251)), .below(40, resist), .absolute(0, .ambiguitySize(depth: 2))],
            [.below(40, hug), .below(40, resist), .absolute(0, .ambiguitySize(depth: 2))],
            [.above(40, hug), .below(40, resist), .absolute(0, .ambiguitySize(depth: 3))],
            [.below(40, resist), .above(40, hug), .absolute(0, .ambiguitySize(depth: 2))],
            [.above(40, hug), .below(40, resist), .absolute(-0.0, .ambiguitySize(depth: 2))],
            [.above(40, hug), .below(40, resist)],
        ]
        for terms in others { #expect(try #require(Self.key(terms)) != a) }
        #expect(Self.key(Array(repeating: .domain(0, 10), count: 5)) == nil)  // more than four: not cached
    }

    /// A thousand distinct terms in one cache (its table grows several times): each is built once and found again,
    /// as built.
    @Test func aGrowingCacheFindsEveryCostItBuilt() {
        let cache = OwnCostCache()
        let hug = PriorityKey.uikit(250)
        var builds = 0
        func cost(_ c: Double) -> PiecewiseCost {
            let terms: [OwnTerm] = [.above(c, hug), .below(c, .uikit(750))]
            return terms.withUnsafeBufferPointer { list in
                cache.cost(of: list) {
                    builds += 1
                    return .sum(terms.map(\.cost))
                }
            }
        }
        for round in 0..<2 {
            for step in 0..<1000 {
                let c = Double(step) / 4
                let expected = PiecewiseCost.sum([OwnTerm.above(c, hug).cost, OwnTerm.below(c, .uikit(750)).cost])
                #expect(RebuiltBehaviourTests.bits(cost(c)) == RebuiltBehaviourTests.bits(expected))
            }
            #expect(builds == 1000, "round \(round)")
        }
    }

    /// On random documents, every summarized view's own cost from the plan's builder (with the cache) is bit for
    /// bit the one a builder without it builds.
    @Test func cachedOwnCostsAreTheBuiltOnes() {
        var generator = RandomDocuments(seed: 0x0C05_7CAC)
        var shared = 0
        for _ in 0..<150 {
            let model = SceneModel.firstScene(of: generator.make())
            let fresh = model.behaviourBuilder
            var cached = fresh
            cached.ownCosts = OwnCostCache()
            for index in model.table.views.indices {
                for axis in [Axis.horizontal, .vertical] {
                    let once = cached.ownCost(of: index, axis), again = cached.ownCost(of: index, axis)
                    let built = fresh.ownCost(of: index, axis)
                    #expect(RebuiltBehaviourTests.bits(once) == RebuiltBehaviourTests.bits(built))
                    #expect(RebuiltBehaviourTests.bits(again) == RebuiltBehaviourTests.bits(built))
                    shared += 1
                }
            }
        }
        #expect(shared > 1000)
    }
}

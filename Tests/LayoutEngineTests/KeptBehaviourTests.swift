@testable import LayoutEngine
import LayoutModel
import Testing

/// `LocalPlan` keeps a summarized stack's behaviour only where a later step reads it (a unit's solver, or an
/// arrangement its notes do not settle). Reading one it did not keep composes it again from the subtree: correct,
/// but the cost of the subtree, so the layout itself must never need to.
@Suite struct KeptBehaviourTests {
    /// Random documents of three kinds: the generator's defaults (crossing constraints, baselines, labels), tied
    /// compression resistances (equalCentering squeezes shared by the centring levels), and required-strength
    /// compression resistances (fillProportionally trades).
    static func documents() -> [ResolvedDocument] {
        var generator = RandomDocuments(seed: 0x4B45_5054)
        var tied = RandomDocuments.Options()
        tied.compressions = [750]
        tied.distributions = [.equalCentering, .fill, .equalSpacing]
        var trading = RandomDocuments.Options()
        trading.compressions = [999, 750]
        trading.distributions = [.fillProportionally, .fill]
        return (0..<120).map { _ in generator.make() } + (0..<80).map { _ in generator.make(tied) }
            + (0..<80).map { _ in generator.make(trading) }
    }

    @Test func theLayoutReadsOnlyKeptBehaviours() {
        var dropped = 0
        for document in Self.documents() {
            let options = LayoutOptions(textMeasurer: SystemTextMeasurer.fixed(), strategy: .local, checksAmbiguity: false)
            let solved = SceneLayout.run(document: document, scene: document.scenes[0], options: options)
            let model = solved.model
            #expect(model.plan.rebuilds.value == 0, "\(describeTree(document.scenes[0].root))")
            dropped += model.table.views.indices.filter {
                model.stacks[$0] != nil && model.plan.summarizable[$0] && model.plan.storedBehaviour(of: $0) == nil
            }.count
        }
        #expect(dropped > 50)  // the plan does drop behaviours (95 of these documents' stacks)
    }

    /// A behaviour the plan dropped, composed again when read, is the one a plan keeping everything stored, bit for
    /// bit.
    @Test func droppedBehavioursComposeAgainBitForBit() {
        var compared = 0
        for document in Self.documents().prefix(160) {
            let model = SceneModel.firstScene(of: document)
            let everything = RebuiltBehaviourTests.keepingEverything(model)
            for index in model.table.views.indices where model.stacks[index] != nil && model.plan.summarizable[index] {
                guard model.plan.storedBehaviour(of: index) == nil,
                      let kept = everything.storedBehaviour(of: index) else { continue }
                let again = model.behaviour(of: index)
                for axis in [Axis.horizontal, .vertical] {
                    #expect(RebuiltBehaviourTests.bits(again.cost(axis)) == RebuiltBehaviourTests.bits(kept.cost(axis)),
                            "\(model.table[index].id)")
                }
                compared += 1
            }
        }
        #expect(compared > 25)  // 52 with this seed
    }
}

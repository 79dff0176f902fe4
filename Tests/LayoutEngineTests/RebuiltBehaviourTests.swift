@testable import LayoutEngine
import LayoutModel
import Testing

/// `LocalPlan` keeps only stacks' behaviours and rebuilds every other summarized view's from its own terms on each
/// read. The rebuilt costs must be the ones the plan composed its stacks from, bit for bit.
@Suite struct RebuiltBehaviourTests {
    static func model() -> SceneModel {
        // Leaves with various sizes and priorities, own size constraints, a plain view with a subview, nested stacks.
        var rows: [ResolvedView] = []
        for row in 0..<6 {
            var boxes = (0..<5).map { LocalEquivalenceLargeCostTests.largeStackBox(row * 5 + $0) }
            boxes.append(view("own\(row)", constraints: [constraint("own\(row)", .width, .lessThanOrEqual,
                                                                   constant: Double(60 + row)),
                                                        constraint("own\(row)", .height, .greaterThanOrEqual,
                                                                   constant: 10, priority: 700)]))
            boxes.append(view("plain\(row)", subviews: [box("inner\(row)", 12, 8)]))
            rows.append(stack("row\(row)", row % 2 == 0 ? .horizontal : .vertical,
                              distribution: row % 3 == 0 ? .fillEqually : .fill,
                              alignment: row % 2 == 0 ? .center : .fill, spacing: Double(row), boxes))
        }
        let root = view("root", constraints: place("S", in: "root"),
                        subviews: [stack("S", .vertical, distribution: .fill, spacing: 2, rows)])
        return SceneModel.firstScene(of: document(root, width: 400, height: 400))
    }

    static func bits(_ cost: PiecewiseCost) -> [String] {
        ["\(cost.lower.bitPattern) \(cost.upper.bitPattern)", cost.breakpoints.map { "\($0.bitPattern)" }.joined()]
            + cost.slopes.map { SlopeListTests.bits($0).joined(separator: " ") }
    }

    /// The model's plan again, keeping every summarized stack's behaviour.
    static func keepingEverything(_ model: SceneModel) -> LocalPlan {
        LocalPlan(table: model.table, contents: model.contents, stacks: model.stacks, margins: model.margins,
                  baselineViews: model.baselineViews, keepingEveryBehaviour: true)
    }

    @Test func onlyStacksAreStored() {
        let model = Self.model()
        let everything = Self.keepingEverything(model)
        let summarized = model.table.views.indices.filter { model.plan.summarizable[$0] }
        #expect(summarized.count > 40)
        for index in summarized {
            #expect((everything.storedBehaviour(of: index) != nil) == (model.stacks[index] != nil),
                    "\(model.table[index].id)")
            if model.plan.storedBehaviour(of: index) != nil { #expect(model.stacks[index] != nil) }
        }
    }

    /// A rebuilt behaviour's cheapest size is the natural size the plan recorded when it built that behaviour.
    @Test func rebuiltBehaviourGivesTheRecordedNaturalSize() {
        let model = Self.model()
        for index in model.table.views.indices where model.plan.summarizable[index] && model.stacks[index] == nil {
            let natural = model.behaviour(of: index).natural
            #expect(natural.width == model.natural[index].width && natural.height == model.natural[index].height,
                    "\(model.table[index].id)")
        }
    }

    /// Every stored stack cost, composed again from the rebuilt (and stored) costs of its arranged views, is the
    /// same bit for bit.
    @Test func storedStackCostsComposeFromRebuiltOnes() {
        let model = Self.model()
        let everything = Self.keepingEverything(model)
        let builder = model.behaviourBuilder
        let all = model.table.views.indices.map { index -> ViewBehaviour? in
            model.plan.summarizable[index] ? model.behaviour(of: index) : nil
        }
        var checked = 0
        for index in model.table.views.indices where model.stacks[index] != nil && model.plan.summarizable[index] {
            guard let stored = everything.storedBehaviour(of: index),
                  let again = builder.behaviour(of: index, behaviours: all, natural: model.natural) else {
                Issue.record("\(model.table[index].id) has no behaviour")
                continue
            }
            for axis in [Axis.horizontal, .vertical] {
                #expect(Self.bits(again.cost(axis)) == Self.bits(stored.cost(axis)), "\(model.table[index].id)")
            }
            checked += 1
        }
        let unsummarized = model.table.views.indices.filter { model.stacks[$0] != nil && !model.plan.summarizable[$0] }
        #expect(checked == 7, "unsummarized stacks: \(unsummarized.map { model.table[$0].id })")
    }
}

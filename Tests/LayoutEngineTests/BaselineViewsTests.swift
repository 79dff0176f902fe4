@testable import LayoutEngine
import LayoutModel
import Testing

/// A scene works out which views supply each stack's baselines (§7.4) only when something reads a baseline: the
/// §6 fitting sizes that pick them are skipped in every other scene.
@Suite struct BaselineViewsTests {
    static func model(_ arranged: ResolvedView, rootConstraints: [ResolvedConstraint] = []) -> SceneModel {
        let root = view("root", constraints: place("S", in: "root") + rootConstraints, subviews: [arranged])
        return SceneModel.firstScene(of: document(root, width: 300, height: 200))
    }

    static func labels() -> [ResolvedView] {
        [label("a", "Title", pointSize: 17), label("b", "Big", pointSize: 30), label("c", "small", pointSize: 11)]
    }

    /// Whether the stack `S` has a baseline pair, and which views supply it.
    static func pair(_ model: SceneModel) -> (first: String, last: String)? {
        guard let index = model.table.index(ofID: "S"), let pair = model.baselineViews[index] else { return nil }
        return (model.table[pair.first].id, model.table[pair.last].id)
    }

    @Test func sceneWithoutBaselineReadersSkipsThem() {
        for (axis, alignment) in [(Axis.horizontal, StackAlignment.center), (.horizontal, .fill),
                                  (.vertical, .firstBaseline), (.vertical, .lastBaseline)] {
            let model = Self.model(stack("S", axis, alignment: alignment, Self.labels()))
            #expect(!SceneModel.readsBaselines(table: model.table, stacks: model.stacks), "\(axis) \(alignment)")
            #expect(model.baselineViews.allSatisfy { $0 == nil })
            #expect(model.baselineViews.count == model.table.count)
        }
    }

    @Test func horizontalBaselineAlignmentPicksTheTallestView() throws {
        let model = Self.model(stack("S", .horizontal, alignment: .firstBaseline, Self.labels()))
        #expect(SceneModel.readsBaselines(table: model.table, stacks: model.stacks))
        let pair = try #require(Self.pair(model))
        // The tallest label (30 pt) supplies both baselines of a horizontal stack.
        #expect(pair.first == "b" && pair.last == "b")
    }

    @Test func baselineRelativeStackReadsBaselines() throws {
        let model = Self.model(stack("S", .vertical, baselineRelative: true, Self.labels()))
        #expect(SceneModel.readsBaselines(table: model.table, stacks: model.stacks))
        let pair = try #require(Self.pair(model))
        // A vertical stack passes its first baseline to its first view and its last to its last.
        #expect(pair.first == "a" && pair.last == "c")
    }

    @Test func constraintNamingABaselineReadsBaselines() throws {
        for attribute in [LayoutAttribute.firstBaseline, .lastBaseline] {
            // On either side of the constraint.
            for reversed in [false, true] {
                let rule = reversed
                    ? constraint("root", .top, .equal, "S", attribute, constant: -8)
                    : constraint("S", attribute, .equal, "root", .top, constant: 40)
                let model = Self.model(stack("S", .vertical, Self.labels()), rootConstraints: [rule])
                #expect(SceneModel.readsBaselines(table: model.table, stacks: model.stacks), "\(attribute)")
                let pair = try #require(Self.pair(model))
                #expect(pair.first == "a" && pair.last == "c")
            }
        }
    }
}

@testable import LayoutEngine
import LayoutModel
import Foundation
import Testing
import LayoutTestSupport

/// equalCentering stacks arranged in equalCentering stacks along the same axis, whose centring levels (149, 148, …)
/// interleave: an inner stack squeezed below its fitting length breaks its own centring constraints at levels the
/// outer stack's centring constraints compete with, so the outer stack's cost and arrangement come from the whole
/// LP (`CentringProgram`). Local must equal global on documents with ties, squeezes, slack and hidden views.
@Suite struct LocalEquivalenceNestedCentringTests {
    static let count = ProcessInfo.processInfo.environment["NESTED_CENTRING_COUNT"].flatMap(Int.init) ?? 60

    /// The random documents with most stacks equalCentering and nested stacks along their parent's axis.
    static func documents(seed: UInt64, count: Int) -> [ResolvedDocument] {
        var generator = RandomDocuments(seed: seed)
        var options = RandomDocuments.Options()
        options.maximumChildren = 6
        options.maximumDepth = 3
        options.nestedStacks = 0.45
        options.distributions = [.equalCentering, .equalCentering, .equalCentering, .fill, .equalSpacing]
        options.compressions = [749, 750, 750, 751, 999]
        options.huggings = [249, 250, 251, 750]
        options.hiddenLeaves = 0.1
        options.alignments = [.fill, .top, .center, .bottom, .leading]
        options.crossConstraints = false
        options.labels = false
        options.baselineRelative = 0
        var axes = SeededGenerator(seed: seed ^ 0xA7E5)
        return (0..<count).map { _ in
            var document = generator.make(options)
            document.scenes[0].root = sharingAxes(document.scenes[0].root, parent: nil, random: &axes)
            return document
        }
    }

    /// Gives most nested stacks their parent stack's axis, so that their centring levels meet the parent's.
    static func sharingAxes(_ view: ResolvedView, parent: Axis?, random: inout SeededGenerator) -> ResolvedView {
        var result = view
        if view.kind == .stackView, let parent, !random.chance(0.2) { result.properties.axis = parent }
        let own = result.kind == .stackView ? (result.properties.axis ?? .horizontal) : nil
        result.subviews = view.subviews.map { sharingAxes($0, parent: own, random: &random) }
        return result
    }

    @Test func localEqualsGlobalOnNestedCentringStacks() {
        var failures: [String] = []
        var general = 0, unsummarized = 0
        for (number, document) in Self.documents(seed: 0xCE27_0001, count: Self.count).enumerated() {
            let (problems, local) = LocalEquivalenceTests.compare(document)
            if !problems.isEmpty {
                failures.append(LocalEquivalenceTests.failure(number, problems, in: document))
            }
            let census = Self.centringCensus(local.model)
            general += census.general
            unsummarized += census.unsummarized
        }
        #expect(failures.isEmpty, "\(LocalEquivalenceTests.differing(failures, of: Self.count))")
        // The documents really exercise the whole LP, and it rarely needs a unit.
        #expect(general >= Self.count / 5, "only \(general) stacks summarized through the LP")
        #expect(unsummarized == 0, "\(unsummarized) equalCentering stacks left to a unit")
    }

    /// equalCentering stacks with three or more visible views: how many are summarized through `CentringProgram`,
    /// and how many are left to a solver unit although nothing else (a crossing constraint, baselines) blocks them.
    static func centringCensus(_ model: SceneModel) -> (general: Int, unsummarized: Int) {
        var general = 0, unsummarized = 0
        let builder = BehaviourBuilder(table: model.table, contents: model.contents, stacks: model.stacks,
                                       margins: model.margins, own: [])
        for index in model.table.views.indices {
            guard let config = model.stacks[index], config.distribution == .equalCentering else { continue }
            let visible = model.table[index].children.filter { !model.table[$0].isHidden }
            guard visible.count > 2 else { continue }
            let childrenSummarized = model.table[index].children.allSatisfy {
                model.plan.summarizable[$0] && !model.plan.inlined[$0]
            }
            if !model.plan.summarizable[index] {
                if childrenSummarized { unsummarized += 1 }
                continue
            }
            let children = model.arrangedBehaviours(of: index)
            let layout = CentringLayout(builder: builder, stack: index, config: config, visible: visible,
                                        children: children, natural: model.natural)
            if layout?.program != nil { general += 1 }
        }
        return (general, unsummarized)
    }

    /// Three centring stacks along one axis, the inner ones squeezed below their fitting lengths, inside an outer
    /// centring stack whose width is fixed: every stack is summarized and the frames are the global path's.
    @Test(arguments: [520.0, 400, 330, 280, 220, 160, nil])
    func nestedCentringStackIsSummarized(width: Double?) {
        let inner1 = stack("I1", .horizontal, distribution: .equalCentering, spacing: 4, [
            box("a", 40, 20), box("b", 90, 30, compression: (751, 750)), box("c", 20, 10),
        ])
        let inner2 = stack("I2", .horizontal, distribution: .equalCentering, spacing: 6, [
            box("d", 30, 20), box("h", 30, 30, hidden: true), box("e", 70, 20), box("f", 25, 20, hugging: (251, 250)),
        ])
        let outer = stack("C", .horizontal, distribution: .equalCentering, spacing: 8, [
            inner1, box("g", 60, 20, compression: (749, 750)), inner2, box("i", 35, 20),
        ])
        let column = stack("O", .vertical, distribution: .fill, spacing: 4, [outer, box("j", 80, 20)])
        let document = document(rootHolding(column, width: width), width: 560, height: 300)
        let (problems, local) = LocalEquivalenceTests.compare(document)
        #expect(problems.isEmpty, "\(problems)")
        expectSummarized(["I1", "I2", "C", "O"], in: local)
    }
}

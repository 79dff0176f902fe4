@testable import LayoutEngine
import LayoutModel
import Foundation
import Testing

/// The local path must give exactly the frames of the global path (one Cassowary system per scene): on random
/// small documents with nested stacks of every distribution and alignment, hidden views, spacing, margins,
/// intrinsic sizes, labels and constraints that cross subtrees.
@Suite struct LocalEquivalenceTests {
    static let documentCount = ProcessInfo.processInfo.environment["EQUIVALENCE_COUNT"].flatMap(Int.init) ?? 600

    /// Unsnapped rectangles of both paths, compared within 1e-5 pt.
    static func compare(_ document: ResolvedDocument, measurer: any TextMeasuring = SystemTextMeasurer.fixed())
        -> (problems: [String], local: SolvedScene)
    {
        let scene = document.scenes[0]
        let global = SceneLayout.run(document: document, scene: scene,
                                     options: LayoutOptions(textMeasurer: measurer, strategy: .global, checksAmbiguity: false))
        let local = SceneLayout.run(document: document, scene: scene,
                                    options: LayoutOptions(textMeasurer: measurer, strategy: .local, checksAmbiguity: false))
        var problems: [String] = []
        for index in global.rects.indices {
            let a = global.rects[index], b = local.rects[index]
            let values = [a.x, a.y, a.width, a.height, b.x, b.y, b.width, b.height]
            if !values.allSatisfy(\.isFinite) {
                problems.append("\(global.model.table[index].id): not finite")
                continue
            }
            if zip([a.x, a.y, a.width, a.height], [b.x, b.y, b.width, b.height]).contains(where: { abs($0 - $1) > 1e-5 }) {
                problems.append("\(global.model.table[index].id): global \(describe(a)), local \(describe(b))")
            }
        }
        return (problems, local)
    }

    /// One differing document for a suite's failure list: its number, its first differing views and its tree.
    static func failure(_ number: Int, _ problems: [String], in document: ResolvedDocument) -> String {
        "document \(number) (\(problems.count) views):\n  " + problems.prefix(6).joined(separator: "\n  ")
            + "\n" + describeTree(document.scenes[0].root)
    }

    /// A suite's message when some of its `count` documents differ: how many, and the first three.
    static func differing(_ failures: [String], of count: Int) -> String {
        "\(failures.count) of \(count) documents differ:\n\(failures.prefix(3).joined(separator: "\n"))"
    }

    @Test func localEqualsGlobalOnRandomDocuments() {
        var generator = RandomDocuments(seed: 0x5EED_0004)
        var failures: [String] = []
        for number in 0..<Self.documentCount {
            let document = generator.make()
            let (problems, _) = Self.compare(document)
            if !problems.isEmpty {
                failures.append(LocalEquivalenceTests.failure(number, problems, in: document))
            }
        }
        #expect(failures.isEmpty, "\(LocalEquivalenceTests.differing(failures, of: Self.documentCount))")
    }

    /// The local path really solves locally: on a document without crossing constraints, the only solver unit is
    /// the root, and every stack is arranged in closed form.
    @Test func stacksWithoutCrossingConstraintsAreSummarized() {
        var generator = RandomDocuments(seed: 7)
        var options = RandomDocuments.Options()
        options.crossConstraints = false
        options.labels = false
        options.baselineRelative = 0
        options.margins = 0  // a single visible view in a fillProportionally stack with margins is a conflict
        options.alignments = [.fill, .top, .center, .bottom]
        options.distributions = [.fill, .fillEqually, .fillProportionally, .equalSpacing]
        for _ in 0..<200 {
            let document = generator.make(options)
            let table = SceneTable(root: document.scenes[0].root)
            let facts = LayoutFacts.initial(table: table, rootInsets: .zero)
            let model = SceneModel(document: document, scene: document.scenes[0], table: table, facts: facts,
                                   measurer: ContentMeasurer(document: document, measurer: SystemTextMeasurer.fixed()))
            let inlined = model.table.views.indices.filter { model.plan.inlined[$0] }
            #expect(inlined.isEmpty, "inlined: \(inlined.map { model.table[$0].id })\n\(describeTree(document.scenes[0].root))")
        }
    }
}

/// A compact text form of a view tree, for failure messages.
func describeTree(_ root: ResolvedView) -> String {
    var lines: [String] = []
    var pending: [(ResolvedView, Int)] = [(root, 0)]
    while let (view, depth) = pending.popLast() {
        var text = String(repeating: "  ", count: depth) + view.id
        let p = view.properties
        if view.kind == .stackView {
            text += " \(p.axis?.rawValue ?? "") \(p.distribution?.rawValue ?? "") \(p.alignment?.rawValue ?? "")"
            if case .fixed(let spacing)? = p.spacing { text += " s\(formatNumber(spacing))" } else { text += " std" }
            if let m = p.layoutMargins { text += " m(\(m.top),\(m.leading),\(m.bottom),\(m.trailing))" }
            if p.baselineRelativeArrangement == true { text += " baselineRelative" }
        } else if view.kind == .label {
            text += " label '\(p.text ?? "")' \(p.font?.pointSize ?? 17)pt lines \(p.numberOfLines ?? 1)"
        } else {
            func length(_ value: IntrinsicLength?) -> String {
                if case .points(let v)? = value { return formatNumber(v) }
                return "-"
            }
            text += " \(length(p.placeholderIntrinsicWidth))x\(length(p.placeholderIntrinsicHeight))"
        }
        if view.kind != .stackView && view.id != "root" {
            text += " hug \(formatNumber(p.horizontalHuggingPriority ?? 0))/\(formatNumber(p.verticalHuggingPriority ?? 0))"
            text += " cr \(formatNumber(p.horizontalCompressionResistancePriority ?? 0))/\(formatNumber(p.verticalCompressionResistancePriority ?? 0))"
        }
        if p.hidden == true { text += " hidden" }
        for c in view.constraints {
            text += "\n" + String(repeating: "  ", count: depth + 1) + "· \(c.firstItem).\(c.firstAttribute.rawValue) "
                + "\(c.relation.symbol) \(c.secondItem.map { "\($0).\(c.secondAttribute!.rawValue) × \(c.multiplier) + " } ?? "")"
                + "\(formatNumber(c.constant)) @\(formatNumber(c.priority))"
        }
        lines.append(text)
        for child in view.subviews.reversed() { pending.append((child, depth + 1)) }
    }
    return lines.joined(separator: "\n")
}

/// The stacks with the hardest closed forms: equalCentering with three to six visible views and
/// fillProportionally, whose views' compression resistance (999, 1000) reaches the proportional and centring
/// priorities, in stacks that are squeezed, stretched or left to their fitting size.
@Suite struct LocalEquivalenceCentringTests {
    @Test func localEqualsGlobalOnCentringAndProportionalStacks() {
        var generator = RandomDocuments(seed: 0xCE17_0001)
        var options = RandomDocuments.Options()
        options.maximumChildren = 6
        options.distributions = [.equalCentering, .equalCentering, .fillProportionally, .fillProportionally, .fill]
        options.compressions = [749, 750, 751, 999, 1000]
        options.huggings = [100, 249, 250, 251, 750]
        options.hiddenLeaves = 0.1
        var failures: [String] = []
        let count = LocalEquivalenceTests.documentCount / 2
        for number in 0..<count {
            let document = generator.make(options)
            let (problems, _) = LocalEquivalenceTests.compare(document)
            if !problems.isEmpty {
                failures.append(LocalEquivalenceTests.failure(number, problems, in: document))
            }
        }
        #expect(failures.isEmpty, "\(LocalEquivalenceTests.differing(failures, of: count))")
    }

    /// A fillProportionally stack whose views resist compression at 999 and 1000 (above the proportional
    /// priorities 999, 998, …) is summarized too, squeezed or stretched, and its frames are the global path's.
    @Test(arguments: [500.0, 330, 250, 190, 150, 110, nil])
    func proportionalStackWithStrongViewsIsSummarized(width: Double?) {
        let proportional = stack("P", .horizontal, distribution: .fillProportionally, spacing: 6, [
            box("a", 40, 20, compression: (999, 750)), box("b", 100, 30, hugging: (750, 250)),
            box("h", 30, 30, hidden: true), box("c", 20, 10, compression: (1000, 750)),
            box("d", 60, 20, compression: (999, 750)),
        ])
        let outer = stack("O", .vertical, distribution: .fill, spacing: 4, [proportional, box("e", 80, 20)])
        let document = document(rootHolding(outer, width: width), width: 520, height: 300)
        let (problems, local) = LocalEquivalenceTests.compare(document)
        #expect(problems.isEmpty, "\(problems)")
        expectSummarized(["P", "O"], in: local)
    }

    /// An equalCentering stack of four views with distinct compression resistances has a closed form: neither it
    /// nor its parent joins a solver unit, and its frames are the global path's whether it is stretched until the
    /// centres are evenly spaced, stretched less, squeezed, or left to its fitting size.
    @Test(arguments: [400.0, 300, 260, 230, 200, 120, nil])
    func centringStackIsSummarized(width: Double?) {
        let centring = stack("C", .horizontal, distribution: .equalCentering, spacing: 8, [
            box("a", 40, 20, compression: (749, 750)), box("b", 100, 30, compression: (999, 750)),
            box("h", 30, 30, hidden: true), box("c", 20, 10, compression: (751, 750)),
            box("d", 60, 20, hugging: (251, 250), compression: (750, 750)),
        ])
        let outer = stack("O", .vertical, distribution: .fill, spacing: 4, [centring, box("e", 80, 20)])
        let document = document(rootHolding(outer, width: width), width: 420, height: 300)
        let (problems, local) = LocalEquivalenceTests.compare(document)
        #expect(problems.isEmpty, "\(problems)")
        expectSummarized(["C", "O"], in: local)
    }
}

/// equalCentering stacks whose views tie at their compression resistance (mostly 750, as in Interface Builder's
/// defaults), squeezed so that the centring and index tie-break levels decide which views give (`CentringTies`).
@Suite struct LocalEquivalenceCentringTieTests {
    @Test func localEqualsGlobalOnSqueezedStacksWithTiedViews() {
        var generator = RandomDocuments(seed: 0x71ED_0001)
        var options = RandomDocuments.Options()
        options.maximumChildren = 6
        options.distributions = [.equalCentering, .equalCentering, .equalCentering, .fill]
        options.compressions = [750, 750, 750, 749, 999]
        options.huggings = [249, 250, 251, 750]
        options.hiddenLeaves = 0.1
        options.alignments = [.fill, .top, .center, .bottom, .leading]
        options.crossConstraints = false
        var failures: [String] = []
        var summarizedWithTies = 0
        var unsummarized = 0
        let count = LocalEquivalenceTests.documentCount / 2
        for number in 0..<count {
            let document = generator.make(options)
            let (problems, local) = LocalEquivalenceTests.compare(document)
            if !problems.isEmpty {
                failures.append(LocalEquivalenceTests.failure(number, problems, in: document))
            }
            summarizedWithTies += Self.tiedCentringStacks(local.model).count
            unsummarized += Self.tiedCentringStacks(local.model, summarized: false).count
        }
        #expect(failures.isEmpty, "\(LocalEquivalenceTests.differing(failures, of: count))")
        // The documents really exercise the squeeze with ties in summarized stacks.
        #expect(summarizedWithTies >= count / 10, "only \(summarizedWithTies) summarized stacks with ties, \(unsummarized) not")
    }

    /// Summarized equalCentering stacks (not inlined) whose squeeze has tied views.
    static func tiedCentringStacks(_ model: SceneModel, summarized: Bool = true) -> [Int] {
        model.table.views.indices.filter { index in
            guard let config = model.stacks[index], config.distribution == .equalCentering,
                  (model.plan.summarizable[index] && !model.plan.inlined[index]) == summarized else { return false }
            let builder = BehaviourBuilder(table: model.table, contents: model.contents, stacks: model.stacks,
                                           margins: model.margins, own: [])
            let visible = model.table[index].children.filter { !model.table[$0].isHidden }
            let children = model.arrangedBehaviours(of: index)
            let layout = CentringLayout(builder: builder, stack: index, config: config, visible: visible,
                                        children: children, natural: model.natural)
            return layout?.ties != nil
        }
    }

    /// Five views resisting compression at 750 (one at 999) in an equalCentering stack: summarized, and the
    /// global path's frames whether squeezed a little, a lot, below zero content, or stretched.
    @Test(arguments: [400.0, 300, 240, 200, 150, 90, 20, nil])
    func tiedCentringStackIsSummarized(width: Double?) {
        let centring = stack("C", .horizontal, distribution: .equalCentering, spacing: 8, [
            box("a", 40, 20), box("b", 100, 30), box("h", 30, 30, hidden: true),
            box("c", 20, 10, compression: (999, 750)), box("d", 60, 20, hugging: (251, 250)), box("e", 35, 20),
        ])
        let outer = stack("O", .vertical, distribution: .fill, spacing: 4, [centring, box("f", 80, 20)])
        let document = document(rootHolding(outer, width: width), width: 420, height: 300)
        let (problems, local) = LocalEquivalenceTests.compare(document)
        #expect(problems.isEmpty, "\(problems)")
        expectSummarized(["C", "O"], in: local)
    }
}

/// Each of `ids` has a closed form in `local`'s plan: summarized, and not inlined into a solver unit.
func expectSummarized(_ ids: [String], in local: SolvedScene) {
    let plan = local.model.plan
    for id in ids {
        guard let index = local.model.table.index(ofID: id) else { Issue.record("no \(id)"); continue }
        #expect(plan.summarizable[index] && !plan.inlined[index], "\(id) is solved in a unit")
    }
}

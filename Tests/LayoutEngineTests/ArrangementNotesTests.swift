@testable import LayoutEngine
import LayoutModel
import Testing

/// The plan's ``ArrangementStore`` replaces what `StackArrangement` used to rebuild per stack: a convolution of the
/// visible views' tie-broken costs (for its allocation) and each view's pulled cross cost (for its length in the
/// spanner). Its answers must be those of the rebuilt objects, bit for bit.
@Suite struct ArrangementNotesTests {
    typealias Generator = SlopeListTests.Generator

    static let keys: [PriorityKey] = [.uikit(1000 - 1), .uikit(750), .uikit(250), .uikit(49),
                                      .tieBreak(depth: 1, rank: 1), .tieBreak(depth: 1, rank: 2),
                                      .ambiguitySize(depth: 1)]

    /// A convex cost as views have them: a sum of hinges, absolute terms and sometimes a required range, at random
    /// points and levels.
    static func convexCost(_ g: inout Generator) -> PiecewiseCost {
        var parts: [PiecewiseCost] = []
        for _ in 0..<(1 + g.below(4)) {
            let c = Double(g.below(41)) * 0.5 - 5
            let rate = CostVector(keys[g.below(keys.count)], [1, 0.5, 2, 1.0 / 3][g.below(4)])
            switch g.below(5) {
            case 0: parts.append(.hingeAbove(c, rate))
            case 1: parts.append(.hingeBelow(c, rate))
            case 2: parts.append(.absolute(c, rate))
            case 3: parts.append(.domain(c - Double(g.below(4)), c + Double(1 + g.below(6))))
            default: parts.append(.absolute(0, CostVector(.ambiguitySize(depth: 2), 1)))
            }
        }
        return .sum(parts)
    }

    /// Totals around a convolution's natural sum: inside its pieces, on their ends, and past the required bounds.
    static func totals(around natural: Double, _ g: inout Generator) -> [Double] {
        var result = [natural, natural + 1e-13, natural - 1e-13]
        for _ in 0..<12 { result.append(natural + Double(g.below(81)) * 0.25 - 10) }
        result += [natural + 1e6, natural - 1e6, natural + 0.1, natural - 0.1]
        return result
    }

    static func bits(_ values: [Double]) -> [UInt64] { values.map(\.bitPattern) }

    @Test func storedAllocationEqualsConvolutionAllocation() {
        var g = Generator(state: 42)
        var store = ArrangementStore()
        var stored: [(record: Int32, convolution: Convolution)] = []
        for _ in 0..<300 {
            let parts = (0..<g.below(7)).map { _ in Self.convexCost(&g) }
            let convolution = Convolution(parts)
            // Some notes without a table in between, so that records and ranges do not line up.
            if g.below(3) == 0 { _ = store.append(ArrangementNotes()) }
            guard let record = store.append(ArrangementNotes(allocation: convolution)) else {
                Issue.record("no record")
                continue
            }
            stored.append((record, convolution))
        }
        for (record, convolution) in stored {
            #expect(store.hasAllocation(record))
            #expect(Self.bits(store.naturals(record)) == Self.bits(convolution.naturals))
            for total in Self.totals(around: convolution.natural, &g) {
                #expect(Self.bits(store.allocate(record, total)) == Self.bits(convolution.allocate(total)),
                        "total \(total), natural \(convolution.natural)")
            }
        }
    }

    /// Appending across chunk boundaries keeps every element at its index.
    @Test func chunkedListKeepsOrderAcrossChunks() {
        var list = ChunkedList<Int>()
        var expected: [Int] = []
        var g = Generator(state: 11)
        while expected.count < 20_000 {
            let run = (0..<g.below(3000)).map { _ in g.below(1_000_000) }
            if g.below(2) == 0 {
                list.append(contentsOf: run)
            } else {
                for value in run { list.append(value) }
            }
            expected += run
            #expect(list.count == expected.count)
        }
        #expect((0..<list.count).map { list[$0] } == expected)
        // A copy is a value: appending to one leaves the other as it was.
        var copy = list
        copy.append(-1)
        #expect(list.count == expected.count && copy.count == expected.count + 1)
        #expect(copy[expected.count] == -1 && (0..<list.count).map { copy[$0] } == expected)
    }

    @Test func notesWithoutTableOrFitsAnswerNothing() {
        var store = ArrangementStore()
        guard let record = store.append(ArrangementNotes()) else {
            Issue.record("no record")
            return
        }
        #expect(!store.hasAllocation(record))
        #expect(store.naturals(record).isEmpty)
        #expect(store.allocate(record, 10).isEmpty)
        #expect(store.crossFit(record, at: 0) == nil)
        #expect(store.crossFit(record + 1, at: 0) == nil)
        #expect(!store.hasAllocation(-1))
    }

    /// A cross fit's length is the cheapest length of the pulled cost `cost(x) + 25·|x|` over the lengths its
    /// required constraints allow and the spanner does not exceed (the least allowed one when the spanner is
    /// shorter): checked against the pulled cost's values at every candidate point.
    @Test func crossFitLengthIsTheCheapestLengthInTheSpanner() {
        var g = Generator(state: 7)
        for _ in 0..<300 {
            let cost = Self.convexCost(&g)
            guard cost.isFeasible else { continue }
            let fit = CrossFit(cost)
            let pulled = BehaviourBuilder.pulled(cost)
            for spanner in [Double(g.below(41)) * 0.5 - 5, 0, 1e6, -1e6, cost.lower, cost.upper] where spanner.isFinite {
                let limit = max(min(spanner, pulled.upper), pulled.lower)
                var candidates = pulled.breakpoints + [0, pulled.lower, limit]
                candidates = candidates.filter { $0.isFinite && $0 >= pulled.lower && $0 <= limit }
                var best = limit
                for x in candidates.sorted() {
                    let order = CostVector.compare(pulled.value(at: x), pulled.value(at: best))
                    if order < 0 || (order == 0 && x < best) { best = x }
                }
                #expect(fit.length(spanner: spanner) == best, "spanner \(spanner), lower \(cost.lower)")
            }
        }
    }

    // MARK: The plan's notes

    /// Random documents without crossing constraints, so that most stacks are summarized; `distributions` as the
    /// generator's default when nil; `compressions` the leaves' compression resistance priorities.
    static func models(count: Int, distributions: [StackDistribution]? = nil,
                       compressions: [Double]? = nil) -> [SceneModel] {
        var generator = RandomDocuments(seed: 0xA11C)
        var options = RandomDocuments.Options()
        options.crossConstraints = false
        options.labels = false
        options.baselineRelative = 0
        options.maximumChildren = 5
        options.alignments = [.fill, .top, .center, .bottom, .leading, .trailing]
        if let distributions { options.distributions = distributions }
        if let compressions { options.compressions = compressions }
        return (0..<count).map { _ in SceneModel.firstScene(of: generator.make(options)) }
    }

    /// Every summarized stack's notes answer as the convolution and the cross costs rebuilt from its arranged views'
    /// behaviours (what the arrangement built before the plan kept them).
    @Test func planNotesEqualRebuiltOnes() {
        var g = Generator(state: 3)
        var tables = 0, fits = 0, centring = 0
        for model in Self.models(count: 120) {
            let builder = model.behaviourBuilder
            for stack in model.table.views.indices where model.plan.summarizable[stack] {
                guard let config = model.stacks[stack] else { continue }
                guard let record = model.plan.arrangementRecord(of: stack) else {
                    Issue.record("\(model.table[stack].id) has no notes")
                    continue
                }
                let store = model.plan.arrangementStore
                let arranged = model.table[stack].children
                let behaviours = arranged.map { model.behaviour(of: $0) }
                let visible = arranged.filter { !model.table[$0].isHidden }
                let children = model.arrangedBehaviours(of: stack)
                var expected: Convolution?
                switch config.distribution {
                case .fill where !visible.isEmpty:
                    expected = Convolution(builder.tieBrokenCosts(stack, config, visible: visible, children: children,
                                                                  natural: model.natural))
                case .equalSpacing where visible.count >= 2, .equalCentering where visible.count == 2:
                    expected = Convolution(builder.tieBrokenCosts(stack, config, visible: visible, children: children,
                                                                  natural: model.natural))
                case .equalCentering where visible.count > 2:
                    guard let layout = CentringLayout(builder: builder, stack: stack, config: config,
                                                      visible: visible, children: children, natural: model.natural)
                    else {
                        Issue.record("\(model.table[stack].id): no centring layout")
                        continue
                    }
                    #expect(store.tiedSqueeze(record) == (layout.program == nil && layout.ties != nil))
                    expected = layout.program == nil ? layout.convolution : nil
                    if expected != nil { centring += 1 }
                default:
                    expected = nil
                }
                #expect(store.hasAllocation(record) == (expected != nil), "\(model.table[stack].id)")
                if let convolution = expected {
                    #expect(Self.bits(store.naturals(record)) == Self.bits(convolution.naturals))
                    for total in Self.totals(around: convolution.natural, &g) {
                        #expect(Self.bits(store.allocate(record, total)) == Self.bits(convolution.allocate(total)))
                    }
                    tables += 1
                }
                for (position, behaviour) in behaviours.enumerated() {
                    let fit = store.crossFit(record, at: position)
                    #expect((fit != nil) == (config.alignment != .fill))
                    guard let fit else { continue }
                    let pulled = BehaviourBuilder.pulled(behaviour.cost(config.crossAxis))
                    #expect(fit.cheapest.bitPattern == pulled.argmin.bitPattern)
                    #expect(fit.lower.bitPattern == pulled.lower.bitPattern)
                    fits += 1
                }
                #expect(store.crossFit(record, at: arranged.count) == nil)
            }
        }
        #expect(tables > 50)
        #expect(fits > 100)
        #expect(centring > 5)
    }

    /// equalCentering from the notes (``CentringLayout/arrange(edge:naturals:gaps:tiedSqueeze:allocate:)``) gives
    /// the layout's lengths and gaps bit for bit wherever it answers, and answers unless a squeeze has ties.
    @Test func centringFromNotesEqualsTheLayout() {
        var g = Generator(state: 5)
        var answered = 0, deferred = 0
        for (model, stack, config, record, slots, layout) in Self.centringStacks() {
            let store = model.plan.arrangementStore
            guard store.hasAllocation(record) else { continue }
            let gaps = CentringLayout.minimumGaps(model.table, config, arranged: model.table[stack].children,
                                                  positions: slots)
            #expect(Self.bits(gaps) == Self.bits(layout.gaps))
            let start = layout.convolution.natural + layout.gaps.reduce(0, +)
            for edge in Self.totals(around: start, &g) {
                let light = CentringLayout.arrange(edge: edge, naturals: store.naturals(record), gaps: gaps,
                                                   tiedSqueeze: store.tiedSqueeze(record),
                                                   allocate: { store.allocate(record, $0) })
                guard let light else {
                    #expect(layout.ties != nil && edge < start)
                    deferred += 1
                    continue
                }
                let full = layout.arrange(edge: edge)
                #expect(Self.bits(light.lengths) == Self.bits(full.lengths))
                #expect(Self.bits(light.gaps) == Self.bits(full.gaps))
                answered += 1
            }
        }
        #expect(answered > 100)
        #expect(deferred > 10)
    }

    /// The plan keeps an equalCentering stack's layout where its notes do not settle the arrangement (a program, or
    /// ties that share a squeeze), and the kept layout arranges the stack bit for bit as a newly built one.
    @Test func keptCentringLayoutArrangesAsANewOne() {
        var g = Generator(state: 13)
        var kept = 0, squeezed = 0
        for (model, stack, _, record, _, fresh) in Self.centringStacks() {
            let store = model.plan.arrangementStore
            let keeps = fresh.program != nil || fresh.ties != nil
            #expect((store.centring(record) != nil) == keeps, "\(model.table[stack].id)")
            guard keeps, let layout = store.centring(record) else { continue }
            kept += 1
            let start = fresh.convolution.natural + fresh.gaps.reduce(0, +)
            for edge in Self.totals(around: start, &g) {
                // As the arrangement meets it: once, before any search has moved its live programs.
                let ours = layout.restarted().arrange(edge: edge)
                let theirs = fresh.restarted().arrange(edge: edge)
                #expect(Self.bits(ours.lengths) == Self.bits(theirs.lengths), "\(model.table[stack].id) at \(edge)")
                #expect(Self.bits(ours.gaps) == Self.bits(theirs.gaps))
                if edge < start { squeezed += 1 }
            }
        }
        #expect(kept > 10)
        #expect(squeezed > 50)
    }

    /// fillProportionally from the notes (the roles alone, when the views do not trade) gives the layout's lengths
    /// bit for bit.
    @Test func proportionsFromNotesEqualTheLayout() {
        var g = Generator(state: 9)
        var closed = 0, traded = 0
        // Compression resistance at 999 reaches the proportional priorities, so that some stacks trade.
        for model in Self.models(count: 150, distributions: [.fillProportionally, .fillProportionally, .fill],
                                 compressions: [750, 999]) {
            let builder = model.behaviourBuilder
            let store = model.plan.arrangementStore
            for (stack, config, record) in Self.notedStacks(model, .fillProportionally) {
                let arranged = model.table[stack].children
                let children = model.arrangedBehaviours(of: stack)
                guard let layout = ProportionalLayout(builder: builder, stack: stack, config: config,
                                                      children: children) else {
                    Issue.record("\(model.table[stack].id): no proportional layout")
                    continue
                }
                #expect(store.closedProportions(record) == !layout.trades)
                guard store.closedProportions(record) else {
                    traded += 1
                    continue
                }
                guard let roles = ProportionalLayout.roles(builder: builder, stack: stack, config: config) else {
                    Issue.record("\(model.table[stack].id): no roles")
                    continue
                }
                let natural = model.natural[stack].length(along: config.axis)
                for length in Self.totals(around: natural, &g) {
                    let light = ProportionalLayout.lengths(roles: roles, margin: builder.edgeMargins(stack, config,
                                                                                                    config.axis),
                                                           gaps: builder.spacingTotal(arranged, config),
                                                           stackLength: length)
                    #expect(Self.bits(light) == Self.bits(layout.lengths(stackLength: length)))
                }
                closed += 1
            }
        }
        #expect(closed > 20)
        #expect(traded > 0)
    }

    /// The summarized stacks of `distribution` that have notes, with their configuration and notes record.
    /// The equalCentering stacks with three or more visible views of random models, with their notes' record, the
    /// visible views' places among the arranged views and the layout their arranged views' costs give.
    static func centringStacks()
        -> [(model: SceneModel, stack: Int, config: StackConfiguration, record: Int32, slots: [Int],
             layout: CentringLayout)] {
        models(count: 150, distributions: [.equalCentering, .equalCentering, .fill]).flatMap { model in
            notedStacks(model, .equalCentering).compactMap { stack, config, record in
                let arranged = model.table[stack].children
                let slots = arranged.indices.filter { !model.table[arranged[$0]].isHidden }
                guard slots.count > 2 else { return nil }
                guard let layout = CentringLayout(builder: model.behaviourBuilder, stack: stack, config: config,
                                                  visible: slots.map { arranged[$0] },
                                                  children: model.arrangedBehaviours(of: stack), natural: model.natural)
                else {
                    Issue.record("\(model.table[stack].id): no centring layout")
                    return nil
                }
                return (model, stack, config, record, slots, layout)
            }
        }
    }

    static func notedStacks(_ model: SceneModel, _ distribution: StackDistribution)
        -> [(stack: Int, config: StackConfiguration, record: Int32)] {
        model.table.views.indices.compactMap { stack in
            guard model.plan.summarizable[stack], let config = model.stacks[stack],
                  config.distribution == distribution,
                  let record = model.plan.arrangementRecord(of: stack) else { return nil }
            return (stack, config, record)
        }
    }
}

import LayoutModel

/// Arranges a summarized stack in closed form once its frame is known: the lengths and positions that the
/// constraint groups of uistackview.md §2.2 give its arranged views, without a solver.
///
/// 1. Along the axis: fill shares E's length among the visible views cheapest piece first (`Convolution`, §3);
///    fillEqually gives each (E − gaps)/n; fillProportionally follows `ProportionalLayout` (§4); equalSpacing
///    keeps natural lengths and widens the equal gaps, or shrinks like fill with the gaps at their minimum (§5.1);
///    equalCentering with three or more visible views follows `CentringLayout` (§5.2).
/// 2. Positions along the axis follow G4 and G9: the first visible view starts at E's start and each view follows
///    its predecessor by c. Where G9 is an inequality (equalSpacing) or nothing ties a hidden view to a visible
///    one, a hidden view sits as close to the stack's origin as its constraints allow (the ambiguity pull).
/// 3. Across the axis: fill stretches every view to E; otherwise each visible view takes its cheapest length no
///    longer than E (G2, G6) and hidden ones their cheapest, placed at E's start, centre or end (G3, G5). Vertical
///    stacks aligned by baselines have no alignment constraint; views sit as close to the stack's leading edge as
///    the spanner allows.
struct StackArrangement {
    let model: SceneModel

    /// The arranged views' rectangles, in the stack's order, from the stack's rectangle (root coordinates).
    func arrange(_ stack: Int, in frame: Rect) -> [Rect] {
        let arranged = model.table[stack].children
        guard let config = model.stacks[stack] else { return arranged.map { _ in frame } }
        let along = config.axis, cross = config.crossAxis
        let insets = config.marginsRelative ? model.margins[stack] : .zero
        let edge = frame.inset(by: insets)
        let notes = Notes(store: model.plan.arrangementStore, record: model.plan.arrangementRecord(of: stack))
        let slots = arranged.indices.filtered { !model.table.isHidden(arranged[$0]) }  // the visible views' places
        let alongLengths = alongLengths(stack, config, arranged: arranged, slots: slots, notes: notes, edge: edge,
                                        frame: frame)
        let alongStarts = alongPositions(config, arranged: arranged, slots: slots, lengths: alongLengths.lengths,
                                         gaps: alongLengths.gaps, edge: edge, origin: frame.length(origin: along))

        var rects: [Rect] = []
        rects.reserveCapacity(arranged.count)
        let crossOrigin = frame.length(origin: cross)
        for (index, view) in arranged.enumerated() {
            let crossPlacement = crossPlacement(view, at: index, notes: notes, config, edge: edge,
                                                origin: crossOrigin)
            let alongStart = alongStarts[index], alongLength = alongLengths.lengths[index]
            rects.append(along == .horizontal
                ? Rect(x: alongStart, y: crossPlacement.start, width: alongLength, height: crossPlacement.length)
                : Rect(x: crossPlacement.start, y: alongStart, width: crossPlacement.length, height: alongLength))
        }
        return rects
    }

    /// Whether arranging a stack with these notes may read its arranged views' behaviours, where the notes do not
    /// settle the arrangement (the branches of `alongLengths` and `crossPlacement` that read
    /// `SceneModel.arrangedBehaviours(of:)` or the plan): the plan keeps those views' behaviours only for such
    /// stacks.
    static func readsArrangedBehaviours(_ notes: ArrangementNotes, config: StackConfiguration, arranged: Int,
                                        visible: Int) -> Bool {
        if config.alignment != .fill && notes.crossFits.count < arranged { return true }
        switch config.distribution {
        case .fill: return visible > 0 && notes.allocation == nil
        case .fillEqually: return false
        case .fillProportionally: return !notes.closedProportions
        case .equalCentering where visible > 2:
            return notes.centring == nil && (notes.allocation == nil || notes.tiedSqueeze)
        case .equalSpacing, .equalCentering: return visible >= 2 && notes.allocation == nil
        }
    }

    /// The plan's notes on one stack (``ArrangementNotes``), nil where it has none.
    private struct Notes {
        let store: ArrangementStore
        let record: Int32?
    }

    /// A fill-type stack's visible views' cheapest lengths and their allocation of a total: the plan's stored table,
    /// or a convolution of the views' rebuilt costs where the plan kept none.
    private enum Allocation {
        case stored(ArrangementStore, record: Int32)
        case rebuilt(Convolution)

        var naturals: [Double] {
            switch self {
            case .stored(let store, let record): store.naturals(record)
            case .rebuilt(let convolution): convolution.naturals
            }
        }

        func allocate(_ total: Double) -> [Double] {
            switch self {
            case .stored(let store, let record): store.allocate(record, total)
            case .rebuilt(let convolution): convolution.allocate(total)
            }
        }
    }

    private func allocation(_ stack: Int, _ config: StackConfiguration, arranged: [Int], slots: [Int],
                            notes: Notes) -> Allocation {
        if let record = notes.record, notes.store.hasAllocation(record) { return .stored(notes.store, record: record) }
        let children = model.arrangedBehaviours(of: stack)
        let convolution = model.behaviourBuilder.tieBrokenConvolution(
            stack, config, visible: slots.map { arranged[$0] }, children: children, natural: model.natural)
        return .rebuilt(convolution)
    }

    // MARK: Step 1

    /// The arranged views' lengths along the axis, and for the equal distributions the gaps between the visible
    /// views (at `slots` among `arranged`).
    private func alongLengths(_ stack: Int, _ config: StackConfiguration, arranged: [Int], slots: [Int],
                              notes: Notes, edge: Rect, frame: Rect) -> (lengths: [Double], gaps: [Double]?) {
        let along = config.axis
        var lengths = [Double](count: arranged.count, filledWith: 0)
        let gaps = BehaviourBuilder.spacingTotal(arranged, config, table: model.table)
        let edgeLength = edge.size.length(along: along)
        switch config.distribution {
        case .fill:
            guard !slots.isEmpty else { return (lengths, nil) }
            let table = allocation(stack, config, arranged: arranged, slots: slots, notes: notes)
            for (slot, length) in zip(slots, table.allocate(edgeLength - gaps)) { lengths[slot] = length }
            return (lengths, nil)
        case .fillEqually:
            let each = (edgeLength - gaps) / Double(max(slots.count, 1))
            for slot in slots { lengths[slot] = each }
            return (lengths, nil)
        case .fillProportionally:
            let stackLength = frame.size.length(along: along)
            let builder = model.behaviourBuilder  // made where read: it holds the scene's tables
            if let record = notes.record, notes.store.closedProportions(record),
               let roles = ProportionalLayout.roles(builder: builder, stack: stack, config: config) {
                return (ProportionalLayout.lengths(roles: roles, margin: builder.edgeMargins(stack, config, along),
                                                   gaps: gaps, stackLength: stackLength), nil)
            }
            // The plan summarizes a fillProportionally stack only when its closed form exists.
            guard let layout = ProportionalLayout(builder: builder, stack: stack, config: config,
                                                  children: model.arrangedBehaviours(of: stack))
            else { return (lengths, nil) }
            return (layout.lengths(stackLength: stackLength), nil)
        case .equalCentering where slots.count > 2:
            // The plan's notes settle it unless its layout needs a program or ties share a squeeze.
            if let record = notes.record, notes.store.hasAllocation(record),
               let (shares, gaps) = CentringLayout.arrange(
                   edge: edgeLength, naturals: notes.store.naturals(record),
                   gaps: CentringLayout.minimumGaps(model.table, config, arranged: arranged, positions: slots),
                   tiedSqueeze: notes.store.tiedSqueeze(record), allocate: { notes.store.allocate(record, $0) }) {
                for (slot, length) in zip(slots, shares) { lengths[slot] = length }
                return (lengths, gaps)
            }
            // The plan keeps the layout where its notes do not settle the stack (restarted on each use, so that a
            // search of an earlier use cannot change this one), and summarizes such a stack only when its closed
            // form exists.
            guard let layout = notes.record.flatMap({ notes.store.centring($0)?.restarted() })
                    ?? CentringLayout(builder: model.behaviourBuilder, stack: stack, config: config,
                                      visible: slots.map { arranged[$0] },
                                      children: model.arrangedBehaviours(of: stack), natural: model.natural)
            else { return (lengths, nil) }
            let (shares, gaps) = layout.arrange(edge: edgeLength)
            for (slot, length) in zip(slots, shares) { lengths[slot] = length }
            return (lengths, gaps)
        case .equalSpacing, .equalCentering:
            guard slots.count >= 2 else {
                if let slot = slots.first { lengths[slot] = edgeLength }
                return (lengths, nil)
            }
            let table = allocation(stack, config, arranged: arranged, slots: slots, notes: notes)
            let naturals = table.naturals
            let natural = naturals.reduce(0, +)  // ``Convolution/natural``
            let gapCount = Double(slots.count - 1)
            let content = edgeLength - gapCount * config.spacing
            let shares = content >= natural ? naturals : table.allocate(content)
            for (slot, length) in zip(slots, shares) { lengths[slot] = length }
            let gap = content >= natural ? (edgeLength - natural) / gapCount : config.spacing
            return (lengths, [Double](count: slots.count - 1, filledWith: gap))
        }
    }

    // MARK: Step 2

    /// The arranged views' starts along the axis, the visible ones at `slots` among `arranged`.
    private func alongPositions(_ config: StackConfiguration, arranged: [Int], slots visible: [Int],
                                lengths: [Double], gaps: [Double]?, edge: Rect, origin: Double) -> [Double] {
        let along = config.axis
        var starts = [Double](count: arranged.count, filledWith: origin)
        let last = arranged.count - 1
        func c(_ i: Int) -> Double {  // G9's constant between arranged[i − 1] and arranged[i]
            StackSpacing.constant(config.spacing, previousHidden: model.table.isHidden(arranged[i - 1]),
                                  nextHidden: model.table.isHidden(arranged[i]), previousIndex: i - 1, nextIndex: i,
                                  lastIndex: last)
        }
        guard let first = visible.first else {
            return starts  // every view hidden: all at the stack's origin
        }
        // G9 is an equality for the fill distributions and an inequality for equalSpacing and equalCentering.
        let rigid = config.distribution != .equalSpacing && config.distribution != .equalCentering
        starts[first] = edge.length(origin: along)
        // Visible views: G4 and G9 (or the equal gap).
        for (pair, (previous, next)) in zip(visible, visible.dropFirst()).enumerated() {
            if !rigid, let gaps, gaps.indices.contains(pair) {
                starts[next] = starts[previous] + lengths[previous] + gaps[pair]
            } else {
                var position = starts[previous] + lengths[previous]
                for i in (previous + 1)...next { position += c(i) }
                starts[next] = position
            }
        }
        // Hidden views. With equalities (fill-type) the chain fixes them. With inequalities they are only bounded
        // by their neighbours, and the ambiguity pull moves each as close to the stack's origin as it may go.
        let lastVisible = visible.last ?? first
        for i in (first + 1)..<max(arranged.count, first + 1) where model.table.isHidden(arranged[i]) {
            let following = starts[i - 1] + lengths[i - 1] + c(i)
            if rigid {
                starts[i] = following
            } else if i > lastVisible {
                starts[i] = max(origin, following)
            } else {
                // i lies strictly between the first and the last visible view, so both neighbours exist.
                let next = visible.first { $0 > i } ?? lastVisible
                let previous = visible.last { $0 < i } ?? first
                var upper = starts[next]
                for k in (i + 1)...next { upper -= c(k) }
                let lower = starts[previous] + lengths[previous] + ((previous + 1)...i).reduce(0) { $0 + c($1) }
                starts[i] = min(max(origin, lower), upper)
            }
        }
        var i = first - 1
        while i >= 0 {
            let bound = starts[i + 1] - c(i + 1) - lengths[i]
            starts[i] = rigid ? bound : min(origin, bound)
            i -= 1
        }
        return starts
    }

    // MARK: Step 3

    private func crossPlacement(_ view: Int, at position: Int, notes: Notes, _ config: StackConfiguration,
                                edge: Rect, origin: Double) -> (start: Double, length: Double) {
        let cross = config.crossAxis
        let edgeStart = edge.length(origin: cross), edgeLength = edge.size.length(along: cross)
        if config.alignment == .fill { return (edgeStart, edgeLength) }
        let fit = notes.record.flatMap { notes.store.crossFit($0, at: position) }
            ?? CrossFit(model.plan.behaviour(of: view, builder: model.behaviourBuilder).cost(cross))
        let hidden = model.table.isHidden(view)
        let length = hidden ? fit.cheapest : fit.length(spanner: edgeLength)
        switch config.alignment {
        case .leading, .top: return (edgeStart, length)
        case .trailing, .bottom: return (edgeStart + edgeLength - length, length)
        case .center: return (edgeStart + (edgeLength - length) / 2, length)
        default:  // first/last baseline in a vertical stack: no alignment constraint
            if hidden { return (origin, length) }
            return (min(max(origin, edgeStart), edgeStart + edgeLength - length), length)
        }
    }
}

extension Rect {
    /// The origin's coordinate on an axis.
    func length(origin axis: Axis) -> Double { axis == .horizontal ? x : y }
}

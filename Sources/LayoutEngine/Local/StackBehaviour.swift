import LayoutModel

/// Computes behaviours (costs of a subtree's width and height, ``ViewBehaviour``) in closed form.
///
/// Each function composes the children's costs exactly as the constraint groups of uistackview.md §2.2 combine
/// them; the randomized equivalence test checks them against the global solve.
struct BehaviourBuilder {
    let table: SceneTable
    let contents: [ViewContent]
    let stacks: [StackConfiguration?]
    let margins: [EdgeInsets]
    /// Per view: its own size constraints (`view.width == 40`).
    let own: [[ResolvedConstraint]]
    /// The own costs built so far, shared by views with the same own terms (the plan's builder only).
    var ownCosts: OwnCostCache? = nil
    /// Whether costs with whole-number rates are built on rows where they can be: the cross costs of stacks aligned
    /// other than fill (``SpannedSum``) and the convolutions of fill and equalSpacing stacks (``RowConvolution``).
    /// Tests turn it off to compare with the general path.
    var summingRows = true

    func behaviour(of index: Int, behaviours: [ViewBehaviour?], natural: [Size]) -> ViewBehaviour? {
        var notes = ArrangementNotes()
        return behaviour(of: index, behaviours: behaviours, natural: natural, notes: &notes)
    }

    /// The behaviour, noting on the way what arranging the stack will need (``ArrangementNotes``).
    func behaviour(of index: Int, behaviours: [ViewBehaviour?], natural: [Size],
                   notes: inout ArrangementNotes) -> ViewBehaviour? {
        // The children's behaviours are read in place (the plan does not change its array while this runs).
        behaviour(of: index, children: .byView(behaviours), natural: natural, notes: &notes)
    }

    /// ``behaviour(of:behaviours:natural:notes:)`` from the arranged views' behaviours as `children`.
    func behaviour(of index: Int, children: ArrangedBehaviours, natural: [Size],
                   notes: inout ArrangementNotes) -> ViewBehaviour? {
        guard let horizontal = cost(of: index, .horizontal, children: children, natural: natural, notes: &notes),
              let vertical = cost(of: index, .vertical, children: children, natural: natural, notes: &notes)
        else { return nil }
        return ViewBehaviour(horizontal: horizontal, vertical: vertical)
    }

    /// The view's own cost along `axis`, plus a stack's content cost; nil when there is none or it is infeasible.
    private func cost(of index: Int, _ axis: Axis, children: ArrangedBehaviours, natural: [Size],
                      notes: inout ArrangementNotes) -> PiecewiseCost? {
        var cost = ownCost(of: index, axis)
        if let config = stacks[index] {
            // Where the content is a sum, own terms at levels of their own join it as one more part (`own` comes
            // back nil) instead of being added in a second pass over every slope of the content.
            let joins = Self.joinsSums(cost)
            var own: PiecewiseCost? = joins ? cost : nil
            let content = axis == config.axis
                ? alongCost(index, config, children: children, natural: natural, notes: &notes, own: &own)
                : crossCost(index, config, children: children, notes: &notes, own: &own)
            guard let content else { return nil }
            cost = joins && own == nil ? content : cost + content
        }
        return cost.isFeasible ? cost : nil
    }

    /// Whether a stack's own cost may join its content's sum as a part, giving the bits `own + content` gives: its
    /// only breakpoint is 0 and its levels are the stack's ambiguity pull's, which no other part has (so no rate
    /// of the sum is added up in another order).
    static func joinsSums(_ own: PiecewiseCost) -> Bool {
        guard own.breakpoints.allSatisfy({ $0 == 0 }) else { return false }
        var onlyAmbiguity = true
        own.slopes.walk { _, entries in
            onlyAmbiguity = entries.allSatisfy { $0.key.band == .ambiguitySize }
            return onlyAmbiguity
        }
        return onlyAmbiguity
    }

    // MARK: A view's own terms

    /// The behaviour of a view that is not a stack, exactly as ``behaviour(of:behaviours:natural:)`` builds it
    /// (children do not take part): what ``LocalPlan`` rebuilds instead of storing.
    func ownBehaviour(of index: Int) -> ViewBehaviour? {
        guard stacks[index] == nil else { return nil }
        let horizontal = ownCost(of: index, .horizontal)
        guard horizontal.isFeasible else { return nil }
        let vertical = ownCost(of: index, .vertical)
        guard vertical.isFeasible else { return nil }
        return ViewBehaviour(horizontal: horizontal, vertical: vertical)
    }

    // MARK: Along the axis

    /// The sum of G9's constants between the first and the last visible view: the gaps inside E's length
    /// (fill-type distributions, where they are exact). Pairs outside that span hang off E's ends.
    func spacingTotal(_ arranged: [Int], _ config: StackConfiguration) -> Double {
        Self.spacingTotal(arranged, config, table: table)
    }

    /// ``spacingTotal(_:_:)`` from the scene table alone, for a caller without a builder.
    static func spacingTotal(_ arranged: [Int], _ config: StackConfiguration, table: SceneTable) -> Double {
        guard let first = arranged.firstIndex(where: { !table.isHidden($0) }),
              let last = arranged.lastIndex(where: { !table.isHidden($0) }), last > first
        else { return 0 }
        return ((first + 1)...last).reduce(0) { total, i in
            total + StackSpacing.constant(config.spacing, previousHidden: table.isHidden(arranged[i - 1]),
                                          nextHidden: table.isHidden(arranged[i]), previousIndex: i - 1,
                                          nextIndex: i, lastIndex: arranged.count - 1)
        }
    }

    func edgeMargins(_ index: Int, _ config: StackConfiguration, _ axis: Axis) -> Double {
        guard config.marginsRelative else { return 0 }
        let m = margins[index]
        return axis == .horizontal ? m.leading + m.trailing : m.top + m.bottom
    }

    /// The index tie-break hinges of fill, equalSpacing and equalCentering, per visible view: the j-th visible view
    /// pays 1 per point away from its natural length at tie levels 1…j of this stack (the first pays nothing).
    func tieBreakHinges(_ index: Int, _ config: StackConfiguration, visible: [Int],
                        natural: [Size]) -> [Convolution.Hinge?] {
        // Σₖ₌₁…ⱼ 1 at tie level k: the levels 1…j at rate 1, strongest first, so every view's rate is a prefix of
        // one list.
        let depth = table.header(index).depth
        let levels = (1..<max(visible.count, 1)).map { (key: PriorityKey.tieBreak(depth: depth, rank: $0), rate: 1.0) }
        return visible.enumerated().map { j, child in
            guard j >= 1 else { return nil }
            return Convolution.Hinge(at: natural[child].length(along: config.axis),
                                     rate: CostVector(shared: levels, start: 0, count: j))
        }
    }

    /// Children's along costs with the index tie-break hinges added (``tieBreakHinges(_:_:visible:natural:)``).
    func tieBrokenCosts(_ index: Int, _ config: StackConfiguration, visible: [Int],
                        children: ArrangedBehaviours, natural: [Size]) -> [PiecewiseCost] {
        let hinges = tieBreakHinges(index, config, visible: visible, natural: natural)
        return visible.indices.map { j in
            let cost = children.cost(of: visible[j], config.axis)
            guard let hinge = hinges[j] else { return cost }
            return cost.plusAbsolute(hinge.at, hinge.rate)
        }
    }

    /// `Convolution(tieBrokenCosts(…))`, bit for bit, without building the tie-broken costs.
    func tieBrokenConvolution(_ index: Int, _ config: StackConfiguration, visible: [Int],
                              children: ArrangedBehaviours, natural: [Size]) -> Convolution {
        Convolution(visible.map { children.cost(of: $0, config.axis) },
                    hinges: tieBreakHinges(index, config, visible: visible, natural: natural))
    }

    /// ``tieBrokenConvolution(_:_:visible:children:natural:)``'s allocation and the cost `alongCost` makes of it, on
    /// rows where they apply (``RowConvolution``).
    func rowConvolution(_ index: Int, _ config: StackConfiguration, visible: [Int], children: ArrangedBehaviours,
                        natural: [Size],
                        shape: RowConvolution.Shape) -> (allocation: Convolution, cost: PiecewiseCost)? {
        RowConvolution.make(visible.map { children.cost(of: $0, config.axis) },
                            hinges: tieBreakHinges(index, config, visible: visible, natural: natural), shape: shape)
    }

    func alongCost(_ index: Int, _ config: StackConfiguration, children: ArrangedBehaviours,
                   natural: [Size], notes: inout ArrangementNotes, own: inout PiecewiseCost?) -> PiecewiseCost? {
        let arranged = table[index].children
        let axis = config.axis
        let visible = arranged.filtered { !table.isHidden($0) }
        // Hidden views are held at length 0 (G1); that must be allowed.
        for child in arranged where table.isHidden(child) {
            let cost = children.cost(of: child, axis)
            guard cost.lower <= 1e-9, cost.upper >= -1e-9 else { return nil }
        }
        let margin = edgeMargins(index, config, axis)
        let gaps = spacingTotal(arranged, config)
        switch config.distribution {
        case .fill:
            guard !visible.isEmpty else { return .free }
            if summingRows, let rows = rowConvolution(index, config, visible: visible, children: children,
                                                       natural: natural, shape: .fill) {
                notes.allocation = rows.allocation
                return rows.cost.mapped(scale: 1, offset: -(margin + gaps))
            }
            let convolution = tieBrokenConvolution(index, config, visible: visible, children: children,
                                                   natural: natural)
            notes.allocation = convolution
            return convolution.cost.mapped(scale: 1, offset: -(margin + gaps))
        case .fillEqually:
            guard !visible.isEmpty else { return .free }
            let n = Double(visible.count)
            var parts = visible.map { children.cost(of: $0, axis).mapped(scale: 1 / n, offset: -(margin + gaps) / n) }
            if let joining = own {
                parts.append(joining)
                own = nil
            }
            return .sum(parts)
        case .equalCentering where visible.count > 2:
            // The centring constraints (G13, at 149, 148, …): `CentringLayout`, or a unit where it does not hold.
            guard let layout = CentringLayout(builder: self, stack: index, config: config, visible: visible,
                                              children: children, natural: natural) else { return nil }
            if layout.program == nil {
                notes.allocation = layout.convolution
                notes.tiedSqueeze = layout.ties != nil
            }
            if layout.program != nil || layout.ties != nil { notes.centring = layout.forArrangement() }
            return layout.cost
        case .equalSpacing, .equalCentering:
            // equalCentering with at most two visible views has no centring constraint: it is equalSpacing.
            guard visible.count >= 2 else {
                guard let only = visible.first else { return .free }
                return children.cost(of: only, axis).mapped(scale: 1, offset: -margin)
            }
            let minimumGaps = Double(visible.count - 1) * config.spacing
            if summingRows, let rows = rowConvolution(index, config, visible: visible, children: children,
                                                       natural: natural, shape: .spaced(minimumGaps: minimumGaps)) {
                notes.allocation = rows.allocation
                return rows.cost.mapped(scale: 1, offset: -margin)
            }
            let convolution = tieBrokenConvolution(index, config, visible: visible, children: children,
                                                   natural: natural)
            notes.allocation = convolution
            let content = PiecewiseCost.fromPieces(
                natural: convolution.natural + minimumGaps,
                right: [PiecewiseCost.Piece(length: .infinity, rate: .zero)],
                left: convolution.left.map { PiecewiseCost.Piece(length: $0.length, rate: $0.rate) })
            return content.mapped(scale: 1, offset: -margin)
        case .fillProportionally:
            guard let layout = ProportionalLayout(builder: self, stack: index, config: config, children: children)
            else { return nil }
            notes.closedProportions = !layout.trades
            return layout.cost
        }
    }

    // MARK: Across the axis

    func crossCost(_ index: Int, _ config: StackConfiguration, children: ArrangedBehaviours,
                   notes: inout ArrangementNotes, own: inout PiecewiseCost?) -> PiecewiseCost? {
        let arranged = table[index].children
        let axis = config.crossAxis
        let margin = edgeMargins(index, config, axis)
        // Without arranged views nothing ties E across the axis (G5 needs `first`).
        guard !arranged.isEmpty else { return .free }
        if config.alignment == .fill {
            var parts = arranged.map { children.cost(of: $0, axis).mapped(scale: 1, offset: -margin) }
            if let joining = own {
                parts.append(joining)
                own = nil
            }
            return .sum(parts)
        }
        if config.isBaselineAlignment && config.axis == .horizontal { return nil }
        if summingRows,
           let cost = spannedCost(arranged, axis: axis, margin: margin, children: children, notes: &notes, own: &own) {
            return cost
        }
        // The spanner P has the length of E (G5); G7 pulls it towards 0 at 51; every visible view fits in it (G6)
        // and is pulled towards 0 at 25 (G2).
        // With leading or trailing alignment P only meets E through the visible views (G6 at 999.5); with none
        // visible it is free and costs nothing.
        let spannerIsEdge = !(table[index].children.allSatisfy { table.isHidden($0) }
            && [.leading, .top, .trailing, .bottom].contains(config.alignment))
        var parts: [PiecewiseCost] = []
        parts.reserveCapacity(arranged.count + 2)
        if spannerIsEdge { parts.append(Self.spannerCost) }
        // Every view's fit is noted for the arrangement; hidden views take their cheapest length (G1 only ties
        // their along length).
        notes.crossFits.reserveCapacity(arranged.count)
        for child in arranged {
            // The pulled cost is read twice and never kept: a view of it, not a cost. (The closure reads no
            // property of the builder, which it would copy.)
            let isVisible = !table.isHidden(child)
            let spanned = children.cost(of: child, axis).withPlusAbsolute(0, Self.crossPull) { pulled in
                let fit = CrossFit(pulled: pulled)
                notes.crossFits.append(fit)
                return isVisible ? BehaviourBuilder.spanned(pulled: pulled, best: fit.cheapest) : nil
            }
            if let spanned { parts.append(spanned) }
        }
        if let joining = own, !parts.isEmpty {
            // In E's lengths, as the other parts are: the stack's length less the margins.
            parts.append(joining.mapped(scale: 1, offset: margin))
            own = nil
        }
        return PiecewiseCost.sum(parts).mapped(scale: 1, offset: -margin)
    }

    /// G7: the spanner's pull towards 0 at 51, `51·|P|`.
    static let spannerCost = PiecewiseCost.absolute(0, CostVector(spannerKey, 1))
    static let spannerKey = PriorityKey.uikit(51)
    /// G2's rate: a view's pull towards 0 across the axis.
    static let crossPull = CostVector(crossPullKey, 1)
    static let crossPullKey = PriorityKey.uikit(25)

    /// A view's cross cost with G2's pull towards 0 at 25.
    static func pulled(_ cost: PiecewiseCost) -> PiecewiseCost { cost.plusAbsolute(0, crossPull) }

    /// A view inside a spanner of length P: `min over x ≤ P of (cost(x) + 25·|x|)`, as a cost of P, from the pulled
    /// cost (``pulled(_:)``) and its cheapest length `best`.
    static func spanned(pulled: CostView, best: Double) -> PiecewiseCost {
        pulled.flattened(rightOf: best)
    }

    // MARK: Views without a behaviour

    /// The §6 closed forms (`NaturalSizes`), from the children's natural sizes.
    func fallbackNatural(of index: Int, natural: [Size]) -> Size {
        var size = Size(width: contents[index].intrinsicWidth ?? 0, height: contents[index].intrinsicHeight ?? 0)
        if let config = stacks[index] {
            size = NaturalSizes.stackFittingSize(table[index].children.map { (natural[$0], table.isHidden($0)) },
                                                 config: config, margins: margins[index],
                                                 contents: table[index].children.map { contents[$0] })
        }
        for constraint in own[index] where constraint.relation == .equal && constraint.priority >= 1000 {
            if constraint.firstAttribute == .width { size.width = constraint.constant }
            if constraint.firstAttribute == .height { size.height = constraint.constant }
        }
        return size
    }
}

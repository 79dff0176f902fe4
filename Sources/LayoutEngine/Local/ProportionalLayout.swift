import LayoutModel

/// fillProportionally in closed form (uistackview.md §4), for the local path: the lengths G11 gives every arranged
/// view for a stack length ℓ, and the stack's cost as a function of ℓ.
///
/// When nothing inside the views is as strong as the proportional priorities (999, 998, …) and their lengths are
/// not bounded by required constraints, each proportional view but the last is exactly `ℓ × ℓᵢ/(T + S)`, views
/// with ℓᵢ = 0 are 0, and the last proportional view takes the rest. Otherwise the views' costs trade against the
/// proportional priorities (`ProportionalTrade`).
struct ProportionalLayout {
    enum Role {
        case hidden, zero, proportional(Double), remainder(Double), equal, whole
    }

    let roles: [Role]
    /// Set when the views' costs reach the proportional priorities.
    private var trade: ProportionalTrade?
    /// How the stack's cost is composed: derived on demand (``cost``), since arranging needs only the lengths.
    private let form: CostForm
    private let margin: Double
    private let gaps: Double

    init?(builder: BehaviourBuilder, stack: Int, config: StackConfiguration, children: ArrangedBehaviours) {
        let table = builder.table
        let arranged = table[stack].children
        let axis = config.axis
        let margin = builder.edgeMargins(stack, config, axis)
        let gaps = builder.spacingTotal(arranged, config)
        self.margin = margin
        self.gaps = gaps
        guard let roles = Self.roles(builder: builder, stack: stack, config: config) else { return nil }
        self.roles = roles
        func costOf(_ view: Int) -> PiecewiseCost { children.cost(of: view, axis) }

        let remainder = roles.lastIndex { if case .remainder = $0 { true } else { false } }
        guard let last = remainder, case .remainder(let lastMultiplier) = roles[last] else {
            let visible = arranged.filtered { !table.isHidden($0) }
            let shown = roles.first { if case .hidden = $0 { false } else { true } }
            guard let only = visible.first, let role = shown else {
                form = .fixed(.free)
                return
            }
            switch role {
            case .equal:
                form = .equal(visible.map(costOf))
            case .zero:
                // `v == 0` (required) and G4 make E empty: the stack is exactly its margins long.
                guard costOf(only).lower <= 1e-9, costOf(only).upper >= -1e-9 else { return nil }
                form = .fixed(.domain(margin, margin))
            case .whole:
                form = .fixed(costOf(only))
            default:
                return nil
            }
            return
        }
        let weakest = PriorityKey.uikit(999 - Double(last))
        var others = 0.0
        var soft = true
        var trade = ProportionalTrade(costs: [], multipliers: [], keys: [], offset: margin + gaps)
        for (index, view) in arranged.enumerated() {
            let viewCost = costOf(view)
            switch roles[index] {
            case .hidden, .zero:
                guard viewCost.lower <= 1e-9, viewCost.upper >= -1e-9 else { return nil }
            case .proportional(let multiplier), .remainder(let multiplier):
                if case .proportional = roles[index] { others += multiplier }
                soft = soft && Self.isSoft(viewCost, below: weakest)
                trade.slots.append(index)
                trade.costs.append(viewCost)
                trade.multipliers.append(multiplier)
                trade.keys.append(.uikit(999 - Double(index)))
            default:
                return nil
            }
        }
        let scale = 1 - others
        if !soft || scale <= 1e-9 {
            // The views' costs trade against the proportional priorities: `ProportionalTrade`.
            self.trade = trade
            form = .traded
            return
        }
        form = .closed(trade, scale: scale, weakest: weakest, lastMultiplier: lastMultiplier)
    }

    /// The arranged views' roles, which follow from their proportional lengths alone (the views' costs only decide
    /// whether the closed form holds and whether they trade); nil where no closed form holds.
    static func roles(builder: BehaviourBuilder, stack: Int, config: StackConfiguration) -> [Role]? {
        let table = builder.table
        let arranged = table[stack].children
        let axis = config.axis
        let visible = arranged.filtered { !table.isHidden($0) }
        let lengths = arranged.map {
            proportionalLength(of: $0, table: table, contents: builder.contents, along: axis)
        }
        let total = arranged.indices.filtered { !table.isHidden(arranged[$0]) }.reduce(0.0) { $0 + lengths[$1] }
        let spacing = config.rawSpacing
        let rawGaps = spacing * Double(max(visible.count - 1, 0))
        let hiddenCount = arranged.count - visible.count
        let isSmall = hiddenCount == 0
            ? (visible.count >= 2 ? total == 0 : (visible.count == 1 && total <= 1))
            : total <= spacing * Double(hiddenCount)
        if visible.isEmpty { return arranged.map { _ in .hidden } }
        if isSmall { return arranged.map { table.isHidden($0) ? .hidden : .equal } }
        if visible.count == 1 {
            if let slot = arranged.firstIndex(of: visible[0]), lengths[slot] == 0 {
                return arranged.map { table.isHidden($0) ? .hidden : .zero }
            }
            // `v == 1.0 × stack` is required; with margins it contradicts G4, which only a solve can settle.
            guard builder.edgeMargins(stack, config, axis) == 0 else { return nil }
            return arranged.map { table.isHidden($0) ? .hidden : .whole }
        }
        var roles: [Role] = []
        var lastProportional: Int?
        for (index, view) in arranged.enumerated() {
            if table.isHidden(view) {
                roles.append(.hidden)
            } else if lengths[index] > 0 {
                roles.append(.proportional(lengths[index] / (total + rawGaps)))
                lastProportional = index
            } else {
                roles.append(.zero)
            }
        }
        guard let last = lastProportional, case .proportional(let lastMultiplier) = roles[last] else { return nil }
        roles[last] = .remainder(lastMultiplier)
        return roles
    }

    /// Whether the views' costs trade against the proportional priorities (`ProportionalTrade`): else the lengths
    /// follow from the roles alone (``lengths(roles:margin:gaps:stackLength:)``).
    var trades: Bool { trade != nil }

    /// What ``cost`` is derived from.
    private enum CostForm {
        case fixed(PiecewiseCost)
        /// Each visible view gets an equal share: their costs.
        case equal([PiecewiseCost])
        /// Each proportional view is its multiple of ℓ and the last takes the rest; the trade's lists hold the
        /// proportional views' costs and multipliers, the last one's last.
        case closed(ProportionalTrade, scale: Double, weakest: PriorityKey, lastMultiplier: Double)
        /// The views' costs trade against the proportional priorities (``trade``).
        case traded
    }

    /// The stack's cost, or nil when the trade takes too long to find (`ProportionalTrade`).
    var cost: PiecewiseCost? {
        let offset = margin + gaps
        switch form {
        case .fixed(let cost):
            return cost
        case .equal(let costs):
            let n = Double(costs.count)
            return .sum(costs.map { $0.mapped(scale: 1 / n, offset: -offset / n) })
        case .closed(let views, let scale, let weakest, let lastMultiplier):
            guard let last = views.costs.last else { return nil }
            var parts = views.costs.indices.dropLast().map { views.costs[$0].mapped(scale: views.multipliers[$0],
                                                                                    offset: 0) }
            parts.append(last.mapped(scale: scale, offset: -offset))
            // The weakest proportional constraint absorbs the error: |x_last − m_last·ℓ| at its priority.
            let slope = scale - lastMultiplier
            if abs(slope) > 1e-12 {
                parts.append(PiecewiseCost.absolute(offset / slope, CostVector(weakest, abs(slope))))
            }
            return .sum(parts)
        case .traded:
            return trade?.cost()
        }
    }

    /// True when a cost has no required bound and nothing at or above `key`.
    static func isSoft(_ cost: PiecewiseCost, below key: PriorityKey) -> Bool {
        guard !cost.lower.isFinite, !cost.upper.isFinite else { return false }
        return cost.slopes.allSatisfy { slope in slope.strongestKey.map { $0 < key } ?? true }
    }

    /// Every arranged view's length for a stack length ℓ.
    func lengths(stackLength: Double) -> [Double] {
        if let trade {
            var result = [Double](count: roles.count, filledWith: 0)
            for (slot, share) in zip(trade.slots, trade.shares(stackLength)) { result[slot] = share }
            return result
        }
        return Self.lengths(roles: roles, margin: margin, gaps: gaps, stackLength: stackLength)
    }

    /// Every arranged view's length for a stack length ℓ when the views do not trade (``trades``): from their roles,
    /// the stack's margins along the axis and the gaps between its visible views.
    static func lengths(roles: [Role], margin: Double, gaps: Double, stackLength: Double) -> [Double] {
        let edge = stackLength - margin
        let visibleCount = roles.filter { if case .hidden = $0 { return false } else { return true } }.count
        var result = [Double](count: roles.count, filledWith: 0)
        var used = 0.0
        for (index, role) in roles.enumerated() {
            switch role {
            case .proportional(let multiplier):
                result[index] = stackLength * multiplier
                used += result[index]
            case .equal:
                result[index] = (edge - gaps) / Double(max(visibleCount, 1))
            case .whole:
                result[index] = stackLength
            default:
                break
            }
        }
        for (index, role) in roles.enumerated() {
            if case .remainder = role { result[index] = edge - gaps - used }
        }
        return result
    }
}

import LayoutModel

extension ConstraintBuilder {
    /// **The index rule of uistackview.md §3**: among views tied at the priority that gives way, the one with the
    /// lowest index in `arrangedSubviews` takes all of the extra space (or all of the shortfall); when it cannot
    /// take more, the next one in index order does.
    ///
    /// UIKit generates no constraint for this; it is how Apple's solver settles equal-cost alternatives. A plain
    /// lexicographic LP leaves such ties open, so Stackboard adds levels *below every UIKit priority*, in the
    /// ``PriorityKey/Band/tieBreak`` band: they only choose among solutions that are already optimal for every real
    /// priority, which is also why the centring priorities of equalCentering (149, 148, …) still select first
    /// (example f-equalCentering-tie).
    ///
    /// For the visible views v₀…vₙ₋₁ of a fill, equalSpacing or equalCentering stack, let dᵢ = vᵢ's length along
    /// the axis minus its natural length (its share of the slack or of the shortfall). Level k (k = 1…n−1)
    /// minimizes Σ_{j≥k} |dⱼ|, leaving as much as possible to the views before k: v₀ takes what it can, then v₁,
    /// and so on. It is written with auxiliary variables tₖ ≥ |dₖ| + tₖ₊₁ (two required inequalities each,
    /// tₙ = 0) and `tₖ ≤ 0` at level (depth of the stack, k). Outer stacks settle their ties before inner ones.
    mutating func addIndexTieBreak(_ items: StackItems) {
        switch items.config.distribution {
        case .fill, .equalSpacing, .equalCentering: break
        default: return
        }
        let count = items.visible.count
        guard count >= 2 else { return }
        let source = source("stack.index-tie-break", items.stack)
        let id = model.table[items.stack].id
        let depth = model.table[items.stack].depth
        var next: LinearExpression?
        for k in stride(from: count - 1, through: 1, by: -1) {
            let view = items.visible[k]
            let share = size(view, items.along) - model.natural[view].length(along: items.along)
            let t = LinearExpression(variable: set.makeVariable("\(id).tie\(k)"))
            let rest = next ?? .constant(0)
            require(t - rest - share, .greaterOrEqual, .constant(0), source)
            require(t - rest + share, .greaterOrEqual, .constant(0), source)
            add(t, .lessOrEqual, .constant(0), priority: .tieBreak(depth: depth, rank: k), source)
            next = t
        }
    }
}

import LayoutModel

/// One of a view's own terms (``BehaviourBuilder/ownCost(of:_:)``): a cost of at most one breakpoint.
enum OwnTerm {
    /// `|ℓ − c|` at the level.
    case absolute(Double, PriorityKey)
    /// `max(0, ℓ − c)` at the level.
    case above(Double, PriorityKey)
    /// `max(0, c − ℓ)` at the level.
    case below(Double, PriorityKey)
    /// Required bounds on ℓ.
    case domain(Double, Double)

    /// `ℓ REL c @priority`.
    init(_ c: Double, _ relation: ConstraintRelation, _ priority: Double) {
        let priority = clampedPriority(priority)
        if priority >= 1000 {
            switch relation {
            case .equal: self = .domain(c, c)
            case .lessOrEqual: self = .domain(-.infinity, c)
            case .greaterOrEqual: self = .domain(c, .infinity)
            }
            return
        }
        let key = PriorityKey.uikit(priority)
        switch relation {
        case .equal: self = .absolute(c, key)
        case .lessOrEqual: self = .above(c, key)
        case .greaterOrEqual: self = .below(c, key)
        }
    }

    /// The term as a cost of its own.
    var cost: PiecewiseCost {
        switch self {
        case .absolute(let c, let key): .absolute(c, CostVector(key, 1))
        case .above(let c, let key): .hingeAbove(c, CostVector(key, 1))
        case .below(let c, let key): .hingeBelow(c, CostVector(key, 1))
        case .domain(let lower, let upper): .domain(lower, upper)
        }
    }

    /// The term in place, its slopes' entries written to `entries` (room for two): the slopes ``cost`` holds, the
    /// rate 1 and its negation as `CostVector`'s `*` computes it.
    func bend(entries: UnsafeMutableBufferPointer<CostVector.Entry>) -> Bend {
        let none = UnsafeBufferPointer<CostVector.Entry>(start: nil, count: 0)
        func slopes(_ key: PriorityKey) -> (negated: UnsafeBufferPointer<CostVector.Entry>,
                                            rate: UnsafeBufferPointer<CostVector.Entry>) {
            let rate = 1.0
            entries.initializeElement(at: 0, to: (key, rate * -1))
            entries.initializeElement(at: 1, to: (key, rate))
            return (UnsafeBufferPointer(rebasing: entries[0..<1]), UnsafeBufferPointer(rebasing: entries[1..<2]))
        }
        switch self {
        case .absolute(let c, let key):
            let (negated, rate) = slopes(key)
            return Bend(lower: -.infinity, upper: .infinity, breakpoint: c, before: negated, after: rate)
        case .above(let c, let key):
            return Bend(lower: -.infinity, upper: .infinity, breakpoint: c, before: none, after: slopes(key).rate)
        case .below(let c, let key):
            return Bend(lower: -.infinity, upper: .infinity, breakpoint: c, before: slopes(key).negated, after: none)
        case .domain(let lower, let upper):
            return Bend(lower: lower, upper: upper, breakpoint: nil, before: none, after: none)
        }
    }
}

extension BehaviourBuilder {
    /// Calls `body` with the view's own terms in order: content size (hugging above and compression resistance
    /// below the intrinsic length), the view's own size constraints, the ambiguity pull towards 0
    /// (`SceneConstraints.swift`), and for an equalSpacing or equalCentering stack along its axis the canvas fit.
    func forEachOwnTerm(of index: Int, _ axis: Axis, _ body: (OwnTerm) -> Void) {
        if let length = contents[index].intrinsic(axis) {  // stacks: design-time sizes only
            body(OwnTerm(length, .lessOrEqual, contents[index].priorities.hugging(axis)))
            body(OwnTerm(length, .greaterOrEqual, contents[index].priorities.compression(axis)))
        }
        let attribute: LayoutAttribute = axis == .horizontal ? .width : .height
        for constraint in own[index] where constraint.firstAttribute == attribute {
            let relation: ConstraintRelation = switch constraint.relation {
            case .equal: .equal
            case .lessThanOrEqual: .lessOrEqual
            case .greaterThanOrEqual: .greaterOrEqual
            }
            body(OwnTerm(constraint.constant, relation, constraint.priority))
        }
        if index != 0 {
            body(.absolute(0, .ambiguitySize(depth: table[index].depth)))
        }
        if let config = stacks[index], axis == config.axis,
           config.distribution == .equalSpacing || config.distribution == .equalCentering {
            body(.absolute(0, .uikit(49)))  // G8′ canvas fit
        }
    }

    /// The view's own terms as costs: ``ownCost(of:_:)`` is their sum (``PiecewiseCost/sum(_:)``). The formulation
    /// ``ownCost(of:_:)`` reproduces, kept for tests.
    func ownCostTerms(of index: Int, _ axis: Axis) -> [PiecewiseCost] {
        var terms: [PiecewiseCost] = []
        forEachOwnTerm(of: index, axis) { terms.append($0.cost) }
        return terms
    }

    /// The sum of the view's own terms, bit for bit `PiecewiseCost.sum(ownCostTerms(of:_:))`, summed in place
    /// (``Bend``) without building a cost per term.
    func ownCost(of index: Int, _ axis: Axis) -> PiecewiseCost {
        withUnsafeTemporaryAllocation(of: OwnTerm.self, capacity: own[index].count + 4) { terms in
            var count = 0
            forEachOwnTerm(of: index, axis) { term in
                terms.initializeElement(at: count, to: term)
                count += 1
            }
            // The sum of one cost is that cost as it is.
            guard count > 1 else { return count == 1 ? terms[0].cost : .free }
            return withUnsafeTemporaryAllocation(of: CostVector.Entry.self, capacity: 2 * count) { entries in
                withUnsafeTemporaryAllocation(of: Bend.self, capacity: count) { bends in
                    for i in 0..<count {
                        let room = UnsafeMutableBufferPointer(rebasing: entries[2 * i..<2 * i + 2])
                        bends.initializeElement(at: i, to: terms[i].bend(entries: room))
                    }
                    return PiecewiseCost.sum(of: BendParts(bends: UnsafeBufferPointer(bends)))
                }
            }
        }
    }
}

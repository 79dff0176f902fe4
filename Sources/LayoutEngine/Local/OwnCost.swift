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
            body(.absolute(0, .ambiguitySize(depth: table.header(index).depth)))
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
    /// (``PiecewiseCost/sum(ofOwnTerms:)``) without building a cost per term.
    func ownCost(of index: Int, _ axis: Axis) -> PiecewiseCost {
        withUnsafeTemporaryAllocation(of: OwnTerm.self, capacity: own[index].count + 4) { terms in
            var count = 0
            forEachOwnTerm(of: index, axis) { term in
                terms.initializeElement(at: count, to: term)
                count += 1
            }
            let list = UnsafeBufferPointer(rebasing: terms[..<count])
            func build() -> PiecewiseCost {
                // The sum of one cost is that cost as it is.
                guard count > 1 else { return count == 1 ? list[0].cost : .free }
                return PiecewiseCost.sum(ofOwnTerms: list)
            }
            return ownCosts?.cost(of: list, build) ?? build()
        }
    }
}

extension PiecewiseCost {
    /// The sum of two or more own terms, bit for bit the general sum of their costs (``sum(_:)``, which
    /// `LeanCostTests` compares it with): the same walk over the breakpoints, with the same merges, in one scratch
    /// allocation. A term's slopes hold at most one entry, so every vector of the sum holds at most one entry per
    /// term and the scratch is sized up front.
    static func sum(ofOwnTerms terms: UnsafeBufferPointer<OwnTerm>) -> PiecewiseCost {
        typealias Entry = CostVector.Entry
        let n = terms.count
        var lower = -Double.infinity, upper = Double.infinity
        for term in terms {
            if case .domain(let low, let high) = term {
                lower = max(lower, low)
                upper = min(upper, high)
            }
        }
        // Vectors: current, next, jump, difference (each room for 2n), a term's slope before and after its
        // breakpoint (one entry each), then the kept slopes (n + 1 of at most n entries).
        let room = 2 * n
        let entryCount = 4 * room + 2 + (n + 1) * n
        let byteCount = entryCount * MemoryLayout<Entry>.stride + n * MemoryLayout<(Double, Int)>.stride
            + n * MemoryLayout<Double>.stride + (n + 1) * MemoryLayout<Int32>.stride
        return withUnsafeTemporaryAllocation(byteCount: byteCount, alignment: MemoryLayout<Entry>.alignment) { raw in
            // Never nil: at least two terms take room.
            guard let base = raw.baseAddress else { return sum(terms.map(\.cost)) }
            let entries = base.bindMemory(to: Entry.self, capacity: entryCount)
            var current = entries, next = entries + room, jump = entries + 2 * room, difference = entries + 3 * room
            let before = entries + 4 * room, after = before + 1
            let pool = after + 1
            let eventBase = base + entryCount * MemoryLayout<Entry>.stride
            let events = eventBase.bindMemory(to: (x: Double, term: Int).self, capacity: n)
            let keptBase = eventBase + n * MemoryLayout<(Double, Int)>.stride
            let kept = keptBase.bindMemory(to: Double.self, capacity: n)
            let ends = (keptBase + n * MemoryLayout<Double>.stride).bindMemory(to: Int32.self, capacity: n + 1)

            // A term's slope before or after its breakpoint: one entry (the rate 1, or its negation as
            // `CostVector`'s `*` computes it) or none.
            func slope(_ term: OwnTerm, after: Bool, into out: UnsafeMutablePointer<Entry>) -> Int {
                switch term {
                case .absolute(_, let key): out[0] = (key, after ? 1 : 1 * -1)
                case .above(_, let key):
                    guard after else { return 0 }
                    out[0] = (key, 1)
                case .below(_, let key):
                    guard !after else { return 0 }
                    out[0] = (key, 1 * -1)
                case .domain: return 0
                }
                return 1
            }
            func vector(_ start: UnsafeMutablePointer<Entry>, _ count: Int) -> UnsafeBufferPointer<Entry> {
                UnsafeBufferPointer(start: start, count: count)
            }
            var currentCount = 0
            for term in terms {
                let count = slope(term, after: false, into: before)
                currentCount = CostVector.combine(vector(current, currentCount), vector(before, count), sign: 1,
                                                  into: next)
                swap(&current, &next)
            }
            var eventCount = 0
            for (p, term) in terms.enumerated() {
                switch term {
                case .absolute(let c, _), .above(let c, _), .below(let c, _):
                    // Insertion keeps equal breakpoints in term order, as the general sum's sort does.
                    var i = eventCount
                    while i > 0 && c < events[i - 1].x {
                        events[i] = events[i - 1]
                        i -= 1
                    }
                    events[i] = (c, p)
                    eventCount += 1
                case .domain: break
                }
            }

            var slopeCount = 0, breakpointCount = 0, poolCount = 0
            // The counts are passed in: the compiler's check for unreachable code does not see a nested function
            // change a captured count, and warned that the loop's `slopeCount > 0` is always false.
            func keep(_ slopeCount: inout Int, _ poolCount: inout Int) {
                (pool + poolCount).initialize(from: current, count: currentCount)
                poolCount += currentCount
                ends[slopeCount] = Int32(poolCount)
                slopeCount += 1
            }
            var index = 0
            while index < eventCount {
                let x = events[index].x
                if slopeCount == 0 && !(x <= lower + 1e-9) { keep(&slopeCount, &poolCount) }
                if slopeCount > 0 && !(x < upper - 1e-9) { break }
                // The jump at x: `.zero + d₁ + d₂ + …`, where `.zero + d₁` is d₁ itself.
                var jumpCount = 0
                var end = index
                while end < eventCount && events[end].x <= x + 1e-9 {
                    let term = terms[events[end].term]
                    let afterCount = slope(term, after: true, into: after)
                    let beforeCount = slope(term, after: false, into: before)
                    let differenceCount = CostVector.combine(vector(after, afterCount), vector(before, beforeCount),
                                                             sign: -1, into: difference)
                    if end == index {
                        swap(&jump, &difference)
                        jumpCount = differenceCount
                    } else {
                        jumpCount = CostVector.combine(vector(jump, jumpCount), vector(difference, differenceCount),
                                                       sign: 1, into: next)
                        swap(&jump, &next)
                    }
                    end += 1
                }
                index = end
                // `current + .zero` is `current`: the slope does not change.
                guard jumpCount > 0 else { continue }
                currentCount = CostVector.combine(vector(current, currentCount), vector(jump, jumpCount), sign: 1,
                                                  into: next)
                swap(&current, &next)
                if slopeCount > 0 {
                    let start = slopeCount > 1 ? Int(ends[slopeCount - 2]) : 0
                    if CostVector.compare(vector(current, currentCount), vector(pool + start, poolCount - start)) != 0 {
                        kept[breakpointCount] = x
                        breakpointCount += 1
                        keep(&slopeCount, &poolCount)
                    }
                }
            }
            if slopeCount == 0 { keep(&slopeCount, &poolCount) }
            return PiecewiseCost(lower: lower, upper: upper,
                                 breakpoints: Array(UnsafeBufferPointer(start: kept, count: breakpointCount)),
                                 slopes: SlopeList(sharing: vector(pool, poolCount),
                                                   ends: UnsafeBufferPointer(start: ends, count: slopeCount)))
        }
    }
}

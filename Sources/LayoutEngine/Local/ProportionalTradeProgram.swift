/// `ProportionalTrade`'s cost f(ℓ) traced along the optimal bases of one parametric LP (`BoundedProgram`), instead
/// of from two convolutions per region between shape events: linear in the views' pieces per basis change, where
/// the regions' search grows with their product (a wide stack of stacks had to be solved as a unit with its whole
/// subtree inlined).
///
/// Columns: every piece of every view's cost around its cheapest length nᵢ (0 ≤ y ≤ length), and per view the parts
/// t⁺ᵢ, t⁻ᵢ ≥ 0 of xᵢ − mᵢℓ. Rows, with xᵢ = nᵢ + Σ growing − Σ shrinking:
///
///     xᵢ − nᵢ − t⁺ᵢ + t⁻ᵢ = mᵢℓ − nᵢ      per view
///     Σ (xᵢ − nᵢ)         = ℓ − offset − Σnᵢ
///
/// The right-hand side is affine in ℓ, so the program follows ℓ from ℓ₀ = Σnᵢ + offset (every view at its cheapest
/// length: the errors t are a feasible basis there) up to the domain's upper end and, on a second program, down to
/// its lower end. f is linear within a basis; its value is carried along the objective's rate.
extension ProportionalTrade {
    /// f as a cost traced on the LP, or nil when the program fails (the caller falls back to the regions' search).
    func tracedCost(lower: Double, upper: Double) -> PiecewiseCost? {
        let start = costs.reduce(offset) { $0 + Self.center($1) }
        guard let right = TradeProgram(self, start: start) else { return nil }
        let startValue = right.value
        let left = TradeProgram(copying: right)
        guard let above = right.trace(to: upper), let below = left.trace(to: lower) else { return nil }
        let points = below.points.reversed() + [(x: start, value: startValue)] + above.points
        let (first, pieces) = CentringTies.kinks(points)
        // The kept points are breakpoints, but for the domain's finite ends; an endless side keeps its final slope.
        var breakpoints = [first]
        for piece in pieces { breakpoints.append(breakpoints[breakpoints.count - 1] + piece.length) }
        var slopes: [CostVector] = pieces.map { $0.rate }
        if lower.isFinite { breakpoints.removeFirst() } else {
            guard let final = below.final else { return nil }
            slopes.insert(final, at: 0)
        }
        if upper.isFinite { breakpoints.removeLast() } else {
            guard let final = above.final else { return nil }
            slopes.append(final)
        }
        if slopes.isEmpty && breakpoints.isEmpty { slopes = [.zero] }
        guard slopes.count == breakpoints.count + 1 else { return nil }
        return PiecewiseCost.clipping(lower: lower, upper: upper, breakpoints: breakpoints, slopes: slopes)
    }

    /// Where view cost `cost` is cheapest, inside its domain: the length its pieces start from.
    fileprivate static func center(_ cost: PiecewiseCost) -> Double { min(max(cost.argmin, cost.lower), cost.upper) }
}

/// `ProportionalTrade.tracedCost(lower:upper:)`'s program, solved at ℓ₀, tracing one direction.
private final class TradeProgram {
    private let program: BoundedProgram
    private let levels: [PriorityKey]
    private let start: Double
    /// f at the current ℓ, up to the constant Σcᵢ(nᵢ): the objective at the program's first solution, then carried.
    private(set) var value: CostVector

    /// A program in `other`'s state (both at the start), to trace the other direction.
    init(copying other: TradeProgram) {
        program = BoundedProgram(copying: other.program)
        levels = other.levels
        start = other.start
        value = other.value
    }

    init?(_ trade: ProportionalTrade, start: Double) {
        let n = trade.costs.count
        guard n > 0 else { return nil }
        var owners: [Int] = [], sides: [Double] = [], bounds: [Double] = [], rates: [CostVector] = []
        for (view, cost) in trade.costs.enumerated() {
            let center = ProportionalTrade.center(cost)
            for (side, pieces) in [(1.0, cost.pieces(rightOf: center)), (-1.0, cost.pieces(leftOf: center))] {
                for piece in pieces {
                    owners.append(view)
                    sides.append(side)
                    bounds.append(piece.length)
                    rates.append(piece.rate)
                }
            }
        }
        guard let firstPiece = owners.indices.first else { return nil }
        let errorStart = owners.count
        let columns = errorStart + 2 * n
        let rows = n + 1
        let levels = PriorityKey.strongestFirst(rates.flatMap { $0.entries.map(\.key) } + trade.keys)
        guard BoundedProgram.fits(rowCount: rows, columnCount: columns, levelCount: levels.count) else { return nil }
        var definition = BoundedProgram.Definition(rowCount: rows, columnCount: columns, levelCount: levels.count,
                                                   bounds: bounds)
        for column in 0..<errorStart {
            definition.cells[owners[column] * columns + column] = sides[column]
            definition.cells[n * columns + column] = sides[column]
            definition.addCost(rates[column], column: column, levels: levels)
        }
        var naturals = 0.0
        for view in 0..<n {
            let plus = errorStart + 2 * view, minus = plus + 1
            let natural = ProportionalTrade.center(trade.costs[view])
            naturals += natural
            definition.cells[view * columns + plus] = -1
            definition.cells[view * columns + minus] = 1
            let value = trade.multipliers[view] * start - natural
            definition.values[view] = value
            definition.rates[view] = trade.multipliers[view]
            definition.basis.append(value < 0 ? plus : minus)
            let level = PriorityKey.index(of: trade.keys[view], in: levels)
            definition.costs[level * columns + plus] += 1
            definition.costs[level * columns + minus] += 1
        }
        definition.values[n] = start - trade.offset - naturals
        definition.rates[n] = 1
        definition.basis.append(firstPiece)  // at 0 there: no other row moves
        guard let program = BoundedProgram(consume definition) else { return nil }
        self.program = program
        self.levels = levels
        self.start = start
        let objective = program.objectiveValue
        var total = CostVector.zero
        for (index, key) in levels.enumerated() { total = total + CostVector(key, objective[index]) }
        value = total
    }

    /// Follows ℓ from the start to `end` (±∞ for no end): f at every basis change and at `end`, by increasing
    /// distance from the start, and for an endless side f's final slope (per unit of ℓ). Nil when the program fails
    /// or changes its basis more often than `CentringTies.evaluationLimit` allows.
    func trace(to end: Double) -> (points: [(x: Double, value: CostVector)], final: CostVector?)? {
        var points: [(x: Double, value: CostVector)] = []
        var budget = CentringTies.evaluationLimit(pieces: program.columnCount)
        while true {
            let remaining = end - (start + program.amount)
            if end.isFinite && abs(remaining) <= 1e-12 * max(1, abs(end)) { return (points, nil) }
            budget -= 1
            guard budget >= 0 else { return nil }
            let rate = program.objectiveRate
            guard let moved = program.trace(toward: remaining) else { return nil }
            guard moved.isFinite else { return (points, BoundedProgram.change(rate, by: 1, levels: levels)) }
            guard moved != 0 else { continue }
            value = value + BoundedProgram.change(rate, by: moved, levels: levels)
            let reached = abs(moved) >= abs(remaining)
            points.append((reached ? end : start + program.amount, value))
            if reached { return (points, nil) }
        }
    }
}

/// Region 1 of a `CentringProgram` (A ≥ B) as a `BoundedProgram` whose amount is how far the edge A lies below
/// `evenEdge`: what `CentringProgram.tracedRegionOne()` follows from one optimal basis to the next.
///
/// Columns: every weak piece's share (growing or shrinking its view from its cheapest length, 0 ≤ y ≤ length; an
/// endless piece whose rate has a negative level is bounded by `CostGadget.endlessLength`, as a unit's gadget writes
/// it), each edge gap's slack over its minimum sₖ ≥ 0, and per centring level k the parts e⁺ₖ, e⁻ₖ ≥ 0 of dₖ − d₀.
/// Rows: `dₖ − d₀ − e⁺ₖ + e⁻ₖ = 0` for k ≥ 1, and `Σ views' changes + Σ sₖ = A − Σ naturals − Σ gaps`. The objective
/// per level: e⁺ₖ + e⁻ₖ at distance k's level, and every piece's rate times its share, as the Cassowary encoding
/// (`CostGadget` with `LevelSums`) weighs them. At A = `evenEdge` every view keeps its cheapest length and the gaps
/// space the centres evenly: the slacks are a feasible basis there.
final class CentringRegionProgram {
    private let program: BoundedProgram
    private let owner: CentringProgram
    /// Per piece column: its view and +1 (growing) or −1 (shrinking).
    private let pieces: [(view: Int, side: Double)]
    /// The objective's levels, strongest first.
    private let levels: [PriorityKey]
    /// The edge at amount 0.
    let start: Double
    /// F at the current edge: F at `start` (`CentringProgram.value(_:_:)`) plus the objective's change since, which
    /// is linear in the amount within a basis (so F is carried from one basis change to the next, not evaluated
    /// from every piece again).
    private(set) var value: CostVector

    init?(_ owner: CentringProgram) {
        let views = owner.parts.count, gapCount = owner.gaps.count
        guard views >= 3, gapCount == views - 1 else { return nil }
        let centringCount = gapCount - 1
        var pieces: [(view: Int, side: Double)] = []
        var bounds: [Double] = []
        var rates: [CostVector] = []
        for (view, part) in owner.parts.enumerated() {
            let center = min(max(owner.naturals[view], part.lower), part.upper)
            for (side, sidePieces) in [(1.0, part.pieces(rightOf: center)), (-1.0, part.pieces(leftOf: center))] {
                for piece in sidePieces {
                    pieces.append((view, side))
                    let endless = !piece.length.isFinite && piece.rate.entries.contains { $0.rate < 0 }
                    bounds.append(endless ? CostGadget.endlessLength : piece.length)
                    rates.append(piece.rate)
                }
            }
        }
        let slackStart = pieces.count, errorStart = slackStart + gapCount
        let columns = errorStart + 2 * centringCount
        let rows = gapCount  // the centring rows, then the sum
        let sumRow = centringCount

        // The levels: the centring keys and every piece's, strongest first.
        var keyList: [PriorityKey] = Array(owner.keys[1...centringCount])
        for rate in rates { keyList.append(contentsOf: rate.entries.map(\.key)) }
        let levels = PriorityKey.strongestFirst(keyList)
        guard BoundedProgram.fits(rowCount: rows, columnCount: columns, levelCount: levels.count) else { return nil }

        let x = owner.naturals, g = owner.gaps
        var definition = BoundedProgram.Definition(rowCount: rows, columnCount: columns, levelCount: levels.count,
                                                   bounds: bounds)
        for k in 1...centringCount {
            let row = k - 1
            for (column, piece) in pieces.enumerated() {
                var weight = 0.0
                if piece.view == k || piece.view == k + 1 { weight += 0.5 }
                if piece.view == 0 || piece.view == 1 { weight -= 0.5 }
                definition.cells[row * columns + column] = piece.side * weight
            }
            definition.cells[row * columns + slackStart + k] = 1
            definition.cells[row * columns + slackStart] = -1
            definition.cells[row * columns + errorStart + 2 * (k - 1)] = -1
            definition.cells[row * columns + errorStart + 2 * (k - 1) + 1] = 1
            definition.values[row] = -((x[k] + x[k + 1] - x[0] - x[1]) / 2 + g[k] - g[0])
            let costRow = PriorityKey.index(of: owner.keys[k], in: levels)
            definition.costs[costRow * columns + errorStart + 2 * (k - 1)] = 1
            definition.costs[costRow * columns + errorStart + 2 * (k - 1) + 1] = 1
            definition.basis.append(slackStart + k)
        }
        for (column, piece) in pieces.enumerated() { definition.cells[sumRow * columns + column] = piece.side }
        for k in 0..<gapCount { definition.cells[sumRow * columns + slackStart + k] = 1 }
        start = owner.evenEdge
        definition.values[sumRow] = start - x.reduce(0, +) - g.reduce(0, +)
        definition.rates[sumRow] = -1
        definition.basis.append(slackStart)
        for (column, rate) in rates.enumerated() { definition.addCost(rate, column: column, levels: levels) }
        guard let program = BoundedProgram(consume definition) else { return nil }
        self.program = program
        self.owner = owner
        self.pieces = pieces
        self.levels = levels
        // F once from the lengths and gaps (as the Cassowary trace evaluates it at every point), then carried.
        let y = program.solution
        var lengths = x
        for (column, piece) in pieces.enumerated() { lengths[piece.view] += piece.side * y[column] }
        value = owner.value(lengths, g.indices.map { g[$0] + y[slackStart + $0] })
    }

    /// The edge at the current amount.
    var edge: Double { start - program.amount }

    /// Moves the edge down towards `target` only as far as the optimal basis holds: F is linear up to there. The
    /// new edge and F there; an infinite edge when the basis holds without end; nil when the program fails.
    func advance(toward target: Double) -> (edge: Double, value: CostVector)? {
        let remaining = edge - target
        let rate = program.objectiveRate
        guard let moved = program.trace(toward: remaining) else { return nil }
        guard moved.isFinite else { return (-.infinity, .zero) }
        if moved != 0 { value = value + BoundedProgram.change(rate, by: moved, levels: levels) }
        return (moved >= remaining ? target : edge, value)
    }
}

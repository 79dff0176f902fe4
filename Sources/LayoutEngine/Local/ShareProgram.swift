/// The share LP of one tied group of an equalCentering squeeze (`CentringTies`), followed parametrically as the
/// amount to share moves (`BoundedProgram`).
///
/// Variables: each piece's share 0 ≤ yₚ ≤ Lₚ (an endless piece whose rate has a negative level is bounded by
/// `CostGadget.endlessLength`, as a unit's gadget writes it), and per centring level k the parts e⁺ₖ, e⁻ₖ ≥ 0 of
/// `dₖ(y)`, distance k's minimum minus distance 0's. Rows: `dₖ(y) − e⁺ₖ + e⁻ₖ = 0` per centring level and Σyₚ = a.
/// The objective, level by level strongest first, is e⁺ₖ + e⁻ₖ at distance k's level plus every piece's rate at and
/// below the centring levels times its share: the LP `CassowaryBridge` would solve for the same constraints, without
/// a general solver's bookkeeping (building it on Cassowary cost ≈ 13 K instructions per constraint).
///
/// At a = 0 every share is 0 and the centring rows' errors take the differences: a feasible basis to start from.
struct ShareProgram {
    private let program: BoundedProgram
    /// The pieces' columns are 0..<pieceCount.
    private let pieceCount: Int
    /// What a unit of each column costs in the squeeze: a piece's whole rate, a centring error's level.
    private let columnCosts: LevelledVectors

    /// The program for `pieces` (owner, length, rate at and below the centring levels) with the views' lengths before
    /// the group `base`, the minimum gaps and the centring levels (`keys[k]` for distance k ≥ 1), solved at amount
    /// 0; nil when the simplex fails.
    init?(pieces: [CentringTies.Piece], base: [Double], gaps: [Double], keys: [PriorityKey]) {
        guard !pieces.isEmpty else { return nil }
        let centring = max(gaps.count - 1, 0)
        let bounds: [Double] = pieces.map { piece in
            if piece.length.isFinite { return piece.length }
            return piece.residual.entries.contains { $0.rate < 0 } ? CostGadget.endlessLength : .infinity
        }
        // Columns: shares, then e⁺ and e⁻ per centring row. Rows: the centring rows, then the sum.
        let errorStart = pieces.count
        let columns = errorStart + 2 * centring
        let rows = centring + 1
        let sumRow = centring

        // The levels: the centring keys and every piece's, strongest first.
        let levels = PriorityKey.strongestFirst(centring > 0 ? Array(keys[1...centring]) : [],
                                                merging: pieces.map(\.residual))
        guard BoundedProgram.fits(rowCount: rows, columnCount: columns, levelCount: levels.count) else { return nil }

        var definition = BoundedProgram.Definition(rowCount: rows, columnCount: columns, levelCount: levels.count,
                                                   bounds: bounds)
        for k in 0..<centring {
            // Distance (k + 1)'s minimum minus distance 0's: constant + Σ weight·y.
            let d = k + 1
            let constant = (base[d] + base[d + 1] - base[0] - base[1]) / 2 + gaps[d] - gaps[0]
            for (p, piece) in pieces.enumerated() {
                var weight = 0.0
                if piece.owner == d || piece.owner == d + 1 { weight -= 0.5 }
                if piece.owner == 0 || piece.owner == 1 { weight += 0.5 }
                definition.cells[k * columns + p] = weight
            }
            let plus = errorStart + 2 * k, minus = plus + 1
            // weight·y − e⁺ + e⁻ = −constant: e⁻ starts basic when −constant ≥ 0, else e⁺.
            definition.cells[k * columns + plus] = -1
            definition.cells[k * columns + minus] = 1
            definition.values[k] = -constant
            definition.basis.append(-constant < 0 ? plus : minus)
            let level = PriorityKey.index(of: keys[d], in: levels)
            definition.costs[level * columns + plus] += 1
            definition.costs[level * columns + minus] += 1
        }
        for p in pieces.indices { definition.cells[sumRow * columns + p] = 1 }
        definition.rates[sumRow] = 1
        definition.basis.append(0)  // share 0 enters the sum row, at 0: nothing else moves
        for (p, piece) in pieces.enumerated() { definition.addCost(piece.residual, column: p, levels: levels) }
        guard let program = BoundedProgram(consume definition) else { return nil }
        self.program = program
        pieceCount = pieces.count
        columnCosts = LevelledVectors(pieces.map(\.rate), unitPairs: keys[1..<(centring + 1)])
    }

    /// How the squeeze's cost (the pieces' whole rates times their shares plus the centring cost) changes per unit of
    /// the amount while the current basis holds: what ``trace(toward:)`` moves along before it changes the basis.
    var slope: CostVector {
        columnCosts.sum(program.basicRates.lazy.map { ($0.column, $0.rate) })
    }

    /// The amount the shares are for.
    var amount: Double { program.amount }

    /// Every piece's share at the current amount.
    var shares: [Double] { Array(program.solution[0..<pieceCount]) }

    /// ``BoundedProgram/trace(toward:)``.
    func trace(toward delta: Double) -> Double? { program.trace(toward: delta) }

    /// ``BoundedProgram/move(by:)``.
    func move(by delta: Double) -> Bool { program.move(by: delta) }

    /// ``BoundedProgram/move(to:)``.
    func move(to target: Double) -> Bool { program.move(to: target) }
}

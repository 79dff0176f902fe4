/// The share LP of one tied group of an equalCentering squeeze (`CentringTies`), solved on a small dense tableau
/// and followed parametrically as the amount to share moves.
///
/// Variables: each piece's share yₚ ≥ 0 (at most its length Lₚ; an endless piece whose rate has a negative level is
/// bounded by `CostGadget.endlessLength`, as a unit's gadget writes it). Rows: Σyₚ = a, and per centring level k
/// `dₖ(y) − eₖ⁺ + eₖ⁻ = 0`, where dₖ is distance k's minimum minus distance 0's. The objective, level by level
/// strongest first, is eₖ⁺ + eₖ⁻ at distance k's level plus every piece's rate at and below the centring levels
/// times its share: the LP `CassowaryBridge` would solve for the same constraints, without a general solver's
/// bookkeeping (the group's LP has a few dozen cells; building it on Cassowary cost ≈ 13 K instructions per
/// constraint).
///
/// Method: the bounded variables get slack rows (standard form, every variable ≥ 0); the tableau starts at a = 0,
/// where every share is 0 and an obvious basis is feasible, and a primal simplex (Bland's rule) makes it optimal.
/// Then a moves parametrically: within one basis every basic value is affine in a (`rates`), so the basis holds
/// until a basic value reaches 0; there one dual simplex pivot (the lexicographically smallest ratio of reduced
/// cost to pivot element) gives the basis that is optimal beyond (`trace(toward:)`).
final class ShareProgram {
    private let rowCount: Int
    private let columnCount: Int
    private let levelCount: Int
    /// The pieces' columns are 0..<pieceCount.
    private let pieceCount: Int
    /// Pivots one operation (solving at amount 0, one trace step, one move) may make before it gives up: guards
    /// against cycling on degenerate bases, as Cassowary's budget per operation does.
    private let pivotBudget: Int

    /// What the simplex changes, behind a pointer (`storage`, read and written through `tableau`): a class's stored
    /// properties are checked for exclusive access at run time on every access, which cost about a fifth of the tied
    /// squeezes' tracing.
    private struct Tableau {
        /// Row-major coefficients, `rowCount × columnCount`.
        var cells: [Double]
        /// Each row's basic value.
        var values: [Double]
        /// How each row's basic value changes per unit of the amount.
        var rates: [Double]
        /// The basic column of each row.
        var basis: [Int]
        /// Reduced costs, one row of `columnCount` per level, strongest level first.
        var reduced: [Double]
        /// The amount the values are for.
        var amount = 0.0
        /// The pivots the current operation has left.
        var pivotsLeft: Int
    }

    private let storage: UnsafeMutablePointer<Tableau>

    private var tableau: Tableau {
        unsafeAddress { UnsafePointer(storage) }
        unsafeMutableAddress { storage }
    }

    /// The amount the values are for.
    var amount: Double { tableau.amount }

    /// Reduced costs and ratios closer to 0 than this count as 0 (as `CostVector.compare`).
    private static let costTolerance = 1e-9
    /// Pivot elements and value rates smaller than this count as 0.
    private static let pivotTolerance = 1e-11

    /// The program for `pieces` (owner, length, rate at and below the centring levels) with the views' lengths before
    /// the group `base`, the minimum gaps and the centring levels (`keys[k]` for distance k ≥ 1), solved at amount
    /// 0; nil when the simplex fails.
    init?(pieces: [CentringTies.Piece], base: [Double], gaps: [Double], keys: [PriorityKey]) {
        let centring = max(gaps.count - 1, 0)
        let bounds: [Double] = pieces.map { piece in
            if piece.length.isFinite { return piece.length }
            return piece.residual.entries.contains { $0.rate < 0 } ? CostGadget.endlessLength : .infinity
        }
        let bounded = bounds.indices.filter { bounds[$0].isFinite }
        pieceCount = pieces.count
        // Columns: shares, then e⁺ and e⁻ per centring row, then one slack per bounded share.
        let errorStart = pieces.count, slackStart = pieces.count + 2 * centring
        columnCount = slackStart + bounded.count
        // Rows: the centring rows, the sum, then one bound row per bounded share.
        let sumRow = centring
        rowCount = centring + 1 + bounded.count
        // Built in locals, then moved behind the pointer.
        var cells = [Double](repeating: 0, count: rowCount * columnCount)
        var values = [Double](repeating: 0, count: rowCount)
        var rates = [Double](repeating: 0, count: rowCount)
        var basis = [Int](repeating: 0, count: rowCount)
        pivotBudget = 50 * (rowCount + columnCount) + 100

        // The levels: the centring keys and every piece's, strongest first.
        var keyList: [PriorityKey] = centring > 0 ? Array(keys[1...centring]) : []
        for piece in pieces { keyList.append(contentsOf: piece.residual.entries.map(\.key)) }
        keyList.sort { $1 < $0 }
        var levels: [PriorityKey] = []
        for key in keyList where levels.last != key { levels.append(key) }
        levelCount = levels.count
        var reduced = [Double](repeating: 0, count: levels.count * columnCount)
        func level(_ key: PriorityKey) -> Int {
            var low = 0, high = levels.count  // levels fall strictly: binary search for `key`
            while low < high {
                let middle = (low + high) / 2
                if key < levels[middle] { low = middle + 1 } else { high = middle }
            }
            return low
        }

        for k in 0..<centring {
            // Distance (k + 1)'s minimum minus distance 0's: constant + Σ weight·y.
            let d = k + 1
            let constant = (base[d] + base[d + 1] - base[0] - base[1]) / 2 + gaps[d] - gaps[0]
            for (p, piece) in pieces.enumerated() {
                var weight = 0.0
                if piece.owner == d || piece.owner == d + 1 { weight -= 0.5 }
                if piece.owner == 0 || piece.owner == 1 { weight += 0.5 }
                cells[k * columnCount + p] = weight
            }
            let plus = errorStart + 2 * k, minus = plus + 1
            // weight·y − e⁺ + e⁻ = −constant, with e⁻ basic when −constant ≥ 0, else e⁺ (the row negated).
            cells[k * columnCount + plus] = -1
            cells[k * columnCount + minus] = 1
            values[k] = -constant
            basis[k] = minus
            if -constant < 0 {
                for column in 0..<columnCount { cells[k * columnCount + column] *= -1 }
                values[k] = constant
                basis[k] = plus
            }
            let row = level(keys[d])
            reduced[row * columnCount + plus] += 1
            reduced[row * columnCount + minus] += 1
        }
        for p in pieces.indices { cells[sumRow * columnCount + p] = 1 }
        rates[sumRow] = 1
        basis[sumRow] = 0
        for (index, p) in bounded.enumerated() {
            let row = sumRow + 1 + index
            cells[row * columnCount + p] = 1
            cells[row * columnCount + slackStart + index] = 1
            values[row] = bounds[p]
            basis[row] = slackStart + index
        }
        for (p, piece) in pieces.enumerated() {
            for entry in piece.residual.entries { reduced[level(entry.key) * columnCount + p] += entry.rate }
        }
        storage = .allocate(capacity: 1)
        storage.initialize(to: Tableau(cells: consume cells, values: consume values, rates: consume rates,
                                       basis: consume basis, reduced: consume reduced, pivotsLeft: pivotBudget))
        guard !pieces.isEmpty else { return nil }
        // Share 0 enters the sum row (it is 0 there: nothing else moves), then the reduced costs are made 0 on
        // every basic column.
        eliminate(row: sumRow, column: 0)
        for row in 0..<rowCount { eliminateCost(row: row) }
        guard optimize() else { return nil }
    }

    deinit {
        storage.deinitialize(count: 1)
        storage.deallocate()
    }

    /// Every piece's share at the current amount.
    var shares: [Double] {
        var result = [Double](repeating: 0, count: pieceCount)
        for row in 0..<rowCount where tableau.basis[row] < pieceCount {
            result[tableau.basis[row]] = tableau.values[row]
        }
        return result
    }

    // MARK: Moving the amount

    /// Moves the amount towards `delta` (its sign gives the direction) as far as the optimal basis holds, at most
    /// `|delta|`, changing the basis there when that lies before `|delta|`. Returns the signed distance moved:
    /// infinite (nothing moved) when `delta` is infinite and the basis holds without end; nil when no basis holds
    /// beyond. (The caller's loop bounds the steps.)
    func trace(toward delta: Double) -> Double? {
        tableau.pivotsLeft = pivotBudget
        return step(toward: delta)
    }

    /// One step of ``trace(toward:)``, counting its pivot against the operation's budget.
    private func step(toward delta: Double) -> Double? {
        let direction: Double = delta < 0 ? -1 : 1
        let limit = abs(delta)
        var leaving: Int?
        var distance = Double.infinity
        for row in 0..<rowCount {
            let rate = direction * tableau.rates[row]
            guard rate < -Self.pivotTolerance else { continue }
            let here = max(tableau.values[row], 0) / -rate
            let earlier = leaving.map { tableau.basis[row] < tableau.basis[$0] } ?? true
            if here < distance || (here == distance && earlier) {
                distance = here
                leaving = row
            }
        }
        // A change at the limit itself is left to the next move: beyond the group's total no basis holds.
        let reachesLimit = distance >= limit - 1e-12 * max(1, limit)
        let moved = reachesLimit ? limit : distance
        guard moved.isFinite else { return moved }
        if moved > 0 {
            for row in 0..<rowCount { tableau.values[row] += direction * moved * tableau.rates[row] }
            tableau.amount += direction * moved
        }
        guard let row = leaving, !reachesLimit else { return direction * moved }
        tableau.values[row] = 0
        guard let entering = dualEntering(row) else { return nil }
        guard pivot(row: row, column: entering) else { return nil }
        return direction * moved
    }

    /// Moves the amount by `delta`, through every basis change on the way; false when that fails (or cycles past the
    /// budget).
    func move(by delta: Double) -> Bool {
        tableau.pivotsLeft = pivotBudget
        var left = delta
        while abs(left) > 1e-12 * max(1, abs(amount)) {
            guard let moved = step(toward: left), moved.isFinite else { return false }
            left -= moved
        }
        return true
    }

    /// ``move(by:)`` to `target`.
    func move(to target: Double) -> Bool { move(by: target - amount) }

    // MARK: Simplex

    /// Primal simplex to optimality (Bland's rule: the first improving column, the first blocking row); false when
    /// unbounded or out of pivots.
    private func optimize() -> Bool {
        while let column = (0..<columnCount).first(where: { !isBasic($0) && sign(ofColumn: $0) < 0 }) {
            var leaving: Int?
            var best = Double.infinity
            for row in 0..<rowCount {
                let element = tableau.cells[row * columnCount + column]
                guard element > Self.pivotTolerance else { continue }
                let ratio = max(tableau.values[row], 0) / element
                if ratio < best || (ratio == best && leaving.map({ tableau.basis[row] < tableau.basis[$0] }) ?? true) {
                    best = ratio
                    leaving = row
                }
            }
            guard let row = leaving, pivot(row: row, column: column) else { return false }
        }
        return true
    }

    /// The column entering for leaving `row` (whose value would fall below 0): among the columns whose element in
    /// the row is negative, the smallest reduced cost per unit of the element, compared level by level.
    private func dualEntering(_ row: Int) -> Int? {
        var best: Int?
        for column in 0..<columnCount where !isBasic(column) {
            guard tableau.cells[row * columnCount + column] < -Self.pivotTolerance else { continue }
            guard let current = best else {
                best = column
                continue
            }
            if compareRatios(column, current, row: row) < 0 { best = column }
        }
        return best
    }

    /// −1, 0 or 1 as column a's reduced costs per unit of its element in `row` are lexicographically below, equal to or
    /// above column b's.
    private func compareRatios(_ a: Int, _ b: Int, row: Int) -> Int {
        let scaleA = -tableau.cells[row * columnCount + a], scaleB = -tableau.cells[row * columnCount + b]
        for level in 0..<levelCount {
            let difference = tableau.reduced[level * columnCount + a] / scaleA
                - tableau.reduced[level * columnCount + b] / scaleB
            if abs(difference) > Self.costTolerance { return difference < 0 ? -1 : 1 }
        }
        return 0
    }

    /// The sign of a column's reduced cost: its strongest level whose reduced cost is not 0.
    private func sign(ofColumn column: Int) -> Int {
        for level in 0..<levelCount {
            let cost = tableau.reduced[level * columnCount + column]
            if abs(cost) > Self.costTolerance { return cost < 0 ? -1 : 1 }
        }
        return 0
    }

    private func isBasic(_ column: Int) -> Bool { tableau.basis.contains(column) }

    private func pivot(row: Int, column: Int) -> Bool {
        tableau.pivotsLeft -= 1
        guard tableau.pivotsLeft >= 0, abs(tableau.cells[row * columnCount + column]) > Self.pivotTolerance else {
            return false
        }
        eliminate(row: row, column: column)
        eliminateCost(row: row)
        return true
    }

    /// Makes `column` basic in `row`: the row divided by its element, the column cleared from every other row.
    private func eliminate(row: Int, column: Int) {
        let n = columnCount
        let element = tableau.cells[row * n + column]
        if element != 1 {
            for j in 0..<n { tableau.cells[row * n + j] /= element }
            tableau.values[row] /= element
            tableau.rates[row] /= element
        }
        tableau.cells[row * n + column] = 1
        for other in 0..<rowCount where other != row {
            let factor = tableau.cells[other * n + column]
            guard factor != 0 else { continue }
            for j in 0..<n { tableau.cells[other * n + j] -= factor * tableau.cells[row * n + j] }
            tableau.cells[other * n + column] = 0
            tableau.values[other] -= factor * tableau.values[row]
            tableau.rates[other] -= factor * tableau.rates[row]
        }
        tableau.basis[row] = column
    }

    /// Clears the reduced costs of `row`'s basic column on every level.
    private func eliminateCost(row: Int) {
        let n = columnCount, column = tableau.basis[row]
        for level in 0..<levelCount {
            let factor = tableau.reduced[level * n + column]
            guard factor != 0 else { continue }
            for j in 0..<n { tableau.reduced[level * n + j] -= factor * tableau.cells[row * n + j] }
            tableau.reduced[level * n + column] = 0
        }
    }
}

/// A small lexicographic LP with bounded variables, solved on a dense tableau and followed parametrically as its
/// right-hand side moves:
///
///     minimize  Σₗ costₗ·y  level by level, strongest first
///     with      M·y = b + a·r,   0 ≤ yⱼ ≤ uⱼ  (uⱼ may be ∞)
///
/// for an amount a that starts at 0. The bounds are kept out of the rows (a column not in the basis sits at 0 or at
/// its bound), so the tableau has one row per equation: for `CentringProgram`'s region 1 a few rows against
/// hundreds of piece columns, where a bound row per piece made each pivot cost as much as the whole program.
///
/// Method: the caller names one column per row whose basic solution (every other column at 0) is feasible; the
/// rows are reduced to that basis and a primal simplex (Bland's rule) makes it optimal. Then a moves: within one
/// basis every basic value is affine in a (`rates`, B⁻¹r), so the basis holds until a basic value reaches 0 or its
/// bound; there one dual simplex pivot (the lexicographically smallest ratio of reduced cost to pivot element among
/// the columns that can move the right way from their bound) gives the basis that is optimal beyond.
final class BoundedProgram {
    private let rowCount: Int
    let columnCount: Int
    private let levelCount: Int
    private let upper: [Double]
    /// Per column, its levels with a cost as defined (the objective's, not the reduced ones), strongest first:
    /// column c's are `columnCosts[columnCostStarts[c]..<columnCostStarts[c + 1]]` (one list for all columns, not
    /// an array per column).
    private let columnCosts: [(level: Int, cost: Double)]
    private let columnCostStarts: [Int32]
    /// Pivots one operation may make before it gives up: guards against cycling on degenerate bases.
    private let pivotBudget: Int

    /// What the simplex changes, behind one pointer (`storage`, read and written through `state`): a class's stored
    /// properties are checked for exclusive access at run time on every access.
    private struct State {
        var cells: [Double]
        /// Each row's basic value (not the reduced right-hand side: columns at their bounds count in it).
        var values: [Double]
        var rates: [Double]
        var basis: [Int]
        /// Per column: whether it is basic, and where a column out of the basis sits.
        var isBasic: [Bool]
        var atUpper: [Bool]
        /// Reduced costs, one row of `columnCount` per level.
        var reduced: [Double]
        var amount = 0.0
        var pivotsLeft: Int
        /// How many of the pivot row's columns are not 0 (``BoundedProgram/pivotScratch``).
        var nonzeroCount = 0

        /// Per column, its strongest level whose reduced cost is not 0, `levelCount` when none: the levels above it
        /// neither give a sign (``sign(ofColumn:)``) nor tell ratios apart
        /// (``compareRatios(_:_:row:side:reduced:firstLevel:columns:levels:)``). Kept by ``eliminateCost(row:)`` once
        /// `tracksLevels`.
        var firstLevel: [Int] = []
        var tracksLevels = false
        /// The levels the last ``eliminateCost(row:)`` changed, strongest first (scratch).
        var changedLevels: [Int] = []
    }

    private let storage: UnsafeMutablePointer<State>

    /// The row being pivoted on, as ``collectNonzero(row:dividingBy:)`` leaves it for
    /// ``eliminate(row:column:reducingValues:)`` and ``eliminateCost(row:)``: its nonzero columns, their values, and
    /// the row in full (room for every column in each, allocated with the program). The rows are mostly zeros, and a
    /// zero changes nothing it is subtracted from: a row is read from its nonzeros unless it has many.
    private let pivotScratch: PivotScratch

    private typealias PivotScratch = (columns: UnsafeMutablePointer<Int>, values: UnsafeMutablePointer<Double>,
                                      row: UnsafeMutablePointer<Double>)

    private static func allocatePivotScratch(columns: Int) -> PivotScratch {
        let room = Swift.max(columns, 1)
        return (.allocate(capacity: room), .allocate(capacity: room), .allocate(capacity: room))
    }

    private var state: State {
        unsafeAddress { UnsafePointer(storage) }
        unsafeMutableAddress { storage }
    }

    /// Reduced costs and ratios closer to 0 than this count as 0 (as `CostVector.compare`).
    private static let costTolerance = 1e-9
    /// Pivot elements and value rates smaller than this count as 0.
    private static let pivotTolerance = 1e-11

    /// The largest program built: its coefficients and reduced costs are dense, (rows + levels) × columns numbers,
    /// and a stack's programs grow with the square of its views (a row and a level per view, a few columns each:
    /// 10 M numbers at 1,000 views, 90 M at 3,000, a billion at 10,000, 8 GB). Past this (1 GiB, about 3,600
    /// views) ``fits(rowCount:columnCount:levelCount:)`` says no and the callers take their other methods, the
    /// searches and in the end the stack as a unit, instead of running out of memory.
    static let maximumEntries = 1 << 27

    /// Whether a program of this size is within ``maximumEntries``.
    static func fits(rowCount: Int, columnCount: Int, levelCount: Int) -> Bool {
        let (entries, overflow) = (rowCount + levelCount).multipliedReportingOverflow(by: columnCount)
        return !overflow && entries <= maximumEntries
    }

    /// The program solved at amount 0; nil when a named basic column cannot be made basic or the simplex fails.
    ///
    /// The definition's coefficients and costs become the program's tableau: a caller that passes its last copy
    /// (`consume definition`) has them moved, not copied when the simplex first changes them (a wide stack's
    /// program holds megabytes of them).
    init?(_ definition: consuming Definition) {
        rowCount = definition.rowCount
        columnCount = definition.columnCount
        levelCount = definition.levelCount
        upper = definition.upper
        // Counted per column, then placed level by level (the costs' order in memory), so each column's run is
        // strongest first.
        let (columns, levels) = (definition.columnCount, definition.levelCount)
        var starts = [Int32](count: columns + 1, filledWith: 0)
        var columnCosts: [(level: Int, cost: Double)] = []
        definition.costs.withUnsafeBufferPointer { costs in
            guard costs.count >= levels * columns else { return }
            for level in 0..<levels {
                for column in 0..<columns where costs[level * columns + column] != 0 { starts[column + 1] += 1 }
            }
            for column in 0..<columns { starts[column + 1] += starts[column] }
            var next = starts
            columnCosts = [(level: Int, cost: Double)](repeating: (0, 0), count: Int(starts[columns]))
            for level in 0..<levels {
                for column in 0..<columns where costs[level * columns + column] != 0 {
                    columnCosts[Int(next[column])] = (level, costs[level * columns + column])
                    next[column] += 1
                }
            }
        }
        self.columnCosts = columnCosts
        columnCostStarts = starts
        pivotBudget = 50 * (rowCount + columnCount) + 100
        pivotScratch = Self.allocatePivotScratch(columns: columnCount)
        storage = .allocate(capacity: 1)
        let named = definition.basis
        var cells: [Double] = [], costs: [Double] = []
        swap(&cells, &definition.cells)
        swap(&costs, &definition.costs)
        storage.initialize(to: State(cells: consume cells, values: definition.values, rates: definition.rates,
                                     basis: [Int](count: rowCount, filledWith: -1),
                                     isBasic: [Bool](count: columnCount, filledWith: false),
                                     atUpper: [Bool](count: columnCount, filledWith: false),
                                     reduced: consume costs, pivotsLeft: pivotBudget))
        // With every column at 0 the right-hand side is the basic values: reduced with the rows, they stay so.
        for (row, column) in named.enumerated() {
            guard abs(state.cells[row * columnCount + column]) > Self.pivotTolerance else { return nil }
            eliminate(row: row, column: column, reducingValues: true)
        }
        for row in 0..<rowCount {
            collectNonzero(row: row)
            eliminateCost(row: row)
        }
        // Level by level (the reduced costs' order in memory), each column's first nonzero one.
        var firstLevel = [Int](count: columnCount, filledWith: levelCount)
        state.reduced.withUnsafeBufferPointer { reduced in
            guard reduced.count >= levelCount * columnCount else { return }
            for level in (0..<levelCount).reversed() {
                for column in 0..<columnCount where reduced[level * columnCount + column] != 0 {
                    firstLevel[column] = level
                }
            }
        }
        state.firstLevel = firstLevel
        state.tracksLevels = true
        guard optimize() else { return nil }
    }

    /// A program in `copying`'s state, moving on its own from there.
    init(copying other: BoundedProgram) {
        rowCount = other.rowCount
        columnCount = other.columnCount
        levelCount = other.levelCount
        upper = other.upper
        columnCosts = other.columnCosts
        columnCostStarts = other.columnCostStarts
        pivotBudget = other.pivotBudget
        pivotScratch = Self.allocatePivotScratch(columns: columnCount)
        storage = .allocate(capacity: 1)
        storage.initialize(to: other.state)
    }

    deinit {
        storage.deinitialize(count: 1)
        storage.deallocate()
        pivotScratch.columns.deallocate()
        pivotScratch.values.deallocate()
        pivotScratch.row.deallocate()
    }

    /// The amount the values are for.
    var amount: Double { state.amount }

    /// Every column's value at the current amount.
    var solution: [Double] {
        var result = [Double](count: columnCount, filledWith: 0)
        for column in 0..<columnCount where state.atUpper[column] { result[column] = upper[column] }
        for row in 0..<rowCount { result[state.basis[row]] = state.values[row] }
        return result
    }

    /// How the objective changes per unit of the amount in the current basis, per level: the basic columns move at
    /// their rates (``basicRates``), the others stay at their bounds.
    var objectiveRate: [Double] {
        // Per level the rows' terms in row order, as a dense sum would add them; the terms left out are 0.
        state.rates.withUnsafeBufferPointer { rates in
            state.basis.withUnsafeBufferPointer { basis in
                levelSums((0..<rowCount).lazy.filter { rates[$0] != 0 }.map { (basis[$0], rates[$0]) })
            }
        }
    }

    /// The objective at the current solution, per level: each column's costs times its value, added in column
    /// order. The columns of zero cost are left out: every value is finite, so their terms are ±0, which leave a sum
    /// that starts at +0 as it is.
    var objectiveValue: [Double] {
        let solution = self.solution
        return levelSums(solution.indices.lazy.map { ($0, solution[$0]) })
    }

    /// Per level, the sum of each term's column costs times its weight, the terms in their order. The lists are read
    /// in place: a trace asks at every step, and a slice of the costs per term retained the whole list.
    private func levelSums(_ terms: some Sequence<(column: Int, weight: Double)>) -> [Double] {
        var result = [Double](count: levelCount, filledWith: 0)
        result.withUnsafeMutableBufferPointer { result in
            columnCosts.withUnsafeBufferPointer { costs in
                columnCostStarts.withUnsafeBufferPointer { starts in
                    for (column, weight) in terms {
                        for k in Int(starts[column])..<Int(starts[column + 1]) {
                            result[costs[k].level] += costs[k].cost * weight
                        }
                    }
                }
            }
        }
        return result
    }

    /// `rate` (an ``objectiveRate``) times `amount`, as a cost vector on `levels` (the program's, strongest first):
    /// how the objective changed over a move while one basis held.
    static func change(_ rate: [Double], by amount: Double, levels: [PriorityKey]) -> CostVector {
        var entries: [CostVector.Entry] = []
        for (index, key) in levels.enumerated() where abs(rate[index] * amount) > CostVector.tolerance {
            entries.append((key, rate[index] * amount))
        }
        return CostVector(shared: entries, start: 0, count: entries.count)
    }

    /// The basic columns and how each moves per unit of the amount in the current basis.
    var basicRates: [(column: Int, rate: Double)] {
        (0..<rowCount).map { (state.basis[$0], state.rates[$0]) }
    }

    // MARK: Moving the amount

    /// Moves the amount towards `delta` (its sign gives the direction) as far as the optimal basis holds, at most
    /// `|delta|`, changing the basis there when that lies before `|delta|`. Returns the signed distance moved:
    /// infinite (nothing moved) when `delta` is infinite and the basis holds without end; nil when no basis holds
    /// beyond or the pivots run out.
    func trace(toward delta: Double) -> Double? {
        state.pivotsLeft = pivotBudget
        return step(toward: delta)
    }

    /// Moves the amount by `delta`, through every basis change on the way; false when that fails (or cycles past the
    /// budget).
    func move(by delta: Double) -> Bool {
        state.pivotsLeft = pivotBudget
        var left = delta
        while abs(left) > 1e-12 * max(1, abs(amount)) {
            guard let moved = step(toward: left), moved.isFinite else { return false }
            left -= moved
        }
        return true
    }

    /// ``move(by:)`` to `target`.
    func move(to target: Double) -> Bool { move(by: target - amount) }

    /// One step of ``trace(toward:)``, counting its pivot against the operation's budget.
    private func step(toward delta: Double) -> Double? {
        let direction: Double = delta < 0 ? -1 : 1
        let limit = abs(delta)
        var leaving: Int?
        var toUpper = false
        var distance = Double.infinity
        for row in 0..<rowCount {
            let rate = direction * state.rates[row]
            let here: Double
            let upward: Bool
            if rate < -Self.pivotTolerance {
                here = max(state.values[row], 0) / -rate
                upward = false
            } else if rate > Self.pivotTolerance, upper[state.basis[row]].isFinite {
                here = max(upper[state.basis[row]] - state.values[row], 0) / rate
                upward = true
            } else {
                continue
            }
            let earlier = leaving.map { state.basis[row] < state.basis[$0] } ?? true
            if here < distance || (here == distance && earlier) {
                distance = here
                leaving = row
                toUpper = upward
            }
        }
        // A change at the limit itself is left to the next move (within rounding at the amount's scale).
        let reachesLimit = distance >= limit - 1e-12 * max(1, limit, abs(state.amount))
        let moved = reachesLimit ? limit : distance
        guard moved.isFinite else { return moved }
        if moved > 0 {
            for row in 0..<rowCount { state.values[row] += direction * moved * state.rates[row] }
            state.amount += direction * moved
        }
        guard let row = leaving, !reachesLimit else { return direction * moved }
        guard let entering = dualEntering(row, toUpper: toUpper) else { return nil }
        let leavingColumn = state.basis[row]
        guard pivot(row: row, column: entering) else { return nil }
        state.atUpper[leavingColumn] = toUpper
        return direction * moved
    }

    // MARK: Simplex

    /// Primal simplex to optimality (Bland's rule: the first improving column, the first blocking row); false when
    /// unbounded or out of pivots.
    private func optimize() -> Bool {
        while let (column, direction) = improvingColumn() {
            state.pivotsLeft -= 1
            guard state.pivotsLeft >= 0 else { return false }
            // The entering column moves by t ≥ 0 in `direction` until it reaches its other bound or a basic value
            // reaches 0 or its bound.
            var best = upper[column]
            var leaving: Int?
            var toUpper = false
            for row in 0..<rowCount {
                let element = direction * state.cells[row * columnCount + column]
                let bound = upper[state.basis[row]]
                let ratio: Double
                let upward: Bool
                if element > Self.pivotTolerance {
                    ratio = max(state.values[row], 0) / element
                    upward = false
                } else if element < -Self.pivotTolerance, bound.isFinite {
                    ratio = max(bound - state.values[row], 0) / -element
                    upward = true
                } else {
                    continue
                }
                // Ties go to the lower basic column, and before the entering column's own bound.
                let earlier = leaving.map { state.basis[row] < state.basis[$0] } ?? true
                if ratio < best || (ratio == best && earlier) {
                    best = ratio
                    leaving = row
                    toUpper = upward
                }
            }
            guard best.isFinite else { return false }
            let step = best * direction
            let (n, rows) = (columnCount, rowCount)
            state.values.withUnsafeMutableBufferPointer { values in
                storage.pointee.cells.withUnsafeBufferPointer { cells in
                    guard values.count >= rows, (rows - 1) * n + column < cells.count else { return }
                    for row in 0..<rows { values[row] -= step * cells[row * n + column] }
                }
            }
            guard let row = leaving else {
                state.atUpper[column].toggle()  // it crossed to its other bound
                continue
            }
            let value = direction > 0 ? best : upper[column] - best
            let leavingColumn = state.basis[row]
            guard pivot(row: row, column: column, value: value) else { return false }
            state.atUpper[leavingColumn] = toUpper
        }
        return true
    }

    /// The first column out of the basis whose move off its bound lowers the objective, and that move's direction.
    private func improvingColumn() -> (column: Int, direction: Double)? {
        for column in 0..<columnCount where !state.isBasic[column] {
            let sign = sign(ofColumn: column)
            if sign < 0 && !state.atUpper[column] { return (column, 1) }
            if sign > 0 && state.atUpper[column] { return (column, -1) }
        }
        return nil
    }

    /// The column entering for `row`, whose basic value would pass 0 (or its bound, `toUpper`): among the columns
    /// that can move off their bound so as to hold it there, the smallest reduced cost per unit of the element,
    /// compared level by level.
    private func dualEntering(_ row: Int, toUpper: Bool) -> Int? {
        let side: Double = toUpper ? -1 : 1
        let n = columnCount, levels = levelCount
        var best: Int?
        // Every column is looked at on every dual step: the arrays are read in place.
        state.cells.withUnsafeBufferPointer { cells in
            state.reduced.withUnsafeBufferPointer { reduced in
                state.firstLevel.withUnsafeBufferPointer { firstLevel in
                    state.isBasic.withUnsafeBufferPointer { isBasic in
                        state.atUpper.withUnsafeBufferPointer { atUpper in
                            guard row * n + n <= cells.count, isBasic.count >= n, atUpper.count >= n,
                                  firstLevel.count >= n, levels * n <= reduced.count else { return }
                            let rowCells = UnsafeBufferPointer(rebasing: cells[(row * n)..<(row * n + n)])
                            for column in 0..<n where !isBasic[column] {
                                let element = side * rowCells[column]
                                if atUpper[column] {
                                    guard element > Self.pivotTolerance else { continue }
                                } else {
                                    guard element < -Self.pivotTolerance else { continue }
                                }
                                guard let current = best else {
                                    best = column
                                    continue
                                }
                                if Self.compareRatios(column, current, row: rowCells, side: side, reduced: reduced,
                                                      firstLevel: firstLevel, columns: n, levels: levels) < 0 {
                                    best = column
                                }
                            }
                        }
                    }
                }
            }
        }
        return best
    }

    /// −1, 0 or 1 as column a's reduced costs per unit of its (signed) element in `row` are lexicographically below,
    /// equal to or above column b's. The caller has checked the sizes: `firstLevel` holds every column's and
    /// `reduced` every level's row of `n`.
    private static func compareRatios(_ a: Int, _ b: Int, row: UnsafeBufferPointer<Double>, side: Double,
                                      reduced: UnsafeBufferPointer<Double>, firstLevel: UnsafeBufferPointer<Int>,
                                      columns n: Int, levels: Int) -> Int {
        let scaleA = -side * row[a], scaleB = -side * row[b]
        for level in min(firstLevel[a], firstLevel[b])..<levels {
            let difference = reduced[level * n + a] / scaleA - reduced[level * n + b] / scaleB
            if abs(difference) > costTolerance { return difference < 0 ? -1 : 1 }
        }
        return 0
    }

    /// The sign of a column's reduced cost: its strongest level whose reduced cost is not 0.
    private func sign(ofColumn column: Int) -> Int {
        for level in state.firstLevel[column]..<levelCount {
            let cost = state.reduced[level * columnCount + column]
            if abs(cost) > Self.costTolerance { return cost < 0 ? -1 : 1 }
        }
        return 0
    }

    /// `column`'s strongest level from `start` on whose reduced cost is not 0, `levelCount` when none.
    private func firstNonzeroLevel(column: Int, from start: Int) -> Int {
        var level = start
        while level < levelCount && state.reduced[level * columnCount + column] == 0 { level += 1 }
        return level
    }

    /// Makes `column` basic in `row` with the value it has now (`value`: at its bound unless given), the leaving
    /// column keeping its value outside the basis (the caller records at which bound).
    private func pivot(row: Int, column: Int, value: Double? = nil) -> Bool {
        state.pivotsLeft -= 1
        guard state.pivotsLeft >= 0, abs(state.cells[row * columnCount + column]) > Self.pivotTolerance else {
            return false
        }
        let current = value ?? (state.atUpper[column] ? upper[column] : 0)
        eliminate(row: row, column: column, reducingValues: false)
        state.values[row] = current
        state.atUpper[column] = false
        eliminateCost(row: row)
        return true
    }

    /// Makes `column` basic in `row`: the row divided by its element, the column cleared from every other row (and
    /// from the basic values while they are still the reduced right-hand side, `reducingValues`).
    private func eliminate(row: Int, column: Int, reducingValues: Bool) {
        let n = columnCount
        let element = state.cells[row * n + column]
        // The row divided by its element as its nonzeros are collected (x / x is 1: the element's column is 1).
        collectNonzero(row: row, dividingBy: element)
        if element != 1 {
            if reducingValues { state.values[row] /= element }
            state.rates[row] /= element
        }
        state.cells[row * n + column] = 1
        let pivot = pivot
        for other in 0..<rowCount where other != row {
            let factor = state.cells[other * n + column]
            guard factor != 0 else { continue }
            pivot.subtract(factor, from: &state.cells, at: other * n)
            state.cells[other * n + column] = 0
            if reducingValues { state.values[other] -= factor * state.values[row] }
            state.rates[other] -= factor * state.rates[row]
        }
        let leaving = state.basis[row]
        if leaving >= 0 { state.isBasic[leaving] = false }
        state.basis[row] = column
        state.isBasic[column] = true
    }

    /// Clears the reduced costs of `row`'s basic column on every level. ``pivotScratch`` must hold the row's
    /// nonzero columns (``collectNonzero(row:dividingBy:)``, as ``eliminate(row:column:reducingValues:)`` leaves it).
    private func eliminateCost(row: Int) {
        let n = columnCount, column = state.basis[row]
        state.changedLevels.removeAll(keepingCapacity: true)
        let pivot = pivot
        for level in 0..<levelCount {
            let factor = state.reduced[level * n + column]
            guard factor != 0 else { continue }
            pivot.subtract(factor, from: &state.reduced, at: level * n)
            state.reduced[level * n + column] = 0
            state.changedLevels.append(level)
        }
        guard state.tracksLevels, !state.changedLevels.isEmpty else { return }
        // Only the row's columns changed, and only on the changed levels: a level above a column's first nonzero
        // one that did not change is still 0.
        for j in UnsafeBufferPointer(start: pivotScratch.columns, count: state.nonzeroCount) {
            let old = state.firstLevel[j]
            var first: Int?
            var oldChanged = false
            for level in state.changedLevels {
                if level > old { break }
                if level == old { oldChanged = true }
                if state.reduced[level * n + j] != 0 {
                    first = level
                    break
                }
            }
            if let first {
                state.firstLevel[j] = first
            } else if oldChanged {
                state.firstLevel[j] = firstNonzeroLevel(column: j, from: old + 1)
            }
        }
    }

    /// Fills ``pivotScratch`` with `row`: its columns that are not 0 and their values, and the row in full where it
    /// is to be subtracted whole (``PivotRow/subtract(_:from:at:)``). With `divisor` other than 1 the row is divided
    /// by it first, in the same pass.
    private func collectNonzero(row: Int, dividingBy divisor: Double = 1) {
        let n = columnCount
        var count = 0
        let scratch = pivotScratch
        state.cells.withUnsafeMutableBufferPointer { cells in
            guard row * n + n <= cells.count else { return }
            // Two loops, not one with the division under a test: the compiler keeps the test inside a single loop
            // (2.7 % more instructions on a document of wide fillProportionally stacks).
            if divisor == 1 {
                for j in 0..<n {
                    let value = cells[row * n + j]
                    if value != 0 {
                        scratch.columns[count] = j
                        scratch.values[count] = value
                        count += 1
                    }
                }
            } else {
                for j in 0..<n {
                    let value = cells[row * n + j] / divisor
                    cells[row * n + j] = value
                    if value != 0 {
                        scratch.columns[count] = j
                        scratch.values[count] = value
                        count += 1
                    }
                }
            }
            if PivotRow.isDense(nonzero: count, of: n), let start = cells.baseAddress {
                scratch.row.update(from: start + row * n, count: n)
            }
        }
        state.nonzeroCount = count
    }

    /// The pivot row that ``collectNonzero(row:dividingBy:)`` left.
    private var pivot: PivotRow {
        let count = state.nonzeroCount
        return PivotRow(columns: pivotScratch.columns, values: pivotScratch.values, count: count,
                        row: PivotRow.isDense(nonzero: count, of: columnCount) ? UnsafePointer(pivotScratch.row) : nil,
                        width: columnCount)
    }
}

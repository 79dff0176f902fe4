/// The simplex tableau of the incremental Cassowary algorithm (after kiwi's `solverimpl.h`).
///
/// State:
/// - `rows[s]` is the definition of basic symbol `s` in terms of parametric symbols; restricted basic symbols
///   (slack, error, dummy) always have a constant ≥ 0 between operations, which makes the tableau feasible.
///   A dummy is basic only for a redundant required equality; its row then holds only dummies and a constant
///   near zero, so it always stays zero. External symbols are unrestricted, and no restricted row ever contains
///   a parametric external symbol (a new row's external symbol is chosen as its subject).
/// - `columns[s]` lists, sorted, the basic symbols whose rows contain `s`, so that substituting or pivoting touches
///   only the rows concerned instead of scanning the whole tableau.
/// - `objective` holds the lexicographic objective (`Objective`), always expressed in parametric symbols.
///
/// Steps of one operation:
/// 1. `add` builds a row for the constraint, picks a subject and substitutes it everywhere (or runs phase one with
///    an artificial variable), then `optimize`s the objective with primal simplex.
/// 2. `remove` takes the constraint's error terms out of the objective, pivots its marker into the basis, drops
///    that row and optimizes again.
/// 3. `suggest` moves an edit constraint's constant (`shift` moves several non-required equalities' constants),
///    which may make rows infeasible, and `dualOptimize` restores feasibility while keeping the objective optimal.
///
/// Determinism: all walks go over sorted arrays indexed by symbol id; entering and leaving symbols are chosen by
/// lowest id among equals (Bland's rule, which also prevents cycling). Every pivot counts against `pivotBudget`.
///
/// This file is over 400 lines because the simplex operations share private state; they are grouped by step.
struct Tableau {
    /// What `add` returns: the symbols that identify the constraint's row.
    struct Tag: Equatable {
        /// The slack (inequality), the dummy (required equality) or the positive error (non-required equality).
        var marker: Int
        /// The error variable of a non-required constraint (the negative one for equalities), or -1.
        var other: Int = -1
    }

    enum Failure: Error, Equatable {
        /// The required constraint cannot hold together with the ones already in the tableau.
        case unsatisfiable
        case pivotBudgetExceeded
        /// A broken invariant (unbounded objective, failed dual optimization): a bug or numerical breakdown.
        case internalError(String)

        static let overflow = Failure.internalError("a value overflowed to infinity or NaN")
    }

    let epsilon: Double
    let pivotBudget: Int

    private(set) var kinds: [SymbolKind] = []
    private(set) var rows: [Row?] = []
    private(set) var columns: [[Int]] = []
    private(set) var objective = Objective()
    /// The priority of the objective level that weighs each symbol: that of the constraint, for the error symbols
    /// of the non-required constraints in the tableau; 0 for every other symbol. Level `p` of the objective is the
    /// sum of the symbols weighed at `p` (see `exactObjectiveCoefficients`).
    private var weights: [Double] = []
    /// Restricted basic symbols whose constant went negative, for `dualOptimize` (popped from the end, like kiwi).
    private(set) var infeasible: [Int] = []
    var pivotsLeft = 0
    /// The number of basic symbols.
    private(set) var rowCount = 0
    /// Pivots made since the tableau was created (for tests and benchmarks).
    private(set) var pivotCount = 0
    /// Set when a row constant or coefficient stops being finite (overflow from extreme inputs).
    private(set) var overflowed = false
    /// Scratch storage reused by `substitute` and the column merges, so that they allocate only while it grows.
    private var rowBuffer: [Row.Cell] = []
    private var changeLog = ColumnChangeLog()
    private var levelBuffer: [Double] = []

    init(epsilon: Double, pivotBudget: Int) {
        self.epsilon = epsilon
        self.pivotBudget = pivotBudget
    }

    // MARK: Symbols, rows and columns

    mutating func makeSymbol(_ kind: SymbolKind) -> Int {
        kinds.append(kind)
        weights.append(0)
        rows.append(nil)
        columns.append([])
        return kinds.count - 1
    }

    /// The value of a symbol: its row's constant if basic, 0 if parametric.
    func value(of symbol: Int) -> Double {
        rows[symbol]?.constant ?? 0
    }

    private mutating func columnInsert(_ symbol: Int, _ basic: Int) {
        let index = Tableau.insertionIndex(of: basic, in: columns[symbol])
        columns[symbol].insert(basic, at: index)
    }

    private mutating func columnRemove(_ symbol: Int, _ basic: Int) {
        let index = Tableau.insertionIndex(of: basic, in: columns[symbol])
        if index < columns[symbol].count && columns[symbol][index] == basic {
            columns[symbol].remove(at: index)
        }
    }

    private static func insertionIndex(of value: Int, in sorted: [Int]) -> Int {
        var low = 0
        var high = sorted.count
        while low < high {
            let middle = (low + high) / 2
            if sorted[middle] < value { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// Makes `row` the definition of `basic`.
    private mutating func setRow(_ basic: Int, _ row: Row) {
        if !row.constant.isFinite { overflowed = true }
        for cell in row.cells {
            if !cell.coefficient.isFinite { overflowed = true }
            columnInsert(cell.symbol, basic)
        }
        rows[basic] = row
        rowCount += 1
    }

    /// Takes the row of `basic` out of the tableau (an empty row if `basic` is not basic, which callers rule out).
    private mutating func takeRow(_ basic: Int) -> Row {
        guard let row = rows[basic] else { return Row(constant: 0) }
        rows[basic] = nil
        rowCount -= 1
        for cell in row.cells { columnRemove(cell.symbol, basic) }
        return row
    }

    /// Replaces `symbol` by its definition `row` in every row and in the objectives; records rows that became
    /// infeasible.
    ///
    /// Every row using `symbol` loses it, so its column is simply emptied. The only other symbols that can appear in
    /// or cancel out of a row are the symbols of `row`; those changes are logged (`ColumnChangeLog`), grouped by
    /// symbol and merged into each changed column once, so a substitution into k rows costs O(k) column work, not
    /// O(k²).
    private mutating func substitute(_ symbol: Int, by row: Row) {
        var users: [Int] = []
        swap(&users, &columns[symbol])
        var log = ColumnChangeLog()
        swap(&log, &changeLog)
        log.removeAll()
        let epsilon = epsilon
        for basic in users {
            guard var target = rows[basic] else { continue }  // a column lists basic symbols only
            rows[basic] = nil  // keeps the row uniquely referenced, so it is edited in place
            target.substitute(symbol, by: row, epsilon: epsilon, buffer: &rowBuffer) { _, present, cell in
                guard cell >= 0 else { return }  // `symbol` itself
                log.record(cell: cell, basic: basic, appeared: present)
            }
            if kinds[basic].isRestricted && target.constant < 0 { infeasible.append(basic) }
            if !target.constant.isFinite { overflowed = true }
            rows[basic] = target
        }
        if log.count <= 4 {
            // Too few to be worth grouping: each goes in by binary search.
            for (index, cell) in log.cells.enumerated() {
                applyColumnChange(row.cells[cell].symbol, log.changes[index])
            }
        } else {
            log.forEachGroup(cellCount: row.cells.count) { cell, changes in
                mergeColumn(row.cells[cell].symbol, changes: changes)
            }
        }
        swap(&log, &changeLog)
        objective.substitute(symbol, by: row, epsilon: epsilon)
    }

    /// Applies one logged change (`basic * 2 + 1`: `basic` joins the column of `symbol`; `basic * 2`: it leaves).
    private mutating func applyColumnChange(_ symbol: Int, _ change: Int) {
        if change & 1 == 1 { columnInsert(symbol, change >> 1) } else { columnRemove(symbol, change >> 1) }
    }

    /// Merges logged changes, sorted by basic symbol, into the column of `symbol`, in place: the leaving rows are
    /// squeezed out front to back, then the new ones merged in back to front (no scratch array to allocate).
    private mutating func mergeColumn(_ symbol: Int, changes: ArraySlice<Int>) {
        if changes.count <= 2 {
            for change in changes { applyColumnChange(symbol, change) }
            return
        }
        var added = 0
        for change in changes where change & 1 == 1 { added += 1 }
        if added < changes.count {
            let kept = columns[symbol].withUnsafeMutableBufferPointer { column in
                var kept = 0
                var j = changes.startIndex
                for i in 0..<column.count {
                    let basic = column[i]
                    while j < changes.endIndex && changes[j] >> 1 < basic { j += 1 }
                    if j < changes.endIndex && changes[j] == basic * 2 { continue }  // cancelled out of its row
                    column[kept] = basic
                    kept += 1
                }
                return kept
            }
            columns[symbol].removeLast(columns[symbol].count - kept)
        }
        guard added > 0 else { return }
        let oldCount = columns[symbol].count
        columns[symbol].reserveCapacity(oldCount + added)
        for _ in 0..<added { columns[symbol].append(0) }
        columns[symbol].withUnsafeMutableBufferPointer { column in
            var i = oldCount - 1
            var write = column.count - 1
            var j = changes.endIndex - 1
            while j >= changes.startIndex {
                guard changes[j] & 1 == 1 else {
                    j -= 1
                    continue
                }
                let basic = changes[j] >> 1
                if i >= 0 && column[i] > basic {
                    column[write] = column[i]
                    i -= 1
                } else {
                    column[write] = basic
                    j -= 1
                }
                write -= 1
            }
        }
    }

    /// Exchanges basic `leaving` for parametric `entering`.
    mutating func pivot(leaving: Int, entering: Int) throws(Failure) {
        pivotsLeft -= 1
        if pivotsLeft < 0 { throw .pivotBudgetExceeded }
        pivotCount += 1
        var row = takeRow(leaving)
        row.solve(for: entering, replacing: leaving, epsilon: epsilon)
        substitute(entering, by: row)
        setRow(entering, row)
    }

    // MARK: Adding a constraint

    /// Adds `Σ coefficient·symbol + constant  relation  0` and re-optimizes.
    ///
    /// `priority` is nil for a required constraint. The decision path (kiwi's `addConstraint`):
    /// 1. Build the row, substituting basic symbols, with a slack for an inequality, error variables for a
    ///    non-required constraint, or a dummy for a required equality.
    /// 2. Choose a subject: an external symbol, else the new slack or error symbol when its coefficient is negative.
    /// 3. A row made only of dummies is redundant when its constant is near zero (its marker becomes the subject)
    ///    and unsatisfiable otherwise.
    /// 4. With no subject, phase one: an artificial variable, minimized; unsatisfiable if it cannot reach zero.
    /// On failure the tableau describes the same constraints as before (re-optimized after phase one's pivots).
    mutating func add(
        terms: [(symbol: Int, coefficient: Double)], constant: Double, relation: Relation, priority: Double?
    ) throws(Failure) -> Tag {
        pivotsLeft = pivotBudget
        var tag = Tag(marker: -1)
        var row = makeRow(terms: terms, constant: constant, relation: relation, priority: priority, tag: &tag)
        var subject = chooseSubject(row, tag)
        if subject == nil && row.allSymbols({ kinds[$0] == .dummy }) {
            if abs(row.constant) >= epsilon { throw .unsatisfiable }
            subject = tag.marker
        }
        if let subject {
            row.solve(for: subject)
            substitute(subject, by: row)
            setRow(subject, row)
        } else if try !addWithArtificialVariable(row, marker: tag.marker) {
            // Phase one moved the basis without regard to the objective: restore the optimum, then fail.
            try optimize()
            try dualOptimize()
            throw .unsatisfiable
        }
        try optimize()
        try dualOptimize()
        if overflowed { throw .overflow }
        return tag
    }

    private mutating func makeRow(
        terms: [(symbol: Int, coefficient: Double)], constant: Double, relation: Relation, priority: Double?,
        tag: inout Tag
    ) -> Row {
        // Room for the terms, a slack or error pair, and a few cells that substituted basic rows bring.
        var row = Row(constant: constant, capacity: terms.count + 4)
        let ignore: (Int, Bool) -> Void = { _, _ in }
        for term in terms where abs(term.coefficient) >= epsilon {
            if let basic = rows[term.symbol] {
                row.add(basic, times: term.coefficient, epsilon: epsilon, buffer: &rowBuffer) { _, _, _ in }
            } else {
                row.insert(term.symbol, term.coefficient, epsilon: epsilon, changed: ignore)
            }
        }
        switch relation {
        case .lessOrEqual, .greaterOrEqual:
            // expression ≤ 0  ⇔  expression + slack = 0;  expression ≥ 0  ⇔  expression - slack = 0.
            let sign: Double = relation == .lessOrEqual ? 1 : -1
            tag.marker = makeSymbol(.slack)
            row.insert(tag.marker, sign, epsilon: epsilon, changed: ignore)
            if let priority {
                tag.other = makeSymbol(.error)
                row.insert(tag.other, -sign, epsilon: epsilon, changed: ignore)
                objective.retainLevel(priority)
                weigh(tag.other, priority: priority)
            }
        case .equal:
            if let priority {
                // expression = errorPlus - errorMinus.
                tag.marker = makeSymbol(.error)
                tag.other = makeSymbol(.error)
                row.insert(tag.marker, -1, epsilon: epsilon, changed: ignore)
                row.insert(tag.other, 1, epsilon: epsilon, changed: ignore)
                objective.retainLevel(priority)
                weigh(tag.marker, priority: priority)
                weigh(tag.other, priority: priority)
            } else {
                tag.marker = makeSymbol(.dummy)
                row.insert(tag.marker, 1, epsilon: epsilon, changed: ignore)
            }
        }
        if row.constant < 0 { row.reverseSign() }
        return row
    }

    /// Adds the error symbol `symbol` with weight 1 to the objective level of `priority`.
    private mutating func weigh(_ symbol: Int, priority: Double) {
        objective.insert(symbol, 1, priority: priority, epsilon: epsilon)
        weights[symbol] = priority
    }

    /// The symbol to solve a new row for, or nil when phase one is needed.
    private func chooseSubject(_ row: Row, _ tag: Tag) -> Int? {
        if let external = row.cells.first(where: { kinds[$0.symbol] == .external }) { return external.symbol }
        if tag.marker >= 0 && kinds[tag.marker].isPivotable && row.coefficient(for: tag.marker) < 0 { return tag.marker }
        if tag.other >= 0 && kinds[tag.other].isPivotable && row.coefficient(for: tag.other) < 0 { return tag.other }
        return nil
    }

    /// Phase one: adds `row` as the definition of an artificial variable and minimizes it.
    ///
    /// The row is satisfiable exactly when the artificial variable can reach zero. Then it is pivoted out of the
    /// basis (its row now defines another symbol) and deleted. If it cannot, its row is dropped, which leaves the
    /// tableau describing the earlier constraints only.
    private mutating func addWithArtificialVariable(_ row: Row, marker: Int) throws(Failure) -> Bool {
        let art = makeSymbol(.slack)
        setRow(art, row)
        try minimizeArtificial(art)
        let success = rows[art].map { abs($0.constant) < epsilon } ?? true
        if rows[art] != nil {
            var artRow = takeRow(art)
            if !success || artRow.cells.isEmpty { return success }
            // Prefer a slack or error symbol; a row of dummies only is redundant and is kept on its marker.
            let entering = artRow.cells.first { kinds[$0.symbol].isPivotable }?.symbol
                ?? (artRow.contains(marker) ? marker : nil)
            guard let entering else { return true }
            artRow.solve(for: entering, replacing: art, epsilon: epsilon)
            substitute(entering, by: artRow)
            setRow(entering, artRow)
        }
        // The artificial variable is parametric now: setting it to zero removes it.
        for basic in columns[art] { rows[basic]?.remove(art) }
        columns[art] = []
        objective.remove(art)
        return success
    }

    // MARK: Removing a constraint

    /// Removes the constraint identified by `tag` and re-optimizes. `priority` is nil for a required constraint.
    mutating func remove(_ tag: Tag, priority: Double?) throws(Failure) {
        pivotsLeft = pivotBudget
        if let priority {
            // Take the error terms out of the objective first, or pivots would carry them into it again.
            for symbol in [tag.marker, tag.other] where symbol >= 0 && kinds[symbol] == .error {
                if let row = rows[symbol] {
                    objective.add(row, times: -1, priority: priority, epsilon: epsilon)
                } else {
                    objective.insert(symbol, -1, priority: priority, epsilon: epsilon)
                }
                weights[symbol] = 0
            }
            objective.releaseLevel(priority)
        }
        if rows[tag.marker] != nil {
            _ = takeRow(tag.marker)
        } else if !columns[tag.marker].isEmpty {
            guard let leaving = markerLeavingRow(tag.marker) else {
                throw .internalError("failed to find a leaving row for a removed constraint")
            }
            var row = takeRow(leaving)
            row.solve(for: tag.marker, replacing: leaving, epsilon: epsilon)
            substitute(tag.marker, by: row)
        }
        try optimize()
        try dualOptimize()
        if overflowed { throw .overflow }
    }

    /// The row to pivot `marker` into before that row is dropped.
    ///
    /// 1. A row of a dummy symbol: such rows record redundant required equalities and hold only dummies, so the
    ///    redundant constraint takes over and every value stays (kiwi skips this step, and removing one of two
    ///    equal required constraints there loses both).
    /// 2. Else the restricted row limiting the marker most tightly (negative coefficient first, then positive).
    /// 3. Else any external row containing it.
    private func markerLeavingRow(_ marker: Int) -> Int? {
        if let redundant = columns[marker].first(where: { kinds[$0] == .dummy }) { return redundant }
        var first: Int?
        var second: Int?
        var third: Int?
        var firstRatio = Double.greatestFiniteMagnitude
        var secondRatio = Double.greatestFiniteMagnitude
        for basic in columns[marker] {
            guard let row = rows[basic] else { continue }
            let coefficient = row.coefficient(for: marker)
            if kinds[basic] == .external {
                third = basic
            } else if coefficient < 0 {
                let ratio = -row.constant / coefficient
                if ratio < firstRatio {
                    firstRatio = ratio
                    first = basic
                }
            } else {
                let ratio = row.constant / coefficient
                if ratio < secondRatio {
                    secondRatio = ratio
                    second = basic
                }
            }
        }
        return first ?? second ?? third
    }

    // MARK: Edit constants

    /// Moves the constant of an edit constraint `variable == value` by `delta` and restores optimality.
    mutating func suggest(_ tag: Tag, delta: Double) throws(Failure) {
        try shift([(tag, delta)])
    }

    /// Moves the right sides of several non-required equalities at once (`expression == delta` instead of
    /// `expression == 0`, as `suggest` does for one) and restores optimality with a single dual simplex run.
    ///
    /// Moving constants leaves the objective as it was, so the basis stays optimal and only feasibility is lost;
    /// the constants of one basis are linear in the right sides, so the moves can be made one after the other
    /// before `dualOptimize` repairs all the rows they made infeasible.
    mutating func shift(_ moves: [(tag: Tag, delta: Double)]) throws(Failure) {
        pivotsLeft = pivotBudget
        for (tag, delta) in moves {
            if rows[tag.marker] != nil {
                // marker = … - delta: the positive error absorbs the change.
                shiftConstant(of: tag.marker, by: -delta)
            } else if rows[tag.other] != nil {
                shiftConstant(of: tag.other, by: delta)
            } else {
                for basic in columns[tag.marker] {
                    guard let coefficient = rows[basic]?.coefficient(for: tag.marker) else { continue }
                    shiftConstant(of: basic, by: delta * coefficient)
                }
            }
        }
        try dualOptimize()
        if overflowed { throw .overflow }
    }

    /// Adds `delta` to the constant of the row of `basic`, recording infeasibility and overflow.
    private mutating func shiftConstant(of basic: Int, by delta: Double) {
        guard var row = rows[basic] else { return }
        rows[basic] = nil  // keeps the row uniquely referenced, so it is edited in place
        row.constant += delta
        if kinds[basic].isRestricted && row.constant < 0 { infeasible.append(basic) }
        if !row.constant.isFinite { overflowed = true }
        rows[basic] = row
    }

    // MARK: Simplex

    /// Primal simplex on the objective, Bland's rule.
    private mutating func optimize() throws(Failure) {
        while true {
            let kinds = kinds
            guard let entering = objective.enteringSymbol(where: { kinds[$0] != .dummy }) else { return }
            if !confirmsEntering(entering) { continue }
            guard let leaving = leavingRow(for: entering) else {
                throw .internalError("the objective is unbounded")
            }
            try pivot(leaving: leaving, entering: entering)
        }
    }

    /// Phase one's primal simplex: minimizes the artificial variable `art`, Bland's rule.
    ///
    /// The objective is read from the tableau rather than kept up to date by substitution like `objective`: while
    /// `art` is basic it is the row of `art` itself, and once `art` has left the basis it is `art` alone, which is
    /// then minimal. So no rounding accumulates in it (see `confirmsEntering`), and the row of `art` always limits
    /// the entering symbol, which has a negative coefficient there.
    private mutating func minimizeArtificial(_ art: Int) throws(Failure) {
        while let entering = artificialEnteringSymbol(art) {
            guard let leaving = leavingRow(for: entering) else {
                throw .internalError("the artificial objective is unbounded")
            }
            try pivot(leaving: leaving, entering: entering)
        }
    }

    /// The lowest-id symbol with a negative coefficient in the row of `art` (Bland's rule); nil once `art` is
    /// parametric or minimal.
    private func artificialEnteringSymbol(_ art: Int) -> Int? {
        rows[art]?.cells.first { $0.coefficient < 0 && kinds[$0.symbol] != .dummy }?.symbol
    }

    /// Re-derives the objective coefficients of the entering candidate `symbol` from its column, stores them in the
    /// objective, and tells whether they still say that `symbol` improves the objective.
    ///
    /// The objective's coefficients are kept up to date by substitution, pivot after pivot; each substitution adds
    /// a multiple of a row to a level, and the rounding of those additions accumulates in the coefficients. A
    /// coefficient that is exactly 0 can drift past `epsilon` (after about 45,000 constraints and 25,000 pivots
    /// of a nested-stack layout, -2.6e-8 at a level whose largest coefficient is 82), and the drift then decides
    /// the sign of the whole coefficient vector. Recomputing takes the rounding of the column's rows only.
    /// It also makes "the objective is unbounded" impossible: with no restricted row to limit `symbol`, every row
    /// in its column has a positive coefficient for it, so every recomputed level is a sum of positive terms.
    private mutating func confirmsEntering(_ symbol: Int) -> Bool {
        var coefficients: [Double] = []
        swap(&coefficients, &levelBuffer)
        exactObjectiveCoefficients(of: symbol, into: &coefficients)
        objective.setCoefficients(of: symbol, to: coefficients, epsilon: epsilon)
        swap(&coefficients, &levelBuffer)
        return objective.sign(of: symbol) < 0
    }

    /// The coefficients of parametric `symbol` in the objective levels (indexed like `objective.levels`), computed
    /// from their definition, into `coefficients` (emptied first).
    ///
    /// Level `p` is `Σ e` over the symbols `e` weighed at `p`. In parametric symbols, basic ones replaced by their
    /// rows, the coefficient of `symbol` is the sum of `row(e)[symbol]` over the basic `e` of the level, which are
    /// all in `columns[symbol]`, plus 1 when `symbol` itself is weighed at `p`.
    private func exactObjectiveCoefficients(of symbol: Int, into coefficients: inout [Double]) {
        coefficients.removeAll(keepingCapacity: true)
        for _ in objective.levels.indices { coefficients.append(0) }
        if weights[symbol] > 0, let level = objective.levelIndex(ofPriority: weights[symbol]) {
            coefficients[level] = 1
        }
        for basic in columns[symbol] where weights[basic] > 0 {
            guard let level = objective.levelIndex(ofPriority: weights[basic]), let row = rows[basic] else { continue }
            coefficients[level] += row.coefficient(for: symbol)
        }
    }

    /// The restricted row that limits `entering` most tightly (minimum ratio test, lowest id among ties).
    private func leavingRow(for entering: Int) -> Int? {
        var best: Int?
        var bestRatio = Double.greatestFiniteMagnitude
        for basic in columns[entering] where kinds[basic] != .external {
            guard let row = rows[basic] else { continue }
            let coefficient = row.coefficient(for: entering)
            if coefficient < 0 {
                let ratio = -row.constant / coefficient
                if ratio < bestRatio {
                    bestRatio = ratio
                    best = basic
                }
            }
        }
        return best
    }

    /// Dual simplex: pivots infeasible rows back to feasibility while the objective stays optimal.
    private mutating func dualOptimize() throws(Failure) {
        while let leaving = infeasible.popLast() {
            guard let row = rows[leaving], row.constant < 0, abs(row.constant) >= epsilon else { continue }
            guard let entering = dualEnteringSymbol(row) else {
                throw .internalError("dual optimization failed")
            }
            try pivot(leaving: leaving, entering: entering)
        }
    }

    /// The parametric symbol of `row` with positive coefficient and the smallest objective/coefficient ratio
    /// (compared lexicographically), lowest id among ties.
    func dualEnteringSymbol(_ row: Row) -> Int? {
        var best: (symbol: Int, coefficient: Double)?
        for cell in row.cells where cell.coefficient > 0 && kinds[cell.symbol] != .dummy {
            if let current = best {
                if objective.ratio(
                    of: cell.symbol, over: cell.coefficient, isLessThanRatioOf: current.symbol,
                    over: current.coefficient, epsilon: epsilon)
                {
                    best = (cell.symbol, cell.coefficient)
                }
            } else {
                best = (cell.symbol, cell.coefficient)
            }
        }
        return best?.symbol
    }
}

/// The objective function with symbolic (lexicographic) weights, one row per priority level.
///
/// Cassowary minimises `Σ weight(c) · error(c)` over the error variables of non-required constraints. Instead of one
/// number per weight (kiwi's strengths), the weight of a constraint of priority `p` is the unit vector of level `p`,
/// and vectors are compared lexicographically from the highest level down (the paper's symbolic weights, §2.3).
/// Storing the vector objective as one ordinary row per level is the same thing: the coefficient of a symbol is the
/// vector of its coefficients in the level rows, highest priority first, and it is negative when its first
/// component that is not near zero is negative.
///
/// Within a level every error variable has weight 1, so violations of equal priority add up.
///
/// Finding an entering symbol by scanning the whole objective after every change would cost O(objective size) per
/// added constraint (kiwi does that), which makes adding n constraints O(n²). Instead the objective keeps the
/// symbols whose coefficients changed since they were last found non-negative (`candidates`); the lowest-id
/// negative symbol (Bland's rule) is always among them.
struct Objective {
    struct Level {
        var priority: Double
        var row: Row
        /// How many constraints use this level; the level is dropped when none is left.
        var constraintCount: Int
    }

    /// Levels by decreasing priority.
    private(set) var levels: [Level] = []
    /// Every symbol whose coefficient vector may be negative (it may hold duplicates and non-negative ones).
    private var candidates: [Int] = []
    /// The merge buffer for row additions (see `Row.add(_:times:epsilon:buffer:changed:)`).
    private var buffer: [Row.Cell] = []
    /// By symbol: the priorities of the levels whose rows hold it, so that finding a symbol's highest level does
    /// not search every level.
    private var holders: [Holders] = []

    /// The priorities of the levels holding one symbol, in no particular order; most symbols are in one level
    /// only, which `first` keeps without an allocation. Priorities are at least 1, so 0 means none.
    struct Holders {
        var first = 0.0
        var more: [Double] = []

        var highest: Double? {
            let top = more.reduce(first, max)
            return top > 0 ? top : nil
        }
    }

    init() {}

    /// The index of the level of `priority`, made (empty) if needed.
    private mutating func levelIndex(for priority: Double) -> Int {
        var index = 0
        while index < levels.count && levels[index].priority > priority { index += 1 }
        if index == levels.count || levels[index].priority != priority {
            levels.insert(Level(priority: priority, row: Row(), constraintCount: 0), at: index)
        }
        return index
    }

    /// The index of the level of `priority`, nil when there is none.
    func levelIndex(ofPriority priority: Double) -> Int? {
        var low = 0
        var high = levels.count
        while low < high {
            let middle = (low + high) / 2
            if levels[middle].priority > priority { low = middle + 1 } else { high = middle }
        }
        return low < levels.count && levels[low].priority == priority ? low : nil
    }

    /// Replaces the coefficients of `symbol`, one per level in `levels` order; values near zero remove the cell.
    mutating func setCoefficients(of symbol: Int, to coefficients: [Double], epsilon: Double) {
        for index in levels.indices {
            let held = levels[index].row.contains(symbol)
            levels[index].row.set(symbol, coefficients[index], epsilon: epsilon)
            let holds = levels[index].row.contains(symbol)
            if held != holds { note(symbol, present: holds, priority: levels[index].priority) }
        }
    }

    /// Records that `symbol` appeared in or left the row of the level of `priority`.
    private mutating func note(_ symbol: Int, present: Bool, priority: Double) {
        Self.note(symbol, present: present, priority: priority, in: &holders)
    }

    private static func note(_ symbol: Int, present: Bool, priority: Double, in holders: inout [Holders]) {
        // Appended one by one: symbols are made one at a time, and `Array(repeating:count:)` costs more than the
        // append.
        while symbol >= holders.count { holders.append(Holders()) }
        if present {
            if holders[symbol].first == 0 {
                holders[symbol].first = priority
            } else {
                holders[symbol].more.append(priority)
            }
        } else if holders[symbol].first == priority {
            holders[symbol].first = holders[symbol].more.isEmpty ? 0 : holders[symbol].more.removeLast()
        } else if let index = holders[symbol].more.firstIndex(of: priority) {
            holders[symbol].more.remove(at: index)
        }
    }

    /// Counts one more constraint at `priority`.
    mutating func retainLevel(_ priority: Double) {
        levels[levelIndex(for: priority)].constraintCount += 1
    }

    /// Counts one constraint less at `priority`; the level goes when its last constraint goes.
    mutating func releaseLevel(_ priority: Double) {
        let index = levelIndex(for: priority)
        levels[index].constraintCount -= 1
        if levels[index].constraintCount <= 0 {
            // Normally empty by now; any rounding residue goes with it, which changes those symbols' signs.
            candidates.append(contentsOf: levels[index].row.cells.map(\.symbol))
            for cell in levels[index].row.cells { note(cell.symbol, present: false, priority: priority) }
            levels.remove(at: index)
        }
    }

    /// Adds `coefficient · symbol` to the level of `priority`.
    mutating func insert(_ symbol: Int, _ coefficient: Double, priority: Double, epsilon: Double) {
        let index = levelIndex(for: priority)
        var holders = takeHolders()
        levels[index].row.insert(symbol, coefficient, epsilon: epsilon) { symbol, present in
            Self.note(symbol, present: present, priority: priority, in: &holders)
        }
        self.holders = holders
        candidates.append(symbol)
    }

    /// Adds `factor · row` to the level of `priority`.
    mutating func add(_ row: Row, times factor: Double, priority: Double, epsilon: Double) {
        let index = levelIndex(for: priority)
        var holders = takeHolders()
        levels[index].row.add(row, times: factor, epsilon: epsilon, buffer: &buffer) { symbol, present, _ in
            Self.note(symbol, present: present, priority: priority, in: &holders)
        }
        self.holders = holders
        for cell in row.cells { candidates.append(cell.symbol) }
    }

    /// Replaces `symbol` by its definition `row` in every level.
    ///
    /// Only the levels that hold `symbol` (`holders`) are visited; each level's row changes on its own, so the
    /// order of the visits does not matter.
    mutating func substitute(_ symbol: Int, by row: Row, epsilon: Double) {
        guard symbol < holders.count, holders[symbol].first > 0 else { return }
        // `symbol` leaves every level that holds it (`row` does not contain it): its holders are cleared at once,
        // and its removal from each row (reported with index -1) is not noted again.
        let first = holders[symbol].first, more = holders[symbol].more
        holders[symbol] = Holders()
        var holders = takeHolders()
        for position in 0...more.count {
            let priority = position == 0 ? first : more[position - 1]
            guard let index = levelIndex(ofPriority: priority) else { continue }
            levels[index].row.substitute(symbol, by: row, epsilon: epsilon, buffer: &buffer) { symbol, present, cell in
                guard cell >= 0 else { return }
                Self.note(symbol, present: present, priority: priority, in: &holders)
            }
        }
        self.holders = holders
        for cell in row.cells { candidates.append(cell.symbol) }
    }

    /// Removes `symbol` from every level.
    mutating func remove(_ symbol: Int) {
        for index in levels.indices { levels[index].row.remove(symbol) }
        if symbol < holders.count { holders[symbol] = Holders() }
    }

    /// Moves `holders` out of the objective, so that a row's change callback can update it while the row is
    /// being edited (the caller puts it back).
    private mutating func takeHolders() -> [Holders] {
        var taken: [Holders] = []
        swap(&taken, &holders)
        return taken
    }

    /// The sign of the coefficient vector of `symbol`: that of its highest level holding it (rows hold no
    /// near-zero cells), 0 when no level holds it.
    func sign(of symbol: Int) -> Double {
        guard symbol < holders.count, let top = holders[symbol].highest,
              let index = levelIndex(ofPriority: top) else { return 0 }
        return levels[index].row.coefficient(for: symbol)
    }

    /// The lowest-id symbol accepted by `isEligible` whose coefficient vector is negative (Bland's rule), or nil
    /// when the objective is optimal.
    ///
    /// Only `candidates` are examined; the ones found non-negative or ineligible are dropped (a later change adds
    /// them again), the negative ones stay for the next call.
    mutating func enteringSymbol(where isEligible: (Int) -> Bool) -> Int? {
        if candidates.isEmpty { return nil }
        candidates.sort()
        // Keeps the distinct negative eligible symbols, in place and in order.
        var kept = 0
        var previous = -1
        for index in candidates.indices {
            let symbol = candidates[index]
            if symbol == previous { continue }
            previous = symbol
            if sign(of: symbol) < 0 && isEligible(symbol) {
                candidates[kept] = symbol
                kept += 1
            }
        }
        candidates.removeLast(candidates.count - kept)
        return candidates.first
    }

    /// Compares `objective(a) / da` with `objective(b) / db` lexicographically, treating differences below
    /// `epsilon` as equal; returns true when the first is strictly smaller.
    func ratio(of a: Int, over da: Double, isLessThanRatioOf b: Int, over db: Double, epsilon: Double) -> Bool {
        for level in levels {
            let difference = level.row.coefficient(for: a) / da - level.row.coefficient(for: b) / db
            if difference < -epsilon { return true }
            if difference > epsilon { return false }
        }
        return false
    }

    /// The value of each level, highest priority first.
    var values: [(priority: Double, value: Double)] {
        levels.map { ($0.priority, $0.row.constant) }
    }
}

/// One row of the tableau: `constant + Σ coefficientᵢ · symbolᵢ`, in the spirit of kiwi's `row.h`.
///
/// A row in the tableau is the definition of its basic symbol, `basic = constant + Σ cᵢ·sᵢ`, where every `sᵢ` is
/// parametric (not basic). Before it is solved, a new row stands for the equation `constant + Σ cᵢ·sᵢ = 0`.
///
/// Cells are kept sorted by symbol id, so that every walk over a row is in creation order (determinism, Bland's
/// rule) and lookups are binary searches. A coefficient whose magnitude falls below the solver's epsilon is removed,
/// as kiwi does, so rows never carry numerical dust.
struct Row {
    struct Cell {
        var symbol: Int
        var coefficient: Double
    }

    private(set) var cells: [Cell]
    var constant: Double

    init(constant: Double = 0) {
        self.cells = []
        self.constant = constant
    }

    /// An empty row with room for `capacity` cells, so that building it cell by cell allocates once.
    init(constant: Double, capacity: Int) {
        self.cells = []
        cells.reserveCapacity(capacity)
        self.constant = constant
    }

    /// True when every symbol of the row satisfies `predicate` (true for an empty row).
    func allSymbols(_ predicate: (Int) -> Bool) -> Bool {
        cells.allSatisfy { predicate($0.symbol) }
    }

    /// The position of `symbol` in `cells`, or where it would be inserted.
    private func position(of symbol: Int) -> (index: Int, found: Bool) {
        var low = 0
        var high = cells.count
        while low < high {
            let middle = (low + high) / 2
            let current = cells[middle].symbol
            if current == symbol { return (middle, true) }
            if current < symbol { low = middle + 1 } else { high = middle }
        }
        return (low, false)
    }

    /// The index of `symbol` in `cells`, nil when the row does not contain it.
    func index(of symbol: Int) -> Int? {
        let (index, found) = position(of: symbol)
        return found ? index : nil
    }

    /// The coefficient of `symbol`, 0 when the row does not contain it.
    func coefficient(for symbol: Int) -> Double {
        let (index, found) = position(of: symbol)
        return found ? cells[index].coefficient : 0
    }

    func contains(_ symbol: Int) -> Bool {
        position(of: symbol).found
    }

    /// Inserts `cell` at `index`: appended and moved down into place, which for these short rows costs far less
    /// than `Array.insert(_:at:)` (a generic range replacement).
    private mutating func insertCell(_ cell: Cell, at index: Int) {
        cells.append(cell)
        if index == cells.count - 1 { return }
        cells.withUnsafeMutableBufferPointer { cells in
            var position = cells.count - 1
            while position > index {
                cells[position] = cells[position - 1]
                position -= 1
            }
            cells[index] = cell
        }
    }

    /// Adds `coefficient · symbol` to the row; a sum that becomes near zero removes the cell.
    ///
    /// `changed(symbol, present)` is called when the symbol appears in or disappears from the row.
    mutating func insert(
        _ symbol: Int, _ coefficient: Double, epsilon: Double, changed: (_ symbol: Int, _ present: Bool) -> Void
    ) {
        let (index, found) = position(of: symbol)
        if found {
            let sum = cells[index].coefficient + coefficient
            if abs(sum) < epsilon {
                cells.remove(at: index)
                changed(symbol, false)
            } else {
                cells[index].coefficient = sum
            }
        } else if abs(coefficient) >= epsilon {
            insertCell(Cell(symbol: symbol, coefficient: coefficient), at: index)
            changed(symbol, true)
        }
    }

    /// Sets the coefficient of `symbol`; a value near zero removes the cell.
    mutating func set(_ symbol: Int, _ coefficient: Double, epsilon: Double) {
        let (index, found) = position(of: symbol)
        if abs(coefficient) < epsilon {
            if found { cells.remove(at: index) }
        } else if found {
            cells[index].coefficient = coefficient
        } else {
            insertCell(Cell(symbol: symbol, coefficient: coefficient), at: index)
        }
    }

    /// Adds `factor · other` to the row (constant included), cell by cell.
    ///
    /// For example `(3 + 2x + y) + 2 · (1 - y + z)` gives `5 + 2x - y + 2z`. Cells whose sum is near zero are removed.
    mutating func add(
        _ other: Row, times factor: Double, epsilon: Double, changed: (_ symbol: Int, _ present: Bool) -> Void
    ) {
        var buffer: [Cell] = []
        add(other, times: factor, epsilon: epsilon, buffer: &buffer) { symbol, present, _ in changed(symbol, present) }
    }

    /// `add(_:times:epsilon:changed:)` merging through `buffer`, which is swapped with the row's cells: a caller
    /// that keeps one buffer for many additions makes no allocation once the buffer has grown.
    ///
    /// Every symbol that appears or cancels out is one of `other`'s: `changed` also gets the index of its cell in
    /// `other.cells`, which spares the caller a search.
    mutating func add(
        _ other: Row, times factor: Double, epsilon: Double, buffer: inout [Cell],
        changed: (_ symbol: Int, _ present: Bool, _ otherIndex: Int) -> Void
    ) {
        constant += other.constant * factor
        let others = other.cells
        if others.isEmpty { return }
        if others.count * 8 < cells.count {
            // A few cells into a long row: binary-search inserts beat a full merge.
            for (index, cell) in others.enumerated() {
                insert(cell.symbol, cell.coefficient * factor, epsilon: epsilon) { symbol, present in
                    changed(symbol, present, index)
                }
            }
            return
        }
        buffer.removeAll(keepingCapacity: true)
        buffer.reserveCapacity(cells.count + others.count)
        cells.withUnsafeBufferPointer { cells in
            others.withUnsafeBufferPointer { others in
                var i = 0
                var j = 0
                while i < cells.count || j < others.count {
                    if j == others.count || (i < cells.count && cells[i].symbol < others[j].symbol) {
                        buffer.append(cells[i])
                        i += 1
                    } else if i == cells.count || others[j].symbol < cells[i].symbol {
                        let coefficient = others[j].coefficient * factor
                        if abs(coefficient) >= epsilon {
                            buffer.append(Cell(symbol: others[j].symbol, coefficient: coefficient))
                            changed(others[j].symbol, true, j)
                        }
                        j += 1
                    } else {
                        let sum = cells[i].coefficient + others[j].coefficient * factor
                        if abs(sum) >= epsilon {
                            buffer.append(Cell(symbol: cells[i].symbol, coefficient: sum))
                        } else {
                            changed(cells[i].symbol, false, j)
                        }
                        i += 1
                        j += 1
                    }
                }
            }
        }
        swap(&cells, &buffer)
    }

    /// Removes `symbol` from the row and returns its coefficient (0 if absent).
    @discardableResult
    mutating func remove(_ symbol: Int) -> Double {
        let (index, found) = position(of: symbol)
        guard found else { return 0 }
        return cells.remove(at: index).coefficient
    }

    /// Multiplies the row by -1.
    mutating func reverseSign() {
        constant = -constant
        for index in cells.indices { cells[index].coefficient = -cells[index].coefficient }
    }

    /// Solves the equation `row = 0` for `symbol`, which must be in the row.
    ///
    /// `a·x + b·y + c = 0` becomes `x = -b/a·y - c/a`: the cell of `x` is removed and the rest is scaled by `-1/a`.
    /// The row then defines `x`.
    mutating func solve(for symbol: Int) {
        let coefficient = remove(symbol)
        let scale = -1 / coefficient
        constant *= scale
        for index in cells.indices { cells[index].coefficient *= scale }
    }

    /// Turns the definition `lhs = row` into a definition of `rhs`, which must be in the row.
    ///
    /// `lhs = a·rhs + b·y + c` is read as `a·rhs + b·y + c - lhs = 0` and solved for `rhs`:
    /// `rhs = lhs/a - b/a·y - c/a`.
    mutating func solve(for rhs: Int, replacing lhs: Int, epsilon: Double) {
        insert(lhs, -1, epsilon: epsilon, changed: { _, _ in })
        solve(for: rhs)
    }

    /// Replaces `symbol` by its definition `row`, if the row contains it.
    ///
    /// With `self = 1 + 2x + y` and `x = 3 - z`: `1 + 2(3 - z) + y = 7 + y - 2z`.
    /// `buffer` and `changed` are passed to `add(_:times:epsilon:buffer:changed:)`; the removal of `symbol` is
    /// reported with index -1 (it is not a cell of `row`).
    mutating func substitute(
        _ symbol: Int, by row: Row, epsilon: Double, buffer: inout [Cell],
        changed: (_ symbol: Int, _ present: Bool, _ otherIndex: Int) -> Void
    ) {
        let (index, found) = position(of: symbol)
        guard found else { return }
        let coefficient = cells.remove(at: index).coefficient
        changed(symbol, false, -1)
        add(row, times: coefficient, epsilon: epsilon, buffer: &buffer, changed: changed)
    }
}

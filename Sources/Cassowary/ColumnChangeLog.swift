/// The column changes of one `Tableau.substitute`, grouped by symbol for merging.
///
/// Substituting a row into k others makes symbols of that row appear in or cancel out of those rows; each change
/// is logged with the index of the symbol's cell in the substituted row, in ascending row order (the order the
/// rows are visited in). `forEachGroup` then hands each symbol's changes over at once, still in ascending row
/// order (a stable counting sort), so that each column is merged once. The buffers are kept between uses.
struct ColumnChangeLog {
    /// Per change, the index of the symbol's cell in the substituted row.
    private(set) var cells: [Int] = []
    /// Per change, `basic * 2 + 1` when the symbol appeared in the row of `basic`, `basic * 2` when it cancelled out.
    private(set) var changes: [Int] = []
    private var ends: [Int] = []
    private var grouped: [Int] = []

    var isEmpty: Bool { changes.isEmpty }
    var count: Int { changes.count }

    mutating func removeAll() {
        cells.removeAll(keepingCapacity: true)
        changes.removeAll(keepingCapacity: true)
    }

    mutating func record(cell: Int, basic: Int, appeared: Bool) {
        cells.append(cell)
        changes.append(appeared ? basic * 2 + 1 : basic * 2)
    }

    /// Calls `body` with each cell index that has changes and its changes, sorted by basic symbol, cells in
    /// ascending order; `cellCount` is the substituted row's number of cells.
    mutating func forEachGroup(cellCount: Int, _ body: (_ cell: Int, _ changes: ArraySlice<Int>) -> Void) {
        ends.removeAll(keepingCapacity: true)
        grouped.removeAll(keepingCapacity: true)
        // ends[c + 1] counts the changes of cell c, then (prefix sums) the changes of cells up to c.
        for _ in 0...cellCount { ends.append(0) }
        for cell in cells { ends[cell + 1] += 1 }
        for cell in 0..<cellCount { ends[cell + 1] += ends[cell] }
        for _ in changes.indices { grouped.append(0) }
        // Scattering moves ends[c] from the start of group c to its end.
        for (index, cell) in cells.enumerated() {
            grouped[ends[cell]] = changes[index]
            ends[cell] += 1
        }
        var start = 0
        for cell in 0..<cellCount where ends[cell] > start {
            body(cell, grouped[start..<ends[cell]])
            start = ends[cell]
        }
    }
}

extension BoundedProgram {
    /// The program as its caller writes it.
    struct Definition {
        var rowCount: Int
        var columnCount: Int
        /// Row-major coefficients of M, `rowCount × columnCount`.
        var cells: [Double]
        /// b, per row.
        var values: [Double]
        /// r, per row: how the right-hand side changes per unit of the amount.
        var rates: [Double]
        /// uⱼ per column (`.infinity` when unbounded).
        var upper: [Double]
        var levelCount: Int
        /// The cost of each column per level, one row of `columnCount` per level, strongest first.
        var costs: [Double]
        /// Per row, the column first made basic there; with every other column at 0 that basis must be feasible.
        var basis: [Int]

        /// A program of zeros: `bounds` for its first columns, the rest unbounded, no basis named yet.
        init(rowCount: Int, columnCount: Int, levelCount: Int, bounds: [Double]) {
            self.rowCount = rowCount
            self.columnCount = columnCount
            self.levelCount = levelCount
            cells = [Double](repeating: 0, count: rowCount * columnCount)
            values = [Double](repeating: 0, count: rowCount)
            rates = [Double](repeating: 0, count: rowCount)
            upper = bounds + [Double](repeating: .infinity, count: columnCount - bounds.count)
            costs = [Double](repeating: 0, count: levelCount * columnCount)
            basis = []
        }

        /// Adds `rate`'s entries to `column`'s costs, each at its key's place in `levels` (the program's levels,
        /// `PriorityKey.strongestFirst`).
        mutating func addCost(_ rate: CostVector, column: Int, levels: [PriorityKey]) {
            for entry in rate.entries {
                costs[PriorityKey.index(of: entry.key, in: levels) * columnCount + column] += entry.rate
            }
        }
    }
}

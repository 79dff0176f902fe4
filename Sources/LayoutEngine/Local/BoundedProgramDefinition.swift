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
            cells = [Double](count: rowCount * columnCount, filledWith: 0)
            values = [Double](count: rowCount, filledWith: 0)
            rates = [Double](count: rowCount, filledWith: 0)
            upper = bounds + [Double](count: columnCount - bounds.count, filledWith: .infinity)
            costs = [Double](count: levelCount * columnCount, filledWith: 0)
            basis = []
        }

        /// Adds `rate`'s entries to `column`'s costs, each at its key's place in `levels` (the program's levels,
        /// `PriorityKey.strongestFirst`).
        mutating func addCost(_ rate: CostVector, column: Int, levels: [PriorityKey]) {
            rate.withEntries { entries in
                // Both strongest first: each entry's level lies at or past the one before's.
                var level = 0
                for entry in entries {
                    while level < levels.count && entry.key < levels[level] { level += 1 }
                    costs[level * columnCount + column] += entry.rate
                }
            }
        }
    }
}

/// Costs whose rates are whole numbers, held as rows in scratch memory: a slope is one rate per level of the stack
/// being summarized (strongest first) instead of a list of (level, rate) entries.
///
/// For the common stacks (leaves' own terms and their sums, whose rates are all whole) the rows replace the entry
/// merges of the general path (``SpannedSum``, ``RowConvolution``). They run the general path's walks with its
/// arithmetic on breakpoints; whole numbers add exactly in any order, so every slope has the general path's bits.
enum CostRows {
    /// Past these the rows stop paying (and the scratch stays bounded): the general path runs.
    static let mostBreakpoints = 16, mostLevels = 48

    /// The most breakpoints of one of `costs` and their total; nil when one has more than ``mostBreakpoints``.
    static func breakpointCensus(_ costs: [PiecewiseCost]) -> (most: Int, total: Int)? {
        var most = 0, total = 0
        for cost in costs {
            let count = cost.breakpoints.count
            guard count <= mostBreakpoints else { return nil }
            most = max(most, count)
            total += count
        }
        return (most, total)
    }

    /// Rates that rows can hold: whole and small, so that any order of adding them gives the same bits.
    static func isWhole(_ rate: Double) -> Bool { abs(rate) <= 0x1p40 && Double(Int64(rate)) == rate }

    /// The levels of a set of costs, strongest first (key words that fall); nil when a rate is not whole or there
    /// are more than ``mostLevels``.
    struct Levels {
        let words: UnsafeMutablePointer<UInt64>
        let count: Int

        init?(_ costs: [PiecewiseCost], extra: [PriorityKey]) {
            // The distinct words, falling. A slope's entries fall too, so each slope merges into them in one pass.
            let words = UnsafeMutablePointer<UInt64>.allocate(capacity: CostRows.mostLevels + 1)
            var count = 0
            var fits = true
            func merge(_ word: UInt64, from start: Int) -> Int {
                var i = start
                while i < count && words[i] > word { i += 1 }
                if i < count && words[i] == word { return i }
                guard count < CostRows.mostLevels else {
                    fits = false
                    return i
                }
                var j = count
                while j > i {
                    words[j] = words[j - 1]
                    j -= 1
                }
                words[i] = word
                count += 1
                return i
            }
            for key in extra where fits { _ = merge(key.bits, from: 0) }
            for cost in costs where fits {
                cost.slopes.walk { _, slope in
                    var position = 0
                    for entry in slope {
                        guard CostRows.isWhole(entry.rate) else {
                            fits = false
                            return false
                        }
                        position = merge(entry.key.bits, from: position)
                        guard fits else { return false }
                    }
                    return true
                }
            }
            guard fits else {
                words.deallocate()
                return nil
            }
            self.words = words
            self.count = count
        }

        func deallocate() { words.deallocate() }

        /// The row index of `key` (one of the levels).
        func index(of key: PriorityKey) -> Int {
            let word = key.bits
            var low = 0, high = count - 1
            while low < high {
                let middle = (low + high) / 2
                if word < words[middle] { low = middle + 1 } else { high = middle }
            }
            return low
        }

        /// Writes `entries` (falling, every level one of these) as a row at `out`.
        func writeRow(_ entries: UnsafeBufferPointer<CostVector.Entry>, to out: UnsafeMutablePointer<Double>) {
            out.initialize(repeating: 0, count: count)
            var level = 0
            for entry in entries {
                let word = entry.key.bits
                while words[level] != word { level += 1 }
                out[level] = entry.rate
            }
        }

        /// Writes `cost`'s slopes as rows at `out`.
        func writeRows(of cost: PiecewiseCost, to out: UnsafeMutablePointer<Double>) {
            let n = count
            cost.slopes.walk { k, slope in
                writeRow(slope, to: out + k * n)
                return true
            }
        }
    }

    static func equal(_ a: UnsafePointer<Double>, _ b: UnsafePointer<Double>, _ n: Int) -> Bool {
        for i in 0..<n where a[i] != b[i] { return false }
        return true
    }

    /// The first of `slopeCount` rows at `rows` whose strongest rate is not negative (`CostVector.compare` with
    /// zero), as `argmin` looks for it; nil when every one falls.
    static func firstNotNegative(_ rows: UnsafePointer<Double>, slopeCount: Int, _ n: Int) -> Int? {
        for k in 0..<slopeCount {
            var strongest = 0.0
            for i in 0..<n where rows[k * n + i] != 0 {
                strongest = rows[k * n + i]
                break
            }
            if strongest >= 0 { return k }
        }
        return nil
    }

    /// A cost's rows after a bend at `at` is added: `withPlusAbsolute(at, rate)` by the pair-sum walk of
    /// `PiecewiseCost.withPlus`. The cost's rows are at `own` (its breakpoints `mine`, its domain `lower...upper`),
    /// the bend's rate row at `bend`. The groups of breakpoints (within 1e-9 of the first) of the cost and of the
    /// bend each give the cost's slope plus the bend's (its rate times −1 before `at`, the rate after), kept where it
    /// differs from the last kept. Writes the rows to `out` and the breakpoints to `points`; returns their counts
    /// and the domain.
    static func bent(_ own: UnsafePointer<Double>, breakpoints mine: [Double], lower: Double, upper: Double,
                     at: Double, bend: UnsafePointer<Double>, _ n: Int, rows out: UnsafeMutablePointer<Double>,
                     points: UnsafeMutablePointer<Double>) -> (slopes: Int, breakpoints: Int, lower: Double,
                                                                upper: Double) {
        let lower = max(lower, -Double.infinity), upper = min(upper, Double.infinity)
        func write(_ k: Int, _ theirs: Int, to row: UnsafeMutablePointer<Double>) {
            let slope = own + k * n
            if theirs == 0 {
                for i in 0..<n { row[i] = slope[i] + bend[i] * -1 }
            } else {
                for i in 0..<n { row[i] = slope[i] + bend[i] }
            }
        }
        var slopeCount = 0, breakpointCount = 0
        write(0, 0, to: out)
        mine.withUnsafeBufferPointer { mine in
            var i = 0, j = 0
            while i < mine.count || j < 1 {
                let takesMine = j >= 1 || (i < mine.count && mine[i] <= at)
                let x = takesMine ? mine[i] : at
                if takesMine { i += 1 } else { j += 1 }
                while i < mine.count && mine[i] <= x + 1e-9 { i += 1 }
                while j < 1 && at <= x + 1e-9 { j += 1 }
                if slopeCount == 0 && !(x <= lower + 1e-9) { slopeCount = 1 }
                if slopeCount > 0 && !(x < upper - 1e-9) { break }
                guard slopeCount > 0 else {
                    write(i, j, to: out)
                    continue
                }
                let row = out + slopeCount * n
                write(i, j, to: row)
                if !equal(row, row - n, n) {
                    points[breakpointCount] = x
                    breakpointCount += 1
                    slopeCount += 1
                }
            }
        }
        return (max(slopeCount, 1), breakpointCount, lower, upper)
    }

    /// `PiecewiseCost.fromPieces`' placing of the pieces left of `start` (nearest first, piece i `length(i)` long):
    /// their left ends from `start` outwards (to `leftEnds`, which may be where the lengths are read from: each is
    /// read before its end is written), then the breakpoints between them from the far left, and `start` itself when
    /// `closing` and there are pieces (to `points`). Returns the domain's lower end and how many breakpoints.
    static func placeLeft(from start: Double, count: Int, length: (Int) -> Double, closing: Bool,
                          leftEnds: UnsafeMutablePointer<Double>,
                          points: UnsafeMutablePointer<Double>) -> (lower: Double, pointCount: Int) {
        var position = start
        for i in 0..<count {
            position -= length(i)
            leftEnds[i] = position
        }
        var pointCount = 0
        for index in stride(from: count - 1, to: 0, by: -1) {
            points[pointCount] = leftEnds[index - 1]
            pointCount += 1
        }
        if count > 0 && closing {
            points[pointCount] = start
            pointCount += 1
        }
        return (count == 0 ? start : position, pointCount)
    }

    /// The cost of `slopeCount` rows at `rows` (each slope's entries: its levels whose rate is not 0, strongest
    /// first).
    static func cost(lower: Double, upper: Double, breakpoints: UnsafeBufferPointer<Double>,
                     rows: UnsafePointer<Double>, slopeCount: Int, levels: Levels) -> PiecewiseCost {
        let n = levels.count
        var entryCount = 0
        for i in 0..<(slopeCount * n) where rows[i] != 0 { entryCount += 1 }
        let kept = Array(breakpoints)
        return withUnsafeTemporaryAllocation(of: CostVector.Entry.self, capacity: max(entryCount, 1)) { entries in
            withUnsafeTemporaryAllocation(of: Int32.self, capacity: slopeCount) { ends in
                var written = 0
                for k in 0..<slopeCount {
                    for i in 0..<n where rows[k * n + i] != 0 {
                        entries[written] = (PriorityKey(bits: levels.words[i]), rows[k * n + i])
                        written += 1
                    }
                    ends[k] = Int32(written)
                }
                return PiecewiseCost(lower: lower, upper: upper, breakpoints: kept,
                                     slopes: SlopeList(sharing: UnsafeBufferPointer(rebasing: entries[..<written]),
                                                       ends: UnsafeBufferPointer(ends)))
            }
        }
    }
}

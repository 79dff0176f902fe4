import LayoutModel

/// The cross cost of a stack aligned other than fill (``BehaviourBuilder/crossCost(_:_:children:notes:own:)``) for
/// the common case, on whole-number rates kept in rows: every arranged view is visible, and every part's rates (the
/// views' costs, and the stack's own cost where it joins) are whole numbers, as a leaf's own terms and their sums
/// are.
///
/// The general path builds each view's pulled cost, flattens it into a cost of its own and sums those costs,
/// merging lists of (level, rate) entries at every step. Here a slope is a row of one rate per level of the stack,
/// all in one scratch allocation, and the same walks run on the rows: the pulled cost by the pair-sum walk of
/// `PiecewiseCost.withPlus`, its fit and flattening by `Breakpoints`' own arithmetic, the sum by the walk of
/// `PiecewiseCost.sum(of:)`. Whole numbers add exactly in any order, so every slope, breakpoint and domain has the
/// general path's bits. Where a rate is not a whole number, or the general sum's 1e-9 windows could group
/// breakpoints differently (two different ones within 1e-6), it answers nil and the general path runs.
enum SpannedSum {
    /// Past these the rows stop paying (and the scratch is bounded): the general path runs.
    static let mostBreakpoints = 16, mostLevels = 48

    /// The sum of the spanner's pull, each of the first `viewCount` costs pulled and flattened (`spanned`), and the
    /// rest of `costs` as they are (the joining own cost); each view's fit appended to `fits`. Nil, with `fits` as
    /// it was, where the rows do not apply.
    static func cost(_ costs: [PiecewiseCost], viewCount: Int, fits: inout [CrossFit]) -> PiecewiseCost? {
        var most = 0, total = 0
        for cost in costs {
            let count = cost.breakpoints.count
            guard count <= mostBreakpoints else { return nil }
            most = max(most, count)
            total += count
        }
        guard let levels = Levels(costs) else { return nil }
        defer { levels.deallocate() }
        let n = levels.count
        // Slopes: the spanner's 2, per view at most its breakpoints + 3 (the pull's breakpoint, a slope more than
        // breakpoints, the flat slope), the joining cost's breakpoints + 1. Breakpoints: fewer than slopes.
        let room = 2 + total + 3 * costs.count
        let partCount = 1 + costs.count
        let doubles = (2 * most + 3) * n + (2 * most + 3) + room * n + 3 * room + (room + 2) * n + 2 * partCount
        let ints = (most + 2) + room + 3 * partCount
        let arena = UnsafeMutablePointer<Double>.allocate(capacity: doubles)
        let indices = UnsafeMutablePointer<Int>.allocate(capacity: ints)
        defer {
            arena.deallocate()
            indices.deallocate()
        }
        var sum = Scratch(n: n, most: most, room: room, partCount: partCount, arena: arena, indices: indices)
        sum.add(BehaviourBuilder.spannerCost, levels)
        let start = fits.count
        for v in 0..<viewCount { fits.append(sum.addSpanned(costs[v], levels)) }
        for v in viewCount..<costs.count { sum.add(costs[v], levels) }
        guard let cost = sum.cost(levels) else {
            fits.removeLast(fits.count - start)
            return nil
        }
        return cost
    }

    /// The levels of every part, strongest first (key words that fall), read from the costs with the spanner's and
    /// the pull's; nil when a rate is not a whole number or there are too many levels.
    struct Levels {
        let words: UnsafeMutablePointer<UInt64>
        let count: Int
        /// The pull's row index.
        let pull: Int

        init?(_ costs: [PiecewiseCost]) {
            // The distinct words, falling. A slope's entries fall too, so each slope merges into them in one pass.
            let words = UnsafeMutablePointer<UInt64>.allocate(capacity: SpannedSum.mostLevels + 1)
            var count = 0
            var fits = true
            func merge(_ word: UInt64, from start: Int) -> Int {
                var i = start
                while i < count && words[i] > word { i += 1 }
                if i < count && words[i] == word { return i }
                guard count < SpannedSum.mostLevels else {
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
            _ = merge(BehaviourBuilder.spannerKey.bits, from: 0)
            _ = merge(BehaviourBuilder.crossPullKey.bits, from: 0)
            for cost in costs where fits {
                cost.slopes.walk { _, slope in
                    var position = 0
                    for entry in slope {
                        // Whole and small: any order of adding them gives the same bits.
                        guard abs(entry.rate) <= 0x1p40, Double(Int64(entry.rate)) == entry.rate else {
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
            pull = Self.index(of: BehaviourBuilder.crossPullKey.bits, in: words, count: count)
        }

        func deallocate() { words.deallocate() }

        private static func index(of word: UInt64, in words: UnsafeMutablePointer<UInt64>, count: Int) -> Int {
            var low = 0, high = count - 1
            while low < high {
                let middle = (low + high) / 2
                if word < words[middle] { low = middle + 1 } else { high = middle }
            }
            return low
        }

        /// Writes `cost`'s slopes as rows at `out`. A slope's entries fall as the levels do, so one pass over both
        /// places them.
        func writeRows(of cost: PiecewiseCost, to out: UnsafeMutablePointer<Double>) {
            let n = count
            out.initialize(repeating: 0, count: cost.slopes.count * n)
            cost.slopes.walk { k, slope in
                var level = 0
                let row = out + k * n
                for entry in slope {
                    let word = entry.key.bits
                    while words[level] != word { level += 1 }
                    row[level] = entry.rate
                }
                return true
            }
        }
    }

    /// The parts' rows and breakpoints, and scratch for one view at a time, carved from two allocations.
    private struct Scratch {
        let n: Int
        // Per view: its cost's rows, its pulled cost's rows and breakpoints, the pieces left of its cheapest
        // length (lengths, then left ends; and slopes).
        let own: UnsafeMutablePointer<Double>
        let pulled: UnsafeMutablePointer<Double>
        let pulledPoints: UnsafeMutablePointer<Double>
        let pieceLengths: UnsafeMutablePointer<Double>
        let pieceSlopes: UnsafeMutablePointer<Int>
        // The parts: their slopes' rows and breakpoints one after another; per part its domain, its first row,
        // its first breakpoint and how many.
        let rows: UnsafeMutablePointer<Double>
        let points: UnsafeMutablePointer<Double>
        let partBounds: UnsafeMutablePointer<Double>
        let partIndices: UnsafeMutablePointer<Int>
        var rowCount = 0, pointCount = 0, partCount = 0
        // The sum: the events' breakpoints and rows before them, the kept breakpoints and slopes, the current slope.
        let eventX: UnsafeMutablePointer<Double>
        let eventRow: UnsafeMutablePointer<Int>
        let kept: UnsafeMutablePointer<Double>
        let slopes: UnsafeMutablePointer<Double>

        init(n: Int, most: Int, room: Int, partCount: Int, arena: UnsafeMutablePointer<Double>,
             indices: UnsafeMutablePointer<Int>) {
            self.n = n
            own = arena
            pulled = own + (most + 1) * n
            pulledPoints = pulled + (most + 2) * n
            pieceLengths = pulledPoints + (most + 1)
            rows = pieceLengths + (most + 2)
            points = rows + room * n
            eventX = points + room
            kept = eventX + room
            slopes = kept + room
            partBounds = slopes + (room + 2) * n
            pieceSlopes = indices
            eventRow = pieceSlopes + (most + 2)
            partIndices = eventRow + room
        }

        private func equal(_ a: UnsafeMutablePointer<Double>, _ b: UnsafeMutablePointer<Double>) -> Bool {
            for i in 0..<n where a[i] != b[i] { return false }
            return true
        }

        private mutating func addPart(lower: Double, upper: Double, pointStart: Int, rowStart: Int) {
            partBounds[2 * partCount] = lower
            partBounds[2 * partCount + 1] = upper
            partIndices[3 * partCount] = pointStart
            partIndices[3 * partCount + 1] = pointCount - pointStart
            partIndices[3 * partCount + 2] = rowStart
            partCount += 1
        }

        /// Adds `cost` as it is (the spanner, the joining own cost).
        mutating func add(_ cost: PiecewiseCost, _ levels: Levels) {
            levels.writeRows(of: cost, to: rows + rowCount * n)
            let pointStart = pointCount, rowStart = rowCount
            for x in cost.breakpoints {
                points[pointCount] = x
                pointCount += 1
            }
            rowCount += cost.slopes.count
            addPart(lower: cost.lower, upper: cost.upper, pointStart: pointStart, rowStart: rowStart)
        }

        /// Adds a view's cost in a spanner: its cost with the pull towards 0 added (`withPlusAbsolute(0,
        /// crossPull)`), flattened right of its cheapest length (`BehaviourBuilder.spanned`); returns the fit
        /// (`CrossFit(pulled:)`).
        mutating func addSpanned(_ cost: PiecewiseCost, _ levels: Levels) -> CrossFit {
            levels.writeRows(of: cost, to: own)
            let n = self.n, own = self.own, pulled = self.pulled, pull = levels.pull
            // The pulled cost, by the pair-sum walk: groups of breakpoints (within 1e-9 of the first) of the cost
            // and of the pull (at 0), each slope the cost's plus the pull's (−1 before 0: its rate times −1; +1
            // after), kept where it differs from the last kept. Row 0 is the slope before any is kept.
            let lower = max(cost.lower, -Double.infinity), upper = min(cost.upper, Double.infinity)
            func write(_ k: Int, _ theirs: Int, to out: UnsafeMutablePointer<Double>) {
                out.update(from: own + k * n, count: n)
                out[pull] += theirs == 0 ? -1 : 1
            }
            var slopeCount = 0, breakpointCount = 0
            write(0, 0, to: pulled)
            cost.breakpoints.withUnsafeBufferPointer { mine in
                var i = 0, j = 0
                while i < mine.count || j < 1 {
                    let takesMine = j >= 1 || (i < mine.count && mine[i] <= 0)
                    let x = takesMine ? mine[i] : 0
                    if takesMine { i += 1 } else { j += 1 }
                    while i < mine.count && mine[i] <= x + 1e-9 { i += 1 }
                    while j < 1 && 0 <= x + 1e-9 { j += 1 }
                    if slopeCount == 0 && !(x <= lower + 1e-9) { slopeCount = 1 }
                    if slopeCount > 0 && !(x < upper - 1e-9) { break }
                    guard slopeCount > 0 else {
                        write(i, j, to: pulled)
                        continue
                    }
                    let slope = pulled + slopeCount * n
                    write(i, j, to: slope)
                    if !equal(slope, slope - n) {
                        pulledPoints[breakpointCount] = x
                        breakpointCount += 1
                        slopeCount += 1
                    }
                }
            }
            if slopeCount == 0 { slopeCount = 1 }

            // The fit: the cheapest length, where the slope first stops falling (its strongest rate not negative).
            var firstNotNegative: Int?
            for k in 0..<slopeCount {
                var strongest = 0.0
                for i in 0..<n where pulled[k * n + i] != 0 {
                    strongest = pulled[k * n + i]
                    break
                }
                if strongest >= 0 {
                    firstNotNegative = k
                    break
                }
            }
            let pulledBreakpoints = UnsafeBufferPointer(start: pulledPoints, count: breakpointCount)
            let cheapest = Breakpoints.argmin(pulledBreakpoints, lower: lower, upper: upper,
                                              firstNotNegative: firstNotNegative)

            // Flattened right of the cheapest length, with `Breakpoints.flattened`'s arithmetic: the pieces left
            // of it (nearest first) give the left ends; slope k is piece (count − 1 − k)'s, then the flat one.
            var count = 0
            let lengths = pieceLengths, pieceSlopes = self.pieceSlopes
            Breakpoints.measurePieces(pulledBreakpoints, lower: lower, leftOf: cheapest) { length, slope in
                lengths[count] = length
                pieceSlopes[count] = slope
                count += 1
            }
            var position = cheapest
            for i in 0..<count {
                position -= lengths[i]
                lengths[i] = position  // now the piece's left end
            }
            let pointStart = pointCount, rowStart = rowCount
            for index in stride(from: count - 1, to: 0, by: -1) {
                points[pointCount] = lengths[index - 1]
                pointCount += 1
            }
            if count > 0 {
                points[pointCount] = cheapest
                pointCount += 1
            }
            for k in 0..<count {
                (rows + (rowCount + k) * n).update(from: pulled + pieceSlopes[count - 1 - k] * n, count: n)
            }
            (rows + (rowCount + count) * n).update(repeating: 0, count: n)
            rowCount += count + 1
            var flatUpper = cheapest
            flatUpper += .infinity
            addPart(lower: count == 0 ? cheapest : position, upper: flatUpper, pointStart: pointStart,
                    rowStart: rowStart)
            return CrossFit(cheapest: cheapest, lower: lower)
        }

        /// The sum of the parts, as `PiecewiseCost.sum` gives it; nil where two different breakpoints lie within
        /// 1e-6.
        func cost(_ levels: Levels) -> PiecewiseCost? {
            let n = self.n
            var lower = -Double.infinity, upper = Double.infinity
            let current = slopes + pointCount * n + n  // after room for every kept slope
            current.update(repeating: 0, count: n)
            var eventCount = 0
            for p in 0..<partCount {
                lower = max(lower, partBounds[2 * p])
                upper = min(upper, partBounds[2 * p + 1])
                let pointStart = partIndices[3 * p], rowStart = partIndices[3 * p + 2]
                for i in 0..<n { current[i] += rows[rowStart * n + i] }
                for k in 0..<partIndices[3 * p + 1] {
                    // Insertion by breakpoint (few events).
                    let x = points[pointStart + k]
                    var j = eventCount
                    while j > 0 && x < eventX[j - 1] {
                        eventX[j] = eventX[j - 1]
                        eventRow[j] = eventRow[j - 1]
                        j -= 1
                    }
                    eventX[j] = x
                    eventRow[j] = rowStart + k
                    eventCount += 1
                }
            }
            for e in 1..<max(eventCount, 1) {
                let gap = eventX[e] - eventX[e - 1]
                if gap != 0 && !(gap > 1e-6) { return nil }
            }
            // The walk of `PiecewiseCost.sum(of:)`: the first slope is kept at the first breakpoint past the
            // domain's lower end, one at or past its upper end ends the walk, and a breakpoint is kept where the
            // slope changes.
            var slopeCount = 0, keptCount = 0
            var index = 0
            while index < eventCount {
                let x = eventX[index]
                if slopeCount == 0 && !(x <= lower + 1e-9) {
                    slopes.update(from: current, count: n)
                    slopeCount = 1
                }
                if slopeCount > 0 && !(x < upper - 1e-9) { break }
                while index < eventCount && eventX[index] == x {
                    let before = rows + eventRow[index] * n
                    for i in 0..<n { current[i] += before[n + i] - before[i] }
                    index += 1
                }
                guard slopeCount > 0, !equal(current, slopes + (slopeCount - 1) * n) else { continue }
                kept[keptCount] = x
                keptCount += 1
                (slopes + slopeCount * n).update(from: current, count: n)
                slopeCount += 1
            }
            if slopeCount == 0 {
                slopes.update(from: current, count: n)
                slopeCount = 1
            }
            // Each slope's entries: its levels whose rate is not 0, strongest first.
            var entryCount = 0
            for i in 0..<(slopeCount * n) where slopes[i] != 0 { entryCount += 1 }
            let breakpoints = Array(UnsafeBufferPointer(start: kept, count: keptCount))
            return withUnsafeTemporaryAllocation(of: CostVector.Entry.self, capacity: max(entryCount, 1)) { entries in
                withUnsafeTemporaryAllocation(of: Int32.self, capacity: slopeCount) { ends in
                    var written = 0
                    for k in 0..<slopeCount {
                        for i in 0..<n where slopes[k * n + i] != 0 {
                            entries[written] = (PriorityKey(bits: levels.words[i]), slopes[k * n + i])
                            written += 1
                        }
                        ends[k] = Int32(written)
                    }
                    return PiecewiseCost(lower: lower, upper: upper, breakpoints: breakpoints,
                                         slopes: SlopeList(sharing: UnsafeBufferPointer(rebasing: entries[..<written]),
                                                           ends: UnsafeBufferPointer(ends)))
                }
            }
        }
    }
}

extension BehaviourBuilder {
    /// ``crossCost(_:_:children:notes:own:)`` for a stack aligned other than fill by ``SpannedSum``: nil where that
    /// does not apply, with `notes` and `own` left as they were.
    func spannedCost(_ arranged: [Int], axis: Axis, margin: Double, children: ArrangedBehaviours,
                     notes: inout ArrangementNotes, own: inout PiecewiseCost?) -> PiecewiseCost? {
        guard !arranged.isEmpty, arranged.allSatisfy({ !table[$0].isHidden }) else { return nil }
        var costs: [PiecewiseCost] = []
        costs.reserveCapacity(arranged.count + 1)
        for child in arranged { costs.append(children.cost(of: child, axis)) }
        if let joining = own { costs.append(joining.mapped(scale: 1, offset: margin)) }
        guard let content = SpannedSum.cost(costs, viewCount: arranged.count, fits: &notes.crossFits) else {
            return nil
        }
        own = nil
        return content.mapped(scale: 1, offset: -margin)
    }
}

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
    /// The sum of the spanner's pull, each of the first `viewCount` costs pulled and flattened (`spanned`), and the
    /// rest of `costs` as they are (the joining own cost); each view's fit appended to `fits`. Nil, with `fits` as
    /// it was, where the rows do not apply.
    static func cost(_ costs: [PiecewiseCost], viewCount: Int, fits: inout [CrossFit]) -> PiecewiseCost? {
        guard let (most, total) = CostRows.breakpointCensus(costs),
              let levels = CostRows.Levels(costs, extra: [BehaviourBuilder.spannerKey, BehaviourBuilder.crossPullKey])
        else { return nil }
        defer { levels.deallocate() }
        let n = levels.count
        // Slopes: the spanner's 2, per view at most its breakpoints + 3 (the pull's breakpoint, a slope more than
        // breakpoints, the flat slope), the joining cost's breakpoints + 1. Breakpoints: fewer than slopes.
        let room = 2 + total + 3 * costs.count
        let partCount = 1 + costs.count
        let doubles = (2 * most + 4) * n + (2 * most + 3) + room * n + 3 * room + (room + 2) * n + 2 * partCount
        let ints = (most + 2) + room + 3 * partCount
        let arena = UnsafeMutablePointer<Double>.allocate(capacity: doubles)
        let indices = UnsafeMutablePointer<Int>.allocate(capacity: ints)
        defer {
            arena.deallocate()
            indices.deallocate()
        }
        var sum = Scratch(n: n, most: most, room: room, partCount: partCount, arena: arena, indices: indices)
        // The pull's rate row.
        sum.pull.initialize(repeating: 0, count: n)
        sum.pull[levels.index(of: BehaviourBuilder.crossPullKey)] = 1
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

    /// The parts' rows and breakpoints, and scratch for one view at a time, carved from two allocations.
    private struct Scratch {
        let n: Int
        // Per view: its cost's rows, its pulled cost's rows and breakpoints, the pieces left of its cheapest
        // length (lengths, then left ends; and slopes).
        let own: UnsafeMutablePointer<Double>
        let pulled: UnsafeMutablePointer<Double>
        let pulledPoints: UnsafeMutablePointer<Double>
        let pull: UnsafeMutablePointer<Double>
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
            pull = pieceLengths + (most + 2)
            rows = pull + n
            points = rows + room * n
            eventX = points + room
            kept = eventX + room
            slopes = kept + room
            partBounds = slopes + (room + 2) * n
            pieceSlopes = indices
            eventRow = pieceSlopes + (most + 2)
            partIndices = eventRow + room
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
        mutating func add(_ cost: PiecewiseCost, _ levels: CostRows.Levels) {
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
        mutating func addSpanned(_ cost: PiecewiseCost, _ levels: CostRows.Levels) -> CrossFit {
            levels.writeRows(of: cost, to: own)
            let (slopeCount, breakpointCount, lower, upper) = CostRows.bent(
                own, breakpoints: cost.breakpoints, lower: cost.lower, upper: cost.upper, at: 0, bend: pull, n,
                rows: pulled, points: pulledPoints)
            // The fit: the cheapest length, where the slope first stops falling.
            let pulledBreakpoints = UnsafeBufferPointer(start: pulledPoints, count: breakpointCount)
            let falling = CostRows.firstNotNegative(pulled, slopeCount: slopeCount, n)
            let cheapest = Breakpoints.argmin(pulledBreakpoints, lower: lower, upper: upper, firstNotNegative: falling)

            // Flattened right of the cheapest length, with `Breakpoints.flattened`'s arithmetic: the pieces left
            // of it (nearest first) give the left ends; slope k is piece (count − 1 − k)'s, then the flat one.
            var count = 0
            let lengths = pieceLengths, pieceSlopes = self.pieceSlopes
            Breakpoints.measurePieces(pulledBreakpoints, lower: lower, leftOf: cheapest) { length, slope in
                lengths[count] = length
                pieceSlopes[count] = slope
                count += 1
            }
            // The left ends overwrite the lengths.
            let pointStart = pointCount, rowStart = rowCount
            let placed = CostRows.placeLeft(from: cheapest, count: count, length: { lengths[$0] }, closing: true,
                                            leftEnds: lengths, points: points + pointCount)
            pointCount += placed.pointCount
            for k in 0..<count {
                (rows + (rowCount + k) * n).update(from: pulled + pieceSlopes[count - 1 - k] * n, count: n)
            }
            (rows + (rowCount + count) * n).update(repeating: 0, count: n)
            rowCount += count + 1
            var flatUpper = cheapest
            flatUpper += .infinity
            addPart(lower: placed.lower, upper: flatUpper, pointStart: pointStart, rowStart: rowStart)
            return CrossFit(cheapest: cheapest, lower: lower)
        }

        /// The sum of the parts, as `PiecewiseCost.sum` gives it; nil where two different breakpoints lie within
        /// 1e-6.
        func cost(_ levels: CostRows.Levels) -> PiecewiseCost? {
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
                guard slopeCount > 0, !CostRows.equal(current, slopes + (slopeCount - 1) * n, n) else { continue }
                kept[keptCount] = x
                keptCount += 1
                (slopes + slopeCount * n).update(from: current, count: n)
                slopeCount += 1
            }
            if slopeCount == 0 {
                slopes.update(from: current, count: n)
                slopeCount = 1
            }
            return CostRows.cost(lower: lower, upper: upper,
                                 breakpoints: UnsafeBufferPointer(start: kept, count: keptCount), rows: slopes,
                                 slopeCount: slopeCount, levels: levels)
        }
    }
}

extension BehaviourBuilder {
    /// ``crossCost(_:_:children:notes:own:)`` for a stack aligned other than fill by ``SpannedSum``: nil where that
    /// does not apply, with `notes` and `own` left as they were.
    func spannedCost(_ arranged: [Int], axis: Axis, margin: Double, children: ArrangedBehaviours,
                     notes: inout ArrangementNotes, own: inout PiecewiseCost?) -> PiecewiseCost? {
        guard !arranged.isEmpty, arranged.allSatisfy({ !table.isHidden($0) }) else { return nil }
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

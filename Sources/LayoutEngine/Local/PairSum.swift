extension PiecewiseCost {
    /// `self + other`, slope by slope, when `other`'s slopes are stored in full (``SlopeList/isCompact`` is false),
    /// as a view's own terms and a bend are.
    ///
    /// Each slope of the result is one of self's plus one of other's, added as whole vectors: one merge per slope,
    /// where the general sum (``sum(of:)``), which follows every part's jumps, takes three. Breakpoints group, clip
    /// to the domain and merge with equal neighbours exactly as in the general sum.
    func plus(full other: PiecewiseCost) -> PiecewiseCost {
        // The other's slopes are read where they are stored; a compact list (the callers pass none) takes the
        // general sum.
        let sum = other.slopes.withFullBuffers { entries, ends in
            other.breakpoints.withUnsafeBufferPointer { theirs in
                withSum(lower: other.lower, upper: other.upper, breakpoints: theirs, slopes: entries, ends: ends) {
                    $0.cost
                }
            }
        }
        return sum ?? Self.sum([self, other])
    }

    /// `self + bend`, slope by slope as ``plus(full:)`` adds.
    func plus(_ bend: Bend) -> PiecewiseCost { withPlus(bend) { $0.cost } }

    /// Calls `body` with `self + bend` as a view (``CostView``), valid in `body` only: nothing is stored.
    func withPlus<R>(_ bend: Bend, _ body: (CostView) -> R) -> R {
        let count = bend.before.count + bend.after.count
        return withUnsafeTemporaryAllocation(of: CostVector.Entry.self, capacity: count) { flat in
            withUnsafeTemporaryAllocation(of: Double.self, capacity: 1) { point in
                withUnsafeTemporaryAllocation(of: Int32.self, capacity: 2) { ends in
                    for (i, entry) in bend.before.enumerated() { flat.initializeElement(at: i, to: entry) }
                    for (i, entry) in bend.after.enumerated() {
                        flat.initializeElement(at: bend.before.count + i, to: entry)
                    }
                    ends[0] = Int32(bend.before.count)
                    ends[1] = Int32(count)
                    let points = bend.breakpoint == nil ? 0 : 1
                    point[0] = bend.breakpoint ?? 0
                    return withSum(lower: bend.lower, upper: bend.upper,
                                   breakpoints: UnsafeBufferPointer(rebasing: point[..<points]),
                                   slopes: UnsafeBufferPointer(flat),
                                   ends: UnsafeBufferPointer(rebasing: ends[...points]), body)
                }
            }
        }
    }

    /// A group of breakpoints within 1e-9 of its first (`x`), and how many of each addend's breakpoints lie at or
    /// before it: the slopes after the group are self's slope `mine` and the other's slope `theirs`.
    private typealias Group = (x: Double, mine: Int, theirs: Int)

    /// Calls `body` with the sum with a cost of domain `lower...upper`, `breakpoints`, and slopes stored one after
    /// another in `slopes`, slope j ending at `ends[j]`.
    private func withSum<R>(lower otherLower: Double, upper otherUpper: Double,
                            breakpoints theirs: UnsafeBufferPointer<Double>,
                            slopes other: UnsafeBufferPointer<CostVector.Entry>,
                            ends otherEnds: UnsafeBufferPointer<Int32>, _ body: (CostView) -> R) -> R {
        let lower = max(self.lower, otherLower), upper = min(self.upper, otherUpper)
        let n = breakpoints.count, m = theirs.count
        func theirSlope(_ j: Int) -> UnsafeBufferPointer<CostVector.Entry> {
            SlopeList.slope(j, of: other, ends: otherEnds)
        }
        return withUnsafeTemporaryAllocation(of: Group.self, capacity: n + m) { groups in
            let groupCount = breakpoints.withUnsafeBufferPointer { mine in
                var count = 0, i = 0, j = 0
                while i < n || j < m {
                    let takesMine = j >= m || (i < n && mine[i] <= theirs[j])
                    let x = takesMine ? mine[i] : theirs[j]
                    // The breakpoint that opens the group always joins it, so a group is never empty.
                    if takesMine { i += 1 } else { j += 1 }
                    while i < n && mine[i] <= x + 1e-9 { i += 1 }
                    while j < m && theirs[j] <= x + 1e-9 { j += 1 }
                    groups.initializeElement(at: count, to: (x, i, j))
                    count += 1
                }
                return count
            }
            let room = EntryBuffer.stackEntries
            return withUnsafeTemporaryAllocation(of: CostVector.Entry.self, capacity: room) { lent in
                withUnsafeTemporaryAllocation(of: Double.self, capacity: groupCount) { kept in
                    withUnsafeTemporaryAllocation(of: Int32.self, capacity: groupCount + 1) { ends in
                        let half = EntryBuffer.stackEntries / 2
                        // The sum before the first kept slope (`current`), the kept slopes (`pool`).
                        var current = EntryBuffer(lending: UnsafeMutableBufferPointer(rebasing: lent[..<half]))
                        var pool = EntryBuffer(lending: UnsafeMutableBufferPointer(rebasing: lent[half...]))
                        defer {
                            current.deallocate()
                            pool.deallocate()
                        }
                        var slopeCount = 0, breakpointCount = 0
                        slopes.withReader { mine in
                            // Room for every slope the groups can keep (each at most its two addends' entries),
                            // where self's slopes are known without rebuilding them: the pool then never moves.
                            if mine.isInPlace {
                                var room = mine.slope(0).count + theirSlope(0).count
                                for g in 0..<groupCount {
                                    room += mine.slope(groups[g].mine).count + theirSlope(groups[g].theirs).count
                                }
                                pool.reserveCapacity(room)
                            }
                            var k = 0
                            current.set(mine.slope(0), plus: theirSlope(0))
                            for g in 0..<groupCount {
                                let x = groups[g].x
                                if slopeCount == 0 && !(x <= lower + 1e-9) {
                                    pool.append(current.contents)
                                    ends[slopeCount] = Int32(pool.count)
                                    slopeCount += 1
                                }
                                if slopeCount > 0 && !(x < upper - 1e-9) { break }
                                k = groups[g].mine
                                guard slopeCount > 0 else {
                                    current.set(mine.slope(k), plus: theirSlope(groups[g].theirs))
                                    continue
                                }
                                // The sum written straight after the kept slopes, kept where it differs from the last.
                                let start = pool.count
                                pool.appendSum(mine.slope(k), theirSlope(groups[g].theirs))
                                let previous = slopeCount > 1 ? Int(ends[slopeCount - 2]) : 0
                                let all = pool.contents
                                if CostVector.compare(UnsafeBufferPointer(rebasing: all[start...]),
                                                      UnsafeBufferPointer(rebasing: all[previous..<start])) != 0 {
                                    kept[breakpointCount] = x
                                    breakpointCount += 1
                                    ends[slopeCount] = Int32(pool.count)
                                    slopeCount += 1
                                } else {
                                    pool.truncate(to: start)
                                }
                            }
                        }
                        if slopeCount == 0 {
                            pool.append(current.contents)
                            ends[0] = Int32(pool.count)
                            slopeCount = 1
                        }
                        return body(CostView(lower: lower, upper: upper,
                                             breakpoints: UnsafeBufferPointer(rebasing: kept[..<breakpointCount]),
                                             entries: pool.contents,
                                             ends: UnsafeBufferPointer(rebasing: ends[..<slopeCount])))
                    }
                }
            }
        }
    }
}

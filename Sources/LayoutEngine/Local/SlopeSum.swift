extension PiecewiseCost {
    /// The sum of several costs: domains intersect, slopes add.
    ///
    /// The slope after a breakpoint is the one before it plus the jump there: the parts' slope differences at that
    /// point (within 1e-9) added up in the parts' order. They are accumulated in scratch buffers, level by level
    /// with the same operands in the same order as `CostVector`'s `+` and `-`, so the result has the same bits as
    /// adding whole vectors. A part's difference at one of its breakpoints is its slope after minus its slope before,
    /// which a cursor per part follows (a compact part stores only the changes, ``SlopeList``). Clipping to the
    /// domain and merging equal neighbours (``clipped()``) happen on the way, so only the slopes kept are stored.
    static func sum(_ parts: [PiecewiseCost]) -> PiecewiseCost {
        guard parts.count > 1 else { return parts.first ?? .free }
        return parts.withUnsafeBufferPointer { sum(of: CostParts(parts: $0)) }
    }

    /// `sum([lhs, rhs])` without the array: slope by slope (``plus(full:)``) when either stores its slopes in full.
    /// `plus(full:)` copies its argument's slopes first, so of two full costs the one with fewer breakpoints is the
    /// argument (each slope of the sum adds the same two vectors either way: the same bits).
    static func + (lhs: PiecewiseCost, rhs: PiecewiseCost) -> PiecewiseCost {
        if !rhs.slopes.isCompact && (lhs.slopes.isCompact || rhs.breakpoints.count <= lhs.breakpoints.count) {
            return lhs.plus(full: rhs)
        }
        if !lhs.slopes.isCompact { return rhs.plus(full: lhs) }
        return withUnsafeTemporaryAllocation(of: PiecewiseCost.self, capacity: 2) { parts in
            parts.initializeElement(at: 0, to: lhs)
            parts.initializeElement(at: 1, to: rhs)
            defer { parts.deinitialize() }
            return sum(of: CostParts(parts: UnsafeBufferPointer(parts)))
        }
    }

    /// `self + .absolute(c, rate)`, bit for bit, without building the second cost.
    func plusAbsolute(_ c: Double, _ rate: CostVector) -> PiecewiseCost { withPlusAbsolute(c, rate) { $0.cost } }

    /// Calls `body` with ``plusAbsolute(_:_:)``'s cost as a view (``CostView``), valid in `body` only: for a reader
    /// that needs the sum once, nothing is stored.
    func withPlusAbsolute<R>(_ c: Double, _ rate: CostVector, _ body: (CostView) -> R) -> R {
        rate.withEntries { after in
            // `-rate` as `CostVector`'s `*` computes it: each rate times −1, those at or below the tolerance dropped.
            withUnsafeTemporaryAllocation(of: CostVector.Entry.self, capacity: after.count) { negated in
                var count = 0
                for entry in after {
                    let rate = entry.rate * -1
                    if abs(rate) > CostVector.tolerance {
                        negated[count] = (entry.key, rate)
                        count += 1
                    }
                }
                let bend = Bend(lower: -.infinity, upper: .infinity, breakpoint: c,
                                before: UnsafeBufferPointer(rebasing: negated[..<count]), after: after)
                return withPlus(bend, body)
            }
        }
    }

    /// The sum of `parts` (at least two, or one that ``sum(_:)`` would not return as it is).
    static func sum(of parts: CostParts) -> PiecewiseCost {
        var lower = -Double.infinity, upper = Double.infinity
        var eventCount = 0
        var followsCursors = false
        for p in 0..<parts.count {
            lower = max(lower, parts.lower(p))
            upper = min(upper, parts.upper(p))
            let count = parts.breakpointCount(p)
            eventCount += count
            if count > 0 && parts.isCompact(p) { followsCursors = true }
        }
        // Three allocations of scratch vectors, each vector starting with a third or half of one.
        let half = EntryBuffer.stackEntries / 2, third = EntryBuffer.stackEntries / 3
        typealias Entry = CostVector.Entry
        return withUnsafeTemporaryAllocation(of: Entry.self, capacity: 2 * half) { first in
            withUnsafeTemporaryAllocation(of: Entry.self, capacity: 2 * half) { second in
                withUnsafeTemporaryAllocation(of: Entry.self, capacity: 3 * third) { rest in
                    withUnsafeTemporaryAllocation(of: Event.self, capacity: eventCount) { events in
                        withUnsafeTemporaryAllocation(of: Double.self, capacity: eventCount) { kept in
                            withUnsafeTemporaryAllocation(of: Int32.self, capacity: eventCount + 1) { ends in
                                withUnsafeTemporaryAllocation(of: EntryBuffer.self,
                                                              capacity: followsCursors ? parts.count : 0) { cursors in
                                    cursors.initialize(repeating: EntryBuffer())
                                    func lend(_ storage: UnsafeMutableBufferPointer<Entry>, _ range: Range<Int>)
                                        -> EntryBuffer {
                                        EntryBuffer(lending: UnsafeMutableBufferPointer(rebasing: storage[range]))
                                    }
                                    var scratch = SumScratch(
                                        current: lend(first, 0..<half), next: lend(first, half..<2 * half),
                                        difference: lend(second, 0..<half), jump: lend(second, half..<2 * half),
                                        changes: lend(rest, 0..<third), pool: lend(rest, third..<3 * third),
                                        events: events, kept: kept, ends: ends, cursors: cursors)
                                    defer { scratch.deallocate() }
                                    return sum(of: parts, lower: lower, upper: upper, scratch: &scratch)
                                }
                            }
                        }
                    }
                }
            }
        }
    }

    /// A breakpoint of a part: where, which part, which of its breakpoints.
    typealias Event = (x: Double, part: Int, k: Int)

    /// The working room of a sum: scratch vectors (lent from the stack), the events, and room for the kept
    /// breakpoints and the ends of the kept slopes' runs in `pool`.
    private struct SumScratch {
        var current: EntryBuffer, next: EntryBuffer, difference: EntryBuffer, jump: EntryBuffer
        var changes: EntryBuffer, pool: EntryBuffer
        let events: UnsafeMutableBufferPointer<Event>
        let kept: UnsafeMutableBufferPointer<Double>
        let ends: UnsafeMutableBufferPointer<Int32>
        /// Per compact part with breakpoints: its slope before its next breakpoint.
        let cursors: UnsafeMutableBufferPointer<EntryBuffer>

        func deallocate() {
            current.deallocate()
            next.deallocate()
            difference.deallocate()
            jump.deallocate()
            changes.deallocate()
            pool.deallocate()
            for cursor in cursors { cursor.deallocate() }
        }
    }

    private static func sum(of parts: CostParts, lower: Double, upper: Double,
                                                scratch s: inout SumScratch) -> PiecewiseCost {
        for p in 0..<parts.count {
            parts.slope(p, 0, after: s.jump.contents, into: &s.difference, scratch: &s.changes)
            s.next.set(s.current.contents, plus: s.difference.contents)
            if parts.isCompact(p) && parts.breakpointCount(p) > 0 { s.cursors[p].set(s.difference.contents) }
            swap(&s.current, &s.next)
        }
        // The same stable sort with the same comparisons as sorting the jumps themselves: the same order.
        var eventCount = 0
        for p in 0..<parts.count {
            for k in 0..<parts.breakpointCount(p) {
                s.events.initializeElement(at: eventCount, to: (parts.breakpoint(p, k), p, k))
                eventCount += 1
            }
        }
        var sorted = UnsafeMutableBufferPointer(rebasing: s.events[..<eventCount])
        sorted.sort { $0.x < $1.x }
        // Room for a slope per breakpoint of the size of the first: the kept slopes are written one after another,
        // and growing the list as they come copied it again at every doubling.
        s.pool.reserveCapacity((eventCount + 1) * (s.current.count + 1))

        // The kept slopes: runs in `pool` ending at `ends[0..<slopeCount]`. The current slope is `current`, or the
        // last kept one where it was kept as summed (`currentInPool`).
        var slopeCount = 0, breakpointCount = 0
        var currentInPool: Range<Int>?
        func currentSlope(_ s: SumScratch) -> UnsafeBufferPointer<CostVector.Entry> {
            guard let range = currentInPool else { return s.current.contents }
            return UnsafeBufferPointer(rebasing: s.pool.contents[range])
        }
        func keep(_ s: inout SumScratch) {
            let start = s.pool.count
            s.pool.append(s.current.contents)
            s.ends[slopeCount] = Int32(s.pool.count)
            slopeCount += 1
            currentInPool = start..<s.pool.count
        }
        // The slope just written at `start` after the kept ones (at breakpoint x): kept where it differs from the
        // last kept one, else moved to `current`.
        func settle(_ s: inout SumScratch, at x: Double, from start: Int, differs: Bool) {
            if differs {
                s.kept[breakpointCount] = x
                breakpointCount += 1
                s.ends[slopeCount] = Int32(s.pool.count)
                slopeCount += 1
                currentInPool = start..<s.pool.count
            } else {
                s.current.set(UnsafeBufferPointer(rebasing: s.pool.contents[start...]))
                s.pool.truncate(to: start)
                currentInPool = nil
            }
        }
        var index = 0
        while index < eventCount {
            let x = s.events[index].x
            if slopeCount == 0 && !(x <= lower + 1e-9) { keep(&s) }
            if slopeCount > 0 && !(x < upper - 1e-9) { break }
            // The common step, one breakpoint of a full part alone at x after a kept slope: one pass
            // (`EntryBuffer.appendStep`) instead of the jump, the sum and the comparison below, with their bits.
            if let range = currentInPool, !parts.isCompact(s.events[index].part),
               index + 1 == eventCount || !(s.events[index + 1].x <= x + 1e-9) {
                let p = s.events[index].part, k = s.events[index].k
                index += 1
                let start = s.pool.count
                let step = parts.withSlopes(p, k) { after, before in
                    s.pool.appendStep(ofEntries: range, after: after, before: before)
                }
                guard case .appended(let differs) = step else { continue }
                settle(&s, at: x, from: start, differs: differs)
                continue
            }
            // The jump at x: `.zero + d₁ + d₂ + …`, where `.zero + d₁` is d₁ itself.
            var end = index
            var jumps = 0
            while end < eventCount && s.events[end].x <= x + 1e-9 {
                let p = s.events[end].part, k = s.events[end].k
                if parts.isCompact(p) {
                    parts.slope(p, k + 1, after: s.cursors[p].contents, into: &s.next, scratch: &s.changes)
                    s.difference.set(s.next.contents, minus: s.cursors[p].contents)
                    swap(&s.cursors[p], &s.next)
                } else {
                    parts.withSlopes(p, k) { after, before in s.difference.set(after, minus: before) }
                }
                if jumps == 0 {
                    swap(&s.jump, &s.difference)
                } else {
                    s.next.set(s.jump.contents, plus: s.difference.contents)
                    swap(&s.jump, &s.next)
                }
                jumps += 1
                end += 1
            }
            index = end
            // `current + .zero` is `current`: the slope does not change.
            guard s.jump.count > 0 else { continue }
            guard slopeCount > 0 else {
                s.next.set(currentSlope(s), plus: s.jump.contents)
                swap(&s.current, &s.next)
                continue
            }
            // The new slope written straight after the kept ones.
            let start = s.pool.count
            if let range = currentInPool {
                s.pool.appendSum(ofEntries: range, s.jump.contents)
            } else {
                s.pool.appendSum(s.current.contents, s.jump.contents)
            }
            let all = s.pool.contents
            let previous = UnsafeBufferPointer(rebasing: all[(slopeCount > 1 ? Int(s.ends[slopeCount - 2]) : 0)..<start])
            settle(&s, at: x, from: start,
                   differs: CostVector.compare(UnsafeBufferPointer(rebasing: all[start...]), previous) != 0)
        }
        if slopeCount == 0 { keep(&s) }
        let breakpoints = Array(UnsafeBufferPointer(rebasing: s.kept[..<breakpointCount]))  // exactly their count
        return PiecewiseCost(lower: lower, upper: upper, breakpoints: breakpoints,
                             slopes: SlopeList(sharing: s.pool.contents,
                                               ends: UnsafeBufferPointer(rebasing: s.ends[..<slopeCount])))
    }
}

// MARK: Addends

/// The parts of a sum as ``PiecewiseCost/sum(of:)`` reads them: their domains, breakpoints and slopes.
struct CostParts {
    let parts: UnsafeBufferPointer<PiecewiseCost>

    var count: Int { parts.count }
    func lower(_ p: Int) -> Double { parts[p].lower }
    func upper(_ p: Int) -> Double { parts[p].upper }
    func breakpointCount(_ p: Int) -> Int { parts[p].breakpoints.count }
    func breakpoint(_ p: Int, _ k: Int) -> Double { parts[p].breakpoints[k] }
    /// True when part p's slopes are stored as changes (``SlopeList``): the sum follows them with a cursor.
    func isCompact(_ p: Int) -> Bool { parts[p].slopes.isCompact }

    /// Makes `out` slope k of part p, as ``SlopeList/slope(_:after:into:scratch:)``.
    func slope(_ p: Int, _ k: Int, after previous: UnsafeBufferPointer<CostVector.Entry>, into out: inout EntryBuffer,
               scratch: inout EntryBuffer) {
        parts[p].slopes.slope(k, after: previous, into: &out, scratch: &scratch)
    }

    /// Calls `body` with slopes k + 1 and k of part p (stored in full), read in place.
    func withSlopes<R>(_ p: Int, _ k: Int,
                       _ body: (UnsafeBufferPointer<CostVector.Entry>, UnsafeBufferPointer<CostVector.Entry>) -> R) -> R {
        if let result = parts[p].slopes.withFullBuffers({ entries, ends in
            body(SlopeList.slope(k + 1, of: entries, ends: ends), SlopeList.slope(k, of: entries, ends: ends))
        }) {
            return result
        }
        let slopes = parts[p].slopes  // a compact list (callers pass full ones): rebuilt
        return slopes[k + 1].withEntries { after in slopes[k].withEntries { body(after, $0) } }
    }
}

/// A cost of at most one breakpoint whose two slopes' entries are given in place: what `.absolute`, `.hingeAbove`,
/// `.hingeBelow` and `.domain` build, without their arrays.
struct Bend {
    var lower: Double
    var upper: Double
    /// The breakpoint; nil for a domain, whose one slope is `before`.
    var breakpoint: Double?
    var before: UnsafeBufferPointer<CostVector.Entry>
    var after: UnsafeBufferPointer<CostVector.Entry>
}

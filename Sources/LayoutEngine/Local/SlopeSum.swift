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
        var lower = -Double.infinity, upper = Double.infinity
        var eventCount = 0
        for part in parts {
            lower = max(lower, part.lower)
            upper = min(upper, part.upper)
            eventCount += part.breakpoints.count
        }
        var current = EntryBuffer(), next = EntryBuffer(), difference = EntryBuffer(), jump = EntryBuffer()
        var changes = EntryBuffer()
        // Per compact part with breakpoints: its slope before its next breakpoint.
        var cursors = parts.contains { $0.slopes.isCompact && !$0.breakpoints.isEmpty }
            ? [EntryBuffer](repeating: EntryBuffer(), count: parts.count) : []
        defer {
            current.deallocate()
            next.deallocate()
            difference.deallocate()
            jump.deallocate()
            changes.deallocate()
            for cursor in cursors { cursor.deallocate() }
        }
        for (p, part) in parts.enumerated() {
            part.slopes.slope(0, after: jump.contents, into: &difference, scratch: &changes)
            next.set(current.contents, plus: difference.contents)
            if part.slopes.isCompact && !part.breakpoints.isEmpty { cursors[p].set(difference.contents) }
            swap(&current, &next)
        }
        // The same stable sort with the same comparisons as sorting the jumps themselves: the same order.
        var events: [(x: Double, part: Int, k: Int)] = []
        events.reserveCapacity(eventCount)
        for (p, part) in parts.enumerated() {
            for (k, x) in part.breakpoints.enumerated() { events.append((x, p, k)) }
        }
        events.sort { $0.x < $1.x }

        var builder = SlopeList.Builder()
        defer { builder.deallocate() }
        var breakpoints: [Double] = []
        breakpoints.reserveCapacity(eventCount)
        var index = 0
        while index < events.count {
            let x = events[index].x
            if builder.count == 0 && !(x <= lower + 1e-9) { builder.append(current.contents) }
            if builder.count > 0 && !(x < upper - 1e-9) { break }
            // The jump at x: `.zero + d₁ + d₂ + …`, where `.zero + d₁` is d₁ itself.
            var end = index
            var jumps = 0
            while end < events.count && events[end].x <= x + 1e-9 {
                let p = events[end].part
                let slopes = parts[p].slopes, k = events[end].k
                if slopes.isCompact {
                    slopes.slope(k + 1, after: cursors[p].contents, into: &next, scratch: &changes)
                    difference.set(next.contents, minus: cursors[p].contents)
                    swap(&cursors[p], &next)
                } else {
                    slopes[k + 1].withEntries { after in slopes[k].withEntries { difference.set(after, minus: $0) } }
                }
                if jumps == 0 {
                    swap(&jump, &difference)
                } else {
                    next.set(jump.contents, plus: difference.contents)
                    swap(&jump, &next)
                }
                jumps += 1
                end += 1
            }
            index = end
            // `current + .zero` is `current`: the slope does not change.
            guard jump.count > 0 else { continue }
            next.set(current.contents, plus: jump.contents)
            swap(&current, &next)
            if builder.count > 0, CostVector.compare(current.contents, builder.last) != 0 {
                breakpoints.append(x)
                builder.append(current.contents)
            }
        }
        if builder.count == 0 { builder.append(current.contents) }
        return PiecewiseCost(lower: lower, upper: upper, breakpoints: exact(breakpoints), slopes: builder.list())
    }
}

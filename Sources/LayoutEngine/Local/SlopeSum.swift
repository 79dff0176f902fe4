extension PiecewiseCost {
    /// The sum of several costs: domains intersect, slopes add.
    ///
    /// The slope after a breakpoint is the one before it plus the jump there: the parts' slope differences at that
    /// point (within 1e-9) added up in the parts' order. They are accumulated in scratch buffers, level by level
    /// with the same operands in the same order as `CostVector`'s `+` and `-`, so the result has the same bits as
    /// adding whole vectors. Clipping to the domain and merging equal neighbours (``clipped()``) happen on the
    /// way, so only the slopes kept are stored, all in one entry list.
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
        defer {
            current.deallocate()
            next.deallocate()
            difference.deallocate()
            jump.deallocate()
        }
        for part in parts {
            part.slopes[0].withEntries { next.set(current.contents, plus: $0) }
            swap(&current, &next)
        }
        // The same stable sort with the same comparisons as sorting the jumps themselves: the same order.
        var events: [(x: Double, part: Int, k: Int)] = []
        events.reserveCapacity(eventCount)
        for (p, part) in parts.enumerated() {
            for (k, x) in part.breakpoints.enumerated() { events.append((x, p, k)) }
        }
        events.sort { $0.x < $1.x }

        // The slopes kept share one entry list: `kept` holds where each starts.
        var pool = EntryBuffer()
        defer { pool.deallocate() }
        var kept: [Int] = []
        var breakpoints: [Double] = []
        kept.reserveCapacity(eventCount + 1)
        breakpoints.reserveCapacity(eventCount)
        func keep() {
            kept.append(pool.count)
            pool.append(current.contents)
        }
        var index = 0
        while index < events.count {
            let x = events[index].x
            if kept.isEmpty && !(x <= lower + 1e-9) { keep() }
            if !kept.isEmpty && !(x < upper - 1e-9) { break }
            // The jump at x: `.zero + d₁ + d₂ + …`, where `.zero + d₁` is d₁ itself.
            var end = index
            var jumps = 0
            while end < events.count && events[end].x <= x + 1e-9 {
                let part = parts[events[end].part], k = events[end].k
                part.slopes[k + 1].withEntries { after in
                    part.slopes[k].withEntries { difference.set(after, minus: $0) }
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
            if let last = kept.last,
               CostVector.compare(current.contents, UnsafeBufferPointer(rebasing: pool.contents[last...])) != 0 {
                breakpoints.append(x)
                keep()
            }
        }
        if kept.isEmpty { keep() }
        let list = [CostVector.Entry](unsafeUninitializedCapacity: pool.count) { buffer, count in
            _ = buffer.initialize(from: pool.contents)
            count = pool.count
        }
        var slopes: [CostVector] = []
        slopes.reserveCapacity(kept.count)
        for (n, first) in kept.enumerated() {
            let end = n + 1 < kept.count ? kept[n + 1] : pool.count
            slopes.append(CostVector(shared: list, start: first, count: end - first))
        }
        var exactBreakpoints: [Double] = []
        exactBreakpoints.reserveCapacity(breakpoints.count)
        exactBreakpoints.append(contentsOf: breakpoints)
        return PiecewiseCost(lower: lower, upper: upper, breakpoints: exactBreakpoints, slopes: slopes)
    }
}

/// A scratch list of cost-vector entries that grows and is reused without reference counting; the owner frees it.
private struct EntryBuffer {
    private var base: UnsafeMutablePointer<CostVector.Entry>?
    private var capacity = 0
    private(set) var count = 0

    var contents: UnsafeBufferPointer<CostVector.Entry> { UnsafeBufferPointer(start: base, count: count) }

    /// Becomes `a + b`.
    mutating func set(_ a: UnsafeBufferPointer<CostVector.Entry>, plus b: UnsafeBufferPointer<CostVector.Entry>) {
        set(a, b, sign: 1)
    }

    /// Becomes `a − b`.
    mutating func set(_ a: UnsafeBufferPointer<CostVector.Entry>, minus b: UnsafeBufferPointer<CostVector.Entry>) {
        set(a, b, sign: -1)
    }

    private mutating func set(_ a: UnsafeBufferPointer<CostVector.Entry>, _ b: UnsafeBufferPointer<CostVector.Entry>,
                              sign: Double) {
        let needed = a.count + b.count
        if needed > capacity {
            base?.deallocate()
            capacity = max(needed, 2 * capacity, 8)
            base = .allocate(capacity: capacity)
        }
        guard needed > 0, let base else {
            count = 0
            return
        }
        count = CostVector.combine(a, b, sign: sign, into: base)
    }

    /// Appends `entries`, growing geometrically.
    mutating func append(_ entries: UnsafeBufferPointer<CostVector.Entry>) {
        let needed = count + entries.count
        if needed > capacity {
            let grown = UnsafeMutablePointer<CostVector.Entry>.allocate(capacity: max(needed, 2 * capacity, 8))
            if let base { grown.initialize(from: base, count: count) }
            base?.deallocate()
            base = grown
            capacity = max(needed, 2 * capacity, 8)
        }
        guard let source = entries.baseAddress, let base else { return }  // nothing to append
        (base + count).initialize(from: source, count: entries.count)
        count = needed
    }

    func deallocate() { base?.deallocate() }
}

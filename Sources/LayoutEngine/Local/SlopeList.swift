/// The slopes of a ``PiecewiseCost``: in full while a cost is being built, or, for the costs a plan keeps
/// (``compacted()``), as the first slope in full and every later one as its changes from the slope before it.
///
/// Neighbouring slopes of one cost share most levels: a breakpoint of a sum changes only the levels of the part that
/// bends there. So a kept cost stores the first slope's entries, then per breakpoint the levels whose rate changes,
/// each with its new rate (0 where the level drops out; real rates are never 0, ``CostVector/tolerance``), in one
/// compact word list (``SlopeWords``). Rebuilding slope k from slope k − 1 gives the same bits, so every reader sees
/// the vectors that were stored. Readers walk the slopes in order (``walk(through:_:)``) or take them as vectors
/// sharing one list (``vectors(_:negated:)``); ``subscript(_:)`` rebuilds the slopes before k of a compact list.
struct SlopeList: Sendable, Sequence {
    typealias Entry = CostVector.Entry

    private enum Storage {
        /// Every slope in full, one after another in one entry list with their ends (``FullSlopes``): no vector per
        /// slope, so nothing to count references of per slope.
        case full(FullSlopes)
        /// The first slope, then each later one's changes (``SlopeWords``).
        case compact(SlopeWords)
    }

    private let storage: Storage

    /// The list of `slopes`, in full.
    init(_ slopes: [CostVector]) {
        var total = 0
        for slope in slopes { total += slope.withEntries { $0.count } }
        storage = withUnsafeTemporaryAllocation(of: Entry.self, capacity: Swift.max(total, 1)) { entries in
            withUnsafeTemporaryAllocation(of: Int32.self, capacity: Swift.max(slopes.count, 1)) { ends in
                var written = 0
                for (k, slope) in slopes.enumerated() {
                    slope.withEntries { run in
                        for entry in run {
                            entries[written] = entry
                            written += 1
                        }
                    }
                    ends[k] = Int32(written)
                }
                return .full(FullSlopes(entries: UnsafeBufferPointer(rebasing: entries[..<written]),
                                        ends: UnsafeBufferPointer(rebasing: ends[..<slopes.count])))
            }
        }
    }

    private init(_ storage: Storage) {
        self.storage = storage
    }

    var count: Int {
        switch storage {
        case .full(let full): full.count
        case .compact(let words): words.slopeCount
        }
    }

    /// The list stored as changes, compared level by level (rates bit for bit): what a plan keeps.
    func compacted() -> SlopeList {
        guard case .full(let full) = storage else { return self }
        return withUnsafeTemporaryAllocation(of: Entry.self, capacity: EntryBuffer.stackEntries) { lent in
            withUnsafeTemporaryAllocation(of: Int32.self, capacity: full.count) { runEnds in
                var runs = EntryBuffer(lending: lent)
                defer { runs.deallocate() }
                var previous = UnsafeBufferPointer<Entry>(start: nil, count: 0)
                walk { k, slope in
                    // The slopes' storage outlives the walk, so the previous slope's entries stay valid.
                    if k == 0 {
                        runs.append(slope)
                    } else {
                        SlopeList.changes(from: previous, to: slope, into: &runs)
                    }
                    runEnds[k] = Int32(runs.count)
                    previous = slope
                    return true
                }
                return SlopeList(.compact(SlopeWords(runs: runs.contents, ends: UnsafeBufferPointer(runEnds))))
            }
        }
    }

    /// Calls `body` with slope k's run in the compact form: the first slope's entries (k = 0), or the changes from
    /// slope k − 1 to slope k: (level, new rate), 0 where the level drops out; levels not named keep their rate.
    func withRun<R>(_ k: Int, _ body: (UnsafeBufferPointer<Entry>) throws -> R) rethrows -> R {
        guard case .compact(let words) = storage else { return try compacted().withRun(k, body) }
        var buffer = EntryBuffer()
        defer { buffer.deallocate() }
        words.run(k, into: &buffer)
        return try body(buffer.contents)
    }

    /// Calls `body` with every slope's entries one after another and where each slope ends (``FullSlopes``), for a
    /// list stored in full; nil for a compact one.
    func withFullBuffers<R>(_ body: (UnsafeBufferPointer<Entry>, UnsafeBufferPointer<Int32>) -> R) -> R? {
        guard case .full(let full) = storage else { return nil }
        return full.withBuffers(body)
    }

    /// True when the slopes are stored as changes.
    var isCompact: Bool {
        if case .compact = storage { return true }
        return false
    }

    /// Makes `out` slope k, given slope k − 1 as `previous` (read by a compact list for k ≥ 1 only); `scratch` is
    /// working room.
    func slope(_ k: Int, after previous: UnsafeBufferPointer<Entry>, into out: inout EntryBuffer,
               scratch: inout EntryBuffer) {
        switch storage {
        case .full(let full):
            full.withBuffers { entries, ends in out.set(Self.slope(k, of: entries, ends: ends)) }
        case .compact(let words):
            if k == 0 {
                words.run(0, into: &out)
            } else {
                words.run(k, into: &scratch)
                out.set(previous, changedBy: scratch.contents)
            }
        }
    }

    /// Calls `body` with a reader of the slopes in increasing order (``SlopeReader``): in place for a full list,
    /// rebuilt one after another for a compact one.
    func withReader<R>(_ body: (inout SlopeReader) -> R) -> R {
        switch storage {
        case .full(let full):
            return full.withBuffers { entries, ends in
                var reader = SlopeReader(full: entries, ends: ends)
                return body(&reader)
            }
        case .compact(let words):
            var reader = SlopeReader(compact: words)
            defer { reader.deallocate() }
            return body(&reader)
        }
    }

    /// The first slope.
    var first: CostVector { self[0] }

    /// The last slope.
    var last: CostVector { self[count - 1] }

    /// Slope `k` (a compact list rebuilds it from the first, linear in k).
    subscript(_ k: Int) -> CostVector {
        if case .full(let full) = storage { return full.vector(k) }
        var result: [Entry] = []
        walk(through: k) { index, entries in
            if index == k { result = Array(entries) }
            return true
        }
        return CostVector(shared: result, start: 0, count: result.count)
    }

    /// Calls `body` with slopes `0…last` in order (index, entries valid during the call) until it returns false.
    func walk(through last: Int? = nil, _ body: (Int, UnsafeBufferPointer<Entry>) -> Bool) {
        let last = last ?? count - 1
        guard last >= 0 else { return }
        switch storage {
        case .full(let full):
            full.withBuffers { entries, ends in
                for k in 0...last {
                    guard body(k, Self.slope(k, of: entries, ends: ends)) else { return }
                }
            }
        case .compact(let words):
            var current = EntryBuffer(), next = EntryBuffer(), changes = EntryBuffer()
            defer {
                current.deallocate()
                next.deallocate()
                changes.deallocate()
            }
            words.run(0, into: &current)
            guard body(0, current.contents), last >= 1 else { return }
            for k in 1...last {
                words.run(k, into: &changes)
                next.set(current.contents, changedBy: changes.contents)
                swap(&current, &next)
                guard body(k, current.contents) else { return }
            }
        }
    }

    /// The index of the first slope that is not negative (compared with no cost, ``CostVector/sign(_:)``), nil when
    /// every slope is: where a cost stops falling. Read in place for a full list.
    var firstNotNegative: Int? {
        if case .full(let full) = storage { return full.withBuffers(Self.firstNotNegative) }
        var found: Int?
        walk { k, slope in
            guard CostVector.sign(slope) < 0 else {
                found = k
                return false
            }
            return true
        }
        return found
    }

    /// Slopes `range` as vectors sharing one entry list (negated when `negated`, as `CostVector`'s prefix `-`).
    func vectors(_ range: Range<Int>, negated: Bool = false) -> [CostVector] {
        guard !range.isEmpty else { return [] }
        if case .full(let full) = storage, !negated {
            var vectors: [CostVector] = []
            vectors.reserveCapacity(range.count)
            for k in range { vectors.append(full.vector(k)) }
            return vectors
        }
        // Where each slope starts in the list, and its end.
        return withUnsafeTemporaryAllocation(of: Int.self, capacity: range.count + 1) { starts in
            let list: [Entry]
            switch storage {
            case .full(let full):
                // Negating keeps every rate above the tolerance: one list of exactly the entries' count.
                list = full.withBuffers { all, ends in
                    let first = range.lowerBound == 0 ? 0 : Int(ends[range.lowerBound - 1])
                    return [Entry](writingAtMost: Int(ends[range.upperBound - 1]) - first) { buffer in
                        var written = 0
                        for k in range {
                            starts[k - range.lowerBound] = written
                            for entry in Self.slope(k, of: all, ends: ends) {
                                buffer[written] = (entry.key, entry.rate * -1)
                                written += 1
                            }
                        }
                        return written
                    }
                }
            case .compact:
                list = withUnsafeTemporaryAllocation(of: Entry.self, capacity: EntryBuffer.stackEntries) {
                    var entries = EntryBuffer(lending: $0)
                    defer { entries.deallocate() }
                    walk(through: range.upperBound - 1) { k, slope in
                        guard k >= range.lowerBound else { return true }
                        starts[k - range.lowerBound] = entries.count
                        entries.append(slope, times: negated ? -1 : 1)
                        return true
                    }
                    return entries.array()
                }
            }
            starts[range.count] = list.count
            var vectors: [CostVector] = []
            vectors.reserveCapacity(range.count)
            for i in 0..<range.count {
                vectors.append(CostVector(shared: list, start: starts[i], count: starts[i + 1] - starts[i]))
            }
            return vectors
        }
    }

    /// Every slope times `factor` (> 0), as `CostVector`'s `*` computes it: a rate at or below the tolerance drops
    /// out (in a compact list, a change to one becomes a removal).
    func scaled(by factor: Double) -> SlopeList {
        if factor == 1 { return self }
        switch storage {
        case .full(let full): return Self.scaled(full, by: factor)
        case .compact(let words): return Self.scaled(words, count: count, by: factor)
        }
    }

    /// ``scaled(by:)`` of a full list: into temporary room (no more entries than the list has), then copied once
    /// into the new list.
    private static func scaled(_ full: FullSlopes, by factor: Double) -> SlopeList {
        full.withBuffers { all, slopeEnds in
            withUnsafeTemporaryAllocation(of: Entry.self, capacity: Swift.max(all.count, 1)) { scaled in
                withUnsafeTemporaryAllocation(of: Int32.self, capacity: Swift.max(slopeEnds.count, 1)) { ends in
                    var written = 0, start = 0
                    for (k, end) in slopeEnds.enumerated() {
                        for entry in all[start..<Int(end)] {
                            let rate = entry.rate * factor
                            guard abs(rate) > CostVector.tolerance else { continue }
                            scaled[written] = (entry.key, rate)
                            written += 1
                        }
                        ends[k] = Int32(written)
                        start = Int(end)
                    }
                    return SlopeList(sharing: UnsafeBufferPointer(rebasing: scaled[..<written]),
                                     ends: UnsafeBufferPointer(rebasing: ends[..<slopeEnds.count]))
                }
            }
        }
    }

    /// ``scaled(by:)`` of a compact list: each change scaled, one that drops out becoming a removal.
    private static func scaled(_ words: SlopeWords, count: Int, by factor: Double) -> SlopeList {
        var runs = EntryBuffer(), run = EntryBuffer()
        defer {
            runs.deallocate()
            run.deallocate()
        }
        var ends: [Int32] = []
        ends.reserveCapacity(count)
        for k in 0..<count {
            words.run(k, into: &run)
            for entry in run.contents {
                let rate = entry.rate * factor
                if abs(rate) > CostVector.tolerance {
                    runs.append((entry.key, rate))
                } else if k > 0 {
                    runs.append((entry.key, 0))  // a removal, or a rate that now drops out
                }
            }
            ends.append(Int32(runs.count))
        }
        return ends.withUnsafeBufferPointer { SlopeList(.compact(SlopeWords(runs: runs.contents, ends: $0))) }
    }

    // MARK: Sequence

    /// The slopes in order, one vector each.
    struct Iterator: IteratorProtocol {
        fileprivate let list: SlopeList
        fileprivate var k = 0
        fileprivate var current: [Entry] = []

        mutating func next() -> CostVector? {
            guard k < list.count else { return nil }
            defer { k += 1 }
            guard case .compact = list.storage else { return list[k] }
            let previous = current
            current = list.withRun(k) { run in
                guard k > 0 else { return Array(run) }
                return [Entry](writingAtMost: previous.count + run.count) { out in
                    previous.withUnsafeBufferPointer { SlopeList.apply(run, to: $0, into: out) }
                }
            }
            return CostVector(shared: current, start: 0, count: current.count)
        }
    }

    func makeIterator() -> Iterator { Iterator(list: self) }

    var underestimatedCount: Int { count }
}

// MARK: Changes

extension SlopeList {
    /// Writes `slope` with `changes` applied to `out` (room for both lists) and returns how many entries it wrote.
    static func apply(_ changes: UnsafeBufferPointer<Entry>, to slope: UnsafeBufferPointer<Entry>,
                      into out: UnsafeMutablePointer<Entry>) -> Int {
        var i = 0, j = 0, n = 0
        while i < slope.count || j < changes.count {
            if i < slope.count && j < changes.count && slope[i].key == changes[j].key {
                if changes[j].rate != 0 {
                    out[n] = changes[j]
                    n += 1
                }
                i += 1
                j += 1
                continue
            }
            // Strongest first: take the slope's entry while its level is stronger than the next change's.
            if j == changes.count || (i < slope.count && changes[j].key < slope[i].key) {
                out[n] = slope[i]
                n += 1
                i += 1
                continue
            }
            if i < slope.count && slope[i].key == changes[j].key { i += 1 }
            if changes[j].rate != 0 {
                out[n] = changes[j]
                n += 1
            }
            j += 1
        }
        return n
    }

    /// Appends to `out` the changes that turn `before` into `after`: every level whose rate differs in its bits.
    static func changes(from before: UnsafeBufferPointer<Entry>, to after: UnsafeBufferPointer<Entry>,
                        into out: inout EntryBuffer) {
        var i = 0, j = 0
        while i < before.count || j < after.count {
            // Most levels are in both slopes: test that first, with the cheaper equality.
            if i < before.count && j < after.count && before[i].key == after[j].key {
                if before[i].rate.bitPattern != after[j].rate.bitPattern { out.append(after[j]) }
                i += 1
                j += 1
            } else if j == after.count || (i < before.count && after[j].key < before[i].key) {
                out.append((before[i].key, 0))
                i += 1
            } else {  // a level only `after` has
                out.append(after[j])
                j += 1
            }
        }
    }

    /// The full list of the slopes in `entries` ending at `ends`: vectors sharing one entry list of exactly
    /// `entries`' size.
    init(sharing entries: UnsafeBufferPointer<Entry>, ends: UnsafeBufferPointer<Int32>) {
        self.init(.full(FullSlopes(entries: entries, ends: ends)))
    }

    /// ``firstNotNegative`` of the full slopes `entries` ending at `ends` (a full list's, or a ``CostView``'s).
    static func firstNotNegative(_ entries: UnsafeBufferPointer<Entry>, _ ends: UnsafeBufferPointer<Int32>) -> Int? {
        for k in 0..<ends.count where CostVector.sign(slope(k, of: entries, ends: ends)) >= 0 { return k }
        return nil
    }

    /// Slope `k` of a full list's `entries` ending at `ends` (slope k's entries end at `ends[k]`).
    static func slope(_ k: Int, of entries: UnsafeBufferPointer<Entry>,
                              ends: UnsafeBufferPointer<Int32>) -> UnsafeBufferPointer<Entry> {
        let start = k == 0 ? 0 : Int(ends[k - 1])
        return UnsafeBufferPointer(rebasing: entries[start..<Int(ends[k])])
    }

    /// Builds a list of full slopes one by one; the owner frees it (`deallocate`).
    struct Builder {
        private var pool = EntryBuffer()
        private var ends: [Int32] = []

        var count: Int { ends.count }

        /// The last slope appended (valid until the next append).
        var last: UnsafeBufferPointer<Entry> {
            let start = ends.count > 1 ? Int(ends[ends.count - 2]) : 0
            return UnsafeBufferPointer(rebasing: pool.contents[start...])
        }

        mutating func append(_ slope: UnsafeBufferPointer<Entry>) {
            pool.append(slope)
            ends.append(Int32(pool.count))
        }

        /// The list: vectors sharing one entry list.
        func list() -> SlopeList {
            ends.withUnsafeBufferPointer { SlopeList(sharing: pool.contents, ends: $0) }
        }

        func deallocate() { pool.deallocate() }
    }
}

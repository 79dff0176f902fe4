/// The slopes of a ``PiecewiseCost``, stored as the first slope in full and every later one as its changes from
/// the slope before it.
///
/// Neighbouring slopes of one cost share most levels: a breakpoint of a sum changes only the levels of the part that
/// bends there. So a cost keeps the first slope's entries, then per breakpoint the levels whose rate changes, each
/// with its new rate (0 where the level drops out; real rates are never 0, ``CostVector/tolerance``), all in one
/// entry list. Rebuilding slope k from slope k − 1 gives the same bits, so every reader sees the vectors that were
/// stored. Readers walk the slopes in order (``walk(through:_:)``) or take them as vectors sharing one list
/// (``vectors(_:negated:)``); ``subscript(_:)`` rebuilds the slopes before k.
struct SlopeList: Sendable, Sequence {
    typealias Entry = CostVector.Entry

    /// The first slope's entries, then each later slope's changes (strongest level first within each run).
    private var pool: [Entry]
    /// Where each slope's run in `pool` ends.
    private var ends: [Int32]

    /// The list of `slopes`, each compared with the one before it level by level (rates bit for bit).
    init(_ slopes: [CostVector]) {
        var builder = Builder()
        defer { builder.deallocate() }
        for slope in slopes { slope.withEntries { builder.append($0) } }
        self = builder.list()
    }

    fileprivate init(pool: [Entry], ends: [Int32]) {
        self.pool = pool
        self.ends = ends
    }

    var count: Int { ends.count }

    /// Calls `body` with slope k's run of the list: the first slope's entries (k = 0), or the changes from slope
    /// k − 1 to slope k: (level, new rate), 0 where the level drops out; levels not named keep their rate.
    func withRun<R>(_ k: Int, _ body: (UnsafeBufferPointer<Entry>) throws -> R) rethrows -> R {
        try pool.withUnsafeBufferPointer { all in
            try body(UnsafeBufferPointer(rebasing: all[(k == 0 ? 0 : Int(ends[k - 1]))..<Int(ends[k])]))
        }
    }

    /// The first slope, sharing the list's storage.
    var first: CostVector { CostVector(shared: pool, start: 0, count: Int(ends[0])) }

    /// The last slope.
    var last: CostVector { self[count - 1] }

    /// Slope `k`, rebuilt from the first (linear in k).
    subscript(_ k: Int) -> CostVector {
        if k == 0 { return first }
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
        pool.withUnsafeBufferPointer { all in
            var current = EntryBuffer(), next = EntryBuffer()
            defer {
                current.deallocate()
                next.deallocate()
            }
            let firstRun = UnsafeBufferPointer(rebasing: all[0..<Int(ends[0])])
            guard body(0, firstRun), last >= 1 else { return }
            current.set(firstRun)
            for k in 1...last {
                next.set(current.contents, changedBy: UnsafeBufferPointer(rebasing: all[Int(ends[k - 1])..<Int(ends[k])]))
                swap(&current, &next)
                guard body(k, current.contents) else { return }
            }
        }
    }

    /// Slopes `range` as vectors sharing one new entry list (negated when `negated`, as `CostVector`'s prefix `-`).
    func vectors(_ range: Range<Int>, negated: Bool = false) -> [CostVector] {
        guard !range.isEmpty else { return [] }
        var entries = EntryBuffer(), scratch = EntryBuffer()
        defer {
            entries.deallocate()
            scratch.deallocate()
        }
        var starts: [Int] = []
        starts.reserveCapacity(range.count + 1)
        walk(through: range.upperBound - 1) { k, slope in
            guard k >= range.lowerBound else { return true }
            starts.append(entries.count)
            if negated {
                scratch.set(slope, times: -1)
                entries.append(scratch.contents)
            } else {
                entries.append(slope)
            }
            return true
        }
        starts.append(entries.count)
        let list = entries.array()
        return (0..<range.count).map { CostVector(shared: list, start: starts[$0], count: starts[$0 + 1] - starts[$0]) }
    }

    /// Every slope times `factor` (> 0), as `CostVector`'s `*` computes it: a rate at or below the tolerance drops
    /// out, so a change to one becomes a removal.
    func scaled(by factor: Double) -> SlopeList {
        if factor == 1 { return self }
        var newPool: [Entry] = []
        newPool.reserveCapacity(pool.count)
        var newEnds: [Int32] = []
        newEnds.reserveCapacity(ends.count)
        var start = 0
        for (k, end) in ends.enumerated() {
            for entry in pool[start..<Int(end)] {
                let rate = entry.rate * factor
                if abs(rate) > CostVector.tolerance {
                    newPool.append((entry.key, rate))
                } else if k > 0 {
                    newPool.append((entry.key, 0))  // a removal, or a rate that now drops out
                }
            }
            newEnds.append(Int32(newPool.count))
            start = Int(end)
        }
        return SlopeList(pool: newPool, ends: newEnds)
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
            let previous = current
            current = list.withRun(k) { run in
                guard k > 0 else { return Array(run) }
                return [Entry](unsafeUninitializedCapacity: previous.count + run.count) { buffer, written in
                    previous.withUnsafeBufferPointer { slope in
                        guard let out = buffer.baseAddress else { return }
                        written = SlopeList.apply(run, to: slope, into: out)
                    }
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
            if j == after.count || (i < before.count && after[j].key < before[i].key) {
                out.append((before[i].key, 0))
                i += 1
            } else if i == before.count || before[i].key < after[j].key {
                out.append(after[j])
                j += 1
            } else {
                if before[i].rate.bitPattern != after[j].rate.bitPattern { out.append(after[j]) }
                i += 1
                j += 1
            }
        }
    }

    /// Builds a list slope by slope; the owner frees it (`deallocate`).
    struct Builder {
        private var pool = EntryBuffer()
        private var ends: [Int32] = []
        /// The last slope appended, in full.
        private var previous = EntryBuffer()

        var count: Int { ends.count }

        /// The last slope appended.
        var last: UnsafeBufferPointer<Entry> { previous.contents }

        mutating func append(_ slope: UnsafeBufferPointer<Entry>) {
            if ends.isEmpty {
                pool.append(slope)
            } else {
                SlopeList.changes(from: previous.contents, to: slope, into: &pool)
            }
            ends.append(Int32(pool.count))
            previous.set(slope)
        }

        /// The list, in arrays of exactly their size.
        func list() -> SlopeList {
            var exactEnds: [Int32] = []
            exactEnds.reserveCapacity(ends.count)
            exactEnds.append(contentsOf: ends)
            return SlopeList(pool: pool.array(), ends: exactEnds)
        }

        func deallocate() {
            pool.deallocate()
            previous.deallocate()
        }
    }
}

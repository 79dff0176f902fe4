/// A scratch list of cost-vector entries (strongest first) that grows and is reused without reference counting;
/// the owner frees it (`deallocate`). It may start in storage the owner lends (``init(lending:)``, such as a
/// temporary allocation on the stack) and moves to the heap only when it outgrows it.
struct EntryBuffer {
    private var base: UnsafeMutablePointer<CostVector.Entry>?
    private var capacity = 0
    private(set) var count = 0
    /// False while `base` is lent storage, which growing leaves alone and `deallocate` does not free.
    private var ownsBase = true

    init() {}

    /// Entries a temporary allocation can lend from the stack: the standard library puts up to 1 KiB there without
    /// asking the system (larger ones go to the heap).
    static let stackEntries = 1024 / MemoryLayout<CostVector.Entry>.stride

    /// An empty buffer writing into `storage` (which must outlive it) until it needs more room.
    init(lending storage: UnsafeMutableBufferPointer<CostVector.Entry>) {
        base = storage.baseAddress
        capacity = storage.count
        ownsBase = false
    }

    var contents: UnsafeBufferPointer<CostVector.Entry> { UnsafeBufferPointer(start: base, count: count) }

    /// Room for `needed` entries; the contents are kept only when `keeping`.
    private mutating func reserve(_ needed: Int, keeping: Bool) {
        guard needed > capacity else { return }
        let grown = max(needed, 2 * capacity, 8)
        let fresh = UnsafeMutablePointer<CostVector.Entry>.allocate(capacity: grown)
        if keeping, let base { fresh.initialize(from: base, count: count) }
        if ownsBase { base?.deallocate() }
        base = fresh
        capacity = grown
        ownsBase = true
    }

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
        reserve(a.count + b.count, keeping: false)
        guard let base else {
            count = 0
            return
        }
        count = CostVector.combine(a, b, sign: sign, into: base)
    }

    /// Becomes a copy of `entries`.
    mutating func set(_ entries: UnsafeBufferPointer<CostVector.Entry>) {
        count = 0
        append(entries)
    }

    /// Becomes `slope` with `changes` applied (``SlopeList``: a rate of 0 removes the level).
    mutating func set(_ slope: UnsafeBufferPointer<CostVector.Entry>, changedBy changes: UnsafeBufferPointer<CostVector.Entry>) {
        reserve(slope.count + changes.count, keeping: false)
        guard let base else {
            count = 0
            return
        }
        count = SlopeList.apply(changes, to: slope, into: base)
    }

    /// Becomes `entries · factor` as `CostVector`'s `*` computes it (rates at or below the tolerance dropped).
    mutating func set(_ entries: UnsafeBufferPointer<CostVector.Entry>, times factor: Double) {
        count = 0
        guard factor != 0 else { return }
        reserve(entries.count, keeping: false)
        guard let base else { return }
        for entry in entries {
            let rate = factor == 1 ? entry.rate : entry.rate * factor
            if abs(rate) > CostVector.tolerance {
                base[count] = (entry.key, rate)
                count += 1
            }
        }
    }

    /// Adds `entries · factor` with the bits of `total = total + vector * factor` (`CostVector`'s `*`, then `+`):
    /// the product is made in `term` and the sum in `spare`, which then trades places with this buffer.
    mutating func add(_ entries: UnsafeBufferPointer<CostVector.Entry>, times factor: Double,
                      spare: inout EntryBuffer, term: inout EntryBuffer) {
        term.set(entries, times: factor)
        spare.set(contents, plus: term.contents)
        swap(&self, &spare)
    }

    /// Becomes `count` entries written by `fill`.
    mutating func set(count: Int, _ fill: (UnsafeMutablePointer<CostVector.Entry>) -> Void) {
        reserve(count, keeping: false)
        self.count = 0
        guard count > 0, let base else { return }
        fill(base)
        self.count = count
    }

    /// Appends `entries`, growing geometrically.
    mutating func append(_ entries: UnsafeBufferPointer<CostVector.Entry>) {
        reserve(count + entries.count, keeping: true)
        guard let source = entries.baseAddress, let base else { return }  // nothing to append
        (base + count).initialize(from: source, count: entries.count)
        count += entries.count
    }

    /// Appends `entries · factor` (±1: exact, every rate stays above the tolerance).
    mutating func append(_ entries: UnsafeBufferPointer<CostVector.Entry>, times factor: Double) {
        guard factor != 1 else { return append(entries) }
        reserve(count + entries.count, keeping: true)
        guard let base else { return }
        for entry in entries {
            base[count] = (entry.key, entry.rate * factor)
            count += 1
        }
    }

    /// Appends `a + b` (as ``CostVector/combine(_:_:sign:into:)`` merges them); neither may lie in this buffer.
    mutating func appendSum(_ a: UnsafeBufferPointer<CostVector.Entry>, _ b: UnsafeBufferPointer<CostVector.Entry>) {
        reserve(count + a.count + b.count, keeping: true)
        guard let base else { return }
        count += CostVector.combine(a, b, sign: 1, into: base + count)
    }

    /// Appends `a + b` where `a` is this buffer's entries `range` (read after the room is made, so they do not move
    /// under the merge).
    mutating func appendSum(ofEntries range: Range<Int>, _ b: UnsafeBufferPointer<CostVector.Entry>) {
        reserve(count + range.count + b.count, keeping: true)
        guard let base else { return }
        let a = UnsafeBufferPointer(start: base + range.lowerBound, count: range.count)
        count += CostVector.combine(a, b, sign: 1, into: base + count)
    }

    /// How ``appendStep(ofEntries:after:before:)`` went.
    enum Step {
        /// `after − before` has no entry: nothing was appended.
        case unchanged
        /// The new slope was appended; `differs` tells whether `CostVector.compare` tells it from the one before.
        case appended(differs: Bool)
    }

    /// Appends `current + (after − before)`, where `current` is this buffer's entries `range`, with the bits of
    /// `PiecewiseCost.sum`'s two merges (``CostVector/combine(_:_:sign:into:)``: the jump `after − before`, then
    /// `current +` it), and compares the result with `current` as `CostVector.compare` would on the way.
    ///
    /// A jump holds only the levels that bend at one breakpoint, a few of the dozens `current` has: the levels of
    /// `current` between the jump's are copied as runs instead of merged one by one.
    mutating func appendStep(ofEntries range: Range<Int>, after: UnsafeBufferPointer<CostVector.Entry>,
                             before: UnsafeBufferPointer<CostVector.Entry>) -> Step {
        withUnsafeTemporaryAllocation(of: CostVector.Entry.self, capacity: after.count + before.count) { room in
            guard let jumpBase = room.baseAddress else { return .unchanged }
            let jump = UnsafeBufferPointer(start: jumpBase,
                                           count: CostVector.combine(after, before, sign: -1, into: jumpBase))
            guard !jump.isEmpty else { return .unchanged }
            reserve(count + range.count + jump.count, keeping: true)
            guard let base else { return .unchanged }
            let current = base + range.lowerBound
            let out = base + count
            var i = 0, n = 0, differs = false
            for entry in jump {
                // current's stronger levels, as they are (copied as they are passed: the runs are short, and a
                // call to copy each cost more than the copy).
                while i < range.count && entry.key < current[i].key {
                    (out + n).initialize(to: current[i])
                    n += 1
                    i += 1
                }
                if i < range.count && current[i].key == entry.key {
                    let rate = current[i].rate + 1 * entry.rate
                    if abs(rate) > CostVector.tolerance {
                        (out + n).initialize(to: (entry.key, rate))
                        n += 1
                        if abs(rate - current[i].rate) > 1e-9 { differs = true }
                    } else if abs(current[i].rate) > 1e-9 {
                        differs = true
                    }
                    i += 1
                } else {
                    (out + n).initialize(to: (entry.key, 1 * entry.rate))
                    n += 1
                    if abs(entry.rate) > 1e-9 { differs = true }
                }
            }
            (out + n).initialize(from: current + i, count: range.count - i)
            n += range.count - i
            count += n
            return .appended(differs: differs)
        }
    }

    /// Makes room for `capacity` entries in all, keeping the contents.
    mutating func reserveCapacity(_ capacity: Int) {
        reserve(capacity, keeping: true)
    }

    /// Keeps the first `count` entries.
    mutating func truncate(to count: Int) {
        self.count = min(self.count, count)
    }

    /// Appends one entry.
    mutating func append(_ entry: CostVector.Entry) {
        reserve(count + 1, keeping: true)
        base?[count] = entry
        count += 1
    }

    /// The contents as an array of exactly their size.
    func array() -> [CostVector.Entry] {
        Array(contents)
    }

    /// The contents as a vector of its own.
    var vector: CostVector {
        let entries = array()
        return CostVector(shared: entries, start: 0, count: entries.count)
    }

    /// Calls `body` with three empty buffers that start in one temporary allocation (a third of ``stackEntries``
    /// each) and are freed after it: working room for a few short vectors.
    static func withThree<R>(_ body: (inout EntryBuffer, inout EntryBuffer, inout EntryBuffer) -> R) -> R {
        let third = stackEntries / 3
        return withUnsafeTemporaryAllocation(of: CostVector.Entry.self, capacity: 3 * third) { lent in
            var a = EntryBuffer(lending: UnsafeMutableBufferPointer(rebasing: lent[..<third]))
            var b = EntryBuffer(lending: UnsafeMutableBufferPointer(rebasing: lent[third..<(2 * third)]))
            var c = EntryBuffer(lending: UnsafeMutableBufferPointer(rebasing: lent[(2 * third)...]))
            defer {
                a.deallocate()
                b.deallocate()
                c.deallocate()
            }
            return body(&a, &b, &c)
        }
    }

    func deallocate() {
        if ownsBase { base?.deallocate() }
    }
}

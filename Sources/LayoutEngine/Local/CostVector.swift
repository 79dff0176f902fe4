/// A lexicographic cost rate: how fast the violation of each priority level grows, strongest level first.
///
/// The slope of a view's cost as a function of its length is such a vector (uistackview.md §2.3: violations are
/// summed within a level and levels are compared from the strongest down). Two vectors compare by their strongest
/// level that differs.
struct CostVector: Sendable {
    // A vector is a stretch of an entry list, its own or one shared with other vectors (`SlopeList.vectors`, a
    // cost's pieces): one list for all of them saves an allocation each.
    private var storage: [Entry]
    private var start: Int32
    private var length: Int32

    /// Non-zero rates by level, strongest first.
    var entries: ArraySlice<Entry> { storage[Int(start)..<Int(start) + Int(length)] }

    /// Rates smaller than this count as zero (far below any meaningful layout difference).
    static let tolerance = 1e-12

    init() {
        storage = []
        start = 0
        length = 0
    }

    init(_ key: PriorityKey, _ rate: Double) {
        self.init(abs(rate) > Self.tolerance ? [(key, rate)] : [])
    }

    /// A vector of its own entries (strongest first, each rate above ``tolerance``).
    private init(_ entries: [Entry]) {
        storage = entries
        start = 0
        length = Int32(entries.count)
    }

    /// The vector of `count` entries of `list` from `start` (strongest first, each rate above ``tolerance``).
    init(shared list: [Entry], start: Int, count: Int) {
        storage = list
        self.start = Int32(start)
        length = Int32(count)
    }

    static let zero = CostVector()

    var isZero: Bool { length == 0 }

    /// The entries in place.
    func withEntries<R>(_ body: (UnsafeBufferPointer<Entry>) throws -> R) rethrows -> R {
        try storage.withUnsafeBufferPointer { all in
            try body(UnsafeBufferPointer(rebasing: all[Int(start)..<Int(start) + Int(length)]))
        }
    }

    /// The sign of the strongest non-zero rate: +1, −1 or 0.
    var sign: Int { Self.compare(self, .zero) }

    /// The rate at `key` (0 when the level has none).
    func rate(at key: PriorityKey) -> Double { withEntries { $0.first { $0.key == key }?.rate ?? 0 } }

    /// The strongest level with a non-zero rate.
    var strongestKey: PriorityKey? { length > 0 ? storage[Int(start)].key : nil }

    /// The rates of the levels stronger than `key` only (a stretch of this vector's entries, which are strongest
    /// first, so nothing is copied).
    func above(_ key: PriorityKey) -> CostVector {
        CostVector(shared: storage, start: Int(start), count: strongerCount(than: key))
    }

    /// The rates of `key`'s level and those weaker: `self − above(key)`, without copying.
    func atOrBelow(_ key: PriorityKey) -> CostVector {
        let stronger = strongerCount(than: key)
        return CostVector(shared: storage, start: Int(start) + stronger, count: Int(length) - stronger)
    }

    /// How many leading entries have a level stronger than `key`.
    private func strongerCount(than key: PriorityKey) -> Int {
        withEntries { entries in entries.firstIndex { !(key < $0.key) } ?? entries.count }
    }

    static func + (lhs: CostVector, rhs: CostVector) -> CostVector { combined(lhs, rhs, sign: 1) }

    static prefix func - (operand: CostVector) -> CostVector { operand * -1 }

    static func - (lhs: CostVector, rhs: CostVector) -> CostVector { combined(lhs, rhs, sign: -1) }

    /// `lhs + sign·rhs` in one merge of the two sorted entry lists (``combine(_:_:sign:into:)``), without a temporary
    /// for `sign·rhs`.
    private static func combined(_ lhs: CostVector, _ rhs: CostVector, sign: Double) -> CostVector {
        if rhs.isZero { return lhs }
        if lhs.isZero { return sign == 1 ? rhs : rhs * sign }
        return lhs.withEntries { a in rhs.withEntries { b in
            // Vectors of costs are kept for every piece of every subtree, so the result gets exactly the capacity
            // it needs (the levels are mostly shared, and reserving for both would nearly double the memory).
            var count = 0
            var i = 0, j = 0
            while i < a.count && j < b.count {
                if b[j].key < a[i].key {
                    i += 1
                } else if a[i].key < b[j].key {
                    j += 1
                } else {
                    i += 1
                    j += 1
                }
                count += 1
            }
            count += (a.count - i) + (b.count - j)
            let result = [Entry](writingAtMost: count) { combine(a, b, sign: sign, into: $0) }
            return CostVector(result)
        } }
    }

    static func * (lhs: CostVector, rhs: Double) -> CostVector {
        guard rhs != 0 else { return .zero }
        if rhs == 1 { return lhs }
        return lhs.withEntries { entries in
            var result: [Entry] = []
            result.reserveCapacity(entries.count)
            var dropped = false
            for entry in entries {
                let rate = entry.rate * rhs
                if abs(rate) <= Self.tolerance { dropped = true }
                result.append((entry.key, rate))
            }
            if dropped { result.removeAll { abs($0.rate) <= Self.tolerance } }
            return CostVector(result)
        }
    }

    /// `(to − from) * factor`, bit for bit, in one pass and one allocation: the slope of a chord between two values
    /// of a cost (`factor` one over the distance between them).
    static func chord(from: CostVector, to: CostVector, times factor: Double) -> CostVector {
        guard factor != 0 else { return .zero }
        if from.isZero { return to * factor }
        if to.isZero { return from * -1 * factor }
        return to.withEntries { a in from.withEntries { b in
            withUnsafeTemporaryAllocation(of: Entry.self, capacity: a.count + b.count) { difference in
                guard let base = difference.baseAddress else { return .zero }
                let count = combine(a, b, sign: -1, into: base)
                guard factor != 1 else {
                    return CostVector([Entry](UnsafeBufferPointer(start: base, count: count)))
                }
                // As `*`: each rate times the factor, those at or below the tolerance dropped.
                let scaled = [Entry](writingAtMost: count) { out in
                    var written = 0
                    for entry in UnsafeBufferPointer(start: base, count: count) {
                        let rate = entry.rate * factor
                        guard abs(rate) > tolerance else { continue }
                        out[written] = (entry.key, rate)
                        written += 1
                    }
                    return written
                }
                return CostVector(scaled)
            }
        } }
    }

    /// The strongest level, among those either vector has, for which `test` holds of the two rates there (0 where a
    /// vector has none): what a test of `b − a` level by level finds, without building the difference.
    static func firstLevel(_ a: CostVector, _ b: CostVector, where test: (Double, Double) -> Bool) -> PriorityKey? {
        a.withEntries { a in b.withEntries { b in
            var i = 0, j = 0
            while i < a.count || j < b.count {
                if j == b.count || (i < a.count && b[j].key < a[i].key) {
                    if test(a[i].rate, 0) { return a[i].key }
                    i += 1
                } else if i == a.count || a[i].key < b[j].key {
                    if test(0, b[j].rate) { return b[j].key }
                    j += 1
                } else {
                    if test(a[i].rate, b[j].rate) { return a[i].key }
                    i += 1
                    j += 1
                }
            }
            return nil
        } }
    }

    /// −1, 0 or +1 as `lhs` is cheaper than, as expensive as, or dearer than `rhs`.
    static func compare(_ lhs: CostVector, _ rhs: CostVector) -> Int {
        lhs.withEntries { a in rhs.withEntries { b in compare(a, b) } }
    }

    /// ``compare(_:_:)`` of an entry list (strongest first) with no cost: the sign of its strongest rate beyond
    /// 1e-9 (what the general comparison reads when one side is empty).
    static func sign(_ a: UnsafeBufferPointer<Entry>) -> Int {
        for entry in a where abs(entry.rate) > 1e-9 { return entry.rate > 0 ? 1 : -1 }
        return 0
    }

    /// ``compare(_:_:)`` on two entry lists (each strongest first): the first level, from the strongest down, whose
    /// rates differ by more than 1e-9 decides.
    static func compare(_ a: UnsafeBufferPointer<Entry>, _ b: UnsafeBufferPointer<Entry>) -> Int {
        var i = 0, j = 0
        while i < a.count && j < b.count {
            if a[i].key < b[j].key {  // b's level is stronger; a has none there
                if abs(b[j].rate) > 1e-9 { return b[j].rate > 0 ? -1 : 1 }
                j += 1
            } else if b[j].key < a[i].key {
                if abs(a[i].rate) > 1e-9 { return a[i].rate > 0 ? 1 : -1 }
                i += 1
            } else {
                let difference = a[i].rate - b[j].rate
                if abs(difference) > 1e-9 { return difference > 0 ? 1 : -1 }
                i += 1
                j += 1
            }
        }
        while i < a.count {
            if abs(a[i].rate) > 1e-9 { return a[i].rate > 0 ? 1 : -1 }
            i += 1
        }
        while j < b.count {
            if abs(b[j].rate) > 1e-9 { return b[j].rate > 0 ? -1 : 1 }
            j += 1
        }
        return 0
    }
}

// MARK: Accumulating in place

extension CostVector {
    typealias Entry = (key: PriorityKey, rate: Double)

    /// Writes `a + sign·b` to `out`, which has room for one entry per level of either list (at most
    /// `a.count + b.count`), and returns how many it wrote. ``+`` and ``-`` merge through it (`sign` ±1), and so does
    /// `PiecewiseCost.sum`'s scratch accumulation, so both give the same bits.
    ///
    /// The entries of `a` stronger than `b`'s next level are found by their keys alone and copied as they are
    /// passed (in the sums that call this most, `b` is a short jump and `a` a slope of many levels; the runs between
    /// the jump's levels are short, and a call to copy each cost more than the copy); the rest of `a` is copied as
    /// one run.
    static func combine(_ a: UnsafeBufferPointer<Entry>, _ b: UnsafeBufferPointer<Entry>, sign: Double,
                        into out: UnsafeMutablePointer<Entry>) -> Int {
        var i = 0, n = 0
        for entry in b {
            while i < a.count && entry.key < a[i].key {
                (out + n).initialize(to: a[i])
                n += 1
                i += 1
            }
            if i < a.count && !(a[i].key < entry.key) {  // the same level in both
                let rate = a[i].rate + sign * entry.rate
                if abs(rate) > tolerance {
                    out[n] = (a[i].key, rate)
                    n += 1
                }
                i += 1
            } else {
                out[n] = (entry.key, sign * entry.rate)
                n += 1
            }
        }
        if i < a.count, let start = a.baseAddress {
            (out + n).initialize(from: start + i, count: a.count - i)
            n += a.count - i
        }
        return n
    }
}

/// The own costs a plan has built, by their terms: many views share their own terms (labels of one font share their
/// height and priorities, stacks at one depth their ambiguity pull), and a view's own cost depends on nothing else
/// (``BehaviourBuilder/ownCost(of:_:)``). Value semantics make the shared costs safe to hand out.
///
/// An open-addressed table probed by the key's own digest, kept behind a pointer: a dictionary hashed each key again
/// (the standard library's seeded hash), and a class's stored arrays are checked for exclusive access at run time
/// on every access, which together cost about a third of building an own cost.
///
/// A plan's builder is used by one thread at a time (one scene's layout).
final class OwnCostCache: @unchecked Sendable {
    private struct Table {
        var keys: [OwnTermsKey] = []
        var costs: [PiecewiseCost] = []
        /// `index + 1` into `keys` (0: empty), a power of two in size, at most half full.
        var slots = [Int32](repeating: 0, count: 64)
    }

    private let table: UnsafeMutablePointer<Table>

    init() {
        table = .allocate(capacity: 1)
        table.initialize(to: Table())
    }

    deinit {
        table.deinitialize(count: 1)
        table.deallocate()
    }

    /// The cost of `terms`, built by `build` the first time these terms are seen.
    func cost(of terms: UnsafeBufferPointer<OwnTerm>, _ build: () -> PiecewiseCost) -> PiecewiseCost {
        guard let key = OwnTermsKey(terms) else { return build() }
        if let index = find(key).index { return table.pointee.costs[index] }
        let cost = build()
        // Found again: `build` reads nothing of the cache today, but the slot is not kept across it.
        let (index, slot) = find(key)
        if let index { return table.pointee.costs[index] }
        table.pointee.keys.append(key)
        table.pointee.costs.append(cost)
        table.pointee.slots[slot] = Int32(table.pointee.keys.count)
        if table.pointee.keys.count * 2 > table.pointee.slots.count { grow() }
        return cost
    }

    /// The index of `key`'s cost, or the empty slot where it would go.
    private func find(_ key: OwnTermsKey) -> (index: Int?, slot: Int) {
        let mask = table.pointee.slots.count - 1
        var slot = Int(truncatingIfNeeded: key.digest) & mask
        while true {
            let entry = Int(table.pointee.slots[slot])
            if entry == 0 { return (nil, slot) }
            if table.pointee.keys[entry - 1] == key { return (entry - 1, slot) }
            slot = (slot + 1) & mask
        }
    }

    private func grow() {
        var slots = [Int32](repeating: 0, count: table.pointee.slots.count * 2)
        let mask = slots.count - 1
        for (index, key) in table.pointee.keys.enumerated() {
            var slot = Int(truncatingIfNeeded: key.digest) & mask
            while slots[slot] != 0 { slot = (slot + 1) & mask }
            slots[slot] = Int32(index + 1)
        }
        table.pointee.slots = slots
    }
}

/// Up to four own terms as a key, compared bit for bit (the costs they give differ in their bits
/// otherwise): per term its kind, its constant and its level (or its domain's two ends).
struct OwnTermsKey: Hashable {
    private static let capacity = 4
    private var words: (UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64)
        = (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
    private var count = 0
    /// A hash of the terms' words (unseeded: the table's order never reaches the output).
    private(set) var digest: UInt64 = 0

    /// Nil for more than four terms.
    init?(_ terms: UnsafeBufferPointer<OwnTerm>) {
        guard terms.count <= Self.capacity else { return nil }
        count = terms.count
        var digest: UInt64 = 0x9E37_79B9_7F4A_7C15 ^ UInt64(terms.count)
        withUnsafeMutableBytes(of: &words) { raw in
            let slots = raw.bindMemory(to: UInt64.self)
            for (i, term) in terms.enumerated() {
                let (kind, a, b): (UInt64, UInt64, UInt64) = switch term {
                case .absolute(let c, let key): (1, c.bitPattern, key.bits)
                case .above(let c, let key): (2, c.bitPattern, key.bits)
                case .below(let c, let key): (3, c.bitPattern, key.bits)
                case .domain(let lower, let upper): (4, lower.bitPattern, upper.bitPattern)
                }
                slots[3 * i] = kind
                slots[3 * i + 1] = a
                slots[3 * i + 2] = b
                digest = Self.mix(Self.mix(Self.mix(digest, kind), a), b)
            }
        }
        self.digest = digest
    }

    private static func mix(_ digest: UInt64, _ word: UInt64) -> UInt64 {
        let mixed = (digest ^ word) &* 0xFF51_AFD7_ED55_8CCD
        return mixed ^ (mixed >> 32)
    }

    static func == (lhs: OwnTermsKey, rhs: OwnTermsKey) -> Bool {
        guard lhs.digest == rhs.digest, lhs.count == rhs.count else { return false }
        return withUnsafeBytes(of: lhs.words) { a in
            withUnsafeBytes(of: rhs.words) { b in
                let x = a.bindMemory(to: UInt64.self), y = b.bindMemory(to: UInt64.self)
                for i in 0..<(3 * lhs.count) where x[i] != y[i] { return false }
                return true
            }
        }
    }

    func hash(into hasher: inout Hasher) { hasher.combine(digest) }
}

/// The own costs a plan has built, by their terms: many views share their own terms (labels of one font share their
/// height and priorities, stacks at one depth their ambiguity pull), and a view's own cost depends on nothing else
/// (``BehaviourBuilder/ownCost(of:_:)``). Value semantics make the shared costs safe to hand out.
///
/// A plan's builder is used by one thread at a time (one scene's layout).
final class OwnCostCache: @unchecked Sendable {
    private var costs: [OwnTermsKey: PiecewiseCost] = [:]

    /// The cost of `terms`, built by `build` the first time these terms are seen.
    func cost(of terms: UnsafeBufferPointer<OwnTerm>, _ build: () -> PiecewiseCost) -> PiecewiseCost {
        guard let key = OwnTermsKey(terms) else { return build() }
        if let cost = costs[key] { return cost }
        let cost = build()
        costs[key] = cost
        return cost
    }
}

/// Up to four own terms as a dictionary key, compared bit for bit (the costs they give differ in their bits
/// otherwise): per term its kind, its constant and its level (or its domain's two ends).
struct OwnTermsKey: Hashable {
    private static let capacity = 4
    private var words: (UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64)
        = (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
    private var count = 0
    private var digest: UInt64 = 0

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

/// A convex, piecewise-linear cost of one length ℓ, with lexicographic slopes (``CostVector``): how much the
/// constraints inside a subtree are violated, level by level, when the subtree is given length ℓ on one axis.
///
/// ```
///   cost                                    slopes: s₀ on (lower, b₀), s₁ on (b₀, b₁), …, sₙ on (bₙ₋₁, upper)
///    \                          /
///     \  s₀         s₂        / s₃          convex: s₀ ≤ s₁ ≤ … (lexicographically)
///      \______    _________ /
///          s₁  \/
///        b₀    b₁         b₂           ℓ
/// ```
///
/// `lower` and `upper` bound the lengths that the subtree's required constraints allow (±∞ when free). Constant
/// offsets of the cost never matter to a lexicographic solver, so they are not kept.
struct PiecewiseCost: Sendable {
    var lower: Double
    var upper: Double
    /// Strictly increasing, strictly inside (lower, upper).
    var breakpoints: [Double]
    /// One more than `breakpoints`, each stored as its changes from the one before (``SlopeList``).
    var slopes: SlopeList

    init(lower: Double, upper: Double, breakpoints: [Double], slopes: SlopeList) {
        self.lower = lower
        self.upper = upper
        self.breakpoints = breakpoints
        self.slopes = slopes
    }

    init(lower: Double, upper: Double, breakpoints: [Double], slopes: [CostVector]) {
        self.init(lower: lower, upper: upper, breakpoints: breakpoints, slopes: SlopeList(slopes))
    }

    static let free = PiecewiseCost(lower: -.infinity, upper: .infinity, breakpoints: [], slopes: [.zero])

    /// `rate · max(0, ℓ − c)`.
    static func hingeAbove(_ c: Double, _ rate: CostVector) -> PiecewiseCost {
        PiecewiseCost(lower: -.infinity, upper: .infinity, breakpoints: [c], slopes: [.zero, rate])
    }

    /// `rate · max(0, c − ℓ)`.
    static func hingeBelow(_ c: Double, _ rate: CostVector) -> PiecewiseCost {
        PiecewiseCost(lower: -.infinity, upper: .infinity, breakpoints: [c], slopes: [-rate, .zero])
    }

    /// `rate · |ℓ − c|`.
    static func absolute(_ c: Double, _ rate: CostVector) -> PiecewiseCost {
        PiecewiseCost(lower: -.infinity, upper: .infinity, breakpoints: [c], slopes: [-rate, rate])
    }

    /// No cost, on `[lower, upper]`.
    static func domain(_ lower: Double, _ upper: Double) -> PiecewiseCost {
        PiecewiseCost(lower: lower, upper: upper, breakpoints: [], slopes: [.zero])
    }

    var isFeasible: Bool { lower <= upper + 1e-9 }

    /// The cost with its slopes stored as changes (``SlopeList/compacted()``): what a plan keeps.
    func compacted() -> PiecewiseCost {
        PiecewiseCost(lower: lower, upper: upper, breakpoints: breakpoints, slopes: slopes.compacted())
    }

    /// The slope just right of `x` (inside the domain).
    func slope(rightOf x: Double) -> CostVector {
        var k = 0
        while k < breakpoints.count && breakpoints[k] <= x + 1e-9 { k += 1 }
        return slopes[k]
    }

    /// The slope just left of `x`.
    func slope(leftOf x: Double) -> CostVector {
        var k = 0
        while k < breakpoints.count && breakpoints[k] < x - 1e-9 { k += 1 }
        return slopes[k]
    }

    /// The length of least cost: the left end of the first interval whose slope is not negative, kept inside the
    /// domain. A flat stretch resolves to its left end.
    var argmin: Double {
        let found = slopes.firstNotNegative
        return breakpoints.withUnsafeBufferPointer {
            Breakpoints.argmin($0, lower: lower, upper: upper, firstNotNegative: found)
        }
    }

    /// The cost at `x` (inside the domain) relative to its cost at 0 (or at the domain's end nearest 0).
    ///
    /// Sums `slope · stretch` over the stretches crossed, as `CostVector`'s `*` and `+` would, in scratch buffers.
    func value(at x: Double) -> CostVector {
        let reference = min(max(0, lower), upper)
        let (from, to, sign) = x >= reference ? (reference, x, 1.0) : (x, reference, -1.0)
        return EntryBuffer.withThree { total, next, term in
            var position = from
            slopes.walk { k, slope in
                let end = k < breakpoints.count ? breakpoints[k] : Double.infinity
                guard end > position else { return true }
                let stop = min(end, to)
                if stop > position { total.add(slope, times: stop - position, spare: &next, term: &term) }
                position = max(position, stop)
                return position < to
            }
            if sign < 0 {
                next.set(total.contents, times: -1)
                swap(&total, &next)
            }
            return total.vector
        }
    }

    // MARK: Combining

    /// `g(ℓ) = f(a·ℓ + b)` for `a > 0`.
    func mapped(scale a: Double, offset b: Double) -> PiecewiseCost {
        // `(x − 0) / 1` is x, bit for bit, infinities included: nothing to map or to store again. (With an offset of
        // −0, `x − (−0)` turns −0 into +0, so that takes no −0 among the values.)
        func isNegativeZero(_ x: Double) -> Bool { x == 0 && x.sign == .minus }
        if a == 1 && b == 0 && (b.sign == .plus || !(isNegativeZero(lower) || isNegativeZero(upper)
                                                      || breakpoints.contains(where: isNegativeZero))) {
            return self
        }
        return PiecewiseCost(lower: (lower - b) / a, upper: (upper - b) / a,
                             breakpoints: breakpoints.map { ($0 - b) / a }, slopes: slopes.scaled(by: a))
    }

    /// Drops breakpoints outside the domain and merges neighbours with equal slopes.
    func clipped() -> PiecewiseCost {
        var first = 0
        while first < breakpoints.count && breakpoints[first] <= lower + 1e-9 { first += 1 }
        var builder = SlopeList.Builder()
        defer { builder.deallocate() }
        var kept: [Double] = []
        slopes.walk { k, slope in
            guard k > first else {
                if k == first { builder.append(slope) }
                return true
            }
            guard breakpoints[k - 1] < upper - 1e-9 else { return false }
            if CostVector.compare(slope, builder.last) != 0 {
                kept.append(breakpoints[k - 1])
                builder.append(slope)
            }
            return true
        }
        return PiecewiseCost(lower: lower, upper: upper, breakpoints: Self.exact(kept), slopes: builder.list())
    }

    /// `values` in an array of exactly their size: costs are kept for every subtree.
    static func exact(_ values: [Double]) -> [Double] {
        values.withUnsafeBufferPointer { Array($0) }
    }

    /// `PiecewiseCost(lower:upper:breakpoints:slopes:).clipped()` without storing the slopes that clipping drops.
    static func clipping(lower: Double, upper: Double, breakpoints: [Double], slopes: [CostVector]) -> PiecewiseCost {
        clipping(lower: lower, upper: upper, breakpoints: breakpoints) { k, out in slopes[k].withEntries { out.set($0) } }
    }

    /// ``clipping(lower:upper:breakpoints:slopes:)`` with slope k written to a scratch buffer by `slope` (one more
    /// slope than breakpoints), so that slopes computed on the way need no vector of their own.
    static func clipping(lower: Double, upper: Double, breakpoints: [Double],
                         slope: (Int, inout EntryBuffer) -> Void) -> PiecewiseCost {
        var k = 0
        while k < breakpoints.count && breakpoints[k] <= lower + 1e-9 { k += 1 }
        let room = breakpoints.count - k + 1
        typealias Entry = CostVector.Entry
        let half = EntryBuffer.stackEntries / 2
        return withUnsafeTemporaryAllocation(of: Entry.self, capacity: 2 * half) { lent in
            withUnsafeTemporaryAllocation(of: Double.self, capacity: room) { kept in
                withUnsafeTemporaryAllocation(of: Int32.self, capacity: room) { ends in
                    var next = EntryBuffer(lending: UnsafeMutableBufferPointer(rebasing: lent[..<half]))
                    var pool = EntryBuffer(lending: UnsafeMutableBufferPointer(rebasing: lent[half...]))
                    defer {
                        next.deallocate()
                        pool.deallocate()
                    }
                    var keptCount = 0, slopeCount = 1
                    slope(k, &pool)
                    ends[0] = Int32(pool.count)
                    while k < breakpoints.count && breakpoints[k] < upper - 1e-9 {
                        slope(k + 1, &next)
                        let start = slopeCount > 1 ? Int(ends[slopeCount - 2]) : 0
                        if CostVector.compare(next.contents, UnsafeBufferPointer(rebasing: pool.contents[start...])) != 0 {
                            kept[keptCount] = breakpoints[k]
                            keptCount += 1
                            pool.append(next.contents)
                            ends[slopeCount] = Int32(pool.count)
                            slopeCount += 1
                        }
                        k += 1
                    }
                    let keptBreakpoints = Array(UnsafeBufferPointer(rebasing: kept[..<keptCount]))
                    return PiecewiseCost(lower: lower, upper: upper, breakpoints: keptBreakpoints,
                                         slopes: SlopeList(sharing: pool.contents,
                                                           ends: UnsafeBufferPointer(rebasing: ends[..<slopeCount])))
                }
            }
        }
    }

    // MARK: Pieces

    /// A stretch of constant slope, measured from a reference point outwards: `length` (possibly infinite) and
    /// `rate`, the cost per unit of moving away from the reference.
    struct Piece: Sendable {
        var length: Double
        var rate: CostVector
    }

    /// The pieces right of `x`, nearest first, up to the domain's upper end.
    func pieces(rightOf x: Double) -> [Piece] {
        let first = firstSlope(rightOf: x)
        let rates = slopes.vectors(first..<slopes.count)
        var result: [Piece] = []
        result.reserveCapacity(slopes.count - first)
        measurePieces(rightOf: x) { length, k in result.append(Piece(length: length, rate: rates[k - first])) }
        return result
    }

    /// The pieces left of `x`, nearest first, down to the domain's lower end; rates are per unit of shortening.
    func pieces(leftOf x: Double) -> [Piece] {
        let last = lastSlope(leftOf: x)
        let rates = slopes.vectors(0..<(last + 1), negated: true)
        var result: [Piece] = []
        result.reserveCapacity(last + 1)
        measurePieces(leftOf: x) { length, k in result.append(Piece(length: length, rate: rates[k])) }
        return result
    }

    /// The index of the first slope right of `x` (the slope of the first piece ``pieces(rightOf:)`` can give).
    func firstSlope(rightOf x: Double) -> Int {
        breakpoints.withUnsafeBufferPointer { Breakpoints.firstSlope($0, rightOf: x) }
    }

    /// The index of the first slope left of `x` (the slope of the first piece ``pieces(leftOf:)`` can give).
    func lastSlope(leftOf x: Double) -> Int {
        breakpoints.withUnsafeBufferPointer { Breakpoints.lastSlope($0, leftOf: x) }
    }

    /// The pieces right of `x` as ``pieces(rightOf:)`` measures them: `body` gets each one's length and the index
    /// of its slope, nearest first.
    func measurePieces(rightOf x: Double, _ body: (Double, Int) -> Void) {
        breakpoints.withUnsafeBufferPointer { Breakpoints.measurePieces($0, upper: upper, rightOf: x, body) }
    }

    /// The pieces left of `x` as ``pieces(leftOf:)`` measures them: `body` gets each one's length and the index of
    /// its slope (to be negated: rates are per unit of shortening), nearest first.
    func measurePieces(leftOf x: Double, _ body: (Double, Int) -> Void) {
        breakpoints.withUnsafeBufferPointer { Breakpoints.measurePieces($0, lower: lower, leftOf: x, body) }
    }

    /// `fromPieces(natural: x, right: [Piece(length: .infinity, rate: .zero)], left: pieces(leftOf: x))`, bit for
    /// bit, without building the pieces (``Breakpoints/flattened(_:lower:rightOf:slope:)``).
    func flattened(rightOf x: Double) -> PiecewiseCost {
        // Rebuilding a slope of a compact list is linear in its index: the pieces read them in one walk.
        guard !slopes.isCompact else {
            return .fromPieces(natural: x, right: [Piece(length: .infinity, rate: .zero)], left: pieces(leftOf: x))
        }
        let slopes = slopes
        return breakpoints.withUnsafeBufferPointer { breakpoints in
            Breakpoints.flattened(breakpoints, lower: lower, rightOf: x) { k, out in
                slopes[k].withEntries { out.set($0, times: 1) }
            }
        }
    }

    /// The cost with minimum at `natural`, built from its pieces on both sides (each list nearest first).
    ///
    /// The slopes from the far left are the left pieces' rates negated (as `CostVector`'s prefix `-`), then the
    /// right pieces' rates; each is written straight to ``clipping(lower:upper:breakpoints:slope:)``'s scratch.
    static func fromPieces(natural: Double, right: [Piece], left: [Piece]) -> PiecewiseCost {
        var breakpoints: [Double] = []
        breakpoints.reserveCapacity(max(left.count + right.count - 1, 0))
        var position = natural
        var leftEnds: [Double] = []
        leftEnds.reserveCapacity(left.count)
        for piece in left {
            position -= piece.length
            leftEnds.append(position)
        }
        let lower = left.isEmpty ? natural : position
        // Intervals from the far left to `natural`.
        for index in left.indices.reversed() where index > 0 { breakpoints.append(leftEnds[index - 1]) }
        if !left.isEmpty && !right.isEmpty { breakpoints.append(natural) }
        position = natural
        for (index, piece) in right.enumerated() {
            position += piece.length
            if index < right.count - 1 { breakpoints.append(position) }
        }
        let upper = right.isEmpty ? natural : position
        // No pieces: one slope, zero.
        return clipping(lower: lower, upper: upper, breakpoints: breakpoints) { k, out in
            if k < left.count {
                left[left.count - 1 - k].rate.withEntries { out.set($0, times: -1) }
            } else if k - left.count < right.count {
                right[k - left.count].rate.withEntries { out.set($0) }
            } else {
                out.set(UnsafeBufferPointer(start: nil, count: 0))
            }
        }
    }
}

/// A ``PiecewiseCost`` held in scratch memory for the length of one closure: its domain, its breakpoints and every
/// slope in full, read in place.
///
/// A sum that is only read once (a child's cost with a hinge added, read for its cheapest length and its pieces)
/// is handed to its reader as a view (``PiecewiseCost/withPlusAbsolute(_:_:_:)``), so that no cost is built,
/// stored and freed for it. The view answers as the cost ``cost`` would, bit for bit.
struct CostView {
    typealias Entry = CostVector.Entry

    let lower: Double
    let upper: Double
    /// Strictly increasing, strictly inside (lower, upper).
    let breakpoints: UnsafeBufferPointer<Double>
    /// Every slope's entries one after another, slope k ending at `ends[k]`.
    let entries: UnsafeBufferPointer<Entry>
    let ends: UnsafeBufferPointer<Int32>

    /// Slope `k`'s entries.
    func slope(_ k: Int) -> UnsafeBufferPointer<Entry> { SlopeList.slope(k, of: entries, ends: ends) }

    /// The cost itself, stored (its breakpoints and slopes copied).
    var cost: PiecewiseCost {
        PiecewiseCost(lower: lower, upper: upper, breakpoints: Array(breakpoints),
                      slopes: SlopeList(sharing: entries, ends: ends))
    }

    /// ``PiecewiseCost/argmin``.
    var argmin: Double {
        Breakpoints.argmin(breakpoints, lower: lower, upper: upper,
                           firstNotNegative: SlopeList.firstNotNegative(entries, ends))
    }

    /// ``PiecewiseCost/flattened(rightOf:)``.
    func flattened(rightOf x: Double) -> PiecewiseCost {
        Breakpoints.flattened(breakpoints, lower: lower, rightOf: x) { k, out in out.set(slope(k), times: 1) }
    }
}

/// What a cost's domain and breakpoints alone decide, shared by ``PiecewiseCost`` and ``CostView``.
enum Breakpoints {
    /// The index of the first slope right of `x`.
    static func firstSlope(_ breakpoints: UnsafeBufferPointer<Double>, rightOf x: Double) -> Int {
        var k = 0
        while k < breakpoints.count && breakpoints[k] <= x + 1e-9 { k += 1 }
        return k
    }

    /// The index of the first slope left of `x`.
    static func lastSlope(_ breakpoints: UnsafeBufferPointer<Double>, leftOf x: Double) -> Int {
        var k = breakpoints.count - 1
        while k >= 0 && breakpoints[k] >= x - 1e-9 { k -= 1 }
        return k + 1
    }

    /// The pieces right of `x`, nearest first, up to `upper`: `body` gets each one's length and slope index.
    static func measurePieces(_ breakpoints: UnsafeBufferPointer<Double>, upper: Double, rightOf x: Double,
                              _ body: (Double, Int) -> Void) {
        var position = x
        var k = firstSlope(breakpoints, rightOf: x)
        while k < breakpoints.count {
            let end = min(breakpoints[k], upper)
            if end > position + 1e-12 { body(end - position, k) }
            position = max(position, end)
            k += 1
        }
        if upper > position + 1e-12 { body(upper - position, k) }
    }

    /// The pieces left of `x`, nearest first, down to `lower`: `body` gets each one's length and slope index.
    static func measurePieces(_ breakpoints: UnsafeBufferPointer<Double>, lower: Double, leftOf x: Double,
                              _ body: (Double, Int) -> Void) {
        var position = x
        var k = lastSlope(breakpoints, leftOf: x) - 1
        while k >= 0 {
            let end = max(breakpoints[k], lower)
            if position > end + 1e-12 { body(position - end, k + 1) }
            position = min(position, end)
            k -= 1
        }
        if position > lower + 1e-12 { body(position - lower, 0) }
    }

    /// The length of least cost, given the first slope that is not negative (nil: none is).
    static func argmin(_ breakpoints: UnsafeBufferPointer<Double>, lower: Double, upper: Double,
                       firstNotNegative found: Int?) -> Double {
        guard let k = found else {
            return upper.isFinite ? upper : (breakpoints.last ?? 0)
        }
        if k > 0 { return min(max(breakpoints[k - 1], lower), upper) }
        if lower.isFinite { return lower }
        return min(breakpoints.first ?? 0, upper)
    }

    /// `fromPieces(natural: x, right: [Piece(length: .infinity, rate: .zero)], left: pieces(leftOf: x))`, bit for
    /// bit, without building the pieces: the cost as it is left of x (stretches measured and added up again as
    /// those two compute them), flat right of x. `slope(k, out)` writes slope k's entries to `out`.
    static func flattened(_ breakpoints: UnsafeBufferPointer<Double>, lower: Double, rightOf x: Double,
                          slope: (Int, inout EntryBuffer) -> Void) -> PiecewiseCost {
        withUnsafeTemporaryAllocation(of: (length: Double, slope: Int).self,
                                      capacity: breakpoints.count + 1) { pieces in
            // pieces(leftOf: x): lengths, nearest first, and the index of each one's slope.
            var count = 0
            measurePieces(breakpoints, lower: lower, leftOf: x) { length, slope in
                pieces[count] = (length, slope)
                count += 1
            }
            // fromPieces: the left ends from x outwards, the breakpoints from the far left.
            return withUnsafeTemporaryAllocation(of: Double.self, capacity: count) { leftEnds in
                var position = x
                for i in 0..<count {
                    position -= pieces[i].length
                    leftEnds[i] = position
                }
                let lower = count == 0 ? x : position
                var kept: [Double] = []
                kept.reserveCapacity(count)
                for index in stride(from: count - 1, to: 0, by: -1) { kept.append(leftEnds[index - 1]) }
                if count > 0 { kept.append(x) }
                position = x
                position += .infinity
                // A left piece's rate is its slope negated, and fromPieces negates it back: the slope's own rates,
                // every one above the tolerance. Right of x: zero.
                return PiecewiseCost.clipping(lower: lower, upper: position, breakpoints: kept) { k, out in
                    if k < count {
                        slope(pieces[count - 1 - k].slope, &out)
                    } else {
                        out.set(UnsafeBufferPointer(start: nil, count: 0))
                    }
                }
            }
        }
    }
}

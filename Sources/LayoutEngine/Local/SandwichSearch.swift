/// Finds the breakpoints of a convex, piecewise-linear lexicographic function F of one number whose pieces are
/// not known in advance, from its values alone (each value is one small LP solve): how `CentringTies` and
/// `CentringProgram` find their costs when tracing the LP's optimal bases fails.
///
/// The sandwich method (Eisner and Severance): between two points with known values and the slopes of the linear
/// stretches next to them, the two lines meet at c; if F(c) lies on both lines F has one breakpoint there,
/// otherwise F's slopes on both sides of c are found and each half is searched again. A slope next to x is the
/// chord over [x, x ± 2h] once F(x ± h) lies on that chord (convexity makes the stretch linear then); the first
/// chord spans a sixteenth of the way to the other end, and h shrinks 4× after each failure. A short first chord
/// crosses fewer of F's breakpoints, so it is linear more often, and each evaluation moves a live LP
/// (`CentringTies`) less far: at 10,000 leaves that is 9,430 evaluations instead of 15,972 with chords over half
/// the way. Much shorter ones lose precision (the chord's error grows as h shrinks). The work is bounded by `limit`
/// evaluations; past it every call fails.
///
/// Chords carry error, so three cases that exact slopes never meet are settled by convexity instead of failing (a
/// failure sends the stack to a solver unit with its whole subtree): a slope lower at b than at a at some level is
/// error there (`strongestDifference`); lines that meet at an end or beyond it split the interval in the middle;
/// an interval shorter than `shortestInterval` (relative) holds one kink at its midpoint.
struct SandwichSearch {
    let limit: Int
    let evaluate: (Double) -> CostVector?
    private(set) var evaluations = 0
    /// F by the bits of x: the slope searches meet the same points again (an end, a midpoint), and each is a solve.
    /// Looked up only, never iterated.
    private var known: [UInt64: CostVector] = [:]

    init(limit: Int, evaluate: @escaping (Double) -> CostVector?) {
        self.limit = limit
        self.evaluate = evaluate
    }

    /// F(x); a repeated x still counts against `limit`, so the search stops where it would without the memo.
    mutating func value(_ x: Double) -> CostVector? {
        evaluations += 1
        guard evaluations <= limit else { return nil }
        if let value = known[x.bitPattern] { return value }
        let value = evaluate(x)
        if let value { known[x.bitPattern] = value }
        return value
    }

    /// The slope of the linear stretch of F next to `x` on the side of `toward`; `fx` is F(x), already known to
    /// every caller (each evaluation is a solve).
    mutating func slope(at x: Double, value fx: CostVector, toward: Double) -> CostVector? {
        var h = (toward - x) / 32
        for _ in 0..<40 {
            guard let middle = value(x + h), let far = value(x + 2 * h) else { return nil }
            if Self.close(middle, (fx + far) * 0.5) { return CostVector.chord(from: fx, to: far, times: 1 / (2 * h)) }
            h /= 4
        }
        return nil
    }

    /// Breakpoints strictly between a and b, with F's values there; `sa` and `sb` are F's slopes next to a
    /// (right of it) and next to b (left of it).
    mutating func breakpoints(_ a: Double, _ fa: CostVector, _ sa: CostVector, _ b: Double, _ fb: CostVector,
                              _ sb: CostVector) -> [(x: Double, value: CostVector)]? {
        // Equal slopes (up to rounding): F is linear on [a, b]. Otherwise sb rises above sa at `key`, so the lines meet.
        guard let key = Self.strongestDifference(sa, sb) else { return [] }
        func level(_ v: CostVector) -> Double { v.rate(at: key) }
        let width = b - a
        if width <= Self.shortestInterval * max(1, abs(a), abs(b)) {
            // Chords this short carry more error than the slopes' difference: one kink at the midpoint.
            let middle = a + width / 2
            guard let fm = value(middle) else { return nil }
            return [(middle, fm)]
        }
        var c = (level(fb) - level(fa) + level(sa) * a - level(sb) * b) / (level(sa) - level(sb))
        if !(c > a + 1e-9 * max(1, width) && c < b - 1e-9 * max(1, width)) {
            // The lines meet at an end or beyond it (a slope's error, or a kink right at the end): split the
            // interval in the middle instead, which still halves it.
            c = a + width / 2
        }
        guard let fc = value(c) else { return nil }
        if Self.close(fc, fa + sa * (c - a)) && Self.close(fc, fb + sb * (c - b)) { return [(c, fc)] }
        guard let left = slope(at: c, value: fc, toward: a), let right = slope(at: c, value: fc, toward: b),
              let before = breakpoints(a, fa, sa, c, fc, left),
              let after = breakpoints(c, fc, right, b, fb, sb)
        else { return nil }
        let kink = CostVector.compare(left, right) != 0 ? [(x: c, value: fc)] : []
        return before + kink + after
    }

    /// The strongest level at which two slopes differ by more than their error, or nil when they are equal. A slope
    /// is a chord accepted by `close`, whose tolerance is relative to F's values, and those grow with the subtree:
    /// in a large subtree two equal slopes can differ by 10⁻⁷ at a strong level while the real difference lies at a
    /// weaker one. A difference counts when it exceeds `slopeTolerance` relative to the slopes at that level.
    static func strongestDifference(_ sa: CostVector, _ sb: CostVector) -> PriorityKey? {
        // F is convex, so a slope that falls from a to b is the chords' error even beyond the tolerance (chords over
        // short stretches of large values): that level carries no break.
        CostVector.firstLevel(sa, sb) { a, b in b - a > slopeTolerance * (1 + max(abs(a), abs(b))) }
    }

    /// Relative width below which an interval holds a single kink at its midpoint (see `breakpoints`).
    static let shortestInterval = 1e-8

    /// Relative size below which two slopes at one level count as equal.
    static let slopeTolerance = 1e-6

    /// Equal at every level, relative to the size of the values there.
    static func close(_ a: CostVector, _ b: CostVector) -> Bool {
        CostVector.firstLevel(a, b) { a, b in abs(a - b) > 1e-9 * (1 + abs(a)) } == nil
    }

    /// The pieces between consecutive points (merged where closer than 1e-9), as lengths and chord rates.
    static func pieces(_ points: [(x: Double, value: CostVector)]) -> [PiecewiseCost.Piece] {
        let kept: [(x: Double, value: CostVector)] = points.reduce(into: []) { kept, point in
            if let previous = kept.last, point.x <= previous.x + 1e-9 { return }
            kept.append(point)
        }
        return zip(kept, kept.dropFirst()).map { a, b in
            PiecewiseCost.Piece(length: b.x - a.x,
                                rate: CostVector.chord(from: a.value, to: b.value, times: 1 / (b.x - a.x)))
        }
    }
}

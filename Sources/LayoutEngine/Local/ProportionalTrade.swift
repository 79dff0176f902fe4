import LayoutModel

/// fillProportionally when the views' own costs reach the proportional priorities (compression resistance 999,
/// required bounds): the stack's cost and the views' lengths, derived parametrically and exactly.
///
/// For a stack length ℓ, each proportional view i pays its own cost cᵢ(xᵢ) plus `kᵢ·|xᵢ − mᵢℓ|` (G11 at its
/// priority kᵢ), and the lengths fill the edge: Σxᵢ = ℓ − margins − gaps. For a fixed ℓ that is the fill problem
/// on the sums hᵢ = cᵢ + kᵢ·|x − mᵢℓ| (`Convolution`, cheapest piece first), which gives the lengths.
///
/// The stack's cost f(ℓ) is convex and piecewise linear, and linear wherever neither (1) some mᵢℓ crosses a
/// breakpoint of cᵢ (the shape of hᵢ changes) nor (2) the piece that takes the remaining length changes. Events
/// (1) are known in advance; between two of them the pieces' order is fixed and their lengths are linear in ℓ,
/// so events (2) are roots of linear functions, found from two samples. f is evaluated at every event and
/// interpolated between them, which is exact because it is linear there (`searchedCost`). That search grows with
/// events (1) times pieces and gives up past `workLimit`; f can also be traced along the optimal bases of one
/// parametric LP (`tracedCost`, ProportionalTradeProgram.swift). `cost()` tries the one cheaper at the trade's size
/// first and the other where it fails.
struct ProportionalTrade {
    /// The proportional views' places among the arranged views.
    var slots: [Int] = []
    var costs: [PiecewiseCost]
    var multipliers: [Double]
    var keys: [PriorityKey]
    /// Margins and gaps: the views share ℓ − offset.
    var offset: Double

    /// Events (1) times pieces above which the search gives up (the traced program has no such bound).
    static let workLimit = 40_000

    /// The views' sums hᵢ at stack length ℓ, shared as `Convolution` shares them (hinges on the costs, not new costs).
    func convolution(_ length: Double) -> Convolution {
        Convolution(costs, hinges: costs.indices.map { Convolution.Hinge(at: multipliers[$0] * length,
                                                                        rate: CostVector(keys[$0], 1)) })
    }

    /// The proportional views' lengths for a stack length ℓ.
    func shares(_ length: Double) -> [Double] {
        convolution(length).allocate(length - offset)
    }

    /// f(ℓ) up to a constant.
    func value(_ length: Double) -> CostVector {
        let x = shares(length)
        var total = CostVector.zero
        for i in costs.indices {
            total = total + costs[i].value(at: x[i]) + CostVector(keys[i], abs(x[i] - multipliers[i] * length))
        }
        return total
    }

    /// f as a cost, or nil when finding it would take too long.
    func cost() -> PiecewiseCost? {
        let lower = costs.reduce(0) { $0 + $1.lower } + offset
        let upper = costs.reduce(0) { $0 + $1.upper } + offset
        guard lower <= upper + 1e-9 else { return .domain(lower, upper) }
        // Both are exact; which is cheaper depends on the size. The program pivots a dense tableau (views × pieces)
        // once per basis change, the search runs two convolutions per region: with few pieces the program takes
        // fewer instructions (the benchmark's stacks of leaves), with more the search does (a third fewer on
        // fillProportionally stacks of ~20 stacks), and past `workLimit` only the program finishes.
        let pieces = costs.reduce(0) { $0 + $1.breakpoints.count + 2 }
        let work = (pieces + 1) * pieces
        if work > Self.smallTrade && work <= Self.workLimit {
            return searchedCost(lower: lower, upper: upper) ?? tracedCost(lower: lower, upper: upper)
        }
        return tracedCost(lower: lower, upper: upper) ?? searchedCost(lower: lower, upper: upper)
    }

    /// Events (1) times pieces (at most) up to which the traced program is tried first.
    static let smallTrade = 2_000

    /// f from its values at the events (see the type's comment), or nil when finding it would take too long.
    func searchedCost(lower: Double, upper: Double) -> PiecewiseCost? {
        var shapeEvents: [Double] = []
        for i in costs.indices {
            for b in costs[i].breakpoints + [costs[i].lower, costs[i].upper] where b.isFinite {
                shapeEvents.append(b / multipliers[i])
            }
        }
        let pieceCount = costs.reduce(0) { $0 + $1.breakpoints.count + 2 }
        guard (shapeEvents.count + 1) * pieceCount <= Self.workLimit else { return nil }
        shapeEvents = Self.unique(shapeEvents.sorted())
        var points = shapeEvents
        // Events (2), region by region.
        let bounds = [-Double.infinity] + shapeEvents + [Double.infinity]
        for (a, b) in zip(bounds, bounds.dropFirst()) {
            let (s1, s2): (Double, Double) = switch (a.isFinite, b.isFinite) {
            case (true, true): (a + (b - a) / 3, a + 2 * (b - a) / 3)
            case (false, true): (b - 2, b - 1)
            case (true, false): (a + 1, a + 2)
            case (false, false): (0, 1)
            }
            guard s2 > s1 else { continue }
            guard let first = marks(s1), let second = marks(s2), first.count == second.count else { return nil }
            for (v1, v2) in zip(first, second) where abs(v2 - v1) > 1e-12 {
                let root = s1 - v1 * (s2 - s1) / (v2 - v1)
                if root > a && root < b { points.append(root) }
            }
        }
        points = Self.unique(points.filter { $0 > lower && $0 < upper }.sorted())
        var ends = points
        if lower.isFinite { ends.insert(lower, at: 0) }
        if upper.isFinite { ends.append(upper) }
        if ends.isEmpty { ends = [0] }
        let values = ends.map(value)
        var slopes: [CostVector] = []
        if !lower.isFinite, let first = ends.first { slopes.append(values[0] - value(first - 1)) }
        for k in ends.indices.dropFirst() {
            slopes.append(CostVector.chord(from: values[k - 1], to: values[k], times: 1 / (ends[k] - ends[k - 1])))
        }
        if !upper.isFinite, let last = ends.last, let lastValue = values.last { slopes.append(value(last + 1) - lastValue) }
        if slopes.isEmpty { slopes = [.zero] }
        guard slopes.count == points.count + 1 else { return nil }
        return PiecewiseCost.clipping(lower: lower, upper: upper, breakpoints: points, slopes: slopes)
    }

    /// The functions whose zeros are events (2) at a stack length inside a region: the length still to share
    /// minus each cumulative run of pieces (growing and shrinking), and the length itself.
    private func marks(_ length: Double) -> [Double]? {
        let convolution = convolution(length)
        let extra = length - offset - convolution.natural
        var result = [extra]
        var run = 0.0
        for piece in convolution.right where piece.length.isFinite {
            run += piece.length
            result.append(extra - run)
        }
        run = 0
        for piece in convolution.left where piece.length.isFinite {
            run += piece.length
            result.append(extra + run)
        }
        return result
    }

    private static func unique(_ sorted: [Double]) -> [Double] {
        var result: [Double] = []
        for x in sorted where result.last.map({ x > $0 + 1e-9 * max(1, abs(x)) }) ?? true { result.append(x) }
        return result
    }
}

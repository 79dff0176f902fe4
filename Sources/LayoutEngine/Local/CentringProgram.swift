import LayoutModel

/// An equalCentering stack (`CentringLayout`) whose views give or take length at or below its centring levels
/// (for example an arranged equalCentering stack, whose own centring constraints at 149, 148, … break when it is
/// squeezed): the closed form's order "views first, then centring" no longer holds, since shortening a view may be
/// cheaper than leaving the centres unevenly spaced.
///
/// The stack's content cost is still a lexicographic LP parametric in the edge length A (so convex and piecewise
/// linear in A):
///
///     minimize  Σ costᵢ(xᵢ) + Σₖ key_k·|dₖ − d₀|   over xᵢ, eₖ ≥ gₖ
///     with      Σxᵢ + Σeₖ = A,   dₖ = (xₖ + xₖ₊₁)/2 + eₖ
///
/// (xᵢ: the visible views' lengths with their index tie-break, eₖ: the edge gaps, gₖ: G9's constants). Call a
/// piece of a view's cost *weak* when its rate has no level above the centring levels, *strong* otherwise; around
/// each view's cheapest length its weak pieces form an interval [loᵢ, hiᵢ] (convexity), and B := Σloᵢ + Σgₖ.
/// The levels above the centring levels see the strong pieces only, so they settle the LP in two regions:
///
/// 1. **A ≥ B**: every view stays in its weak interval (any other choice costs above the centring levels), so the
///    LP on the weak pieces alone decides, solved with Cassowary (every weak piece written as a `CostGadget`, so
///    the solver sees the levels the global system has). F(A) is traced along the LP's optimal bases
///    (`LiveSystem.tracingPulls`) from the edge at which every view keeps its cheapest length with evenly spaced
///    centres (beyond which F is flat) down to B, or, when some view has no lower end, to where F falls at its
///    recession rate; `SandwichSearch` finds it from F's values when tracing fails.
/// 2. **A < B**: every view is at or below loᵢ and every gap at its minimum; the strong pieces are taken as in
///    `CentringLayout`'s squeeze, from the lengths loᵢ (`CentringTies` where pieces of different views tie).
///
/// The arrangement for a given A is the LP's solution there (region 1) or the squeeze's (region 2). The work is
/// bounded (`CentringTies.evaluationLimit(pieces:)`, in proportion to the weak pieces); past it the stack is solved
/// as a unit.
struct CentringProgram {
    /// The visible views' costs along the axis (with the index tie-break) restricted to their weak pieces.
    let parts: [PiecewiseCost]
    let naturals: [Double]
    let gaps: [Double]
    /// The level of distance k's centring constraint (k ≥ 1; entry 0 is unused).
    let keys: [PriorityKey]
    /// Region 2: the strong shrinking pieces below each view's weak interval (nil when some view's weak
    /// interval has no lower end, so that region 2 does not exist).
    let squeeze: Convolution?
    private(set) var ties: CentringTies?

    /// The same program without live programs in its ties (``CentringTies/restarted()``).
    func restarted() -> CentringProgram {
        var copy = self
        copy.ties = ties?.restarted()
        return copy
    }

    init(parts full: [PiecewiseCost], naturals: [Double], gaps: [Double], keys: [PriorityKey]) {
        let strongest = keys[1]
        func isWeak(_ piece: PiecewiseCost.Piece) -> Bool {
            guard let key = piece.rate.strongestKey else { return true }
            return !(strongest < key)
        }
        var weak: [PiecewiseCost] = []
        var strong: [PiecewiseCost] = []
        for (part, natural) in zip(full, naturals) {
            let left = Array(part.pieces(leftOf: natural).prefix { isWeak($0) })
            let right = Array(part.pieces(rightOf: natural).prefix { isWeak($0) })
            let interval = PiecewiseCost.fromPieces(natural: natural, right: right, left: left)
            weak.append(interval)
            // Below the weak interval: the strong pieces, from a cost whose cheapest length is loᵢ.
            strong.append(PiecewiseCost.fromPieces(natural: interval.lower,
                                                   right: [PiecewiseCost.Piece(length: .infinity, rate: .zero)],
                                                   left: part.pieces(leftOf: interval.lower)))
        }
        self.init(weak: weak, naturals: naturals, gaps: gaps, keys: keys,
                  strong: weak.allSatisfy { $0.lower.isFinite } ? strong : nil)
    }

    private init(weak: [PiecewiseCost], naturals: [Double], gaps: [Double], keys: [PriorityKey],
                 strong: [PiecewiseCost]?) {
        parts = weak
        self.naturals = naturals
        self.gaps = gaps
        self.keys = keys
        if let strong {
            // The strong pieces once, for the convolution and the ties.
            let lows = strong.map(\.argmin)
            let lefts = strong.indices.map { strong[$0].pieces(leftOf: lows[$0]) }
            let rights = strong.indices.map { strong[$0].pieces(rightOf: lows[$0]) }
            let convolution = Convolution(naturals: lows, right: rights, left: lefts)
            squeeze = convolution
            ties = CentringTies(shrinking: lefts, naturals: convolution.naturals, gaps: gaps, keys: keys)
        } else {
            squeeze = nil
            ties = nil
        }
    }

    // MARK: One edge length

    /// The LP for edge length `edge`, with its length and edge-gap variables. `Σxᵢ + Σeₖ = A` is required, or with
    /// `movable` a pull above every other level (which holds it exactly wherever the views allow that edge), so
    /// that `LiveSystem.movingPulls` moves A on the live solver.
    private func program(edge: Double, movable: Bool) -> (set: ConstraintSet, lengths: [Int], spaces: [Int]) {
        var set = ConstraintSet()
        let source = ConstraintSource(rule: "centring program", elementID: nil, range: nil)
        var total = LinearExpression()
        var lengths: [Int] = []
        // Every weak piece's levels, one constraint per level.
        var levels = LevelSums(pieces: parts.reduce(0) { $0 + $1.slopes.count })
        for (index, part) in parts.enumerated() {
            let x = set.makeVariable("x\(index)")
            lengths.append(x)
            total = total + LinearExpression(variable: x)
            CostGadget(cost: part, center: naturals[index], complete: true)
                .encode(into: &set, variable: x, name: "x\(index)", source: source, levels: &levels)
        }
        var soft = SoftLevels()  // the sums and the centring constraints, without those a stronger level fixes
        levels.write(into: &soft)
        var spaces: [Int] = []
        for (k, gap) in gaps.enumerated() {
            let e = set.makeVariable("e\(k)")
            spaces.append(e)
            total = total + LinearExpression(variable: e)
            set.add(LinearExpression(variable: e), .greaterOrEqual, LinearExpression(gap), priority: .required,
                    source: source)
        }
        func distance(_ k: Int) -> LinearExpression {
            LinearExpression(terms: [LinearTerm(variable: lengths[k], coefficient: 0.5),
                                     LinearTerm(variable: lengths[k + 1], coefficient: 0.5),
                                     LinearTerm(variable: spaces[k], coefficient: 1)])
        }
        for k in 1..<gaps.count { soft.add(distance(k) - distance(0), .equal, priority: keys[k]) }
        soft.write(into: &set, source: source)
        if movable {
            set.addPullAboveAll(total, LinearExpression(edge), source: source)
        } else {
            set.add(total, .equal, LinearExpression(edge), priority: .required, source: source)
        }
        return (set, lengths, spaces)
    }

    /// The LP's solution for edge length `edge`: the views' lengths and the edge gaps; nil when it fails.
    func solve(edge: Double) -> (lengths: [Double], gaps: [Double])? {
        let (set, lengths, spaces) = program(edge: edge, movable: false)
        let solution = CassowaryBridge.solve(set)
        guard solution.failure == nil, solution.conflicts.isEmpty else { return nil }
        return (lengths.map { solution.values[$0] }, spaces.map { solution.values[$0] })
    }

    /// F(A) for the views' lengths and edge gaps `x`, `e`.
    func value(_ x: [Double], _ e: [Double]) -> CostVector {
        var total = CostVector.zero
        for (part, length) in zip(parts, x) { total = total + part.value(at: length) }
        let d = e.indices.map { (x[$0] + x[$0 + 1]) / 2 + e[$0] }
        return total + CentringLayout.centringCost(d, keys)
    }

    /// Evaluates F at one edge after another on one live solver: each edge moves the pull that holds A and the
    /// solver re-optimizes from the previous solution (dual simplex) instead of solving the LP again.
    private final class Evaluator {
        let program: CentringProgram
        let lengths: [Int], spaces: [Int]
        let system: LiveSystem?
        var edge: Double

        init(_ program: CentringProgram, edge: Double) {
            self.program = program
            let (set, lengths, spaces) = program.program(edge: edge, movable: true)
            let (solution, system) = CassowaryBridge.solveKeepingSolver(set)
            self.lengths = lengths
            self.spaces = spaces
            self.system = solution.failure == nil ? system : nil
            self.edge = edge
        }

        func value(at target: Double) -> CostVector? {
            guard let system, let values = system.movingPulls(by: target - edge) else { return nil }
            edge = target
            return value(values)
        }

        /// F for the solver's `values` at the current edge; nil when the views' lengths and gaps do not add up to it:
        /// the pull holds A wherever the views allow it, so anything else is outside F's domain.
        private func value(_ values: [Double]) -> CostVector? {
            let x = lengths.map { values[$0] }, e = spaces.map { values[$0] }
            guard abs(x.reduce(0, +) + e.reduce(0, +) - edge) <= 1e-7 * max(1, abs(edge)) else { return nil }
            return program.value(x, e)
        }

        /// Moves the edge towards `target` only as far as the LP's optimal basis holds (`LiveSystem.tracingPulls`):
        /// F is linear up to there. The new edge and F there; an infinite edge when the basis holds without end;
        /// nil when the solver fails or the edge leaves F's domain.
        func advance(toward target: Double) -> (edge: Double, value: CostVector)? {
            guard let system, let (moved, values) = system.tracingPulls(toward: target - edge) else { return nil }
            guard moved.isFinite else { return (moved, .zero) }
            edge = abs(moved) >= abs(target - edge) ? target : edge + moved
            return value(values).map { (edge, $0) }
        }
    }

    /// F(A) up to a constant: the views' costs at their lengths plus the centring cost.
    func value(edge: Double) -> CostVector? {
        guard let (x, e) = solve(edge: edge) else { return nil }
        return value(x, e)
    }

    /// The lengths and edge gaps for edge length `edge`: region 1's LP, or region 2's squeeze.
    func arrange(edge: Double) -> (lengths: [Double], gaps: [Double]) {
        let boundary = lowestEdge
        if let squeeze, edge < boundary {
            let shrink = boundary - edge
            if let ties, let lengths = ties.lengths(shrink) { return (lengths, gaps) }
            return (squeeze.allocate(squeeze.natural - shrink), gaps)
        }
        return solve(edge: edge) ?? (naturals, gaps)
    }

    // MARK: The cost

    /// B, the least edge of region 1 (−∞ when some view's weak interval has no lower end).
    var lowestEdge: Double { parts.reduce(0) { $0 + $1.lower } + gaps.reduce(0, +) }

    /// The edge from which every view keeps its cheapest length with evenly spaced centres: F is flat beyond it.
    var evenEdge: Double {
        let m = CentringLayout.minimumDistances(naturals, gaps)
        let widest = m.max() ?? 0
        return Double(m.count) * widest + (naturals[0] + naturals[naturals.count - 1]) / 2
    }

    /// dF/dA as A falls without end: the same LP per unit of edge with every constant dropped and each view
    /// reduced to its outermost slopes.
    private func recessionSlope() -> CostVector? {
        let outermost = parts.map { part in
            PiecewiseCost.clipping(lower: part.lower.isFinite ? 0 : -.infinity,
                                   upper: part.upper.isFinite ? 0 : .infinity,
                                   breakpoints: [0], slopes: [part.slopes[0], part.slopes[part.slopes.count - 1]])
        }
        let zero = CentringProgram(weak: outermost, naturals: parts.map { _ in 0 }, gaps: gaps.map { _ in 0 },
                                   keys: keys, strong: nil)
        return zero.value(edge: -1).map { -$0 }
    }

    /// The stack's content cost as a function of its edge length, or nil when the search needs more than
    /// `CentringTies.evaluationLimit(pieces:)` solves (or the squeeze with ties does, `CentringTies`).
    func cost() -> PiecewiseCost? {
        guard let region = regionOne() else { return nil }
        guard let squeeze else { return region }
        guard let pieces = CentringLayout.squeezePieces(ties: ties, squeeze, gaps, keys) else { return nil }
        if pieces.isEmpty { return region }
        // Region 2 left of B: the pieces come nearest first, so their breakpoints and slopes are collected outwards
        // and put in front of region 1's reversed.
        var breakpoints: [Double] = []
        var slopes: [CostVector] = []
        var position = region.lower
        for piece in pieces {
            breakpoints.append(position)
            slopes.append(-piece.rate)
            position -= piece.length
        }
        return PiecewiseCost.clipping(lower: position, upper: region.upper,
                                      breakpoints: breakpoints.reversed() + region.breakpoints,
                                      slopes: slopes.reversed() + region.slopes)
    }

    /// F on region 1 (A ≥ B), its domain starting at B: traced, or searched for when tracing fails.
    private func regionOne() -> PiecewiseCost? { tracedRegionOne() ?? searchedRegionOne() }

    /// F on region 1 traced from `evenEdge` leftwards along the LP's optimal bases (F is linear within one, see
    /// `CentringTies`) to B, or when B is −∞ until F's slope reaches its recession slope: on the dense program
    /// (`CentringRegionProgram`), or on Cassowary where that fails; nil when both fail or the basis changes more
    /// than `CentringTies.evaluationLimit` times.
    func tracedRegionOne() -> PiecewiseCost? {
        let right = evenEdge
        let target = lowestEdge
        var final: CostVector?
        if !target.isFinite {
            guard let rate = recessionSlope() else { return nil }
            final = rate
        }
        guard right > target + 1e-9 else { return nil }
        if let region = CentringRegionProgram(self),
           let traced = traceRegionOne(from: (right, region.value), to: target, final: final, advance: region.advance) {
            return traced
        }
        let evaluator = Evaluator(self, edge: right)
        guard let stop = evaluator.value(at: right) else { return nil }
        return traceRegionOne(from: (right, stop), to: target, final: final, advance: evaluator.advance)
    }

    /// Region 1's cost from F at `start` leftwards, one basis at a time (`advance` moves the edge towards `target`
    /// as far as the basis holds and gives F there).
    private func traceRegionOne(from start: (x: Double, value: CostVector), to target: Double, final: CostVector?,
                                advance: (Double) -> (edge: Double, value: CostVector)?) -> PiecewiseCost? {
        var budget = CentringTies.evaluationLimit(pieces: parts.reduce(0) { $0 + $1.slopes.count })
        var points = [start]  // by decreasing edge
        var edge = start.x
        while edge > target {
            budget -= 1
            guard budget >= 0, let step = advance(target) else { return nil }
            // The basis holds without end: F falls at its last slope from the last point (B is −∞ here).
            guard step.edge.isFinite else { break }
            edge = step.edge
            let last = points[points.count - 1]
            guard step.edge < last.x else { continue }
            points.append((step.edge, step.value))
            if let final {
                // F is convex and starts at slope `final`: once a piece has it, F is linear left of there.
                let slope = CostVector.chord(from: step.value, to: last.value, times: 1 / (last.x - step.edge))
                if SandwichSearch.strongestDifference(final, slope) == nil { break }
            }
        }
        let (left, pieces) = CentringTies.kinks(points.reversed())
        return Self.region(left: left, pieces: pieces, final: final)
    }

    /// F on region 1 found from its values by the sandwich method.
    private func searchedRegionOne() -> PiecewiseCost? {
        let right = evenEdge
        let evaluator = Evaluator(self, edge: right)
        let limit = CentringTies.evaluationLimit(pieces: parts.reduce(0) { $0 + $1.slopes.count })
        var search = SandwichSearch(limit: limit) { evaluator.value(at: $0) }
        var left = lowestEdge
        var final: CostVector?  // F's slope left of `left`, when the domain has no lower end
        var leftValue: CostVector?
        var leftSlope: CostVector?
        if !left.isFinite {
            guard let rate = recessionSlope() else { return nil }
            final = rate
            let span = parts.enumerated().reduce(0) { total, entry in
                total + entry.element.pieces(leftOf: naturals[entry.offset]).reduce(0) {
                    $0 + ($1.length.isFinite ? $1.length : 0)
                }
            }
            left = naturals.reduce(0, +) + gaps.reduce(0, +) - 2 * max(span + right - naturals.reduce(0, +), 1)
            // F falls at the recession rate somewhere; find a point past which it does.
            var reached = false
            for _ in 0..<8 {
                guard let value = search.value(left),
                      let slope = search.slope(at: left, value: value, toward: right) else { return nil }
                leftValue = value
                leftSlope = slope
                if CostVector.compare(slope, rate) == 0 {
                    reached = true
                    break
                }
                left = right - 4 * (right - left)
            }
            guard reached else { return nil }
        }
        guard right > left + 1e-9 else {
            return final.map { rate in
                PiecewiseCost(lower: -.infinity, upper: .infinity, breakpoints: [left], slopes: [rate, .zero])
            } ?? .domain(left, .infinity)
        }
        guard let start = leftValue ?? search.value(left), let stop = search.value(right),
              let first = leftSlope ?? search.slope(at: left, value: start, toward: right),
              let last = search.slope(at: right, value: stop, toward: left),
              let points = search.breakpoints(left, start, first, right, stop, last)
        else { return nil }
        return Self.region(left: left, pieces: SandwichSearch.pieces([(left, start)] + points + [(right, stop)]),
                           final: final)
    }

    /// Region 1's cost from its pieces from `left` rightwards (flat beyond them), falling at `final` left of `left`
    /// when B is −∞.
    private static func region(left: Double, pieces: [PiecewiseCost.Piece], final: CostVector?) -> PiecewiseCost {
        if pieces.isEmpty, let final {
            return PiecewiseCost(lower: -.infinity, upper: .infinity, breakpoints: [left], slopes: [final, .zero])
        }
        var breakpoints: [Double] = []
        var slopes: [CostVector] = []
        if let final {
            slopes.append(final)
            breakpoints.append(left)
        }
        var position = left
        for piece in pieces {
            slopes.append(piece.rate)
            position += piece.length
            breakpoints.append(position)
        }
        slopes.append(.zero)
        return PiecewiseCost.clipping(lower: final == nil ? left : -.infinity, upper: .infinity,
                                      breakpoints: breakpoints, slopes: slopes)
    }
}

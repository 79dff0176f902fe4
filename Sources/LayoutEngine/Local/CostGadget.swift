/// Writes a summarized subtree's cost (``PiecewiseCost``) as constraints on its length variable, so that a unit's
/// solver weighs it exactly as it would weigh the subtree's own constraints.
///
/// The length is `ℓ = c + Σuₖ − Σwₖ` around a centre c, with one variable per piece (`0 ≤ uₖ ≤ lengthₖ`, required)
/// and, for every level of the piece's rate, `rate·uₖ ≤ 0` at that level, whose error is `rate·uₖ` (a negative
/// rate is written `|rate|·(lengthₖ − uₖ) ≤ 0`). Convexity makes the solver use the pieces in order.
///
/// **Windows.** A large subtree has many pieces, so only `windowPieces` on each side of the centre are written
/// exactly. Beyond them, on the side away from the cheapest length, the last exact piece continues without end;
/// on the side towards it, one piece of the average rate reaches the cheapest length and the first piece past it
/// continues without end. The result is convex and equals the true cost on the exact window, so a solution strictly
/// inside every window is optimal for the true costs (a local minimum of a convex problem). Otherwise the unit is
/// solved again with the windows centred on the solution (`UnitSolver`).
struct CostGadget {
    let cost: PiecewiseCost
    let center: Double
    /// The lengths written exactly: (low, high); infinite where a side is written in full.
    private(set) var exact: (low: Double, high: Double) = (0, 0)
    private var right: [PiecewiseCost.Piece] = []
    private var left: [PiecewiseCost.Piece] = []

    /// Pieces written exactly on each side of the centre.
    static let windowPieces = 6
    /// Costs with fewer pieces than this are written whole from the first round.
    static let wholeLimit = 64
    /// The length given to an endless piece that needs a bound to be written (a rate with a negative level).
    static let endlessLength = 1.0e6

    /// A gadget centred at `center` that writes `window` pieces exactly on each side; `complete` writes every piece
    /// exactly.
    init(cost: PiecewiseCost, center: Double, window: Int = windowPieces, complete: Bool = false) {
        self.cost = cost
        let center = min(max(center, cost.lower), cost.upper)
        self.center = center
        let best = cost.argmin
        // A cost with few pieces is written whole: a window saves little there and may cost another round.
        let limit = complete || cost.breakpoints.count < Self.wholeLimit ? Int.max : window
        let (right, high) = Self.window(cost.pieces(rightOf: center), from: center, direction: 1,
                                        towardBest: best > center + 1e-9, limit: limit)
        let (left, low) = Self.window(cost.pieces(leftOf: center), from: center, direction: -1,
                                      towardBest: best < center - 1e-9, limit: limit)
        self.right = right
        self.left = left
        exact = (low, high)
    }

    /// The pieces to write on one side and the far end of the exact part (±∞ when the side is complete).
    private static func window(_ pieces: [PiecewiseCost.Piece], from center: Double, direction: Double,
                               towardBest: Bool, limit: Int) -> ([PiecewiseCost.Piece], Double) {
        if pieces.count <= limit {
            return (pieces, direction * .infinity)
        }
        var result = Array(pieces.prefix(limit))
        let exactEnd = center + direction * result.reduce(0) { $0 + $1.length }
        var rest = pieces[limit...]
        if towardBest {
            // Pieces that still lower the cost, averaged into one.
            var length = 0.0
            var total = CostVector.zero
            while let piece = rest.first, piece.rate.sign < 0 {
                length += piece.length
                total = total + piece.rate * piece.length
                rest = rest.dropFirst()
            }
            if length > 0 { result.append(PiecewiseCost.Piece(length: length, rate: total * (1 / length))) }
        }
        // The first piece not written exactly continues without end (none when the domain ends first).
        if let next = rest.first {
            result.append(PiecewiseCost.Piece(length: .infinity, rate: next.rate))
        }
        return (result, exactEnd)
    }

    /// True when `length` lies strictly inside the exact window (or the window covers that side entirely).
    func isExact(at length: Double) -> Bool {
        let tolerance = 1e-7
        let aboveLow = exact.low == -.infinity || length > exact.low + tolerance
        let belowHigh = exact.high == .infinity || length < exact.high - tolerance
        return aboveLow && belowHigh
    }

    /// The constraints of one piece on its variable u: `0 ≤ u ≤ length` (required; an endless length whose rate has
    /// a negative level is bounded by `endlessLength`) and, for every level of `rate`, `rate·u ≤ 0` at that level,
    /// whose error is `rate·u` (a negative rate is written `|rate|·(length − u) ≤ 0`).
    static func encodePiece(_ u: Int, length: Double, rate: CostVector, into set: inout ConstraintSet,
                            source: ConstraintSource) {
        let length = encodeBounds(u, length: length, rate: rate, into: &set, source: source)
        let uExpression = LinearExpression(variable: u)
        for entry in rate.entries {
            if entry.rate > 0 {
                set.add(uExpression * entry.rate, .lessOrEqual, .constant(0), priority: entry.key, source: source)
            } else {
                set.add((LinearExpression(length) - uExpression) * -entry.rate, .lessOrEqual, .constant(0),
                        priority: entry.key, source: source)
            }
        }
    }

    /// A piece's required constraints `0 ≤ u ≤ length` (see `encodePiece`); returns the length written (the
    /// piece's, or `endlessLength`; infinite when unbounded).
    static func encodeBounds(_ u: Int, length: Double, rate: CostVector, into set: inout ConstraintSet,
                             source: ConstraintSource) -> Double {
        let uExpression = LinearExpression(variable: u)
        set.add(uExpression, .greaterOrEqual, .constant(0), priority: .required, source: source)
        var length = length
        if !length.isFinite && rate.entries.contains(where: { $0.rate < 0 }) { length = endlessLength }
        if length.isFinite {
            set.add(uExpression, .lessOrEqual, .constant(length), priority: .required, source: source)
        }
        return length
    }

    /// Adds the gadget's variables and constraints for `variable`.
    func encode(into set: inout ConstraintSet, variable: Int, name: String, source: ConstraintSource) {
        encode(into: &set, variable: variable, name: name, source: source) { u, piece, set in
            Self.encodePiece(u, length: piece.length, rate: piece.rate, into: &set, source: source)
        }
    }

    /// ``encode(into:variable:name:source:)`` with the pieces' levels added to `levels` instead of written as one
    /// constraint per piece and level (`LevelSums`); the caller writes `levels` once every gadget is in.
    func encode(into set: inout ConstraintSet, variable: Int, name: String, source: ConstraintSource,
                levels: inout LevelSums) {
        encode(into: &set, variable: variable, name: name, source: source) { u, piece, set in
            let length = Self.encodeBounds(u, length: piece.length, rate: piece.rate, into: &set, source: source)
            levels.add(u, length: length, rate: piece.rate)
        }
    }

    private func encode(into set: inout ConstraintSet, variable: Int, name: String, source: ConstraintSource,
                        piece encodePiece: (Int, PiecewiseCost.Piece, inout ConstraintSet) -> Void) {
        var expression = LinearExpression(variable: variable) - center
        for (side, pieces) in [(1.0, right), (-1.0, left)] {
            for (index, piece) in pieces.enumerated() {
                let u = set.makeVariable("\(name).\(side > 0 ? "grow" : "shrink")\(index)")
                expression.terms.append(LinearTerm(variable: u, coefficient: -side))  // in place: linear in pieces
                encodePiece(u, piece, &set)
            }
        }
        set.add(expression, .equal, .constant(0), priority: .required, source: source)
        if cost.lower.isFinite {
            set.add(LinearExpression(variable: variable), .greaterOrEqual, .constant(cost.lower), priority: .required,
                    source: source)
        }
        if cost.upper.isFinite {
            set.add(LinearExpression(variable: variable), .lessOrEqual, .constant(cost.upper), priority: .required,
                    source: source)
        }
    }
}

/// Pieces' rates summed per level: for each level, in the order first met, `Σ rate·u ≤ 0` over the pieces with a
/// rate there (a negative rate written `|rate|·(length − u)`, as `CostGadget.encodePiece` does). Every term is
/// non-negative within its piece's bounds, so the one constraint's error is the sum of the pieces' errors: the same
/// objective as one constraint per piece and level, in a smaller LP.
struct LevelSums {
    private var levels: [(key: PriorityKey, expression: LinearExpression)] = []
    /// The room each level's sum gets when it is first met: the pieces to come, so that it never grows.
    private let pieces: Int

    /// Sums over at most `pieces` pieces.
    init(pieces: Int) {
        self.pieces = pieces
    }

    /// Adds piece variable `u`'s terms; `length` is its bound (`CostGadget.encodeBounds`).
    mutating func add(_ u: Int, length: Double, rate: CostVector) {
        for entry in rate.entries {
            let slot: Int
            if let found = levels.firstIndex(where: { $0.key == entry.key }) {
                slot = found
            } else {
                var sum = LinearExpression()
                sum.terms.reserveCapacity(pieces)
                levels.append((entry.key, sum))
                slot = levels.count - 1
            }
            levels[slot].expression.terms.append(LinearTerm(variable: u, coefficient: entry.rate))
            if entry.rate < 0 { levels[slot].expression.constant -= entry.rate * length }
        }
    }

    /// Adds one constraint per level to `soft` (each sum is non-negative wherever its pieces' bounds hold).
    func write(into soft: inout SoftLevels) {
        for level in levels { soft.add(level.expression, .lessOrEqual, priority: level.key) }
    }
}

/// The cheapest way to share one total length among several parts with convex costs: each part starts at its
/// cheapest length, then the total grows (or shrinks) by the cheapest piece first (the infimal convolution of the
/// costs).
///
/// This is uistackview.md §3's rule for `.fill` in general form: "cheapest segment first". Ties between pieces of
/// equal cost go to the lower part index, then to a part's nearer piece; with the index tie-break levels in the
/// costs (see `IndexTieBreak.swift`) equal costs between different views do not occur.
struct Convolution: Sendable {
    /// A piece of one part.
    struct OwnedPiece: Sendable {
        var owner: Int
        var length: Double
        var rate: CostVector
    }

    /// The cheapest length of each part.
    let naturals: [Double]
    /// Σ naturals.
    let natural: Double
    /// Pieces for growing, cheapest first, cut after the first infinite one.
    let right: [OwnedPiece]
    /// Pieces for shrinking, cheapest first, cut after the first infinite one.
    let left: [OwnedPiece]

    init(_ parts: [PiecewiseCost]) {
        let naturals = parts.map(\.argmin)
        self.init(naturals: naturals, rightOf: { parts[$0].pieces(rightOf: naturals[$0]) },
                  leftOf: { parts[$0].pieces(leftOf: naturals[$0]) })
    }

    /// The convolution of parts given by their cheapest lengths and their pieces right and left of them (nearest
    /// first), for a caller that needs those pieces too.
    init(naturals: [Double], right: [[PiecewiseCost.Piece]], left: [[PiecewiseCost.Piece]]) {
        self.init(naturals: naturals, rightOf: { right[$0] }, leftOf: { left[$0] })
    }

    /// Part `owner`'s pieces come from `rightOf(owner)` and `leftOf(owner)`.
    private init(naturals: [Double], rightOf: (Int) -> [PiecewiseCost.Piece], leftOf: (Int) -> [PiecewiseCost.Piece]) {
        self.naturals = naturals
        natural = naturals.reduce(0, +)
        var right: [(piece: OwnedPiece, order: Int)] = []
        var left: [(piece: OwnedPiece, order: Int)] = []
        for owner in naturals.indices {
            for (order, piece) in rightOf(owner).enumerated() {
                right.append((OwnedPiece(owner: owner, length: piece.length, rate: piece.rate), order))
            }
            for (order, piece) in leftOf(owner).enumerated() {
                left.append((OwnedPiece(owner: owner, length: piece.length, rate: piece.rate), order))
            }
        }
        self.right = Self.cheapestFirst(right)
        self.left = Self.cheapestFirst(left)
    }

    private static func cheapestFirst(_ pieces: [(piece: OwnedPiece, order: Int)]) -> [OwnedPiece] {
        pieces.withUnsafeBufferPointer { pieces in
            // Sorting positions with the same comparisons gives the same order, without moving the pieces; reading
            // them in place copies no vector (no reference counting in the comparisons).
            let sorted = pieces.indices.sorted { i, j in
                let comparison = CostVector.compare(pieces[i].piece.rate, pieces[j].piece.rate)
                if comparison != 0 { return comparison < 0 }
                let a = pieces[i].piece.owner, b = pieces[j].piece.owner
                return a != b ? a < b : pieces[i].order < pieces[j].order
            }
            var result: [OwnedPiece] = []
            result.reserveCapacity(sorted.count)
            for i in sorted {
                result.append(pieces[i].piece)
                if !pieces[i].piece.length.isFinite { break }  // nothing past the first endless piece is taken
            }
            return result
        }
    }

    /// The total's cost.
    var cost: PiecewiseCost {
        PiecewiseCost.fromPieces(natural: natural,
                                 right: right.map { PiecewiseCost.Piece(length: $0.length, rate: $0.rate) },
                                 left: left.map { PiecewiseCost.Piece(length: $0.length, rate: $0.rate) })
    }

    /// Each part's length when the parts share `total`.
    func allocate(_ total: Double) -> [Double] {
        Self.allocate(total, naturals: naturals, natural: natural,
                      growing: right.lazy.map { ($0.owner, $0.length) },
                      shrinking: left.lazy.map { ($0.owner, $0.length) })
    }

    /// ``allocate(_:)`` from the parts' cheapest lengths and the pieces' owners and lengths alone (cheapest first on
    /// each side): the pieces' rates only decide their order. The arrangement notes keep just that
    /// (``ArrangementStore``).
    static func allocate<Pieces: BidirectionalCollection>(
        _ total: Double, naturals: [Double], natural: Double, growing: Pieces, shrinking: Pieces
    ) -> [Double] where Pieces.Element == (owner: Int, length: Double) {
        var lengths = naturals
        var remaining = total - natural
        guard abs(remaining) > 1e-12 else { return lengths }
        let pieces = remaining > 0 ? growing : shrinking
        let direction: Double = remaining > 0 ? 1 : -1
        remaining = abs(remaining)
        for piece in pieces where remaining > 0 {
            let take = min(piece.length, remaining)
            lengths[piece.owner] += direction * take
            remaining -= take
        }
        if remaining > 1e-9, !lengths.isEmpty {
            // Beyond what the required constraints allow: the conflict stays with the last part that moved.
            lengths[pieces.last?.owner ?? 0] += direction * remaining
        }
        return lengths
    }
}

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
        self.naturals = naturals
        natural = naturals.reduce(0, +)
        // Each side's pieces as `pieces(rightOf:)` and `pieces(leftOf:)` give them, their rates in one list per
        // side (gathered on the stack while small) instead of vectors per part.
        let half = EntryBuffer.stackEntries / 2
        (right, left) = withUnsafeTemporaryAllocation(of: CostVector.Entry.self, capacity: 2 * half) { room in
            var right = PieceCollector(lending: UnsafeMutableBufferPointer(rebasing: room[..<half]))
            var left = PieceCollector(lending: UnsafeMutableBufferPointer(rebasing: room[half...]))
            defer {
                right.deallocate()
                left.deallocate()
            }
            for (owner, part) in parts.enumerated() {
                right.collect(part, owner: owner, rightOf: naturals[owner])
                left.collect(part, owner: owner, leftOf: naturals[owner])
            }
            return (right.cheapestFirst(), left.cheapestFirst())
        }
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

/// The pieces of several parts on one side of their cheapest lengths, gathered for ``Convolution``: each piece's
/// owner, place among its owner's pieces (nearest first) and length, its rate's entries in one scratch list.
private struct PieceCollector {
    private struct Gathered {
        var owner: Int
        var order: Int
        var length: Double
        var start: Int
        var count: Int
    }

    private var pieces: [Gathered] = []
    private var entries: EntryBuffer

    /// A collector whose entries start in `storage` (freed by ``deallocate()`` if they outgrow it).
    init(lending storage: UnsafeMutableBufferPointer<CostVector.Entry>) {
        entries = EntryBuffer(lending: storage)
    }

    /// Adds the pieces of `part` (owner `owner`) right of `x`, as `PiecewiseCost.pieces(rightOf:)` gives them.
    mutating func collect(_ part: PiecewiseCost, owner: Int, rightOf x: Double) {
        let first = part.firstSlope(rightOf: x)
        let start = pieces.count
        part.measurePieces(rightOf: x) { length, slope in
            pieces.append(Gathered(owner: owner, order: pieces.count - start, length: length, start: slope, count: 0))
        }
        guard pieces.count > start else { return }
        // Each piece has a slope of its own, in increasing order: one walk copies their entries.
        var next = start
        part.slopes.walk { k, slope in
            guard k >= first else { return true }
            while next < pieces.count && pieces[next].start == k {
                pieces[next].start = entries.count
                pieces[next].count = slope.count
                entries.append(slope)
                next += 1
            }
            return next < pieces.count
        }
    }

    /// Adds the pieces of `part` left of `x`, as `PiecewiseCost.pieces(leftOf:)` gives them (rates per unit of
    /// shortening: the slopes negated).
    mutating func collect(_ part: PiecewiseCost, owner: Int, leftOf x: Double) {
        let start = pieces.count
        part.measurePieces(leftOf: x) { length, slope in
            pieces.append(Gathered(owner: owner, order: pieces.count - start, length: length, start: slope, count: 0))
        }
        guard pieces.count > start else { return }
        // Nearest first is by decreasing slope: the walk copies them from the last piece back.
        var next = pieces.count - 1
        part.slopes.walk { k, slope in
            while next >= start && pieces[next].start == k {
                pieces[next].start = entries.count
                pieces[next].count = slope.count
                entries.append(slope, times: -1)
                next -= 1
            }
            return next >= start
        }
    }

    /// The pieces cheapest first (ties to the lower owner, then the nearer piece), cut after the first endless one.
    func cheapestFirst() -> [Convolution.OwnedPiece] {
        guard !pieces.isEmpty else { return [] }
        let all = entries.contents
        func rate(_ piece: Gathered) -> UnsafeBufferPointer<CostVector.Entry> {
            UnsafeBufferPointer(rebasing: all[piece.start..<piece.start + piece.count])
        }
        let sorted = pieces.indices.sorted { i, j in
            let comparison = CostVector.compare(rate(pieces[i]), rate(pieces[j]))
            if comparison != 0 { return comparison < 0 }
            let a = pieces[i].owner, b = pieces[j].owner
            return a != b ? a < b : pieces[i].order < pieces[j].order
        }
        let list = Array(all)
        var result: [Convolution.OwnedPiece] = []
        result.reserveCapacity(sorted.count)
        for i in sorted {
            let piece = pieces[i]
            let rate = CostVector(shared: list, start: piece.start, count: piece.count)
            result.append(Convolution.OwnedPiece(owner: piece.owner, length: piece.length, rate: rate))
            if !piece.length.isFinite { break }  // nothing past the first endless piece is taken
        }
        return result
    }

    func deallocate() { entries.deallocate() }
}

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
        self.init(parts, hinges: [])
    }

    /// The convolution of `parts`, each with its hinge (where `hinges` has one) added: the same as of the parts
    /// with ``PiecewiseCost/plusAbsolute(_:_:)`` applied, bit for bit, without building those sums.
    init(_ parts: [PiecewiseCost], hinges: [Hinge?]) {
        var naturals = [Double](count: parts.count, filledWith: 0)
        // Each side's pieces as `pieces(rightOf:)` and `pieces(leftOf:)` give them, their rates in one list per
        // side (gathered on the stack while small) instead of vectors per part.
        let half = EntryBuffer.stackEntries / 2
        // A part has at most one piece more than breakpoints on each side, and a hinge adds a breakpoint.
        var most = 0
        for part in parts { most += part.breakpoints.count + 2 }
        (right, left) = withUnsafeTemporaryAllocation(of: CostVector.Entry.self, capacity: 2 * half) { room in
            var right = PieceCollector(lending: UnsafeMutableBufferPointer(rebasing: room[..<half]), pieces: most)
            var left = PieceCollector(lending: UnsafeMutableBufferPointer(rebasing: room[half...]), pieces: most)
            defer {
                right.deallocate()
                left.deallocate()
            }
            for (owner, part) in parts.enumerated() {
                if owner < hinges.count, let hinge = hinges[owner] {
                    naturals[owner] = part.withPlusAbsolute(hinge.at, hinge.rate) { sum in
                        let natural = sum.argmin
                        right.collect(sum, owner: owner, rightOf: natural)
                        left.collect(sum, owner: owner, leftOf: natural)
                        return natural
                    }
                } else {
                    let natural = part.argmin
                    right.collect(part, owner: owner, rightOf: natural)
                    left.collect(part, owner: owner, leftOf: natural)
                    naturals[owner] = natural
                }
            }
            return (right.cheapestFirst(), left.cheapestFirst())
        }
        self.naturals = naturals
        natural = naturals.reduce(0, +)
    }

    /// The allocation alone: the same naturals and pieces (owners and lengths, cheapest first) without the rates
    /// that ordered them, for a caller that keeps a convolution only to ``allocate(_:)`` (its ``cost`` is then not
    /// the convolution's).
    func allocationOnly() -> Convolution {
        Convolution(naturals: naturals, natural: natural,
                    right: right.map { OwnedPiece(owner: $0.owner, length: $0.length, rate: .zero) },
                    left: left.map { OwnedPiece(owner: $0.owner, length: $0.length, rate: .zero) })
    }

    init(naturals: [Double], natural: Double, right: [OwnedPiece], left: [OwnedPiece]) {
        self.naturals = naturals
        self.natural = natural
        self.right = right
        self.left = left
    }

    /// `rate · |ℓ − at|`, added to a part of a convolution (``init(_:hinges:)``).
    struct Hinge {
        var at: Double
        var rate: CostVector
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
        var right: [OwnedPiece] = []
        var left: [OwnedPiece] = []
        for owner in naturals.indices {
            for piece in rightOf(owner) { right.append(OwnedPiece(owner: owner, length: piece.length, rate: piece.rate)) }
            for piece in leftOf(owner) { left.append(OwnedPiece(owner: owner, length: piece.length, rate: piece.rate)) }
        }
        self.right = Self.cheapestFirst(right)
        self.left = Self.cheapestFirst(left)
    }

    /// The pieces (each owner's together, nearest first) cheapest first, cut after the first endless one.
    private static func cheapestFirst(_ pieces: [OwnedPiece]) -> [OwnedPiece] {
        pieces.withUnsafeBufferPointer { pieces in
            var result: [OwnedPiece] = []
            result.reserveCapacity(pieces.count)
            // Reading the rates in place copies no vector (no reference counting in the comparisons).
            cheapestOrder(count: pieces.count, owner: { pieces[$0].owner }, isEndless: { !pieces[$0].length.isFinite },
                          compare: { CostVector.compare(pieces[$0].rate, pieces[$1].rate) }) {
                result.append(pieces[$0])
            }
            return result
        }
    }

    /// Gives `body` the pieces `0..<count` cheapest first (ties to the lower owner, then the nearer piece), up to
    /// and including the first endless one.
    ///
    /// Each owner's pieces lie together, nearest first, and are already in that order (a convex cost's slopes grow
    /// outwards from its cheapest length), so the order is a merge of the owners' runs: a heap of their next
    /// pieces, which compares nothing past the first endless piece.
    static func cheapestOrder(count: Int, owner: (Int) -> Int, isEndless: (Int) -> Bool,
                              compare: (Int, Int) -> Int, _ body: (Int) -> Void) {
        guard count > 0 else { return }
        withUnsafeTemporaryAllocation(of: (next: Int, end: Int).self, capacity: count) { runs in
            var runCount = 0
            for i in 0..<count {
                if i > 0 && owner(i) == owner(i - 1) {
                    runs[runCount - 1].end = i + 1
                } else {
                    runs[runCount] = (i, i + 1)
                    runCount += 1
                }
            }
            // Run r goes before run s when its next piece is cheaper, or as cheap and its owner lower.
            func before(_ r: Int, _ s: Int) -> Bool {
                let comparison = compare(runs[r].next, runs[s].next)
                return comparison != 0 ? comparison < 0 : owner(runs[r].next) < owner(runs[s].next)
            }
            var heap = RunHeap(count: runCount, before: before)
            while let r = heap.top {
                let i = runs[r].next
                body(i)
                if isEndless(i) { return }  // nothing past the first endless piece is taken
                runs[r].next += 1
                if runs[r].next < runs[r].end { heap.replaceTop(before: before) } else { heap.popTop(before: before) }
            }
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
        right.withUnsafeBufferPointer { right in
            left.withUnsafeBufferPointer { left in
                Self.allocate(total, naturals: naturals, natural: natural, growing: right.count,
                              shrinking: left.count) { growing, i in
                    growing ? (right[i].owner, right[i].length) : (left[i].owner, left[i].length)
                }
            }
        }
    }

    /// ``allocate(_:)`` from the parts' cheapest lengths and the pieces' owners and lengths alone (cheapest first on
    /// each side): the pieces' rates only decide their order. The arrangement notes keep just that
    /// (``ArrangementStore``). `piece(true, i)` is growing piece i (of `growing`), `piece(false, i)` shrinking
    /// piece i; read through a call, the caller's storage is neither copied nor retained.
    static func allocate(_ total: Double, naturals: [Double], natural: Double, growing: Int, shrinking: Int,
                         piece: (_ growing: Bool, _ index: Int) -> (owner: Int, length: Double)) -> [Double] {
        var lengths = naturals
        var remaining = total - natural
        guard abs(remaining) > 1e-12 else { return lengths }
        let grows = remaining > 0
        let count = grows ? growing : shrinking
        let direction: Double = grows ? 1 : -1
        remaining = abs(remaining)
        var index = 0
        while index < count && remaining > 0 {
            let (owner, length) = piece(grows, index)
            let take = min(length, remaining)
            lengths[owner] += direction * take
            remaining -= take
            index += 1
        }
        if remaining > 1e-9, !lengths.isEmpty {
            // Beyond what the required constraints allow: the conflict stays with the last part that moved.
            lengths[count > 0 ? piece(grows, count - 1).owner : 0] += direction * remaining
        }
        return lengths
    }
}

/// The pieces of several parts on one side of their cheapest lengths, gathered for ``Convolution``: each piece's
/// owner and length (each owner's pieces together, nearest first), its rate's entries in one scratch list.
private struct PieceCollector {
    private struct Gathered {
        var owner: Int
        var length: Double
        var start: Int
        var count: Int
    }

    private var pieces: [Gathered] = []
    private var entries: EntryBuffer

    /// A collector whose entries start in `storage` (freed by ``deallocate()`` if they outgrow it), with room for
    /// `pieces` pieces.
    init(lending storage: UnsafeMutableBufferPointer<CostVector.Entry>, pieces: Int) {
        entries = EntryBuffer(lending: storage)
        self.pieces.reserveCapacity(pieces)
    }

    /// Adds the pieces of `part` (owner `owner`) right of `x`, as `PiecewiseCost.pieces(rightOf:)` gives them.
    mutating func collect(_ part: PiecewiseCost, owner: Int, rightOf x: Double) {
        let first = part.firstSlope(rightOf: x)
        let start = pieces.count
        part.measurePieces(rightOf: x) { length, slope in
            pieces.append(Gathered(owner: owner, length: length, start: slope, count: 0))
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

    /// Adds the pieces of the viewed `part` right of `x`, as `PiecewiseCost.pieces(rightOf:)` gives them.
    mutating func collect(_ part: CostView, owner: Int, rightOf x: Double) {
        Breakpoints.measurePieces(part.breakpoints, upper: part.upper, rightOf: x) { length, k in
            let slope = part.slope(k)
            pieces.append(Gathered(owner: owner, length: length, start: entries.count, count: slope.count))
            entries.append(slope)
        }
    }

    /// Adds the pieces of the viewed `part` left of `x`, as `PiecewiseCost.pieces(leftOf:)` gives them.
    mutating func collect(_ part: CostView, owner: Int, leftOf x: Double) {
        Breakpoints.measurePieces(part.breakpoints, lower: part.lower, leftOf: x) { length, k in
            let slope = part.slope(k)
            pieces.append(Gathered(owner: owner, length: length, start: entries.count, count: slope.count))
            entries.append(slope, times: -1)
        }
    }

    /// Adds the pieces of `part` left of `x`, as `PiecewiseCost.pieces(leftOf:)` gives them (rates per unit of
    /// shortening: the slopes negated).
    mutating func collect(_ part: PiecewiseCost, owner: Int, leftOf x: Double) {
        let start = pieces.count
        part.measurePieces(leftOf: x) { length, slope in
            pieces.append(Gathered(owner: owner, length: length, start: slope, count: 0))
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

    /// The pieces cheapest first (ties to the lower owner, then the nearer piece), cut after the first endless one
    /// (``Convolution/cheapestOrder(count:owner:isEndless:compare:_:)``); their rates share one new list.
    func cheapestFirst() -> [Convolution.OwnedPiece] {
        let all = entries.contents
        return pieces.withUnsafeBufferPointer { pieces in
            func rate(_ i: Int) -> UnsafeBufferPointer<CostVector.Entry> {
                UnsafeBufferPointer(rebasing: all[pieces[i].start..<pieces[i].start + pieces[i].count])
            }
            var list: [CostVector.Entry] = []
            list.reserveCapacity(all.count)
            var taken: [(piece: Int, start: Int)] = []
            taken.reserveCapacity(pieces.count)
            Convolution.cheapestOrder(count: pieces.count, owner: { pieces[$0].owner },
                                      isEndless: { !pieces[$0].length.isFinite },
                                      compare: { CostVector.compare(rate($0), rate($1)) }) { i in
                taken.append((i, list.count))
                list.append(contentsOf: rate(i))
            }
            return taken.map { i, start in
                Convolution.OwnedPiece(owner: pieces[i].owner, length: pieces[i].length,
                                       rate: CostVector(shared: list, start: start, count: pieces[i].count))
            }
        }
    }

    func deallocate() { entries.deallocate() }
}

/// A binary heap of run indices `0..<count`, ordered by a comparison the caller passes to each change (the runs'
/// next pieces change between changes, so the heap does not keep one).
private struct RunHeap {
    private var items: [Int]

    init(count: Int, before: (Int, Int) -> Bool) {
        items = Array(0..<count)
        for i in stride(from: count / 2 - 1, through: 0, by: -1) { siftDown(i, before) }
    }

    var top: Int? { items.first }

    /// Restores the order after the top run's next piece changed.
    mutating func replaceTop(before: (Int, Int) -> Bool) { siftDown(0, before) }

    /// Removes the top run (it has no pieces left).
    mutating func popTop(before: (Int, Int) -> Bool) {
        let last = items.removeLast()
        guard !items.isEmpty else { return }
        items[0] = last
        siftDown(0, before)
    }

    private mutating func siftDown(_ start: Int, _ before: (Int, Int) -> Bool) {
        var i = start
        while true {
            let left = 2 * i + 1, right = left + 1
            var best = i
            if left < items.count && before(items[left], items[best]) { best = left }
            if right < items.count && before(items[right], items[best]) { best = right }
            guard best != i else { return }
            items.swapAt(i, best)
            i = best
        }
    }
}

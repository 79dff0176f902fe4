import LayoutModel

/// The squeeze of an equalCentering stack (`CentringLayout`) when shrinking pieces of different views tie above
/// the centring levels: their cost there is the same whichever view gives, so the centring levels (149, 148, …)
/// and below them the index tie-break levels decide the split.
///
/// The shrinking pieces of all views form *groups* of equal rate above the centring levels, cheapest first. A
/// squeeze by S takes every piece of the groups before the one S ends in and nothing after it; inside that group a
/// small lexicographic LP shares the rest (`ShareProgram`: the pieces, the centring constraints and the pieces' rates
/// below the centring levels), and every distance stays at its minimum.
///
/// The squeeze cost F(S) is convex and piecewise linear with breakpoints not known in advance. They are traced
/// group by group (`tracedPieces`): in a group of one view's pieces F breaks where a piece ends or a centring
/// difference changes sign; in a group of several views F is an affine function of the share LP's optimal value
/// (the rates above the centring levels are the same for every piece of the group), so it breaks only where the
/// LP's optimal basis changes, which the program follows from one change to the next (`ShareProgram.trace`).
/// When tracing fails, the sandwich method (`SandwichSearch`) finds them from F's values. For an endless last
/// group, F's final slope is the LP's recession rate (the same LP per unit of squeeze with every constant and
/// finite piece dropped); once the slope reaches it F is linear from there on (the trace mostly finds where
/// without it, see `tracedPieces`). The work is bounded
/// (`evaluationLimit(pieces:)`, in proportion to the pieces, since F can break wherever one ends); beyond it
/// `pieces()` fails and the stack is solved as a unit.
struct CentringTies {
    struct Piece {
        var owner: Int
        var length: Double
        var rate: CostVector
        /// The rate at the centring levels and below.
        var residual: CostVector
    }

    let groups: [[Piece]]
    let naturals: [Double]
    let gaps: [Double]
    let keys: [PriorityKey]
    /// Per group, its share LP (`ShareProgram`): the searches evaluate one group at many amounts, and moving the
    /// amount re-optimizes from the last solution (dual simplex) instead of solving again.
    private var live = LiveShares()

    /// Used by one thread at a time: a layout's ties belong to one scene's layout.
    private final class LiveShares: @unchecked Sendable {
        var programs: [Int: ShareProgram] = [:]
    }

    /// The same ties without live programs, which answer as newly built ties do (a live program's warm start
    /// depends on the amounts it was moved through).
    func restarted() -> CentringTies {
        var copy = self
        copy.live = LiveShares()
        return copy
    }

    /// Per group, what every evaluation repeats for the groups before it: their total length, and the cost and the
    /// views' lengths once they are all taken whole (accumulated in the order `value` would), so that F(S) costs the
    /// pieces of the group S ends in instead of every piece.
    private let totals: [Double]
    private let whole: [(cost: CostVector, lengths: [Double])]

    /// The solves allowed for F: a base plus a number per input piece. F's breakpoints lie where pieces end or
    /// centring levels change, and the search spends a few solves on each, so a large subtree needs more solves
    /// than a small one; a fixed bound made large stacks fall back to a unit with their whole subtree inlined.
    static func evaluationLimit(pieces: Int) -> Int { 3000 + 16 * pieces }

    /// Nil when no group holds pieces of two views (the closed form of `CentringLayout` applies).
    init?(parts: [PiecewiseCost], naturals: [Double], gaps: [Double], keys: [PriorityKey]) {
        self.init(shrinking: parts.indices.map { parts[$0].pieces(leftOf: naturals[$0]) }, naturals: naturals,
                  gaps: gaps, keys: keys)
    }

    /// ``init(parts:naturals:gaps:keys:)`` from each view's shrinking pieces (its cost's pieces left of its natural
    /// length, nearest first), when the caller has them already.
    init?(shrinking: [[PiecewiseCost.Piece]], naturals: [Double], gaps: [Double], keys: [PriorityKey]) {
        let strongest = keys[1]
        // The pieces, and apart from them what orders them (their rates above the centring levels, owners and
        // places): sorting positions by those compares the same way without moving a piece.
        let count = shrinking.reduce(0) { $0 + $1.count }
        var pieces: [Piece] = [], aboves: [CostVector] = [], owners: [Int] = [], orders: [Int] = []
        pieces.reserveCapacity(count)
        aboves.reserveCapacity(count)
        owners.reserveCapacity(count)
        orders.reserveCapacity(count)
        for (owner, left) in shrinking.enumerated() {
            for (order, piece) in left.enumerated() {
                pieces.append(Piece(owner: owner, length: piece.length, rate: piece.rate,
                                    residual: piece.rate.atOrBelow(strongest)))
                aboves.append(piece.rate.above(strongest))
                owners.append(owner)
                orders.append(order)
            }
        }
        let sorted = pieces.indices.sorted { i, j in
            let comparison = CostVector.compare(aboves[i], aboves[j])
            if comparison != 0 { return comparison < 0 }
            if owners[i] != owners[j] { return owners[i] < owners[j] }
            return orders[i] < orders[j]
        }
        var groups: [[Piece]] = []
        var previous: Int?
        for i in sorted {
            if let previous, CostVector.compare(aboves[previous], aboves[i]) == 0 {
                groups[groups.count - 1].append(pieces[i])
            } else {
                // Nothing past a group with an endless piece is ever taken.
                if let last = groups.last, last.contains(where: { !$0.length.isFinite }) { break }
                groups.append([pieces[i]])
            }
            previous = i
        }
        guard groups.contains(where: { group in group.contains { $0.owner != group[0].owner } }) else { return nil }
        self.groups = groups
        self.naturals = naturals
        self.gaps = gaps
        self.keys = keys
        totals = groups.map { group in group.reduce(0) { $0 + $1.length } }
        var prefix: [(cost: CostVector, lengths: [Double])] = [(.zero, naturals)]
        prefix.reserveCapacity(groups.count)
        var lengths = naturals
        // In buffers, with the bits of `cost = cost + piece.rate * piece.length` (`EntryBuffer.add`).
        EntryBuffer.withThree { cost, next, term in
            for group in groups.dropLast() {  // no evaluation starts past the last group
                for piece in group {
                    lengths[piece.owner] -= piece.length
                    piece.rate.withEntries { cost.add($0, times: piece.length, spare: &next, term: &term) }
                }
                prefix.append((cost.vector, lengths))
            }
        }
        whole = prefix
    }

    // MARK: One squeeze

    /// How much each piece gives for a squeeze by `shrink` (group by group), or nil when the LP fails.
    func takes(_ shrink: Double) -> [[Double]]? {
        var result = groups.map { [Double](count: $0.count, filledWith: 0) }
        var x = naturals
        var remaining = shrink
        for (g, group) in groups.enumerated() where remaining > 1e-12 {
            if remaining >= totals[g] {
                for (p, piece) in group.enumerated() {
                    result[g][p] = piece.length
                    x[piece.owner] -= piece.length
                }
                remaining -= totals[g]
                continue
            }
            guard let amounts = partialTakes(g, amount: remaining, base: x) else { return nil }
            result[g] = amounts
            remaining = 0
        }
        if remaining > 1e-9, let g = groups.indices.last, let p = groups[g].indices.last {
            // Beyond what the required constraints allow: the conflict stays with the last piece (`Convolution`).
            result[g][p] += remaining
        }
        return result
    }

    /// The visible views' lengths for a squeeze by `shrink`.
    func lengths(_ shrink: Double) -> [Double]? {
        guard let takes = takes(shrink) else { return nil }
        var x = naturals
        for (group, amounts) in zip(groups, takes) {
            for (piece, amount) in zip(group, amounts) { x[piece.owner] -= amount }
        }
        return x
    }

    /// What each piece of group `g` gives for `amount`, less than the group's total, with the views' lengths `base`
    /// after the earlier groups: in order within one view's group, by the share LP where views tie.
    private func partialTakes(_ g: Int, amount: Double, base: [Double]) -> [Double]? {
        let group = groups[g]
        guard group.allSatisfy({ $0.owner == group[0].owner }) else {
            return liveShare(g, group, base: base, amount: amount)
        }
        let (whole, partial) = Self.inOrder(group, amount: amount)
        return group.indices.map { p in p < whole ? group[p].length : p == whole ? partial ?? 0 : 0 }
    }

    /// A squeeze of `amount` shared by one view's `pieces` in order, each giving as much as it can until the amount
    /// is used up: how many give their whole length, and what the next one gives when it gives part of its own.
    fileprivate static func inOrder(_ pieces: [Piece], amount: Double) -> (whole: Int, partial: Double?) {
        var left = amount
        var whole = 0
        while whole < pieces.count && left > 0 {
            let taken = min(pieces[whole].length, left)
            guard taken == pieces[whole].length else { return (whole, taken) }
            left -= taken
            whole += 1
        }
        return (whole, nil)
    }

    /// F(S) up to a constant: the pieces' rates times what they give, plus the centring cost. The groups taken whole
    /// come from `whole`; the arithmetic is the same as summing every piece's part in order.
    func value(_ shrink: Double) -> CostVector? {
        var remaining = shrink
        var g = 0
        while g < groups.count && remaining > 1e-12 && remaining >= totals[g] {
            remaining -= totals[g]
            g += 1
        }
        guard g < groups.count else {
            // Past every piece, the rest stays with the last piece (`takes`): the general sum.
            guard let takes = takes(shrink) else { return nil }
            return cost(zip(groups.joined(), takes.joined()), from: naturals, gaps: gaps)
        }
        var amounts: [Double] = []
        if remaining > 1e-12 {
            guard let partial = partialTakes(g, amount: remaining, base: whole[g].lengths) else { return nil }
            amounts = partial
        }
        return cost(zip(groups[g], amounts), from: whole[g].lengths, gaps: gaps, plus: whole[g].cost)
    }

    /// `base` plus the rates of the pieces taken times what each gives, plus the centring cost of the lengths left
    /// from `lengths` with every distance at its minimum.
    private func cost(_ taken: some Sequence<(Piece, Double)>, from lengths: [Double], gaps: [Double],
                      plus base: CostVector = .zero) -> CostVector {
        var x = lengths
        // In buffers, with the bits of `total = total + piece.rate * amount` (`EntryBuffer.add`).
        return EntryBuffer.withThree { total, next, term in
            base.withEntries { total.set($0) }
            for (piece, amount) in taken {
                x[piece.owner] -= amount
                piece.rate.withEntries { total.add($0, times: amount, spare: &next, term: &term) }
            }
            CentringLayout.addCentringCost(to: &total, spare: &next, lengths: x, gaps: gaps, keys: keys)
            return total.vector
        }
    }

    /// The pieces' shares of `amount` in the LP inside one group (the centring levels and the pieces' rates at and
    /// below them cost least), on a program of its own; the views' lengths before the group are `base`.
    private func share(_ group: [Piece], base: [Double], gaps: [Double], amount: Double) -> [Double]? {
        guard let program = ShareProgram(pieces: group, base: base, gaps: gaps, keys: keys),
              program.move(to: amount) else { return nil }
        return Self.shares(group, program.shares, amount: amount)
    }

    /// `share` for group `g` (whose base is always the same: every earlier group taken whole) on its live program.
    private func liveShare(_ g: Int, _ group: [Piece], base: [Double], amount: Double) -> [Double]? {
        let program: ShareProgram
        if let existing = live.programs[g] {
            program = existing
        } else {
            guard let made = ShareProgram(pieces: group, base: base, gaps: gaps, keys: keys) else { return nil }
            live.programs[g] = made
            program = made
        }
        guard program.move(to: amount) else { return nil }
        return Self.shares(group, program.shares, amount: amount)
    }

    /// Each piece's share from the program's `values` (clamped to the piece), or nil when they do not add up to
    /// `amount`.
    private static func shares(_ group: [Piece], _ values: [Double], amount: Double) -> [Double]? {
        let shares = zip(group, values).map { piece, y in min(max(y, 0), piece.length) }
        guard abs(shares.reduce(0, +) - amount) <= 1e-7 * max(1, amount) else { return nil }
        return shares
    }

    /// F's final slope for an endless last group: the LP per unit of squeeze without constants or finite pieces.
    private func recessionRate() -> CostVector? {
        guard let group = groups.last else { return nil }
        let endless = group.map { piece -> Piece in
            var copy = piece
            if piece.length.isFinite { copy.length = 0 }
            return copy
        }
        let zero = [Double](count: naturals.count, filledWith: 0)
        let zeroGaps = [Double](count: gaps.count, filledWith: 0)
        guard let shares = share(endless, base: zero, gaps: zeroGaps, amount: 1) else { return nil }
        return cost(zip(endless, shares), from: zero, gaps: zeroGaps)
    }

    // MARK: The squeeze cost

    /// F's pieces from S = 0 outwards, traced (`tracedPieces`), or searched for (`searchedPieces`) when tracing
    /// fails; nil when the search too takes more than `evaluationLimit` solves.
    func pieces() -> [PiecewiseCost.Piece]? {
        if let traced = tracedPieces() { return traced }
        live.programs = [:]  // the search starts from fresh programs
        return searchedPieces()
    }

    /// F's pieces found from its values by the sandwich method.
    func searchedPieces() -> [PiecewiseCost.Piece]? {
        let limit = Self.evaluationLimit(pieces: groups.reduce(0) { $0 + $1.count })
        var search = SandwichSearch(limit: limit) { self.value($0) }
        let finite = groups.joined().reduce(0) { $0 + ($1.length.isFinite ? $1.length : 0) }
        let endless = groups.last?.contains { !$0.length.isFinite } ?? false
        var end = endless ? 2 * max(finite, 1) : finite
        var final: CostVector?
        var endValue: CostVector?  // F(end), when the search for the end evaluated it
        if endless {
            guard let rate = recessionRate() else { return nil }
            final = rate
            // The slope reaches the recession rate somewhere; find an end past which F is linear.
            var reached = false
            for _ in 0..<8 {
                guard let value = search.value(end),
                      let slope = search.slope(at: end, value: value, toward: end / 2) else { return nil }
                endValue = value
                if CostVector.compare(slope, rate) == 0 {
                    reached = true
                    break
                }
                end *= 4
            }
            guard reached else { return nil }
        }
        guard end > 1e-12 else { return endless ? [PiecewiseCost.Piece(length: .infinity, rate: final ?? .zero)] : [] }
        guard let start = search.value(0), let stop = endValue ?? search.value(end),
              let first = search.slope(at: 0, value: start, toward: end),
              let last = search.slope(at: end, value: stop, toward: 0),
              let points = search.breakpoints(0, start, first, end, stop, last)
        else { return nil }
        var result = SandwichSearch.pieces([(0, start)] + points + [(end, stop)])
        if let final { result.append(PiecewiseCost.Piece(length: .infinity, rate: final)) }
        return result
    }

    // MARK: Tracing

    /// F's pieces from S = 0 outwards, traced group by group; nil when the live solver fails or the basis changes
    /// more than `evaluationLimit` times.
    ///
    /// An endless last group ends where F becomes linear for good: where the share LP's basis holds without end
    /// (or, in a group of one view, past its last breakpoint), F's slope there being the final one. When an endless
    /// piece has a negative rate the LP bounds it (`CostGadget.endlessLength`), so the basis changes again far out;
    /// then F's final slope is the recession rate and the trace ends where F's slope reaches it.
    func tracedPieces() -> [PiecewiseCost.Piece]? {
        var budget = Self.evaluationLimit(pieces: groups.reduce(0) { $0 + $1.count })
        var points: [(x: Double, value: CostVector)] = []
        var start = 0.0
        var final: CostVector?
        for (g, group) in groups.enumerated() {
            points.append((start, startValue(g)))
            var recession: CostVector?
            if group.contains(where: { !$0.length.isFinite && $0.residual.entries.contains { $0.rate < 0 } }) {
                guard let rate = recessionRate() else { return nil }
                recession = rate
            }
            let inside = group.allSatisfy { $0.owner == group[0].owner }
                ? walk(g) : trace(g, recession: recession, budget: &budget)
            guard let inside else { return nil }
            points += inside.points.map { (start + $0.amount, $0.value) }
            start += totals[g]
            if !totals[g].isFinite {
                guard let slope = recession ?? inside.final else { return nil }
                final = slope
            }
        }
        var result = Self.kinks(points).pieces
        if let final { result.append(PiecewiseCost.Piece(length: .infinity, rate: final)) }
        return result
    }

    /// F's pieces between `points` (by increasing x) once those within 1e-9 of the previous one and those where F
    /// does not break are dropped: where the chord after a point does not rise above the chord before it by more
    /// than the search's tolerance (`SandwichSearch.strongestDifference`). The pieces are the chords between the
    /// points kept (`SandwichSearch.pieces` of them, reusing the chords compared), starting at the first point.
    static func kinks(_ points: [(x: Double, value: CostVector)]) -> (start: Double, pieces: [PiecewiseCost.Piece]) {
        func chord(_ a: (x: Double, value: CostVector), _ b: (x: Double, value: CostVector)) -> CostVector {
            CostVector.chord(from: a.value, to: b.value, times: 1 / (b.x - a.x))
        }
        var kept: [(x: Double, value: CostVector)] = []
        var chords: [CostVector] = []  // chords[i]: from kept[i] to kept[i + 1]
        kept.reserveCapacity(points.count)
        chords.reserveCapacity(points.count)
        for point in points {
            guard let previous = kept.last else {
                kept.append(point)
                continue
            }
            if point.x <= previous.x + 1e-9 { continue }
            var next = chord(previous, point)
            while let before = chords.last, SandwichSearch.strongestDifference(before, next) == nil {
                chords.removeLast()
                kept.removeLast()
                next = chord(kept[kept.count - 1], point)
            }
            kept.append(point)
            chords.append(next)
        }
        var pieces: [PiecewiseCost.Piece] = []
        pieces.reserveCapacity(chords.count)
        for (i, rate) in chords.enumerated() {
            pieces.append(PiecewiseCost.Piece(length: kept[i + 1].x - kept[i].x, rate: rate))
        }
        return (kept.first?.x ?? 0, pieces)
    }

    /// F where group `g` starts: every earlier group taken whole, nothing of `g`.
    private func startValue(_ g: Int) -> CostVector {
        cost([(Piece, Double)](), from: whole[g].lengths, gaps: gaps, plus: whole[g].cost)
    }

    /// Where F may break inside a group, as amounts into it with F there, and for an endless group F's slope
    /// beyond the last of them.
    private typealias Inside = (points: [(amount: Double, value: CostVector)], final: CostVector?)

    /// Inside group `g` of one view's pieces, taken in order: the amounts where a piece ends or a centring
    /// difference (linear in the amount) changes sign, with F there.
    private func walk(_ g: Int) -> Inside? {
        let group = groups[g]
        func differences(_ x: [Double]) -> [Double] {
            let m = CentringLayout.minimumDistances(x, gaps)
            return m.indices.dropFirst().map { m[$0] - m[0] }
        }
        var values = OneViewValues(group, lengths: whole[g].lengths, base: whole[g].cost)
        func value(_ amount: Double) -> CostVector {
            let (length, total) = values.taking(amount)
            var x = whole[g].lengths
            x[group[0].owner] = length
            return CentringLayout.plusCentringCost(total, lengths: x, gaps: gaps, keys: keys)
        }
        var moved = whole[g].lengths
        moved[group[0].owner] -= 1
        var amounts: [Double] = []
        for (a, b) in zip(differences(whole[g].lengths), differences(moved)) where a != b {
            let t = a / (a - b)
            if t > 0 && t < totals[g] { amounts.append(t) }
        }
        var end = 0.0
        for piece in group where piece.length.isFinite {
            end += piece.length
            amounts.append(min(end, totals[g]))
        }
        let points: [(amount: Double, value: CostVector)] = amounts.sorted().map { ($0, value($0)) }
        guard !totals[g].isFinite else { return (points, nil) }
        // Past the last breakpoint F is linear.
        let last = points.last ?? (0, startValue(g))
        let reach = max(1, last.amount)
        return (points, CostVector.chord(from: last.value, to: value(last.amount + reach), times: 1 / reach))
    }

    /// Inside group `g` of several views' pieces: the amounts where the share LP's optimal basis changes, with F
    /// there, traced on a live solver from amount 0 to the group's total (kept as `g`'s live solver for `takes`).
    /// An endless group ends where the basis holds without end, or with `recession` where F's slope reaches it.
    /// `budget` counts the basis changes left.
    private func trace(_ g: Int, recession: CostVector?, budget: inout Int) -> Inside? {
        let group = groups[g]
        guard let program = ShareProgram(pieces: group, base: whole[g].lengths, gaps: gaps, keys: keys) else {
            return nil
        }
        live.programs[g] = program
        func value(_ amount: Double) -> CostVector? {
            guard let shares = Self.shares(group, program.shares, amount: amount) else { return nil }
            return cost(zip(group, shares), from: whole[g].lengths, gaps: gaps, plus: whole[g].cost)
        }
        guard var previous = value(0).map({ (amount: 0.0, value: $0) }) else { return nil }
        var points: [(amount: Double, value: CostVector)] = []
        var amount = 0.0
        // F is linear while a basis holds: it is carried along the program's slope from one basis change to the
        // next instead of summed again from every piece at each.
        var current = previous.value
        while amount < totals[g] {
            budget -= 1
            let slope = program.slope
            guard budget >= 0, let moved = program.trace(toward: totals[g] - amount) else { return nil }
            guard moved.isFinite else {
                // The basis holds without end (only in an endless group): F's slope from the last point is final.
                let reach = max(1, amount)
                guard program.move(by: reach), let there = value(amount + reach) else { return nil }
                let span = amount + reach - previous.amount
                return (points, CostVector.chord(from: previous.value, to: there, times: 1 / span))
            }
            if moved != 0 { current = current + slope * moved }
            amount = moved >= totals[g] - amount ? totals[g] : amount + moved
            guard amount > previous.amount else { continue }
            let here = current
            points.append((amount, here))
            if let recession {
                // F is convex and ends at slope `recession`: once a piece reaches it, F is linear from there on.
                let slope = CostVector.chord(from: previous.value, to: here, times: 1 / (amount - previous.amount))
                if SandwichSearch.strongestDifference(slope, recession) == nil { break }
            }
            previous = (amount, here)
        }
        return (points, nil)
    }
}

/// F's terms inside a group of one view's pieces (``CentringTies``' walk), for many amounts: what `partialTakes`
/// and `cost` compute, with the sum over the pieces taken whole kept from one amount to the next instead of added
/// up again for each. The sum is extended in the order `cost` adds the pieces, each taken whole as `partialTakes`
/// takes it (its length), so every value has the bits the two give.
private struct OneViewValues {
    private let pieces: [CentringTies.Piece]
    private let start: Double
    /// `sums[i]`: the base plus the first i pieces' rates times their lengths, added in order.
    private var sums: [CostVector]

    /// For `pieces` of one view whose length before the group is `lengths[owner]`, on top of cost `base`.
    init(_ pieces: [CentringTies.Piece], lengths: [Double], base: CostVector) {
        self.pieces = pieces
        start = pieces.isEmpty ? 0 : lengths[pieces[0].owner]
        sums = [base]
    }

    /// For a squeeze of the group by `amount`: the view's length, and the base plus the pieces' rates times what
    /// each gives (in order, as much as it can, until the amount is used up).
    mutating func taking(_ amount: Double) -> (length: Double, cost: CostVector) {
        let (whole, partial) = CentringTies.inOrder(pieces, amount: amount)
        // The view's length less what each piece gives, subtracted one at a time as `cost` does.
        var length = start
        for piece in pieces[..<whole] { length -= piece.length }
        if let partial { length -= partial }
        while sums.count <= whole {
            let i = sums.count - 1
            sums.append(sums[i] + pieces[i].rate * pieces[i].length)
        }
        guard let partial else { return (length, sums[whole]) }
        return (length, sums[whole] + pieces[whole].rate * partial)
    }
}

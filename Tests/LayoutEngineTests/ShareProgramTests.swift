@testable import LayoutEngine
import LayoutTestSupport
import Testing

/// `ShareProgram`, the dense share LP of a tied centring group, against the same LP written as constraints and solved
/// by Cassowary (the encoding `CentringTies` used before: bounds as `CostGadget` writes them, the pieces' rates as
/// level sums, the centring differences as soft equalities, the sum as a required equality). Optimal shares need not
/// be unique, so the two are compared by what the layout reads: the objective, level by level, and the sum.
@Suite struct ShareProgramTests {
    static let keys: [PriorityKey] = [.uikit(150), .uikit(149), .uikit(148), .uikit(147), .uikit(146), .uikit(145)]

    struct Group {
        var pieces: [CentringTies.Piece]
        var base: [Double]
        var gaps: [Double]
    }

    /// A random group: three to six views, two to seven pieces of at least two views, each piece's rate an index
    /// tie-break of its view, sometimes with a rate at a centring level or (endless pieces) a negative level.
    static func group(_ random: inout SeededGenerator) -> Group {
        let views = Int.random(in: 3...6, using: &random)
        let base = (0..<views).map { _ in Double(Int.random(in: 20...200, using: &random)) }
        let spacings: [Double] = [0, 4, 8, 12, 16]
        let gaps: [Double] = (0..<(views - 1)).map { _ in spacings[Int.random(in: 0..<spacings.count, using: &random)] }
        var pieces: [CentringTies.Piece] = []
        let count = Int.random(in: 2...7, using: &random)
        for index in 0..<count {
            let owner = index < 2 ? index * Int.random(in: 1..<views, using: &random) : Int.random(in: 0..<views, using: &random)
            let endless = Int.random(in: 0..<6, using: &random) == 0
            let length = endless ? Double.infinity : Double(Int.random(in: 0...60, using: &random)) / 2
            var residual = CostVector.zero
            for level in 0...owner where owner > 0 {
                residual = residual + CostVector(.tieBreak(depth: 1, rank: level + 1), 1)
            }
            if Int.random(in: 0..<4, using: &random) == 0 {
                residual = residual + CostVector(keys[Int.random(in: 1..<max(2, views - 1), using: &random)], 0.5)
            }
            if endless && Int.random(in: 0..<2, using: &random) == 0 {
                residual = residual + CostVector(.tieBreak(depth: 2, rank: 1), -1)
            }
            pieces.append(CentringTies.Piece(owner: owner, length: length, rate: residual, residual: residual))
        }
        return Group(pieces: pieces, base: base, gaps: gaps)
    }

    /// The LP as constraints, solved by Cassowary at `amount`: the pieces' shares.
    static func cassowaryShares(_ group: Group, amount: Double) -> [Double]? {
        var set = ConstraintSet()
        let source = ConstraintSource(rule: "centring share", elementID: nil, range: nil)
        var sum = LinearExpression()
        var variables: [Int] = []
        var levels = LevelSums(pieces: group.pieces.count)
        for piece in group.pieces {
            let y = set.makeVariable("share")
            variables.append(y)
            sum.terms.append(LinearTerm(variable: y, coefficient: 1))
            let length = CostGadget.encodeBounds(y, length: piece.length, rate: piece.residual, into: &set, source: source)
            levels.add(y, length: length, rate: piece.residual)
        }
        var soft = SoftLevels()
        levels.write(into: &soft)
        let (base, gaps) = (group.base, group.gaps)
        for k in 1..<gaps.count {
            var difference = LinearExpression((base[k] + base[k + 1] - base[0] - base[1]) / 2 + gaps[k] - gaps[0])
            for (piece, y) in zip(group.pieces, variables) {
                var weight = 0.0
                if piece.owner == k || piece.owner == k + 1 { weight -= 0.5 }
                if piece.owner == 0 || piece.owner == 1 { weight += 0.5 }
                if weight != 0 { difference.terms.append(LinearTerm(variable: y, coefficient: weight)) }
            }
            soft.add(difference, .equal, priority: keys[k])
        }
        soft.write(into: &set, source: source)
        set.add(sum, .equal, LinearExpression(amount), priority: .required, source: source)
        let solution = CassowaryBridge.solve(set)
        guard solution.failure == nil, solution.conflicts.isEmpty else { return nil }
        return variables.map { solution.values[$0] }
    }

    /// The LP's objective for `shares`: the pieces' rates times their shares plus every centring level's |difference|.
    static func objective(_ group: Group, _ shares: [Double]) -> CostVector {
        var total = CostVector.zero
        for (piece, share) in zip(group.pieces, shares) { total = total + piece.residual * share }
        var x = group.base
        for (piece, share) in zip(group.pieces, shares) { x[piece.owner] -= share }
        let m = CentringLayout.minimumDistances(x, group.gaps)
        for k in 1..<m.count { total = total + CostVector(keys[k], abs(m[k] - m[0])) }
        return total
    }

    /// Whether two objectives agree on every level within `tolerance`.
    static func agree(_ a: CostVector, _ b: CostVector, tolerance: Double) -> Bool {
        (a - b).entries.allSatisfy { abs($0.rate) <= tolerance }
    }

    /// The amounts to compare at: across the finite pieces' total, and past it when a piece is endless.
    static func amounts(_ group: Group) -> [Double] {
        let finite = group.pieces.reduce(0) { $0 + ($1.length.isFinite ? $1.length : 0) }
        let endless = group.pieces.contains { !$0.length.isFinite }
        let end = endless ? finite + 40 : finite
        return (0...24).map { end * Double($0) / 24 }
    }

    @Test func freshProgramsMatchCassowaryOnRandomGroups() throws {
        var random = SeededGenerator(seed: 0x5A4E_0001)
        var compared = 0
        for _ in 0..<150 {
            let group = Self.group(&random)
            for amount in Self.amounts(group) {
                guard let reference = Self.cassowaryShares(group, amount: amount) else { continue }
                let program = try #require(ShareProgram(pieces: group.pieces, base: group.base, gaps: group.gaps,
                                                        keys: Self.keys))
                #expect(program.move(to: amount))
                let shares = program.shares
                #expect(abs(shares.reduce(0, +) - amount) <= 1e-7 * max(1, amount))
                for (share, piece) in zip(shares, group.pieces) {
                    #expect(share >= -1e-9 && share <= piece.length + 1e-9)
                }
                let ours = Self.objective(group, shares), theirs = Self.objective(group, reference)
                #expect(Self.agree(ours, theirs, tolerance: 1e-6), "objective \(ours.entries) vs \(theirs.entries) at \(amount)")
                compared += 1
            }
        }
        #expect(compared > 2000)
    }

    /// One program moved to the amounts in a shuffled order (up and down, through many bases) gives the optimum a
    /// fresh program gives at each.
    @Test func aMovedProgramMatchesFreshOnes() throws {
        var random = SeededGenerator(seed: 0x5A4E_0002)
        for _ in 0..<80 {
            let group = Self.group(&random)
            let live = try #require(ShareProgram(pieces: group.pieces, base: group.base, gaps: group.gaps, keys: Self.keys))
            for amount in Self.amounts(group).shuffled(using: &random) {
                let fresh = try #require(ShareProgram(pieces: group.pieces, base: group.base, gaps: group.gaps,
                                                      keys: Self.keys))
                #expect(live.move(to: amount) && fresh.move(to: amount))
                #expect(Self.agree(Self.objective(group, live.shares), Self.objective(group, fresh.shares),
                                   tolerance: 1e-6))
            }
        }
    }

    /// Tracing stops at the limit without changing the basis there: past a group's total no basis holds.
    @Test func traceStopsAtTheTotal() throws {
        let pieces = [CentringTies.Piece(owner: 1, length: 21, rate: .zero, residual: .zero),
                      CentringTies.Piece(owner: 2, length: 4, rate: .zero, residual: CostVector(.tieBreak(depth: 1, rank: 1), 1))]
        let program = try #require(ShareProgram(pieces: pieces, base: [50, 40, 60], gaps: [8, 8], keys: Self.keys))
        var amount = 0.0
        var steps = 0
        while amount < 25 {
            let moved = try #require(program.trace(toward: 25 - amount))
            amount += moved
            steps += 1
            #expect(steps < 20)
        }
        #expect(abs(amount - 25) < 1e-12)
        #expect(program.shares == [21, 4])
    }

    /// A group too large for a dense program (a stack of thousands of views) is refused before anything is
    /// allocated, so that the layout takes its other methods instead of running out of memory.
    @Test func programsPastTheSizeBoundAreRefused() {
        #expect(BoundedProgram.fits(rowCount: 1001, columnCount: 5000, levelCount: 1001))
        #expect(!BoundedProgram.fits(rowCount: 10001, columnCount: 50000, levelCount: 10001))
        #expect(!BoundedProgram.fits(rowCount: Int.max / 2, columnCount: 4, levelCount: 1))
        let views = 6000
        let keys = (0..<(views - 1)).map { PriorityKey.centring(previousIndex: $0) }
        let pieces = (0..<views).map { view in
            let rate = CostVector(.tieBreak(depth: 1, rank: view + 1), 1)
            return CentringTies.Piece(owner: view, length: 10, rate: rate, residual: rate)
        }
        let base = [Double](repeating: 40, count: views), gaps = [Double](repeating: 8, count: views - 1)
        #expect(ShareProgram(pieces: pieces, base: base, gaps: gaps, keys: keys) == nil)
    }
}

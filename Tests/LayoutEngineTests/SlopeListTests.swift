@testable import LayoutEngine
import Testing

/// `SlopeList`, in full and compact (slopes stored as changes from the slope before), against whole vectors: round
/// trips, scaling, and `PiecewiseCost`'s readers and sum against the whole-vector arithmetic they replace, bit for
/// bit, on generated costs.
@Suite struct SlopeListTests {
    /// A deterministic generator (SplitMix64).
    struct Generator {
        var state: UInt64

        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }

        mutating func below(_ n: Int) -> Int { Int(next() % UInt64(n)) }
    }

    static let keys: [PriorityKey] = [.uikit(750), .uikit(250), .uikit(49), .tieBreak(depth: 1, rank: 1),
                                      .tieBreak(depth: 1, rank: 2), .tieBreak(depth: 2, rank: 1),
                                      .ambiguitySize(depth: 1), .ambiguitySize(depth: 2), .ambiguityPosition]
    static let rates: [Double] = [1, -1, 2, -0.5, 0.1, 1.0 / 3, -7.25, 1e-11, 3e-13]

    /// A vector over a random subset of `keys`, built with `CostVector`'s own `+` (so rates at or below the
    /// tolerance drop out as they do everywhere).
    static func vector(_ g: inout Generator) -> CostVector {
        var result = CostVector.zero
        for key in keys where g.below(3) == 0 { result = result + CostVector(key, rates[g.below(rates.count)]) }
        return result
    }

    /// Slopes where each one keeps, changes or drops each level of the one before at random.
    static func slopes(_ g: inout Generator, count: Int) -> [CostVector] {
        var result = [vector(&g)]
        while result.count < count {
            let previous = result[result.count - 1]
            result.append(g.below(4) == 0 ? previous : previous + vector(&g) - vector(&g))
        }
        return result
    }

    static func cost(_ g: inout Generator) -> PiecewiseCost {
        let count = g.below(6)
        var x = Double(g.below(20)) - 10, breakpoints: [Double] = []
        for _ in 0..<count {
            x += [0.5, 1, 3, 1e-10][g.below(4)]
            breakpoints.append(x)
        }
        let lower = g.below(3) == 0 ? (breakpoints.first ?? 0) - 1 : -.infinity
        let upper = g.below(3) == 0 ? (breakpoints.last ?? 0) + Double(g.below(3)) : .infinity
        let cost = PiecewiseCost(lower: lower, upper: upper, breakpoints: breakpoints,
                                 slopes: slopes(&g, count: count + 1))
        return g.below(2) == 0 ? cost : cost.compacted()
    }

    static func bits(_ v: CostVector) -> [String] {
        v.withEntries { $0.map { "\($0.key.displayName)=\($0.rate.bitPattern)" } }
    }

    static func bits(_ vs: [CostVector]) -> [[String]] { vs.map(bits) }

    @Test func roundTrips() {
        var g = Generator(state: 1)
        for _ in 0..<300 {
            let vectors = Self.slopes(&g, count: 1 + g.below(8))
            let list = g.below(2) == 0 ? SlopeList(vectors) : SlopeList(vectors).compacted()
            #expect(list.count == vectors.count)
            #expect(Self.bits(Array(list)) == Self.bits(vectors))
            for k in vectors.indices { #expect(Self.bits(list[k]) == Self.bits(vectors[k])) }
            #expect(Self.bits(list.last) == Self.bits(vectors[vectors.count - 1]))
            let a = g.below(vectors.count), b = a + g.below(vectors.count - a + 1)
            #expect(Self.bits(list.vectors(a..<b)) == Self.bits(Array(vectors[a..<b])))
            #expect(Self.bits(list.vectors(a..<b, negated: true)) == Self.bits(vectors[a..<b].map { -$0 }))
            var walked: [[String]] = []
            list.walk { _, entries in
                walked.append(entries.map { "\($0.key.displayName)=\($0.rate.bitPattern)" })
                return true
            }
            #expect(walked == Self.bits(vectors))
        }
    }

    /// Costs with more levels than the compact form finds by a scan (16): it looks them up in a table instead,
    /// which must give every entry its own level back.
    @Test func manyLevelsRoundTrip() {
        let keys = (1...6).flatMap { depth in (1...7).map { PriorityKey.tieBreak(depth: depth, rank: $0) } }
            + [.uikit(750), .uikit(250), .ambiguitySize(depth: 3)]
        var g = Generator(state: 7)
        for _ in 0..<100 {
            var vectors: [CostVector] = []
            for _ in 0..<(1 + g.below(6)) {
                var vector = CostVector.zero
                for key in keys where g.below(2) == 0 {
                    vector = vector + CostVector(key, Self.rates[g.below(Self.rates.count - 2)])
                }
                vectors.append(vector)
            }
            let list = SlopeList(vectors).compacted()
            #expect(Self.bits(Array(list)) == Self.bits(vectors))
            for k in vectors.indices { #expect(Self.bits(list[k]) == Self.bits(vectors[k])) }
        }
    }

    @Test func unchangedSlopesStoreNoChanges() {
        let rate = CostVector(.uikit(250), 1) + CostVector(.ambiguitySize(depth: 1), 2)
        let list = SlopeList([rate, rate, rate + CostVector(.uikit(49), 1)]).compacted()
        #expect(list.isCompact)
        #expect(list.withRun(0) { $0.count } == 2)
        #expect(list.withRun(1) { $0.count } == 0)
        #expect(list.withRun(2) { $0.map(\.key) } == [.uikit(49)])
    }

    @Test func scalingMatchesScalingEachVector() {
        var g = Generator(state: 2)
        for _ in 0..<300 {
            let vectors = Self.slopes(&g, count: 1 + g.below(8))
            let factor = [1, 0.5, 3, 1e-2, 1e-12][g.below(5)]
            let expected = Self.bits(vectors.map { $0 * factor })
            #expect(Self.bits(Array(SlopeList(vectors).scaled(by: factor))) == expected)
            #expect(Self.bits(Array(SlopeList(vectors).compacted().scaled(by: factor))) == expected)
        }
    }

    typealias ReferenceCost = (lower: Double, upper: Double, breakpoints: [Double], slopes: [CostVector])

    /// What both reference sums share: the breakpoints `events` sorted by x and taken in groups within 1e-9 of each
    /// group's first; `advance` gives the slope after a group from the slope before it. Slopes outside the domain
    /// are dropped, and so are breakpoints where the slope does not change.
    static func referenceGroups<Event>(lower: Double, upper: Double, first: CostVector,
                                       events unsorted: [(x: Double, event: Event)],
                                       advance: (CostVector, ArraySlice<(x: Double, event: Event)>) -> CostVector)
        -> ReferenceCost {
        let events = unsorted.sorted { $0.x < $1.x }
        var current = first
        var kept: [CostVector] = [], breakpoints: [Double] = []
        var index = 0
        while index < events.count {
            let x = events[index].x
            if kept.isEmpty && !(x <= lower + 1e-9) { kept.append(current) }
            if !kept.isEmpty && !(x < upper - 1e-9) { break }
            var end = index
            while end < events.count && events[end].x <= x + 1e-9 { end += 1 }
            current = advance(current, events[index..<end])
            index = end
            if let last = kept.last, CostVector.compare(current, last) != 0 {
                breakpoints.append(x)
                kept.append(current)
            }
        }
        if kept.isEmpty { kept.append(current) }
        return (lower, upper, breakpoints, kept)
    }

    /// `PiecewiseCost.sum` as it was computed on whole vectors: slopes added with `+`, jumps as differences `-`.
    static func referenceSum(_ parts: [PiecewiseCost]) -> ReferenceCost {
        let slopes = parts.map { Array($0.slopes) }
        let events = parts.indices.flatMap { p in
            parts[p].breakpoints.indices.map { (x: parts[p].breakpoints[$0], event: (p: p, k: $0)) }
        }
        return referenceGroups(lower: parts.map(\.lower).max() ?? -.infinity, upper: parts.map(\.upper).min() ?? .infinity,
                               first: slopes.reduce(CostVector.zero) { $0 + $1[0] }, events: events) { current, group in
            var jump = CostVector.zero
            for (_, (p, k)) in group { jump = jump + (slopes[p][k + 1] - slopes[p][k]) }
            return current + jump
        }
    }

    /// The sum of two costs slope by slope (`PiecewiseCost.plus(full:)`): after each group of breakpoints, the
    /// slopes of both parts there added as whole vectors.
    static func referencePairSum(_ a: PiecewiseCost, _ b: PiecewiseCost) -> ReferenceCost {
        let slopesA = Array(a.slopes), slopesB = Array(b.slopes)
        var i = 0, j = 0
        return referenceGroups(lower: max(a.lower, b.lower), upper: min(a.upper, b.upper),
                               first: slopesA[0] + slopesB[0],
                               events: a.breakpoints.map { (x: $0, event: 0) } + b.breakpoints.map { (x: $0, event: 1) }) {
            _, group in
            for (_, part) in group { if part == 0 { i += 1 } else { j += 1 } }
            return slopesA[i] + slopesB[j]
        }
    }

    @Test func sumsMatchWholeVectorArithmetic() {
        var g = Generator(state: 3)
        for _ in 0..<400 {
            let parts = (0..<(2 + g.below(4))).map { _ in Self.cost(&g) }
            let sum = PiecewiseCost.sum(parts), reference = Self.referenceSum(parts)
            #expect(sum.lower == reference.lower && sum.upper == reference.upper)
            #expect(sum.breakpoints == reference.breakpoints)
            #expect(Self.bits(Array(sum.slopes)) == Self.bits(reference.slopes))
        }
    }

    @Test func readersMatchWholeVectors() {
        var g = Generator(state: 4)
        for _ in 0..<300 {
            let cost = Self.cost(&g)
            let slopes = Array(cost.slopes)
            let x = Double(g.below(24)) - 12 + [0, 0.25, 1e-10][g.below(3)]
            // pieces(rightOf:) and pieces(leftOf:) on whole vectors.
            var k = 0
            while k < cost.breakpoints.count && cost.breakpoints[k] <= x + 1e-9 { k += 1 }
            var position = x, right: [(Double, [String])] = []
            while k < cost.breakpoints.count {
                let end = min(cost.breakpoints[k], cost.upper)
                if end > position + 1e-12 { right.append((end - position, Self.bits(slopes[k]))) }
                position = max(position, end)
                k += 1
            }
            if cost.upper > position + 1e-12 { right.append((cost.upper - position, Self.bits(slopes[k]))) }
            let pieces = cost.pieces(rightOf: x)
            #expect(pieces.map(\.length) == right.map(\.0))
            #expect(pieces.map { Self.bits($0.rate) } == right.map(\.1))
            var left: [(Double, [String])] = []
            position = x
            k = cost.breakpoints.count - 1
            while k >= 0 && cost.breakpoints[k] >= x - 1e-9 { k -= 1 }
            while k >= 0 {
                let end = max(cost.breakpoints[k], cost.lower)
                if position > end + 1e-12 { left.append((position - end, Self.bits(-slopes[k + 1]))) }
                position = min(position, end)
                k -= 1
            }
            if position > cost.lower + 1e-12 { left.append((position - cost.lower, Self.bits(-slopes[0]))) }
            let leftPieces = cost.pieces(leftOf: x)
            #expect(leftPieces.map(\.length) == left.map(\.0))
            #expect(leftPieces.map { Self.bits($0.rate) } == left.map(\.1))
            // value(at:) as slope · stretch summed with `*` and `+`.
            let reference = min(max(0, cost.lower), cost.upper)
            let (from, to) = (min(x, reference), max(x, reference))
            var total = CostVector.zero
            position = from
            for k in slopes.indices {
                let end = k < cost.breakpoints.count ? cost.breakpoints[k] : Double.infinity
                guard end > position else { continue }
                let stop = min(end, to)
                if stop > position { total = total + slopes[k] * (stop - position) }
                position = max(position, stop)
                if position >= to { break }
            }
            #expect(Self.bits(cost.value(at: x)) == Self.bits(x >= reference ? total : -total))
            // argmin: the first slope that is not negative.
            if let first = slopes.firstIndex(where: { $0.sign >= 0 }), first > 0 {
                #expect(cost.argmin == min(max(cost.breakpoints[first - 1], cost.lower), cost.upper))
            }
        }
    }

    /// Compacting keeps the bounds and breakpoints and gives back every slope.
    @Test func compactCostsReadAsTheirFullForm() {
        var g = Generator(state: 5)
        for _ in 0..<200 {
            let cost = Self.cost(&g)
            let compact = cost.compacted()
            #expect(compact.slopes.isCompact)
            #expect(compact.breakpoints == cost.breakpoints && compact.lower == cost.lower && compact.upper == cost.upper)
            #expect(Self.bits(Array(compact.slopes)) == Self.bits(Array(cost.slopes)))
            #expect(compact.argmin == cost.argmin)
            let mapped = compact.mapped(scale: 0.25, offset: 3), reference = cost.mapped(scale: 0.25, offset: 3)
            #expect(Self.bits(Array(mapped.slopes)) == Self.bits(Array(reference.slopes)))
        }
    }

    @Test func clippingDropsOutsideBreakpointsAndMergesEqualNeighbours() {
        let a = CostVector(.uikit(250), -1), b = CostVector(.uikit(250), 1)
        let cost = PiecewiseCost(lower: 0, upper: 10, breakpoints: [-1, 2, 5, 12], slopes: [a, a, b, b, a])
        let clipped = cost.clipped()
        #expect(clipped.breakpoints == [2])
        #expect(Self.bits(Array(clipped.slopes)) == Self.bits([a, b]))
        let direct = PiecewiseCost.clipping(lower: 0, upper: 10, breakpoints: [-1, 2, 5, 12], slopes: [a, a, b, b, a])
        #expect(direct.breakpoints == [2])
        #expect(Self.bits(Array(direct.slopes)) == Self.bits([a, b]))
    }
}

@testable import LayoutEngine
import LayoutTestSupport
import Testing

/// `ProportionalTrade.tracedCost`, f(ℓ) followed along one parametric LP's optimal bases, against the two ways f was
/// found before: its definition evaluated at each length (`ProportionalTrade.value`, one convolution each) and the
/// search between shape events (`searchedCost`, the fallback). Costs are compared up to a constant, level by level.
@Suite struct ProportionalTradeTraceTests {
    static let levels: [PriorityKey] = [.uikit(999.5), .uikit(750), .uikit(749), .uikit(251), .uikit(250),
                                        .tieBreak(depth: 2, rank: 1), .ambiguitySize(depth: 3)]

    /// A random rate: one to three of `levels`, the strongest positive.
    static func rate(_ random: inout SeededGenerator) -> CostVector {
        var result = CostVector.zero
        let first = Int.random(in: 0..<levels.count, using: &random)
        result = result + CostVector(levels[first], Double(Int.random(in: 1...4, using: &random)))
        for level in levels[(first + 1)...] where Int.random(in: 0..<3, using: &random) == 0 {
            result = result + CostVector(level, Double(Int.random(in: -2...3, using: &random)))
        }
        return result
    }

    /// Convex pieces on one side: rates rising outwards (each the one before plus a positive step at `levels[0]`
    /// or a weaker level), the last endless or the domain's end.
    static func side(_ random: inout SeededGenerator, endless: Bool) -> [PiecewiseCost.Piece] {
        var pieces: [PiecewiseCost.Piece] = []
        var current = rate(&random)
        for _ in 0..<Int.random(in: 0...3, using: &random) {
            pieces.append(.init(length: Double(Int.random(in: 1...40, using: &random)), rate: current))
            current = current + CostVector(levels[Int.random(in: 0..<levels.count, using: &random)], 1)
        }
        if endless || pieces.isEmpty { pieces.append(.init(length: .infinity, rate: current)) }
        return pieces
    }

    static func trade(_ random: inout SeededGenerator) -> ProportionalTrade {
        let count = Int.random(in: 2...6, using: &random)
        // Views of no natural length are not in a trade (`ProportionalLayout.Role.zero`): every weight is positive.
        let weights = (0..<count).map { _ in Double(Int.random(in: 1...10, using: &random)) }
        let total = weights.reduce(0, +)
        var trade = ProportionalTrade(costs: [], multipliers: [], keys: [],
                                      offset: Double(Int.random(in: 0...30, using: &random)))
        for index in 0..<count {
            let natural = Double(Int.random(in: 0...150, using: &random))
            let left = side(&random, endless: Int.random(in: 0..<3, using: &random) == 0)
            let right = side(&random, endless: Int.random(in: 0..<4, using: &random) != 0)
            trade.slots.append(index)
            trade.costs.append(PiecewiseCost.fromPieces(natural: natural, right: right, left: left))
            trade.multipliers.append(weights[index] / total)
            trade.keys.append(.uikit(999 - Double(index)))
        }
        return trade
    }

    static func isZero(_ v: CostVector, tolerance: Double) -> Bool {
        v.entries.allSatisfy { abs($0.rate) <= tolerance * max(1, abs($0.rate)) || abs($0.rate) <= tolerance }
    }

    /// The lengths to compare at: both costs' breakpoints, between them, and a grid over the domain.
    static func probes(_ a: PiecewiseCost, _ b: PiecewiseCost) -> [Double] {
        let lower = max(a.lower, b.lower), upper = min(a.upper, b.upper)
        let inner = (a.breakpoints + b.breakpoints).filter { $0 >= lower && $0 <= upper }
        let low = lower.isFinite ? lower : (inner.min() ?? 0) - 100
        let high = upper.isFinite ? upper : (inner.max() ?? 0) + 100
        var result = inner + (0...40).map { low + (high - low) * Double($0) / 40 }
        let sorted = inner.sorted()
        for (x, y) in zip(sorted, sorted.dropFirst()) { result.append((x + y) / 2) }
        return result.filter { $0 >= low && $0 <= high }.sorted()
    }

    @Test func tracedCostIsTheTradesValueFunction() throws {
        var random = SeededGenerator(seed: 0x7_2ade)
        var compared = 0
        for _ in 0..<300 {
            let trade = Self.trade(&random)
            let lower = trade.costs.reduce(0) { $0 + $1.lower } + trade.offset
            let upper = trade.costs.reduce(0) { $0 + $1.upper } + trade.offset
            let traced = try #require(trade.tracedCost(lower: lower, upper: upper))
            #expect(traced.lower == lower && traced.upper == upper)
            let probes = Self.probes(traced, traced)
            guard let anchor = probes.first else { continue }
            for x in probes {
                let difference = (traced.value(at: x) - traced.value(at: anchor)) - (trade.value(x) - trade.value(anchor))
                #expect(Self.isZero(difference, tolerance: 1e-6), "traced f differs from its definition at \(x)")
            }
            guard let searched = trade.searchedCost(lower: lower, upper: upper) else { continue }
            compared += 1
            for x in Self.probes(traced, searched) {
                let difference = (traced.value(at: x) - traced.value(at: anchor))
                    - (searched.value(at: x) - searched.value(at: anchor))
                #expect(Self.isZero(difference, tolerance: 1e-6), "traced and searched f differ at \(x)")
            }
        }
        #expect(compared > 250)
    }
}

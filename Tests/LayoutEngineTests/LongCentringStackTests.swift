@testable import LayoutEngine
import LayoutModel
import Testing

/// equalCentering stacks with more than 150 arranged views. UIKit's centring priorities `150 − index` would reach 0
/// there; Stackboard continues their order at priority 1, one step weaker per index
/// (`PriorityKey.centring(previousIndex:)`), so the program has a single answer and the local path summarizes the
/// stack in closed form instead of solving it as a unit. Local must equal global, and the distances must follow
/// that order.
@Suite struct LongCentringStackTests {
    /// A horizontal equalCentering stack of `count` boxes whose widths, hugging and compression resistance vary.
    static func longStack(count: Int) -> ResolvedView {
        let compression: [Double] = [749, 750, 751, 999]
        let boxes = (0..<count).map { k in
            box("b\(k)", Double(8 + (k * 7) % 23), 10, hugging: (k % 3 == 0 ? 251 : 250, 250),
                compression: (compression[k % 4], 750))
        }
        return stack("C", .horizontal, distribution: .equalCentering, spacing: 2, boxes)
    }

    /// Widths that leave slack, squeeze the views, and nothing (the stack at its fitting width).
    @Test(arguments: [6_000.0, 3_200, 2_600, 1_500, nil])
    func localEqualsGlobalPastPriorityOne(width: Double?) {
        let document = document(rootHolding(Self.longStack(count: 170), width: width), width: 6_200, height: 100)
        let (problems, local) = LocalEquivalenceTests.compare(document)
        #expect(problems.isEmpty, "\(problems.prefix(6))")
        expectSummarized(["C"], in: local)
    }

    /// With room for every view's natural width but not for evenly spaced centres, the stronger (earlier) distances
    /// stay equal to the first one and the later ones give way, past index 149 as before it.
    @Test func earlierDistancesHoldFirst() throws {
        // Wide views at the end: their centre distances need more than the even share.
        let boxes = (0..<160).map { k in box("b\(k)", k >= 155 ? 80 : 10, 10) }
        let column = stack("C", .horizontal, distribution: .equalCentering, spacing: 0, boxes)
        let width = 2_300.0
        let document = document(rootHolding(column, width: width), width: 2_400, height: 100)
        let (problems, local) = LocalEquivalenceTests.compare(document)
        #expect(problems.isEmpty, "\(problems.prefix(6))")
        let table = local.model.table
        let centres = try (0..<160).map { k in
            let index = try #require(table.views.indices.first { table[$0].id == "b\(k)" })
            return local.rects[index].origin.x + local.rects[index].size.width / 2
        }
        let distances = (1..<160).map { centres[$0] - centres[$0 - 1] }
        // Σ minimum distances = 154·10 + 45 + 4·80 = 1,905 of 2,300 − 5 − 40 = 2,255: the first distances share D,
        // the first one that cannot takes what is left, and the rest sit at their minimums (80).
        let shared = distances[0]
        let firstBroken = try #require(distances.firstIndex { abs($0 - shared) > 1e-6 })
        #expect(firstBroken >= 150, "distances \(distances.prefix(8)) … broke at \(firstBroken)")
        for k in (firstBroken + 1)..<distances.count {
            #expect(abs(distances[k] - 80) < 1e-6, "distance \(k) is \(distances[k])")
        }
    }

    @Test func centringKeysContinueBelowPriorityOne() {
        #expect(PriorityKey.centring(previousIndex: 1) == .uikit(149))
        #expect(PriorityKey.centring(previousIndex: 148) == .uikit(2))
        #expect(PriorityKey.centring(previousIndex: 149) == .uikit(1))
        let tail = (149..<400).map { PriorityKey.centring(previousIndex: $0) }
        for (stronger, weaker) in zip(tail, tail.dropFirst()) {
            #expect(weaker < stronger)
            #expect(weaker.value == 1 && weaker.band == .uikit)
        }
        #expect(PriorityKey.uikit(0.5) < tail.last!)
        #expect(tail.last! > .tieBreak(depth: 0, rank: 0))
    }
}

import Testing
@testable import LayoutEngine

/// The key's single order word must order levels exactly as uistackview.md §2.3 and `PriorityKey`'s bands say.
@Suite struct PriorityKeyTests {
    /// Strongest first, one key per distinct level.
    static let strongestFirst: [PriorityKey] = [
        .required, .uikit(999.5), .uikit(999), .uikit(751), .uikit(250.25), .uikit(250), .uikit(1),
        .uikit(1, step: 1), .uikit(1, step: 2), .uikit(1, step: 40_000), .uikit(0.5), .uikit(0),
        .tieBreak(depth: 0, rank: 0), .tieBreak(depth: 0, rank: 1), .tieBreak(depth: 0, rank: 70_000),
        .tieBreak(depth: 1, rank: 0), .tieBreak(depth: 3, rank: 2), .tieBreak(depth: 40, rank: 0),
        .ambiguitySize(depth: 0), .ambiguitySize(depth: 1), .ambiguitySize(depth: 9), .ambiguityPosition,
    ]

    @Test func levelsOrderByBandThenWithinTheirBand() {
        let keys = Self.strongestFirst
        for i in keys.indices {
            for j in keys.indices {
                #expect((keys[i] < keys[j]) == (i > j), "\(keys[i].displayName) against \(keys[j].displayName)")
                #expect((keys[i] == keys[j]) == (i == j))
            }
        }
    }

    @Test func partsReadBackAsGiven() {
        let fractional = PriorityKey.uikit(250.25)
        #expect(fractional.band == .uikit && fractional.value == 250.25 && fractional.depth == 0)
        #expect(fractional.displayName == "250.25")
        #expect(PriorityKey.required.isRequired && !PriorityKey.uikit(999).isRequired)
        let tie = PriorityKey.tieBreak(depth: 3, rank: 2)
        #expect(tie.band == .tieBreak && tie.depth == 3 && tie.rank == 2 && tie.value == 0)
        let size = PriorityKey.ambiguitySize(depth: 9)
        #expect(size.band == .ambiguitySize && size.depth == 9 && size.rank == 0)
        #expect(PriorityKey.ambiguityPosition.band == .ambiguityPosition)
        let stepped = PriorityKey.uikit(1, step: 3)
        #expect(stepped.band == .uikit && stepped.value == 1 && stepped.step == 3 && !stepped.isRequired)
        #expect(stepped.displayName == "1 (step 3 below)" && PriorityKey.uikit(1).step == 0)
    }

    /// UIKit keeps priorities as `Float`: two numbers that are one `Float` are one level, as on a device.
    @Test func prioritiesAreUIKitFloats() {
        #expect(PriorityKey.uikit(250.3) == PriorityKey.uikit(Double(Float(250.3))))
        #expect(PriorityKey.uikit(250.3).displayName == "250.3")
        #expect(PriorityKey.uikit(-1) < PriorityKey.uikit(0))
    }

    /// `PriorityLadder` spreads the distinct non-required keys evenly over 1…999 by rank; required stays 1000.
    @Test func theLadderRanksDistinctKeysEvenly() {
        let ladder = PriorityLadder([.uikit(250), .required, .tieBreak(depth: 0, rank: 1), .uikit(750), .uikit(250),
                                     .uikit(999.5), .tieBreak(depth: 0, rank: 1)])
        #expect(ladder.priority(for: .required) == 1000)
        #expect(ladder.priority(for: .tieBreak(depth: 0, rank: 1)) == 1)
        let third: Double = 998.0 / 3
        #expect(ladder.priority(for: .uikit(250)) == 1 + third)
        let twoThirds: Double = 998.0 * 2 / 3
        #expect(ladder.priority(for: .uikit(750)) == 1 + twoThirds)
        #expect(ladder.priority(for: .uikit(999.5)) == 999)
        #expect(ladder.priority(for: .uikit(500)) == 1)  // not in the ladder
        #expect(PriorityLadder([.uikit(10), .required, .uikit(10)]).priority(for: .uikit(10)) == 1)
    }
}

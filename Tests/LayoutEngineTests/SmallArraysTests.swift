@testable import LayoutEngine
import Testing

/// The array builders of `SmallArrays.swift`, which replace the standard library's generic allocations in cost
/// building: each must give what the standard library's own spelling gives.
@Suite struct SmallArraysTests {
    @Test(arguments: [0, 1, 7, 64, 1000])
    func filledArraysMatchRepeating(count: Int) {
        #expect([Double](count: count, filledWith: -0.5) == [Double](repeating: -0.5, count: count))
        #expect([Int32](count: count, filledWith: -1) == [Int32](repeating: -1, count: count))
        #expect([Bool](count: count, filledWith: true) == [Bool](repeating: true, count: count))
        #expect([String](count: count, filledWith: "a") == [String](repeating: "a", count: count))
    }

    @Test func writingAtMostKeepsWhatWasWritten() {
        let squares = [Int](writingAtMost: 10) { out in
            for i in 0..<4 { (out + i).initialize(to: i * i) }
            return 4
        }
        #expect(squares == [0, 1, 4, 9])
        #expect(squares.capacity >= 4)
        #expect([Double](writingAtMost: 0) { _ in 0 }.isEmpty)
    }

    @Test func filteredMatchesFilter() {
        let values = Array(0..<200)
        #expect(values.filtered { $0 % 3 == 1 } == values.filter { $0 % 3 == 1 })
        #expect(values.filtered { _ in false }.isEmpty)
    }

    @Test func nilsAreNil() {
        let list = [ViewBehaviour?](nils: 5)
        #expect(list.count == 5)
        #expect(list.allSatisfy { $0 == nil })
    }
}

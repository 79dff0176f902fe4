@testable import LayoutEngine
import LayoutModel
import Testing

/// `SparseViewValues` stores only the values that differ from its default; it must read like a full array.
@Suite struct SparseViewValuesTests {
    @Test func readsTheDefaultUntilSetAndAfterReset() {
        var values = SparseViewValues<EdgeInsets>(count: 4, absent: .zero)
        #expect(values.indices == 0..<4)
        #expect(values.indices.allSatisfy { values[$0] == .zero })
        values[2] = EdgeInsets(all: 3)
        #expect(values[2] == EdgeInsets(all: 3))
        #expect(values[1] == .zero)
        values[2] = .zero
        #expect(values == SparseViewValues<EdgeInsets>(count: 4, absent: .zero))
    }

    @Test func optionalValuesTellNilFromZero() {
        var distances = SparseViewValues<EdgeInsets?>(count: 3, absent: nil)
        distances[1] = .zero
        #expect(distances[0] == nil)
        #expect(distances[1] == .zero)
        distances[1] = nil
        #expect(distances == SparseViewValues<EdgeInsets?>(count: 3, absent: nil))
    }
}

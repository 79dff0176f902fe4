/// A value per view of a scene that most views leave at a default (a safe area of zero, no wrap width): only the
/// other values are stored, by view index. At 100,000 views the three per-pass facts cost 88 bytes a view as arrays.
///
/// Reads and writes go through the subscript; the storage is looked up, never iterated, so its order cannot
/// reach any result.
struct SparseViewValues<Value: Equatable & Sendable>: Sendable, Equatable {
    /// How many views there are (valid indices are `0..<count`).
    let count: Int
    /// The value of every view not stored.
    let absent: Value
    private var stored: [Int: Value] = [:]

    init(count: Int, absent: Value) {
        self.count = count
        self.absent = absent
    }

    var indices: Range<Int> { 0..<count }

    subscript(index: Int) -> Value {
        get { stored[index] ?? absent }
        set { stored[index] = newValue == absent ? nil : newValue }
    }
}

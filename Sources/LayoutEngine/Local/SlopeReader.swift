/// Reads a ``SlopeList``'s slopes by increasing index (``SlopeList/withReader(_:)``): a full list's in place, a compact
/// one's rebuilt from the one before (so its indices must not decrease).
struct SlopeReader {
    typealias Entry = CostVector.Entry

    private let full: UnsafeBufferPointer<Entry>
    private let ends: UnsafeBufferPointer<Int32>
    private let words: SlopeWords?
    private var current = EntryBuffer(), next = EntryBuffer(), changes = EntryBuffer()
    private var index = -1

    /// A reader of a full list's `entries`, slope k ending at `ends[k]` (both must outlive the reader).
    init(full: UnsafeBufferPointer<Entry>, ends: UnsafeBufferPointer<Int32>) {
        self.full = full
        self.ends = ends
        words = nil
    }

    /// A reader of a compact list; it owns scratch that ``deallocate()`` frees.
    init(compact words: SlopeWords) {
        full = UnsafeBufferPointer(start: nil, count: 0)
        ends = UnsafeBufferPointer(start: nil, count: 0)
        self.words = words
    }

    /// True when the slopes are read in place (a full list): any index, in any order, costs nothing.
    var isInPlace: Bool { words == nil }

    /// Slope `k`, valid until the next call.
    mutating func slope(_ k: Int) -> UnsafeBufferPointer<Entry> {
        guard let words else { return SlopeList.slope(k, of: full, ends: ends) }
        if k == 0 {
            words.run(0, into: &current)
        } else {
            while index < k {
                if index < 0 {
                    words.run(0, into: &current)
                    index = 0
                    continue
                }
                words.run(index + 1, into: &changes)
                next.set(current.contents, changedBy: changes.contents)
                swap(&current, &next)
                index += 1
            }
        }
        index = k
        return current.contents
    }

    func deallocate() {
        current.deallocate()
        next.deallocate()
        changes.deallocate()
    }
}

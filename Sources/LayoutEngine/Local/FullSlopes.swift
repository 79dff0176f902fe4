/// A ``SlopeList`` stored in full: every slope's entries one after another, and where each slope ends, in one array.
///
/// The ends (`Int32`s) are packed into the array's first entries (its header): slot 0 holds the slope count, slots
/// 1…count the ends, relative to the first entry after the header. One array instead of two makes a cost's slopes
/// one allocation, and copying a cost (as composing costs does everywhere) one reference to count instead of two.
struct FullSlopes: Sendable {
    typealias Entry = CostVector.Entry

    private let storage: [Entry]

    private static let slotsPerEntry = MemoryLayout<Entry>.stride / MemoryLayout<Int32>.stride

    /// Entries the header of `count` slopes takes.
    private static func headerEntries(_ count: Int) -> Int { (count + 1 + slotsPerEntry - 1) / slotsPerEntry }

    /// The slopes in `entries`, slope k ending at `ends[k]`.
    init(entries: UnsafeBufferPointer<Entry>, ends: UnsafeBufferPointer<Int32>) {
        let header = Self.headerEntries(ends.count)
        // Reserved, then filled by appends: the header entry by entry, then the entries, copied once (a copied-into
        // buffer would copy twice).
        var storage: [Entry] = []
        storage.reserveCapacity(header + entries.count)
        for e in 0..<header {
            // Slot i of the header: the count for i = 0, else the end of slope i − 1; 0 past the last. Stored as
            // the reader loads them, whatever the byte order.
            var entry: Entry = (PriorityKey(bits: 0), 0)
            withUnsafeMutableBytes(of: &entry) { raw in
                for j in 0..<Self.slotsPerEntry {
                    let i = e * Self.slotsPerEntry + j
                    let slot = i == 0 ? Int32(ends.count) : i <= ends.count ? ends[i - 1] : 0
                    raw.storeBytes(of: slot, toByteOffset: j * MemoryLayout<Int32>.stride, as: Int32.self)
                }
            }
            storage.append(entry)
        }
        storage.append(contentsOf: entries)
        self.storage = storage
    }

    /// How many slopes.
    var count: Int { storage.withUnsafeBytes { Int($0.load(as: Int32.self)) } }

    /// Calls `body` with the entries (without the header) and the slopes' ends.
    func withBuffers<R>(_ body: (UnsafeBufferPointer<Entry>, UnsafeBufferPointer<Int32>) -> R) -> R {
        storage.withUnsafeBufferPointer { all in
            guard let base = all.baseAddress else {
                return body(UnsafeBufferPointer(start: nil, count: 0), UnsafeBufferPointer(start: nil, count: 0))
            }
            let count = Int(UnsafeRawPointer(base).load(as: Int32.self))
            let header = Self.headerEntries(count)
            return base.withMemoryRebound(to: Int32.self, capacity: header * Self.slotsPerEntry) { slots in
                body(UnsafeBufferPointer(rebasing: all[header...]), UnsafeBufferPointer(start: slots + 1, count: count))
            }
        }
    }

    /// Slope `k` as a vector sharing this list.
    func vector(_ k: Int) -> CostVector {
        withBuffers { _, ends in
            let start = k == 0 ? 0 : Int(ends[k - 1])
            return CostVector(shared: storage, start: Self.headerEntries(ends.count) + start,
                              count: Int(ends[k]) - start)
        }
    }
}

/// The storage of a ``SlopeList``: one array of words holding a header (how many slopes, levels and entries), the
/// distinct levels (``PriorityKey``s, in order of first use), every entry's rate, where each slope's run of entries
/// ends, and every entry's level as an index into the levels.
///
/// A cost has few distinct levels and many entries, so an entry takes 12 bytes instead of a key and a rate's 24,
/// and a cost one allocation instead of one per array.
struct SlopeWords: Sendable {
    typealias Entry = CostVector.Entry

    private let words: [UInt64]

    /// Byte offsets of the parts, from their counts.
    private struct Layout {
        let slopes: Int, keys: Int, entries: Int

        static let headerBytes = 16
        var ratesOffset: Int { Self.headerBytes + keys * MemoryLayout<PriorityKey>.stride }
        var endsOffset: Int { ratesOffset + entries * MemoryLayout<Double>.stride }
        var indicesOffset: Int { endsOffset + slopes * MemoryLayout<UInt32>.stride }
        var wordCount: Int { (indicesOffset + entries * MemoryLayout<UInt32>.stride + 7) / 8 }
    }

    private var layout: Layout {
        Layout(slopes: Int(words[0] & 0xFFFF_FFFF), keys: Int(words[0] >> 32), entries: Int(words[1]))
    }

    var slopeCount: Int { Int(words[0] & 0xFFFF_FFFF) }

    /// The words of `runs` (the first slope's entries, then each later slope's changes) ending at `ends`.
    init(runs: UnsafeBufferPointer<Entry>, ends: UnsafeBufferPointer<Int32>) {
        // The levels and every entry's level index, in scratch (on the stack when small), and for more than
        // `scanLimit` levels an open-addressing table of level indices + 1 (0: empty), at most half full, cleared
        // only when the levels outgrow the scan.
        let tableSize = runs.count > Self.scanLimit ? 1 << (Int.bitWidth - (2 * runs.count - 1).leadingZeroBitCount) : 0
        self = withUnsafeTemporaryAllocation(of: PriorityKey.self, capacity: runs.count) { keys in
            withUnsafeTemporaryAllocation(of: UInt32.self, capacity: runs.count + tableSize) { indices in
                let table = UnsafeMutableBufferPointer(rebasing: indices[runs.count...])
                return SlopeWords(runs: runs, ends: ends, keys: keys,
                                  indices: UnsafeMutableBufferPointer(rebasing: indices[..<runs.count]), table: table)
            }
        }
    }

    /// Levels are found by a scan while there are at most this many, then through the table.
    private static let scanLimit = 16

    private init(runs: UnsafeBufferPointer<Entry>, ends: UnsafeBufferPointer<Int32>,
                 keys keyRoom: UnsafeMutableBufferPointer<PriorityKey>, indices: UnsafeMutableBufferPointer<UInt32>,
                 table: UnsafeMutableBufferPointer<UInt32>) {
        var keyCount = 0
        let mask = table.count - 1
        // The table slot holding `key`, or the empty one where it would go.
        func slot(_ key: PriorityKey) -> Int {
            var slot = key.slot(mask: mask)
            while table[slot] != 0 && keyRoom[Int(table[slot]) - 1] != key { slot = (slot + 1) & mask }
            return slot
        }
        var guess = 0
        for (i, entry) in runs.enumerated() {
            // Runs list levels strongest first, as the levels were first met: the next level is the likely one.
            if guess < keyCount && keyRoom[guess] == entry.key {
                indices[i] = UInt32(guess)
                guess += 1
                continue
            }
            var found: UInt32?
            if keyCount <= Self.scanLimit {
                for k in 0..<keyCount where keyRoom[k] == entry.key {
                    found = UInt32(k)
                    break
                }
            } else {
                let stored = table[slot(entry.key)]
                found = stored == 0 ? nil : stored - 1
            }
            guess = Int(found ?? UInt32(keyCount)) + 1
            if let found {
                indices[i] = found
                continue
            }
            indices[i] = UInt32(keyCount)
            keyRoom[keyCount] = entry.key
            keyCount += 1
            if keyCount == Self.scanLimit + 1 {
                table.initialize(repeating: 0)
                for index in 0..<keyCount { table[slot(keyRoom[index])] = UInt32(index + 1) }
            } else if keyCount > Self.scanLimit + 1 {
                table[slot(entry.key)] = UInt32(keyCount)
            }
        }
        let keys = UnsafeBufferPointer(rebasing: keyRoom[..<keyCount])
        let layout = Layout(slopes: ends.count, keys: keys.count, entries: runs.count)
        var words = [UInt64](count: layout.wordCount, filledWith: 0)
        words.withUnsafeMutableBytes { raw in
            raw.storeBytes(of: UInt64(ends.count) | UInt64(keys.count) << 32, toByteOffset: 0, as: UInt64.self)
            raw.storeBytes(of: UInt64(runs.count), toByteOffset: 8, as: UInt64.self)
            for (k, key) in keys.enumerated() {
                raw.storeBytes(of: key, toByteOffset: Layout.headerBytes + k * MemoryLayout<PriorityKey>.stride,
                               as: PriorityKey.self)
            }
            for (i, entry) in runs.enumerated() {
                raw.storeBytes(of: entry.rate, toByteOffset: layout.ratesOffset + 8 * i, as: Double.self)
                raw.storeBytes(of: indices[i], toByteOffset: layout.indicesOffset + 4 * i, as: UInt32.self)
            }
            for (k, end) in ends.enumerated() {
                raw.storeBytes(of: UInt32(end), toByteOffset: layout.endsOffset + 4 * k, as: UInt32.self)
            }
        }
        self.words = words
    }

    /// Makes `buffer` slope k's run of entries.
    func run(_ k: Int, into buffer: inout EntryBuffer) {
        let layout = layout
        words.withUnsafeBytes { raw in
            let start = k == 0 ? 0 : Int(raw.load(fromByteOffset: layout.endsOffset + 4 * (k - 1), as: UInt32.self))
            let end = Int(raw.load(fromByteOffset: layout.endsOffset + 4 * k, as: UInt32.self))
            buffer.set(count: end - start) { out in
                for i in start..<end {
                    let index = Int(raw.load(fromByteOffset: layout.indicesOffset + 4 * i, as: UInt32.self))
                    let key = raw.load(fromByteOffset: Layout.headerBytes + index * MemoryLayout<PriorityKey>.stride,
                                       as: PriorityKey.self)
                    out[i - start] = (key, raw.load(fromByteOffset: layout.ratesOffset + 8 * i, as: Double.self))
                }
            }
        }
    }
}

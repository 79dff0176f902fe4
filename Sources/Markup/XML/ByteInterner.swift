/// Turns byte strings into small integer ids, one `String` per distinct byte string, in order of first appearance.
///
/// The XML loader interns every element name, attribute name and attribute value: a document repeats the same few
/// dozen names and a few hundred values (`YES`, `frame`, `scaleToFill`) hundreds of thousands of times, so the
/// tree stores 4-byte ids and each distinct string exists once. Lookups hash the bytes themselves (no `String` is
/// made for a string already seen) with a fixed, unseeded hash, and probe an open-addressed table whose slots hold
/// part of each hash beside the id: a probe compares bytes only when that part matches, so a string not seen yet
/// (every view's unique `id`, 144,000 of them in a 90 MB document) costs one read of the table, not one of the
/// table and one of the hashes per slot it passes.
struct ByteInterner: Sendable {
    /// The distinct strings, by id.
    private(set) var strings: [String] = []
    /// The UTF-8 bytes of every string, back to back; `ranges[id]` locates one.
    private(set) var arena: [UInt8] = []
    private(set) var ranges: [(start: UInt32, count: UInt32)] = []
    /// Each string's hash, by id: growing the table places the strings again from these.
    private(set) var hashes: [UInt64] = []
    /// Open-addressed table, a power of two in size, at most half full: 0 for an empty slot, else the high 32 bits
    /// of the string's hash above `id + 1`. A slot's index comes from the hash's low bits.
    private var slots: [UInt64] = Array(repeating: 0, count: 256)

    var count: Int { strings.count }

    init() {}

    /// The id of `bytes`, interning them (valid UTF-8 is assumed; invalid sequences are repaired in the `String`).
    mutating func intern(_ bytes: UnsafeRawBufferPointer) -> UInt32 {
        let hash = Self.hash(bytes)
        let slot: Int
        switch find(bytes, hash: hash) {
        case .found(let id): return id
        case .empty(let empty): slot = empty
        }
        let id = UInt32(strings.count)
        strings.append(String(decoding: bytes, as: UTF8.self))
        ranges.append((UInt32(arena.count), UInt32(bytes.count)))
        arena.append(contentsOf: bytes)
        hashes.append(hash)
        slots[slot] = Self.slotEntry(hash: hash, id: id)
        if strings.count * 2 > slots.count { grow() }
        return id
    }

    /// The id of `bytes` if they were interned, without interning them.
    func lookup(_ bytes: UnsafeRawBufferPointer) -> UInt32? {
        switch find(bytes, hash: Self.hash(bytes)) {
        case .found(let id): return id
        case .empty: return nil
        }
    }

    private enum Probe {
        case found(UInt32)
        /// The empty slot where the string would go.
        case empty(Int)
    }

    /// Where `bytes` (whose hash is `hash`) are in the table, or the empty slot that ends their probe.
    @inline(__always)
    private func find(_ bytes: UnsafeRawBufferPointer, hash: UInt64) -> Probe {
        let mask = slots.count - 1
        let tag = hash >> 32
        var slot = Int(truncatingIfNeeded: hash) & mask
        while true {
            let entry = slots[slot]
            if entry == 0 { return .empty(slot) }
            if entry >> 32 == tag {
                let id = UInt32(truncatingIfNeeded: entry) - 1
                if equals(Int(id), bytes) { return .found(id) }
            }
            slot = (slot + 1) & mask
        }
    }

    /// A slot's contents for string `id` with hash `hash`.
    @inline(__always)
    private static func slotEntry(hash: UInt64, id: UInt32) -> UInt64 {
        (hash >> 32) << 32 | UInt64(id + 1)
    }

    /// The id of `string` if it was interned, without interning it.
    func lookup(_ string: String) -> UInt32? {
        var string = string  // `withUTF8` makes a bridged string contiguous first; a native one already is
        return string.withUTF8 { lookup(UnsafeRawBufferPointer($0)) }
    }

    /// The id of `string`, interning it.
    mutating func intern(_ string: String) -> UInt32 {
        var string = string  // as in `lookup(_:)`
        return string.withUTF8 { intern(UnsafeRawBufferPointer($0)) }
    }

    /// The strings, interned in order: string i gets id i where it is the first of its text.
    init(_ strings: some Sequence<String>) {
        for string in strings { _ = intern(string) }
    }

    /// Whether string `id` has exactly these bytes.
    func equals(_ id: Int, _ bytes: UnsafeRawBufferPointer) -> Bool {
        let range = ranges[id]
        guard Int(range.count) == bytes.count else { return false }
        guard let base = bytes.baseAddress, range.count > 0 else { return true }
        return arena.withUnsafeBytes { arenaBytes in
            guard let arenaBase = arenaBytes.baseAddress else { return false }
            return memoryCompare(arenaBase + Int(range.start), base, bytes.count)
        }
    }

    private mutating func grow() {
        var table = [UInt64](repeating: 0, count: slots.count * 2)
        let mask = table.count - 1
        for (id, hash) in hashes.enumerated() {
            var slot = Int(truncatingIfNeeded: hash) & mask
            while table[slot] != 0 { slot = (slot + 1) & mask }
            table[slot] = Self.slotEntry(hash: hash, id: UInt32(id))
        }
        slots = table
    }

    /// A multiply-rotate hash over 8-byte words (unseeded, so ids never depend on the process).
    static func hash(_ bytes: UnsafeRawBufferPointer) -> UInt64 {
        var hash: UInt64 = 0x9E37_79B9_7F4A_7C15 ^ UInt64(bytes.count)
        var index = 0
        let count = bytes.count
        while index + 8 <= count {
            let word = bytes.loadUnaligned(fromByteOffset: index, as: UInt64.self)
            hash = (hash ^ word) &* 0xFF51_AFD7_ED55_8CCD
            hash ^= hash >> 32
            index += 8
        }
        if index < count {
            var word: UInt64 = 0
            var shift: UInt64 = 0
            while index < count {
                word |= UInt64(bytes[index]) << shift
                shift += 8
                index += 1
            }
            hash = (hash ^ word) &* 0xC4CE_B9FE_1A85_EC53
            hash ^= hash >> 29
        }
        return hash
    }
}

/// Byte-wise equality of two buffers of `count` bytes.
@inline(__always)
func memoryCompare(_ a: UnsafeRawPointer, _ b: UnsafeRawPointer, _ count: Int) -> Bool {
    var index = 0
    while index + 8 <= count {
        if a.loadUnaligned(fromByteOffset: index, as: UInt64.self) != b.loadUnaligned(fromByteOffset: index, as: UInt64.self) {
            return false
        }
        index += 8
    }
    while index < count {
        if a.load(fromByteOffset: index, as: UInt8.self) != b.load(fromByteOffset: index, as: UInt8.self) { return false }
        index += 1
    }
    return true
}

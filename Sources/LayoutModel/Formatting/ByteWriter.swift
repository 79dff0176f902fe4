/// A growable byte buffer written through a pointer, for outputs made of millions of short pieces (the frames
/// JSON at 100,000 views): each piece is one capacity check and one copy, where appending to an `Array` costs
/// a uniqueness and capacity check per call and a generic copy. ``finish()`` hands the bytes over as an array.
///
/// The writing methods are inlinable: a report calls them several times per view from another module, and inlined,
/// a literal's copy has a known length (a few moves instead of a call to `memcpy`).
public struct ByteWriter: ~Copyable {
    @usableFromInline var base: UnsafeMutablePointer<UInt8>
    @usableFromInline var capacity: Int
    @usableFromInline var written = 0

    /// How many bytes were written.
    public var count: Int { written }

    public init(capacity: Int = 4096) {
        self.capacity = max(64, capacity)
        base = .allocate(capacity: self.capacity)
    }

    deinit { base.deallocate() }

    /// Makes room for `extra` more bytes.
    @inlinable @inline(__always)
    mutating func reserve(_ extra: Int) {
        if written + extra > capacity { grow(to: written + extra) }
    }

    @usableFromInline
    mutating func grow(to needed: Int) {
        let newCapacity = max(needed, capacity * 2)
        let newBase = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
        newBase.update(from: base, count: written)
        base.deallocate()
        base = newBase
        capacity = newCapacity
    }

    /// Appends literal ASCII (keys, punctuation).
    @inlinable @inline(__always)
    public mutating func write(_ literal: StaticString) {
        let length = literal.utf8CodeUnitCount
        reserve(length)
        (base + written).update(from: literal.utf8Start, count: length)
        written += length
    }

    /// Appends bytes as they are.
    @inlinable
    public mutating func write(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let start = bytes.baseAddress, !bytes.isEmpty else { return }
        reserve(bytes.count)
        (base + written).update(from: start, count: bytes.count)
        written += bytes.count
    }

    /// Appends a number as ``formatNumber(_:)`` writes it.
    @inlinable @inline(__always)
    public mutating func write(number value: Double) {
        reserve(maxNumberBytes)
        written += writeNumber(value, to: base + written)
    }

    /// Appends a non-negative integer's decimal digits.
    public mutating func write(decimal value: Int) {
        var bytes: [UInt8] = []
        appendDecimal(value, to: &bytes)
        bytes.withUnsafeBufferPointer { write($0) }
    }

    /// Appends a JSON string literal, escaped as ``JSONText/string(_:)`` escapes it.
    @inlinable
    public mutating func write(jsonString text: String) {
        // The bytes in place (a native string's, or a small string's on the stack): most strings need no escape.
        let copied = text.utf8.withContiguousStorageIfAvailable { utf8 -> Bool in
            guard JSONText.needsNoEscape(utf8) else { return false }
            reserve(utf8.count + 2)
            base[written] = UInt8(ascii: "\"")
            if let start = utf8.baseAddress { (base + written + 1).update(from: start, count: utf8.count) }
            base[written + 1 + utf8.count] = UInt8(ascii: "\"")
            written += utf8.count + 2
            return true
        }
        if copied != true {
            var bytes: [UInt8] = []
            JSONText.appendString(text, to: &bytes)
            bytes.withUnsafeBufferPointer { write($0) }
        }
    }

    /// Appends a JSON string literal, or `null`.
    public mutating func write(optionalJSONString text: String?) {
        if let text { write(jsonString: text) } else { write("null") }
    }

    /// Drops the bytes past the first `count` (a writer used as scratch space).
    public mutating func truncate(to count: Int) {
        written = min(written, max(0, count))
    }

    /// The bytes from offset `start` on, decoded as UTF-8.
    public func string(from start: Int) -> String {
        let from = min(max(0, start), written)
        return String(decoding: UnsafeBufferPointer(start: base + from, count: written - from), as: UTF8.self)
    }

    /// The bytes written, as an array; the writer is used up.
    public consuming func finish() -> [UInt8] {
        Array(UnsafeBufferPointer(start: base, count: written))
    }
}

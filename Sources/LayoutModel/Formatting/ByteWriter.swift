/// A growable byte buffer written through a pointer, for outputs made of millions of short pieces (the frames
/// JSON at 100,000 views): each piece is one capacity check and one copy, where appending to an `Array` costs
/// a uniqueness and capacity check per call and a generic copy. ``finish()`` hands the bytes over as an array.
public struct ByteWriter: ~Copyable {
    private var base: UnsafeMutablePointer<UInt8>
    private var capacity: Int
    /// How many bytes were written.
    public private(set) var count = 0

    public init(capacity: Int = 4096) {
        self.capacity = max(64, capacity)
        base = .allocate(capacity: self.capacity)
    }

    deinit { base.deallocate() }

    /// Makes room for `extra` more bytes.
    @inline(__always)
    private mutating func reserve(_ extra: Int) {
        if count + extra > capacity { grow(to: count + extra) }
    }

    private mutating func grow(to needed: Int) {
        let newCapacity = max(needed, capacity * 2)
        let newBase = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
        newBase.update(from: base, count: count)
        base.deallocate()
        base = newBase
        capacity = newCapacity
    }

    /// Appends literal ASCII (keys, punctuation).
    @inline(__always)
    public mutating func write(_ literal: StaticString) {
        let length = literal.utf8CodeUnitCount
        reserve(length)
        (base + count).update(from: literal.utf8Start, count: length)
        count += length
    }

    /// Appends bytes as they are.
    public mutating func write(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let start = bytes.baseAddress, !bytes.isEmpty else { return }
        reserve(bytes.count)
        (base + count).update(from: start, count: bytes.count)
        count += bytes.count
    }

    /// Appends a number as ``formatNumber(_:)`` writes it.
    @inline(__always)
    public mutating func write(number value: Double) {
        reserve(maxNumberBytes)
        count += writeNumber(value, to: base + count)
    }

    /// Appends a non-negative integer's decimal digits.
    public mutating func write(decimal value: Int) {
        var bytes: [UInt8] = []
        appendDecimal(value, to: &bytes)
        bytes.withUnsafeBufferPointer { write($0) }
    }

    /// Appends a JSON string literal, escaped as ``JSONText/string(_:)`` escapes it.
    public mutating func write(jsonString text: String) {
        var text = text
        let copied = text.withUTF8 { utf8 -> Bool in
            guard JSONText.needsNoEscape(utf8) else { return false }
            reserve(utf8.count + 2)
            base[count] = UInt8(ascii: "\"")
            if let start = utf8.baseAddress { (base + count + 1).update(from: start, count: utf8.count) }
            base[count + 1 + utf8.count] = UInt8(ascii: "\"")
            count += utf8.count + 2
            return true
        }
        if !copied {
            var bytes: [UInt8] = []
            JSONText.appendString(text, to: &bytes)
            bytes.withUnsafeBufferPointer { write($0) }
        }
    }

    /// Appends a JSON string literal, or `null`.
    public mutating func write(optionalJSONString text: String?) {
        if let text { write(jsonString: text) } else { write("null") }
    }

    /// The bytes written, as an array; the writer is used up.
    public consuming func finish() -> [UInt8] {
        Array(UnsafeBufferPointer(start: base, count: count))
    }
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import LayoutModel

/// Exact positions that libxml2 does not report (it keeps no columns, and an element's line is where its
/// start tag *ends*): the `<` of a start tag, its name, and each attribute's name and raw value.
///
/// The loader learns from `xmlByteConsumed` where a start tag ends (robustness.md §1.7); everything else is
/// found by re-lexing the raw bytes here. Offsets are byte offsets into ``SourceFile/bytes``; columns are
/// therefore UTF-8 bytes, a tab counting as one. Every scan is linear and bounded by the tag it reads.
package enum ColumnLocator {
    /// One attribute of a start tag, as byte ranges of the raw input.
    package struct RawAttribute: Hashable, Sendable {
        package var name: Range<Int>
        /// The bytes between the quotes.
        package var value: Range<Int>
    }

    /// A start tag as byte ranges of the raw input.
    package struct StartTag: Hashable, Sendable {
        /// The offset of `<`.
        package var lessThan: Int
        package var name: Range<Int>
        package var attributes: [RawAttribute]
        /// The offset just past `>` or `/>`; nil when the tag is not well formed or not closed.
        package var end: Int?
        package var isEmptyElement: Bool
    }

    /// The offset of the last `<` before `offset` (inclusive). A well-formed start tag contains no `<`
    /// inside its attribute values, so from the end of a start tag this finds its beginning.
    package static func lastLessThan(atOrBefore offset: Int, in bytes: [UInt8]) -> Int? {
        var index = min(offset, bytes.count - 1)
        while index >= 0 {
            if bytes[index] == UInt8(ascii: "<") { return index }
            index -= 1
        }
        return nil
    }

    /// ``lastLessThan(atOrBefore:in:)`` over a buffer, eight bytes at a time.
    package static func lastLessThan(atOrBefore offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        var index = min(offset, bytes.count - 1)
        guard index >= 0, let base = UnsafeRawPointer(bytes.baseAddress) else { return nil }
        while index >= 7 {
            let word = base.loadUnaligned(fromByteOffset: index - 7, as: UInt64.self)
            if !ByteWord.contains(UInt8(ascii: "<"), in: word) {
                index -= 8
                continue
            }
            for candidate in stride(from: index, through: index - 7, by: -1) where bytes[candidate] == UInt8(ascii: "<") {
                return candidate
            }
            index -= 8
        }
        while index >= 0 {
            if bytes[index] == UInt8(ascii: "<") { return index }
            index -= 1
        }
        return nil
    }

    /// The offset of the first '<' at or after `start` (or the end of the buffer). The C library's `memchr` reads
    /// many bytes per instruction; tags are tens of bytes apart, so the call costs less than the bytes it skips.
    package static func firstLessThan(from start: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Int {
        guard start < bytes.count, let base = bytes.baseAddress else { return bytes.count }
        guard let found = memchr(base + start, Int32(UInt8(ascii: "<")), bytes.count - start) else { return bytes.count }
        return UnsafeRawPointer(base).distance(to: UnsafeRawPointer(found))
    }

    /// The offset of the last occurrence of `pattern` that starts at or before `offset`.
    package static func lastOccurrence(of pattern: [UInt8], atOrBefore offset: Int, in bytes: [UInt8]) -> Int? {
        guard !pattern.isEmpty, bytes.count >= pattern.count else { return nil }
        var index = min(offset, bytes.count - pattern.count)
        while index >= 0 {
            if bytes[index] == pattern[0], bytes[index..<index + pattern.count].elementsEqual(pattern) {
                return index
            }
            index -= 1
        }
        return nil
    }

    /// Lexes the start tag whose `<` is at `lessThan`. Stops early (with `end == nil`) at the first byte
    /// that does not fit a well-formed tag, and after `maxAttributes + 1` attributes.
    package static func lexStartTag(at lessThan: Int, in bytes: [UInt8], maxAttributes: Int = .max) -> StartTag {
        var attributes: [RawAttribute] = []
        let shape = bytes.withUnsafeBufferPointer { buffer in
            scanStartTag(at: lessThan, in: buffer, maxAttributes: maxAttributes) { name, value in
                attributes.append(RawAttribute(name: name, value: value))
            }
        }
        return StartTag(lessThan: lessThan, name: shape.name, attributes: attributes, end: shape.end,
                        isEmptyElement: shape.isEmptyElement)
    }

    /// What ``scanStartTag(at:in:maxAttributes:attribute:)`` found besides the attributes.
    package struct StartTagShape {
        package var name: Range<Int>
        package var end: Int?
        package var isEmptyElement: Bool
        package var attributeCount: Int
        /// The offset just past the last attribute's value, or the end of the name when there is none.
        package var lastValueEnd: Int
    }

    /// The scanner behind ``lexStartTag(at:in:maxAttributes:)``: reports each attribute's name and value ranges
    /// to `attribute` instead of collecting them, so a caller that only counts allocates nothing.
    @inline(__always)
    package static func scanStartTag(at lessThan: Int, in bytes: UnsafeBufferPointer<UInt8>, maxAttributes: Int,
                                     attribute: (Range<Int>, Range<Int>) -> Void) -> StartTagShape {
        let count = bytes.count
        var index = lessThan + 1
        let nameStart = index
        while index < count, !isDelimiter(bytes[index]) { index += 1 }
        var shape = StartTagShape(name: nameStart..<index, end: nil, isEmptyElement: false, attributeCount: 0,
                                  lastValueEnd: index)
        while index < count {
            while index < count, isWhitespace(bytes[index]) { index += 1 }
            guard index < count else { break }
            let byte = bytes[index]
            if byte == UInt8(ascii: ">") {
                shape.end = index + 1
                break
            }
            if byte == UInt8(ascii: "/") {
                if index + 1 < count, bytes[index + 1] == UInt8(ascii: ">") {
                    shape.end = index + 2
                    shape.isEmptyElement = true
                }
                break
            }
            let attributeNameStart = index
            while index < count, !isDelimiter(bytes[index]) { index += 1 }
            let attributeName = attributeNameStart..<index
            guard !attributeName.isEmpty else { break }
            while index < count, isWhitespace(bytes[index]) { index += 1 }
            guard index < count, bytes[index] == UInt8(ascii: "=") else { break }
            index += 1
            while index < count, isWhitespace(bytes[index]) { index += 1 }
            guard index < count, bytes[index] == UInt8(ascii: "\"") || bytes[index] == UInt8(ascii: "'") else { break }
            let quote = bytes[index]
            index += 1
            let valueStart = index
            while index < count, bytes[index] != quote, bytes[index] != UInt8(ascii: "<") { index += 1 }
            guard index < count, bytes[index] == quote else { break }
            attribute(attributeName, valueStart..<index)
            shape.attributeCount += 1
            shape.lastValueEnd = index
            index += 1
            if shape.attributeCount > maxAttributes { break }
        }
        return shape
    }

    /// Whether the raw value bytes decode to themselves: no reference and no whitespace that XML
    /// normalises (tab, line feed, carriage return).
    package static func isVerbatim(_ value: Range<Int>, in bytes: [UInt8]) -> Bool {
        for index in value {
            switch bytes[index] {
            case UInt8(ascii: "&"), 0x09, 0x0A, 0x0D: return false
            default: continue
            }
        }
        return true
    }

    /// Maps a byte offset of a decoded attribute value back to the raw input. An offset that falls inside
    /// a reference maps to its `&`; offsets at or past the end map to `end` (the closing quote).
    package static func rawOffset(ofDecodedByte target: Int, inValueFrom start: Int, to end: Int,
                                  bytes: [UInt8]) -> Int {
        var index = start
        var decoded = 0
        while index < end {
            if decoded >= target { return index }
            let byte = bytes[index]
            if byte == UInt8(ascii: "&") {
                var semicolon = index + 1
                while semicolon < end, bytes[semicolon] != UInt8(ascii: ";") { semicolon += 1 }
                let length = decodedLength(ofReference: Array(bytes[(index + 1)..<semicolon]))
                if decoded + length > target { return index }
                decoded += length
                index = semicolon + 1
            } else if byte == 0x0D, index + 1 < end, bytes[index + 1] == 0x0A {
                decoded += 1  // CR LF is one line break, normalised to one space
                index += 2
            } else {
                decoded += 1
                index += 1
            }
        }
        return end
    }

    /// The UTF-8 length of what a reference body (`lt`, `#160`, `#xA0`) stands for.
    static func decodedLength(ofReference body: [UInt8]) -> Int {
        guard body.first == UInt8(ascii: "#") else { return 1 }  // the five predefined entities are ASCII
        var scalarValue: UInt32 = 0
        let hex = body.count > 1 && (body[1] == UInt8(ascii: "x"))
        for byte in body.dropFirst(hex ? 2 : 1) {
            let digit: UInt32
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt32(byte - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = UInt32(byte - UInt8(ascii: "a") + 10)
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = UInt32(byte - UInt8(ascii: "A") + 10)
            default: digit = 0
            }
            scalarValue = min(scalarValue &* (hex ? 16 : 10) &+ digit, 0x110000)
        }
        switch scalarValue {
        case ..<0x80: return 1
        case ..<0x800: return 2
        case ..<0x10000: return 3
        default: return 4
        }
    }

    static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }

    static func isDelimiter(_ byte: UInt8) -> Bool {
        switch byte {
        case 0x20, 0x09, 0x0A, 0x0D, UInt8(ascii: "="), UInt8(ascii: ">"), UInt8(ascii: "/"),
             UInt8(ascii: "<"), UInt8(ascii: "\""), UInt8(ascii: "'"):
            true
        default:
            false
        }
    }
}

/// The one JSON string escaper of the project, and the byte-level helpers that JSON writers build on (every JSON
/// output — frames, the device catalog, `measure` — escapes strings here, so they all escape alike).
public enum JSONText {
    /// A JSON string literal with every character that JSON requires escaped, and the line and paragraph
    /// separators escaped too so the output is also valid JavaScript.
    public static func string(_ text: String) -> String {
        var bytes: [UInt8] = []
        appendString(text, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    public static func optionalString(_ text: String?) -> String {
        text.map(string) ?? "null"
    }

    /// ``string(_:)``, appended as UTF-8. Text that needs no escape (ids, element names) is copied as it is.
    public static func appendString(_ text: String, to bytes: inout [UInt8]) {
        bytes.append(UInt8(ascii: "\""))
        let copied = text.utf8.withContiguousStorageIfAvailable { utf8 -> Bool in
            guard needsNoEscape(utf8) else { return false }
            bytes.append(contentsOf: utf8)
            return true
        } ?? false
        if !copied { appendEscaped(text, to: &bytes) }
        bytes.append(UInt8(ascii: "\""))
    }

    /// Whether UTF-8 text can be copied into a JSON string literal as it is: no control character, quote or
    /// backslash, and no 0xE2 byte (which leads U+2028 and U+2029, and other characters the slow path keeps).
    ///
    /// Eight bytes at a time (ids and element names are mostly longer than a word), then byte by byte.
    @inline(__always)
    public static func needsNoEscape(_ utf8: UnsafeBufferPointer<UInt8>) -> Bool {
        var index = 0
        if let base = UnsafeRawPointer(utf8.baseAddress) {
            // A byte below 0x20 (the classic word-at-a-time test, exact), or one of the three bytes.
            while index + 8 <= utf8.count {
                let word = base.loadUnaligned(fromByteOffset: index, as: UInt64.self)
                if (word &- 0x0101_0101_0101_0101 &* 0x20) & ~word & 0x8080_8080_8080_8080 != 0
                    || ByteWord.contains(UInt8(ascii: "\""), in: word) || ByteWord.contains(UInt8(ascii: "\\"), in: word)
                    || ByteWord.contains(0xE2, in: word) {
                    return false
                }
                index += 8
            }
        }
        while index < utf8.count {
            let byte = utf8[index]
            if byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte == 0xE2 { return false }
            index += 1
        }
        return true
    }

    public static func appendOptionalString(_ text: String?, to bytes: inout [UInt8]) {
        if let text { appendString(text, to: &bytes) } else { append("null", to: &bytes) }
    }

    /// Appends literal ASCII (keys, punctuation).
    @inline(__always)
    public static func append(_ literal: StaticString, to bytes: inout [UInt8]) {
        literal.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }

    private static func appendEscaped(_ text: String, to bytes: inout [UInt8]) {
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": append("\\\"", to: &bytes)
            case "\\": append("\\\\", to: &bytes)
            case "\n": append("\\n", to: &bytes)
            case "\r": append("\\r", to: &bytes)
            case "\t": append("\\t", to: &bytes)
            case "\u{2028}": append("\\u2028", to: &bytes)
            case "\u{2029}": append("\\u2029", to: &bytes)
            default:
                if scalar.value < 0x20 {
                    let hex = Array(String(scalar.value, radix: 16).utf8)
                    append("\\u", to: &bytes)
                    bytes.append(contentsOf: repeatElement(UInt8(ascii: "0"), count: 4 - hex.count))
                    bytes.append(contentsOf: hex)
                } else {
                    UTF8.encode(scalar) { bytes.append($0) }
                }
            }
        }
    }
}

import LayoutModel

/// Escaping and sanitizing of user text for XML and HTML output (robustness.md §2.2, rules 2–4).
///
/// User text only ever lands in text content and in attribute values the writer chose; both go through here.
enum XMLText {
    /// The replacement for characters XML 1.0 cannot carry at all.
    static let replacement: Character = "\u{FFFD}"

    /// Whether a scalar is allowed in an XML 1.0 document
    /// (`#x9 | #xA | #xD | [#x20-#xD7FF] | [#xE000-#xFFFD] | [#x10000-#x10FFFF]`), excluding the discouraged
    /// C1 controls U+0080–U+009F as well.
    static func isAllowed(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x9, 0xA, 0xD: true
        case 0x20...0x7E: true
        case 0x7F...0x9F: false
        case 0xA0...0xD7FF: true
        case 0xE000...0xFFFD: true
        case 0x10000...0x10FFFF: true
        default: false
        }
    }

    /// Bidi embedding, override and isolate controls, which can make an identifier read as something else.
    static func isBidiControl(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x202A...0x202E, 0x2066...0x2069: true
        default: false
        }
    }

    /// Text with every character XML cannot carry replaced by U+FFFD. With `identifier`, bidi controls are
    /// replaced too, and TAB, LF and CR become spaces, so that an id always reads as what it is.
    static func sanitized(_ text: String, identifier: Bool = false) -> String {
        if isPrintableASCII(text) { return text }  // nothing to replace
        var result = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if !isAllowed(scalar) || (identifier && isBidiControl(scalar)) {
                result.append("\u{FFFD}")
            } else if identifier, scalar == "\t" || scalar == "\n" || scalar == "\r" {
                result.append(" ")
            } else {
                result.append(scalar)
            }
        }
        return String(result)
    }

    /// Text content: sanitized, with `&`, `<` and `>` escaped. TAB, LF and CR become spaces (SVG collapses them
    /// anyway; lines are separate elements).
    static func escapeContent(_ text: String) -> String { escaped(text, attribute: false) }

    /// An attribute value, to be written between double quotes: sanitized, with `& < > " '` escaped and TAB, LF
    /// and CR written as character references so attribute-value normalisation keeps them.
    static func escapeAttribute(_ text: String) -> String { escaped(text, attribute: true) }

    /// ``escapeAttribute(_:)`` (with `attribute`) or ``escapeContent(_:)`` of `text`, written to `output` without an
    /// escaped copy: the one implementation of both. The text's UTF-8 is read in place.
    static func writeEscaped(_ text: String, attribute: Bool, into output: inout ByteWriter) {
        func write(_ bytes: UnsafeBufferPointer<UInt8>) { writeEscaped(bytes, attribute: attribute, into: &output) }
        text.withUTF8Bytes(write)
    }

    private static func escaped(_ text: String, attribute: Bool) -> String {
        var output = ByteWriter(capacity: text.utf8.count + 16)
        writeEscaped(text, attribute: attribute, into: &output)
        return String(decoding: output.finish(), as: UTF8.self)
    }

    /// ``escapeAttribute(_:)`` of `text` as UTF-8 bytes, to be written many times (``SVGWriter/value(escaped:)``).
    static func escapedAttribute(_ text: String) -> [UInt8] {
        var output = ByteWriter(capacity: text.utf8.count)
        writeEscaped(text, attribute: true, into: &output)
        return output.finish()
    }

    /// ``writeEscaped(_:attribute:into:)`` of valid UTF-8 `bytes`: copied in runs between the bytes that need a
    /// replacement. A string's UTF-8 is valid, so those are the ASCII bytes the escaping rewrites and the lead bytes
    /// of the two non-ASCII ranges XML does not allow (U+0080–U+009F and U+FFFE–U+FFFF, ``isAllowed(_:)``).
    static func writeEscaped(_ bytes: UnsafeBufferPointer<UInt8>, attribute: Bool, into output: inout ByteWriter) {
        guard let base = bytes.baseAddress else { return }
        let count = bytes.count
        // The bytes below 0x40 that are not copied, one bit each: the controls, `&`, `<` and `>`, and in attributes
        // the quotes. From 0x40 to 0x7F only DEL is not copied.
        var special: UInt64 = 0xFFFF_FFFF | 1 << 0x26 | 1 << 0x3C | 1 << 0x3E
        if attribute { special |= 1 << 0x22 | 1 << 0x27 }
        var index = 0, runStart = 0
        while index < count {
            let byte = base[index]
            let replacement: StaticString
            var length = 1
            if byte < 0x40 {
                guard special >> UInt64(byte) & 1 != 0 else {
                    index += 1
                    continue
                }
                replacement = Self.replacement(ofASCII: byte, attribute: attribute)
            } else if byte < 0x7F {
                index += 1
                continue
            } else if byte == 0x7F {
                replacement = "\u{FFFD}"
            } else if byte == 0xC2, index + 1 < count, base[index + 1] <= 0x9F {
                // U+0080–U+009F (C2 80–9F) and U+FFFE–U+FFFF (EF BF BE–BF) become U+FFFD; the rest stays.
                (replacement, length) = ("\u{FFFD}", 2)
            } else if byte == 0xEF, index + 2 < count, base[index + 1] == 0xBF, base[index + 2] >= 0xBE {
                (replacement, length) = ("\u{FFFD}", 3)
            } else {
                index += 1
                continue
            }
            if index > runStart { output.write(UnsafeBufferPointer(start: base + runStart, count: index - runStart)) }
            output.write(replacement)
            index += length
            runStart = index
        }
        if count > runStart { output.write(UnsafeBufferPointer(start: base + runStart, count: count - runStart)) }
    }

    /// What an ASCII byte that ``writeEscaped(_:attribute:into:)`` does not copy becomes: an entity, a character
    /// reference (TAB, LF and CR in attributes), a space (TAB, LF and CR in text content) or U+FFFD.
    private static func replacement(ofASCII byte: UInt8, attribute: Bool) -> StaticString {
        switch byte {
        case UInt8(ascii: "&"): "&amp;"
        case UInt8(ascii: "<"): "&lt;"
        case UInt8(ascii: ">"): "&gt;"
        case UInt8(ascii: "\""): "&quot;"
        case UInt8(ascii: "'"): "&apos;"
        case UInt8(ascii: "\t"): attribute ? "&#9;" : " "
        case UInt8(ascii: "\n"): attribute ? "&#10;" : " "
        case UInt8(ascii: "\r"): attribute ? "&#13;" : " "
        default: "\u{FFFD}"
        }
    }

    /// Whether ``quoted(_:limit:)`` gives `text` itself between quotes: printable ASCII is its own sanitized form,
    /// one character per byte, so it only has to fit.
    static func isQuotedAsIs(_ text: String, limit: Int) -> Bool {
        text.utf8.count <= limit && isPrintableASCII(text)
    }

    /// Whether every byte of `text` is printable ASCII (U+0020–U+007E), read in place.
    private static func isPrintableASCII(_ text: String) -> Bool {
        func check(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool { !bytes.contains { $0 < 0x20 || $0 > 0x7E } }
        return text.withUTF8Bytes(check)
    }

    /// Text for inside an XML comment: sanitized, single-line, with no `--` and no trailing `-`.
    static func commentSafe(_ text: String) -> String {
        var result = ""
        for character in sanitized(text, identifier: true) {
            if character == "-", result.hasSuffix("-") { result += " " }
            result.append(character)
        }
        if result.hasSuffix("-") { result += " " }
        return result
    }

    /// A user string as it appears quoted in titles and lists: sanitized as an identifier and shortened to
    /// `limit` characters with an ellipsis.
    static func quoted(_ text: String, limit: Int = 80) -> String {
        if isQuotedAsIs(text, limit: limit) { return "'" + text + "'" }
        let clean = sanitized(text, identifier: true)
        if clean.count <= limit { return "'\(clean)'" }
        return "'\(clean.prefix(limit - 1))…'"
    }
}

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
    static func escapeContent(_ text: String) -> String {
        if isPlain(text, attribute: false) { return text }
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\t", "\n", "\r": result += " "
            default:
                if isAllowed(scalar) { result.unicodeScalars.append(scalar) } else { result.append(replacement) }
            }
        }
        return result
    }

    /// An attribute value, to be written between double quotes: sanitized, with `& < > " '` escaped and TAB, LF
    /// and CR written as character references so attribute-value normalisation keeps them.
    static func escapeAttribute(_ text: String) -> String {
        if isPlain(text, attribute: true) { return text }
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&apos;"
            case "\t": result += "&#9;"
            case "\n": result += "&#10;"
            case "\r": result += "&#13;"
            default:
                if isAllowed(scalar) { result.unicodeScalars.append(scalar) } else { result.append(replacement) }
            }
        }
        return result
    }

    /// ``escapeAttribute(_:)`` (with `attribute`) or ``escapeContent(_:)`` of `text`, written to `output`: the same
    /// bytes, without an escaped copy. The text's UTF-8 is read in place and copied in runs between the bytes that
    /// need a replacement; a string's UTF-8 is valid, so those are the ASCII ones ``escapeAttribute(_:)`` or
    /// ``escapeContent(_:)`` rewrite and the two non-ASCII ranges XML does not allow (``isPlain(_:attribute:)``).
    static func writeEscaped(_ text: String, attribute: Bool, into output: inout ByteWriter) {
        let done: Void? = text.utf8.withContiguousStorageIfAvailable {
            writeEscaped($0, attribute: attribute, into: &output)
        }
        guard done == nil else { return }
        var copy = text
        copy.withUTF8 { writeEscaped($0, attribute: attribute, into: &output) }
    }

    /// ``escapeAttribute(_:)`` of `text` as UTF-8 bytes, to be written many times (``SVGWriter/value(escaped:)``).
    static func escapedAttribute(_ text: String) -> [UInt8] {
        var output = ByteWriter(capacity: text.utf8.count)
        writeEscaped(text, attribute: true, into: &output)
        return output.finish()
    }

    /// ``writeEscaped(_:attribute:into:)`` of valid UTF-8 `bytes`.
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

    /// Whether `text` is printable ASCII of at most `limit` bytes (``isQuotedAsIs(_:limit:)``), read in place.
    static func isQuotedAsIs(_ bytes: UnsafeBufferPointer<UInt8>, limit: Int) -> Bool {
        guard bytes.count <= limit else { return false }
        for byte in bytes where byte < 0x20 || byte > 0x7E { return false }
        return true
    }

    /// Whether text is written as it is: printable ASCII with nothing to escape, or beside it only non-ASCII
    /// characters XML allows (titles carry "—" and "×"). That is the common case, which then needs no copy; the
    /// escaping loops return such text unchanged too.
    private static func isPlain(_ text: String, attribute: Bool) -> Bool {
        var text = text
        return text.withUTF8 { bytes in
            let count = bytes.count
            var index = 0
            while index < count {
                let byte = bytes[index]
                index += 1
                if byte >= 0x80 {
                    // A string's UTF-8 is valid, so of the non-ASCII scalars only U+0080–U+009F (C2 80–9F) and
                    // U+FFFE–U+FFFF (EF BF BE–BF) are not allowed (``isAllowed(_:)``); their lead bytes start them.
                    if byte == 0xC2, index < count, bytes[index] <= 0x9F { return false }
                    if byte == 0xEF, index + 1 < count, bytes[index] == 0xBF, bytes[index + 1] >= 0xBE { return false }
                    continue
                }
                // Controls, TAB, LF, CR and DEL are rewritten; `& < >` (and quotes in attributes) escaped.
                if byte < 0x20 || byte == 0x7F || byte == UInt8(ascii: "&") || byte == UInt8(ascii: "<")
                    || byte == UInt8(ascii: ">") { return false }
                if attribute && (byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'")) { return false }
            }
            return true
        }
    }

    /// Whether ``quoted(_:limit:)`` gives `text` itself between quotes: printable ASCII is its own sanitized form,
    /// one character per byte, so it only has to fit.
    static func isQuotedAsIs(_ text: String, limit: Int) -> Bool {
        isPrintableASCII(text) && text.utf8.count <= limit
    }

    /// Whether every byte of `text` is printable ASCII (U+0020–U+007E).
    private static func isPrintableASCII(_ text: String) -> Bool {
        text.utf8.allSatisfy { $0 >= 0x20 && $0 <= 0x7E }
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

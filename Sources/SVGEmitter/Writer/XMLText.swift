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

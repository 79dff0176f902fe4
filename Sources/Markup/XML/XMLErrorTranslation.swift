internal import CLibXML2
import LayoutModel

/// Turns libxml2's structured errors into Stackboard diagnostics: exact byte positions, the project's
/// wording for the common cases, and only the first fatal error (what follows it is a cascade).
extension XMLLoadState {
    func report(_ error: xmlError, offset: Int?) {
        guard !stopped, !sawFatalError else { return }
        let code = Int(error.code)
        if code == Int(XML_ERR_USER_STOP.rawValue) { return }
        let bytes = file.bytes
        // Where the parser was; libxml2's own line and column count characters and miss lone CRs.
        let here = offset ?? file.offset(line: Int(error.line), column: Int(error.int2))
        let location = file.location(atOffset: here)
        let str1 = error.str1.map { String(cString: $0) }
        let str2 = error.str2.map { String(cString: $0) }
        let isFatal = error.level == XML_ERR_FATAL
        if isFatal { sawFatalError = true }

        let diagnostic: Diagnostic
        switch code {
        case Int(XML_ERR_DOCUMENT_EMPTY.rawValue):
            diagnostic = MarkupDiagnostics.noRootElement(at: location)
        case Int(XML_ERR_TAG_NAME_MISMATCH.rawValue):
            let open = builder.innermostOpen
            let endTag = ColumnLocator.lastOccurrence(of: [0x3C, 0x2F], atOrBefore: here, in: bytes) ?? here
            diagnostic = MarkupDiagnostics.mismatchedEndTag(
                found: str2 ?? "?", expected: open?.name ?? str1 ?? "?", openedAt: open?.location,
                at: file.location(atOffset: endTag))
        case Int(XML_ERR_TAG_NOT_FINISHED.rawValue):
            let open = builder.innermostOpen
            diagnostic = MarkupDiagnostics.unclosedElement(open?.name ?? str1 ?? "?", openedAt: open?.location,
                                                           at: file.location(atOffset: bytes.count))
        case Int(XML_ERR_UNDECLARED_ENTITY.rawValue), Int(XML_WAR_UNDECLARED_ENTITY.rawValue):
            let ampersand = ColumnLocator.lastOccurrence(of: [0x26], atOrBefore: max(0, here - 1), in: bytes) ?? here
            diagnostic = MarkupDiagnostics.unknownEntity(str1 ?? "?", at: file.location(atOffset: ampersand))
        case Int(XML_ERR_ATTRIBUTE_REDEFINED.rawValue):
            diagnostic = duplicateAttribute(str1 ?? "?", near: here)
        case Int(XML_ERR_ATTRIBUTE_NOT_STARTED.rawValue), Int(XML_ERR_ATTRIBUTE_WITHOUT_VALUE.rawValue):
            diagnostic = MarkupDiagnostics.unquotedAttributeValue(attributeName(before: here) ?? "?", at: location)
        case Int(XML_ERR_SPACE_REQUIRED.rawValue)
            where error.message.map({ String(cString: $0).hasPrefix("attributes construct error") }) ?? false,
             Int(XML_ERR_GT_REQUIRED.rawValue):
            if let name = endTagName(around: here) {
                diagnostic = MarkupDiagnostics.unterminatedEndTag(name, at: location)
            } else {
                diagnostic = MarkupDiagnostics.unterminatedStartTag(elementName(around: here) ?? "?", at: location)
            }
        case Int(XML_ERR_DOCUMENT_END.rawValue):
            // Content after the root element, or the input ending early (see ``inputEnded(at:)``).
            diagnostic = inputEnded(at: location)
        case Int(XML_ERR_INVALID_CHAR.rawValue), Int(XML_ERR_INVALID_CHARREF.rawValue):
            // For a character reference libxml2 stops after the ';': point at its '&' instead.
            var start = here
            if here > 0, here <= bytes.count, bytes[here - 1] == UInt8(ascii: ";"),
               let ampersand = ColumnLocator.lastOccurrence(of: [0x26], atOrBefore: here - 1, in: bytes),
               here - ampersand <= 12 {
                start = ampersand
            }
            // A raw character is read from the source: libxml2 leaves int1 at 0 for some of them (in attribute
            // values, for one), which would name U+0000.
            var value = UInt32(clamping: max(0, Int(error.int1)))
            if start == here, let scalar = XMLLoadState.scalar(at: start, in: bytes), scalar != "&" {
                value = scalar.value
            }
            diagnostic = MarkupDiagnostics.invalidCharacter(value, at: file.location(atOffset: start))
        case Int(XML_NS_ERR_UNDEFINED_NAMESPACE.rawValue):
            let lessThan = ColumnLocator.lastLessThan(atOrBefore: min(here, bytes.count - 1), in: bytes) ?? here
            diagnostic = MarkupDiagnostics.undeclaredNamespacePrefix(str1 ?? "?", at: file.location(atOffset: lessThan))
        case Int(XML_WAR_UNKNOWN_VERSION.rawValue):
            diagnostic = MarkupDiagnostics.unsupportedXMLVersion(str1 ?? "?", at: location)
        case _ where XMLLoadState.isTokenLengthError(error.message.map { String(cString: $0) } ?? ""):
            let lessThan = ColumnLocator.lastLessThan(atOrBefore: min(here, bytes.count - 1), in: bytes) ?? here
            diagnostic = MarkupDiagnostics.tokenTooLong(at: file.location(atOffset: lessThan))
        case _ where XMLLoadState.isCutShort(code, message: error.message) && endsInput(from: here, code: code):
            // The input ended inside a tag's name, a reference, a CDATA section or a processing instruction's
            // target, which libxml2 reports as that construct's error (a CDATA section's without a message of its
            // own): the file is cut short.
            diagnostic = inputEnded(at: location)
        case Int(XML_ERR_NAME_REQUIRED.rawValue)
            where here > 0 && here < bytes.count && bytes[here] == UInt8(ascii: "<")
                && (error.message.map { String(cString: $0).hasPrefix("error parsing attribute name") } ?? false):
            // A start tag without its `>`, followed by the next tag: libxml2 reads that tag's `<` as an attribute's
            // name. The unfinished tag is the one before.
            diagnostic = MarkupDiagnostics.unterminatedStartTag(elementName(around: here - 1) ?? "?", at: location)
        case Int(XML_ERR_NAME_REQUIRED.rawValue)
            where here > 0 && here < bytes.count && bytes[here] == UInt8(ascii: "!") && bytes[here - 1] == UInt8(ascii: "<"):
            // `<!` that opens neither a comment nor a CDATA section: libxml2 takes it for a start tag whose name is
            // missing.
            diagnostic = MarkupDiagnostics.malformedXML(
                "'<!' must begin a comment ('<!--') or a CDATA section ('<![CDATA['); write '&lt;' for a literal '<'",
                at: file.location(atOffset: here - 1))
        default:
            let message = XMLLoadState.styled(error.message.map { String(cString: $0) } ?? "not well formed")
            if error.domain == Int32(XML_FROM_NAMESPACE.rawValue) {
                let lessThan = ColumnLocator.lastLessThan(atOrBefore: min(here, bytes.count - 1), in: bytes) ?? here
                diagnostic = MarkupDiagnostics.namespaceError(message, at: file.location(atOffset: lessThan))
            } else {
                diagnostic = MarkupDiagnostics.malformedXML(message, at: location)
            }
        }
        var result = diagnostic
        if error.level == XML_ERR_WARNING { result.severity = .warning }
        if !diagnostics.contains(result) { diagnostics.append(result) }
    }

    /// A document that ends before its root element does, or has content after it: an unclosed element (the
    /// innermost open one) or no root element at all, told apart by what has been read, at the end of the input.
    private func inputEnded(at location: SourceLocation) -> Diagnostic {
        let end = file.location(atOffset: file.bytes.count)
        if let open = builder.innermostOpen {
            return MarkupDiagnostics.unclosedElement(open.name, openedAt: open.location, at: end)
        }
        if elementCount == 0 { return MarkupDiagnostics.noRootElement(at: end) }
        return MarkupDiagnostics.contentAfterRoot(at: location)
    }

    /// Whether the input ends at `offset`, or after a `<` and no more than the start of `<!--` or `<![CDATA[`
    /// (libxml2 stops at the `!`, not knowing which it is, and reports a start tag without a name). A missing name
    /// inside a named start tag is a reference cut short in an attribute's value, which keeps libxml2's message.
    private func endsInput(from offset: Int, code: Int) -> Bool {
        let bytes = file.bytes
        if code == Int(XML_ERR_NAME_REQUIRED.rawValue),
           let lessThan = ColumnLocator.lastLessThan(atOrBefore: min(offset, bytes.count - 1), in: bytes),
           lessThan + 1 < bytes.count, Self.startsName(bytes[lessThan + 1]),
           !bytes[lessThan...].contains(UInt8(ascii: ">")) {
            return false
        }
        guard offset < bytes.count else { return true }
        guard offset > 0, bytes[offset - 1] == UInt8(ascii: "<") else { return false }
        let rest = bytes[offset...]
        return "!--".utf8.starts(with: rest) || "![CDATA[".utf8.starts(with: rest)
    }

    /// Whether `byte` can begin an element's name (a letter, `_`, `:` or a byte of a multibyte character).
    private static func startsName(_ byte: UInt8) -> Bool {
        (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z") || byte == UInt8(ascii: "_")
            || byte == UInt8(ascii: ":") || byte >= 0x80
    }

    /// The errors libxml2's pull parser reports where the input ends inside a name (of a tag, or of a reference),
    /// a CDATA section or a processing instruction's target. (Its push parser reported all of them as the
    /// document's early end.) An unclosed comment or processing instruction, an unterminated attribute value or
    /// reference, and an incomplete XML declaration keep messages of their own.
    static func isCutShort(_ code: Int, message: UnsafeMutablePointer<CChar>?) -> Bool {
        switch code {
        case Int(XML_ERR_NAME_REQUIRED.rawValue), Int(XML_ERR_CDATA_NOT_FINISHED.rawValue),
             Int(XML_ERR_PI_NOT_STARTED.rawValue):
            return true
        case Int(XML_ERR_SPACE_REQUIRED.rawValue):
            return message.map { String(cString: $0).lowercased().hasPrefix("parsepi") } ?? false
        default:
            return false
        }
    }

    /// The second occurrence of an attribute in the start tag that contains `offset`, with a note at the first.
    private func duplicateAttribute(_ name: String, near offset: Int) -> Diagnostic {
        let bytes = file.bytes
        guard let lessThan = ColumnLocator.lastLessThan(atOrBefore: min(offset, bytes.count - 1), in: bytes) else {
            return MarkupDiagnostics.duplicateAttribute(name, at: file.location(atOffset: offset), first: nil)
        }
        let tag = ColumnLocator.lexStartTag(at: lessThan, in: bytes)
        let matches = tag.attributes.filter { bytes[$0.name].elementsEqual(name.utf8) }
        let first = matches.first.map { file.location(atOffset: $0.name.lowerBound) }
        let second = matches.dropFirst().first.map { file.location(atOffset: $0.name.lowerBound) }
        return MarkupDiagnostics.duplicateAttribute(name, at: second ?? file.location(atOffset: offset), first: first)
    }

    /// The name of the attribute whose value should start at `offset` (`name =` before it).
    private func attributeName(before offset: Int) -> String? {
        let bytes = file.bytes
        var index = min(offset, bytes.count) - 1
        while index >= 0, ColumnLocator.isWhitespace(bytes[index]) { index -= 1 }
        if index >= 0, bytes[index] == UInt8(ascii: "=") { index -= 1 }
        while index >= 0, ColumnLocator.isWhitespace(bytes[index]) { index -= 1 }
        let end = index + 1
        while index >= 0, !ColumnLocator.isDelimiter(bytes[index]) { index -= 1 }
        return end > index + 1 ? String(decoding: bytes[(index + 1)..<end], as: UTF8.self) : nil
    }

    /// The name of the end tag that contains `offset` (`</name` with no `>` yet), or nil when the tag there is
    /// not an end tag. libxml2 may stop at the next tag's `<`, which is not the unfinished tag.
    private func endTagName(around offset: Int) -> String? {
        let bytes = file.bytes
        let before = offset < bytes.count && bytes[offset] == UInt8(ascii: "<") ? offset - 1 : offset
        guard before >= 0,
              let lessThan = ColumnLocator.lastLessThan(atOrBefore: min(before, bytes.count - 1), in: bytes),
              lessThan + 1 < bytes.count, bytes[lessThan + 1] == UInt8(ascii: "/") else { return nil }
        var end = lessThan + 2
        while end < bytes.count, !ColumnLocator.isDelimiter(bytes[end]) { end += 1 }
        return String(decoding: bytes[(lessThan + 2)..<end], as: UTF8.self)
    }

    /// The name of the start tag that contains `offset`.
    private func elementName(around offset: Int) -> String? {
        let bytes = file.bytes
        guard !bytes.isEmpty,
              let lessThan = ColumnLocator.lastLessThan(atOrBefore: min(offset, bytes.count - 1), in: bytes) else { return nil }
        let tag = ColumnLocator.lexStartTag(at: lessThan, in: bytes, maxAttributes: 0)
        return tag.name.isEmpty ? nil : String(decoding: bytes[tag.name], as: UTF8.self)
    }

    /// The Unicode scalar whose UTF-8 encoding starts at `offset` (preflight has validated the bytes).
    static func scalar(at offset: Int, in bytes: [UInt8]) -> Unicode.Scalar? {
        guard offset >= 0, offset < bytes.count else { return nil }
        var iterator = bytes[offset..<min(offset + 4, bytes.count)].makeIterator()
        var decoder = UTF8()
        if case .scalarValue(let scalar) = decoder.decode(&iterator) { return scalar }
        return nil
    }

    /// libxml2 2.9.14 refuses a single attribute value, name, text or comment past 10,000,000 bytes (without
    /// `XML_PARSE_HUGE`, which is never used) with these messages.
    static func isTokenLengthError(_ message: String) -> Bool {
        ["Huge input lookup", "AttValue length too long", "Name too long", "CData section too big",
         "Comment too big", "PI too big", "xmlParseCharData: too much"].contains { message.containsCharacters(of: $0) }
    }

    /// libxml2's message in the project's style: first line only, trimmed, lowercase first letter.
    static func styled(_ message: String) -> String {
        let firstLine = message.split(separator: "\n", omittingEmptySubsequences: true).first.map(String.init) ?? message
        var text = firstLine.trimmingWhitespace()
        if let first = text.first, first.isUppercase, !(text.dropFirst().first?.isUppercase ?? false) {
            text = first.lowercased() + text.dropFirst()
        }
        // "… never end ..." ends in an ellipsis after a space: both go.
        while text.hasSuffix(".") || text.hasSuffix(" ") { text.removeLast() }
        return text
    }
}

extension String {
    /// The string without leading and trailing spaces, tabs and line breaks (Foundation-free).
    func trimmingWhitespace() -> String {
        let scalars = unicodeScalars
        guard let start = scalars.firstIndex(where: { !$0.properties.isWhitespace }),
              let end = scalars.lastIndex(where: { !$0.properties.isWhitespace }) else { return "" }
        return String(scalars[start...end])
    }

    /// Whether `part` occurs in the string, compared character by character as `contains(_:)` compares: without
    /// `_StringProcessing`'s generic searcher, whose first use in a process builds a `[Character: Int]` table
    /// through a runtime conformance lookup (about 0.3 M instructions, more than reading a document's header).
    func containsCharacters(of part: String) -> Bool {
        let needle = Array(part)
        guard let first = needle.first else { return false }  // as the standard library answers for ""
        var index = startIndex
        while let found = self[index...].firstIndex(of: first) {
            if self[found...].starts(with: needle) { return true }
            index = self.index(after: found)
        }
        return false
    }
}

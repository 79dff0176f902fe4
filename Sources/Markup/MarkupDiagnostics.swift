import LayoutModel

/// Every diagnostic the Markup stage reports, in alphabetical order. A member's name is its stable id
/// (`markup.<name>`), which tests and users refer to; messages follow the project's style (lowercase, user
/// text in single quotes, no final period, what was expected after a semicolon).
package enum MarkupDiagnostics {
    // MARK: - Bytes and well-formedness (XML loader)

    static func compressedInput(format: String, at location: SourceLocation?) -> Diagnostic {
        make(.error, "compressed input is not supported; the file starts like \(format) data", at: location)
    }

    static func contentAfterRoot(at location: SourceLocation?) -> Diagnostic {
        make(.error, "unexpected content after the root element; a document has exactly one root element", at: location)
    }

    static func doctypeNotAllowed(at location: SourceLocation?) -> Diagnostic {
        make(.error, "'<!DOCTYPE>' is not allowed; use character references such as '&#160;' instead of named entities",
             at: location)
    }

    static func duplicateAttribute(_ name: String, at location: SourceLocation?, first: SourceLocation?) -> Diagnostic {
        make(.error, "duplicate attribute '\(name)'", at: location,
             notes: first.map { [.note("'\(name)' is first set here", at: $0)] } ?? [])
    }

    static func emptyDocument(at location: SourceLocation?) -> Diagnostic {
        make(.error, "document is empty", at: location)
    }

    static func fileTooLarge(size: Int, limit: Int, at location: SourceLocation?) -> Diagnostic {
        make(.error, "file is too large (\(size) bytes); the limit is \(limit) bytes", at: location)
    }

    /// Temporary: reported until the Interface Builder reader is merged.
    static func interfaceBuilderReaderMissing(at location: SourceLocation?) -> Diagnostic {
        make(.error, "this build has no Interface Builder reader", at: location)
    }

    static func invalidCharacter(_ value: UInt32, at location: SourceLocation?) -> Diagnostic {
        var hex = String(value, radix: 16, uppercase: true)
        if hex.count < 4 { hex = String(repeating: "0", count: 4 - hex.count) + hex }
        return make(.error, "character U+\(hex) is not allowed in XML", at: location)
    }

    static func invalidSchema(_ message: String, at location: SourceLocation?) -> Diagnostic {
        make(.error, "invalid RELAX NG schema: \(message)", at: location)
    }

    static func invalidUTF8(bytes: [UInt8], at location: SourceLocation?) -> Diagnostic {
        let hex = bytes.map { "0x" + String($0, radix: 16, uppercase: true) }.joined(separator: " ")
        return make(.error, "invalid UTF-8 byte sequence \(hex); save the file as UTF-8", at: location)
    }

    static func malformedXML(_ message: String, at location: SourceLocation?) -> Diagnostic {
        make(.error, message, at: location)
    }

    static func mismatchedEndTag(found: String, expected: String, openedAt: SourceLocation?,
                                 at location: SourceLocation?) -> Diagnostic {
        let opened = openedAt.map { " (opened at \($0.line):\($0.column))" } ?? ""
        return make(.error, "expected '</\(expected)>'\(opened); found '</\(found)>'", at: location,
                    notes: openedAt.map { [.note("'\(expected)' starts here", at: $0)] } ?? [])
    }

    static func namespaceError(_ message: String, at location: SourceLocation?) -> Diagnostic {
        make(.error, message, at: location)
    }

    static func noRootElement(at location: SourceLocation?) -> Diagnostic {
        make(.error, "no root element", at: location)
    }

    static func notXML(at location: SourceLocation?) -> Diagnostic {
        make(.error, "not an XML document; expected '<' at the start", at: location)
    }

    static func nulByte(at location: SourceLocation?) -> Diagnostic {
        make(.error, "a NUL byte (U+0000) is not allowed in XML; is the file binary or UTF-16?", at: location)
    }

    static func schemaViolation(_ message: String, at location: SourceLocation?) -> Diagnostic {
        make(.error, message, at: location)
    }

    static func tooDeep(limit: Int, at location: SourceLocation?) -> Diagnostic {
        make(.error, "elements are nested too deeply; the limit is \(limit) levels", at: location)
    }

    static func tooManyAttributes(element: String, limit: Int, at location: SourceLocation?) -> Diagnostic {
        make(.error, "element '\(element)' has more than \(limit) attributes", at: location)
    }

    static func tooManyElements(limit: Int, at location: SourceLocation?) -> Diagnostic {
        make(.error, "too many elements; the limit is \(limit)", at: location)
    }

    static func unclosedElement(_ name: String, openedAt: SourceLocation?, at location: SourceLocation?) -> Diagnostic {
        let opened = openedAt.map { " opened at \($0.line):\($0.column)" } ?? ""
        return make(.error, "element '\(name)'\(opened) is not closed before the end of the file", at: location,
                    notes: openedAt.map { [.note("'\(name)' starts here", at: $0)] } ?? [])
    }

    static func undeclaredNamespacePrefix(_ prefix: String, at location: SourceLocation?) -> Diagnostic {
        make(.error, "namespace prefix '\(prefix)' is not declared", at: location)
    }

    static func unknownEntity(_ name: String, at location: SourceLocation?) -> Diagnostic {
        make(.error, "unknown entity '&\(name);'; XML defines only &amp; &lt; &gt; &quot; &apos;, use a character reference such as '&#160;'",
             at: location)
    }

    static func unknownRootElement(_ name: String, at location: SourceLocation?) -> Diagnostic {
        make(.error, "unknown root element '\(name)'; expected 'document'", at: location,
             notes: didYouMean(name, in: ["document"], at: location))
    }

    static func unsupportedPlatform(_ runtime: String, at location: SourceLocation?) -> Diagnostic {
        make(.error, "unsupported Interface Builder platform '\(runtime)'; only iOS documents ('iOS.CocoaTouch') are read", at: location)
    }

    static func unquotedAttributeValue(_ name: String, at location: SourceLocation?) -> Diagnostic {
        make(.error, "expected a quoted value for attribute '\(name)'", at: location)
    }

    static func unsupportedEncoding(_ encoding: String, at location: SourceLocation?) -> Diagnostic {
        make(.error, "unsupported encoding '\(encoding)'; save the file as UTF-8", at: location)
    }

    static func unsupportedXMLVersion(_ version: String, at location: SourceLocation?) -> Diagnostic {
        make(.warning, "unsupported XML version '\(version)'; the file is read as XML 1.0", at: location)
    }

    static func unterminatedStartTag(_ name: String, at location: SourceLocation?) -> Diagnostic {
        make(.error, "expected whitespace, '>' or '/>' in the start tag of '\(name)'", at: location)
    }

    // MARK: - Construction

    /// A "did you mean" note when a candidate is close to `word` (and differs from it).
    static func didYouMean(_ word: String, in candidates: [String], at location: SourceLocation?) -> [Diagnostic] {
        guard let match = Suggestions.closest(to: word, in: candidates), match != word else { return [] }
        return [.note("did you mean '\(match)'?", at: location)]
    }

    /// Builds a diagnostic whose id is `markup.` plus the name of the catalog member that calls this.
    private static func make(_ severity: DiagnosticSeverity, _ message: String, at location: SourceLocation?,
                             notes: [Diagnostic] = [], member: String = #function) -> Diagnostic {
        let name = member.prefix { $0 != "(" }
        return Diagnostic(severity, id: "markup.\(name)", message, at: location, notes: notes)
    }
}

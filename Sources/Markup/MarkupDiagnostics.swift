import LayoutModel

/// Every diagnostic the Markup stage reports, in alphabetical order. A member's name is its stable id
/// (`markup.<name>`), which tests and users refer to; messages follow the project's style (lowercase, user
/// text in single quotes, no final period, what was expected after a semicolon).
package enum MarkupDiagnostics {
    static func anchorNotOnGuide(_ anchor: String, guide: String, available: [String], at location: SourceLocation?) -> Diagnostic {
        make(.error, "'\(user(guide))' has no '\(user(anchor))' anchor; expected one of \(available.joined(separator: ", "))", at: location)
    }

    static func compressedInput(format: String, at location: SourceLocation?) -> Diagnostic {
        make(.error, "compressed input is not supported; the file starts like \(format) data", at: location)
    }

    static func conflictingAttributes(_ first: String, _ second: String, at location: SourceLocation?) -> Diagnostic {
        make(.error, "'\(user(first))' cannot be combined with '\(user(second))'", at: location)
    }

    static func contentAfterRoot(at location: SourceLocation?) -> Diagnostic {
        make(.error, "unexpected content after the root element; a document has exactly one root element", at: location)
    }

    static func crossSceneReference(_ id: String, scene: String, at location: SourceLocation?) -> Diagnostic {
        make(.error, "'\(user(id))' belongs to scene '\(user(scene))'; both items of a constraint must be in the same scene", at: location)
    }

    static func doctypeNotAllowed(at location: SourceLocation?) -> Diagnostic {
        make(.error, "'<!DOCTYPE>' is not allowed; use character references such as '&#160;' instead of named entities",
             at: location)
    }

    static func duplicateAttribute(_ name: String, at location: SourceLocation?, first: SourceLocation?) -> Diagnostic {
        make(.error, "duplicate attribute '\(user(name))'", at: location,
             notes: first.map { [.note("'\(user(name))' is first set here", at: $0)] } ?? [])
    }

    static func duplicateID(_ id: String, at location: SourceLocation?, first: SourceLocation?) -> Diagnostic {
        make(.error, "duplicate id '\(user(id))'", at: location,
             notes: first.map { [.note("'\(user(id))' is first defined here", at: $0)] } ?? [])
    }

    static func duplicateImage(_ name: String, at location: SourceLocation?, first: SourceLocation?) -> Diagnostic {
        make(.error, "duplicate image '\(user(name))'", at: location,
             notes: first.map { [.note("'\(user(name))' is first defined here", at: $0)] } ?? [])
    }

    static func duplicateVariation(_ key: String, at location: SourceLocation?, first: SourceLocation?) -> Diagnostic {
        make(.error, "duplicate variation '\(user(key))' on the same element", at: location,
             notes: first.map { [.note("the first variation '\(user(key))' is here", at: $0)] } ?? [])
    }

    static func emptyDocument(at location: SourceLocation?) -> Diagnostic {
        make(.error, "document is empty", at: location)
    }

    static func fileTooLarge(size: Int, limit: Int, at location: SourceLocation?) -> Diagnostic {
        make(.error, "file is too large (\(size) bytes); the limit is \(limit) bytes", at: location)
    }

    static func guideNeedsScrollView(_ guide: String, view: String, kind: String, at location: SourceLocation?) -> Diagnostic {
        make(.error, "'\(user(guide))' is a scroll view's layout guide; '\(user(view))' is a '\(user(kind))'", at: location)
    }

    static func incompatibleAnchors(_ first: String, _ second: String, at location: SourceLocation?) -> Diagnostic {
        make(.error, "cannot relate '\(user(first))' to '\(user(second))'; a size relates to a size, a horizontal position to a horizontal position and a vertical position to a vertical position",
             at: location)
    }

    /// Temporary: reported until the Interface Builder reader is merged.
    static func interfaceBuilderReaderMissing(at location: SourceLocation?) -> Diagnostic {
        make(.error, "this build has no Interface Builder reader", at: location)
    }

    static func invalidBoolean(_ value: String, for attribute: String, suggestion: String?, at location: SourceLocation?) -> Diagnostic {
        make(.error, "invalid value '\(user(value))' for '\(user(attribute))'; expected YES or NO", at: location,
             notes: suggestion.map { [.note("did you mean '\($0)'?", at: location)] } ?? [])
    }

    static func invalidCharacter(_ value: UInt32, at location: SourceLocation?) -> Diagnostic {
        var hex = String(value, radix: 16, uppercase: true)
        if hex.count < 4 { hex = String(repeating: "0", count: 4 - hex.count) + hex }
        return make(.error, "character U+\(hex) is not allowed in XML", at: location)
    }

    static func invalidEquation(_ message: String, at location: SourceLocation?) -> Diagnostic {
        make(.error, "invalid equation: \(user(message, limit: 200))", at: location)
    }

    static func invalidFont(_ value: String, suggestion: String? = nil, at location: SourceLocation?) -> Diagnostic {
        make(.error, "invalid font '\(user(value))'; expected a text style such as 'body', '[weight] [italic] SIZE' such as 'semibold 17', or 'NAME SIZE'",
             at: location, notes: suggestion.map { [.note("did you mean '\($0)'?", at: location)] } ?? [])
    }

    static func invalidFontSize(_ value: String, at location: SourceLocation?) -> Diagnostic {
        make(.error, "invalid font size '\(user(value))'; expected a number greater than 0 and at most 1000", at: location)
    }

    static func invalidID(_ value: String, at location: SourceLocation?) -> Diagnostic {
        make(.error, "invalid id '\(user(value))'; an id starts with a letter or '_' and continues with letters, digits, '_' or '-'",
             at: location)
    }

    static func invalidInteger(_ value: String, for attribute: String, at location: SourceLocation?) -> Diagnostic {
        make(.error, "expected a whole number (0 or more) for '\(user(attribute))'; found '\(user(value))'", at: location)
    }

    static func invalidMargins(_ value: String, count: Int, at location: SourceLocation?) -> Diagnostic {
        make(.error, "expected 1, 2 or 4 numbers for 'layoutMargins'; found \(count) in '\(user(value))'", at: location)
    }

    static func invalidNumber(_ value: String, for attribute: String, at location: SourceLocation?) -> Diagnostic {
        let number = value.reversed().drop { $0.isLetter || $0 == "%" }.reversed()
        let hasUnit = number.count < value.count && AttributeValue.decimal(String(number)) != nil
        return make(.error, "expected a finite number for '\(user(attribute))'; found '\(user(value))'\(hasUnit ? " (values are points, written without a unit)" : "")",
                    at: location)
    }

    static func invalidPriority(_ value: String, for attribute: String, at location: SourceLocation?) -> Diagnostic {
        make(.error, "invalid priority '\(user(value))' for '\(user(attribute))'; expected a number from 1 to 1000 or one of required, high, low",
             at: location, notes: didYouMean(value, in: PriorityKeyword.allCases.map(\.rawValue), at: location))
    }

    static func invalidRatio(_ value: String, at location: SourceLocation?) -> Diagnostic {
        make(.error, "invalid ratio '\(user(value))' for 'aspectRatio'; expected 'WIDTH:HEIGHT' such as '16:9', or a number such as '1.5'",
             at: location)
    }

    static func invalidReference(_ message: String, at location: SourceLocation?) -> Diagnostic {
        make(.error, message, at: location)
    }

    static func invalidSchema(_ message: String, at location: SourceLocation?) -> Diagnostic {
        make(.error, "invalid RELAX NG schema: \(user(message, limit: 200))", at: location)
    }

    static func invalidUTF8(bytes: [UInt8], at location: SourceLocation?) -> Diagnostic {
        let hex = bytes.map { "0x" + String($0, radix: 16, uppercase: true) }.joined(separator: " ")
        return make(.error, "invalid UTF-8 byte sequence \(hex); save the file as UTF-8", at: location)
    }

    static func invalidValue(_ value: String, for attribute: String, expected: [String], at location: SourceLocation?) -> Diagnostic {
        let list = expected.isEmpty ? "a value" : "one of \(expected.joined(separator: ", "))"
        return make(.error, "invalid value '\(user(value))' for '\(user(attribute))'; expected \(list)", at: location,
                    notes: didYouMean(value, in: expected, at: location))
    }

    static func invalidVariationKey(_ value: String, detail: String, suggestion: String?, at location: SourceLocation?) -> Diagnostic {
        make(.error, "invalid variation key '\(user(value))' (\(user(detail, limit: 200))); expected 'default', 'widthClass=compact|regular', 'heightClass=compact|regular' or both joined with '-'",
             at: location, notes: suggestion.map { [.note("did you mean '\($0)'?", at: location)] } ?? [])
    }

    static func malformedXML(_ message: String, at location: SourceLocation?) -> Diagnostic {
        make(.error, message, at: location)
    }

    static func mismatchedEndTag(found: String, expected: String, openedAt: SourceLocation?,
                                 at location: SourceLocation?) -> Diagnostic {
        let opened = openedAt.map { " (opened at \($0.line):\($0.column))" } ?? ""
        return make(.error, "expected '</\(user(expected))>'\(opened); found '</\(user(found))>'", at: location,
                    notes: openedAt.map { [.note("'\(user(expected))' starts here", at: $0)] } ?? [])
    }

    static func missingAttribute(_ name: String, on element: String, at location: SourceLocation?) -> Diagnostic {
        make(.error, "missing attribute '\(user(name))' on '\(user(element))'", at: location)
    }

    static func missingScene(at location: SourceLocation?) -> Diagnostic {
        make(.error, "the document has no 'screen' or 'component'", at: location)
    }

    static func namespaceError(_ message: String, at location: SourceLocation?) -> Diagnostic {
        make(.error, message, at: location)
    }

    static func negativeNumber(_ value: String, for attribute: String, at location: SourceLocation?) -> Diagnostic {
        make(.error, "expected a number of 0 or more for '\(user(attribute))'; found '\(user(value))'", at: location)
    }

    static func noRootElement(at location: SourceLocation?) -> Diagnostic {
        make(.error, "no root element", at: location)
    }

    static func notInVariation(_ attribute: String, at location: SourceLocation?) -> Diagnostic {
        make(.error, "'\(user(attribute))' cannot be changed by a variation", at: location)
    }

    static func notXML(at location: SourceLocation?) -> Diagnostic {
        make(.error, "not an XML document; expected '<' at the start", at: location)
    }

    static func nulByte(at location: SourceLocation?) -> Diagnostic {
        make(.error, "a NUL byte (U+0000) is not allowed in XML; is the file binary or UTF-16?", at: location)
    }

    static func numberOutOfRange(_ value: String, for attribute: String, at location: SourceLocation?) -> Diagnostic {
        make(.error, "value '\(user(value))' for '\(user(attribute))' is out of range; expected at most 1000000 in magnitude", at: location)
    }

    static func orientationWithoutDevice(at location: SourceLocation?) -> Diagnostic {
        make(.warning, "'orientation' is ignored without 'device'", at: location)
    }

    static func pinEdgesWithoutPin(at location: SourceLocation?) -> Diagnostic {
        make(.warning, "'pinEdges' has no effect without 'pin'", at: location)
    }

    static func positionNeedsSecondItem(_ anchor: String, at location: SourceLocation?) -> Diagnostic {
        make(.error, "'\(user(anchor))' is a position and needs a second item, as in 'a.\(user(anchor)) == superview.\(user(anchor)) + 8'; only sizes can equal a constant",
             at: location)
    }

    static func repeatedElement(_ name: String, in parent: String, at location: SourceLocation?, first: SourceLocation?) -> Diagnostic {
        make(.error, "'\(user(parent))' may contain only one '\(user(name))'", at: location,
             notes: first.map { [.note("the first '\(user(name))' is here", at: $0)] } ?? [])
    }

    static func reservedID(_ value: String, at location: SourceLocation?) -> Diagnostic {
        make(.error, "'\(user(value))' is reserved and cannot be an id", at: location)
    }

    static func resourcesAfterScenes(at location: SourceLocation?) -> Diagnostic {
        make(.error, "'resources' must come before the first 'screen' or 'component'", at: location)
    }

    static func schemaViolation(_ message: String, at location: SourceLocation?) -> Diagnostic {
        make(.error, message, at: location)
    }

    static func shorthandOnRoot(_ attribute: String, element: String, at location: SourceLocation?) -> Diagnostic {
        make(.error, "'\(user(attribute))' cannot be used on '\(user(element))'; a root view has no superview", at: location)
    }

    static func subviewOfLeaf(_ name: String, in parent: String, at location: SourceLocation?) -> Diagnostic {
        make(.error, "'\(user(parent))' cannot have subviews; found '\(user(name))'", at: location)
    }

    static func textTooLong(view: String, length: Int, limit: Int, at location: SourceLocation?) -> Diagnostic {
        make(.error, "the text of '\(user(view))' is too long (\(length) characters); the limit is \(limit)", at: location)
    }

    static func tokenTooLong(at location: SourceLocation?) -> Diagnostic {
        make(.error, "a name, value, text or comment in this element is too long; the limit is 10000000 bytes", at: location)
    }

    static func tooDeep(limit: Int, at location: SourceLocation?) -> Diagnostic {
        make(.error, "elements are nested too deeply; the limit is \(limit) levels", at: location)
    }

    static func tooManyAttributes(element: String, limit: Int, at location: SourceLocation?) -> Diagnostic {
        make(.error, "element '\(user(element))' has more than \(limit) attributes", at: location)
    }

    static func tooManyConstraints(limit: Int, at location: SourceLocation?) -> Diagnostic {
        make(.error, "too many constraints; the limit is \(limit)", at: location)
    }

    static func tooManyElements(limit: Int, at location: SourceLocation?) -> Diagnostic {
        make(.error, "too many elements; the limit is \(limit)", at: location)
    }

    static func tooManySubviews(view: String, limit: Int, at location: SourceLocation?) -> Diagnostic {
        make(.error, "too many subviews in '\(user(view))'; the limit is \(limit) per view", at: location)
    }

    static func tooManyViews(limit: Int, at location: SourceLocation?) -> Diagnostic {
        make(.error, "too many views; the limit is \(limit)", at: location)
    }

    static func unclosedElement(_ name: String, openedAt: SourceLocation?, at location: SourceLocation?) -> Diagnostic {
        let opened = openedAt.map { " opened at \($0.line):\($0.column)" } ?? ""
        return make(.error, "element '\(user(name))'\(opened) is not closed before the end of the file", at: location,
                    notes: openedAt.map { [.note("'\(user(name))' starts here", at: $0)] } ?? [])
    }

    static func undeclaredNamespacePrefix(_ prefix: String, at location: SourceLocation?) -> Diagnostic {
        make(.error, "namespace prefix '\(user(prefix))' is not declared", at: location)
    }

    static func unexpectedElement(_ name: String, in parent: String, expected: [String], at location: SourceLocation?) -> Diagnostic {
        var items = expected.map { "'\($0)'" }
        let views = NativeVocabulary.viewElements
        if views.allSatisfy(expected.contains) {
            items = ["a view"] + expected.filter { !views.contains($0) }.map { "'\($0)'" }
        }
        let list = items.isEmpty ? "it has no child elements" : "expected \(alternatives(items))"
        return make(.error, "'\(user(name))' is not allowed in '\(user(parent))'; \(list)", at: location)
    }

    static func unexpectedText(in element: String, at location: SourceLocation?) -> Diagnostic {
        make(.warning, "unexpected text in '\(user(element))'; values are written as attributes", at: location)
    }

    static func unknownAnchor(_ name: String, candidates: [String], at location: SourceLocation?) -> Diagnostic {
        make(.error, "unknown anchor '\(user(name))'", at: location, notes: didYouMean(name, in: candidates, at: location))
    }

    static func unknownAttribute(_ name: String, on element: String, candidates: [String], at location: SourceLocation?) -> Diagnostic {
        make(.warning, "unknown attribute '\(user(name))' on '\(user(element))'", at: location,
             notes: didYouMean(name, in: candidates, at: location))
    }

    static func unknownElement(_ name: String, candidates: [String], at location: SourceLocation?) -> Diagnostic {
        make(.error, "unknown element '\(user(name))'", at: location, notes: didYouMean(name, in: candidates, at: location))
    }

    static func unknownEntity(_ name: String, at location: SourceLocation?) -> Diagnostic {
        make(.error, "unknown entity '&\(user(name));'; XML defines only &amp; &lt; &gt; &quot; &apos;, use a character reference such as '&#160;'",
             at: location)
    }

    static func unknownGuide(_ name: String, after id: String, at location: SourceLocation?) -> Diagnostic {
        make(.error, "unknown item '\(user(id)).\(user(name))'; expected '\(user(id)).margins', '\(user(id)).safeArea', '\(user(id)).content' or '\(user(id)).frame'",
             at: location, notes: didYouMean(name, in: ["margins", "safeArea", "content", "frame"], at: location))
    }

    static func unknownImage(_ name: String, candidates: [String], at location: SourceLocation?) -> Diagnostic {
        make(.error, "unknown image '\(user(name))'; images are declared in 'resources'", at: location,
             notes: didYouMean(name, in: candidates, at: location))
    }

    static func unknownReference(_ id: String, candidates: [String], at location: SourceLocation?) -> Diagnostic {
        make(.error, "unknown id '\(user(id))'", at: location, notes: didYouMean(id, in: candidates, at: location))
    }

    static func unknownRootElement(_ name: String, at location: SourceLocation?) -> Diagnostic {
        make(.error, "unknown root element '\(user(name))'; expected 'document'", at: location,
             notes: didYouMean(name, in: ["document"], at: location))
    }

    static func unquotedAttributeValue(_ name: String, at location: SourceLocation?) -> Diagnostic {
        make(.error, "expected a quoted value for attribute '\(user(name))'", at: location)
    }

    static func unsupportedEncoding(_ encoding: String, at location: SourceLocation?) -> Diagnostic {
        make(.error, "unsupported encoding '\(user(encoding))'; save the file as UTF-8", at: location)
    }

    static func unsupportedPlatform(_ runtime: String, at location: SourceLocation?) -> Diagnostic {
        make(.error, "unsupported Interface Builder platform '\(user(runtime))'; only iOS documents ('iOS.CocoaTouch') are read", at: location)
    }

    static func unsupportedXMLVersion(_ version: String, at location: SourceLocation?) -> Diagnostic {
        make(.warning, "unsupported XML version '\(user(version))'; the file is read as XML 1.0", at: location)
    }

    static func unterminatedEndTag(_ name: String, at location: SourceLocation?) -> Diagnostic {
        make(.error, "expected '>' to end the end tag '</\(user(name))'", at: location)
    }

    static func unterminatedStartTag(_ name: String, at location: SourceLocation?) -> Diagnostic {
        make(.error, "expected whitespace, '>' or '/>' in the start tag of '\(user(name))'", at: location)
    }

    static func zeroMultiplier(at location: SourceLocation?) -> Diagnostic {
        make(.error, "a multiplier of 0 removes the second item; write a constant instead", at: location)
    }

    // MARK: - Construction

    /// User text as a message may show it: control, bidirectional-formatting and zero-width characters escaped
    /// (so nothing can drive a terminal or hide in a name), and at most `limit` characters, then "…".
    static func user(_ text: String, limit: Int = 80) -> String {
        var result = ""
        var count = 0
        for scalar in text.unicodeScalars {
            if count == limit {
                result += "…"
                break
            }
            switch scalar.value {
            case 0..<0x20, 0x7F, 0x80..<0xA0, 0x200B...0x200F, 0x202A...0x202E, 0x2060, 0x2066...0x2069, 0xFEFF:
                result += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
            default:
                result.unicodeScalars.append(scalar)
            }
            count += 1
        }
        return result
    }

    /// `a, b or c`.
    static func alternatives(_ items: [String]) -> String {
        guard items.count > 1 else { return items.first ?? "" }
        return items.dropLast().joined(separator: ", ") + " or " + items[items.count - 1]
    }

    /// A "did you mean" note when a candidate is close to `word` (and differs from it).
    static func didYouMean(_ word: String, in candidates: [String], at location: SourceLocation?) -> [Diagnostic] {
        guard let match = Suggestions.closest(to: word, in: candidates), match != word else { return [] }
        return [.note("did you mean '\(user(match))'?", at: location)]
    }

    /// Builds a diagnostic whose id is `markup.` plus the name of the catalog member that calls this.
    private static func make(_ severity: DiagnosticSeverity, _ message: String, at location: SourceLocation?,
                             notes: [Diagnostic] = [], member: String = #function) -> Diagnostic {
        let name = member.prefix { $0 != "(" }
        return Diagnostic(severity, id: "markup.\(name)", message, at: location, notes: notes)
    }
}

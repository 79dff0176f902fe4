internal import CLibXML2
import LayoutModel

/// Loads an XML document from memory into ``XMLElement`` values with exact positions, through libxml2's SAX2
/// interface and nothing else (robustness.md §1): no file access, no network, no DTD, no entity expansion.
///
/// * The caller passes the bytes (``SourceFile``); ``XMLPreflight`` rejects oversized, compressed, non-UTF-8
///   and attribute-bomb input before libxml2 sees it.
/// * Options are `XML_PARSE_NONET | XML_PARSE_BIG_LINES` only: never `NOENT`, `DTDLOAD` or `HUGE`.
/// * A DOCTYPE stops the parse at once (SAX `internalSubset` + `xmlStopParser`), so no declaration is read.
/// * The tree is built from SAX events with an explicit stack: no recursion, and the depth is capped.
/// * Positions come from `xmlByteConsumed` at each start tag plus ``ColumnLocator``, so line and column are
///   exact past line 65,535 and inside start tags spread over several lines.
/// * Well-formedness errors arrive through a per-context structured handler; the first fatal error is
///   reported and the cascade after it dropped. Any error means no tree.
package enum XMLLoader {
    /// Parses `file`. Returns the root element, or nil after reporting at least one error into `sink`.
    package static func load(_ file: SourceFile, limits: MarkupLimits = .default,
                             into sink: inout DiagnosticSink) -> XMLElement? {
        guard XMLPreflight.check(file, limits: limits, into: &sink) else { return nil }
        LibXML2.initializeOnce()

        let state = XMLLoadState(file: file, limits: limits)
        let root: XMLElement? = withExtendedLifetime(state) {
            state.parse()
        }
        for diagnostic in state.diagnostics { sink.emit(diagnostic) }
        return root
    }
}

/// Process-wide libxml2 setup: `xmlInitParser` exactly once (it is not reentrant), and per-thread error
/// channels that never print.
enum LibXML2 {
    private static let initialized: Bool = {
        xmlInitParser()
        return true
    }()

    static func initializeOnce() {
        _ = initialized
        // These globals are per thread in libxml2's threaded builds: set them on every call.
        stackboard_silence_generic_errors()
        xmlSetStructuredErrorFunc(nil, ignoreStructuredError)
    }

    /// A structured-error handler that drops the error; installed whenever no operation is collecting.
    static let ignoreStructuredError: xmlStructuredErrorFunc = { _, _ in }
}

/// The per-parse state reached from libxml2's callbacks through `ctxt->_private`.
final class XMLLoadState {
    /// An element whose end tag has not been seen yet.
    struct OpenElement {
        var element: XMLElement
        var text: [UInt8] = []
    }

    let file: SourceFile
    let limits: MarkupLimits
    var stack: [OpenElement] = []
    var root: XMLElement?
    var diagnostics: [Diagnostic] = []
    var elementCount = 0
    /// The offset just past the last start or end tag, where text that follows it begins.
    var lastMarkupEnd = 0
    /// Set when this code stopped the parser (DOCTYPE, a limit); libxml2's reports after that are ignored.
    var stopped = false
    /// Set after the first fatal libxml2 error; the cascade that follows it is dropped.
    var sawFatalError = false

    init(file: SourceFile, limits: MarkupLimits) {
        self.file = file
        self.limits = limits
    }

    func parse() -> XMLElement? {
        let options = Int32(XML_PARSE_NONET.rawValue | XML_PARSE_BIG_LINES.rawValue)
        let count = Int32(file.bytes.count)  // preflight capped the size far below Int32.max
        let parsed: Bool = file.bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress,
                  let ctxt = base.withMemoryRebound(to: CChar.self, capacity: buffer.count, {
                      xmlCreateMemoryParserCtxt($0, count)
                  }) else { return false }
            defer { xmlFreeParserCtxt(ctxt) }
            install(on: ctxt)
            _ = xmlCtxtUseOptions(ctxt, options)
            let selfPointer = Unmanaged.passUnretained(self).toOpaque()
            xmlSetStructuredErrorFunc(selfPointer, XMLLoadState.onGlobalError)
            defer { xmlSetStructuredErrorFunc(nil, LibXML2.ignoreStructuredError) }
            _ = xmlParseDocument(ctxt)
            if let document = ctxt.pointee.myDoc {
                xmlFreeDoc(document)
                ctxt.pointee.myDoc = nil
            }
            return ctxt.pointee.wellFormed != 0 && (ctxt.pointee.errNo == 0 || stopped)
        }
        let hasErrors = diagnostics.contains { $0.severity == .error }
        if !hasErrors && (!parsed || root == nil) {
            // libxml2 failed without a report we could read; never return a tree in that case.
            let end = file.location(atOffset: file.bytes.count)
            diagnostics.append(root == nil ? MarkupDiagnostics.noRootElement(at: end)
                                           : MarkupDiagnostics.malformedXML("the document is not well formed", at: end))
        }
        return diagnostics.contains { $0.severity == .error } ? nil : root
    }

    /// Replaces the tree-building SAX callbacks with this loader's own and installs the error handler.
    private func install(on ctxt: xmlParserCtxtPtr) {
        ctxt.pointee._private = Unmanaged.passUnretained(self).toOpaque()
        guard let sax = ctxt.pointee.sax else { return }
        sax.pointee.startElementNs = XMLLoadState.onStartElement
        sax.pointee.endElementNs = XMLLoadState.onEndElement
        sax.pointee.characters = XMLLoadState.onCharacters
        sax.pointee.ignorableWhitespace = XMLLoadState.onCharacters
        sax.pointee.cdataBlock = XMLLoadState.onCharacters
        sax.pointee.internalSubset = XMLLoadState.onDoctype
        sax.pointee.externalSubset = nil
        sax.pointee.reference = nil
        sax.pointee.comment = nil
        sax.pointee.processingInstruction = nil
        sax.pointee.startElement = nil
        sax.pointee.endElement = nil
        sax.pointee.serror = XMLLoadState.onError
        sax.pointee.error = nil
        sax.pointee.warning = nil
        sax.pointee.fatalError = nil
    }

    static func from(_ context: UnsafeMutableRawPointer?) -> (XMLLoadState, xmlParserCtxtPtr)? {
        guard let ctxt = context?.assumingMemoryBound(to: xmlParserCtxt.self),
              let state = ctxt.pointee._private else { return nil }
        return (Unmanaged<XMLLoadState>.fromOpaque(state).takeUnretainedValue(), ctxt)
    }

    /// The byte offset in the original buffer where the parser is now (the buffer is UTF-8, never converted).
    static func currentOffset(_ ctxt: xmlParserCtxtPtr) -> Int? {
        guard ctxt.pointee.inputNr <= 1, ctxt.pointee.input != nil else { return nil }
        let consumed = Int(xmlByteConsumed(ctxt))
        return consumed >= 0 ? consumed : nil
    }

    func stop(_ ctxt: xmlParserCtxtPtr, _ diagnostic: Diagnostic) {
        diagnostics.append(diagnostic)
        stopped = true
        xmlStopParser(ctxt)
    }

    // MARK: - SAX callbacks

    static let onStartElement: startElementNsSAX2Func = {
        context, _, _, _, namespaceCount, namespaces, attributeCount, _, attributes in
        guard let (state, ctxt) = from(context), !state.stopped else { return }
        state.startElement(ctxt, namespaceCount: Int(namespaceCount), namespaces: namespaces,
                           attributeCount: Int(attributeCount), attributes: attributes)
    }

    static let onEndElement: endElementNsSAX2Func = { context, _, _, _ in
        guard let (state, ctxt) = from(context), !state.stopped else { return }
        state.endElement(ctxt)
    }

    static let onCharacters: charactersSAXFunc = { context, characters, length in
        guard let (state, _) = from(context), !state.stopped, let characters, length > 0 else { return }
        state.appendText(UnsafeBufferPointer(start: characters, count: Int(length)))
    }

    static let onDoctype: internalSubsetSAXFunc = { context, _, _, _ in
        guard let (state, ctxt) = from(context), !state.stopped else { return }
        let offset = currentOffset(ctxt) ?? 0
        let start = ColumnLocator.lastOccurrence(of: Array("<!DOCTYPE".utf8), atOrBefore: offset, in: state.file.bytes)
        state.stop(ctxt, MarkupDiagnostics.doctypeNotAllowed(at: state.file.location(atOffset: start ?? offset)))
    }

    static let onError: xmlStructuredErrorFunc = { context, error in
        guard let (state, ctxt) = from(context), let error else { return }
        state.report(error.pointee, offset: currentOffset(ctxt))
    }

    /// Errors that reach the thread's global channel instead of the context's (none are expected).
    static let onGlobalError: xmlStructuredErrorFunc = { context, error in
        guard let context, let error else { return }
        let state = Unmanaged<XMLLoadState>.fromOpaque(context).takeUnretainedValue()
        state.report(error.pointee, offset: nil)
    }

    // MARK: - Building the tree

    func startElement(_ ctxt: xmlParserCtxtPtr, namespaceCount: Int,
                      namespaces: UnsafeMutablePointer<UnsafePointer<xmlChar>?>?,
                      attributeCount: Int, attributes: UnsafeMutablePointer<UnsafePointer<xmlChar>?>?) {
        let bytes = file.bytes
        let consumed = XMLLoadState.currentOffset(ctxt) ?? lastMarkupEnd
        let lessThan = ColumnLocator.lastLessThan(atOrBefore: min(consumed, bytes.count - 1), in: bytes) ?? consumed
        let tag = ColumnLocator.lexStartTag(at: lessThan, in: bytes)
        let start = file.location(atOffset: lessThan)
        elementCount += 1
        if stack.count >= limits.maxDepth {
            stop(ctxt, MarkupDiagnostics.tooDeep(limit: limits.maxDepth, at: start))
            return
        }
        if elementCount > limits.maxElements {
            stop(ctxt, MarkupDiagnostics.tooManyElements(limit: limits.maxElements, at: start))
            return
        }
        if attributeCount + namespaceCount > limits.maxAttributesPerElement {
            let name = String(decoding: bytes[tag.name], as: UTF8.self)
            stop(ctxt, MarkupDiagnostics.tooManyAttributes(element: name, limit: limits.maxAttributesPerElement, at: start))
            return
        }

        // libxml2's decoded values, by qualified name, in document order (namespace declarations apart).
        var decoded: [(name: String, value: String)] = []
        decoded.reserveCapacity(attributeCount)
        if let attributes {
            for index in 0..<attributeCount {
                let fields = attributes + index * 5
                guard let localName = fields[0] else { continue }
                var name = String(cString: localName)
                if let prefix = fields[1] { name = String(cString: prefix) + ":" + name }
                var value = ""
                if let valueStart = fields[3], let valueEnd = fields[4], valueEnd >= valueStart {
                    value = XMLLoadState.decodeAmpersands(
                        UnsafeBufferPointer(start: valueStart, count: valueEnd - valueStart))
                }
                decoded.append((name, value))
            }
        }
        var declarations: [(prefix: String?, uri: String)] = []
        if let namespaces {
            for index in 0..<namespaceCount {
                let prefix = namespaces[index * 2].map { String(cString: $0) }
                let uri = namespaces[index * 2 + 1].map { String(cString: $0) } ?? ""
                declarations.append((prefix, uri))
            }
        }

        var result: [XMLAttribute] = []
        result.reserveCapacity(tag.attributes.count)
        var cursor = 0
        for raw in tag.attributes {
            let name = String(decoding: bytes[raw.name], as: UTF8.self)
            var value: String
            if name == "xmlns" || name.hasPrefix("xmlns:") {
                let prefix: String? = name == "xmlns" ? nil : String(name.dropFirst(6))
                value = declarations.first { $0.prefix == prefix }?.uri ?? ""
            } else if cursor < decoded.count, decoded[cursor].name == name {
                value = decoded[cursor].value
                cursor += 1
            } else if let match = decoded.first(where: { $0.name == name }) {
                value = match.value
            } else {
                value = String(decoding: bytes[raw.value], as: UTF8.self)
            }
            result.append(XMLAttribute(
                name: name, value: value,
                nameRange: range(raw.name), valueRange: range(raw.value),
                isVerbatim: ColumnLocator.isVerbatim(raw.value, in: bytes)))
        }

        let end = tag.end ?? min(consumed + 1, bytes.count)
        lastMarkupEnd = end
        let element = XMLElement(
            name: String(decoding: bytes[tag.name], as: UTF8.self), attributes: result,
            range: SourceRange(start: start, end: file.location(atOffset: end)), nameRange: range(tag.name))
        stack.append(OpenElement(element: element))
    }

    /// Without entity substitution libxml2's SAX2 interface writes every `&` of an attribute value (from
    /// `&amp;` or `&#38;`) as the five bytes `&#38;`, for its tree builder to decode later; no other `&` can
    /// occur in the value, so turning each `&#38;` back into `&` is exact.
    static func decodeAmpersands(_ value: UnsafeBufferPointer<xmlChar>) -> String {
        guard value.contains(UInt8(ascii: "&")) else { return String(decoding: value, as: UTF8.self) }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(value.count)
        var index = 0
        while index < value.count {
            bytes.append(value[index])
            if value[index] == UInt8(ascii: "&"), index + 4 < value.count, value[index + 1] == UInt8(ascii: "#"),
               value[index + 2] == UInt8(ascii: "3"), value[index + 3] == UInt8(ascii: "8"),
               value[index + 4] == UInt8(ascii: ";") {
                index += 5
            } else {
                index += 1
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    func endElement(_ ctxt: xmlParserCtxtPtr) {
        lastMarkupEnd = XMLLoadState.currentOffset(ctxt) ?? lastMarkupEnd
        guard var open = stack.popLast() else { return }
        if !open.text.isEmpty {
            open.element.text = String(decoding: open.text, as: UTF8.self)
        }
        if stack.isEmpty {
            root = open.element
        } else {
            stack[stack.count - 1].element.children.append(open.element)
        }
    }

    func appendText(_ characters: UnsafeBufferPointer<xmlChar>) {
        guard !stack.isEmpty else { return }
        let top = stack.count - 1
        stack[top].text.append(contentsOf: characters)
        if stack[top].element.textLocation == nil, characters.contains(where: { !ColumnLocator.isWhitespace($0) }) {
            stack[top].element.textLocation = file.location(atOffset: firstTextOffset(from: lastMarkupEnd))
        }
    }

    /// The first byte of real text after `offset`, skipping whitespace, comments and processing instructions.
    private func firstTextOffset(from offset: Int) -> Int {
        let bytes = file.bytes
        var index = offset
        while index < bytes.count {
            if ColumnLocator.isWhitespace(bytes[index]) {
                index += 1
            } else if bytes[index...].starts(with: [0x3C, 0x21, 0x2D, 0x2D]) {  // <!--
                index = skip(past: [0x2D, 0x2D, 0x3E], from: index + 4)
            } else if bytes[index...].starts(with: [0x3C, 0x3F]) {  // <?
                index = skip(past: [0x3F, 0x3E], from: index + 2)
            } else {
                return index
            }
        }
        return min(offset, bytes.count)
    }

    private func skip(past terminator: [UInt8], from start: Int) -> Int {
        let bytes = file.bytes
        var index = start
        while index + terminator.count <= bytes.count {
            if bytes[index..<index + terminator.count].elementsEqual(terminator) { return index + terminator.count }
            index += 1
        }
        return bytes.count
    }

    private func range(_ offsets: Range<Int>) -> SourceRange {
        SourceRange(start: file.location(atOffset: offsets.lowerBound), end: file.location(atOffset: offsets.upperBound))
    }
}

internal import CLibXML2
import LayoutModel

/// Loads an XML document from memory into an ``XMLTree`` (handed out as its root ``XMLElement``) with exact
/// positions, through libxml2's SAX2 interface and nothing else (robustness.md §1): no file access, no network, no DTD, no entity expansion.
///
/// * The caller passes the bytes (``SourceFile``); ``XMLPreflight`` rejects oversized, compressed, non-UTF-8
///   and attribute-bomb input before libxml2 sees it.
/// * Options are `XML_PARSE_NONET | XML_PARSE_BIG_LINES` only: never `NOENT`, `DTDLOAD` or `HUGE`.
/// * A DOCTYPE stops the parse at once (SAX `internalSubset` + `xmlStopParser`), so no declaration is read.
/// * The tree is built from SAX events with an explicit stack (``XMLTreeBuilder``): no recursion, and the depth
///   is capped.
/// * Positions come from `xmlByteConsumed` at each start tag plus ``ColumnLocator``, so line and column are
///   exact past line 65,535 and inside start tags spread over several lines.
/// * Well-formedness errors arrive through a per-context structured handler; the first fatal error is
///   reported and the cascade after it dropped. Any error means no tree.
package enum XMLLoader {
    /// Parses `file`. Returns the root element, or nil after reporting at least one error into `sink`.
    package static func load(_ file: SourceFile, limits: MarkupLimits = .default, feeding: XMLFeeding = .standard,
                             into sink: inout DiagnosticSink) -> XMLElement? {
        guard XMLPreflight.check(file, limits: limits, into: &sink) else { return nil }
        LibXML2.initializeOnce()

        let state = XMLLoadState(file: file, limits: limits, feeding: feeding)
        let root: XMLElement? = withExtendedLifetime(state) {
            state.parse()
        }
        for diagnostic in state.diagnostics { sink.emit(diagnostic) }
        return root
    }
}

/// How the bytes are handed to libxml2: its pull parser reads them through a callback (`xmlCreateIOParserCtxt`), at
/// most `readSize` bytes a read (libxml2 asks for about 4,000 at a time; tests ask for fewer, so that tags and text
/// straddle every kind of boundary).
///
/// The pull parser is what xmllint uses. Its buffer holds a few reads at a time, and it parses each tag once.
/// Libxml2's memory parser (2.9.14) first copies the whole document into a buffer of its own, and its push parser,
/// before the final chunk, looks ahead for the end of every tag (a second scan) and moves the unparsed rest of its
/// buffer down after every chunk; nor may a final chunk exceed libxml2's lookup limit (10,000,000 bytes without
/// `XML_PARSE_HUGE`), so a large document had to be pushed mostly in chunks. At 100,000 leaves (90 MB) pushing cost
/// libxml2 2,312 M instructions and reading 2,149 M; below 8 MB, where the push parser took the document as one
/// final chunk, the two are within 0.5 %.
package struct XMLFeeding: Sendable {
    package var readSize: Int

    package init(readSize: Int) {
        self.readSize = max(1, readSize)
    }

    package static let standard = XMLFeeding(readSize: .max)
}

/// The document's bytes as libxml2's read callback sees them.
private struct ByteSource {
    let base: UnsafePointer<CChar>
    let count: Int
    var offset = 0
    let readSize: Int

    /// Copies up to `length` bytes (at most `readSize`) into `destination`; returns how many (0 at the end).
    mutating func read(into destination: UnsafeMutablePointer<CChar>, length: Int) -> Int {
        let n = min(length, readSize, count - offset)
        guard n > 0 else { return 0 }
        destination.update(from: base + offset, count: n)
        offset += n
        return n
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
    let file: SourceFile
    let limits: MarkupLimits
    var diagnostics: [Diagnostic] = []
    /// What every SAX callback reads or changes, kept behind pointers: a stored property of a class is checked for
    /// exclusive access at run time on every access, which cost about as much as the callbacks' own work.
    private let builderStorage: UnsafeMutablePointer<XMLTreeBuilder>
    private let progress: UnsafeMutablePointer<Progress>

    private struct Progress {
        var elementCount = 0
        var lastMarkupEnd = 0
        var stopped = false
    }

    var builder: XMLTreeBuilder {
        unsafeAddress { UnsafePointer(builderStorage) }
        unsafeMutableAddress { builderStorage }
    }
    var elementCount: Int {
        get { progress.pointee.elementCount }
        set { progress.pointee.elementCount = newValue }
    }
    /// The offset just past the last start or end tag, where text that follows it begins.
    var lastMarkupEnd: Int {
        get { progress.pointee.lastMarkupEnd }
        set { progress.pointee.lastMarkupEnd = newValue }
    }
    /// Set when this code stopped the parser (DOCTYPE, a limit); libxml2's reports after that are ignored.
    var stopped: Bool {
        get { progress.pointee.stopped }
        set { progress.pointee.stopped = newValue }
    }
    /// Set after the first fatal libxml2 error; the cascade that follows it is dropped.
    var sawFatalError = false

    let feeding: XMLFeeding

    init(file: SourceFile, limits: MarkupLimits, feeding: XMLFeeding = .standard) {
        self.file = file
        self.limits = limits
        self.feeding = feeding
        builderStorage = .allocate(capacity: 1)
        builderStorage.initialize(to: XMLTreeBuilder(file: file))
        progress = .allocate(capacity: 1)
        progress.initialize(to: Progress())
    }

    deinit {
        builderStorage.deinitialize(count: 1)
        builderStorage.deallocate()
        progress.deinitialize(count: 1)
        progress.deallocate()
    }

    func parse() -> XMLElement? {
        let options = Int32(XML_PARSE_NONET.rawValue | XML_PARSE_BIG_LINES.rawValue)
        let parsed: Bool = file.bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return false }
            return base.withMemoryRebound(to: CChar.self, capacity: buffer.count) { bytes -> Bool in
                var source = ByteSource(base: bytes, count: buffer.count, readSize: feeding.readSize)
                return withUnsafeMutablePointer(to: &source) { sourcePointer -> Bool in
                    guard let ctxt = xmlCreateIOParserCtxt(nil, nil, XMLLoadState.onRead, nil, sourcePointer,
                                                           XML_CHAR_ENCODING_NONE) else { return false }
                    defer { xmlFreeParserCtxt(ctxt) }
                    install(on: ctxt)
                    _ = xmlCtxtUseOptions(ctxt, options)
                    let selfPointer = Unmanaged.passUnretained(self).toOpaque()
                    xmlSetStructuredErrorFunc(selfPointer, XMLLoadState.onGlobalError)
                    defer { xmlSetStructuredErrorFunc(nil, LibXML2.ignoreStructuredError) }
                    // Stopped by this code (DOCTYPE, a limit) or by a fatal error, the parse returns at once.
                    _ = xmlParseDocument(ctxt)
                    if let document = ctxt.pointee.myDoc {
                        xmlFreeDoc(document)
                        ctxt.pointee.myDoc = nil
                    }
                    return ctxt.pointee.wellFormed != 0 && (ctxt.pointee.errNo == 0 || stopped)
                }
            }
        }
        let hasRoot = builder.isComplete
        let hasErrors = diagnostics.contains { $0.severity == .error }
        if !hasErrors && (!parsed || !hasRoot) {
            // libxml2 failed without a report we could read; never return a tree in that case.
            let end = file.location(atOffset: file.bytes.count)
            diagnostics.append(!hasRoot ? MarkupDiagnostics.noRootElement(at: end)
                                        : MarkupDiagnostics.malformedXML("the document is not well formed", at: end))
        }
        guard !diagnostics.contains(where: { $0.severity == .error }) else { return nil }
        return builder.finish().root
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

    /// Calls `body` with the state a callback's parser context points to, borrowed: the parse holds the state for
    /// as long as libxml2 calls back, so a callback neither retains nor releases it (three callbacks per element).
    static func with(_ context: UnsafeMutableRawPointer?, _ body: (XMLLoadState, xmlParserCtxtPtr) -> Void) {
        guard let ctxt = context?.assumingMemoryBound(to: xmlParserCtxt.self),
              let state = ctxt.pointee._private else { return }
        Unmanaged<XMLLoadState>.fromOpaque(state)._withUnsafeGuaranteedRef { body($0, ctxt) }
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

    /// Libxml2's read callback: the next bytes of the document.
    static let onRead: xmlInputReadCallback = { context, buffer, length in
        guard let context, let buffer, length > 0 else { return 0 }
        let source = context.assumingMemoryBound(to: ByteSource.self)
        return Int32(source.pointee.read(into: buffer, length: Int(length)))
    }

    static let onStartElement: startElementNsSAX2Func = {
        context, localName, prefix, _, namespaceCount, namespaces, attributeCount, _, attributes in
        guard let localName else { return }
        with(context) { state, ctxt in
            guard !state.stopped else { return }
            state.startElement(ctxt, localName: localName, prefix: prefix, namespaceCount: Int(namespaceCount),
                               namespaces: namespaces, attributeCount: Int(attributeCount), attributes: attributes)
        }
    }

    static let onEndElement: endElementNsSAX2Func = { context, _, _, _ in
        with(context) { state, ctxt in
            guard !state.stopped else { return }
            state.lastMarkupEnd = currentOffset(ctxt) ?? state.lastMarkupEnd
            state.builder.endElement()
        }
    }

    static let onCharacters: charactersSAXFunc = { context, characters, length in
        guard let characters, length > 0 else { return }
        with(context) { state, _ in
            guard !state.stopped else { return }
            state.builder.appendText(UnsafeBufferPointer(start: characters, count: Int(length)),
                                     after: state.lastMarkupEnd)
        }
    }

    static let onDoctype: internalSubsetSAXFunc = { context, _, _, _ in
        with(context) { state, ctxt in
            guard !state.stopped else { return }
            let offset = currentOffset(ctxt) ?? 0
            let start = ColumnLocator.lastOccurrence(of: Array("<!DOCTYPE".utf8), atOrBefore: offset,
                                                     in: state.file.bytes)
            state.stop(ctxt, MarkupDiagnostics.doctypeNotAllowed(at: state.file.location(atOffset: start ?? offset)))
        }
    }

    static let onError: xmlStructuredErrorFunc = { context, error in
        guard let error else { return }
        with(context) { state, ctxt in state.report(error.pointee, offset: currentOffset(ctxt)) }
    }

    /// Errors that reach the thread's global channel instead of the context's (none are expected).
    static let onGlobalError: xmlStructuredErrorFunc = { context, error in
        guard let context, let error else { return }
        let state = Unmanaged<XMLLoadState>.fromOpaque(context).takeUnretainedValue()
        state.report(error.pointee, offset: nil)
    }

    // MARK: - Start tags

    func startElement(_ ctxt: xmlParserCtxtPtr, localName: UnsafePointer<xmlChar>, prefix: UnsafePointer<xmlChar>?,
                      namespaceCount: Int, namespaces: UnsafeMutablePointer<UnsafePointer<xmlChar>?>?,
                      attributeCount: Int, attributes: UnsafeMutablePointer<UnsafePointer<xmlChar>?>?) {
        let bytes = file.bytes
        let consumed = XMLLoadState.currentOffset(ctxt) ?? lastMarkupEnd
        let probe = min(consumed, bytes.count - 1)
        // libxml2 calls back with the parser at the start tag's `>` or `/>`; its `<` is the last one before that.
        // Between the end of the previous tag and this one lie only text (no '<'), comments, processing instructions
        // and CDATA sections, so the first '<' after that end is this tag's unless it opens one of those.
        let markupEnd = lastMarkupEnd
        let lessThan = bytes.withUnsafeBufferPointer { buffer -> Int? in
            let first = ColumnLocator.firstLessThan(from: markupEnd, in: buffer)
            if first <= probe, first + 1 < buffer.count, buffer[first + 1] != UInt8(ascii: "!"),
               buffer[first + 1] != UInt8(ascii: "?") {
                return first
            }
            return ColumnLocator.lastLessThan(atOrBefore: probe, in: buffer)
        } ?? consumed
        elementCount += 1
        if builder.depth >= limits.maxDepth {
            stop(ctxt, MarkupDiagnostics.tooDeep(limit: limits.maxDepth, at: file.location(atOffset: lessThan)))
            return
        }
        if elementCount > limits.maxElements {
            stop(ctxt, MarkupDiagnostics.tooManyElements(limit: limits.maxElements, at: file.location(atOffset: lessThan)))
            return
        }
        if attributeCount + namespaceCount > limits.maxAttributesPerElement {
            let tag = ColumnLocator.lexStartTag(at: lessThan, in: bytes, maxAttributes: 0)
            let name = String(decoding: bytes[tag.name], as: UTF8.self)
            stop(ctxt, MarkupDiagnostics.tooManyAttributes(element: name, limit: limits.maxAttributesPerElement,
                                                           at: file.location(atOffset: lessThan)))
            return
        }
        let end = tagEnd(lessThan: lessThan, consumed: consumed)
        lastMarkupEnd = end
        if namespaceCount == 0 {
            builder.startElement(localName: localName, prefix: prefix, tagStart: lessThan, tagEnd: end,
                                 attributeCount: attributeCount, attributes: attributes)
        } else {
            builder.startElement(withNamespacesAt: lessThan, tagEnd: end, localName: localName, prefix: prefix,
                                 namespaceCount: namespaceCount, namespaces: namespaces,
                                 attributeCount: attributeCount, attributes: attributes)
        }
    }

    /// The offset just past the start tag's `>` or `/>`, from where libxml2 stopped (re-lexing the tag only when
    /// the parser is not at either).
    private func tagEnd(lessThan: Int, consumed: Int) -> Int {
        let bytes = file.bytes
        if consumed < bytes.count {
            if bytes[consumed] == UInt8(ascii: ">") { return consumed + 1 }
            if bytes[consumed] == UInt8(ascii: "/"), consumed + 1 < bytes.count, bytes[consumed + 1] == UInt8(ascii: ">") {
                return consumed + 2
            }
        }
        return ColumnLocator.lexStartTag(at: lessThan, in: bytes).end ?? min(consumed + 1, bytes.count)
    }
}

internal import CLibXML2
import LayoutModel

/// Validates documents against a RELAX NG schema through libxml2 (robustness.md §1.9): the grammar is the
/// documented contract, checked in CI against every sample and fixture. User-facing diagnostics come from the
/// readers, which know columns and suggestions; libxml2's schema errors carry a line only (column 0, and
/// sometimes no line), so these diagnostics point at the start of the line.
///
/// Documents go through the same preflight and DOCTYPE refusal as ``XMLLoader`` before libxml2 builds the
/// tree it validates. Not thread-safe: use one validator per thread.
package final class RelaxNGValidator {
    private let schema: xmlRelaxNGPtr

    /// Compiles the schema; returns nil after reporting why it could not.
    package init?(schema file: SourceFile, into sink: inout DiagnosticSink) {
        LibXML2.initializeOnce()
        let collector = ErrorCollector(file: file)
        let compiled: xmlRelaxNGPtr? = withExtendedLifetime(collector) {
            file.bytes.withUnsafeBufferPointer { buffer -> xmlRelaxNGPtr? in
                guard let base = buffer.baseAddress else { return nil }
                let pointer = UnsafeRawPointer(base).assumingMemoryBound(to: CChar.self)
                guard let parser = xmlRelaxNGNewMemParserCtxt(pointer, Int32(clamping: buffer.count)) else { return nil }
                defer { xmlRelaxNGFreeParserCtxt(parser) }
                let context = Unmanaged.passUnretained(collector).toOpaque()
                xmlRelaxNGSetParserStructuredErrors(parser, ErrorCollector.handler, context)
                xmlSetStructuredErrorFunc(context, ErrorCollector.handler)
                defer { xmlSetStructuredErrorFunc(nil, LibXML2.ignoreStructuredError) }
                return xmlRelaxNGParse(parser)
            }
        }
        for diagnostic in collector.diagnostics { sink.emit(diagnostic) }
        guard let compiled else {
            if collector.diagnostics.isEmpty {
                sink.emit(MarkupDiagnostics.invalidSchema("the schema could not be compiled", at: nil))
            }
            return nil
        }
        schema = compiled
    }

    deinit {
        xmlRelaxNGFree(schema)
    }

    /// The schema violations of `file` (empty when it is valid), or the loading errors that kept it from
    /// being validated.
    package func validate(_ file: SourceFile, limits: MarkupLimits = .default) -> [Diagnostic] {
        var sink = DiagnosticSink(path: file.path)
        guard XMLPreflight.check(file, limits: limits, into: &sink) else { return sink.diagnostics }
        // Load once through the hardened loader, so every loading problem reads as it does elsewhere.
        guard XMLLoader.load(file, limits: limits, into: &sink) != nil else { return sink.diagnostics }
        LibXML2.initializeOnce()
        let collector = ErrorCollector(file: file)
        withExtendedLifetime(collector) {
            let context = Unmanaged.passUnretained(collector).toOpaque()
            xmlSetStructuredErrorFunc(context, ErrorCollector.handler)
            defer { xmlSetStructuredErrorFunc(nil, LibXML2.ignoreStructuredError) }
            let options = Int32(XML_PARSE_NONET.rawValue | XML_PARSE_BIG_LINES.rawValue)
            let document: xmlDocPtr? = file.bytes.withUnsafeBufferPointer { buffer in
                guard let base = buffer.baseAddress else { return nil }
                let pointer = UnsafeRawPointer(base).assumingMemoryBound(to: CChar.self)
                // The loader above refused any DOCTYPE, so this parse reads no DTD and expands nothing.
                return xmlReadMemory(pointer, Int32(buffer.count), nil, nil, options)
            }
            guard let document else {
                collector.diagnostics.append(MarkupDiagnostics.invalidSchema("the document could not be read for validation", at: nil))
                return
            }
            defer { xmlFreeDoc(document) }
            guard let validation = xmlRelaxNGNewValidCtxt(schema) else { return }
            defer { xmlRelaxNGFreeValidCtxt(validation) }
            xmlRelaxNGSetValidStructuredErrors(validation, ErrorCollector.handler, context)
            let result = xmlRelaxNGValidateDoc(validation, document)
            if result != 0 && collector.diagnostics.isEmpty {
                collector.diagnostics.append(MarkupDiagnostics.schemaViolation("the document does not match the schema", at: nil))
            }
        }
        for diagnostic in collector.diagnostics { sink.emit(diagnostic) }
        return sink.diagnostics
    }

    /// Receives libxml2's structured errors for one operation.
    private final class ErrorCollector {
        let file: SourceFile
        var diagnostics: [Diagnostic] = []

        init(file: SourceFile) { self.file = file }

        static let handler: xmlStructuredErrorFunc = { context, error in
            guard let context, let error else { return }
            let collector = Unmanaged<ErrorCollector>.fromOpaque(context).takeUnretainedValue()
            let message = XMLLoadState.styled(error.pointee.message.map { String(cString: $0) } ?? "invalid")
            let line = Int(error.pointee.line)
            let location = line > 0 ? collector.file.location(atOffset: collector.file.offset(line: line, column: 1)) : nil
            let diagnostic = error.pointee.domain == Int32(XML_FROM_RELAXNGP.rawValue)
                ? MarkupDiagnostics.invalidSchema(message, at: location)
                : MarkupDiagnostics.schemaViolation(message, at: location)
            if !collector.diagnostics.contains(diagnostic) { collector.diagnostics.append(diagnostic) }
        }
    }
}

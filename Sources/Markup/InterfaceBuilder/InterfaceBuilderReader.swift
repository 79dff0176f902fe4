import LayoutModel

/// The reader for genuine Interface Builder `.storyboard` and `.xib` files (interface-builder.md), called by
/// ``MarkupParser`` for a `<document type="com.apple.InterfaceBuilder3.CocoaTouch…">` root.
///
/// DISPATCH POINT for the Interface Builder reader: its implementation replaces this file (and may add
/// `IBDocumentReader.swift`, `IBViewReader.swift`, … next to it). It receives the loaded ``XMLElement`` tree
/// (positions included) and reports through the sink with ``MarkupDiagnostics`` members.
enum InterfaceBuilderReader {
    static func read(_ root: XMLElement, file: SourceFile, format: MarkupDocument.Format,
                     into sink: inout DiagnosticSink) -> MarkupDocument {
        sink.emit(MarkupDiagnostics.interfaceBuilderReaderMissing(at: root.location))
        return MarkupDocument(path: file.path, format: format)
    }
}

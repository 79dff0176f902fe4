import LayoutModel

enum NativeReader {
    static func read(_ root: XMLElement, file: SourceFile, into sink: inout DiagnosticSink) -> MarkupDocument {
        MarkupDocument(path: file.path, format: .native)
    }
}

public enum NativeVocabulary {
    public static let rootElement = "document"
}

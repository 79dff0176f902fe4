import LayoutModel

/// The Markup stage's entry point: bytes in, a ``MarkupDocument`` and diagnostics out.
///
/// The reader is chosen by the root element: an Interface Builder `document` (its `type` names
/// `com.apple.InterfaceBuilder3…`) goes to ``InterfaceBuilderReader``, any other `document` to the native
/// dialect's reader. Every problem of the file is reported, sorted by position; the document is still
/// returned (possibly partial) so callers can show what was understood, but it must not be laid out when the
/// diagnostics contain an error.
public enum MarkupParser {
    public static func parse(_ file: SourceFile, limits: MarkupLimits = .default) -> (MarkupDocument, [Diagnostic]) {
        var sink = DiagnosticSink(path: file.path)
        let document = parse(file, limits: limits, into: &sink)
        return (document, sink.sorted)
    }

    /// What ``parse(_:limits:)`` reports for a file of `size` bytes over ``MarkupLimits/maxBytes``, for callers
    /// that check the size before reading the file (robustness.md §1.3), so that the bytes are never read.
    public static func oversizedFile(path: String, size: Int, limits: MarkupLimits = .default) -> (MarkupDocument, [Diagnostic]) {
        var sink = DiagnosticSink(path: path)
        sink.emit(MarkupDiagnostics.fileTooLarge(size: size, limit: limits.maxBytes,
                                                 at: SourceLocation(line: 1, column: 1, offset: 0)))
        return (MarkupDocument(path: path, format: .native), sink.sorted)
    }

    static func parse(_ file: SourceFile, limits: MarkupLimits, into sink: inout DiagnosticSink) -> MarkupDocument {
        let document = read(file, limits: limits, into: &sink)
        DocumentLimits.check(document, limits: limits, into: &sink)
        return document
    }

    private static func read(_ file: SourceFile, limits: MarkupLimits, into sink: inout DiagnosticSink) -> MarkupDocument {
        let empty = MarkupDocument(path: file.path, format: .native)
        guard let root = XMLLoader.load(file, limits: limits, into: &sink) else { return empty }
        guard root.name == NativeVocabulary.rootElement else {
            sink.emit(MarkupDiagnostics.unknownRootElement(root.name, at: root.location))
            return empty
        }
        switch DocumentFlavor(root) {
        case .native:
            return NativeReader.read(root, file: file, into: &sink)
        case .interfaceBuilder(let format):
            // Genuine .storyboard / .xib files: the Interface Builder reader (interface-builder.md).
            return InterfaceBuilderReader.read(root, file: file, format: format, into: &sink)
        case .unsupportedPlatform(let runtime):
            sink.emit(MarkupDiagnostics.unsupportedPlatform(runtime, at: root.attribute("targetRuntime")?.valueRange.start ?? root.location))
            return MarkupDocument(path: file.path, format: .storyboard)
        }
    }
}

/// What kind of `<document>` a root element is.
enum DocumentFlavor: Equatable {
    case native
    case interfaceBuilder(MarkupDocument.Format)
    /// An Interface Builder document for another platform (`MacOSX.Cocoa`, `AppleTV`, watch), whose
    /// `stackView` elements are not UIStackViews.
    case unsupportedPlatform(String)

    init(_ root: XMLElement) {
        guard let type = root["type"], type.hasPrefix("com.apple.InterfaceBuilder") else {
            self = .native
            return
        }
        let runtime = root["targetRuntime"] ?? (type.containsCharacters(of: ".CocoaTouch.") ? "iOS.CocoaTouch" : type)
        guard runtime == "iOS.CocoaTouch" || runtime.hasPrefix("iOS.CocoaTouch") else {
            self = .unsupportedPlatform(runtime)
            return
        }
        self = .interfaceBuilder(type.hasSuffix("Storyboard.XIB") ? .storyboard : .xib)
    }
}

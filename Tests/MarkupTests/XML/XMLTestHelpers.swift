import LayoutModel
@testable import Markup

/// Loads XML text (or bytes) and returns the tree and the diagnostics.
func loadXML(_ text: String, limits: MarkupLimits = .default,
             feeding: XMLFeeding = .standard) -> (XMLElement?, [Diagnostic]) {
    loadXML(bytes: Array(text.utf8), limits: limits, feeding: feeding)
}

func loadXML(bytes: [UInt8], limits: MarkupLimits = .default,
             feeding: XMLFeeding = .standard) -> (XMLElement?, [Diagnostic]) {
    var sink = DiagnosticSink(path: "t.xml")
    let root = XMLLoader.load(SourceFile(path: "t.xml", bytes: bytes), limits: limits, feeding: feeding, into: &sink)
    return (root, sink.diagnostics)
}

/// `line:column` of a location, for compact expectations.
func position(_ location: SourceLocation?) -> String {
    location.map { "\($0.line):\($0.column)" } ?? "-"
}

/// `line:column: severity: message [id]` of each diagnostic (notes excluded).
func summary(_ diagnostics: [Diagnostic]) -> [String] {
    diagnostics.map { "\(position($0.location)): \($0.severity.rawValue): \($0.message) [\($0.id)]" }
}

import LayoutModel

/// Why a device file could not be read: every problem found, each with `path:line:column`.
public struct DeviceCatalogError: Error, Sendable, CustomStringConvertible {
    public var diagnostics: [Diagnostic]

    public init(diagnostics: [Diagnostic]) {
        self.diagnostics = diagnostics
    }

    /// The diagnostics in compiler form, one per line, notes after the diagnostic they explain.
    public var description: String {
        var lines: [String] = []
        for diagnostic in diagnostics {
            lines.append(diagnostic.description)
            lines += diagnostic.notes.map(\.description)
        }
        return lines.joined(separator: "\n")
    }
}

/// How serious a diagnostic is. Errors make a command exit with status 1.
public enum DiagnosticSeverity: String, Sendable, Hashable, CaseIterable {
    case error, warning, note
}

/// One message for the user, with a stable id and an optional position.
///
/// Library modules never print: they collect diagnostics in a ``DiagnosticSink`` and the driver formats them
/// as `path:line:column: severity: message [id]`. Messages are lowercase, name user text in single quotes and
/// have no trailing period.
public struct Diagnostic: Sendable, Hashable, CustomStringConvertible {
    public var severity: DiagnosticSeverity
    /// A stable identifier such as `markup.unknownAttribute`; tests assert on it.
    public var id: String
    public var message: String
    /// The file the diagnostic points into, as the user named it.
    public var path: String?
    public var location: SourceLocation?
    /// Notes that explain this diagnostic (suggestions, the other half of a conflict); printed right after it.
    public var notes: [Diagnostic]

    public init(
        _ severity: DiagnosticSeverity, id: String, _ message: String,
        path: String? = nil, at location: SourceLocation? = nil, notes: [Diagnostic] = []
    ) {
        self.severity = severity
        self.id = id
        self.message = message
        self.path = path
        self.location = location
        self.notes = notes
    }

    /// `path:line:column: severity: message`, the one-line form compilers print (without the id).
    public var description: String {
        var prefix = ""
        if let path { prefix = path + ":" }
        if let location { prefix += "\(location.line):\(location.column):" }
        if !prefix.isEmpty { prefix += " " }
        return "\(prefix)\(severity.rawValue): \(message)"
    }
}

/// Collects the diagnostics of one stage. Stages keep going after recoverable problems and report
/// everything; the driver stops between stages when errors exist.
public struct DiagnosticSink: Sendable {
    public private(set) var diagnostics: [Diagnostic] = []
    /// The file that positions refer to, attached to every diagnostic that has none.
    public var path: String?

    public init(path: String? = nil) {
        self.path = path
    }

    public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
    public var errorCount: Int { diagnostics.count { $0.severity == .error } }

    public mutating func emit(_ diagnostic: Diagnostic) {
        var diagnostic = diagnostic
        if diagnostic.path == nil { diagnostic.path = path }
        for index in diagnostic.notes.indices where diagnostic.notes[index].path == nil {
            diagnostic.notes[index].path = path
        }
        diagnostics.append(diagnostic)
    }

    public mutating func error(_ id: String, _ message: String, at location: SourceLocation?, notes: [Diagnostic] = []) {
        emit(Diagnostic(.error, id: id, message, at: location, notes: notes))
    }

    public mutating func warning(_ id: String, _ message: String, at location: SourceLocation?, notes: [Diagnostic] = []) {
        emit(Diagnostic(.warning, id: id, message, at: location, notes: notes))
    }

    public mutating func append(contentsOf other: [Diagnostic]) {
        for diagnostic in other { emit(diagnostic) }
    }

    /// Diagnostics ordered by file, line and column, keeping emission order among equals.
    public var sorted: [Diagnostic] {
        diagnostics.enumerated().sorted { a, b in
            let keyA = (a.element.path ?? "", a.element.location?.line ?? 0, a.element.location?.column ?? 0)
            let keyB = (b.element.path ?? "", b.element.location?.line ?? 0, b.element.location?.column ?? 0)
            return keyA != keyB ? keyA < keyB : a.offset < b.offset
        }.map(\.element)
    }
}

extension Diagnostic {
    /// A note, usually a suggestion or a pointer to a related position.
    public static func note(_ message: String, path: String? = nil, at location: SourceLocation? = nil) -> Diagnostic {
        Diagnostic(.note, id: "note", message, path: path, at: location)
    }
}

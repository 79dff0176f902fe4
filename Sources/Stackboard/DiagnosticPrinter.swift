import LayoutModel

/// Formats diagnostics the way compilers print them, one per line:
/// `path:line:column: severity: message [id]`, each note right after its diagnostic.
///
/// The bracketed id is the diagnostic's stable catalog id (`markup.unknownAttribute`), which users search
/// for and tools filter on; notes carry none.
///
/// Diagnostics are ordered by file, line and column (emission order among equals), so output is stable. Past
/// `maximumCount` diagnostics one line says how many more there are (robustness.md §4.4: a broken file can
/// produce thousands, and the first ones are what matter).
public struct DiagnosticPrinter: Sendable {
    /// Colour severities with ANSI escapes (only for a terminal, and never when `NO_COLOR` is set).
    public var useColor: Bool
    /// The most diagnostics printed per call (each with its notes); nil prints all.
    public var maximumCount: Int?

    /// The default cap on printed diagnostics.
    public static let defaultMaximumCount = 50

    public init(useColor: Bool = false, maximumCount: Int? = DiagnosticPrinter.defaultMaximumCount) {
        self.useColor = useColor
        self.maximumCount = maximumCount
    }

    /// The printed form of a list of diagnostics; empty for none, otherwise ending with a newline.
    public func format(_ diagnostics: [Diagnostic]) -> String {
        var sink = DiagnosticSink()
        sink.append(contentsOf: diagnostics)
        let sorted = sink.sorted
        let shown = maximumCount.map { min(max($0, 0), sorted.count) } ?? sorted.count
        var output = ""
        for diagnostic in sorted.prefix(shown) {
            output += line(for: diagnostic)
            for note in diagnostic.notes { output += line(for: note) }
        }
        if shown < sorted.count {
            let hidden = sorted[shown...]
            let errors = hidden.count { $0.severity == .error }
            output += line(for: .note("\(hidden.count) more diagnostics not shown (\(errors) of them errors)"))
        }
        return output
    }

    private func line(for diagnostic: Diagnostic) -> String {
        var prefix = ""
        if let path = diagnostic.path { prefix = sanitize(path) + ":" }
        if let location = diagnostic.location { prefix += "\(location.line):\(location.column):" }
        if !prefix.isEmpty { prefix += " " }
        let severity = diagnostic.severity.rawValue + ":"
        var message = sanitize(diagnostic.message)
        if diagnostic.severity != .note && !diagnostic.id.isEmpty { message += " [\(diagnostic.id)]" }
        guard useColor else { return "\(prefix)\(severity) \(message)\n" }
        let color = switch diagnostic.severity {
        case .error: "\u{1B}[1;31m"
        case .warning: "\u{1B}[1;35m"
        case .note: "\u{1B}[1;30m"
        }
        return "\u{1B}[1m\(prefix)\u{1B}[0m\(color)\(severity)\u{1B}[0m \u{1B}[1m\(message)\u{1B}[0m\n"
    }

    /// Replaces control characters so that a hostile document cannot move the cursor or fake lines.
    private func sanitize(_ text: String) -> String {
        var result = ""
        result.unicodeScalars.reserveCapacity(text.unicodeScalars.count)
        for scalar in text.unicodeScalars {
            if scalar.value < 0x20 || scalar.value == 0x7F || (0x80..<0xA0).contains(scalar.value) {
                result.unicodeScalars.append("\u{FFFD}")
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}

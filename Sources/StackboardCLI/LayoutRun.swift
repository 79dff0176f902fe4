import ArgumentParser
import Stackboard

/// The shared front half of every command that lays a document out: read, parse, pick the configuration,
/// resolve and lay out; print diagnostics and exit 1 when the document cannot be laid out.
enum LayoutRun {
    /// Lays out `file` for `request`, keeping only `sceneID` when given.
    ///
    /// Prints the diagnostics and throws exit status 1 when there are errors before layout; layout warnings and
    /// conflicts are returned with the layout.
    static func layout(_ file: String, pipeline: Pipeline, request: ConfigurationRequest, sceneID: String?,
                       timings: inout StageTimings) throws -> (LayoutDocument, [Diagnostic]) {
        let (document, parseDiagnostics) = try pipeline.parse(path: file, timings: &timings)
        var diagnostics = parseDiagnostics
        guard !diagnostics.contains(where: { $0.severity == .error }) else {
            Console.print(diagnostics: diagnostics)
            throw ExitStatus.inputErrors
        }
        var selected = document
        if let sceneID {
            selected.scenes = document.scenes.filter { $0.id == sceneID }
            guard !selected.scenes.isEmpty else {
                let known = document.scenes.map(\.id)
                var notes: [Diagnostic] = []
                if let suggestion = Suggestions.closest(to: sceneID, in: known) {
                    notes.append(.note("did you mean '\(suggestion)'?"))
                }
                notes.append(.note("scenes in this document: \(known.joined(separator: ", "))"))
                Console.print(diagnostics: [Diagnostic(.error, id: "cli.unknownScene", "no scene '\(sceneID)' in '\(file)'", notes: notes)])
                throw ExitStatus.usage
            }
        }
        let (configuration, configurationDiagnostics) = pipeline.configuration(for: selected, request: request)
        diagnostics += configurationDiagnostics
        guard let configuration else {
            Console.print(diagnostics: diagnostics)
            throw ExitStatus.usage
        }
        let laidOut = pipeline.layout(selected, for: configuration, timings: &timings)
        diagnostics += laidOut.diagnostics
        guard let layout = laidOut.layout, !laidOut.hasErrors else {
            Console.print(diagnostics: diagnostics)
            throw ExitStatus.inputErrors
        }
        return (layout, diagnostics)
    }
}

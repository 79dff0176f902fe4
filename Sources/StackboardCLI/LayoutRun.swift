import Stackboard
import SVGEmitter

/// The shared front half of every command that lays documents out: read and parse, choose configurations,
/// resolve and lay out. Diagnostics that stop a document are printed here, with exit status 1.
enum LayoutRun {
    /// Reads and parses `file`, keeping only `sceneID` when given.
    static func parse(_ file: String, pipeline: Pipeline, sceneID: String?,
                      timings: inout StageTimings) throws -> (MarkupDocument, [Diagnostic]) {
        let (document, diagnostics) = try read(file, pipeline: pipeline, timings: &timings)
        guard !diagnostics.contains(where: { $0.severity == .error }) else {
            Console.print(diagnostics: diagnostics)
            throw ExitStatus.inputErrors
        }
        guard let sceneID else { return (document, diagnostics) }
        var selected = document
        selected.scenes = document.scenes.filter { $0.id == sceneID }
        guard selected.scenes.isEmpty else { return (selected, diagnostics) }
        let known = document.scenes.map(\.id)
        var notes: [Diagnostic] = []
        if let suggestion = Suggestions.closest(to: sceneID, in: known) {
            notes.append(.note("did you mean '\(suggestion)'?"))
        }
        notes.append(.note("scenes in this document: \(known.joined(separator: ", "))"))
        Console.print(diagnostics: diagnostics + [
            Diagnostic(.error, id: "cli.unknownScene", "no scene '\(sceneID)' in '\(file)'", notes: notes),
        ])
        throw ExitStatus.usage
    }

    /// Reads and parses `file` with the watchdog's clock restarted for it; diagnostics are the caller's to print.
    static func read(_ file: String, pipeline: Pipeline,
                     timings: inout StageTimings) throws(IOFailure) -> (MarkupDocument, [Diagnostic]) {
        Watchdog.shared.begin(file, "reading and parsing")
        return try pipeline.parse(path: file, fileSystemPath: RawArguments.fileSystemPath(for: file), timings: &timings)
    }

    /// Resolves and lays out a parsed document for one configuration; exit status 1 when that fails.
    /// The document is consumed (see ``Pipeline/layout(_:for:keepingResolvedViews:timings:)``).
    static func layout(_ document: consuming MarkupDocument, for configuration: LayoutConfiguration, pipeline: Pipeline,
                       timings: inout StageTimings) throws -> (LayoutDocument, [Diagnostic]) {
        let laidOut = resolveAndLayOut(consume document, for: configuration, pipeline: pipeline,
                                       keepingResolvedViews: false, timings: &timings)
        guard let layout = laidOut.layout, !laidOut.hasErrors else {
            Console.print(diagnostics: laidOut.diagnostics)
            throw ExitStatus.inputErrors
        }
        return (layout, laidOut.diagnostics)
    }

    /// ``Pipeline/layout(_:for:keepingResolvedViews:timings:)`` with the watchdog told what is being laid out.
    static func resolveAndLayOut(_ document: consuming MarkupDocument, for configuration: LayoutConfiguration,
                                 pipeline: Pipeline, keepingResolvedViews: Bool = true,
                                 timings: inout StageTimings) -> LaidOutDocument {
        Watchdog.shared.update("laying out for \(ConfigurationLabel.title(configuration))")
        return pipeline.layout(consume document, for: configuration, keepingResolvedViews: keepingResolvedViews,
                               timings: &timings)
    }

    /// The portrait and landscape configurations of one device for a document: `deviceName`, or else the
    /// document's own device.
    static func orientationPair(for document: MarkupDocument, deviceName: String?,
                                pipeline: Pipeline) throws -> [LayoutConfiguration] {
        let name = deviceName ?? pipeline.defaultConfiguration(for: document).0.device
        guard let name, let device = pipeline.catalog.device(named: name) else {
            throw ValidationError(deviceName == nil
                ? "the document names no device of the catalog; choose one with --device"
                : "unknown device '\(deviceName ?? "")'")
        }
        return Orientation.allCases.map { pipeline.configuration(for: device, orientation: $0, document: document) }
    }

    /// Diagnostics reported by several configurations, once each.
    static func uniqued(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        Diagnostic.uniqued(diagnostics)
    }
}

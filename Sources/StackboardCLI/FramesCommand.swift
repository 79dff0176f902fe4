import ArgumentParser
import Stackboard

/// `stackboard frames FILE`: every view's frame, as JSON (`stackboard.frames/1`) or as an indented tree.
struct FramesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "frames",
        abstract: "Print the frame of every view.",
        discussion: """
            Frames are relative to the parent view, in points, snapped to the device's pixel grid. The JSON \
            output follows the stackboard.frames/1 contract and includes the diagnostics; it is written, with \
            exit status 0, whenever the document could be laid out, even with warnings.
            """
    )

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case json, text
    }

    @Argument(help: "The document (.layout.xml, .storyboard, .xib).",
              completion: .file(extensions: ["xml", "storyboard", "xib"]))
    var file: String

    @Option(help: "Only this scene (its id).")
    var scene: String?

    @Option(help: "Output format: json or text.")
    var format: Format = .text

    @OptionGroup var target: TraitOptions
    @OptionGroup var limits: LimitOptions

    @Flag(help: "Print the time each stage took to standard error.")
    var timings = false

    func run() throws {
        let pipeline = Pipeline(catalog: try target.catalogOptions.loadCatalog(), markupLimits: limits.markupLimits)
        limits.install()
        var stageTimings = StageTimings()
        do {
            let (document, parseDiagnostics) = try LayoutRun.parse(
                file, pipeline: pipeline, sceneID: scene, timings: &stageTimings)
            let (configurations, configurationDiagnostics) = target.configurations(for: document, catalog: pipeline.catalog)
            guard configurations.count == 1, let configuration = configurations.first else {
                throw ValidationError("frames lays out one configuration; name one device and one orientation")
            }
            let (layout, layoutDiagnostics) = try LayoutRun.layout(
                document, for: configuration, pipeline: pipeline, timings: &stageTimings)
            let diagnostics = parseDiagnostics + configurationDiagnostics + layoutDiagnostics
            let output = stageTimings.measure(.emit) {
                format == .json
                    ? FramesReport.json(layout, file: file, diagnostics: diagnostics)
                    : FramesReport.text(layout)
            }
            if format == .text { Console.print(diagnostics: diagnostics) }
            try Console.output(output)
        } catch let failure as IOFailure {
            Console.error(failure.description)
            throw ExitStatus.io
        }
        if timings { Console.error(stageTimings.report) }
    }
}

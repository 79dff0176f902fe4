import Stackboard

/// `stackboard frames FILE`: every view's frame, as JSON (`stackboard.frames/1`) or as an indented tree.
struct FramesCommand: Subcommand {
    static let spec = CommandSpec(
        name: "frames",
        abstract: "Print the frame of every view.",
        discussion: """
            Frames are relative to the parent view, in points, snapped to the device's pixel grid. The JSON \
            output follows the stackboard.frames/1 contract and includes the diagnostics; it is written, with \
            exit status 0, whenever the document could be laid out, even with warnings.
            """,
        positionals: [PositionalSpec(name: "file", help: "The document (.layout.xml, .storyboard, .xib).",
                                     files: PositionalSpec.documentExtensions)],
        options: [
            .value("scene", help: "Only this scene (its id)."),
            .value("format", help: "Output format: json or text.", values: Format.names, default: "text"),
        ] + TraitOptions.options + LimitOptions.options + [
            .flag("timings", help: "Print the time each stage took to standard error."),
        ])

    enum Format: String, ArgumentChoice {
        case json, text
    }

    var file: String
    var scene: String?
    var format: Format
    var target: TraitOptions
    var limits: LimitOptions
    var timings: Bool

    init(_ arguments: ParsedArguments) throws {
        file = arguments.positional("file")
        scene = arguments.string("scene")
        format = try arguments.choice("format") ?? .text
        target = try TraitOptions(arguments)
        limits = try LimitOptions(arguments)
        timings = arguments.flag("timings")
    }

    func run() throws {
        let pipeline = try limits.pipeline(catalog: target.loadCatalog())
        var stageTimings = StageTimings()
        do {
            let (document, parseDiagnostics) = try LayoutRun.parse(
                file, pipeline: pipeline, sceneID: scene, timings: &stageTimings)
            let (configurations, configurationDiagnostics) = target.configurations(for: document, catalog: pipeline.catalog)
            guard configurations.count == 1, let configuration = configurations.first else {
                throw ValidationError("frames lays out one configuration; name one device and one orientation")
            }
            // The written tree is not needed once resolved: handing it over lets it be freed before the layout.
            let (layout, layoutDiagnostics) = try LayoutRun.layout(
                consume document, for: configuration, pipeline: pipeline, timings: &stageTimings)
            let diagnostics = parseDiagnostics + configurationDiagnostics + layoutDiagnostics
            let output = stageTimings.measure(.emit) {
                format == .json
                    ? FramesReport.jsonBytes(layout, file: file, diagnostics: diagnostics)
                    : Array(FramesReport.text(layout).utf8)
            }
            if format == .text { Console.print(diagnostics: diagnostics) }
            try Console.output(bytes: output)
        } catch let failure as IOFailure {
            Console.error(failure.description)
            throw ExitStatus.io
        }
        if timings { Console.error(stageTimings.report) }
    }
}

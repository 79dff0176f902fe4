import Stackboard
import SVGEmitter

/// `stackboard render FILE... -o OUT`: one SVG wireframe per scene and configuration.
struct RenderCommand: Subcommand {
    static let spec = CommandSpec(
        name: "render",
        abstract: "Draw every scene as an SVG wireframe.",
        discussion: """
            With one scene and one configuration, -o may name an .svg file (or be left out to write to standard \
            output). Otherwise -o names a folder that receives <document>.<scene>.svg files (with the device and \
            orientation in the name when several are asked for) and an index.html. Every output is written \
            atomically, and nothing is written when any input has errors.
            """,
        positionals: [PositionalSpec(name: "files", help: "The documents to render.", repeated: true,
                                     files: PositionalSpec.documentExtensions)],
        options: [
            .value("output", short: "o", help: "The output .svg file or folder.", files: []),
            .value("scene", help: "Only this scene (its id)."),
        ] + TraitOptions.options + DrawingOptions.options + LimitOptions.options + [
            .flag("compare", help: "Also draw a portrait-versus-landscape comparison sheet for every scene."),
            .flag("timings", help: "Print the time each stage took to standard error."),
        ])

    var files: [String]
    var output: String?
    var scene: String?
    var target: TraitOptions
    var drawing: DrawingOptions
    var limits: LimitOptions
    var compare: Bool
    var timings: Bool

    init(_ arguments: ParsedArguments) throws {
        files = arguments.positionalList("files")
        output = arguments.string("output")
        scene = arguments.string("scene")
        target = try TraitOptions(arguments)
        drawing = DrawingOptions(arguments)
        limits = try LimitOptions(arguments)
        compare = arguments.flag("compare")
        timings = arguments.flag("timings")
    }

    func run() throws {
        let pipeline = try limits.pipeline(catalog: target.loadCatalog())
        var stageTimings = StageTimings()
        var outputs: [(name: String, title: String, svg: [UInt8])] = []
        var comparisonReport = ""
        var failed = false
        let style = drawing.style
        for file in files {
            do {
                let (document, parseDiagnostics) = try LayoutRun.parse(
                    file, pipeline: pipeline, sceneID: scene, timings: &stageTimings)
                let (configurations, configurationDiagnostics) = target.configurations(
                    for: document, catalog: pipeline.catalog)
                var diagnostics = parseDiagnostics + configurationDiagnostics
                var perConfiguration: [(LayoutConfiguration, [Diagnostic])] = []
                for configuration in configurations {
                    let (layout, layoutDiagnostics) = try LayoutRun.layout(
                        document, for: configuration, pipeline: pipeline, timings: &stageTimings)
                    perConfiguration.append((configuration, layoutDiagnostics))
                    let suffix = configurations.count > 1 ? "." + configurationSuffix(configuration) : ""
                    stageTimings.measure(.emit) {
                        for laidOut in layout.scenes {
                            let svg = SVGEmitter.emitUTF8(laidOut, configuration: layout.configuration, style: style)
                            outputs.append(("\(documentStem(file)).\(safeFileComponent(laidOut.id))\(suffix).svg",
                                            laidOut.name ?? laidOut.id, svg))
                        }
                    }
                }
                diagnostics += Diagnostic.merged(perConfiguration)
                if compare {
                    let sheets = try ComparisonSheets.make(
                        document, file: file, pipeline: pipeline, deviceName: target.deviceNames.first,
                        style: style, timings: &stageTimings)
                    diagnostics += sheets.diagnostics
                    outputs += sheets.outputs
                    comparisonReport += sheets.report
                }
                Console.print(diagnostics: LayoutRun.uniqued(diagnostics))
            } catch let failure as IOFailure {
                Console.error(failure.description)
                throw ExitStatus.io
            } catch let exit as ExitCode where exit == ExitStatus.inputErrors {
                failed = true  // go on so that every file's errors are reported, but write nothing
            }
        }
        if failed { throw ExitStatus.inputErrors }
        try OutputTarget.checkDistinctNames(outputs)
        let destination = try OutputTarget.choose(output, count: outputs.count)
        do { try destination.write(outputs) } catch {
            Console.error(error.description)
            throw ExitStatus.io
        }
        if case .folder(let folder) = destination {
            let files = outputs.count == 1 ? "1 SVG file" : "\(outputs.count) SVG files"
            try Console.outputOrExit("wrote \(files) and index.html to \(folder)\n" + comparisonReport)
        }
        if timings { Console.error(stageTimings.report) }
    }

    private func configurationSuffix(_ configuration: LayoutConfiguration) -> String {
        safeFileComponent("\(configuration.device ?? "custom")-\(configuration.orientation?.rawValue ?? configuration.traits.description)")
    }
}

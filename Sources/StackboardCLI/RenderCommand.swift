import ArgumentParser
import Stackboard
import SVGEmitter

/// `stackboard render FILE... -o OUT`: one SVG wireframe per scene and configuration.
struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Draw every scene as an SVG wireframe.",
        discussion: """
            With one scene and one configuration, -o may name an .svg file (or be left out to write to standard \
            output). Otherwise -o names a folder that receives <document>.<scene>.svg files (with the device and \
            orientation in the name when several are asked for) and an index.html. Every output is written \
            atomically, and nothing is written when any input has errors.
            """
    )

    @Argument(help: "The documents to render.", completion: .file(extensions: ["xml", "storyboard", "xib"]))
    var files: [String]

    @Option(name: .shortAndLong, help: "The output .svg file or folder.", completion: .file())
    var output: String?

    @Option(help: "Only this scene (its id).")
    var scene: String?

    @OptionGroup var target: TraitOptions
    @OptionGroup var drawing: DrawingOptions
    @OptionGroup var limits: LimitOptions

    @Flag(help: "Also draw a portrait-versus-landscape comparison sheet for every scene.")
    var compare = false

    @Flag(help: "Print the time each stage took to standard error.")
    var timings = false

    func run() throws {
        let pipeline = Pipeline(catalog: try target.catalogOptions.loadCatalog(), markupLimits: limits.markupLimits)
        limits.install()
        var stageTimings = StageTimings()
        var outputs: [(name: String, title: String, svg: String)] = []
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
                            let svg = SVGEmitter.emit(laidOut, configuration: layout.configuration, style: style)
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
            try Console.outputOrExit("wrote \(outputs.count) SVG files and index.html to \(folder)\n" + comparisonReport)
        }
        if timings { Console.error(stageTimings.report) }
    }

    private func configurationSuffix(_ configuration: LayoutConfiguration) -> String {
        safeFileComponent("\(configuration.device ?? "custom")-\(configuration.orientation?.rawValue ?? configuration.traits.description)")
    }
}

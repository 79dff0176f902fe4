import ArgumentParser
import Stackboard
import SVGEmitter

/// `stackboard render FILE... -o OUT`: one SVG wireframe per scene.
struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Draw every scene as an SVG wireframe.",
        discussion: """
            With one scene, -o may name an .svg file (or be left out to write to standard output). Otherwise \
            -o names a folder that receives <document>.<scene>.svg files and an index.html. Every output is \
            written atomically, and nothing is written when any input has errors.
            """
    )

    @Argument(help: "The documents to render.", completion: .file())
    var files: [String]

    @Option(name: .shortAndLong, help: "The output .svg file or folder.", completion: .file())
    var output: String?

    @Option(help: "Only this scene (its id).")
    var scene: String?

    @OptionGroup var target: TraitOptions
    @OptionGroup var drawing: DrawingOptions

    @Flag(help: "Also draw a portrait-versus-landscape comparison sheet for every scene (folder output only).")
    var compare = false

    @Flag(help: "Print the time each stage took to standard error.")
    var timings = false

    func run() throws {
        let pipeline = Pipeline(catalog: try target.catalog())
        var stageTimings = StageTimings()
        var outputs: [(name: String, title: String, svg: String)] = []
        var failed = false
        var comparisonReport = ""
        for file in files {
            do {
                let (layout, diagnostics) = try LayoutRun.layout(
                    file, pipeline: pipeline, request: target.request, sceneID: scene, timings: &stageTimings)
                Console.print(diagnostics: diagnostics)
                let style = drawing.style
                stageTimings.measure(.emit) {
                    for laidOutScene in layout.scenes {
                        let svg = SVGEmitter.emit(laidOutScene, configuration: layout.configuration, style: style)
                        let name = "\(documentStem(file)).\(safeFileComponent(laidOutScene.id)).svg"
                        outputs.append((name, laidOutScene.name ?? laidOutScene.id, svg))
                    }
                }
                if compare {
                    let sheets = try ComparisonSheets.make(
                        file, pipeline: pipeline, deviceName: target.device, sceneID: scene, style: drawing.style,
                        timings: &stageTimings)
                    outputs += sheets.outputs
                    comparisonReport += sheets.report
                }
            } catch let failure as IOFailure {
                Console.error(failure.description)
                throw ExitStatus.io
            } catch let exit as ExitCode where exit == ExitStatus.inputErrors {
                failed = true  // keep going so every file's errors are reported, but write nothing
            }
        }
        if failed { throw ExitStatus.inputErrors }
        let destination = try OutputTarget.choose(output, count: outputs.count)
        do { try destination.write(outputs) } catch {
            Console.error(error.description)
            throw ExitStatus.io
        }
        if case .folder(let folder) = destination {
            Console.output("wrote \(outputs.count) SVG files and index.html to \(folder)\n" + comparisonReport)
        }
        if timings { Console.error(stageTimings.report) }
    }
}

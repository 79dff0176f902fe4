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

    @Argument(help: "The document (.layout.xml, .storyboard, .xib).", completion: .file())
    var file: String

    @Option(help: "Only this scene (its id).")
    var scene: String?

    @Option(help: "Output format: json or text.")
    var format: Format = .text

    @OptionGroup var target: TraitOptions

    @Flag(help: "Print the time each stage took to standard error.")
    var timings = false

    func run() throws {
        let pipeline = Pipeline(catalog: try target.catalog())
        var stageTimings = StageTimings()
        let laidOut: LayoutDocument
        let diagnostics: [Diagnostic]
        do {
            (laidOut, diagnostics) = try LayoutRun.layout(file, pipeline: pipeline, request: target.request,
                                                          sceneID: scene, timings: &stageTimings)
        } catch let failure as IOFailure {
            Console.error(failure.description)
            throw ExitStatus.io
        }
        let output = stageTimings.measure(.emit) {
            format == .json
                ? FramesReport.json(laidOut, file: file, diagnostics: diagnostics)
                : FramesReport.text(laidOut)
        }
        if format == .text { Console.print(diagnostics: diagnostics) }
        Console.output(output)
        if timings { Console.error(stageTimings.report) }
    }
}

import ArgumentParser
import Stackboard
import SVGEmitter

/// `stackboard compare FILE`: portrait and landscape side by side, with what changed between them.
struct CompareCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "compare",
        abstract: "Compare portrait with landscape on one sheet.",
        discussion: """
            Lays every scene out in portrait and in landscape on one device and draws both at the same scale, \
            labelled with device, orientation and size classes. Views that moved, resized, appeared or \
            disappeared, and stacks whose axis, spacing, alignment or distribution changed, are highlighted in \
            both panels and listed under them; the list is also printed.
            """
    )

    @Argument(help: "The document to compare.", completion: .file(extensions: ["xml", "storyboard", "xib"]))
    var file: String

    @Option(help: "The device (see 'stackboard devices'); the document's own device by default.")
    var device: String?

    @OptionGroup var catalogOptions: DeviceCatalogOptions

    @Option(help: "Only this scene (its id).")
    var scene: String?

    @Option(name: .shortAndLong, help: "The output .svg file, or a folder for several scenes.", completion: .file())
    var output: String?

    @OptionGroup var drawing: DrawingOptions
    @OptionGroup var limits: LimitOptions

    func run() throws {
        let pipeline = Pipeline(catalog: try catalogOptions.loadCatalog(), markupLimits: limits.markupLimits)
        limits.install()
        var timings = StageTimings()
        do {
            let (document, parseDiagnostics) = try LayoutRun.parse(
                file, pipeline: pipeline, sceneID: scene, timings: &timings)
            let sheets = try ComparisonSheets.make(
                document, file: file, pipeline: pipeline, deviceName: device, style: drawing.style, timings: &timings)
            Console.print(diagnostics: LayoutRun.uniqued(parseDiagnostics + sheets.diagnostics))
            try OutputTarget.checkDistinctNames(sheets.outputs)
            let destination = try OutputTarget.choose(output, count: sheets.outputs.count)
            try destination.write(sheets.outputs)
            if case .standardOutput = destination { Console.error(sheets.report) } else { try Console.output(sheets.report) }
        } catch let failure as IOFailure {
            Console.error(failure.description)
            throw ExitStatus.io
        }
    }
}

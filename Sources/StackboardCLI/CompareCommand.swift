import Stackboard
import SVGEmitter

/// `stackboard compare FILE`: portrait and landscape side by side, with what changed between them.
struct CompareCommand: Subcommand {
    static let spec = CommandSpec(
        name: "compare",
        abstract: "Compare portrait with landscape on one sheet.",
        discussion: """
            Lays every scene out in portrait and in landscape on one device and draws both at the same scale, \
            labelled with device, orientation and size classes. Views that moved, resized, appeared or \
            disappeared, and stacks whose axis, spacing, alignment or distribution changed, are highlighted in \
            both panels and listed under them; the list is also printed.
            """,
        positionals: [PositionalSpec(name: "file", help: "The document to compare.", files: PositionalSpec.documentExtensions)],
        options: [
            .value("device", help: "The device (see 'stackboard devices'); the document's own device by default."),
        ] + SheetOptions.options)

    var file: String
    var device: String?
    var sheet: SheetOptions

    init(_ arguments: ParsedArguments) throws {
        file = arguments.positional("file")
        device = arguments.string("device")
        sheet = try SheetOptions(arguments)
    }

    func run() throws {
        let pipeline = try sheet.pipeline()
        var timings = StageTimings()
        do {
            let (document, parseDiagnostics) = try LayoutRun.parse(
                file, pipeline: pipeline, sceneID: sheet.scene, timings: &timings)
            let sheets = try ComparisonSheets.make(
                document, file: file, pipeline: pipeline, deviceName: device, style: sheet.drawing.style, timings: &timings)
            Console.print(diagnostics: LayoutRun.uniqued(parseDiagnostics + sheets.diagnostics))
            try OutputTarget.checkDistinctNames(sheets.outputs)
            let destination = try OutputTarget.choose(sheet.output, count: sheets.outputs.count)
            try destination.write(sheets.outputs)
            if case .standardOutput = destination { Console.error(sheets.report) } else { try Console.output(sheets.report) }
        } catch let failure as IOFailure {
            Console.error(failure.description)
            throw ExitStatus.io
        }
    }
}

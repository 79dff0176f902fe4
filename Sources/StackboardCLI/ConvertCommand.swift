import Markup
import Stackboard

/// `stackboard convert FILE -o OUT.layout.xml`: an Interface Builder document written in the native dialect.
struct ConvertCommand: Subcommand {
    static let spec = CommandSpec(
        name: "convert",
        abstract: "Convert a .storyboard or .xib into a native .layout.xml document.",
        discussion: """
            Writes every scene of the document in the native dialect, so that the result lays out to the same \
            frames wherever the dialect can say what Interface Builder says. Views of kinds the dialect lacks \
            become plain views; designable sizes become placeholder intrinsic sizes; autoresizing frames become \
            constraints; legacy layout guides become safe-area edges. What cannot be converted is reported as a \
            warning at its position in the source. The output is replaced atomically, and only when the source \
            has no errors.
            """,
        positionals: [PositionalSpec(
            name: "file",
            help: "The document to convert (.storyboard, .xib; a .layout.xml is rewritten in canonical form).",
            files: PositionalSpec.documentExtensions)],
        options: [
            .value("output", short: "o", help: "The .layout.xml file to write.", required: true, files: ["xml"]),
            .flag("warnings-as-errors", help: "Treat warnings as errors: write nothing when the conversion loses something."),
        ] + LimitOptions.options)

    var file: String
    var output: String
    var warningsAsErrors: Bool
    var limits: LimitOptions

    init(_ arguments: ParsedArguments) throws {
        file = arguments.positional("file")
        output = arguments.string("output") ?? ""
        warningsAsErrors = arguments.flag("warnings-as-errors")
        limits = try LimitOptions(arguments)
        try validate()
    }

    private func validate() throws(ValidationError) {
        guard output != file else { throw ValidationError("the output would replace the input '\(file)'") }
    }

    func run() throws {
        do {
            var timings = StageTimings()
            let (document, parseDiagnostics) = try LayoutRun.read(file, pipeline: limits.pipeline(), timings: &timings)
            guard !parseDiagnostics.contains(where: { $0.severity == .error }) else {
                Console.print(diagnostics: parseDiagnostics)
                throw ExitStatus.inputErrors
            }
            let conversion = NativeWriter.write(document)
            let diagnostics = parseDiagnostics + conversion.diagnostics
            Console.print(diagnostics: diagnostics)
            if warningsAsErrors, diagnostics.contains(where: { $0.severity == .warning }) {
                throw ExitStatus.inputErrors
            }
            try OutputWriter.write(conversion.text, to: output)
        } catch let failure as IOFailure {
            Console.error(failure.description)
            throw ExitStatus.io
        }
    }
}

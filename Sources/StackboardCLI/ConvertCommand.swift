import ArgumentParser
import Markup
import Stackboard

/// `stackboard convert FILE -o OUT.layout.xml`: an Interface Builder document written in the native dialect.
struct ConvertCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "convert",
        abstract: "Convert a .storyboard or .xib into a native .layout.xml document.",
        discussion: """
            Writes every scene of the document in the native dialect, so that the result lays out to the same \
            frames wherever the dialect can say what Interface Builder says. Views of kinds the dialect lacks \
            become plain views; designable sizes become placeholder intrinsic sizes; autoresizing frames become \
            constraints; legacy layout guides become safe-area edges. What cannot be converted is reported as a \
            warning at its position in the source. The output is replaced atomically, and only when the source \
            has no errors.
            """
    )

    @Argument(help: "The document to convert (.storyboard, .xib; a .layout.xml is rewritten in canonical form).",
              completion: .file(extensions: ["storyboard", "xib", "xml"]))
    var file: String

    @Option(name: .shortAndLong, help: "The .layout.xml file to write.", completion: .file(extensions: ["xml"]))
    var output: String

    @Flag(help: "Treat warnings as errors: write nothing when the conversion loses something.")
    var warningsAsErrors = false

    @OptionGroup var limits: LimitOptions

    func validate() throws {
        guard output != file else { throw ValidationError("the output would replace the input '\(file)'") }
    }

    func run() throws {
        do {
            var timings = StageTimings()
            limits.install()
            let (document, parseDiagnostics) = try LayoutRun.read(
                file, pipeline: Pipeline(markupLimits: limits.markupLimits), timings: &timings)
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

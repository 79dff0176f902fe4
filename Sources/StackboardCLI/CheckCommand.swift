import ArgumentParser
import Stackboard

/// `stackboard check FILE...`: reads, resolves and lays out every document and reports every problem.
struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Check documents for errors without writing anything.",
        discussion: """
            Reads each document, resolves it for its default configuration (or the ones --device, --orientation \
            and --traits ask for) and lays it out, then prints every error and warning as \
            path:line:column: severity: message [id]. Exits with 1 if any document has errors.
            """
    )

    @Argument(help: "The documents to check (.layout.xml, .storyboard, .xib).",
              completion: .file(extensions: ["xml", "storyboard", "xib"]))
    var files: [String]

    @OptionGroup var target: TraitOptions

    @OptionGroup var limits: LimitOptions

    @Flag(help: "Treat warnings as errors.")
    var warningsAsErrors = false

    func run() throws {
        let pipeline = Pipeline(catalog: try target.catalogOptions.loadCatalog(), markupLimits: limits.markupLimits)
        limits.install()
        var failed = false
        for file in files {
            var timings = StageTimings()
            do {
                let (document, parseDiagnostics) = try LayoutRun.read(file, pipeline: pipeline, timings: &timings)
                var diagnostics = parseDiagnostics
                if !parseDiagnostics.contains(where: { $0.severity == .error }) {
                    let (configurations, configurationDiagnostics) = target.configurations(
                        for: document, catalog: pipeline.catalog)
                    diagnostics += configurationDiagnostics
                    for configuration in configurations {
                        diagnostics += LayoutRun.resolveAndLayOut(
                            document, for: configuration, pipeline: pipeline, timings: &timings).diagnostics
                    }
                }
                diagnostics = LayoutRun.uniqued(diagnostics)
                Console.print(diagnostics: diagnostics)
                if diagnostics.contains(where: { $0.severity == .error || (warningsAsErrors && $0.severity == .warning) }) {
                    failed = true
                }
            } catch {
                // Only reading the file can throw here.
                Console.error(error.description)
                throw ExitStatus.io
            }
        }
        if failed { throw ExitStatus.inputErrors }
    }
}

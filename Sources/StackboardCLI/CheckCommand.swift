import Stackboard
import SVGEmitter

/// `stackboard check FILE...`: reads, resolves and lays out every document and reports every problem.
struct CheckCommand: Subcommand {
    static let spec = CommandSpec(
        name: "check",
        abstract: "Check documents for errors without writing anything.",
        discussion: """
            Reads each document, resolves it for its default configuration (or the ones --device, --orientation \
            and --traits ask for) and lays it out, then prints every error and warning as \
            path:line:column: severity: message [id]. Exits with 1 if any document has errors, 74 if one could not be read.
            """,
        positionals: [PositionalSpec(name: "files", help: "The documents to check (.layout.xml, .storyboard, .xib).",
                                     repeated: true, files: PositionalSpec.documentExtensions)],
        options: TraitOptions.options + LimitOptions.options + [
            .flag("warnings-as-errors", help: "Treat warnings as errors."),
        ])

    var files: [String]
    var target: TraitOptions
    var limits: LimitOptions
    var warningsAsErrors: Bool

    init(_ arguments: ParsedArguments) throws {
        files = arguments.positionalList("files")
        target = try TraitOptions(arguments)
        limits = try LimitOptions(arguments)
        warningsAsErrors = arguments.flag("warnings-as-errors")
    }

    func run() throws {
        let pipeline = try limits.pipeline(catalog: target.loadCatalog())
        var failed = false
        var unreadable = false
        for file in files {
            var timings = StageTimings()
            do {
                Watchdog.shared.begin(file, "reading and parsing")
                let diagnostics = try pipeline.check(
                    path: file, fileSystemPath: RawArguments.fileSystemPath(for: file),
                    configurations: { target.configurations(for: $0, catalog: pipeline.catalog) },
                    willLayOut: { Watchdog.shared.update("laying out for \(ConfigurationLabel.title($0))") },
                    timings: &timings)
                Console.print(diagnostics: diagnostics)
                if diagnostics.contains(where: { $0.severity == .error || (warningsAsErrors && $0.severity == .warning) }) {
                    failed = true
                }
            } catch {
                // Only reading the file can throw; the other files are still checked.
                Console.error(error.description)
                unreadable = true
            }
        }
        if unreadable { throw ExitStatus.io }
        if failed { throw ExitStatus.inputErrors }
    }
}

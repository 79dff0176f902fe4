import Stackboard

/// `stackboard explain FILE VIEW-ID`: why one view has its frame.
struct ExplainCommand: Subcommand {
    static let spec = CommandSpec(
        name: "explain",
        abstract: "Explain why a view has its frame.",
        discussion: """
            Prints, for one view and one configuration, the size-class variations that applied to the view and \
            its ancestors, and every constraint on its position and size: the rule that made it (a stack rule \
            such as stack.spacing, content hugging, or a constraint of the document), its path:line:column, its \
            equation and priority, and whether it holds, gave way or was broken.

            Example: stackboard explain Samples/tab-demo.layout.xml --device iphone-16 --orientation landscape \
            lighthouseImage
            """,
        positionals: [
            PositionalSpec(name: "file", help: "The document.", files: PositionalSpec.documentExtensions),
            PositionalSpec(name: "view-id", help: "The id of the view to explain."),
        ],
        options: [
            .value("scene", help: "The scene to look in (its id); the first scene with the view by default."),
        ] + TraitOptions.options + LimitOptions.options)

    var file: String
    var viewID: String
    var scene: String?
    var target: TraitOptions
    var limits: LimitOptions

    init(_ arguments: ParsedArguments) throws {
        file = arguments.positional("file")
        viewID = arguments.positional("view-id")
        scene = arguments.string("scene")
        target = try TraitOptions(arguments)
        limits = try LimitOptions(arguments)
    }

    func run() throws {
        let pipeline = try limits.pipeline(catalog: target.loadCatalog())
        var timings = StageTimings()
        do {
            let (document, _) = try LayoutRun.parse(file, pipeline: pipeline, sceneID: scene, timings: &timings)
            let (configurations, _) = target.configurations(for: document, catalog: pipeline.catalog)
            guard configurations.count == 1, let configuration = configurations.first else {
                throw ValidationError("explain looks at one configuration; name one device and one orientation")
            }
            let laidOut = LayoutRun.resolveAndLayOut(document, for: configuration, pipeline: pipeline, timings: &timings)
            guard !laidOut.hasErrors else {
                Console.print(diagnostics: laidOut.diagnostics)
                throw ExitStatus.inputErrors
            }
            guard let report = ViewReport.make(laidOut, sceneID: scene, viewID: viewID,
                                               options: pipeline.layoutOptions) else {
                let ids = allViewIDs(document)
                let suggestion = Suggestions.closest(to: viewID, in: ids).map { "; did you mean '\($0)'?" } ?? ""
                throw ValidationError("no view '\(viewID)' in '\(file)'\(suggestion)")
            }
            try Console.output(report.text)
        } catch let failure as IOFailure {
            Console.error(failure.description)
            throw ExitStatus.io
        }
    }

    private func allViewIDs(_ document: MarkupDocument) -> [String] {
        var ids: [String] = []
        var stack = document.scenes.map(\.root)
        while let view = stack.popLast() {
            ids.append(view.id)
            stack.append(contentsOf: view.subviews)
        }
        return ids
    }
}

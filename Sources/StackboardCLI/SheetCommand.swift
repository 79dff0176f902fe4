import Stackboard
import SVGEmitter

/// `stackboard sheet FILE`: a device × orientation matrix of every scene.
struct SheetCommand: Subcommand {
    static let spec = CommandSpec(
        name: "sheet",
        abstract: "Draw a device × orientation matrix.",
        discussion: """
            Lays each scene out on every listed device in portrait and landscape and draws the results in a \
            grid at one common scale: one row per device, portrait on the left.
            """,
        positionals: [PositionalSpec(name: "file", help: "The document.", files: PositionalSpec.documentExtensions)],
        options: [
            .value("devices", help: "Comma-separated device names (default: \(defaultDevices.joined(separator: ","))).")
        ] + SheetOptions.options)

    /// A small phone, a current phone, a large phone and an iPad.
    static let defaultDevices = ["iphone-se-3", "iphone-16", "iphone-16-pro-max", "ipad-pro-11"]

    var file: String
    var devices: String?
    var sheet: SheetOptions

    init(_ arguments: ParsedArguments) throws {
        file = arguments.positional("file")
        devices = arguments.string("devices")
        sheet = try SheetOptions(arguments)
    }

    func run() throws {
        let pipeline = try sheet.pipeline()
        let names = devices.map { $0.split(separator: ",").map { String($0.filter { $0 != " " }) }.filter { !$0.isEmpty } }
            ?? Self.defaultDevices
        guard !names.isEmpty else { throw ValidationError("--devices needs at least one device") }
        var profiles: [DeviceProfile] = []
        for name in names {
            guard let profile = pipeline.catalog.device(named: name) else {
                let suggestion = pipeline.catalog.suggestion(for: name).map { "; did you mean '\($0)'?" } ?? ""
                throw ValidationError("unknown device '\(name)'\(suggestion)")
            }
            // A device named twice (or by two of its names) is drawn once.
            if !profiles.contains(where: { $0.name == profile.name }) { profiles.append(profile) }
        }
        let count = profiles.count * Orientation.allCases.count
        guard count <= maximumConfigurations else {
            throw ValidationError("\(profiles.count) devices in both orientations are \(count) layouts per scene; "
                                  + "the limit is \(maximumConfigurations)")
        }
        var timings = StageTimings()
        do {
            let (document, parseDiagnostics) = try LayoutRun.parse(
                file, pipeline: pipeline, sceneID: sheet.scene, timings: &timings)
            var diagnostics = parseDiagnostics
            var cells = [[(title: String, scene: LayoutScene, configuration: LayoutConfiguration)]](
                repeating: [], count: document.scenes.count)
            for profile in profiles {
                for orientation in Orientation.allCases {
                    let configuration = pipeline.configuration(for: profile, orientation: orientation, document: document)
                    let (layout, layoutDiagnostics) = try LayoutRun.layout(
                        document, for: configuration, pipeline: pipeline, timings: &timings)
                    diagnostics += layoutDiagnostics
                    for (index, laidOut) in layout.scenes.enumerated() where index < cells.count {
                        cells[index].append((ConfigurationLabel.title(layout.configuration), laidOut, layout.configuration))
                    }
                }
            }
            Console.print(diagnostics: LayoutRun.uniqued(diagnostics))
            let style = sheet.drawing.style
            let outputs = zip(document.scenes, cells).map { scene, sceneCells in
                (name: "\(documentStem(file)).\(safeFileComponent(scene.id)).sheet.svg",
                 title: "\(scene.name ?? scene.id) on \(profiles.count) devices",
                 svg: timings.measure(.emit) { Array(SVGEmitter.matrixSheet(cells: sceneCells, columns: 2, style: style).utf8) })
            }
            try OutputTarget.checkDistinctNames(outputs)
            try OutputTarget.choose(sheet.output, count: outputs.count).write(outputs)
        } catch let failure as IOFailure {
            Console.error(failure.description)
            throw ExitStatus.io
        }
    }
}

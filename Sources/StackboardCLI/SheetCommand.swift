import ArgumentParser
import Stackboard
import SVGEmitter

/// `stackboard sheet FILE`: a device × orientation matrix of one scene.
struct SheetCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "sheet",
        abstract: "Draw a device × orientation matrix.",
        discussion: """
            Lays each scene out on every listed device in portrait and landscape and draws the results in a \
            grid at one common scale: one row per device, portrait on the left.
            """
    )

    /// A small phone, a current phone, a large phone and an iPad.
    static let defaultDevices = ["iphone-se-3", "iphone-16", "iphone-16-pro-max", "ipad-pro-11"]

    @Argument(help: "The document.", completion: .file())
    var file: String

    @Option(help: "Comma-separated device names (default: \(SheetCommand.defaultDevices.joined(separator: ","))).")
    var devices: String?

    @Option(help: "A JSON device file merged over the built-in catalog.", completion: .file())
    var devicesFile: String?

    @Option(help: "Only this scene (its id).")
    var scene: String?

    @Option(name: .shortAndLong, help: "The output .svg file, or a folder for several scenes.", completion: .file())
    var output: String?

    @OptionGroup var drawing: DrawingOptions

    func run() throws {
        let catalog: DeviceCatalog
        do { catalog = try Pipeline.catalog(withDeviceFile: devicesFile) } catch {
            Console.error(error.description)
            throw ExitStatus.io
        }
        let names = devices.map { $0.split(separator: ",").map { String($0.filter { $0 != " " }) } }
            ?? Self.defaultDevices
        guard !names.isEmpty else { throw ValidationError("--devices needs at least one device") }
        let pipeline = Pipeline(catalog: catalog)
        var timings = StageTimings()
        // cells[scene index] lists (title, scene, configuration) in row order.
        var cells: [[(title: String, scene: LayoutScene, configuration: LayoutConfiguration)]] = []
        var sceneIDs: [(id: String, name: String?)] = []
        do {
            for name in names {
                for orientation in Orientation.allCases {
                    let (layout, diagnostics) = try LayoutRun.layout(
                        file, pipeline: pipeline, request: .device(name, orientation: orientation), sceneID: scene,
                        timings: &timings)
                    if name == names.first && orientation == .portrait {
                        Console.print(diagnostics: diagnostics)
                        sceneIDs = layout.scenes.map { ($0.id, $0.name) }
                        cells = Array(repeating: [], count: layout.scenes.count)
                    }
                    for (index, laidOut) in layout.scenes.enumerated() where index < cells.count {
                        let title = "\(layout.configuration.device ?? name) · \(orientation.rawValue) · "
                            + "w\(layout.configuration.traits.horizontalSizeClass.letter) "
                            + "h\(layout.configuration.traits.verticalSizeClass.letter)"
                        cells[index].append((title, laidOut, layout.configuration))
                    }
                }
            }
            let outputs = zip(sceneIDs, cells).map { sceneID, sceneCells in
                (name: "\(documentStem(file)).\(safeFileComponent(sceneID.id)).sheet.svg",
                 title: "\(sceneID.name ?? sceneID.id) on \(names.count) devices",
                 svg: SVGEmitter.matrixSheet(cells: sceneCells, columns: 2, style: drawing.style))
            }
            try OutputTarget.choose(output, count: outputs.count).write(outputs)
        } catch let failure as IOFailure {
            Console.error(failure.description)
            throw ExitStatus.io
        }
    }
}

import Stackboard
import SVGEmitter

/// Drawing options shared by `render`, `compare` and `sheet`.
struct DrawingOptions: OptionGroup {
    static let options: [OptionSpec] = [
        .flag("no-safe-area", help: "Do not draw the safe area overlay."),
        .flag("no-margins", help: "Do not draw layout margins."),
        .flag("no-device", help: "Do not draw the device outline."),
        .flag("show-hidden", help: "Draw hidden views as ghosts instead of omitting them."),
    ]

    var noSafeArea: Bool
    var noMargins: Bool
    var noDevice: Bool
    var showHidden: Bool

    init(_ arguments: ParsedArguments) {
        noSafeArea = arguments.flag("no-safe-area")
        noMargins = arguments.flag("no-margins")
        noDevice = arguments.flag("no-device")
        showHidden = arguments.flag("show-hidden")
    }

    var style: WireframeStyle {
        var style = WireframeStyle()
        style.showSafeArea = !noSafeArea
        style.showLayoutMargins = !noMargins
        style.showDeviceOutline = !noDevice
        style.showHidden = showHidden
        return style
    }
}

/// The options of the commands that draw sheets of one document (`compare`, `sheet`): the device file, one scene,
/// where the sheets go, what they draw and the limits.
struct SheetOptions: OptionGroup {
    static let options: [OptionSpec] = DeviceCatalogOptions.options + [
        .value("scene", help: "Only this scene (its id)."),
        .value("output", short: "o", help: "The output .svg file, or a folder for several scenes.", files: []),
    ] + DrawingOptions.options + LimitOptions.options

    var catalogOptions: DeviceCatalogOptions
    var scene: String?
    var output: String?
    var drawing: DrawingOptions
    var limits: LimitOptions

    init(_ arguments: ParsedArguments) throws {
        catalogOptions = DeviceCatalogOptions(arguments)
        scene = arguments.string("scene")
        output = arguments.string("output")
        drawing = DrawingOptions(arguments)
        limits = try LimitOptions(arguments)
    }

    /// The pipeline with the device file's catalog and the limits, with the watchdog armed by them.
    func pipeline() throws -> Pipeline {
        try limits.pipeline(catalog: catalogOptions.loadCatalog())
    }
}

/// Where rendered files go: one SVG file, or a folder of them with an `index.html`.
enum OutputTarget {
    case standardOutput
    case file(String)
    case folder(String)

    /// Chooses the target for `count` outputs from the `-o` argument.
    static func choose(_ output: String?, count: Int) throws -> OutputTarget {
        Watchdog.shared.update("writing the output")
        guard let output else {
            guard count == 1 else {
                throw ValidationError("this produces \(count) SVG files; name a folder with -o")
            }
            return .standardOutput
        }
        if output.hasSuffix(".svg") && !OutputWriter.isFolder(output) {
            guard count == 1 else {
                throw ValidationError("this produces \(count) SVG files, so -o must name a folder, not '\(output)'")
            }
            return .file(output)
        }
        return .folder(output)
    }

    /// Two outputs with one name (documents with the same name from different folders) would overwrite each other:
    /// a usage error, found before anything is written.
    static func checkDistinctNames(_ outputs: [(name: String, title: String, svg: [UInt8])]) throws {
        var seen = Set<String>()
        for output in outputs where !seen.insert(output.name).inserted {
            throw ValidationError("two outputs would both be written to '\(output.name)'; "
                                  + "render documents that share a name into different folders")
        }
    }

    /// Writes every output (all laid out beforehand, so an input with errors never leaves partial output). The
    /// files of a folder are written as one unit (``OutputWriter/writeAll(_:)``): a failure changes none of them.
    func write(_ outputs: [(name: String, title: String, svg: [UInt8])]) throws(IOFailure) {
        switch self {
        case .standardOutput:
            for output in outputs { try Console.output(bytes: output.svg) }
        case let .file(path):
            try OutputWriter.writeAll(outputs.map { (path: path, bytes: $0.svg) })
        case let .folder(path):
            try OutputWriter.createFolder(path)
            let entries = outputs.map { (title: $0.title, relativePath: $0.name, caption: $0.name) }
            try OutputWriter.writeAll(outputs.map { (path: "\(path)/\($0.name)", bytes: $0.svg) }
                                      + [(path: "\(path)/index.html", bytes: Array(HTMLIndex.render(entries: entries).utf8))])
        }
    }
}

/// A file name's stem without the document extensions: `Samples/login.layout.xml` → `login`.
func documentStem(_ path: String) -> String {
    var name = Substring(path.split(separator: "/").last ?? Substring(path))
    for suffix in [".layout.xml", ".storyboard", ".xib", ".xml"] where name.hasSuffix(suffix) {
        name = name.dropLast(suffix.count)
        break
    }
    return String(name)
}

/// A file-name-safe form of a scene id.
func safeFileComponent(_ text: String) -> String {
    String(text.map { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" || $0 == "." ? $0 : "_" })
}

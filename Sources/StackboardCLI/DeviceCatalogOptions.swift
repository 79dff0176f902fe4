import ArgumentParser
import Foundation
import LayoutModel
import TraitResolver

/// `--devices-file FILE`: a user's device file merged over the built-in catalog.
struct DeviceCatalogOptions: ParsableArguments {
    @Option(name: .long,
            help: ArgumentHelp(
                "A device file merged over the built-in catalog: same format as 'stackboard devices --format json'; "
                    + "an entry with a built-in name replaces it.",
                valueName: "file"),
            completion: .file(extensions: ["json"]))
    var devicesFile: String?

    /// The built-in catalog, merged with the device file if one was given. Reports problems on stderr and exits:
    /// 74 when the file cannot be read, 1 when it is not a valid device file.
    func loadCatalog() throws -> DeviceCatalog {
        guard let devicesFile else { return .builtIn }
        guard let data = FileManager.default.contents(atPath: devicesFile) else {
            printError("error: cannot read device file '\(devicesFile)'")
            throw ExitCode(74)
        }
        do {
            return DeviceCatalog.builtIn.merging(try DeviceCatalog(contentsOf: Array(data), path: devicesFile))
        } catch {
            printError(error.description)
            throw ExitCode(1)
        }
    }
}

/// Writes a line to standard error.
func printError(_ text: String) {
    FileHandle.standardError.write(Data((text + "\n").utf8))
}

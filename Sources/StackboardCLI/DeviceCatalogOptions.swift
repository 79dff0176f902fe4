import LayoutModel
import Stackboard
import TraitResolver

/// `--devices-file FILE`: a user's device file merged over the built-in catalog.
struct DeviceCatalogOptions: OptionGroup {
    static let options: [OptionSpec] = [
        .value("devices-file", valueName: "file",
               help: "A device file merged over the built-in catalog: same format as 'stackboard devices --format "
                   + "json'; an entry with a built-in name replaces it.",
               files: ["json"]),
    ]

    var devicesFile: String?

    init(_ arguments: ParsedArguments) {
        devicesFile = arguments.string("devices-file")
    }

    /// The largest device file read: the built-in catalog is about 20 KB, so 16 MB leaves room for any real one.
    static let maxFileBytes = 16 << 20

    /// The built-in catalog, merged with the device file if one was given. The file is read through the same capped
    /// reader as documents (no FIFOs, folders or unbounded reads). Reports problems on stderr and exits: 74 when the
    /// file cannot be read or is too large, 1 when it is not a valid device file.
    func loadCatalog() throws -> DeviceCatalog {
        guard let devicesFile else { return .builtIn }
        let data: [UInt8]
        do {
            switch try InputReader.read(devicesFile, limit: Self.maxFileBytes) {
            case .bytes(let bytes): data = bytes
            case .tooLarge(let size):
                Console.error("\(devicesFile): error: device file is too large (\(size) bytes; the limit is \(Self.maxFileBytes))")
                throw ExitCode(74)
            }
        } catch let failure as IOFailure {
            Console.error("\(devicesFile): error: cannot read device file: \(failure.reason)")
            throw ExitCode(74)
        }
        do {
            return DeviceCatalog.builtIn.merging(try DeviceCatalog(contentsOf: data, path: devicesFile))
        } catch {
            Console.error(error.description)
            throw ExitCode(1)
        }
    }
}

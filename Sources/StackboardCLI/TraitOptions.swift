import LayoutModel
import TraitResolver

/// Which orientations to lay a document out in.
enum OrientationChoice: String, ArgumentChoice {
    case portrait, landscape, both

    var orientations: [Orientation] {
        switch self {
        case .portrait: [.portrait]
        case .landscape: [.landscape]
        case .both: [.portrait, .landscape]
        }
    }
}

/// The options that choose trait configurations: `--device`, `--orientation`, `--traits`, `--devices-file`.
///
/// Without any of them a document is laid out for its own device (see `TraitResolver.defaultConfiguration`).
/// `--device` takes catalog names or Interface Builder ids, repeated or comma-separated. `--traits` with
/// `--device` overrides parts of each device's configuration; without `--device` it describes a canvas of its
/// own (600×600 at @2x unless the spec gives a size), and `--orientation` is not allowed.
struct TraitOptions: OptionGroup {
    static let options: [OptionSpec] = [
        .repeated("device", valueName: "name",
                  help: "Devices to lay out for: catalog names or Interface Builder ids, repeated or comma-separated "
                      + "(see 'stackboard devices')."),
        .value("orientation", help: "The orientation: portrait, landscape or both.", values: OrientationChoice.names),
        .value("traits", valueName: "spec",
               help: "Explicit traits: size classes such as 'wC-hR' or 'wR-hC@1024x768', or parts such as "
                   + "'compact,regular,width=500,height=800,scale=3,safeArea=20/0/0/0,margins=0/16'."),
    ] + DeviceCatalogOptions.options

    var device: [String]
    var orientation: OrientationChoice?
    var traits: String?
    var catalogOptions: DeviceCatalogOptions
    /// The catalog read while validating named devices, so that ``loadCatalog()`` does not read the file again.
    private var validatedCatalog: DeviceCatalog?

    init(_ arguments: ParsedArguments) throws {
        device = arguments.strings("device")
        orientation = try arguments.choice("orientation")
        traits = arguments.string("traits")
        catalogOptions = DeviceCatalogOptions(arguments)
        validatedCatalog = try validate()
    }

    /// The built-in catalog merged with `--devices-file` (``DeviceCatalogOptions/loadCatalog()``), read once.
    func loadCatalog() throws -> DeviceCatalog {
        try validatedCatalog ?? catalogOptions.loadCatalog()
    }

    /// The device names with comma-separated lists split.
    var deviceNames: [String] {
        device.flatMap { $0.split(separator: ",") }.map { $0.trimmingCharacters(in: " ") }.filter { !$0.isEmpty }
    }

    /// Checks the options; returns the catalog when named devices had to be looked up in it.
    private func validate() throws -> DeviceCatalog? {
        if let traits {
            if case .failure(let error) = TraitSpec.parse(traits) { throw ValidationError(error.description) }
            if deviceNames.isEmpty, orientation != nil {
                throw ValidationError("'--orientation' needs '--device' when '--traits' is given; "
                                      + "give the canvas size in the trait spec instead")
            }
        }
        if !device.isEmpty, deviceNames.isEmpty { throw ValidationError("'--device' needs a device name") }
        guard !deviceNames.isEmpty else { return nil }
        let catalog = try catalogOptions.loadCatalog()
        for name in deviceNames where catalog.device(named: name) == nil {
            var message = "unknown device '\(name)'"
            if let suggestion = catalog.suggestion(for: name) { message += "; did you mean '\(suggestion)'?" }
            throw ValidationError(message + " ('stackboard devices' lists the known devices)")
        }
        let count = profiles(in: catalog).count * (orientation?.orientations.count ?? 1)
        if count > maximumConfigurations {
            throw ValidationError("\(count) configurations asked for; the limit is \(maximumConfigurations)")
        }
        return catalog
    }

    /// The named devices in order, each once however often and under whichever of its names it is given.
    private func profiles(in catalog: DeviceCatalog) -> [DeviceProfile] {
        var result: [DeviceProfile] = []
        for name in deviceNames {
            guard let profile = catalog.device(named: name) else { continue }  // validate() reported it
            if !result.contains(where: { $0.name == profile.name }) { result.append(profile) }
        }
        return result
    }

    /// Every configuration the options ask for, for one document, in device order then orientation order.
    func configurations(for document: MarkupDocument, catalog: DeviceCatalog) -> ([LayoutConfiguration], [Diagnostic]) {
        let spec: TraitSpec? = traits.flatMap { try? TraitSpec.parse($0).get() }
        let names = deviceNames
        if names.isEmpty {
            if let spec { return ([spec.configuration(over: nil)], []) }
            let (own, diagnostics) = TraitResolver.defaultConfiguration(for: document, catalog: catalog)
            guard let orientation else { return ([own], diagnostics) }
            guard let name = own.device, let profile = catalog.device(named: name) else { return ([own], diagnostics) }
            let configurations = orientation.orientations.map {
                configuration(for: profile, orientation: $0, document: document, catalog: catalog)
            }
            return (configurations, diagnostics)
        }
        var configurations: [LayoutConfiguration] = []
        for profile in profiles(in: catalog) {
            let orientations = orientation?.orientations ?? [defaultOrientation(for: profile, document: document)]
            for orientation in orientations {
                let base = configuration(for: profile, orientation: orientation, document: document, catalog: catalog)
                configurations.append(spec?.configuration(over: base) ?? base)
            }
        }
        return (configurations, [])
    }

    /// A device's configuration for a document: the document's Xcode era picks the insets, and the document's own
    /// device keeps the document's spelling so that its stored root sizes apply.
    private func configuration(for profile: DeviceProfile, orientation: Orientation, document: MarkupDocument,
                               catalog: DeviceCatalog) -> LayoutConfiguration {
        var configuration = catalog.configuration(for: profile, orientation: orientation,
                                                  toolsVersion: document.toolsVersion)
        if let own = document.device, !own.id.isEmpty, catalog.device(named: own.id)?.name == profile.name {
            configuration.device = own.id
        }
        return configuration
    }

    /// The document's orientation when it names this device, portrait otherwise.
    private func defaultOrientation(for profile: DeviceProfile, document: MarkupDocument) -> Orientation {
        guard let own = document.device else { return .portrait }
        return own.id.isEmpty || own.id.lowercased() == profile.name.lowercased()
            || own.id.lowercased() == profile.interfaceBuilderID?.lowercased()
            || profile.aliases.contains { $0.lowercased() == own.id.lowercased() } ? own.orientation : .portrait
    }
}

extension Substring {
    fileprivate func trimmingCharacters(in set: String) -> String {
        var slice = self
        while let first = slice.first, set.contains(first) { slice = slice.dropFirst() }
        while let last = slice.last, set.contains(last) { slice = slice.dropLast() }
        return String(slice)
    }
}

import LayoutModel

/// The screens Stackboard knows: the built-in catalog (`Resources/devices.json`), optionally merged with a
/// user's device file of the same format.
///
/// Lookup is case-insensitive and tries, in order: device names, aliases, Interface Builder ids. When a merged
/// catalog has several devices with one alias or Interface Builder id, the one merged last wins, so a user's
/// file can take over `retina6_1` without renaming anything.
public struct DeviceCatalog: Sendable {
    // A few dozen devices, looked up a few times a run: a scan, with no index to build at every start.
    private var storage: [DeviceProfile]
    /// Per device, its names as lookups compare them (``folded(_:)``).
    private var keys: [Keys] = []
    /// When each device was added or last replaced, for "the device merged last wins".
    private var sequence: [Int] = []
    private var addedOrder = 0

    /// The catalog shipped with Stackboard: the devices of `Resources/devices.json`, compiled in as Swift values
    /// (`BuiltInDevices.swift`, generated from the JSON and checked against it by `BuiltInDevicesTests`), so that
    /// no process spends its start-up decoding the file.
    public static let builtIn = DeviceCatalog(devices: builtInDevices)

    /// A catalog of the given devices; a later device with the name of an earlier one replaces it.
    public init(devices: [DeviceProfile] = []) {
        storage = []
        add(devices)
    }

    /// Reads a device file. `path` is used in diagnostics only.
    public init(contentsOf data: [UInt8], path: String) throws(DeviceCatalogError) {
        switch DeviceFileDecoder.decode(data, path: path) {
        case .success(let devices): self.init(devices: devices)
        case .failure(let error): throw error
        }
    }

    /// This catalog with `other`'s devices added: a device whose name exists replaces it in place, new devices
    /// come after this catalog's.
    public func merging(_ other: DeviceCatalog) -> DeviceCatalog {
        var result = self
        result.add(other.storage)
        return result
    }

    /// Every device in catalog order.
    public var devices: [DeviceProfile] { storage }

    /// A device by friendly name, alias or Interface Builder id, ignoring case.
    public func device(named name: String) -> DeviceProfile? {
        let key = Self.folded(name)
        if let index = keys.firstIndex(where: { $0.name == key }) { return storage[index] }
        if let index = lastMerged(where: { $0.aliases.contains(key) }) { return storage[index] }
        if let index = lastMerged(where: { $0.interfaceBuilderID == key }) { return storage[index] }
        return nil
    }

    /// The device added or replaced last among those whose keys match.
    private func lastMerged(where matches: (Keys) -> Bool) -> Int? {
        keys.indices.filter { matches(keys[$0]) }.max { sequence[$0] < sequence[$1] }
    }

    /// A device's name, aliases and Interface Builder id, folded.
    private struct Keys: Sendable {
        var name: String
        var aliases: [String]
        var interfaceBuilderID: String?

        init(_ device: DeviceProfile) {
            name = DeviceCatalog.folded(device.name)
            aliases = device.aliases.map(DeviceCatalog.folded)
            interfaceBuilderID = device.interfaceBuilderID.map(DeviceCatalog.folded)
        }
    }

    /// `text.lowercased()`, without building a new string when `text` is ASCII with no capital letter (every
    /// built-in name, alias and id).
    private static func folded(_ text: String) -> String {
        let plain = text.utf8.withContiguousStorageIfAvailable { bytes in
            !bytes.contains { $0 >= 0x80 || ($0 >= 0x41 && $0 <= 0x5A) }
        }
        return plain == true ? text : text.lowercased()
    }

    /// The closest known name for a misspelt one, for "did you mean".
    public func suggestion(for name: String) -> String? {
        var candidates = storage.map(\.name)
        candidates += storage.flatMap(\.aliases)
        candidates += storage.compactMap(\.interfaceBuilderID)
        return Suggestions.closest(to: name, in: candidates)
    }

    /// What a device looks like in an orientation, for a document saved with `toolsVersion` (nil for documents
    /// of no Xcode era: the device's own insets). A device without landscape traits does not rotate: asking for
    /// landscape gives its portrait configuration.
    public func configuration(for device: DeviceProfile, orientation: Orientation,
                              toolsVersion: Int?) -> LayoutConfiguration {
        let effective: Orientation = device.landscape == nil ? .portrait : orientation
        let traits = device.traits(in: effective)
        return LayoutConfiguration(
            device: device.name, orientation: effective, size: device.size(in: effective), scale: device.scale,
            traits: traits.sizeClasses, safeAreaInsets: traits.safeAreaInsets(forToolsVersion: toolsVersion),
            rootLayoutMargins: traits.rootLayoutMargins)
    }

    /// The catalog in the device-file format, with every value written out and keys in alphabetical order,
    /// so `stackboard devices --format json` output can be edited and read back with `--devices-file`.
    public func encodedJSON() -> String {
        DeviceFileEncoder.encode(storage)
    }

    /// Adds `devices` in order: one whose name (ignoring case) is in the catalog replaces that device in place.
    private mutating func add(_ devices: [DeviceProfile]) {
        // Names are found by a scan while the catalog is small (the built-in one), through a table past that.
        var positions: [String: Int]?
        if storage.count + devices.count > 64 {
            var table: [String: Int] = [:]
            for (position, key) in keys.enumerated() { table[key.name] = position }
            positions = table
        }
        for device in devices {
            addedOrder += 1
            let key = Keys(device)
            let existing = positions == nil ? keys.firstIndex { $0.name == key.name } : positions?[key.name]
            if let existing {
                storage[existing] = device
                keys[existing] = key
                sequence[existing] = addedOrder
            } else {
                positions?[key.name] = storage.count
                storage.append(device)
                keys.append(key)
                sequence.append(addedOrder)
            }
        }
    }
}

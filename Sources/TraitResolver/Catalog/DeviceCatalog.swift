import LayoutModel

/// The screens Stackboard knows: the built-in catalog (`Resources/devices.json`), optionally merged with a
/// user's device file of the same format.
///
/// Lookup is case-insensitive and tries, in order: device names, aliases, Interface Builder ids. When a merged
/// catalog has several devices with one alias or Interface Builder id, the one merged last wins, so a user's
/// file can take over `retina6_1` without renaming anything.
public struct DeviceCatalog: Sendable {
    private var storage: [DeviceProfile]
    private var nameIndex: [String: Int] = [:]
    private var aliasIndex: [String: Int] = [:]
    private var interfaceBuilderIndex: [String: Int] = [:]
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
        for device in devices { add(device) }
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
        for device in other.storage { result.add(device) }
        return result
    }

    /// Every device in catalog order.
    public var devices: [DeviceProfile] { storage }

    /// A device by friendly name, alias or Interface Builder id, ignoring case.
    public func device(named name: String) -> DeviceProfile? {
        let key = name.lowercased()
        if let index = nameIndex[key] ?? aliasIndex[key] ?? interfaceBuilderIndex[key] { return storage[index] }
        return nil
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

    private mutating func add(_ device: DeviceProfile) {
        addedOrder += 1
        if let existing = nameIndex[device.name.lowercased()] {
            storage[existing] = device
            sequence[existing] = addedOrder
            rebuildIndexes()  // the replaced device's aliases and id may no longer apply
        } else {
            storage.append(device)
            sequence.append(addedOrder)
            let index = storage.count - 1
            nameIndex[device.name.lowercased()] = index
            for alias in device.aliases { aliasIndex[alias.lowercased()] = index }
            if let id = device.interfaceBuilderID { interfaceBuilderIndex[id.lowercased()] = index }
        }
    }

    /// Indexes names, aliases and ids; for aliases and ids the device added last wins.
    private mutating func rebuildIndexes() {
        nameIndex = [:]
        aliasIndex = [:]
        interfaceBuilderIndex = [:]
        let order = storage.indices.sorted { sequence[$0] < sequence[$1] }
        for index in order {
            let device = storage[index]
            nameIndex[device.name.lowercased()] = index
            for alias in device.aliases { aliasIndex[alias.lowercased()] = index }
            if let id = device.interfaceBuilderID { interfaceBuilderIndex[id.lowercased()] = index }
        }
    }
}

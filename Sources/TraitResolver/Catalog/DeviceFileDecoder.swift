import LayoutModel

/// Reads a device file (the format of `Resources/devices.json`) into device profiles, collecting every problem
/// with its position.
///
/// ```json
/// { "schema": "stackboard.devices/1",
///   "devices": [
///     { "name": "iphone-16", "aliases": ["iphone-15"], "displayName": "iPhone 16",
///       "interfaceBuilderID": "retina6_12", "family": "iphone", "scale": 3,
///       "portrait":  { "size": [393, 852], "sizeClasses": "wC-hR", "safeAreaInsets": [59, 0, 34, 0],
///                      "rootLayoutMargins": [0, 16, 0, 16] },
///       "landscape": { "sizeClasses": "wC-hC", "safeAreaInsets": [0, 59, 21, 59] } } ] }
/// ```
///
/// Insets are 1, 2 or 4 numbers (all; vertical horizontal; top leading bottom trailing), as `layoutMargins` in
/// the native dialect. `landscape` is optional (the screen does not rotate) and its `size` defaults to the
/// portrait size turned. `rootLayoutMargins` defaults to 16 pt at the sides below 414 pt of width and 20 pt
/// from 414 pt. `safeAreaEras` lists `{ "fromToolsVersion", "untilToolsVersion", "safeAreaInsets" }` overrides
/// for Interface Builder documents saved by particular Xcode versions. `note` is free text for maintainers.
struct DeviceFileDecoder {
    static let schema = "stackboard.devices/1"
    static let topKeys = ["schema", "devices"]
    static let deviceKeys = ["name", "aliases", "displayName", "interfaceBuilderID", "family", "scale", "portrait",
                             "landscape", "note"]
    static let orientationKeys = ["size", "sizeClasses", "safeAreaInsets", "rootLayoutMargins", "safeAreaEras"]
    static let eraKeys = ["fromToolsVersion", "untilToolsVersion", "safeAreaInsets"]

    private let source: SourceFile
    private var diagnostics: [Diagnostic] = []

    private init(source: SourceFile) { self.source = source }

    /// The devices of a file in file order, or every problem found.
    static func decode(_ bytes: [UInt8], path: String) -> Result<[DeviceProfile], DeviceCatalogError> {
        var decoder = DeviceFileDecoder(source: SourceFile(path: path, bytes: bytes))
        let root: JSONNode
        do {
            root = try JSONParser.parse(bytes)
        } catch {
            decoder.error(error.message, at: error.offset)
            return .failure(DeviceCatalogError(diagnostics: decoder.diagnostics))
        }
        let devices = decoder.decodeFile(root)
        if decoder.diagnostics.isEmpty { return .success(devices) }
        // File order, whatever order the checks ran in.
        let sorted = decoder.diagnostics.enumerated().sorted {
            ($0.element.location?.offset ?? 0, $0.offset) < ($1.element.location?.offset ?? 0, $1.offset)
        }.map(\.element)
        return .failure(DeviceCatalogError(diagnostics: sorted))
    }

    // MARK: - Structure

    private mutating func decodeFile(_ root: JSONNode) -> [DeviceProfile] {
        guard let members = members(of: root, in: "the device file", known: Self.topKeys) else { return [] }
        if let schemaNode = members["schema"], let schema = string(schemaNode, "schema"), schema != Self.schema {
            error("unsupported schema '\(schema)'; expected '\(Self.schema)'", at: schemaNode.offset)
        }
        guard let devicesNode = members["devices"] else {
            error("the device file has no 'devices' array", at: root.offset)
            return []
        }
        guard case .array(let elements) = devicesNode.value else {
            error("expected an array for 'devices', found \(devicesNode.value.kindDescription)", at: devicesNode.offset)
            return []
        }
        var devices: [DeviceProfile] = []
        var offsets: [Int] = []
        for element in elements {
            if let device = decodeDevice(element) {
                devices.append(device)
                offsets.append(element.offset)
            }
        }
        checkUniqueNames(devices, offsets: offsets)
        return devices
    }

    private mutating func decodeDevice(_ node: JSONNode) -> DeviceProfile? {
        guard let members = members(of: node, in: "a device", known: Self.deviceKeys) else { return nil }
        var valid = true
        let name = requiredName(members, "name", in: node, valid: &valid)
        var aliases: [String] = []
        if let aliasesNode = members["aliases"] {
            aliases = stringArray(aliasesNode, "aliases") ?? []
            for (alias, offset) in zip(aliases, arrayOffsets(aliasesNode)) where !Self.isValidName(alias) {
                invalidName(alias, at: offset); valid = false
            }
        }
        let displayName = members["displayName"].flatMap { string($0, "displayName") }
        var interfaceBuilderID: String?
        if let idNode = members["interfaceBuilderID"], let id = string(idNode, "interfaceBuilderID") {
            if Self.isValidName(id) { interfaceBuilderID = id } else { invalidName(id, at: idNode.offset); valid = false }
        }
        if let noteNode = members["note"] { _ = string(noteNode, "note") }
        var family: DeviceFamily?
        if let familyNode = required(members, "family", in: node) {
            if let text = string(familyNode, "family") {
                family = DeviceFamily(rawValue: text)
                if family == nil {
                    unknownValue(text, for: "family", allowed: DeviceFamily.allCases.map(\.rawValue), at: familyNode.offset)
                }
            }
        }
        var scale: Double?
        if let scaleNode = required(members, "scale", in: node), let value = number(scaleNode, "scale") {
            if value > 0 { scale = value } else { error("'scale' must be greater than 0", at: scaleNode.offset) }
        }
        var portrait: (traits: OrientationTraits, size: Size)?
        if let portraitNode = required(members, "portrait", in: node) {
            portrait = decodeOrientation(portraitNode, "portrait", defaultSize: nil)
        }
        var landscape: (traits: OrientationTraits, size: Size)?
        if let landscapeNode = members["landscape"], let portraitSize = portrait?.size {
            let turned = Size(width: portraitSize.height, height: portraitSize.width)
            landscape = decodeOrientation(landscapeNode, "landscape", defaultSize: turned)
            if landscape == nil { valid = false }
        }
        guard valid, let name, let family, let scale, let portrait else { return nil }
        let turned = Size(width: portrait.size.height, height: portrait.size.width)
        return DeviceProfile(
            name: name, interfaceBuilderID: interfaceBuilderID, family: family, portraitSize: portrait.size,
            scale: scale, portrait: portrait.traits, landscape: landscape?.traits, aliases: aliases,
            displayName: displayName, landscapeSize: landscape.flatMap { $0.size == turned ? nil : $0.size })
    }

    /// One orientation; `defaultSize` is nil when `size` is required.
    private mutating func decodeOrientation(_ node: JSONNode, _ context: String,
                                            defaultSize: Size?) -> (traits: OrientationTraits, size: Size)? {
        guard let members = members(of: node, in: "'\(context)'", known: Self.orientationKeys) else { return nil }
        var size = defaultSize
        if let sizeNode = members["size"] {
            size = self.size(sizeNode)
        } else if defaultSize == nil {
            error("'\(context)' has no 'size'", at: node.offset)
        }
        var sizeClasses: TraitCollection?
        if let classesNode = required(members, "sizeClasses", in: node), let text = string(classesNode, "sizeClasses") {
            sizeClasses = TraitSpec.parseSizeClassKey(text)
            if sizeClasses == nil {
                error("invalid size classes '\(text)'; expected a key such as 'wC-hR' (C compact, R regular, A any)",
                      at: classesNode.offset)
            }
        }
        let safeArea = members["safeAreaInsets"].map { insets($0, "safeAreaInsets") } ?? .zero
        var margins: EdgeInsets?? = nil
        if let marginsNode = members["rootLayoutMargins"] { margins = .some(insets(marginsNode, "rootLayoutMargins")) }
        var eras: [SafeAreaEra] = []
        var erasValid = true
        if let erasNode = members["safeAreaEras"] {
            if case .array(let elements) = erasNode.value {
                for element in elements {
                    if let era = decodeEra(element) { eras.append(era) } else { erasValid = false }
                }
            } else {
                error("expected an array for 'safeAreaEras', found \(erasNode.value.kindDescription)", at: erasNode.offset)
                erasValid = false
            }
        }
        guard let size, let sizeClasses, let safeArea, erasValid else { return nil }
        let rootMargins: EdgeInsets
        switch margins {
        case .none: rootMargins = Self.defaultRootMargins(width: size.width)
        case .some(.some(let value)): rootMargins = value
        case .some(.none): return nil
        }
        return (OrientationTraits(sizeClasses: sizeClasses, safeAreaInsets: safeArea, rootLayoutMargins: rootMargins,
                                  safeAreaEras: eras), size)
    }

    private mutating func decodeEra(_ node: JSONNode) -> SafeAreaEra? {
        guard let members = members(of: node, in: "a safe-area era", known: Self.eraKeys) else { return nil }
        let from = members["fromToolsVersion"].map { toolsVersion($0, "fromToolsVersion") }
        let until = members["untilToolsVersion"].map { toolsVersion($0, "untilToolsVersion") }
        if from == nil, until == nil {
            error("a safe-area era needs 'fromToolsVersion', 'untilToolsVersion' or both", at: node.offset)
            return nil
        }
        guard let insetsNode = required(members, "safeAreaInsets", in: node) else { return nil }
        guard let insets = insets(insetsNode, "safeAreaInsets") else { return nil }
        if case .some(.none) = from { return nil }
        if case .some(.none) = until { return nil }
        let lower = from ?? nil, upper = until ?? nil
        if let lower, let upper, lower >= upper {
            error("'fromToolsVersion' must be less than 'untilToolsVersion'", at: node.offset)
            return nil
        }
        return SafeAreaEra(fromToolsVersion: lower, untilToolsVersion: upper, safeAreaInsets: insets)
    }

    /// Root-view side margins as UIKit's view controllers give them: 16 pt below 414 pt of width, 20 pt from it.
    static func defaultRootMargins(width: Double) -> EdgeInsets {
        let side: Double = width < 414 ? 16 : 20
        return EdgeInsets(top: 0, leading: side, bottom: 0, trailing: side)
    }

    private mutating func checkUniqueNames(_ devices: [DeviceProfile], offsets: [Int]) {
        // Every name, alias and Interface Builder id must identify one device of the file.
        var seen: [String: (owner: String, offset: Int)] = [:]
        for (device, offset) in zip(devices, offsets) {
            let names = [device.name] + device.aliases + (device.interfaceBuilderID.map { [$0] } ?? [])
            for name in names {
                let key = name.lowercased()
                if let first = seen[key] {
                    let what = first.owner == device.name ? "appears twice in device '\(device.name)'"
                        : "is already used by device '\(first.owner)'"
                    error("name '\(name)' \(what)", at: offset,
                          notes: [.note("device '\(first.owner)' is here", path: source.path,
                                        at: source.location(atOffset: first.offset))])
                } else {
                    seen[key] = (device.name, offset)
                }
            }
        }
    }

    // MARK: - Values

    static func isValidName(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, ("0"..."9").contains(first) || isASCIILetter(first) else {
            return false
        }
        return name.unicodeScalars.allSatisfy { isASCIILetter($0) || ("0"..."9").contains($0) || "-_.".unicodeScalars.contains($0) }
    }

    private static func isASCIILetter(_ scalar: Unicode.Scalar) -> Bool {
        ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
    }

    private mutating func invalidName(_ name: String, at offset: Int) {
        error("invalid name '\(name)'; use letters, digits, '-', '_' and '.', starting with a letter or digit",
              at: offset)
    }

    private mutating func requiredName(_ members: KnownMembers, _ key: String, in node: JSONNode,
                                       valid: inout Bool) -> String? {
        guard let nameNode = required(members, key, in: node), let name = string(nameNode, key) else { return nil }
        guard Self.isValidName(name) else { invalidName(name, at: nameNode.offset); valid = false; return nil }
        return name
    }

    private mutating func required(_ members: KnownMembers, _ key: String, in node: JSONNode) -> JSONNode? {
        if let value = members[key] { return value }
        error("missing '\(key)'", at: node.offset)
        return nil
    }

    /// An object's known members, first occurrence of each, looked up by name. Objects of a device file have a
    /// handful of members, so a linear search beats hashing every key (the built-in catalog is read on every run).
    struct KnownMembers {
        var list: [JSONMember] = []

        subscript(key: String) -> JSONNode? { list.first { $0.key == key }?.value }
    }

    /// The members of an object by name; reports a non-object, unknown names (with did-you-mean) and repeats.
    private mutating func members(of node: JSONNode, in context: @autoclosure () -> String,
                                  known: [String]) -> KnownMembers? {
        guard case .object(let list) = node.value else {
            error("expected an object for \(context()), found \(node.value.kindDescription)", at: node.offset)
            return nil
        }
        var result = KnownMembers()
        result.list.reserveCapacity(list.count)
        for member in list {
            guard known.contains(member.key) else {
                var notes: [Diagnostic] = []
                if let suggestion = Suggestions.closest(to: member.key, in: known) {
                    notes.append(.note("did you mean '\(suggestion)'?", path: source.path,
                                       at: source.location(atOffset: member.keyOffset)))
                }
                error("unknown key '\(member.key)' in \(context())", at: member.keyOffset, notes: notes)
                continue
            }
            if let first = result.list.first(where: { $0.key == member.key }) {
                error("key '\(member.key)' appears twice", at: member.keyOffset,
                      notes: [.note("first '\(member.key)' is here", path: source.path,
                                    at: source.location(atOffset: first.keyOffset))])
                continue
            }
            result.list.append(member)
        }
        return result
    }

    private mutating func string(_ node: JSONNode, _ key: String) -> String? {
        guard case .string(let value) = node.value else {
            error("expected a string for '\(key)', found \(node.value.kindDescription)", at: node.offset)
            return nil
        }
        return value
    }

    private mutating func number(_ node: JSONNode, _ key: String) -> Double? {
        guard case .number(let value) = node.value else {
            error("expected a number for '\(key)', found \(node.value.kindDescription)", at: node.offset)
            return nil
        }
        return value
    }

    /// A toolsVersion bound: a whole number that is not negative. The outer optional is "present".
    private mutating func toolsVersion(_ node: JSONNode, _ key: String) -> Int? {
        guard let value = number(node, key) else { return nil }
        guard value >= 0, value == value.rounded(), value < 1e9 else {
            error("'\(key)' must be a whole number such as 21000", at: node.offset)
            return nil
        }
        return Int(value)
    }

    private mutating func stringArray(_ node: JSONNode, _ key: String) -> [String]? {
        guard case .array(let elements) = node.value else {
            error("expected an array of strings for '\(key)', found \(node.value.kindDescription)", at: node.offset)
            return nil
        }
        var result: [String] = []
        for element in elements {
            if let value = string(element, key) { result.append(value) }
        }
        return result
    }

    private func arrayOffsets(_ node: JSONNode) -> [Int] {
        guard case .array(let elements) = node.value else { return [] }
        return elements.map(\.offset)
    }

    private mutating func numbers(_ node: JSONNode, _ key: String) -> [Double]? {
        guard case .array(let elements) = node.value else {
            error("expected an array of numbers for '\(key)', found \(node.value.kindDescription)", at: node.offset)
            return nil
        }
        var result: [Double] = []
        for element in elements {
            guard let value = number(element, key) else { return nil }
            result.append(value)
        }
        return result
    }

    private mutating func size(_ node: JSONNode) -> Size? {
        guard let values = numbers(node, "size") else { return nil }
        guard values.count == 2, values[0] > 0, values[1] > 0 else {
            error("'size' must be [width, height] with both greater than 0", at: node.offset)
            return nil
        }
        return Size(width: values[0], height: values[1])
    }

    private mutating func insets(_ node: JSONNode, _ key: String) -> EdgeInsets? {
        guard let values = numbers(node, key) else { return nil }
        guard values.allSatisfy({ $0 >= 0 }) else {
            error("'\(key)' cannot be negative", at: node.offset)
            return nil
        }
        switch values.count {
        case 1: return EdgeInsets(all: values[0])
        case 2: return EdgeInsets(top: values[0], leading: values[1], bottom: values[0], trailing: values[1])
        case 4: return EdgeInsets(top: values[0], leading: values[1], bottom: values[2], trailing: values[3])
        default:
            error("'\(key)' takes 1, 2 or 4 numbers (top leading bottom trailing)", at: node.offset)
            return nil
        }
    }

    private mutating func unknownValue(_ value: String, for key: String, allowed: [String], at offset: Int) {
        var notes: [Diagnostic] = []
        if let suggestion = Suggestions.closest(to: value, in: allowed) {
            notes.append(.note("did you mean '\(suggestion)'?", path: source.path, at: source.location(atOffset: offset)))
        }
        let list = allowed.map { "'\($0)'" }.joined(separator: ", ")
        error("unknown \(key) '\(value)'; expected one of \(list)", at: offset, notes: notes)
    }

    private mutating func error(_ message: String, at offset: Int, notes: [Diagnostic] = []) {
        diagnostics.append(Diagnostic(.error, id: "catalog.invalidDeviceFile", message, path: source.path,
                                      at: source.location(atOffset: offset), notes: notes))
    }
}

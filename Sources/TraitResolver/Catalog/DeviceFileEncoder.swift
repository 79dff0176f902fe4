import LayoutModel

/// Writes device profiles in the device-file format with every value explicit and keys sorted, so the output
/// is stable and reads back into the same profiles.
enum DeviceFileEncoder {
    static func encode(_ devices: [DeviceProfile]) -> String {
        let root = object([
            ("devices", .array(devices.map { JSONNode(device($0)) })),
            ("schema", .string(DeviceFileDecoder.schema)),
        ])
        var writer = JSONWriter()
        writer.write(root)
        return writer.text + "\n"
    }

    private static func device(_ device: DeviceProfile) -> JSONValue {
        var members: [(String, JSONValue)] = [
            ("aliases", .array(device.aliases.map { JSONNode(.string($0)) })),
            ("family", .string(device.family.rawValue)),
            ("name", .string(device.name)),
            ("portrait", orientation(device.portrait, size: device.size(in: .portrait))),
            ("scale", .number(device.scale)),
        ]
        if let displayName = device.displayName { members.append(("displayName", .string(displayName))) }
        if let id = device.interfaceBuilderID { members.append(("interfaceBuilderID", .string(id))) }
        if let landscape = device.landscape {
            members.append(("landscape", orientation(landscape, size: device.size(in: .landscape))))
        }
        return object(members)
    }

    private static func orientation(_ traits: OrientationTraits, size: Size) -> JSONValue {
        var members: [(String, JSONValue)] = [
            ("rootLayoutMargins", insets(traits.rootLayoutMargins)),
            ("safeAreaInsets", insets(traits.safeAreaInsets)),
            ("size", .array([JSONNode(.number(size.width)), JSONNode(.number(size.height))])),
            ("sizeClasses", .string(traits.sizeClasses.description)),
        ]
        if !traits.safeAreaEras.isEmpty {
            members.append(("safeAreaEras", .array(traits.safeAreaEras.map { JSONNode(era($0)) })))
        }
        return object(members)
    }

    private static func era(_ era: SafeAreaEra) -> JSONValue {
        var members: [(String, JSONValue)] = [("safeAreaInsets", insets(era.safeAreaInsets))]
        if let from = era.fromToolsVersion { members.append(("fromToolsVersion", .number(Double(from)))) }
        if let until = era.untilToolsVersion { members.append(("untilToolsVersion", .number(Double(until)))) }
        return object(members)
    }

    private static func insets(_ insets: EdgeInsets) -> JSONValue {
        .array([insets.top, insets.leading, insets.bottom, insets.trailing].map { JSONNode(.number($0)) })
    }

    /// An object with its members in alphabetical order of their keys.
    private static func object(_ members: [(String, JSONValue)]) -> JSONValue {
        .object(members.sorted { $0.0 < $1.0 }.map { JSONMember(key: $0.0, keyOffset: 0, value: JSONNode($0.1)) })
    }
}

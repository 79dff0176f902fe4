import LayoutModel

/// Writes `Sources/TraitResolver/Catalog/BuiltInDevices.swift`: the devices of `Resources/devices.json`, decoded
/// by the device-file decoder, as Swift values, so that the shipped catalog costs no JSON decoding at start-up.
/// ``BuiltInDevicesTests`` checks the committed file against it and rewrites it when asked.
enum BuiltInDeviceSource {
    static func render(_ devices: [DeviceProfile]) -> String {
        var text = """
            // Generated from Resources/devices.json; do not edit. After changing the JSON, run
            // `STACKBOARD_REGENERATE=1 swift test --filter BuiltInDevicesTests` to rewrite this file.
            import LayoutModel

            extension DeviceCatalog {
                /// The devices of `Resources/devices.json` in file order, with every default applied.
                static let builtInDevices: [DeviceProfile] = [

            """
        for device in devices { text += profile(device) }
        text += "    ]\n}\n"
        return text
    }

    private static func profile(_ device: DeviceProfile) -> String {
        var lines = ["        DeviceProfile("]
        let id = optional(device.interfaceBuilderID, TreeDumper.quote)
        lines.append("            name: \(TreeDumper.quote(device.name)), interfaceBuilderID: \(id),")
        lines.append("            family: .\(device.family), portraitSize: \(size(device.portraitSize)), "
                     + "scale: \(number(device.scale)),")
        lines.append("            portrait: \(traits(device.portrait, indent: 12)),")
        if let landscape = device.landscape {
            lines.append("            landscape: \(traits(landscape, indent: 12)),")
        } else {
            lines.append("            landscape: nil,")
        }
        lines.append("            aliases: [\(device.aliases.map(TreeDumper.quote).joined(separator: ", "))],")
        lines.append("            displayName: \(optional(device.displayName, TreeDumper.quote)), "
                     + "landscapeSize: \(optional(device.landscapeSize, size))),")
        return lines.joined(separator: "\n") + "\n"
    }

    private static func traits(_ traits: OrientationTraits, indent: Int) -> String {
        let pad = String(repeating: " ", count: indent + 4)
        var text = "OrientationTraits(\n"
        text += pad + "sizeClasses: TraitCollection(horizontal: .\(traits.sizeClasses.horizontalSizeClass), "
            + "vertical: .\(traits.sizeClasses.verticalSizeClass)),\n"
        text += pad + "safeAreaInsets: \(insets(traits.safeAreaInsets)),\n"
        text += pad + "rootLayoutMargins: \(insets(traits.rootLayoutMargins)),\n"
        // One era a line pair, so that no line passes 120 columns.
        let eras = traits.safeAreaEras.map {
            "\n" + pad + "    SafeAreaEra(fromToolsVersion: \(optional($0.fromToolsVersion, String.init)), "
                + "untilToolsVersion: \(optional($0.untilToolsVersion, String.init)),\n"
                + pad + "                safeAreaInsets: \(insets($0.safeAreaInsets)))"
        }
        text += pad + "safeAreaEras: [" + eras.joined(separator: ",") + "])"
        return text
    }

    private static func size(_ size: Size) -> String {
        "Size(width: \(number(size.width)), height: \(number(size.height)))"
    }

    private static func insets(_ insets: EdgeInsets) -> String {
        "EdgeInsets(top: \(number(insets.top)), leading: \(number(insets.leading)), "
            + "bottom: \(number(insets.bottom)), trailing: \(number(insets.trailing)))"
    }

    /// Whole numbers without a fraction; others in Swift's shortest round-tripping form.
    private static func number(_ value: Double) -> String {
        if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
        return "\(value)"
    }

    private static func optional<T>(_ value: T?, _ render: (T) -> String) -> String {
        value.map(render) ?? "nil"
    }
}

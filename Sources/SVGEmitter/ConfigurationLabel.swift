import LayoutModel

/// How a configuration is named on panels and in titles: `iPhone 16 Pro · portrait · wC hR`.
public enum ConfigurationLabel {
    /// A catalog name made readable (`iphone-16-pro-max` → `iPhone 16 Pro Max`); other names (Interface
    /// Builder ids such as `retina6_1`) are kept; no device is `Custom`.
    public static func deviceName(_ device: String?) -> String {
        guard let device, !device.isEmpty else { return "Custom" }
        let clean = XMLText.sanitized(device, identifier: true)
        let words = clean.split(separator: "-").map(String.init)
        guard let first = words.first, first == "iphone" || first == "ipad" else { return clean }
        return words.map { word in
            switch word {
            case "iphone": "iPhone"
            case "ipad": "iPad"
            case "se": "SE"
            case "mini", "gen", "generation": word
            case "xr": "XR"
            case "xs": "XS"
            default: word.prefix(1).uppercased() + word.dropFirst()
            }
        }.joined(separator: " ")
    }

    /// `wC hR`, as Xcode shows size classes.
    public static func sizeClasses(_ traits: TraitCollection) -> String {
        "w\(traits.horizontalSizeClass.letter) h\(traits.verticalSizeClass.letter)"
    }

    /// `iPhone 16 · portrait · wC hR`.
    public static func title(_ configuration: LayoutConfiguration) -> String {
        var parts = [deviceName(configuration.device)]
        if let orientation = configuration.orientation { parts.append(orientation.rawValue) }
        parts.append(sizeClasses(configuration.traits))
        return parts.joined(separator: " · ")
    }
}

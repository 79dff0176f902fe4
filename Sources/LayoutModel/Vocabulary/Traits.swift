/// `UIUserInterfaceSizeClass`; the raw value is Interface Builder's keyword.
public enum SizeClass: String, Hashable, Sendable, CaseIterable {
    case compact, regular, unspecified

    /// The short letter Xcode shows (`wC hR`): C, R or A (any).
    public var letter: String {
        switch self {
        case .compact: "C"
        case .regular: "R"
        case .unspecified: "A"
        }
    }
}

/// A device orientation.
public enum Orientation: String, Hashable, Sendable, CaseIterable {
    case portrait, landscape
}

/// The size classes a layout is resolved for.
public struct TraitCollection: Hashable, Sendable, CustomStringConvertible {
    public var horizontalSizeClass: SizeClass
    public var verticalSizeClass: SizeClass

    public init(horizontal: SizeClass, vertical: SizeClass) {
        self.horizontalSizeClass = horizontal
        self.verticalSizeClass = vertical
    }

    /// Any/any: only `default` variations apply (Interface Builder's 600×600 canvas).
    public static let unspecified = TraitCollection(horizontal: .unspecified, vertical: .unspecified)

    /// The short key used in file names and labels, for example `wC-hR`.
    public var description: String { "w\(horizontalSizeClass.letter)-h\(verticalSizeClass.letter)" }
}

/// The key of a size-class variation in Interface Builder's syntax: `default`, `widthClass=compact`,
/// `heightClass=regular-widthClass=compact`.
public struct VariationKey: Hashable, Sendable, CustomStringConvertible {
    /// The width class the variation asks for; nil when the key does not name one.
    public var widthClass: SizeClass?
    /// The height class the variation asks for; nil when the key does not name one.
    public var heightClass: SizeClass?
    /// Keys such as `device=watch44mm` or `userInterfaceIdiom=mac` name no size class and never apply.
    public var otherComponents: [String]

    public init(widthClass: SizeClass? = nil, heightClass: SizeClass? = nil, otherComponents: [String] = []) {
        self.widthClass = widthClass
        self.heightClass = heightClass
        self.otherComponents = otherComponents
    }

    public static let `default` = VariationKey()

    /// How many size classes the key names: 0 for `default`, 1 or 2. More specific keys win.
    public var specificity: Int { (widthClass == nil ? 0 : 1) + (heightClass == nil ? 0 : 1) }

    /// Whether the key applies to the traits: every size class it names is the current one.
    public func matches(_ traits: TraitCollection) -> Bool {
        guard otherComponents.isEmpty else { return false }
        if let widthClass, widthClass != traits.horizontalSizeClass { return false }
        if let heightClass, heightClass != traits.verticalSizeClass { return false }
        return true
    }

    /// The key as Interface Builder writes it: height first.
    public var description: String {
        var parts: [String] = []
        if let heightClass { parts.append("heightClass=\(heightClass.rawValue)") }
        if let widthClass { parts.append("widthClass=\(widthClass.rawValue)") }
        parts += otherComponents
        return parts.isEmpty ? "default" : parts.joined(separator: "-")
    }

    /// The size-class names a key may use, for error messages.
    public static let knownComponents = ["widthClass", "heightClass"]

    /// Parses a key; returns nil and the offending component for a malformed one.
    public static func parse(_ text: String) -> Result<VariationKey, VariationKeyError> {
        if text == "default" { return .success(.default) }
        var key = VariationKey()
        for component in text.split(separator: "-", omittingEmptySubsequences: false) {
            let pair = component.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            guard pair.count == 2 else { return .failure(.malformedComponent(String(component))) }
            let name = String(pair[0]), value = String(pair[1])
            switch name {
            case "widthClass", "heightClass":
                guard let sizeClass = SizeClass(rawValue: value), sizeClass != .unspecified else {
                    return .failure(.unknownSizeClass(name: name, value: value))
                }
                if name == "widthClass" {
                    guard key.widthClass == nil else { return .failure(.repeatedComponent(name)) }
                    key.widthClass = sizeClass
                } else {
                    guard key.heightClass == nil else { return .failure(.repeatedComponent(name)) }
                    key.heightClass = sizeClass
                }
            case "device", "userInterfaceIdiom", "gamut", "userInterfaceStyle", "layoutDirection":
                key.otherComponents.append(String(component))
            default:
                return .failure(.unknownTrait(name))
            }
        }
        return .success(key)
    }
}

/// Why a variation key could not be read.
public enum VariationKeyError: Error, Hashable, Sendable {
    case malformedComponent(String)
    case unknownTrait(String)
    case unknownSizeClass(name: String, value: String)
    case repeatedComponent(String)
}

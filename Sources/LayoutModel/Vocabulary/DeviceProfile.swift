/// A device family.
public enum DeviceFamily: String, Hashable, Sendable, CaseIterable {
    case iPhone = "iphone", iPad = "ipad"
}

/// One screen of the device catalog: sizes, scale, size classes, safe-area insets and root-view margins
/// per orientation. The catalog itself is data (TraitResolver's device file); this is its row type.
public struct DeviceProfile: Hashable, Sendable {
    /// The friendly name users type, for example `iphone-16-pro`.
    public var name: String
    /// Interface Builder's device id, for example `retina6_1`.
    public var interfaceBuilderID: String?
    public var family: DeviceFamily
    /// The size in points in portrait.
    public var portraitSize: Size
    /// Pixels per point (2 or 3); frames snap to 1/scale.
    public var scale: Double
    public var portrait: OrientationTraits
    /// Nil for a screen that does not rotate.
    public var landscape: OrientationTraits?
    /// Other friendly names for the same screen (`iphone-15` for `iphone-16`).
    public var aliases: [String]
    /// A name for titles and tables, for example `iPhone 16 Pro`.
    public var displayName: String?
    /// The landscape size when it is not the portrait size turned (iPad split-screen windows).
    public var landscapeSize: Size?

    public init(name: String, interfaceBuilderID: String?, family: DeviceFamily, portraitSize: Size, scale: Double,
                portrait: OrientationTraits, landscape: OrientationTraits?, aliases: [String] = [],
                displayName: String? = nil, landscapeSize: Size? = nil) {
        self.name = name
        self.interfaceBuilderID = interfaceBuilderID
        self.family = family
        self.portraitSize = portraitSize
        self.scale = scale
        self.portrait = portrait
        self.landscape = landscape
        self.aliases = aliases
        self.displayName = displayName
        self.landscapeSize = landscapeSize
    }

    /// The size in points for an orientation.
    public func size(in orientation: Orientation) -> Size {
        guard orientation == .landscape else { return portraitSize }
        return landscapeSize ?? Size(width: portraitSize.height, height: portraitSize.width)
    }

    /// The traits for an orientation (landscape falls back to portrait for devices without one).
    public func traits(in orientation: Orientation) -> OrientationTraits {
        orientation == .landscape ? (landscape ?? portrait) : portrait
    }
}

/// What a device looks like in one orientation.
public struct OrientationTraits: Hashable, Sendable {
    public var sizeClasses: TraitCollection
    public var safeAreaInsets: EdgeInsets
    /// The layout margins of a view controller's root view.
    public var rootLayoutMargins: EdgeInsets
    /// Safe-area insets that Interface Builder documents saved by particular Xcode versions assume instead of
    /// ``safeAreaInsets`` (interface-builder.md §12). The first era that contains a document's toolsVersion wins.
    public var safeAreaEras: [SafeAreaEra]

    public init(sizeClasses: TraitCollection, safeAreaInsets: EdgeInsets, rootLayoutMargins: EdgeInsets,
                safeAreaEras: [SafeAreaEra] = []) {
        self.sizeClasses = sizeClasses
        self.safeAreaInsets = safeAreaInsets
        self.rootLayoutMargins = rootLayoutMargins
        self.safeAreaEras = safeAreaEras
    }

    /// The safe-area insets for a document saved with `toolsVersion` (nil: a document of no Xcode era,
    /// which gets the device's own ``safeAreaInsets``).
    public func safeAreaInsets(forToolsVersion toolsVersion: Int?) -> EdgeInsets {
        guard let toolsVersion else { return safeAreaInsets }
        return safeAreaEras.first { $0.contains(toolsVersion) }?.safeAreaInsets ?? safeAreaInsets
    }
}

/// A range of Interface Builder `toolsVersion`s, `from..<until` (either end open), whose documents assume
/// particular safe-area insets for a device.
public struct SafeAreaEra: Hashable, Sendable {
    /// The first toolsVersion of the era; nil means from the beginning.
    public var fromToolsVersion: Int?
    /// The first toolsVersion after the era; nil means up to now.
    public var untilToolsVersion: Int?
    public var safeAreaInsets: EdgeInsets

    public init(fromToolsVersion: Int? = nil, untilToolsVersion: Int? = nil, safeAreaInsets: EdgeInsets) {
        self.fromToolsVersion = fromToolsVersion
        self.untilToolsVersion = untilToolsVersion
        self.safeAreaInsets = safeAreaInsets
    }

    /// Whether a document saved with `toolsVersion` belongs to the era.
    public func contains(_ toolsVersion: Int) -> Bool {
        if let fromToolsVersion, toolsVersion < fromToolsVersion { return false }
        if let untilToolsVersion, toolsVersion >= untilToolsVersion { return false }
        return true
    }
}

/// Everything a document is laid out for: the canvas, its scale, its size classes and its insets.
public struct LayoutConfiguration: Hashable, Sendable {
    /// The device's friendly name or Interface Builder id; nil for a custom canvas.
    public var device: String?
    public var orientation: Orientation?
    /// The canvas size in points, after the orientation is applied.
    public var size: Size
    public var scale: Double
    public var traits: TraitCollection
    public var safeAreaInsets: EdgeInsets
    public var rootLayoutMargins: EdgeInsets

    public init(device: String?, orientation: Orientation?, size: Size, scale: Double, traits: TraitCollection,
                safeAreaInsets: EdgeInsets, rootLayoutMargins: EdgeInsets) {
        self.device = device
        self.orientation = orientation
        self.size = size
        self.scale = scale
        self.traits = traits
        self.safeAreaInsets = safeAreaInsets
        self.rootLayoutMargins = rootLayoutMargins
    }
}

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
    public var landscape: OrientationTraits?

    public init(name: String, interfaceBuilderID: String?, family: DeviceFamily, portraitSize: Size, scale: Double,
                portrait: OrientationTraits, landscape: OrientationTraits?) {
        self.name = name
        self.interfaceBuilderID = interfaceBuilderID
        self.family = family
        self.portraitSize = portraitSize
        self.scale = scale
        self.portrait = portrait
        self.landscape = landscape
    }

    /// The size in points for an orientation.
    public func size(in orientation: Orientation) -> Size {
        orientation == .portrait ? portraitSize : Size(width: portraitSize.height, height: portraitSize.width)
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

    public init(sizeClasses: TraitCollection, safeAreaInsets: EdgeInsets, rootLayoutMargins: EdgeInsets) {
        self.sizeClasses = sizeClasses
        self.safeAreaInsets = safeAreaInsets
        self.rootLayoutMargins = rootLayoutMargins
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

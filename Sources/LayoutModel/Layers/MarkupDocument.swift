/// The first layer: a document as written, from either the native dialect or an Interface Builder file,
/// with every size-class variation still in place.
///
/// Pipeline: `MarkupParser.parse` → **MarkupDocument** → `TraitResolver.resolve` → ``ResolvedDocument`` →
/// `LayoutEngine.layout` → ``LayoutDocument`` → `SVGEmitter`.
public struct MarkupDocument: Sendable {
    public enum Format: String, Sendable, Hashable {
        case native, storyboard, xib
    }

    /// The path as the user gave it.
    public var path: String
    public var format: Format
    /// The device the document names (`<device id="retina6_1" orientation="portrait">`), if any.
    public var device: DocumentDevice?
    /// Interface Builder's `toolsVersion` as a number (`14087.3` → 14087), which tells the Xcode era and so
    /// the control metrics and safe-area insets it assumed.
    public var toolsVersion: Int?
    /// Whether the document uses safe-area layout guides (`useSafeAreas="YES"`).
    public var usesSafeAreas: Bool
    /// Images by name, with their sizes in points.
    public var images: [ImageResource]
    public var scenes: [MarkupScene]

    public init(path: String, format: Format, device: DocumentDevice? = nil, toolsVersion: Int? = nil,
                usesSafeAreas: Bool = true, images: [ImageResource] = [], scenes: [MarkupScene] = []) {
        self.path = path
        self.format = format
        self.device = device
        self.toolsVersion = toolsVersion
        self.usesSafeAreas = usesSafeAreas
        self.images = images
        self.scenes = scenes
    }
}

/// The device a document was written for.
public struct DocumentDevice: Hashable, Sendable {
    /// A catalog name or Interface Builder id (`retina4_7`).
    public var id: String
    public var orientation: Orientation
    public var range: SourceRange?

    public init(id: String, orientation: Orientation, range: SourceRange? = nil) {
        self.id = id
        self.orientation = orientation
        self.range = range
    }
}

/// An image resource: a name and a size in points.
public struct ImageResource: Hashable, Sendable {
    public var name: String
    public var size: Size
    public var range: SourceRange?

    public init(name: String, size: Size, range: SourceRange? = nil) {
        self.name = name
        self.size = size
        self.range = range
    }
}

/// One screen or component: a root view with its subtree.
public struct MarkupScene: Sendable {
    public enum Kind: Hashable, Sendable {
        /// A view controller's root view: device-sized, with a safe area and the device's root margins.
        case screen
        /// A freeform root view; a nil dimension means the root takes its fitting size on that axis.
        case component(width: Double?, height: Double?)
    }

    public var id: String
    public var name: String?
    public var kind: Kind
    public var root: MarkupView
    public var range: SourceRange?
    /// Interface Builder facts about the scene's presentation.
    public var simulated: SimulatedMetrics

    public init(id: String, name: String? = nil, kind: Kind, root: MarkupView, range: SourceRange? = nil,
                simulated: SimulatedMetrics = SimulatedMetrics()) {
        self.id = id
        self.name = name
        self.kind = kind
        self.root = root
        self.range = range
        self.simulated = simulated
    }
}

/// What Interface Builder simulates around a scene: bars, the status bar, and the size it stored for the root.
///
/// These are facts, not heights: how tall a bar is depends on the device, its size classes and the Xcode era, which
/// the layout engine knows (interface-builder.md §11, §12).
public struct SimulatedMetrics: Hashable, Sendable {
    /// The root view's stored size, which is the canvas Interface Builder laid the scene out on.
    public var storedRootSize: Size?
    /// A navigation bar across the top, simulated (`simulatedTopBarMetrics`) or inferred from segues; nil for none.
    public var navigationBar: SimulatedBar?
    /// A tab bar or toolbar across the bottom, simulated or inferred; nil for none.
    public var bottomBar: SimulatedBar?
    /// Whether the status bar is hidden (`<nil key="simulatedStatusBarMetrics"/>`, or a form sheet).
    public var statusBarHidden: Bool
    /// A screen the controller overrides the document's device with (`simulatedDestinationMetrics`).
    public var destinationDevice: String?

    public init(storedRootSize: Size? = nil, navigationBar: SimulatedBar? = nil, bottomBar: SimulatedBar? = nil,
                statusBarHidden: Bool = false, destinationDevice: String? = nil) {
        self.storedRootSize = storedRootSize
        self.navigationBar = navigationBar
        self.bottomBar = bottomBar
        self.statusBarHidden = statusBarHidden
        self.destinationDevice = destinationDevice
    }
}

/// A bar that Interface Builder simulates around a controller's root view.
public struct SimulatedBar: Hashable, Sendable {
    public enum Kind: String, Hashable, Sendable {
        case navigationBar, tabBar, toolbar
    }

    public var kind: Kind
    /// A navigation bar with a prompt line above its title (`prompted="YES"`).
    public var prompted: Bool
    /// False for an opaque bar (`translucent="NO"`): the root view then ends at the bar instead of running under it.
    public var translucent: Bool

    public init(_ kind: Kind, prompted: Bool = false, translucent: Bool = true) {
        self.kind = kind
        self.prompted = prompted
        self.translucent = translucent
    }
}

/// A view as written: its kind, base properties, variations, subviews, the constraints it owns and the
/// layout guides it declares.
public struct MarkupView: Sendable {
    /// The document id, or one the reader made up (`_label3`) for views that have none.
    public var id: String
    /// Whether ``id`` was written in the document.
    public var hasExplicitID: Bool
    /// The element name as written (`label`, `tableViewCell`); output uses it as the view's kind.
    public var elementName: String
    public var kind: ViewKind
    /// The element's start tag.
    public var range: SourceRange?
    public var properties: ViewProperties
    public var variations: [ViewVariation]
    /// For stack views these are the arranged subviews, in order.
    public var subviews: [MarkupView]
    public var constraints: [MarkupConstraint]
    public var layoutGuides: [MarkupLayoutGuide]
    /// Interface Builder's `customClass`, if any.
    public var customClass: String?
    /// Set when the frame comes from autoresizing (`translatesAutoresizingMaskIntoConstraints`), not from
    /// constraints: Interface Builder's `fixedFrame="YES"` views, with their stored frame.
    public var autoresizing: Autoresizing?
    /// Interface Builder only: the frame Xcode stored, and whether Xcode flagged it stale.
    public var stored: StoredFrame?
    /// An exact intrinsic size Interface Builder recorded for a designable custom view.
    public var designableIntrinsicSize: Size?

    /// (Inlinable, as `LayoutNode`'s: the reader makes one view per element, and a call across modules copied it.)
    @inlinable
    public init(id: String, hasExplicitID: Bool = true, elementName: String? = nil, kind: ViewKind,
                range: SourceRange? = nil, properties: ViewProperties = ViewProperties(),
                variations: [ViewVariation] = [], subviews: [MarkupView] = [],
                constraints: [MarkupConstraint] = [], layoutGuides: [MarkupLayoutGuide] = []) {
        self.id = id
        self.hasExplicitID = hasExplicitID
        self.elementName = elementName ?? kind.rawValue
        self.kind = kind
        self.range = range
        self.properties = properties
        self.variations = variations
        self.subviews = subviews
        self.constraints = constraints
        self.layoutGuides = layoutGuides
    }
}

/// A frame set by autoresizing: the frame as stored, and which margins and sizes are flexible.
public struct Autoresizing: Hashable, Sendable {
    public var frame: Rect
    public var flexibleLeftMargin = false
    public var flexibleRightMargin = false
    public var flexibleTopMargin = false
    public var flexibleBottomMargin = false
    public var flexibleWidth = false
    public var flexibleHeight = false

    public init(frame: Rect) { self.frame = frame }
}

/// What Interface Builder stored for a view.
public struct StoredFrame: Hashable, Sendable {
    public var frame: Rect?
    public var misplaced: Bool
    public var ambiguous: Bool

    public init(frame: Rect?, misplaced: Bool = false, ambiguous: Bool = false) {
        self.frame = frame
        self.misplaced = misplaced
        self.ambiguous = ambiguous
    }
}

/// A size-class variation of a view: properties to lay over the base, and which subviews and constraints
/// it installs or removes (Interface Builder's `<mask key="subviews|constraints">`).
public struct ViewVariation: Hashable, Sendable {
    public var key: VariationKey
    public var range: SourceRange?
    public var properties: ViewProperties
    /// References (subview or constraint ids) this variation includes (true) or excludes (false).
    public var mask: [MaskEntry]

    public init(key: VariationKey, range: SourceRange? = nil, properties: ViewProperties = ViewProperties(),
                mask: [MaskEntry] = []) {
        self.key = key
        self.range = range
        self.properties = properties
        self.mask = mask
    }
}

/// One `<include>` or `<exclude>` of a variation's mask.
public struct MaskEntry: Hashable, Sendable {
    public enum Target: String, Hashable, Sendable { case subviews, constraints }
    public var target: Target
    public var reference: String
    public var included: Bool
    public var range: SourceRange?

    public init(target: Target, reference: String, included: Bool, range: SourceRange? = nil) {
        self.target = target
        self.reference = reference
        self.included = included
        self.range = range
    }
}

/// A layout guide a view declares. Constraints refer to it by ``id``.
public struct MarkupLayoutGuide: Hashable, Sendable {
    public enum Kind: String, Hashable, Sendable, CaseIterable {
        case safeArea, layoutMargins, readableContent, contentLayoutGuide, frameLayoutGuide
        /// Legacy view-controller guides (iOS 10 and earlier).
        case topLayoutGuide, bottomLayoutGuide
    }

    public var id: String
    public var kind: Kind
    public var range: SourceRange?

    public init(id: String, kind: Kind, range: SourceRange? = nil) {
        self.id = id
        self.kind = kind
        self.range = range
    }
}

/// A constraint as written: `firstItem.firstAttribute REL multiplier × secondItem.secondAttribute + constant @priority`.
public struct MarkupConstraint: Hashable, Sendable {
    /// The document id, if any (Interface Builder masks and variations refer to it).
    public var id: String?
    /// A view id or layout-guide id. Readers resolve Interface Builder's implicit first item to the owner.
    public var firstItem: String
    public var firstAttribute: LayoutAttribute
    public var relation: LayoutRelation
    /// Nil for a constant size (`row.height >= 44`).
    public var secondItem: String?
    public var secondAttribute: LayoutAttribute?
    public var multiplier: Double
    public var constant: Double
    public var priority: Double
    /// Whether the constraint is installed in the base (any/any) configuration.
    public var installed: Bool
    /// Interface Builder's `placeholder="YES"`: honoured at design time, removed at build time.
    public var isPlaceholder: Bool
    /// Interface Builder's `symbolic="YES"`: the constant is the standard spacing IB resolved.
    public var isStandardSpacing: Bool
    public var variations: [ConstraintVariation]
    public var range: SourceRange?

    public init(id: String? = nil, firstItem: String, firstAttribute: LayoutAttribute,
                relation: LayoutRelation = .equal, secondItem: String? = nil, secondAttribute: LayoutAttribute? = nil,
                multiplier: Double = 1, constant: Double = 0, priority: Double = LayoutPriority.required,
                installed: Bool = true, isPlaceholder: Bool = false, isStandardSpacing: Bool = false,
                variations: [ConstraintVariation] = [], range: SourceRange? = nil) {
        self.id = id
        self.firstItem = firstItem
        self.firstAttribute = firstAttribute
        self.relation = relation
        self.secondItem = secondItem
        self.secondAttribute = secondAttribute
        self.multiplier = multiplier
        self.constant = constant
        self.priority = priority
        self.installed = installed
        self.isPlaceholder = isPlaceholder
        self.isStandardSpacing = isStandardSpacing
        self.variations = variations
        self.range = range
    }
}

/// A size-class variation of a constraint.
public struct ConstraintVariation: Hashable, Sendable {
    public var key: VariationKey
    public var constant: Double?
    public var priority: Double?
    public var installed: Bool?
    public var range: SourceRange?

    public init(key: VariationKey, constant: Double? = nil, priority: Double? = nil, installed: Bool? = nil,
                range: SourceRange? = nil) {
        self.key = key
        self.constant = constant
        self.priority = priority
        self.installed = installed
        self.range = range
    }
}

/// The second layer: a document resolved for one trait configuration. Variations are applied, views and
/// constraints that are not installed are gone, and the configuration (canvas, scale, insets) is fixed.
public struct ResolvedDocument: Sendable {
    public var path: String
    public var format: MarkupDocument.Format
    public var toolsVersion: Int?
    public var usesSafeAreas: Bool
    public var configuration: LayoutConfiguration
    public var images: [ImageResource]
    public var scenes: [ResolvedScene]

    public init(path: String, format: MarkupDocument.Format, toolsVersion: Int?, usesSafeAreas: Bool,
                configuration: LayoutConfiguration, images: [ImageResource], scenes: [ResolvedScene]) {
        self.path = path
        self.format = format
        self.toolsVersion = toolsVersion
        self.usesSafeAreas = usesSafeAreas
        self.configuration = configuration
        self.images = images
        self.scenes = scenes
    }

    /// The size of an image resource by name.
    public func imageSize(named name: String) -> Size? {
        images.first { $0.name == name }?.size
    }

    /// Drops every view below the scenes' roots: what holders of a document whose views have moved elsewhere
    /// (the layout's scene tables) keep, so that the views' memory can go.
    public mutating func removeSubviewsOfRoots() {
        for index in scenes.indices { scenes[index].root.subviews = [] }
    }
}

/// One scene resolved for a configuration.
public struct ResolvedScene: Sendable {
    public var id: String
    public var name: String?
    public var kind: MarkupScene.Kind
    public var root: ResolvedView
    public var range: SourceRange?
    public var simulated: SimulatedMetrics
    /// The canvas the root view is laid out in: the device size for screens, Interface Builder's stored root
    /// size for storyboard scenes, the given size of components (nil dimensions are fitted).
    public var canvasSize: Size?

    public init(id: String, name: String?, kind: MarkupScene.Kind, root: ResolvedView, range: SourceRange?,
                simulated: SimulatedMetrics, canvasSize: Size?) {
        self.id = id
        self.name = name
        self.kind = kind
        self.root = root
        self.range = range
        self.simulated = simulated
        self.canvasSize = canvasSize
    }
}

/// A view with its variations applied and only installed subviews and constraints.
public struct ResolvedView: Sendable {
    public var id: String
    public var elementName: String
    public var kind: ViewKind
    public var range: SourceRange?
    /// Base properties with every matching variation laid over them; nil fields take UIKit's defaults.
    public var properties: ViewProperties
    public var subviews: [ResolvedView]
    public var constraints: [ResolvedConstraint]
    public var stored: StoredFrame?
    /// The fields most views leave empty, boxed and present only when one is set: inline they were a quarter of
    /// every view's record, at every stage that keeps one per view.
    @usableFromInline var extras: ExtrasBox?

    /// (Inlinable, as `LayoutNode`'s: called across modules, it built the view in a temporary and copied it out,
    /// counting a reference for every field twice.)
    @inlinable
    public init(id: String, elementName: String, kind: ViewKind, range: SourceRange?, properties: ViewProperties,
                subviews: [ResolvedView] = [], constraints: [ResolvedConstraint] = [],
                layoutGuides: [MarkupLayoutGuide] = [], customClass: String? = nil, autoresizing: Autoresizing? = nil,
                stored: StoredFrame? = nil, designableIntrinsicSize: Size? = nil,
                appliedVariations: [AppliedVariation] = []) {
        self.id = id
        self.elementName = elementName
        self.kind = kind
        self.range = range
        self.properties = properties
        self.subviews = subviews
        self.constraints = constraints
        self.stored = stored
        self.extras = nil
        if !Extras.holdNothing(layoutGuides, customClass, autoresizing, designableIntrinsicSize, appliedVariations) {
            extras = ExtrasBox(Extras(layoutGuides: layoutGuides, customClass: customClass, autoresizing: autoresizing,
                                      designableIntrinsicSize: designableIntrinsicSize,
                                      appliedVariations: appliedVariations))
        }
    }

    public var layoutGuides: [MarkupLayoutGuide] {
        get { extras?.value.layoutGuides ?? [] }
        set { update(\.layoutGuides, newValue) }
    }
    public var customClass: String? {
        get { extras?.value.customClass }
        set { update(\.customClass, newValue) }
    }
    public var autoresizing: Autoresizing? {
        get { extras?.value.autoresizing }
        set { update(\.autoresizing, newValue) }
    }
    public var designableIntrinsicSize: Size? {
        get { extras?.value.designableIntrinsicSize }
        set { update(\.designableIntrinsicSize, newValue) }
    }
    /// The variations that applied, least specific first, for `stackboard explain`.
    public var appliedVariations: [AppliedVariation] {
        get { extras?.value.appliedVariations ?? [] }
        set { update(\.appliedVariations, newValue) }
    }

    @usableFromInline
    struct Extras: Sendable {
        var layoutGuides: [MarkupLayoutGuide] = []
        var customClass: String?
        var autoresizing: Autoresizing?
        var designableIntrinsicSize: Size?
        var appliedVariations: [AppliedVariation] = []

        @usableFromInline
        init(layoutGuides: [MarkupLayoutGuide], customClass: String?, autoresizing: Autoresizing?,
             designableIntrinsicSize: Size?, appliedVariations: [AppliedVariation]) {
            self.layoutGuides = layoutGuides
            self.customClass = customClass
            self.autoresizing = autoresizing
            self.designableIntrinsicSize = designableIntrinsicSize
            self.appliedVariations = appliedVariations
        }

        init() {}

        var isEmpty: Bool {
            Self.holdNothing(layoutGuides, customClass, autoresizing, designableIntrinsicSize, appliedVariations)
        }

        /// Whether extras with these fields would be empty (asked before making them: most views have none).
        @usableFromInline
        static func holdNothing(_ layoutGuides: [MarkupLayoutGuide], _ customClass: String?,
                                _ autoresizing: Autoresizing?, _ designableIntrinsicSize: Size?,
                                _ appliedVariations: [AppliedVariation]) -> Bool {
            layoutGuides.isEmpty && customClass == nil && autoresizing == nil && designableIntrinsicSize == nil
                && appliedVariations.isEmpty
        }
    }

    @usableFromInline
    final class ExtrasBox: @unchecked Sendable {
        // Mutated only through `ResolvedView.update`, after a uniqueness check: never while shared.
        var value: Extras

        @usableFromInline
        init(_ value: Extras) { self.value = value }
    }

    private mutating func update<T>(_ keyPath: WritableKeyPath<Extras, T>, _ newValue: T) {
        if !isKnownUniquelyReferenced(&extras) {
            extras = ExtrasBox(extras?.value ?? Extras())
        }
        guard let box = extras else { return }
        box.value[keyPath: keyPath] = newValue
        if box.value.isEmpty { extras = nil }
    }

    public var isHidden: Bool { properties.hidden ?? false }
}

/// A variation that applied to a view or constraint, and what it changed.
public struct AppliedVariation: Hashable, Sendable {
    public var key: VariationKey
    public var range: SourceRange?
    /// The attribute names it set, for example `axis`, `hidden`, `constant`.
    public var changes: [String]

    public init(key: VariationKey, range: SourceRange?, changes: [String]) {
        self.key = key
        self.range = range
        self.changes = changes
    }
}

/// An installed constraint with its variations applied.
public struct ResolvedConstraint: Hashable, Sendable {
    public var id: String?
    public var firstItem: String
    public var firstAttribute: LayoutAttribute
    public var relation: LayoutRelation
    public var secondItem: String?
    public var secondAttribute: LayoutAttribute?
    public var multiplier: Double
    public var constant: Double
    public var priority: Double
    public var isStandardSpacing: Bool
    public var range: SourceRange?
    public var appliedVariations: [AppliedVariation]

    public init(id: String?, firstItem: String, firstAttribute: LayoutAttribute, relation: LayoutRelation,
                secondItem: String?, secondAttribute: LayoutAttribute?, multiplier: Double, constant: Double,
                priority: Double, isStandardSpacing: Bool = false, range: SourceRange?,
                appliedVariations: [AppliedVariation] = []) {
        self.id = id
        self.firstItem = firstItem
        self.firstAttribute = firstAttribute
        self.relation = relation
        self.secondItem = secondItem
        self.secondAttribute = secondAttribute
        self.multiplier = multiplier
        self.constant = constant
        self.priority = priority
        self.isStandardSpacing = isStandardSpacing
        self.range = range
        self.appliedVariations = appliedVariations
    }
}

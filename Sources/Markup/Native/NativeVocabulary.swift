import LayoutModel

/// One attribute the native reader accepts.
public struct NativeAttribute: Sendable, Hashable {
    /// The shape of an attribute's value.
    public enum ValueType: String, Sendable, Hashable, CaseIterable {
        /// `[A-Za-z_][A-Za-z0-9_-]*`, unique in the document, not a reserved item name.
        case identifier
        /// Any text.
        case text
        /// `YES` or `NO`.
        case boolean
        /// A finite decimal (`-12.5`, `8`).
        case number
        /// A finite decimal ≥ 0.
        case nonNegativeNumber
        /// A whole number ≥ 0.
        case nonNegativeInteger
        /// 1…1000 or `required`, `high`, `low`.
        case priority
        /// One of ``NativeAttribute/values``.
        case keyword
        /// 1, 2 or 4 numbers separated by spaces.
        case layoutMargins
        /// A number ≥ 0 or `none`.
        case intrinsicLength
        /// `default`, `widthClass=…`, `heightClass=…` or both joined with `-`.
        case variationKey
        /// A constraint equation.
        case equation
        /// A text style, `[weight] [italic] SIZE`, or `NAME SIZE`.
        case font
        /// `W:H` or a decimal.
        case ratio
        /// A number ≥ 0, optionally followed by `@PRIORITY`.
        case sizeWithPriority
        /// A space-separated subset of ``NativeAttribute/values``.
        case edges
        /// Titles separated by `|`.
        case segments
        /// The name of an `image` resource.
        case imageName
        /// A device catalog name or Interface Builder device id.
        case device
    }

    public let name: String
    public let type: ValueType
    /// The accepted keywords (for `keyword`, `boolean`, `priority`, `edges`, `intrinsicLength`), else empty.
    public let values: [String]
    public let isRequired: Bool
    /// Whether the attribute generates constraints owned by the superview (never in a variation).
    public let isShorthand: Bool

    init(_ name: String, _ type: ValueType, values: [String] = [], required: Bool = false, shorthand: Bool = false) {
        self.name = name
        self.type = type
        self.isRequired = required
        self.isShorthand = shorthand
        switch type {
        case .boolean: self.values = ["YES", "NO"]
        case .priority: self.values = PriorityKeyword.allCases.map(\.rawValue)
        case .intrinsicLength: self.values = ["none"]
        case .edges: self.values = PinEdge.allCases.map(\.rawValue)
        default: self.values = values
        }
    }
}

/// One element the native reader accepts: its attributes and the elements it may contain.
public struct NativeElement: Sendable, Hashable {
    public let name: String
    public let attributes: [NativeAttribute]
    /// Element names allowed as children, in the order the dialect describes them.
    public let children: [String]
    /// Whether the element is a view (its name is a ``ViewKind`` raw value).
    public let isView: Bool
    /// The attributes' names as ids, which are their indices in ``attributes`` (an element's attribute names are
    /// unique, a test checks): the reader looks up every attribute it reads, and a view element accepts dozens.
    private let attributeIDs: ByteInterner

    init(name: String, attributes: [NativeAttribute], children: [String], isView: Bool) {
        self.name = name
        self.attributes = attributes
        self.children = children
        self.isView = isView
        attributeIDs = ByteInterner(attributes.map(\.name))
    }

    /// The attribute with this name, if the element accepts it.
    public func attribute(_ name: String) -> NativeAttribute? {
        attributeIDs.lookup(name).map { attributes[Int($0)] }
    }

    public static func == (lhs: NativeElement, rhs: NativeElement) -> Bool {
        lhs.name == rhs.name && lhs.attributes == rhs.attributes && lhs.children == rhs.children
            && lhs.isView == rhs.isView
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(name)
        hasher.combine(attributes)
        hasher.combine(children)
        hasher.combine(isView)
    }
}

/// The vocabulary of the native dialect (dialect.md, version 1) as data: every element, its attributes with
/// their value types and keywords, and its children. The reader works from this table, so it is exactly
/// what the reader accepts; keyword lists come from LayoutModel's `CaseIterable` enums. A grammar-drift test
/// compares it with `Grammar/stackboard.rng`.
public enum NativeVocabulary {
    public static let rootElement = "document"

    /// The view elements, in ``ViewKind/nativeKinds`` order.
    public static let viewElements: [String] = ViewKind.nativeKinds.map(\.rawValue)

    /// Views that may not have subviews.
    public static let leafViewElements: [String] = [
        ViewKind.label, .button, .imageView, .switch, .textField, .slider, .segmentedControl,
        .activityIndicatorView, .progressView,
    ].map(\.rawValue)

    /// Attributes every view accepts.
    public static let commonViewAttributes: [NativeAttribute] = [
        NativeAttribute("id", .identifier),
        NativeAttribute("hidden", .boolean),
        NativeAttribute("installed", .boolean),
        NativeAttribute("horizontalHuggingPriority", .priority),
        NativeAttribute("verticalHuggingPriority", .priority),
        NativeAttribute("horizontalCompressionResistancePriority", .priority),
        NativeAttribute("verticalCompressionResistancePriority", .priority),
        NativeAttribute("layoutMargins", .layoutMargins),
        NativeAttribute("preservesSuperviewLayoutMargins", .boolean),
        NativeAttribute("insetsLayoutMarginsFromSafeArea", .boolean),
        NativeAttribute("placeholderIntrinsicWidth", .intrinsicLength),
        NativeAttribute("placeholderIntrinsicHeight", .intrinsicLength),
        NativeAttribute("width", .sizeWithPriority, shorthand: true),
        NativeAttribute("height", .sizeWithPriority, shorthand: true),
        NativeAttribute("aspectRatio", .ratio, shorthand: true),
        NativeAttribute("pin", .keyword, values: PinTarget.allCases.map(\.rawValue), shorthand: true),
        NativeAttribute("pinEdges", .edges, shorthand: true),
        NativeAttribute("centerIn", .keyword, values: PinTarget.allCases.map(\.rawValue), shorthand: true),
    ]

    /// Attributes particular to one kind of view.
    public static func specificAttributes(of kind: ViewKind) -> [NativeAttribute] {
        switch kind {
        case .stackView:
            [
                NativeAttribute("axis", .keyword, values: Axis.allCases.map(\.rawValue)),
                NativeAttribute("distribution", .keyword, values: StackDistribution.allCases.map(\.rawValue)),
                NativeAttribute("alignment", .keyword, values: StackAlignment.allCases.map(\.rawValue)),
                NativeAttribute("spacing", .number),
                NativeAttribute("spacingType", .keyword, values: StackSpacingType.allCases.map(\.rawValue)),
                NativeAttribute("baselineRelativeArrangement", .boolean),
                NativeAttribute("layoutMarginsRelativeArrangement", .boolean),
            ]
        case .label:
            [
                NativeAttribute("text", .text), NativeAttribute("font", .font),
                NativeAttribute("numberOfLines", .nonNegativeInteger),
                NativeAttribute("preferredMaxLayoutWidth", .nonNegativeNumber),
            ]
        case .button:
            [NativeAttribute("title", .text), NativeAttribute("font", .font), NativeAttribute("image", .imageName)]
        case .imageView:
            [
                NativeAttribute("image", .imageName),
                NativeAttribute("contentMode", .keyword, values: ContentModeKeyword.allCases.map(\.rawValue)),
            ]
        case .textField:
            [
                NativeAttribute("text", .text), NativeAttribute("placeholder", .text), NativeAttribute("font", .font),
                NativeAttribute("borderStyle", .keyword, values: BorderStyleKeyword.allCases.map(\.rawValue)),
            ]
        case .segmentedControl:
            [NativeAttribute("segments", .segments)]
        case .activityIndicatorView:
            [NativeAttribute("style", .keyword, values: ActivityIndicatorStyleKeyword.allCases.map(\.rawValue))]
        default:
            []
        }
    }

    /// Attributes of both kinds of scene root.
    static let rootAttributes: [NativeAttribute] = [
        NativeAttribute("id", .identifier, required: true),
        NativeAttribute("name", .text),
        NativeAttribute("layoutMargins", .layoutMargins),
        NativeAttribute("preservesSuperviewLayoutMargins", .boolean),
        NativeAttribute("insetsLayoutMarginsFromSafeArea", .boolean),
    ]

    /// Every element of the dialect.
    public static let elements: [NativeElement] = {
        let containerChildren = viewElements + ["constraints", "variation"]
        var result = [
            NativeElement(name: "document", attributes: [
                NativeAttribute("device", .device),
                NativeAttribute("orientation", .keyword, values: Orientation.allCases.map(\.rawValue)),
            ], children: ["resources", "screen", "component"], isView: false),
            NativeElement(name: "resources", attributes: [], children: ["image"], isView: false),
            NativeElement(name: "image", attributes: [
                NativeAttribute("name", .text, required: true),
                NativeAttribute("width", .nonNegativeNumber, required: true),
                NativeAttribute("height", .nonNegativeNumber, required: true),
            ], children: [], isView: false),
            NativeElement(name: "screen", attributes: rootAttributes, children: containerChildren, isView: false),
            NativeElement(name: "component", attributes: rootAttributes + [
                NativeAttribute("width", .nonNegativeNumber), NativeAttribute("height", .nonNegativeNumber),
            ], children: containerChildren, isView: false),
        ]
        for kind in ViewKind.nativeKinds {
            let isLeaf = leafViewElements.contains(kind.rawValue)
            result.append(NativeElement(
                name: kind.rawValue, attributes: commonViewAttributes + specificAttributes(of: kind),
                children: isLeaf ? ["constraints", "variation"] : containerChildren, isView: true))
        }
        result += [
            NativeElement(name: "constraints", attributes: [], children: ["constraint"], isView: false),
            NativeElement(name: "constraint", attributes: [
                NativeAttribute("id", .identifier), NativeAttribute("equation", .equation, required: true),
            ], children: ["variation"], isView: false),
            NativeElement(name: "variation", attributes: [NativeAttribute("key", .variationKey, required: true)],
                          children: [], isView: false),
        ]
        return result
    }()

    /// Every element name.
    public static var elementNames: [String] { elements.map(\.name) }

    /// The element with this name, if the dialect has it.
    public static func element(_ name: String) -> NativeElement? {
        elementIDs.lookup(name).map { elements[Int($0)] }
    }

    /// The elements' names as ids, which are their indices in ``elements`` (the names are unique, a test checks):
    /// the reader looks up every element it reads.
    private static let elementIDs = ByteInterner(elements.map(\.name))

    /// The attributes a `variation` accepts inside `parent`: `key`, then every attribute of the parent except
    /// `id`, `equation`, `name`, the shorthands and a component's size, plus `installed` for views and
    /// constraints (a scene root cannot be removed).
    public static func variationAttributes(inside parent: String) -> [NativeAttribute] {
        let key = NativeAttribute("key", .variationKey, required: true)
        if parent == "constraint" {
            return [key, NativeAttribute("constant", .number), NativeAttribute("priority", .priority),
                    NativeAttribute("installed", .boolean)]
        }
        guard let spec = element(parent) else { return [key] }
        let isRoot = parent == "screen" || parent == "component"
        let inherited = spec.attributes.filter { attribute in
            !attribute.isShorthand && !["id", "equation", "name"].contains(attribute.name)
                && !(isRoot && (attribute.name == "width" || attribute.name == "height"))
        }
        return [key] + inherited
    }

    /// The anchors a constraint equation may name, mapped to their layout attributes.
    public static let anchors: [(name: String, attribute: LayoutAttribute)] = [
        ("leading", .leading), ("trailing", .trailing), ("left", .left), ("right", .right), ("top", .top),
        ("bottom", .bottom), ("width", .width), ("height", .height), ("centerX", .centerX), ("centerY", .centerY),
        ("firstBaseline", .firstBaseline), ("lastBaseline", .lastBaseline),
    ]

    /// Words with a meaning in equations, which cannot be ids.
    public static let reservedItems: [String] = ReservedItem.allCases.map(\.rawValue)
}

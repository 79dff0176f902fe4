import LayoutModel

/// One field of ``ViewProperties`` as the resolver sees it: its attribute name, whether a patch sets it, whether
/// two patches agree on it, and its value in words for messages.
struct ViewPropertyField: Sendable {
    let name: String
    let isSet: @Sendable (ViewProperties) -> Bool
    let sameValue: @Sendable (ViewProperties, ViewProperties) -> Bool
    let describe: @Sendable (ViewProperties) -> String

    init<Value: Equatable & Sendable>(_ name: String, _ keyPath: KeyPath<ViewProperties, Value?> & Sendable,
                           describe: @escaping @Sendable (Value) -> String) {
        self.name = name
        self.isSet = { $0[keyPath: keyPath] != nil }
        self.sameValue = { $0[keyPath: keyPath] == $1[keyPath: keyPath] }
        self.describe = { properties in properties[keyPath: keyPath].map(describe) ?? "" }
    }
}

/// Every field of ``ViewProperties``, named as the markup attribute. A test checks that the table covers
/// every stored property, so a new field cannot be forgotten here.
enum ViewPropertyFields {
    static let all: [ViewPropertyField] = [
        ViewPropertyField("hidden", \.hidden, describe: yesNo),
        ViewPropertyField("installed", \.installed, describe: yesNo),
        ViewPropertyField("axis", \.axis, describe: { $0.rawValue }),
        ViewPropertyField("distribution", \.distribution, describe: { $0.rawValue }),
        ViewPropertyField("alignment", \.alignment, describe: { $0.rawValue }),
        ViewPropertyField("spacing", \.spacing, describe: { spacing in
            switch spacing {
            case .fixed(let value): formatNumber(value)
            case .standard: "standard"
            }
        }),
        ViewPropertyField("baselineRelativeArrangement", \.baselineRelativeArrangement, describe: yesNo),
        ViewPropertyField("layoutMarginsRelativeArrangement", \.layoutMarginsRelativeArrangement, describe: yesNo),
        ViewPropertyField("layoutMargins", \.layoutMargins, describe: insets),
        ViewPropertyField("preservesSuperviewLayoutMargins", \.preservesSuperviewLayoutMargins, describe: yesNo),
        ViewPropertyField("insetsLayoutMarginsFromSafeArea", \.insetsLayoutMarginsFromSafeArea, describe: yesNo),
        ViewPropertyField("horizontalHuggingPriority", \.horizontalHuggingPriority, describe: formatNumber),
        ViewPropertyField("verticalHuggingPriority", \.verticalHuggingPriority, describe: formatNumber),
        ViewPropertyField("horizontalCompressionResistancePriority", \.horizontalCompressionResistancePriority,
                          describe: formatNumber),
        ViewPropertyField("verticalCompressionResistancePriority", \.verticalCompressionResistancePriority,
                          describe: formatNumber),
        ViewPropertyField("text", \.text, describe: { $0 }),
        ViewPropertyField("font", \.font, describe: font),
        ViewPropertyField("numberOfLines", \.numberOfLines, describe: { String($0) }),
        ViewPropertyField("preferredMaxLayoutWidth", \.preferredMaxLayoutWidth, describe: formatNumber),
        ViewPropertyField("image", \.image, describe: { $0 }),
        ViewPropertyField("placeholder", \.placeholder, describe: { $0 }),
        ViewPropertyField("borderStyle", \.borderStyle, describe: { $0 }),
        ViewPropertyField("segments", \.segments, describe: { $0.joined(separator: "|") }),
        ViewPropertyField("style", \.style, describe: { $0 }),
        ViewPropertyField("contentMode", \.contentMode, describe: { $0 }),
        ViewPropertyField("contentEdgeInsets", \.contentEdgeInsets, describe: insets),
        ViewPropertyField("scrollEnabled", \.scrollEnabled, describe: yesNo),
        ViewPropertyField("accessoryType", \.accessoryType, describe: { $0 }),
        ViewPropertyField("placeholderIntrinsicWidth", \.placeholderIntrinsicWidth, describe: intrinsic),
        ViewPropertyField("placeholderIntrinsicHeight", \.placeholderIntrinsicHeight, describe: intrinsic),
    ]

    /// The names of the fields a patch sets, in table order.
    static func names(setIn patch: ViewProperties) -> [String] {
        all.filter { $0.isSet(patch) }.map(\.name)
    }

    @Sendable private static func yesNo(_ value: Bool) -> String { value ? "YES" : "NO" }

    @Sendable private static func insets(_ value: EdgeInsets) -> String {
        [value.top, value.leading, value.bottom, value.trailing].map(formatNumber).joined(separator: " ")
    }

    @Sendable private static func intrinsic(_ value: IntrinsicLength) -> String {
        switch value {
        case .points(let points): formatNumber(points)
        case .none: "none"
        }
    }

    @Sendable private static func font(_ value: FontDescription) -> String {
        if let name = value.name { return "\(name) \(formatNumber(value.pointSize))" }
        if let style = value.textStyle { return style.rawValue }
        var words: [String] = []
        if value.weight != .regular { words.append(value.weight.rawValue) }
        if value.italic { words.append("italic") }
        words.append(formatNumber(value.pointSize))
        return words.joined(separator: " ")
    }
}

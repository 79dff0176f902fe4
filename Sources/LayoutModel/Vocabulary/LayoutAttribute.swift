/// `NSLayoutConstraint.Attribute`; the raw value is Interface Builder's keyword.
///
/// Interface Builder writes `baseline` for the last baseline; the readers map it to ``lastBaseline``.
public enum LayoutAttribute: String, Hashable, Sendable, CaseIterable {
    case left, right, top, bottom, leading, trailing, width, height, centerX, centerY
    case firstBaseline, lastBaseline
    case leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin
    case centerXWithinMargins, centerYWithinMargins

    /// The axis the attribute measures along (baselines are vertical).
    public var axis: Axis {
        switch self {
        case .left, .right, .leading, .trailing, .width, .centerX,
             .leftMargin, .rightMargin, .leadingMargin, .trailingMargin, .centerXWithinMargins:
            .horizontal
        default:
            .vertical
        }
    }

    /// Width and height are sizes; every other attribute is a position.
    public var isSize: Bool { self == .width || self == .height }

    /// The first or the last baseline: an item's position read from a baseline view inside it.
    public var isBaseline: Bool { self == .firstBaseline || self == .lastBaseline }

    /// Whether the attribute refers to the item's layout margins instead of its bounds.
    public var isMargin: Bool {
        switch self {
        case .leftMargin, .rightMargin, .topMargin, .bottomMargin, .leadingMargin, .trailingMargin,
             .centerXWithinMargins, .centerYWithinMargins:
            true
        default:
            false
        }
    }
}

/// `NSLayoutConstraint.Relation`; the raw value is Interface Builder's keyword (absent means equal).
public enum LayoutRelation: String, Hashable, Sendable, CaseIterable {
    case equal, lessThanOrEqual, greaterThanOrEqual

    /// The operator used in equations: `==`, `<=`, `>=`.
    public var symbol: String {
        switch self {
        case .equal: "=="
        case .lessThanOrEqual: "<="
        case .greaterThanOrEqual: ">="
        }
    }
}

/// Auto Layout priorities: 1...1000, where 1000 is required.
public enum LayoutPriority {
    public static let required: Double = 1000
    public static let defaultHigh: Double = 750
    public static let defaultLow: Double = 250
    public static let fittingSizeLevel: Double = 50
    /// The valid range of a priority.
    public static let range: ClosedRange<Double> = 1...1000
}

import LayoutModel

/// A stack view's attributes with UIKit's defaults filled in (uistackview.md §1, interface-builder.md §5).
struct StackConfiguration: Sendable, Hashable {
    var axis: Axis
    var distribution: StackDistribution
    /// Normalized: `top` is `leading` and `bottom` is `trailing` on either axis.
    var alignment: StackAlignment
    /// The spacing in points, with system spacing resolved to 8 (§8).
    var spacing: Double
    /// The raw `spacing` value UIKit stores: `spacingUseSystem` (FLT_MIN, taken as 0) for standard spacing. G14 uses it.
    var rawSpacing: Double
    var usesStandardSpacing: Bool
    /// Baseline-relative arrangement; it only affects vertical stacks (§7.2).
    var baselineRelative: Bool
    /// Layout-margins-relative arrangement: on when asked for, or when the stack carries explicit margins (§1).
    var marginsRelative: Bool

    /// System spacing between ordinary sibling views (§8: 8 pt in 211 of 215 measured gaps).
    static let systemSpacing: Double = 8

    init(_ properties: ViewProperties) {
        axis = properties.axis ?? .horizontal
        distribution = properties.distribution ?? .fill
        alignment = (properties.alignment ?? .fill).normalized
        switch properties.spacing ?? .fixed(0) {
        case .fixed(let value):
            spacing = value.isFinite ? value : 0
            rawSpacing = spacing
            usesStandardSpacing = false
        case .standard:
            spacing = Self.systemSpacing
            rawSpacing = 0
            usesStandardSpacing = true
        }
        baselineRelative = (properties.baselineRelativeArrangement ?? false) && axis == .vertical
        marginsRelative = properties.layoutMarginsRelativeArrangement ?? (properties.layoutMargins != nil)
    }

    var crossAxis: Axis { axis.cross }

    /// True for alignments that use the spanner guide P (every alignment but fill, §2.1).
    var hasSpanner: Bool { alignment != .fill }

    var isBaselineAlignment: Bool { alignment == .firstBaseline || alignment == .lastBaseline }
}

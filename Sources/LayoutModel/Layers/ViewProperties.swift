/// The attributes of a view that a size-class variation can change. Every field is optional: nil means
/// "not written here". A view's base attributes are one `ViewProperties`; each variation is another one laid
/// over it (``overlaid(with:)``), and the layout engine supplies UIKit's defaults for what stays nil.
public struct ViewProperties: Hashable, Sendable {
    // Visibility and installation.
    public var hidden: Bool?
    /// Whether the view is in the hierarchy at all (`installed="NO"`, or an Interface Builder subview mask).
    public var installed: Bool?

    // Stack views.
    public var axis: Axis?
    public var distribution: StackDistribution?
    public var alignment: StackAlignment?
    public var spacing: StackSpacing?
    public var baselineRelativeArrangement: Bool?
    public var layoutMarginsRelativeArrangement: Bool?

    // Margins and the safe area.
    public var layoutMargins: EdgeInsets?
    public var preservesSuperviewLayoutMargins: Bool?
    public var insetsLayoutMarginsFromSafeArea: Bool?

    // Content hugging and compression resistance, per axis.
    public var horizontalHuggingPriority: Double?
    public var verticalHuggingPriority: Double?
    public var horizontalCompressionResistancePriority: Double?
    public var verticalCompressionResistancePriority: Double?

    // Content.
    /// A label's text, a button's title, a text field's text.
    public var text: String?
    public var font: FontDescription?
    public var numberOfLines: Int?
    /// An explicit `preferredMaxLayoutWidth` for multi-line labels.
    public var preferredMaxLayoutWidth: Double?
    /// An image view's or button's image name, looked up in the document's resources.
    public var image: String?
    /// A text field's placeholder.
    public var placeholder: String?
    /// A text field's border style keyword (`roundedRect`, `none`, `line`, `bezel`).
    public var borderStyle: String?
    /// A segmented control's segment titles.
    public var segments: [String]?
    /// An activity indicator's style keyword (`medium`, `large`, `gray`, `white`, `whiteLarge`).
    public var style: String?
    /// An image view's content mode keyword (`scaleToFill`, `scaleAspectFit`, …), for drawing.
    public var contentMode: String?
    /// A button's `contentEdgeInsets`: padding around its title and image, part of its intrinsic size.
    public var contentEdgeInsets: EdgeInsets?
    /// Whether a scroll view or text view scrolls (`scrollEnabled="NO"` makes a text view size itself to its text).
    public var scrollEnabled: Bool?
    /// A table cell's accessory keyword (`disclosureIndicator`, `checkmark`, `detailButton`, …, `none`), which
    /// takes the trailing end of the cell and changes its content view's margins.
    public var accessoryType: String?

    // Sizes Interface Builder assumes at design time.
    public var placeholderIntrinsicWidth: IntrinsicLength?
    public var placeholderIntrinsicHeight: IntrinsicLength?

    public init() {}

    /// These properties with every non-nil field of `patch` laid over them.
    public func overlaid(with patch: ViewProperties) -> ViewProperties {
        var result = self
        func take<T>(_ keyPath: WritableKeyPath<ViewProperties, T?>) {
            if let value = patch[keyPath: keyPath] { result[keyPath: keyPath] = value }
        }
        take(\.hidden); take(\.installed)
        take(\.axis); take(\.distribution); take(\.alignment); take(\.spacing)
        take(\.baselineRelativeArrangement); take(\.layoutMarginsRelativeArrangement)
        take(\.layoutMargins); take(\.preservesSuperviewLayoutMargins); take(\.insetsLayoutMarginsFromSafeArea)
        take(\.horizontalHuggingPriority); take(\.verticalHuggingPriority)
        take(\.horizontalCompressionResistancePriority); take(\.verticalCompressionResistancePriority)
        take(\.text); take(\.font); take(\.numberOfLines); take(\.preferredMaxLayoutWidth)
        take(\.image); take(\.placeholder); take(\.borderStyle); take(\.segments); take(\.style)
        take(\.contentMode); take(\.contentEdgeInsets); take(\.scrollEnabled); take(\.accessoryType)
        take(\.placeholderIntrinsicWidth); take(\.placeholderIntrinsicHeight)
        return result
    }
}

/// A design-time intrinsic length: a number of points, or none (`UIView.noIntrinsicMetric`).
public enum IntrinsicLength: Hashable, Sendable {
    case points(Double)
    case none
}

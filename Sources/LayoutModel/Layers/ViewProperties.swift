/// The attributes of a view that a size-class variation can change. Every field is optional: nil means
/// "not written here". A view's base attributes are one `ViewProperties`; each variation is another one laid
/// over it (``overlaid(with:)``), and the layout engine supplies UIKit's defaults for what stays nil.
///
/// Every view of every layer (written, resolved, laid out) holds one, so it is kept small: the fields most views
/// carry are stored inline, and the content fields that only labels, buttons, fields and a few others set live in
/// one shared, copy-on-write ``Content`` (nil while none is set; copies of a view share it).
public struct ViewProperties: Hashable, Sendable {
    /// An image view's content mode keyword (`scaleToFill`, `scaleAspectFit`, …), for drawing. Inline because
    /// Interface Builder writes it on almost every view.
    public var contentMode: String?

    // Content hugging and compression resistance, per axis.
    public var horizontalHuggingPriority: Double?
    public var verticalHuggingPriority: Double?
    public var horizontalCompressionResistancePriority: Double?
    public var verticalCompressionResistancePriority: Double?

    // Sizes Interface Builder assumes at design time.
    public var placeholderIntrinsicWidth: IntrinsicLength?
    public var placeholderIntrinsicHeight: IntrinsicLength?

    // Stack views.
    public var spacing: StackSpacing?
    public var axis: Axis?
    public var distribution: StackDistribution?
    public var alignment: StackAlignment?
    public var baselineRelativeArrangement: Bool?
    public var layoutMarginsRelativeArrangement: Bool?

    // Visibility and installation.
    public var hidden: Bool?
    /// Whether the view is in the hierarchy at all (`installed="NO"`, or an Interface Builder subview mask).
    public var installed: Bool?

    /// The rarely set fields; nil when all of them are nil, so that equal properties have equal storage. (Usable
    /// from inline code, so that other modules read a field in place: a call to a getter copied the properties.)
    @usableFromInline var content: ContentBox?

    public init() {}

    /// The fields of ``ViewProperties`` that most views leave unset, stored out of line.
    public struct Content: Hashable, Sendable {
        @usableFromInline var layoutMargins: EdgeInsets?
        @usableFromInline var preservesSuperviewLayoutMargins: Bool?
        @usableFromInline var insetsLayoutMarginsFromSafeArea: Bool?
        @usableFromInline var text: String?
        @usableFromInline var font: FontDescription?
        @usableFromInline var numberOfLines: Int?
        @usableFromInline var preferredMaxLayoutWidth: Double?
        @usableFromInline var image: String?
        @usableFromInline var placeholder: String?
        @usableFromInline var borderStyle: String?
        @usableFromInline var segments: [String]?
        @usableFromInline var apportionsSegmentWidthsByContent: Bool?
        @usableFromInline var style: String?
        @usableFromInline var contentEdgeInsets: EdgeInsets?
        @usableFromInline var scrollEnabled: Bool?
        @usableFromInline var accessoryType: String?

        package init() {}
    }

    /// A ``Content`` on the heap, shared by copies until one of them writes (equality and hashing by value).
    @usableFromInline final class ContentBox: Hashable, @unchecked Sendable {
        // Mutated only through `ViewProperties.update`, after a uniqueness check: never while shared.
        @usableFromInline var value: Content

        init(_ value: Content) { self.value = value }

        @usableFromInline static func == (lhs: ContentBox, rhs: ContentBox) -> Bool {
            lhs === rhs || lhs.value == rhs.value
        }
        @usableFromInline func hash(into hasher: inout Hasher) { hasher.combine(value) }
    }

    /// The out-of-line fields (all nil when none is set).
    package var contentFields: Content { content?.value ?? Content() }

    /// Whether any out-of-line field (text, font, image, margins, …) is set: false for most views.
    @inlinable package var hasContentFields: Bool { content != nil }

    /// Sets one out-of-line field, copying the shared storage first when another copy holds it.
    private mutating func update<T>(_ keyPath: WritableKeyPath<Content, T?>, _ newValue: T?) {
        if content == nil && newValue == nil { return }
        if !isKnownUniquelyReferenced(&content) {
            content = ContentBox(content?.value ?? Content())
        }
        guard let box = content else { return }
        box.value[keyPath: keyPath] = newValue
        if newValue == nil && box.value == Content() { content = nil }
    }

    // Margins and the safe area.
    public var layoutMargins: EdgeInsets? {
        @inlinable get { content?.value.layoutMargins }
        set { if newValue != nil || content != nil { update(\.layoutMargins, newValue) } }
    }
    public var preservesSuperviewLayoutMargins: Bool? {
        @inlinable get { content?.value.preservesSuperviewLayoutMargins }
        set { if newValue != nil || content != nil { update(\.preservesSuperviewLayoutMargins, newValue) } }
    }
    public var insetsLayoutMarginsFromSafeArea: Bool? {
        @inlinable get { content?.value.insetsLayoutMarginsFromSafeArea }
        set { if newValue != nil || content != nil { update(\.insetsLayoutMarginsFromSafeArea, newValue) } }
    }

    // Content.
    /// A label's text, a button's title, a text field's text.
    public var text: String? {
        @inlinable get { content?.value.text }
        set { if newValue != nil || content != nil { update(\.text, newValue) } }
    }
    public var font: FontDescription? {
        @inlinable get { content?.value.font }
        set { if newValue != nil || content != nil { update(\.font, newValue) } }
    }
    public var numberOfLines: Int? {
        @inlinable get { content?.value.numberOfLines }
        set { if newValue != nil || content != nil { update(\.numberOfLines, newValue) } }
    }
    /// An explicit `preferredMaxLayoutWidth` for multi-line labels.
    public var preferredMaxLayoutWidth: Double? {
        @inlinable get { content?.value.preferredMaxLayoutWidth }
        set { if newValue != nil || content != nil { update(\.preferredMaxLayoutWidth, newValue) } }
    }
    /// An image view's or button's image name, looked up in the document's resources.
    public var image: String? {
        @inlinable get { content?.value.image }
        set { if newValue != nil || content != nil { update(\.image, newValue) } }
    }
    /// A text field's placeholder.
    public var placeholder: String? {
        @inlinable get { content?.value.placeholder }
        set { if newValue != nil || content != nil { update(\.placeholder, newValue) } }
    }
    /// A text field's border style keyword (`roundedRect`, `none`, `line`, `bezel`).
    public var borderStyle: String? {
        @inlinable get { content?.value.borderStyle }
        set { if newValue != nil || content != nil { update(\.borderStyle, newValue) } }
    }
    /// A segmented control's segment titles.
    public var segments: [String]? {
        @inlinable get { content?.value.segments }
        set { if newValue != nil || content != nil { update(\.segments, newValue) } }
    }
    /// `apportionsSegmentWidthsByContent`: each segment as wide as its own title, instead of all as wide as the
    /// widest.
    public var apportionsSegmentWidthsByContent: Bool? {
        @inlinable get { content?.value.apportionsSegmentWidthsByContent }
        set { if newValue != nil || content != nil { update(\.apportionsSegmentWidthsByContent, newValue) } }
    }
    /// An activity indicator's style keyword (`medium`, `large`, `gray`, `white`, `whiteLarge`).
    public var style: String? {
        @inlinable get { content?.value.style }
        set { if newValue != nil || content != nil { update(\.style, newValue) } }
    }
    /// A button's `contentEdgeInsets`: padding around its title and image, part of its intrinsic size.
    public var contentEdgeInsets: EdgeInsets? {
        @inlinable get { content?.value.contentEdgeInsets }
        set { if newValue != nil || content != nil { update(\.contentEdgeInsets, newValue) } }
    }
    /// Whether a scroll view or text view scrolls (`scrollEnabled="NO"` makes a text view size itself to its text).
    public var scrollEnabled: Bool? {
        @inlinable get { content?.value.scrollEnabled }
        set { if newValue != nil || content != nil { update(\.scrollEnabled, newValue) } }
    }
    /// A table cell's accessory keyword (`disclosureIndicator`, `checkmark`, `detailButton`, …, `none`), which
    /// takes the trailing end of the cell and changes its content view's margins.
    public var accessoryType: String? {
        @inlinable get { content?.value.accessoryType }
        set { if newValue != nil || content != nil { update(\.accessoryType, newValue) } }
    }

    /// These properties with every non-nil field of `patch` laid over them.
    public func overlaid(with patch: ViewProperties) -> ViewProperties {
        var result = self
        func take<T>(_ keyPath: WritableKeyPath<ViewProperties, T?>) {
            if let value = patch[keyPath: keyPath] { result[keyPath: keyPath] = value }
        }
        take(\.hidden); take(\.installed)
        take(\.axis); take(\.distribution); take(\.alignment); take(\.spacing)
        take(\.baselineRelativeArrangement); take(\.layoutMarginsRelativeArrangement)
        take(\.horizontalHuggingPriority); take(\.verticalHuggingPriority)
        take(\.horizontalCompressionResistancePriority); take(\.verticalCompressionResistancePriority)
        take(\.contentMode)
        take(\.placeholderIntrinsicWidth); take(\.placeholderIntrinsicHeight)
        if patch.content != nil {
            take(\.layoutMargins); take(\.preservesSuperviewLayoutMargins); take(\.insetsLayoutMarginsFromSafeArea)
            take(\.text); take(\.font); take(\.numberOfLines); take(\.preferredMaxLayoutWidth)
            take(\.image); take(\.placeholder); take(\.borderStyle); take(\.segments)
            take(\.apportionsSegmentWidthsByContent); take(\.style)
            take(\.contentEdgeInsets); take(\.scrollEnabled); take(\.accessoryType)
        }
        return result
    }
}

/// A design-time intrinsic length: a number of points, or none (`UIView.noIntrinsicMetric`).
public enum IntrinsicLength: Hashable, Sendable {
    case points(Double)
    case none
}

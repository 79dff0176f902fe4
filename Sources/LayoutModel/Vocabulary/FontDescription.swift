/// Font weights; the raw value is Interface Builder's `weight` keyword.
public enum FontWeight: String, Hashable, Sendable, CaseIterable {
    case ultraLight, thin, light, regular, medium, semibold, bold, heavy, black
}

/// Dynamic Type text styles; the raw value is the suffix of Interface Builder's `UICTFontTextStyle…` names.
public enum FontTextStyle: String, Hashable, Sendable, CaseIterable {
    case largeTitle, title1, title2, title3, headline, body, callout, subheadline, footnote, caption1, caption2
}

/// A font as a document describes it: the system font at a size and weight, a text style, or a named font.
public struct FontDescription: Hashable, Sendable {
    public var pointSize: Double
    public var weight: FontWeight
    public var italic: Bool
    /// A Dynamic Type style; its default size and weight apply unless given explicitly.
    public var textStyle: FontTextStyle?
    /// A named font (`Avenir-Book`); nil means the system font.
    public var name: String?

    public init(pointSize: Double, weight: FontWeight = .regular, italic: Bool = false,
                textStyle: FontTextStyle? = nil, name: String? = nil) {
        self.pointSize = pointSize
        self.weight = weight
        self.italic = italic
        self.textStyle = textStyle
        self.name = name
    }

    /// UILabel's default font: the system font at 17 pt.
    public static let labelDefault = FontDescription(pointSize: 17)
    /// A classic system button's default font: 15 pt.
    public static let buttonDefault = FontDescription(pointSize: 15)
    /// A custom-type button's default font: the system font at `UIFont.buttonFontSize`, 18 pt, so an empty custom
    /// button measures 30 × 34 (an empty 18-pt line, 22 pt, plus the classic 12 pt of padding).
    public static let customButtonDefault = FontDescription(pointSize: 18)
}

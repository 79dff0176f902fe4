/// A `UIFont.Weight`, spelled as UIKit and Interface Builder spell it (the raw value is the IB keyword).
public enum FontWeight: String, CaseIterable, Sendable {
    case ultraLight, thin, light, regular, medium, semibold, bold, heavy, black

    /// The OpenType weight class of the weight (ultraLight 100 … black 900).
    public var weightClass: Int {
        switch self {
        case .ultraLight: 100
        case .thin: 200
        case .light: 300
        case .regular: 400
        case .medium: 500
        case .semibold: 600
        case .bold: 700
        case .heavy: 800
        case .black: 900
        }
    }
}

/// A font as a label or button names it: point size, weight, slant and family.
public struct FontSpec: Hashable, Sendable {
    /// The point size.
    public var size: Double
    public var weight: FontWeight
    public var italic: Bool
    /// The family name, or `nil` for the system font. Only the system font has metrics; other families are
    /// measured as the system font.
    public var family: String?
    /// The Dynamic Type style the font comes from (`UIFont.preferredFont(forTextStyle:)`), or `nil` for a font of a
    /// fixed size. A text style's font spaces the lines of wrapped text further apart (``TextStyle/lineSpacing``).
    public var textStyle: TextStyle?

    public init(size: Double, weight: FontWeight = .regular, italic: Bool = false, family: String? = nil,
                textStyle: TextStyle? = nil) {
        self.size = size
        self.weight = weight
        self.italic = italic
        self.family = family
        self.textStyle = textStyle
    }

    /// The font of a Dynamic Type text style at the default (Large) content size category.
    public init(textStyle: TextStyle) {
        self.init(size: textStyle.pointSize, weight: textStyle.weight, textStyle: textStyle)
    }
}

/// A Dynamic Type text style (`UIFont.TextStyle`).
public enum TextStyle: String, CaseIterable, Sendable {
    case largeTitle, title1, title2, title3, headline, body, callout, subheadline, footnote, caption1, caption2

    /// The point size at the default (Large) content size category.
    public var pointSize: Double {
        switch self {
        case .largeTitle: 34
        case .title1: 28
        case .title2: 22
        case .title3: 20
        case .headline: 17
        case .body: 17
        case .callout: 16
        case .subheadline: 15
        case .footnote: 13
        case .caption1: 12
        case .caption2: 11
        }
    }

    /// The distance from one line's baseline to the next at the default (Large) content size category: the
    /// "Leading" column of Apple's Human Interface Guidelines table of Dynamic Type sizes. The style's font carries
    /// the difference to SF's line height as its `leading`, which UILabel and TextKit add between wrapped lines.
    public var lineSpacing: Double {
        switch self {
        case .largeTitle: 41
        case .title1: 34
        case .title2: 28
        case .title3: 25
        case .headline: 22
        case .body: 22
        case .callout: 21
        case .subheadline: 20
        case .footnote: 18
        case .caption1: 16
        case .caption2: 13
        }
    }

    /// The weight at the default content size category: semibold for Headline, regular otherwise.
    public var weight: FontWeight {
        self == .headline ? .semibold : .regular
    }

    /// The style for a `UICTFontTextStyle…` name as Interface Builder writes it (`UICTFontTextStyleBody`,
    /// `UICTFontTextStyleTitle0` for Large Title, `UICTFontTextStyleSubhead`, …), or `nil` for an unknown name.
    public init?(fontTextStyleName name: String) {
        let prefix = "UICTFontTextStyle"
        guard name.hasPrefix(prefix) else { return nil }
        switch name.dropFirst(prefix.count) {
        case "Title0": self = .largeTitle
        case "Title1": self = .title1
        case "Title2": self = .title2
        case "Title3": self = .title3
        case "Headline": self = .headline
        case "Body": self = .body
        case "Callout": self = .callout
        case "Subhead": self = .subheadline
        case "Footnote": self = .footnote
        case "Caption1": self = .caption1
        case "Caption2": self = .caption2
        default: return nil
        }
    }
}

import LayoutModel

/// What the engine needs from a text measurer: label and classic button sizes with their baselines.
///
/// The default is the system-font model of the `TextMetrics` module (text-metrics.md, ``SystemTextMeasurer``);
/// tests use its Ahem-style profile (``SystemTextMeasurer/fixed(advance:lineHeight:)``), whose numbers can be
/// worked out by hand.
public protocol TextMeasuring: Sendable {
    /// The intrinsic size of a `UILabel`: widest line × all lines, rounded up to the pixel grid, and its baselines.
    ///
    /// - Parameters:
    ///   - numberOfLines: 1 for one line, 0 for no limit, N for at most N lines.
    ///   - maxWidth: the width to wrap at; nil breaks lines only at newlines.
    func measureLabel(_ text: String, font: FontDescription, scale: Double, numberOfLines: Int,
                      maxWidth: Double?) -> MeasuredText

    /// The intrinsic size of a classic, title-only `UIButton` and its title's baselines.
    func measureButton(title: String, font: FontDescription, scale: Double) -> MeasuredText

    /// The height of one line of text, rounded up to the pixel grid.
    func lineHeight(font: FontDescription, scale: Double) -> Double
}

/// A measured text: its size, its baselines (offsets from the top) and its lines.
public struct MeasuredText: Hashable, Sendable {
    public var width: Double
    public var height: Double
    public var firstBaseline: Double
    public var lastBaseline: Double
    public var lines: [String]
    /// Extra space between two lines beyond the one-line height (the font's leading; text styles have some).
    public var leading: Double

    public init(width: Double, height: Double, firstBaseline: Double, lastBaseline: Double, lines: [String],
                leading: Double = 0) {
        self.width = width
        self.height = height
        self.firstBaseline = firstBaseline
        self.lastBaseline = lastBaseline
        self.lines = lines
        self.leading = leading
    }

    public static let empty = MeasuredText(width: 0, height: 0, firstBaseline: 0, lastBaseline: 0, lines: [])
}

extension FontDescription {
    /// The point size, with a text style's default size when none is given (`pointSize` 0).
    var effectivePointSize: Double {
        if pointSize > 0 { return pointSize }
        guard let textStyle else { return 17 }
        switch textStyle {
        case .largeTitle: return 34
        case .title1: return 28
        case .title2: return 22
        case .title3: return 20
        case .headline, .body: return 17
        case .callout: return 16
        case .subheadline: return 15
        case .footnote: return 13
        case .caption1: return 12
        case .caption2: return 11
        }
    }
}

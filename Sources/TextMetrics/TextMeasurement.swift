/// The intrinsic size of a label or button and where its text sits, in points on the device's pixel grid.
public struct TextMeasurement: Hashable, Sendable {
    /// The width: the widest line, rounded up to the pixel grid (whole points for classic buttons).
    public var width: Double
    /// The height: all lines, rounded up to the pixel grid (whole points for classic buttons).
    public var height: Double
    /// The first line's baseline, as an offset from the top of the frame.
    public var firstBaseline: Double
    /// The last line's baseline, as an offset from the top of the frame.
    public var lastBaseline: Double
    /// The text of each displayed line, without the trailing spaces and line separators at which it broke. A line
    /// that was cut short because `numberOfLines` ran out ends in "…". Empty for an empty text.
    public var lines: [String]
    /// The font's leading: the space between two lines beyond the line height (``FontMetrics/leading``).
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
}

/// A font's unrounded vertical metrics in points (for the system font: SF's public constants, text-metrics.md §2).
public struct FontMetrics: Hashable, Sendable {
    /// Distance from the baseline up to the top of the line box.
    public var ascender: Double
    /// Distance from the baseline down to the bottom of the line box (positive).
    public var descender: Double
    /// Extra space between two lines of wrapped text (`UIFont.leading`): 0 for the system font at a fixed size,
    /// positive for the fonts of Dynamic Type text styles.
    public var leading: Double
    /// `ascender + descender`, like `UIFont.lineHeight`: the height of one line, without the leading.
    public var lineHeight: Double {
        ascender + descender
    }
    /// The distance from one line's baseline to the next: the line height plus the leading.
    public var lineSpacing: Double {
        lineHeight + leading
    }

    public init(ascender: Double, descender: Double, leading: Double = 0) {
        self.ascender = ascender
        self.descender = descender
        self.leading = leading
    }

    /// The unrounded height of `count` lines: the leading goes between lines, not after the last one.
    func height(lines count: Int) -> Double {
        count > 0 ? Double(count) * lineHeight + Double(count - 1) * leading : 0
    }
}

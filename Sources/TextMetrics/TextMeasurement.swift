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

    public init(width: Double, height: Double, firstBaseline: Double, lastBaseline: Double, lines: [String]) {
        self.width = width
        self.height = height
        self.firstBaseline = firstBaseline
        self.lastBaseline = lastBaseline
        self.lines = lines
    }
}

/// A font's unrounded vertical metrics in points (for the system font: SF's public constants, text-metrics.md §2).
public struct FontMetrics: Hashable, Sendable {
    /// Distance from the baseline up to the top of the line box.
    public var ascender: Double
    /// Distance from the baseline down to the bottom of the line box (positive).
    public var descender: Double
    /// `ascender + descender` (the leading is 0), like `UIFont.lineHeight`.
    public var lineHeight: Double {
        ascender + descender
    }

    public init(ascender: Double, descender: Double) {
        self.ascender = ascender
        self.descender = descender
    }
}

/// Measures labels and classic buttons the way UIKit and Interface Builder size them (text-metrics.md).
///
/// `shared` uses the system-font model: SF's public vertical constants for heights and baselines, widths from the
/// generated Inter table with SF's tracking, optical-size blending and weight factors. `fixed(advance:lineHeight:)`
/// is an Ahem-style profile for layout tests, whose results do not depend on any font table (architecture.md §3.5).
public struct TextMeasurer: Sendable {
    /// Where the numbers come from.
    public enum Profile: Hashable, Sendable {
        /// The system font model of text-metrics.md.
        case system
        /// Every grapheme cluster `advance` ems wide; lines `lineHeight` ems tall with the baseline `ascent` ems
        /// below the line's top.
        case fixed(advance: Double, lineHeight: Double, ascent: Double)
    }

    public let profile: Profile

    public init(profile: Profile) {
        self.profile = profile
    }

    /// The system-font measurer.
    public static let shared = TextMeasurer(profile: .system)

    /// An Ahem-style measurer: every character `advance` ems wide, every line `lineHeight` ems tall, baseline at
    /// 0.8 of the line height (Ahem's ascent). With the defaults, "Hello" at 10 pt is 50 × 10 pt.
    public static func fixed(advance: Double = 1, lineHeight: Double = 1) -> TextMeasurer {
        TextMeasurer(profile: .fixed(advance: advance, lineHeight: lineHeight, ascent: 0.8 * lineHeight))
    }

    // MARK: Vertical metrics

    /// The font's unrounded ascender, descender and line height in points.
    public func fontMetrics(_ font: FontSpec) -> FontMetrics {
        switch profile {
        case .system:
            return SystemFontModel.metrics(font: font)
        case let .fixed(_, lineHeight, ascent):
            return FontMetrics(ascender: ascent * font.size, descender: (lineHeight - ascent) * font.size)
        }
    }

    /// The unrounded line box of `text`: the font's, or for the system font the taller box of the CJK fallback font
    /// when the text contains CJK ideographs, kana or full-width forms (`SystemFontModel.cjkMetrics`). Every line
    /// of a multi-line label gets the same box.
    func lineMetrics(_ text: String, font: FontSpec) -> FontMetrics {
        guard case .system = profile, ScriptClassifier.containsCJK(text) else { return fontMetrics(font) }
        return SystemFontModel.cjkMetrics(font: font)
    }

    /// The height of a one-line label: the font's line height rounded up to the pixel grid of `scale`.
    public func lineHeight(font: FontSpec, scale: Double) -> Double {
        PixelGrid.ceil(fontMetrics(font).lineHeight, scale: PixelGrid.sanitized(scale))
    }

    // MARK: Labels

    /// The intrinsic size of a `UILabel`, its baselines and its lines.
    ///
    /// - Parameters:
    ///   - numberOfLines: 1 for a single line, 0 for no limit, N for at most N lines (the last one cut with "…").
    ///   - maxWidth: the width to wrap at (`preferredMaxLayoutWidth` or the width layout offers); `nil` breaks
    ///     lines only at newlines.
    /// - Returns: width = widest line and height = lines × line height plus the font's leading between lines, each
    ///   rounded up to the pixel grid; the first baseline at the rounded ascender, the last one a whole number of
    ///   line spacings lower. An empty text measures 0 × 0 with no lines, as UILabel's does.
    public func measureLabel(_ text: String, font: FontSpec, scale: Double, numberOfLines: Int = 1,
                             maxWidth: Double? = nil) -> TextMeasurement {
        let scale = PixelGrid.sanitized(scale)
        let metrics = lineMetrics(text, font: font)
        let lines = layoutLines(text, font: font, numberOfLines: numberOfLines, maxWidth: maxWidth)
        guard !lines.isEmpty else {
            return TextMeasurement(width: 0, height: 0, firstBaseline: 0, lastBaseline: 0, lines: [])
        }
        let widest = lines.reduce(0) { max($0, $1.width) }
        let count = Double(lines.count)
        return TextMeasurement(
            width: PixelGrid.ceil(widest, scale: scale),
            height: PixelGrid.ceil(metrics.height(lines: lines.count), scale: scale),
            firstBaseline: PixelGrid.round(metrics.ascender, scale: scale),
            lastBaseline: PixelGrid.round((count - 1) * metrics.lineSpacing + metrics.ascender, scale: scale),
            lines: lines.map(\.text), leading: metrics.leading)
    }

    /// The unrounded width of `text` on one line, in points, trailing spaces included (hard line breaks are
    /// ignored).
    public func textWidth(_ text: String, font: FontSpec) -> Double {
        let clusters = ClusterBuilder(font: font, profile: profile).clusters(of: text)
        let wrapper = LineWrapper(clusters: clusters.filter { $0.breakKind != .hardBreak }, ellipsis: [])
        return wrapper.width(0..<wrapper.clusters.count, keepSpaces: true)
    }

    // MARK: Buttons

    /// The intrinsic size of a classic, title-only `UIButton` (system, roundedRect or custom type; no
    /// `UIButton.Configuration`, image or insets), text-metrics.md §5 and uistackview.md §10:
    /// `max(30, ceil(title width))` × `ceil(line height) + 12`, both in whole points whatever the scale. The
    /// baselines are those of the title label, centred in the button on the pixel grid.
    public func measureButton(title: String, font: FontSpec, scale: Double) -> TextMeasurement {
        let scale = PixelGrid.sanitized(scale)
        let metrics = lineMetrics(title, font: font)
        let lines = layoutLines(title, font: font, numberOfLines: 1, maxWidth: nil)
        let titleWidth = lines.first?.width ?? 0
        let width = max(SystemFontModel.buttonMinimumWidth, PixelGrid.ceil(titleWidth, scale: 1))
        let height = PixelGrid.ceil(metrics.lineHeight, scale: 1) + SystemFontModel.buttonVerticalPadding
        let labelHeight = PixelGrid.ceil(metrics.lineHeight, scale: scale)
        let top = PixelGrid.round((height - labelHeight) / 2, scale: scale)
        let baseline = PixelGrid.round(top + PixelGrid.round(metrics.ascender, scale: scale), scale: scale)
        return TextMeasurement(width: width, height: height, firstBaseline: baseline, lastBaseline: baseline,
                               lines: lines.map(\.text))
    }

    // MARK: Lines

    private func layoutLines(_ text: String, font: FontSpec, numberOfLines: Int,
                             maxWidth: Double?) -> [LineWrapper.Line] {
        guard !text.isEmpty else { return [] }
        let builder = ClusterBuilder(font: font, profile: profile)
        let wrapper = LineWrapper(clusters: builder.clusters(of: text), ellipsis: builder.clusters(of: "…"))
        let wrapWidth = numberOfLines == 1 ? nil : maxWidth.map { max($0, 0) }
        let limit = max(numberOfLines, 0)
        if numberOfLines == 1, let maxWidth {
            // A single-line label wider than its room is cut at the tail.
            let line = wrapper.lines(maxWidth: nil, limit: 1)
            if let first = line.first, first.width > maxWidth + 1e-9 {
                return wrapper.lines(maxWidth: max(maxWidth, 0), limit: 1)
            }
            return line
        }
        return wrapper.lines(maxWidth: wrapWidth, limit: limit)
    }
}

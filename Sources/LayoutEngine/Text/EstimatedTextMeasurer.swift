import LayoutModel

/// A simple stand-in for the system-font model, used when no measurer is given and `TextMetrics` is not linked.
///
/// Estimate: every character is half an em wide (SF's average advance for Latin text is close to 0.5 em), lines
/// are `pt × 2444/2048` tall (SF's ascender 1950 plus descender 494 over 2048 units per em, text-metrics.md §3) and
/// the baseline lies `pt × 1950/2048` below a line's top. Heights are exact for the system font; widths are rough.
public struct EstimatedTextMeasurer: TextMeasuring {
    public init() {}

    private static let lineHeightRatio = 2444.0 / 2048.0
    private static let ascenderRatio = 1950.0 / 2048.0
    private static let averageAdvance = 0.5

    private func width(_ text: String, size: Double) -> Double {
        Double(text.count) * Self.averageAdvance * size
    }

    public func measureLabel(_ text: String, font: FontDescription, scale: Double, numberOfLines: Int,
                             maxWidth: Double?) -> MeasuredText {
        let size = font.effectivePointSize
        let lines = TextWrapping.lines(of: text, numberOfLines: numberOfLines,
                                       maxWidth: numberOfLines == 1 ? nil : maxWidth) { width($0, size: size) }
        guard !lines.isEmpty else { return .empty }
        let widest = lines.map { width($0, size: size) }.max() ?? 0
        let lineHeight = size * Self.lineHeightRatio
        let count = Double(lines.count)
        return MeasuredText(width: PixelGrid.ceil(widest, scale: scale),
                            height: PixelGrid.ceil(count * lineHeight, scale: scale),
                            firstBaseline: PixelGrid.round(size * Self.ascenderRatio, scale: scale),
                            lastBaseline: PixelGrid.round((count - 1) * lineHeight + size * Self.ascenderRatio,
                                                          scale: scale),
                            lines: lines)
    }

    public func measureButton(title: String, font: FontDescription, scale: Double) -> MeasuredText {
        let size = font.effectivePointSize
        let lineHeight = size * Self.lineHeightRatio
        let height = (lineHeight - 1e-9).rounded(.up) + 12
        let baseline = PixelGrid.round((height - PixelGrid.ceil(lineHeight, scale: scale)) / 2, scale: scale)
            + PixelGrid.round(size * Self.ascenderRatio, scale: scale)
        return MeasuredText(width: max(30, (width(title, size: size) - 1e-9).rounded(.up)), height: height,
                            firstBaseline: baseline, lastBaseline: baseline, lines: title.isEmpty ? [] : [title])
    }

    public func lineHeight(font: FontDescription, scale: Double) -> Double {
        PixelGrid.ceil(font.effectivePointSize * Self.lineHeightRatio, scale: scale)
    }
}

import LayoutModel
import TextMetrics

/// The default measurer: UIKit's system font as the `TextMetrics` module models it (SF Pro's vertical metrics,
/// widths from the committed Inter-based table with SF's tracking; text-metrics.md).
///
/// Named fonts are measured with system metrics; the engine warns about them where it meets them.
public struct SystemTextMeasurer: TextMeasuring {
    private let measurer: TextMeasurer

    public init(measurer: TextMeasurer = .shared) {
        self.measurer = measurer
    }

    public func measureLabel(_ text: String, font: FontDescription, scale: Double, numberOfLines: Int,
                             maxWidth: Double?) -> MeasuredText {
        MeasuredText(measurer.measureLabel(text, font: Self.spec(font), scale: scale, numberOfLines: numberOfLines,
                                           maxWidth: maxWidth))
    }

    public func measureButton(title: String, font: FontDescription, scale: Double) -> MeasuredText {
        MeasuredText(measurer.measureButton(title: title, font: Self.spec(font), scale: scale))
    }

    public func lineHeight(font: FontDescription, scale: Double) -> Double {
        measurer.lineHeight(font: Self.spec(font), scale: scale)
    }

    /// The TextMetrics font for a document font: same size, weight and slant; the family only as a name.
    static func spec(_ font: FontDescription) -> FontSpec {
        FontSpec(size: font.effectivePointSize, weight: FontWeight(rawValue: font.weight.rawValue) ?? .regular,
                 italic: font.italic, family: font.name)
    }
}

extension MeasuredText {
    init(_ measurement: TextMeasurement) {
        self.init(width: measurement.width, height: measurement.height, firstBaseline: measurement.firstBaseline,
                  lastBaseline: measurement.lastBaseline, lines: measurement.lines)
    }
}

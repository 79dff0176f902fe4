import LayoutModel
import TextMetrics

/// The engine's text measurer backed by the `TextMetrics` module: the system-font model of text-metrics.md by
/// default, or its Ahem-style profile for tests (`SystemTextMeasurer(.fixed())`).
public struct SystemTextMeasurer: TextMeasuring {
    public let measurer: TextMeasurer

    public init(_ measurer: TextMeasurer = .shared) {
        self.measurer = measurer
    }

    /// An Ahem-style measurer: every character `advance` ems wide, lines `lineHeight` ems tall, the baseline at
    /// 0.8 of the line height. "Hello" at 10 pt measures 50 × 10.
    public static func fixed(advance: Double = 1, lineHeight: Double = 1) -> SystemTextMeasurer {
        SystemTextMeasurer(.fixed(advance: advance, lineHeight: lineHeight))
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

    /// A document's font as `TextMetrics` names it: a text style without an explicit size takes the style's size
    /// and weight; a named font is measured as the system font of its size (its family is passed along). The text
    /// style is passed along too (it spaces wrapped lines).
    static func spec(_ font: FontDescription) -> FontSpec {
        let textStyle = font.textStyle.flatMap { TextStyle(rawValue: $0.rawValue) }
        if let textStyle, font.pointSize <= 0 {
            return FontSpec(textStyle: textStyle)
        }
        let weight = TextMetrics.FontWeight(rawValue: font.weight.rawValue) ?? .regular
        return FontSpec(size: font.effectivePointSize, weight: weight, italic: font.italic, family: font.name,
                        textStyle: textStyle)
    }
}

extension MeasuredText {
    init(_ measurement: TextMeasurement) {
        self.init(width: measurement.width, height: measurement.height, firstBaseline: measurement.firstBaseline,
                  lastBaseline: measurement.lastBaseline, lines: measurement.lines, leading: measurement.leading)
    }
}

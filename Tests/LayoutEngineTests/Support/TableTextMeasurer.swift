import LayoutEngine
import LayoutModel

/// A text measurer with fixed metrics per text, for the spec's examples that state label metrics directly
/// (uistackview.md §12c); any other text goes to the Ahem-style measurer of `TextMetrics`.
struct TableTextMeasurer: TextMeasuring {
    var table: [String: MeasuredText]
    var fallback = SystemTextMeasurer.fixed()

    func measureLabel(_ text: String, font: FontDescription, scale: Double, numberOfLines: Int,
                      maxWidth: Double?) -> MeasuredText {
        table[text] ?? fallback.measureLabel(text, font: font, scale: scale, numberOfLines: numberOfLines,
                                             maxWidth: maxWidth)
    }

    func measureButton(title: String, font: FontDescription, scale: Double) -> MeasuredText {
        table[title] ?? fallback.measureButton(title: title, font: font, scale: scale)
    }

    func lineHeight(font: FontDescription, scale: Double) -> Double {
        fallback.lineHeight(font: font, scale: scale)
    }
}

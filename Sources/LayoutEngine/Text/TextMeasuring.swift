import LayoutModel

/// What the engine needs from a text measurer: label and classic button sizes with their baselines.
///
/// The default is the system-font model of the `TextMetrics` module (text-metrics.md); tests use
/// ``FixedTextMeasurer``, an Ahem-style metric whose numbers can be worked out by hand.
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

    public init(width: Double, height: Double, firstBaseline: Double, lastBaseline: Double, lines: [String]) {
        self.width = width
        self.height = height
        self.firstBaseline = firstBaseline
        self.lastBaseline = lastBaseline
        self.lines = lines
    }

    public static let empty = MeasuredText(width: 0, height: 0, firstBaseline: 0, lastBaseline: 0, lines: [])
}

/// An Ahem-style measurer for tests: every character `advance` ems wide, every line `lineHeight` ems tall, the
/// baseline `ascent` ems below a line's top. Lines wrap at spaces; a word longer than the width keeps a line of its
/// own. Sizes are rounded up to the pixel grid like UIKit's; buttons follow text-metrics.md §5
/// (`max(30, ceil(title width))` × `ceil(line height) + 12`).
///
/// With the defaults, "Hello" at 10 pt measures 50 × 10 and its baseline lies 8 below its top.
public struct FixedTextMeasurer: TextMeasuring {
    public var advance: Double
    public var lineHeightEms: Double
    public var ascent: Double

    public init(advance: Double = 1, lineHeight: Double = 1, ascent: Double = 0.8) {
        self.advance = advance
        self.lineHeightEms = lineHeight
        self.ascent = ascent
    }

    public func measureLabel(_ text: String, font: FontDescription, scale: Double, numberOfLines: Int,
                             maxWidth: Double?) -> MeasuredText {
        let size = font.effectivePointSize
        let lines = TextWrapping.lines(of: text, numberOfLines: numberOfLines,
                                       maxWidth: numberOfLines == 1 ? nil : maxWidth) {
            Double($0.count) * advance * size
        }
        guard !lines.isEmpty else { return .empty }
        let widest = lines.map { Double($0.count) * advance * size }.max() ?? 0
        let lineHeight = lineHeightEms * size
        let count = Double(lines.count)
        return MeasuredText(width: PixelGrid.ceil(widest, scale: scale),
                            height: PixelGrid.ceil(count * lineHeight, scale: scale),
                            firstBaseline: PixelGrid.round(ascent * size, scale: scale),
                            lastBaseline: PixelGrid.round((count - 1) * lineHeight + ascent * size, scale: scale),
                            lines: lines)
    }

    public func measureButton(title: String, font: FontDescription, scale: Double) -> MeasuredText {
        let size = font.effectivePointSize
        let titleWidth = Double(title.count) * advance * size
        let lineHeight = lineHeightEms * size
        let height = lineHeight.rounded(.up) + 12
        let baseline = PixelGrid.round((height - PixelGrid.ceil(lineHeight, scale: scale)) / 2, scale: scale)
            + PixelGrid.round(ascent * size, scale: scale)
        return MeasuredText(width: max(30, titleWidth.rounded(.up)), height: height, firstBaseline: baseline,
                            lastBaseline: baseline, lines: title.isEmpty ? [] : [title])
    }

    public func lineHeight(font: FontDescription, scale: Double) -> Double {
        PixelGrid.ceil(lineHeightEms * font.effectivePointSize, scale: scale)
    }
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

/// Rounding to the device's pixel grid.
enum PixelGrid {
    /// Rounds up to the next multiple of 1/scale, ignoring float noise just above a grid line.
    static func ceil(_ value: Double, scale: Double) -> Double {
        let scale = scale > 0 && scale.isFinite ? scale : 1
        return (value * scale - 1e-6).rounded(.up) / scale
    }

    /// Rounds to the nearest multiple of 1/scale; exact halves round up (uistackview.md §2.4).
    static func round(_ value: Double, scale: Double) -> Double {
        let scale = scale > 0 && scale.isFinite ? scale : 1
        return (value * scale + 0.5 + 1e-9).rounded(.down) / scale
    }
}

/// Greedy line breaking at spaces and newlines, shared by the measurers of this module.
enum TextWrapping {
    /// The lines of `text`: hard breaks at newlines, soft breaks at spaces when a line would pass `maxWidth`.
    /// With a positive `numberOfLines`, the last kept line ends in "…" when text was left out.
    static func lines(of text: String, numberOfLines: Int, maxWidth: Double?,
                      width: (String) -> Double) -> [String] {
        guard !text.isEmpty else { return [] }
        var result: [String] = []
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let words = paragraph.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
            guard let maxWidth, !words.isEmpty else {
                result.append(words.joined(separator: " "))
                continue
            }
            var line = ""
            for word in words {
                let candidate = line.isEmpty ? word : line + " " + word
                if line.isEmpty || width(candidate) <= maxWidth + 1e-9 {
                    line = candidate
                } else {
                    result.append(line)
                    line = word
                }
            }
            result.append(line)
        }
        if numberOfLines == 1 {
            return [result.joined(separator: " ")]
        }
        if numberOfLines > 0, result.count > numberOfLines {
            result = Array(result.prefix(numberOfLines))
            result[result.count - 1] += "…"
        }
        return result
    }
}

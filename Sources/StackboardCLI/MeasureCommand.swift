import ArgumentParser
import TextMetrics

extension FontWeight: ExpressibleByArgument {}
extension TextStyle: ExpressibleByArgument {}

/// `stackboard measure`: the intrinsic size of a label or classic button, as /work/shared/textmetrics/README.md's
/// `measure` contract describes it.
struct MeasureCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "measure",
        abstract: "Print the intrinsic size of a label or classic button.",
        discussion: """
            Widths and heights are in points, rounded up to the --scale pixel grid (classic buttons: whole points). \
            The baseline is the first baseline's distance from the top. A TEXT that starts with '-' goes after '--'.
            """)

    enum Kind: String, CaseIterable, ExpressibleByArgument {
        case label, button
    }

    enum Format: String, CaseIterable, ExpressibleByArgument {
        case json, text
    }

    @Argument(help: "The text, measured verbatim (leading and trailing spaces count).")
    var text: String

    @Option(help: "The point size; fractions are allowed. Required unless --text-style is given.")
    var size: Double?

    @Option(help: "A Dynamic Type text style at the default size (sets the size and the weight).")
    var textStyle: TextStyle?

    @Option(help: "The weight: \(FontWeight.allCases.map(\.rawValue).joined(separator: ", ")).")
    var weight: FontWeight?

    @Flag(help: "Use the italic face.")
    var italic = false

    @Option(help: "The font family; 'system' is the only one with metrics.")
    var font = "system"

    @Option(help: "What to measure: a single- or multi-line UILabel, or a classic title-only UIButton.")
    var kind: Kind = .label

    @Option(help: "The device's pixel scale (2 or 3; files without a device use 2).")
    var scale: Double = 2

    @Option(name: .customLong("lines"), help: "The label's numberOfLines: 1, 0 for no limit, or a maximum.")
    var numberOfLines = 1

    @Option(help: "The width to wrap a multi-line label at.")
    var maxWidth: Double?

    @Option(help: "The output format.")
    var format: Format = .json

    func validate() throws {
        if size == nil, textStyle == nil { throw ValidationError("give the point size with '--size' or a '--text-style'") }
        if let size, !(size.isFinite && size > 0) { throw ValidationError("the point size must be a positive number") }
        if !(scale.isFinite && scale >= 1) { throw ValidationError("the scale must be 1 or more") }
        if font != "system" { throw ValidationError("unsupported font '\(font)'; the only font is 'system'") }
        if numberOfLines < 0 { throw ValidationError("'--lines' must be 0 or more") }
        if let maxWidth, !(maxWidth.isFinite && maxWidth >= 0) {
            throw ValidationError("'--max-width' must be a number of points, 0 or more")
        }
        if kind == .button, numberOfLines != 1 || maxWidth != nil {
            throw ValidationError("classic buttons have a single line; drop '--lines' and '--max-width'")
        }
    }

    func run() throws {
        var spec = textStyle.map { FontSpec(textStyle: $0) } ?? FontSpec(size: size ?? 17)
        if let size { spec.size = size }
        if let weight { spec.weight = weight }
        spec.italic = italic
        let measurer = TextMeasurer.shared
        let result: TextMeasurement = switch kind {
        case .label:
            measurer.measureLabel(text, font: spec, scale: scale, numberOfLines: numberOfLines, maxWidth: maxWidth)
        case .button:
            measurer.measureButton(title: text, font: spec, scale: scale)
        }
        try Console.outputOrExit((format == .json ? json(result) : plainText(result)) + "\n")
    }

    /// One JSON object: width, height and (first) baseline; multi-line labels add the last baseline and the lines.
    private func json(_ m: TextMeasurement) -> String {
        var fields = ["\"width\": \(m.width)", "\"height\": \(m.height)", "\"baseline\": \(m.firstBaseline)"]
        if numberOfLines != 1 {
            fields.append("\"lastBaseline\": \(m.lastBaseline)")
            fields.append("\"lines\": [\(m.lines.map(Self.jsonString).joined(separator: ", "))]")
        }
        return "{" + fields.joined(separator: ", ") + "}"
    }

    private func plainText(_ m: TextMeasurement) -> String {
        var out = ["width \(m.width)", "height \(m.height)", "baseline \(m.firstBaseline)"]
        if m.lines.count > 1 || numberOfLines != 1 {
            out.append("last baseline \(m.lastBaseline)")
            out += m.lines.enumerated().map { "line \($0.offset + 1): \($0.element)" }
        }
        return out.joined(separator: "\n")
    }

    static func jsonString(_ s: String) -> String {
        var out = "\""
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default:
                if scalar.value < 0x20 {
                    let hex = String(scalar.value, radix: 16)
                    out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }
}

import enum LayoutModel.JSONText
import TextMetrics

extension FontWeight: ArgumentChoice {}
extension TextStyle: ArgumentChoice {}

/// `stackboard measure`: the intrinsic size of a label or classic button, as /work/shared/textmetrics/README.md's
/// `measure` contract describes it.
struct MeasureCommand: Subcommand {
    static let spec = CommandSpec(
        name: "measure",
        abstract: "Print the intrinsic size of a label or classic button.",
        discussion: """
            Widths and heights are in points, rounded up to the --scale pixel grid (classic buttons: whole points). \
            The baseline is the first baseline's distance from the top. A TEXT that starts with '-' goes after '--'.
            """,
        positionals: [PositionalSpec(name: "text", help: "The text, measured verbatim (leading and trailing spaces count).")],
        options: [
            .value("size", help: "The point size; fractions are allowed. Required unless --text-style is given."),
            .value("text-style", help: "A Dynamic Type text style at the default size (sets the size and the weight).",
                   values: TextStyle.names),
            .value("weight", help: "The weight.", values: FontWeight.names),
            .flag("italic", help: "Use the italic face."),
            .value("font", help: "The font family; 'system' is the only one with metrics.", default: "system"),
            .value("kind", help: "What to measure: a single- or multi-line UILabel, or a classic title-only UIButton.",
                   values: Kind.names, default: "label"),
            .value("scale", help: "The device's pixel scale (2 or 3; files without a device use 2).", default: "2"),
            .value("lines", help: "The label's numberOfLines: 1, 0 for no limit, or a maximum.", default: "1"),
            .value("max-width", help: "The width to wrap a multi-line label at."),
            .value("format", help: "The output format.", values: Format.names, default: "json"),
        ])

    enum Kind: String, ArgumentChoice {
        case label, button
    }

    enum Format: String, ArgumentChoice {
        case json, text
    }

    var text: String
    var size: Double?
    var textStyle: TextStyle?
    var weight: FontWeight?
    var italic: Bool
    var font: String
    var kind: Kind
    var scale: Double
    var numberOfLines: Int
    var maxWidth: Double?
    var format: Format

    init(_ arguments: ParsedArguments) throws {
        text = arguments.positional("text")
        size = try arguments.number("size")
        textStyle = try arguments.choice("text-style")
        weight = try arguments.choice("weight")
        italic = arguments.flag("italic")
        font = arguments.string("font") ?? "system"
        kind = try arguments.choice("kind") ?? .label
        scale = try arguments.number("scale") ?? 2
        numberOfLines = try arguments.integer("lines") ?? 1
        maxWidth = try arguments.number("max-width")
        format = try arguments.choice("format") ?? .json
        try validate()
    }

    private func validate() throws(ValidationError) {
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
            fields.append("\"lines\": [\(m.lines.map(JSONText.string).joined(separator: ", "))]")
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
}

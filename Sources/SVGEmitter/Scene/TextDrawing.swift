import LayoutModel

/// System-font constants (text-metrics.md §3): SF's ascender and descender per point, leading 0.
enum SystemFontMetrics {
    static let ascender = 1950.0 / 2048
    static let descender = 494.0 / 2048
    static let lineHeight = ascender + descender

    /// The text layout UIKit would give one line of text at a font when the engine measured none.
    /// The width is unknown (0), so it is drawn without a `textLength`.
    static func fallbackLayout(_ text: String, font: FontDescription) -> TextLayout {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let lineHeight = font.pointSize * Self.lineHeight
        return TextLayout(lines: lines, font: font, lineHeight: lineHeight,
                          firstBaseline: font.pointSize * ascender,
                          size: Size(width: 0, height: lineHeight * Double(lines.count)))
    }

    /// The baseline that centres a single line of text at `pointSize` vertically on `midY`.
    static func centredBaseline(midY: Double, pointSize: Double) -> Double {
        midY + pointSize * (ascender - descender) / 2
    }
}

extension FontWeight {
    /// The CSS `font-weight` number.
    var cssWeight: Int {
        switch self {
        case .ultraLight: 100
        case .thin: 200
        case .light: 300
        case .regular: 400
        case .medium: 500
        case .semibold: 600
        case .bold: 700
        case .heavy: 800
        case .black: 900
        }
    }
}

/// How a text block sits in its box.
struct TextPlacement {
    enum Horizontal { case leading, center }
    enum Vertical { case center, top }
    var horizontal: Horizontal
    var vertical: Vertical
}

/// A text block ready to write: lines with their baselines, and how they fit.
struct PlacedText {
    var lines: [String]
    var baselines: [Double]
    var x: Double
    var anchorMiddle: Bool
    var font: FontDescription
    /// The measured width of a single line, so substituted fonts occupy what layout measured.
    var textLength: Double?
}

enum TextFitting {
    /// Places a measured text block in `box` the way UILabel does: the block centred vertically (snapped to
    /// the pixel grid) or at the top, lines one `lineHeight` apart from the first baseline. Lines that do not
    /// fit the box's height are dropped and the last kept line ends in an ellipsis; a single line wider than
    /// the box is cut to about the box's width and ends in an ellipsis.
    static func place(_ layout: TextLayout, in box: Rect, placement: TextPlacement, grid: PixelGrid) -> PlacedText {
        // Beyond 500 lines nothing is readable; the cap keeps hostile input from inflating the file.
        var lines = Array(layout.lines.prefix(500))
        let lineHeight = layout.lineHeight.isFinite && layout.lineHeight > 0 ? layout.lineHeight
            : layout.font.pointSize * SystemFontMetrics.lineHeight
        var blockHeight = layout.size.height.isFinite && layout.size.height > 0 ? layout.size.height
            : lineHeight * Double(max(1, lines.count))
        let blockWidth = layout.size.width.isFinite ? max(0, layout.size.width) : 0

        // Too many lines for the box: keep the ones that fit, ellipsize the last.
        if lines.count > 1, box.height + 0.5 < blockHeight {
            let fitting = max(1, Int((box.height + 0.01) / lineHeight))
            if fitting < lines.count {
                lines = Array(lines.prefix(fitting))
                lines[fitting - 1] = ellipsized(lines[fitting - 1], keeping: 1.0, dropAtLeast: 1)
                blockHeight = lineHeight * Double(fitting)
            }
        }

        var textLength: Double?
        if lines.count == 1, blockWidth > 0 {
            if blockWidth > box.width + 0.5, box.width > 0 {
                lines[0] = ellipsized(lines[0], keeping: box.width / blockWidth, dropAtLeast: 1)
                textLength = box.width
            } else {
                textLength = blockWidth
            }
        }

        let top: Double
        switch placement.vertical {
        case .center: top = box.y + grid.round((box.height - blockHeight) / 2)
        case .top: top = box.y
        }
        let firstBaseline = layout.firstBaseline.isFinite ? layout.firstBaseline
            : layout.font.pointSize * SystemFontMetrics.ascender
        let baselines = lines.indices.map { top + firstBaseline + Double($0) * lineHeight }
        let x: Double
        switch placement.horizontal {
        case .leading: x = box.x
        case .center: x = box.midX
        }
        return PlacedText(lines: lines, baselines: baselines, x: x, anchorMiddle: placement.horizontal == .center,
                          font: layout.font, textLength: textLength)
    }

    /// A line cut to roughly `fraction` of its characters, ending in "…".
    static func ellipsized(_ line: String, keeping fraction: Double, dropAtLeast minimumDrop: Int) -> String {
        let characters = Array(line)
        guard !characters.isEmpty else { return "…" }
        let kept = Int((Double(characters.count) * max(0, min(1, fraction))).rounded(.down))
        let count = max(0, min(characters.count - minimumDrop, kept - 1))
        var result = String(characters.prefix(count))
        while result.last == " " { result.removeLast() }
        return result + "…"
    }
}

extension SceneRenderer {
    /// Writes a text block: one `<text>` (with a `<tspan>` per line when there are several), clipped to `clip`, in
    /// the face and with the tracking of ``DrawingFont``.
    func writeText(_ text: PlacedText, className: String, clipID: String?, baselineBox: Rect?,
                            into writer: inout SVGWriter) {
        guard !text.lines.isEmpty, text.font.pointSize.isFinite, text.font.pointSize > 0 else { return }
        let size = text.font.pointSize
        var attributes = [SVGAttribute(.class, DrawingFont.usesDisplayFace(pointSize: size)
            ? className + " sb-display" : className)]
        let single = text.lines.count == 1
        if single {
            attributes.append(SVGAttribute(.x, text.x))
            attributes.append(SVGAttribute(.y, text.baselines[0]))
        }
        attributes.append(SVGAttribute(.fontSize, text.font.pointSize))
        if text.font.weight != .regular {
            attributes.append(SVGAttribute(.fontWeight, String(text.font.weight.cssWeight)))
        }
        if text.font.italic { attributes.append(SVGAttribute(.fontStyle, "italic")) }
        let tracking = DrawingFont.tracking(pointSize: size)
        if tracking != 0 { attributes.append(SVGAttribute(.letterSpacing, tracking)) }
        if text.anchorMiddle { attributes.append(SVGAttribute(.textAnchor, "middle")) }
        if let length = text.textLength, length > 0 {
            attributes.append(SVGAttribute(.textLength, length))
            attributes.append(SVGAttribute(.lengthAdjust, "spacingAndGlyphs"))
        }
        if let clipID { attributes.append(SVGAttribute(.clipPath, "url(#\(clipID))")) }
        if single {
            writer.text(.text, attributes, content: text.lines[0])
        } else {
            let lines = zip(text.lines, text.baselines).map { line, baseline in
                (attributes: [SVGAttribute(.x, text.x), SVGAttribute(.y, baseline)], content: line)
            }
            writer.textLines(attributes, lines: lines)
        }
        if style.showBaselines, let box = baselineBox {
            for baseline in text.baselines {
                writer.leaf(.line, [SVGAttribute(.class, "sb-baseline-line"), SVGAttribute(.x1, box.minX),
                                    SVGAttribute(.y1, baseline), SVGAttribute(.x2, box.maxX),
                                    SVGAttribute(.y2, baseline)])
            }
        }
    }

    /// Writes a clip path for a rectangle and returns its id.
    func writeClip(_ rect: Rect, id: String, into writer: inout SVGWriter) -> String {
        writer.open(.clipPath, [SVGAttribute(.id, id)])
        writer.leaf(.rect, rectAttributes(rect))
        writer.close()
        return id
    }

    /// A short single-line caption (an image name, a control's class) centred in a box: 11 pt, smaller (down
    /// to 8 pt) or cut with an ellipsis when its estimated width does not fit, left out when the box is tiny.
    func writeCaption(_ caption: String, in box: Rect, className: String, clipID: String?,
                      into writer: inout SVGWriter) {
        guard box.height >= 10, !caption.isEmpty else { return }
        // An estimate (an average advance of 0.56 em) is enough to choose a size; the clip guarantees the rest.
        let room = box.width - 6
        let characters = Double(caption.count)
        var size = min(11, box.height * 0.6)
        if characters * size * 0.56 > room { size = max(8, min(size, room / (characters * 0.56))) }
        var text = caption
        if characters * size * 0.56 > room {
            let fitting = Int(room / (size * 0.56))
            guard fitting >= 4 else { return }
            text = String(caption.prefix(fitting - 1)) + "…"
        }
        writer.text(.text, [SVGAttribute(.class, className), SVGAttribute(.x, box.midX),
                            SVGAttribute(.y, SystemFontMetrics.centredBaseline(midY: box.midY, pointSize: size)),
                            SVGAttribute(.fontSize, size), SVGAttribute(.textAnchor, "middle")]
                        + (clipID.map { [SVGAttribute(.clipPath, "url(#\($0))")] } ?? []),
                    content: text)
    }
}

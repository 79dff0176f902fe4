import LayoutModel

/// Controls drawn in their default state (values the model does not carry are drawn as Interface Builder's
/// defaults: a switch off, a slider and a progress view at one half, the first segment selected).
extension SceneRenderer {
    func drawSwitch(rect: Rect, into writer: inout SVGWriter) {
        writer.leaf(.rect, roundedRectAttributes(rect, radius: rect.height / 2, className: "sb-track"))
        let r = max(0, min(rect.height, rect.width) / 2 - 2)
        guard r > 0 else { return }
        writer.leaf(.circle, circle(cx: rect.minX + 2 + r, cy: rect.midY, r: r, className: "sb-knob"))
    }

    func drawSlider(rect: Rect, into writer: inout SVGWriter) {
        let trackHeight = min(4, rect.height)
        let track = Rect(x: rect.x, y: rect.midY - trackHeight / 2, width: rect.width, height: trackHeight)
        writer.leaf(.rect, roundedRectAttributes(track, radius: trackHeight / 2, className: "sb-track"))
        let r = max(0, min(14, rect.height / 2, rect.width / 2))
        let thumbX = rect.minX + r + (rect.width - 2 * r) * 0.5
        let filled = Rect(x: track.x, y: track.y, width: max(0, thumbX - track.x), height: trackHeight)
        writer.leaf(.rect, roundedRectAttributes(filled, radius: trackHeight / 2, className: "sb-track-fill"))
        if r > 0 { writer.leaf(.circle, circle(cx: thumbX, cy: rect.midY, r: r - 0.5, className: "sb-knob")) }
    }

    func drawProgressView(rect: Rect, into writer: inout SVGWriter) {
        let trackHeight = min(4, rect.height)
        let track = Rect(x: rect.x, y: rect.midY - trackHeight / 2, width: rect.width, height: trackHeight)
        writer.leaf(.rect, roundedRectAttributes(track, radius: trackHeight / 2, className: "sb-track"))
        let filled = Rect(x: track.x, y: track.y, width: track.width / 2, height: trackHeight)
        writer.leaf(.rect, roundedRectAttributes(filled, radius: trackHeight / 2, className: "sb-track-fill"))
    }

    func drawSegmentedControl(_ index: Int, rect: Rect, into writer: inout SVGWriter) {
        let node = scene.nodes[index]
        writer.leaf(.rect, roundedRectAttributes(rect, radius: 8, className: "sb-segments"))
        let titles = node.properties.segments ?? ["First", "Second"]
        guard !titles.isEmpty, rect.width > 0 else { return }
        let width = rect.width / Double(titles.count)
        let selected = Rect(x: rect.x + 2, y: rect.y + 2, width: max(0, width - 4), height: max(0, rect.height - 4))
        writer.leaf(.rect, roundedRectAttributes(selected, radius: 7, className: "sb-segment-selected"))
        // Dividers between unselected neighbours only, as UIKit draws them.
        for divider in titles.indices.dropFirst(2).prefix(50) {
            let x = rect.x + width * Double(divider)
            writer.leaf(.line, line(x, rect.minY + rect.height * 0.28, x, rect.maxY - rect.height * 0.28,
                                    className: "sb-divider"))
        }
        let fontSize = min(13, max(1, rect.height * 0.5))
        // At most 50 titles: more cannot be read, and each costs three elements.
        for (segment, title) in titles.prefix(50).enumerated() where !title.isEmpty {
            let box = Rect(x: rect.x + width * Double(segment) + 4, y: rect.y, width: max(0, width - 8),
                           height: rect.height)
            let clip = writeClip(box, id: scope.partID("c\(segment)", tokens[index]), into: &writer)
            let font = FontDescription(pointSize: fontSize, weight: segment == 0 ? .medium : .regular)
            let text = PlacedText(lines: [title], baselines: [SystemFontMetrics.centredBaseline(midY: rect.midY,
                                                                                                 pointSize: fontSize)],
                                  x: box.midX, anchorMiddle: true, font: font, textLength: nil)
            writeText(text, className: "sb-text", clipID: clip, baselineBox: nil, into: &writer)
        }
    }

    func drawActivityIndicator(rect: Rect, into writer: inout SVGWriter) {
        let radius = min(rect.width, rect.height) / 2
        guard radius >= 3 else { return }
        // Eight spokes, fading clockwise from the top. Constant directions, not sin/cos: libm results may
        // differ between platforms in the last bit, and output must be byte-identical everywhere.
        let s = 0.7071067811865476
        let directions: [(Double, Double)] = [(0, -1), (s, -s), (1, 0), (s, s), (0, 1), (-s, s), (-1, 0), (-s, -s)]
        for (spoke, (dx, dy)) in directions.enumerated() {
            var attributes = line(rect.midX + dx * radius * 0.45, rect.midY + dy * radius * 0.45,
                                  rect.midX + dx * radius * 0.9, rect.midY + dy * radius * 0.9, className: "sb-spoke")
            attributes.append(SVGAttribute(.opacity, 1 - Double(spoke) * 0.1))
            writer.leaf(.line, attributes)
        }
    }

    func drawScrollView(rect: Rect, into writer: inout SVGWriter) {
        writer.leaf(.rect, rectAttributes(rect, className: "sb-scroll-outline"))
        guard rect.height >= 30, rect.width >= 12 else { return }
        let indicator = Rect(x: rect.maxX - 5.5, y: rect.minY + 3, width: 2.5, height: max(12, rect.height * 0.22))
        writer.leaf(.rect, roundedRectAttributes(indicator, radius: 1.25, className: "sb-scroll-indicator"))
    }

    func drawTableView(_ index: Int, rect: Rect, into writer: inout SVGWriter) {
        writer.leaf(.rect, rectAttributes(rect, className: "sb-box"))
        // Without cells in the document, hint at 44-pt rows.
        guard geometry.children[index].isEmpty else { return }
        var y = rect.minY + 44
        var rows = 0
        while y < rect.maxY, rows < 100 {
            writer.leaf(.line, line(rect.minX + 16, y, rect.maxX, y, className: "sb-separator"))
            y += 44
            rows += 1
        }
    }

    func drawStepper(rect: Rect, into writer: inout SVGWriter) {
        writer.leaf(.rect, roundedRectAttributes(rect, radius: 8, className: "sb-segments"))
        writer.leaf(.line, line(rect.midX, rect.minY + rect.height * 0.25, rect.midX, rect.maxY - rect.height * 0.25,
                                className: "sb-divider"))
        let arm = min(6, rect.height / 4, rect.width / 8)
        guard arm > 0 else { return }
        let minus = rect.minX + rect.width / 4, plus = rect.minX + rect.width * 3 / 4
        var d = PathData()
        d.move(minus - arm, rect.midY)
        d.horizontal(minus + arm)
        d.move(plus - arm, rect.midY)
        d.horizontal(plus + arm)
        d.move(plus, rect.midY - arm)
        d.vertical(rect.midY + arm)
        writer.leaf(.path, [SVGAttribute(.class, "sb-glyph"), SVGAttribute(.d, d.text)])
    }

    func drawPageControl(rect: Rect, into writer: inout SVGWriter) {
        let r = min(3.5, rect.height / 4)
        guard r > 0 else { return }
        for dot in 0..<3 {
            let cx = rect.midX + Double(dot - 1) * 16
            writer.leaf(.circle, circle(cx: cx, cy: rect.midY, r: r, className: dot == 0 ? "sb-dot-current" : "sb-dot"))
        }
    }

    func drawSearchBar(_ index: Int, rect: Rect, into writer: inout SVGWriter) {
        let field = Rect(x: rect.x + 8, y: rect.y + 6, width: max(0, rect.width - 16), height: max(0, rect.height - 12))
        writer.leaf(.rect, roundedRectAttributes(field, radius: 10, className: "sb-segments"))
        guard field.height >= 10, field.width >= 40 else { return }
        let r = min(5, field.height / 5)
        let cx = field.minX + 8 + r, cy = field.midY - r * 0.2
        writer.leaf(.circle, circle(cx: cx, cy: cy, r: r, className: "sb-glyph"))
        var handle = PathData()
        handle.move(cx + r * 0.7, cy + r * 0.7)
        handle.line(cx + r * 1.6, cy + r * 1.6)
        writer.leaf(.path, [SVGAttribute(.class, "sb-glyph"), SVGAttribute(.d, handle.text)])
        let text = scene.nodes[index].properties.placeholder ?? "Search"
        let box = Rect(x: cx + r * 2 + 4, y: field.y, width: max(0, field.maxX - cx - r * 2 - 8), height: field.height)
        let clip = writeClip(box, id: scope.partID("c", tokens[index]), into: &writer)
        let fontSize = min(17, field.height * 0.5)
        let placed = PlacedText(lines: [text], baselines: [SystemFontMetrics.centredBaseline(midY: field.midY,
                                                                                            pointSize: fontSize)],
                                x: box.x, anchorMiddle: false, font: FontDescription(pointSize: fontSize),
                                textLength: nil)
        writeText(placed, className: "sb-placeholder", clipID: clip, baselineBox: nil, into: &writer)
    }
}

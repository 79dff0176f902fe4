import LayoutModel

/// Stack views: a dashed outline with an arrow along the axis, and the gaps between arranged views measured.
extension SceneRenderer {
    func drawStackDecorations(_ index: Int, into writer: inout SVGWriter) {
        if style.showSpacing { drawSpacingMarks(index, into: &writer) }
        guard style.showStackOutlines else { return }
        let rect = geometry.frames[index].rect
        writer.leaf(.rect) { writeRectAttributes(rect, className: "sb-stack-outline", into: &$0) }
        let axis = scene.nodes[index].properties.axis ?? .horizontal
        let length = rect.size.length(along: axis)
        guard length >= 10 else { return }
        // The arrow runs from the stack's top-left corner along the axis, just outside the stack (above it or
        // left of it), so it never covers an arranged view's content.
        let arrow = min(11, length * 0.5)
        var d = PathData()
        switch axis {
        case .horizontal:
            let x = rect.minX, y = rect.minY - 3
            d.move(x, y)
            d.horizontal(x + arrow)
            d.move(x + arrow - 1, y - 2.5)
            d.line(x + arrow + 3.5, y)
            d.line(x + arrow - 1, y + 2.5)
        case .vertical:
            let x = rect.minX - 3, y = rect.minY
            d.move(x, y)
            d.vertical(y + arrow)
            d.move(x - 2.5, y + arrow - 1)
            d.line(x, y + arrow + 3.5)
            d.line(x + 2.5, y + arrow - 1)
        }
        d.close()
        writer.open(.path) { tag in
            tag.attribute(.class) { $0.value(plain: "sb-stack-axis") }
            tag.attribute(.d) { $0.value(path: d) }
        }
        writer.text(.title) { title in
            title.content(axis.rawValue)
            title.content(plain: " axis")
        }
        writer.close()
    }

    /// A band across the stack in every gap between consecutive visible arranged views, labelled with the gap
    /// as laid out (which differs from the spacing for equal-spacing distributions).
    private func drawSpacingMarks(_ index: Int, into writer: inout SVGWriter) {
        let node = scene.nodes[index]
        let stack = geometry.frames[index].rect
        let axis = node.properties.axis ?? .horizontal
        let arranged = geometry.children[index].filter { !scene.nodes[$0].hidden }
        var gaps: [(before: Int, after: Int, band: Rect, gap: Double)] = []
        for (before, after) in zip(arranged, arranged.dropFirst()) {
            let a = geometry.frames[before].rect, b = geometry.frames[after].rect
            switch axis {
            case .horizontal:
                let gap = b.minX - a.maxX
                if gap > 0.01 { gaps.append((before, after, Rect(x: a.maxX, y: stack.minY, width: gap,
                                                                  height: stack.height), gap)) }
            case .vertical:
                let gap = b.minY - a.maxY
                if gap > 0.01 { gaps.append((before, after, Rect(x: stack.minX, y: a.maxY, width: stack.width,
                                                                  height: gap), gap)) }
            }
        }
        guard !gaps.isEmpty else { return }
        let spacing = ViewDescription.spacing(node.properties.spacing ?? .fixed(0))
        writer.open(.g) { tag in tag.attribute(.class) { $0.value(plain: "sb-overlay sb-spacing") } }
        for gap in gaps {
            writer.open(.rect) { writeRectAttributes(gap.band, className: "sb-spacing-band", into: &$0) }
            writer.text(.title) { title in
                title.content(plain: "gap ")
                title.content(number: gap.gap)
                title.content(plain: " between ")
                title.content(quoted: scene.nodes[gap.before].id)
                title.content(plain: " and ")
                title.content(quoted: scene.nodes[gap.after].id)
                title.content(plain: " (spacing ")
                title.content(spacing)
                title.content(plain: ")")
            }
            writer.close()
            writeSpacingLabel(gap.gap, in: gap.band, axis: axis, into: &writer)
        }
        writer.close()
    }

    /// The gap's size in the middle of its band, when it fits.
    private func writeSpacingLabel(_ gap: Double, in band: Rect, axis: Axis, into writer: inout SVGWriter) {
        let label = formatNumber(gap)
        let characters = label.utf8.count  // digits, '.' and '-': one byte each
        let fontSize: Double
        switch axis {
        case .vertical:
            fontSize = min(9, gap + 1)
            guard fontSize >= 6, band.width >= Double(characters) * fontSize * 0.62 + 4 else { return }
        case .horizontal:
            // Narrow gaps between views in a row stay unlabelled: a digit there reads as part of a neighbour.
            fontSize = 9
            guard band.width >= Double(characters) * fontSize * 0.62 + 8, band.height >= 12 else { return }
        }
        // Digits are about 0.73 em tall: centre them on the band.
        writer.text(.text, attributes: { tag in
            tag.attribute(.class) { $0.value(plain: "sb-spacing-label") }
            tag.attribute(.x, band.midX)
            tag.attribute(.y, band.midY + fontSize * 0.365)
            tag.attribute(.fontSize, fontSize)
            tag.attribute(.textAnchor) { $0.value(plain: "middle") }
        }) { $0.content(number: gap) }  // the label's digits
    }
}

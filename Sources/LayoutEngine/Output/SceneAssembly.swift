import LayoutModel

/// Turns solved alignment rectangles into a ``LayoutScene``: frames, pixel snapping, text, margins.
enum SceneAssembly {
    /// 1. Each alignment rectangle grows into the view's frame by the control's alignment insets (§10: Auto
    ///    Layout positions the alignment rectangle; the frame is drawn).
    /// 2. Frames are snapped in window (root) coordinates (uistackview.md §2.4): each edge is rounded to the
    ///    nearest 1/scale, halves up; the size is the snapped far edge minus the snapped near edge.
    /// 3. Frames become relative to the superview's snapped frame (a scroll view's content origin, with a zero
    ///    content offset, is its frame origin).
    ///
    /// Only the views, their content and margins are read: a caller that hands over its last copy of `solved`
    /// (`consume solved`) has the rest of the model (the local plan's cost summaries, the stack tables) freed
    /// before the nodes are made.
    static func scene(_ solved: consuming SolvedScene, measurer: any TextMeasuring) -> LayoutScene {
        let table = solved.model.table, contents = solved.model.contents, margins = solved.model.margins
        let configuration = solved.model.document.configuration, isScreen = solved.model.isScreen
        let (sceneID, sceneName) = (solved.model.scene.id, solved.model.scene.name)
        let rects = solved.rects
        _ = consume solved
        let scale = configuration.scale > 0 ? configuration.scale : 1
        let snapped = rects.indices.map { index -> Rect in
            snap(frame(rects[index], insets: contents[index].alignmentInsets), scale: scale)
        }
        var nodes: [LayoutNode] = []
        nodes.reserveCapacity(table.count)
        for index in table.views.indices {
            var frame = snapped[index]
            let parent = table[index].parent
            if let parent {
                frame = frame.offsetBy(dx: -snapped[parent].x, dy: -snapped[parent].y)
            }
            nodes.append(LayoutNode(id: table[index].id, elementName: table[index].resolved.elementName,
                                    kind: table[index].kind, parent: parent, frame: frame,
                                    hidden: table.isHidden(index), range: table[index].range,
                                    properties: table[index].properties, layoutMargins: margins[index],
                                    text: textLayout(contents[index], measurer: measurer, scale: scale)))
        }
        let safeArea: EdgeInsets? = isScreen ? configuration.safeAreaInsets : nil
        return LayoutScene(id: sceneID, name: sceneName, size: snapped[0].size, nodes: nodes, safeAreaInsets: safeArea)
    }

    static func frame(_ alignmentRect: Rect, insets: EdgeInsets) -> Rect {
        Rect(x: alignmentRect.x - insets.leading, y: alignmentRect.y - insets.top,
             width: alignmentRect.width + insets.leading + insets.trailing,
             height: alignmentRect.height + insets.top + insets.bottom)
    }

    /// Step 2 for one rectangle in window coordinates.
    static func snap(_ rect: Rect, scale: Double) -> Rect {
        guard rect.x.isFinite && rect.y.isFinite && rect.width.isFinite && rect.height.isFinite else { return .zero }
        let minX = PixelSnapping.round(rect.minX, scale: scale), maxX = PixelSnapping.round(rect.maxX, scale: scale)
        let minY = PixelSnapping.round(rect.minY, scale: scale), maxY = PixelSnapping.round(rect.maxY, scale: scale)
        return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    private static func textLayout(_ content: ViewContent, measurer: any TextMeasuring, scale: Double) -> TextLayout? {
        guard let text = content.text, let font = content.font, !text.lines.isEmpty else { return nil }
        // Lines are one line height plus the font's leading apart (text styles space wrapped lines further).
        let lineSpacing = measurer.lineHeight(font: font, scale: scale) + text.leading
        return TextLayout(lines: text.lines, font: font, lineHeight: lineSpacing,
                          firstBaseline: text.firstBaseline, size: Size(width: text.width, height: text.height))
    }
}

import LayoutModel

/// How each kind of view is drawn: recognisable at a glance, exact in size.
extension SceneRenderer {
    func drawBody(_ index: Int, into writer: inout SVGWriter) {
        let kind = scene.nodes[index].kind
        let rect = geometry.frames[index].rect
        switch kind {
        case .view, .containerView, .visualEffectView, .collectionReusableView, .collectionViewCell:
            drawPlainView(index, rect: rect, into: &writer)
        case .tableViewCellContentView:
            break  // fills its cell; the cell is drawn
        case .stackView:
            break  // outline and marks go on top of the arranged views (drawStackDecorations)
        case .label:
            drawLabel(index, rect: rect, into: &writer)
        case .button:
            drawButton(index, rect: rect, into: &writer)
        case .imageView:
            drawImageView(index, rect: rect, into: &writer)
        case .switch:
            drawSwitch(rect: rect, into: &writer)
        case .textField:
            drawTextField(index, rect: rect, into: &writer)
        case .slider:
            drawSlider(rect: rect, into: &writer)
        case .segmentedControl:
            drawSegmentedControl(index, rect: rect, into: &writer)
        case .activityIndicatorView:
            drawActivityIndicator(rect: rect, into: &writer)
        case .progressView:
            drawProgressView(rect: rect, into: &writer)
        case .scrollView, .collectionView:
            drawScrollView(rect: rect, into: &writer)
        case .tableView:
            drawTableView(index, rect: rect, into: &writer)
        case .tableViewCell:
            writer.leaf(.rect, rectAttributes(rect, className: "sb-box"))
            writer.leaf(.line, line(rect.minX + 16, rect.maxY, rect.maxX, rect.maxY, className: "sb-separator"))
        case .textView:
            drawTextView(index, rect: rect, into: &writer)
        case .stepper:
            drawStepper(rect: rect, into: &writer)
        case .pageControl:
            drawPageControl(rect: rect, into: &writer)
        case .searchBar:
            drawSearchBar(index, rect: rect, into: &writer)
        case .datePicker, .pickerView, .mapView, .navigationBar, .toolbar, .tabBar, .webView, .wkWebView:
            drawLabelledBox(index, rect: rect, caption: ViewDescription.className(of: kind), into: &writer)
        }
    }

    // MARK: Plain views

    private func drawPlainView(_ index: Int, rect: Rect, into writer: inout SVGWriter) {
        let (parent, kind, elementName) = (scene.nodes[index].parent, scene.nodes[index].kind, scene.nodes[index].elementName)
        // A root view is the canvas itself (drawn first, as a screen or a component).
        if parent == nil, kind == .view, elementName == ViewKind.view.rawValue { return }
        if elementName != kind.rawValue, !elementName.isEmpty {
            // An element Stackboard does not know, or a custom class: a labelled box.
            drawLabelledBox(index, rect: rect, caption: elementName, into: &writer)
        } else if kind == .containerView {
            drawLabelledBox(index, rect: rect, caption: "Container View", into: &writer)
        } else {
            writer.leaf(.rect) { writeRectAttributes(rect, className: "sb-box", into: &$0) }
        }
    }

    private func drawLabelledBox(_ index: Int, rect: Rect, caption: String, into writer: inout SVGWriter) {
        writer.leaf(.rect, rectAttributes(rect, className: "sb-generic"))
        let clip = writeClip(rect, id: scope.partID("c", tokens[index]), into: &writer)
        writeCaption(caption, in: rect, className: "sb-caption", clipID: clip, into: &writer)
    }

    // MARK: Text

    /// The clip of a label's or button's text. Text that layout measured as fitting is clipped to the frame widened
    /// by half an em on each side: the drawing font (Inter) runs slightly wider than the modelled SF widths at
    /// large sizes, and renderers that ignore `textLength` (librsvg) would otherwise show a truncation UIKit does
    /// not make. Text that does not fit is clipped at the frame itself, where UIKit truncates it.
    private func textClip(_ rect: Rect, layout: TextLayout) -> Rect {
        guard layout.size.width <= rect.width + 0.01 else { return rect }
        let slack = layout.font.pointSize / 2
        return Rect(x: rect.x - slack, y: rect.y, width: rect.width + 2 * slack, height: rect.height)
    }

    private func drawLabel(_ index: Int, rect: Rect, into writer: inout SVGWriter) {
        let node = scene.nodes[index]
        writer.leaf(.rect, rectAttributes(rect, className: "sb-frame"))
        // Text clipped to an empty frame shows nothing (a label collapsed by its stack).
        guard rect.width > 0, rect.height > 0,
              let layout = textLayout(of: node, fallbackFont: .labelDefault) else { return }
        let clip = writeClip(textClip(rect, layout: layout), id: scope.partID("c", tokens[index]), into: &writer)
        let placed = TextFitting.place(layout, in: rect, placement: TextPlacement(horizontal: .leading, vertical: .center),
                                       grid: grid)
        writeText(placed, className: "sb-text", clipID: clip, baselineBox: rect, into: &writer)
    }

    private func drawButton(_ index: Int, rect: Rect, into writer: inout SVGWriter) {
        let node = scene.nodes[index]
        writer.leaf(.rect, roundedRectAttributes(rect, radius: 6, className: "sb-button-shape"))
        guard rect.width > 0, rect.height > 0 else { return }
        if let layout = textLayout(of: node, fallbackFont: .buttonDefault) {
            let clip = writeClip(textClip(rect, layout: layout), id: scope.partID("c", tokens[index]), into: &writer)
            let placed = TextFitting.place(layout, in: rect,
                                           placement: TextPlacement(horizontal: .center, vertical: .center), grid: grid)
            writeText(placed, className: "sb-tinted", clipID: clip, baselineBox: rect, into: &writer)
        } else if node.properties.image != nil {
            let side = min(rect.width, rect.height) * 0.6
            let glyph = Rect(x: rect.midX - side / 2, y: rect.midY - side / 2, width: side, height: side)
            writer.leaf(.rect, roundedRectAttributes(glyph, radius: 2, className: "sb-image-shape"))
            writer.leaf(.path, [SVGAttribute(.class, "sb-image-cross"), SVGAttribute(.d, crossPath(glyph))])
        }
    }

    private func drawTextField(_ index: Int, rect: Rect, into writer: inout SVGWriter) {
        let node = scene.nodes[index]
        let border = node.properties.borderStyle ?? "roundedRect"
        switch border {
        case "none":
            writer.leaf(.rect, rectAttributes(rect, className: "sb-field-plain"))
        case "roundedRect":
            writer.leaf(.rect, roundedRectAttributes(rect, radius: 5, className: "sb-field"))
        default:
            writer.leaf(.rect, rectAttributes(rect, className: "sb-field"))
        }
        let inset = border == "none" ? 0.0 : 7.0
        let box = Rect(x: rect.x + inset, y: rect.y, width: max(0, rect.width - 2 * inset), height: rect.height)
        let hasText = !(node.properties.text ?? "").isEmpty
        let shown = hasText ? node.properties.text : node.properties.placeholder
        guard box.width > 0, box.height > 0 else { return }
        let layout = node.text ?? shown.map { SystemFontMetrics.fallbackLayout($0, font: node.properties.font
                ?? FontDescription(pointSize: 14)) }
        guard let layout else { return }
        let clip = writeClip(box, id: scope.partID("c", tokens[index]), into: &writer)
        let placed = TextFitting.place(layout, in: box, placement: TextPlacement(horizontal: .leading, vertical: .center),
                                       grid: grid)
        writeText(placed, className: hasText ? "sb-text" : "sb-placeholder", clipID: clip, baselineBox: box,
                  into: &writer)
    }

    private func drawTextView(_ index: Int, rect: Rect, into writer: inout SVGWriter) {
        let node = scene.nodes[index]
        writer.leaf(.rect, rectAttributes(rect, className: "sb-field"))
        guard rect.width > 0, rect.height > 0,
              let layout = textLayout(of: node, fallbackFont: FontDescription(pointSize: 14)) else { return }
        // UITextView's default text container inset (8 top and bottom) and line fragment padding (5).
        let box = Rect(x: rect.x + 5, y: rect.y + 8, width: max(0, rect.width - 10), height: max(0, rect.height - 16))
        let clip = writeClip(rect, id: scope.partID("c", tokens[index]), into: &writer)
        let placed = TextFitting.place(layout, in: box, placement: TextPlacement(horizontal: .leading, vertical: .top),
                                       grid: grid)
        writeText(placed, className: "sb-text", clipID: clip, baselineBox: box, into: &writer)
    }

    /// The measured text, or one line of the view's text at its font when the engine measured none.
    private func textLayout(of node: LayoutNode, fallbackFont: FontDescription) -> TextLayout? {
        if let text = node.text, !text.lines.isEmpty { return text }
        guard let text = node.properties.text, !text.isEmpty else { return nil }
        return SystemFontMetrics.fallbackLayout(text, font: node.properties.font ?? fallbackFont)
    }

    // MARK: Images

    private func drawImageView(_ index: Int, rect: Rect, into writer: inout SVGWriter) {
        let node = scene.nodes[index]
        writer.leaf(.rect, rectAttributes(rect, className: "sb-image-shape"))
        writer.leaf(.path, [SVGAttribute(.class, "sb-image-cross"), SVGAttribute(.d, crossPath(rect))])
        let clip = writeClip(rect, id: scope.partID("c", tokens[index]), into: &writer)
        writeCaption(node.properties.image ?? "image", in: rect, className: "sb-caption", clipID: clip, into: &writer)
    }

    /// Both diagonals of a rectangle.
    func crossPath(_ rect: Rect) -> String {
        var d = PathData()
        d.move(rect.minX, rect.minY)
        d.line(rect.maxX, rect.maxY)
        d.move(rect.minX, rect.maxY)
        d.line(rect.maxX, rect.minY)
        return d.text
    }

    func line(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, className: String) -> [SVGAttribute] {
        [SVGAttribute(.class, className), SVGAttribute(.x1, x1), SVGAttribute(.y1, y1), SVGAttribute(.x2, x2),
         SVGAttribute(.y2, y2)]
    }

    func circle(cx: Double, cy: Double, r: Double, className: String) -> [SVGAttribute] {
        [SVGAttribute(.class, className), SVGAttribute(.cx, cx), SVGAttribute(.cy, cy),
         SVGAttribute(.r, Self.drawable(r))]
    }
}

import LayoutModel

/// A hand-described view tree for test scenes, with a deliberately simple stack layout (fill, fillEqually and
/// equalSpacing distributions; fill, center, leading and trailing alignments; flexible views sharing the rest).
/// It is not the engine: it only turns a readable description into believable frames on the @3x grid.
struct Sketch {
    var id: String
    var kind: ViewKind
    /// The element name when it is not the kind's (a custom or unknown element).
    var elementName: String?
    var properties = ViewProperties()
    var hidden = false
    /// The intrinsic size; stacks compute theirs.
    var size: Size = .zero
    /// Takes a share of the room left along its stack's axis.
    var flexible = false
    var text: TextLayout?
    var margins = EdgeInsets.defaultMargins
    /// The frame inside a plain (non-stack) superview.
    var frame: Rect?
    var children: [Sketch] = []

    // MARK: Constructors

    static func label(_ id: String, _ text: String, font: FontDescription = .labelDefault, wrapWidth: Double? = nil,
                      flexible: Bool = false, hidden: Bool = false) -> Sketch {
        let layout = TestText.layout(text, font: font, maxWidth: wrapWidth)
        var properties = ViewProperties()
        properties.text = text
        properties.font = font
        if wrapWidth != nil { properties.numberOfLines = 0 }
        return Sketch(id: id, kind: .label, properties: properties, hidden: hidden,
                      size: Size(width: wrapWidth ?? layout.size.width, height: layout.size.height),
                      flexible: flexible, text: layout)
    }

    static func button(_ id: String, _ title: String, font: FontDescription = FontDescription(pointSize: 17)) -> Sketch {
        let layout = TestText.layout(title, font: font)
        var properties = ViewProperties()
        properties.text = title
        properties.font = font
        let height = (font.pointSize * 2444 / 2048).rounded(.up) + 12
        return Sketch(id: id, kind: .button, properties: properties,
                      size: Size(width: max(30, layout.size.width.rounded(.up)), height: height), text: layout)
    }

    static func image(_ id: String, _ name: String, _ width: Double, _ height: Double) -> Sketch {
        var properties = ViewProperties()
        properties.image = name
        return Sketch(id: id, kind: .imageView, properties: properties, size: Size(width: width, height: height))
    }

    static func control(_ id: String, _ kind: ViewKind, _ width: Double, _ height: Double,
                        flexible: Bool = false) -> Sketch {
        Sketch(id: id, kind: kind, size: Size(width: width, height: height), flexible: flexible)
    }

    static func textField(_ id: String, placeholder: String? = nil, text: String? = nil,
                          border: String = "roundedRect") -> Sketch {
        var properties = ViewProperties()
        properties.placeholder = placeholder
        properties.text = text
        properties.borderStyle = border
        let font = FontDescription(pointSize: 14)
        let layout = (text ?? placeholder).map { TestText.layout($0, font: font) }
        return Sketch(id: id, kind: .textField, properties: properties, size: Size(width: 97, height: 34),
                      flexible: true, text: layout)
    }

    static func segmented(_ id: String, _ titles: [String]) -> Sketch {
        var properties = ViewProperties()
        properties.segments = titles
        return Sketch(id: id, kind: .segmentedControl, properties: properties, size: Size(width: 0, height: 32),
                      flexible: true)
    }

    static func stack(_ id: String, _ axis: Axis, spacing: Double = 0, alignment: StackAlignment = .fill,
                      distribution: StackDistribution = .fill, hidden: Bool = false, flexible: Bool = false,
                      frame: Rect? = nil, _ children: [Sketch]) -> Sketch {
        var properties = ViewProperties()
        properties.axis = axis
        properties.spacing = .fixed(spacing)
        properties.alignment = alignment
        properties.distribution = distribution
        return Sketch(id: id, kind: .stackView, properties: properties, hidden: hidden, flexible: flexible,
                      frame: frame, children: children)
    }

    static func view(_ id: String, frame: Rect, kind: ViewKind = .view, _ children: [Sketch] = []) -> Sketch {
        Sketch(id: id, kind: kind, size: frame.size, frame: frame, children: children)
    }

    func placed(at frame: Rect) -> Sketch {
        var copy = self
        copy.frame = frame
        return copy
    }

    // MARK: Layout

    var isStack: Bool { kind == .stackView }
    var axis: Axis { properties.axis ?? .horizontal }
    var spacing: Double {
        if case .fixed(let value) = properties.spacing ?? .fixed(0) { return value }
        return 8
    }

    var marginsRelative: Bool { properties.layoutMarginsRelativeArrangement == true }

    /// The fitting size: stacks add up their visible arranged views (and their margins when margins-relative).
    var intrinsicSize: Size {
        guard isStack else { return size }
        if marginsRelative {
            var inner = self
            inner.properties.layoutMarginsRelativeArrangement = false
            let size = inner.intrinsicSize
            return Size(width: size.width + margins.leading + margins.trailing,
                        height: size.height + margins.top + margins.bottom)
        }
        let visible = children.filter { !$0.hidden }.map(\.intrinsicSize)
        let along = visible.map { $0.length(along: axis) }.reduce(0, +) + spacing * Double(max(0, visible.count - 1))
        let across = visible.map { $0.length(along: axis.cross) }.max() ?? 0
        return axis == .horizontal ? Size(width: along, height: across) : Size(width: across, height: along)
    }

    /// Frames of the arranged views inside a stack of `bounds` size, relative to the stack.
    func arrangedFrames(in bounds: Size) -> [Rect] {
        let visible = children.indices.filter { !children[$0].hidden }
        let length = bounds.length(along: axis), cross = bounds.length(along: axis.cross)
        var lengths = children.map { $0.intrinsicSize.length(along: axis) }
        var gap = spacing
        let used = visible.map { lengths[$0] }.reduce(0, +) + spacing * Double(max(0, visible.count - 1))
        let distribution = properties.distribution ?? .fill
        if distribution == .fillEqually, !visible.isEmpty {
            let each = (length - spacing * Double(visible.count - 1)) / Double(visible.count)
            for index in visible { lengths[index] = each }
        } else if distribution == .equalSpacing, visible.count > 1, length > used {
            gap += (length - used) / Double(visible.count - 1)
        } else {
            let flexible = visible.filter { children[$0].flexible }
            let share = (length - used) / Double(max(1, flexible.count))
            for index in flexible { lengths[index] += share }
        }
        var position = 0.0
        var frames: [Rect] = []
        for (index, child) in children.enumerated() {
            let childCross = child.intrinsicSize.length(along: axis.cross)
            let along = child.hidden ? 0 : lengths[index]
            let thickness: Double, offset: Double
            switch (properties.alignment ?? .fill).normalized {
            case .fill: thickness = cross; offset = 0
            case .leading: thickness = childCross; offset = 0
            case .trailing: thickness = childCross; offset = cross - childCross
            default: thickness = childCross; offset = (cross - childCross) / 2
            }
            let frame = axis == .horizontal
                ? Rect(x: position, y: offset, width: along, height: thickness)
                : Rect(x: offset, y: position, width: thickness, height: along)
            frames.append(Self.snapped(frame))
            if !child.hidden { position += along + gap }
        }
        return frames
    }

    static func snapped(_ rect: Rect) -> Rect {
        func g(_ v: Double) -> Double { TestText.roundToGrid(v, scale: 3) }
        return Rect(x: g(rect.x), y: g(rect.y), width: g(rect.width), height: g(rect.height))
    }

    /// Appends this view and its subtree in pre-order.
    func flatten(frame: Rect, parent: Int?, into nodes: inout [LayoutNode]) {
        var properties = self.properties
        if hidden { properties.hidden = true }
        nodes.append(LayoutNode(id: id, elementName: elementName ?? kind.rawValue, kind: kind, parent: parent, frame: frame,
                                hidden: hidden, range: nil, properties: properties, layoutMargins: margins, text: text))
        let index = nodes.count - 1
        if isStack {
            let inner = marginsRelative ? Rect(origin: .zero, size: frame.size).inset(by: margins)
                : Rect(origin: .zero, size: frame.size)
            for (child, childFrame) in zip(children, arrangedFrames(in: inner.size)) {
                child.flatten(frame: childFrame.offsetBy(dx: inner.x, dy: inner.y), parent: index, into: &nodes)
            }
        } else {
            for child in children {
                child.flatten(frame: child.frame ?? Rect(origin: .zero, size: child.intrinsicSize), parent: index,
                              into: &nodes)
            }
        }
    }

    /// A scene whose root is this sketch at the canvas size.
    func scene(id: String, name: String? = nil, size: Size, safeArea: EdgeInsets?) -> LayoutScene {
        var nodes: [LayoutNode] = []
        flatten(frame: Rect(origin: .zero, size: size), parent: nil, into: &nodes)
        return LayoutScene(id: id, name: name, size: size, nodes: nodes, safeAreaInsets: safeArea)
    }
}

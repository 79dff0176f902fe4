/// The third layer: every view of every scene with its frame, ready to draw or print.
public struct LayoutDocument: Sendable {
    public var path: String
    public var configuration: LayoutConfiguration
    public var scenes: [LayoutScene]

    public init(path: String, configuration: LayoutConfiguration, scenes: [LayoutScene]) {
        self.path = path
        self.configuration = configuration
        self.scenes = scenes
    }
}

/// One scene's views in pre-order (a parent before its children), each pointing at its parent by index.
/// A flat array keeps very large documents cheap to build, walk and serialize.
public struct LayoutScene: Sendable {
    public var id: String
    public var name: String?
    /// The root view's size: the canvas.
    public var size: Size
    public var nodes: [LayoutNode]
    /// The safe area of a screen's root view, relative to the root.
    public var safeAreaInsets: EdgeInsets?

    public init(id: String, name: String?, size: Size, nodes: [LayoutNode], safeAreaInsets: EdgeInsets?) {
        self.id = id
        self.name = name
        self.size = size
        self.nodes = nodes
        self.safeAreaInsets = safeAreaInsets
    }

    /// The indices of a node's children, in order.
    public func children(of index: Int) -> [Int] {
        nodes.indices.filter { nodes[$0].parent == index }
    }

    /// A node's frame in the root view's coordinate space.
    public func absoluteFrame(of index: Int) -> Rect {
        var frame = nodes[index].frame
        var parent = nodes[index].parent
        while let current = parent {
            frame = frame.offsetBy(dx: nodes[current].frame.x, dy: nodes[current].frame.y)
            parent = nodes[current].parent
        }
        return frame
    }
}

/// One laid-out view.
public struct LayoutNode: Sendable {
    public var id: String
    public var elementName: String
    public var kind: ViewKind
    /// The index of the superview in ``LayoutScene/nodes``; nil for the root.
    public var parent: Int?
    /// The frame relative to the superview, in points, snapped to the pixel grid.
    public var frame: Rect
    /// Hidden for this configuration (its own `hidden`, not an ancestor's).
    public var hidden: Bool
    public var range: SourceRange?
    /// The resolved properties, for drawing (text, image, stack attributes…).
    public var properties: ViewProperties
    /// The layout margins the engine used for this view.
    public var layoutMargins: EdgeInsets
    // Spelled `Optional<…>`, not `TextLayout?`: a `T?` stored variable starts as an implicit nil, so the initializer
    // assigned over it (a destroy through the optional's generic value witnesses) and the node was built in a
    // temporary and copied into the caller's list.
    /// Text as laid out: the lines after wrapping and the baseline, so the emitter draws what layout measured.
    public var text: Optional<TextLayout>

    /// (Inlinable: the engine makes one node per view, and a call across modules copies the properties twice.)
    @inlinable
    public init(id: String, elementName: String, kind: ViewKind, parent: Int?, frame: Rect, hidden: Bool,
                range: SourceRange?, properties: ViewProperties, layoutMargins: EdgeInsets = .defaultMargins,
                text: TextLayout? = nil) {
        self.id = id
        self.elementName = elementName
        self.kind = kind
        self.parent = parent
        self.frame = frame
        self.hidden = hidden
        self.range = range
        self.properties = properties
        self.layoutMargins = layoutMargins
        self.text = text
    }
}

/// Text as the engine measured it.
public struct TextLayout: Hashable, Sendable {
    public var lines: [String]
    public var font: FontDescription
    /// Distance between consecutive baselines.
    public var lineHeight: Double
    /// Offset of the first line's baseline from the top of the text block.
    public var firstBaseline: Double
    /// The size of the text block itself (for a button, smaller than the frame).
    public var size: Size

    public init(lines: [String], font: FontDescription, lineHeight: Double, firstBaseline: Double, size: Size) {
        self.lines = lines
        self.font = font
        self.lineHeight = lineHeight
        self.firstBaseline = firstBaseline
        self.size = size
    }
}

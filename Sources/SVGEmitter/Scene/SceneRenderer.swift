import LayoutModel

/// Draws one scene in its own coordinates (1 unit = 1 pt, the root at 0,0): the canvas, one `<g>` per view in
/// tree order (children inside their parent's group), then the overlays on top.
///
/// A class: the writer's closures capture the renderer for most elements they write, and a reference is one count
/// where a copy of the renderer's fields was six.
final class SceneRenderer: Sendable {
    let scene: LayoutScene
    let configuration: LayoutConfiguration
    let style: WireframeStyle
    let geometry: SceneGeometry
    let grid: PixelGrid
    let scope: IdentifierScope
    /// One unique id token per node, assigned in node order (so hiding a view never renames another).
    let tokens: [String]
    /// `scope.partPrefix("v")`, escaped: a view's group id is this followed by its token.
    private let groupIDPrefix: [UInt8]

    init(scene: LayoutScene, configuration: LayoutConfiguration, style: WireframeStyle, scope: IdentifierScope) {
        self.scene = scene
        self.configuration = configuration
        self.style = style
        self.geometry = SceneGeometry(scene: scene)
        self.grid = PixelGrid(scale: configuration.scale)
        self.scope = scope
        var map = IdentifierMap(capacity: scene.nodes.count)
        var tokens: [String] = []
        tokens.reserveCapacity(scene.nodes.count)
        for index in scene.nodes.indices { tokens.append(map.token(for: scene.nodes[index].id)) }
        self.tokens = tokens
        groupIDPrefix = XMLText.escapedAttribute(scope.partPrefix("v"))
    }

    /// A view controller's root view (it has a safe area), as opposed to a freeform component.
    var isScreen: Bool { scene.safeAreaInsets != nil }

    /// The canvas: the scene's size, with non-finite or negative sizes drawn as 0.
    var canvas: Rect {
        Rect(x: 0, y: 0, width: Self.drawable(scene.size.width), height: Self.drawable(scene.size.height))
    }

    /// Screens of devices with a home indicator have rounded corners: about 44 pt on iPhones, 18 pt on iPads.
    var screenCornerRadius: Double {
        guard isScreen, homeIndicatorInset > 0 else { return 0 }
        return min(canvas.width, canvas.height) >= 600 ? 18 : 44
    }

    private var homeIndicatorInset: Double {
        max(scene.safeAreaInsets?.bottom ?? 0, configuration.safeAreaInsets.bottom)
    }

    /// What the document's description reports.
    struct Summary {
        var views: Int
        var hidden: Int
        var drawn: Int
        var omitted: Int
    }

    var summary: Summary {
        let hidden = geometry.effectivelyHidden.filter { $0 }.count
        let drawable = style.showHidden ? scene.nodes.count : scene.nodes.count - hidden
        let drawn = min(drawable, max(0, style.maximumViews))
        return Summary(views: scene.nodes.count, hidden: hidden, drawn: drawn, omitted: drawable - drawn)
    }

    private enum Step {
        case enter(Int)
        case exit(Int)
    }

    /// Writes the canvas, the views and the overlays, and returns how many views it drew (fewer than
    /// ``Summary/drawn`` only when the document's element budget ran out). `marks` outlines changed views on
    /// comparison panels.
    @discardableResult
    func render(into writer: inout SVGWriter, marks: [ChangeMark] = []) -> Int {
        writeCanvas(into: &writer)
        // An explicit stack instead of recursion: documents can nest deeper than the call stack allows.
        var steps: [Step] = geometry.roots.reversed().map { .enter($0) }
        var drawn = 0
        while let step = steps.popLast() {
            switch step {
            case .enter(let index):
                let hidden = scene.nodes[index].hidden
                if hidden && !style.showHidden { continue }
                if drawn >= style.maximumViews || writer.elementCount >= SVGWriter.elementBudget { continue }
                drawn += 1
                openGroup(index, into: &writer)
                drawBody(index, into: &writer)
                if hidden { drawCollapsedMark(index, into: &writer) }
                if clipsContent(index) { openContentClip(index, into: &writer) }
                steps.append(.exit(index))
                steps.append(contentsOf: geometry.children[index].reversed().map { .enter($0) })
            case .exit(let index):
                if clipsContent(index) { writer.close() }
                if scene.nodes[index].kind == .stackView { drawStackDecorations(index, into: &writer) }
                drawProblemMark(index, into: &writer)
                writer.close()
            }
        }
        if style.showLayoutMargins { writeLayoutMargins(into: &writer) }
        if style.showSafeArea { writeSafeArea(into: &writer) }
        if style.showDeviceOutline { writeDeviceOutline(into: &writer) }
        if !marks.isEmpty { writeChangeMarks(marks, into: &writer) }
        return drawn
    }

    private func writeCanvas(into writer: inout SVGWriter) {
        var attributes = rectAttributes(canvas, className: isScreen ? "sb-screen" : "sb-component")
        let radius = screenCornerRadius
        if radius > 0 { attributes.append(SVGAttribute(.rx, radius)) }
        writer.leaf(.rect, attributes)
    }

    private func openGroup(_ index: Int, into writer: inout SVGWriter) {
        // The node's fields are read where they are used: a copy of the node would retain every one of them.
        let placed = geometry.frames[index]
        writer.open(.g) { tag in
            // `scope.partID("v", token)` and the classes, written in pieces.
            tag.attribute(.id) { id in
                id.value(escaped: groupIDPrefix)
                id.value(tokens[index])
            }
            tag.attribute(.class) { classes in
                classes.value(plain: "sb-view")
                let kind = scene.nodes[index].kind
                if kind != .view {
                    classes.value(plain: " sb-")
                    classes.value(kind.rawValue)
                }
                if scene.nodes[index].parent == nil { classes.value(plain: " sb-root") }
                if scene.nodes[index].hidden { classes.value(plain: " sb-hidden") }
                if placed.negativeSize || placed.nonFinite { classes.value(plain: " sb-negative") }
            }
            tag.attribute(.dataID, scene.nodes[index].id)
            tag.attribute(.dataFrame, frame: scene.nodes[index].frame)
        }
        writer.text(.title) { ViewDescription.writeTitle(of: scene.nodes[index], placed: placed, into: &$0) }
    }

    /// Whether a view's subviews are drawn clipped to its frame: scroll views (and so table and collection views)
    /// clip to their bounds in UIKit, so content beyond the visible part, such as a long list, is not drawn past
    /// the screen.
    private func clipsContent(_ index: Int) -> Bool {
        switch scene.nodes[index].kind {
        case .scrollView, .tableView, .collectionView, .textView: !geometry.children[index].isEmpty
        default: false
        }
    }

    /// The part of `rect`, drawn for the view at `index`, that the views clipping their content around it leave
    /// visible; nil when nothing is.
    func visiblePart(of rect: Rect, index: Int) -> Rect? {
        var visible = rect
        var ancestor = scene.nodes[index].parent
        var steps = 0  // a malformed tree with a parent cycle must not loop forever
        while let current = ancestor, current >= 0, current < scene.nodes.count, steps < scene.nodes.count {
            steps += 1
            if clipsContent(current) {
                let clip = geometry.frames[current].rect
                let minX = max(visible.minX, clip.minX), maxX = min(visible.maxX, clip.maxX)
                let minY = max(visible.minY, clip.minY), maxY = min(visible.maxY, clip.maxY)
                guard minX < maxX, minY < maxY else { return nil }
                visible = Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
            }
            ancestor = scene.nodes[current].parent
        }
        return visible
    }

    private func openContentClip(_ index: Int, into writer: inout SVGWriter) {
        let clip = writeClip(geometry.frames[index].rect, id: scope.partID("k", tokens[index]), into: &writer)
        writer.open(.g, [SVGAttribute(.class, "sb-content"), SVGAttribute(.clipPath, "url(#\(clip))")])
    }

    /// A ghosted hidden view that a stack collapsed to no width or height: a dashed line where it sits.
    private func drawCollapsedMark(_ index: Int, into writer: inout SVGWriter) {
        let rect = geometry.frames[index].rect
        guard rect.width == 0 || rect.height == 0 else { return }
        var d = PathData()
        if rect.width == 0 && rect.height == 0 {
            d.move(rect.x - 3, rect.y)
            d.horizontal(rect.x + 3)
            d.move(rect.x, rect.y - 3)
            d.vertical(rect.y + 3)
        } else {
            d.move(rect.minX, rect.minY)
            d.line(rect.maxX, rect.maxY)
        }
        writer.leaf(.path) { tag in
            tag.attribute(.class) { $0.value(plain: "sb-collapsed") }
            tag.attribute(.d) { $0.value(path: d) }
        }
    }

    /// A red mark where the solver produced a negative or non-finite size: a cross at the origin and the
    /// drawable part of the frame.
    private func drawProblemMark(_ index: Int, into writer: inout SVGWriter) {
        let placed = geometry.frames[index]
        guard placed.negativeSize || placed.nonFinite else { return }
        let rect = placed.rect
        var d = PathData()
        d.move(rect.x - 3, rect.y - 3)
        d.line(rect.x + 3, rect.y + 3)
        d.move(rect.x - 3, rect.y + 3)
        d.line(rect.x + 3, rect.y - 3)
        d.move(rect.x, rect.y)
        d.horizontal(rect.maxX)
        d.vertical(rect.maxY)
        d.horizontal(rect.x)
        d.close()
        writer.leaf(.path) { tag in
            tag.attribute(.class) { $0.value(plain: "sb-negative-mark") }
            tag.attribute(.d) { $0.value(path: d) }
        }
    }

    // MARK: Helpers shared by the drawing extensions.

    /// `x y width height` (and a class first, when given), in the fixed attribute order.
    func rectAttributes(_ rect: Rect, className: String? = nil) -> [SVGAttribute] {
        var attributes: [SVGAttribute] = []
        if let className { attributes.append(SVGAttribute(.class, className)) }
        attributes += [SVGAttribute(.x, rect.x), SVGAttribute(.y, rect.y),
                       SVGAttribute(.width, Self.drawable(rect.width)),
                       SVGAttribute(.height, Self.drawable(rect.height))]
        return attributes
    }

    /// ``rectAttributes(_:className:)`` written into an open tag (``SVGWriter/open(_:writing:)``), for the
    /// elements drawn many times per view.
    func writeRectAttributes(_ rect: Rect, className: StaticString, into tag: inout SVGWriter) {
        tag.attribute(.class) { $0.value(plain: className) }
        tag.attribute(.x, rect.x)
        tag.attribute(.y, rect.y)
        tag.attribute(.width, Self.drawable(rect.width))
        tag.attribute(.height, Self.drawable(rect.height))
    }

    /// A rounded rectangle's attributes; the radius is limited to half the shorter side.
    func roundedRectAttributes(_ rect: Rect, radius: Double, className: String?) -> [SVGAttribute] {
        var attributes = rectAttributes(rect, className: className)
        let r = min(radius, Self.drawable(rect.width) / 2, Self.drawable(rect.height) / 2)
        if r > 0 { attributes.append(SVGAttribute(.rx, r)) }
        return attributes
    }

    /// A length that can be drawn: finite and not negative.
    static func drawable(_ value: Double) -> Double {
        value.isFinite ? max(0, value) : 0
    }
}

import LayoutModel

/// A view with no enclosing view: a controller's root view, a bar, a xib's top-level view or cell.
struct IBRootView {
    var view: MarkupView
    /// The view's element.
    var element: XMLElement
    /// The element the view sits in (a controller, `<objects>`, a bar button item).
    var holder: XMLElement
}

/// Builds the views inside some elements of an Interface Builder document (a scene's `<objects>`, a xib's
/// `<objects>`), in two linear passes with explicit stacks:
///
/// 1. Pre-order over the XML: every view element becomes a ``MarkupView`` without subviews, whose parent is the
///    nearest enclosing view element (non-view elements such as `<subviews>`, `<prototypes>` or a table section
///    are looked through). Stored frames are computed here because Xcode 8's `frameInset` needs the parent's.
/// 2. Bottom-up: each view receives its subviews, in document order.
///
/// Views with no enclosing view are returned as roots, in document order.
struct IBViewTreeBuilder {
    private struct Node {
        var view: MarkupView
        var parent: Int?
        var children: [Int] = []
        /// The stored frame, for children whose `frameInset` is relative to this view's edges.
        var frame: Rect?
        var element: XMLElement
        var holder: XMLElement
    }

    /// What a view needs of its superview (copied out, so the superview's node is never shared while it grows).
    private struct ParentFacts {
        var frame: Rect?
        var kind: ViewKind
    }

    private struct Pending {
        var element: XMLElement
        var parent: Int?
        var holder: XMLElement
    }

    let keyboardGuides: [String: IBKeyboardGuide]

    func build(_ container: XMLElement, context: inout IBReadContext) -> [IBRootView] {
        var nodes: [Node] = []
        var pending: [Pending] = container.children.reversed().map { Pending(element: $0, parent: nil, holder: container) }
        while let next = pending.popLast() {
            let element = next.element
            guard IBElementKinds.isView(element, holder: next.holder.name) else {
                if IBElementKinds.nonViewContainers.contains(element.name) { continue }
                for child in element.children.reversed() {
                    pending.append(Pending(element: child, parent: next.parent, holder: element))
                }
                continue
            }
            let parent = next.parent.map { ParentFacts(frame: nodes[$0].frame, kind: nodes[$0].view.kind) }
            let index = nodes.count
            var (view, frame) = makeView(element, parent: parent, context: &context)
            if next.parent == nil {
                view.layoutGuides += legacyGuides(of: next.holder, rootKey: element["key"], context: &context)
            }
            nodes.append(Node(view: view, parent: next.parent, frame: frame, element: element, holder: next.holder))
            if let parent = next.parent { nodes[parent].children.append(index) }
            for child in element.children.reversed() {
                pending.append(Pending(element: child, parent: index, holder: element))
            }
        }
        // Bottom-up: children have larger indices than their parents.
        for index in nodes.indices.reversed() where !nodes[index].children.isEmpty {
            nodes[index].view.subviews = nodes[index].children.map { nodes[$0].view }
        }
        return nodes.filter { $0.parent == nil }.map { IBRootView(view: $0.view, element: $0.element, holder: $0.holder) }
    }

    // MARK: - One view

    private func makeView(_ element: XMLElement, parent: ParentFacts?,
                          context: inout IBReadContext) -> (MarkupView, Rect?) {
        let (id, explicit) = context.viewID(for: element)
        let (kind, known) = IBElementKinds.kind(of: element.name)
        if !known {
            context.emit(InterfaceBuilderDiagnostics.unknownElement(element.name, at: element.location))
        }
        var view = MarkupView(
            id: id, hasExplicitID: explicit, elementName: element.name, kind: kind, range: element.range,
            properties: IBPropertyReader.properties(of: element, viewElement: element.name, isBase: true,
                                                    context: &context))
        view.customClass = element["customClass"]
        if explicit { view.designableIntrinsicSize = context.designables[id] }

        var frame: Rect?
        var autoresizingMask: XMLElement?
        for child in element.children {
            switch child.name {
            case "rect" where child["key"] == "frame":
                frame = context.rect(child)
            case "frame" where child["key"] == "frameInset" && frame == nil:
                frame = frameFromInsets(child, parentFrame: parent?.frame, context: &context)
            case "autoresizingMask" where child["key"] == "autoresizingMask":
                autoresizingMask = child
            case "variation":
                if let variation = IBVariationReader.variation(child, viewElement: element.name, context: &context) {
                    view.variations.append(variation)
                }
            case "constraints":
                for item in child.children where item.name == "constraint" {
                    if let constraint = IBConstraintReader.constraint(item, owner: id, keyboardGuides: keyboardGuides,
                                                                      context: &context) {
                        view.constraints.append(constraint)
                    }
                }
            case "viewLayoutGuide":
                if let guide = layoutGuide(child, view: id, context: &context) { view.layoutGuides.append(guide) }
            default:
                break
            }
        }
        let misplaced = context.boolean(element, "misplaced") ?? false
        let ambiguous = context.boolean(element, "ambiguous") ?? false
        if frame != nil || misplaced || ambiguous {
            view.stored = StoredFrame(frame: frame, misplaced: misplaced, ambiguous: ambiguous)
        }
        // A view that is not laid out by constraints keeps its stored frame and follows its autoresizing mask:
        // `fixedFrame="YES"`, or translatesAutoresizingMaskIntoConstraints left at YES (interface-builder.md §7).
        // Roots are placed by their scene; a stack view's arranged subviews never translate their mask.
        let translates = element["translatesAutoresizingMaskIntoConstraints"] != "NO"
        let fixedFrame = context.boolean(element, "fixedFrame") ?? false
        if let parent, let frame, fixedFrame || translates, parent.kind != .stackView {
            var autoresizing = Autoresizing(frame: frame)
            if let mask = autoresizingMask {
                autoresizing.flexibleLeftMargin = context.boolean(mask, "flexibleMinX") ?? false
                autoresizing.flexibleWidth = context.boolean(mask, "widthSizable") ?? false
                autoresizing.flexibleRightMargin = context.boolean(mask, "flexibleMaxX") ?? false
                autoresizing.flexibleTopMargin = context.boolean(mask, "flexibleMinY") ?? false
                autoresizing.flexibleHeight = context.boolean(mask, "heightSizable") ?? false
                autoresizing.flexibleBottomMargin = context.boolean(mask, "flexibleMaxY") ?? false
            }
            view.autoresizing = autoresizing
        }
        return (view, frame)
    }

    /// Xcode 8.0/8.1's `<frame key="frameInset" minX= minY= width= height= maxX= maxY=/>`: missing minX/minY are 0,
    /// and maxX/maxY are distances from the superview's right and bottom edges, used when width/height is omitted.
    private func frameFromInsets(_ element: XMLElement, parentFrame: Rect?, context: inout IBReadContext) -> Rect? {
        let x = context.number(element, "minX") ?? 0
        let y = context.number(element, "minY") ?? 0
        var width = context.number(element, "width")
        var height = context.number(element, "height")
        if width == nil, let parentFrame { width = parentFrame.width - x - (context.number(element, "maxX") ?? 0) }
        if height == nil, let parentFrame { height = parentFrame.height - y - (context.number(element, "maxY") ?? 0) }
        guard let width, let height else { return nil }
        return Rect(x: x, y: y, width: width, height: height)
    }

    /// `<viewLayoutGuide key="safeArea|contentLayoutGuide|frameLayoutGuide" id=…/>`.
    private func layoutGuide(_ element: XMLElement, view: String, context: inout IBReadContext) -> MarkupLayoutGuide? {
        let kind: MarkupLayoutGuide.Kind
        switch element["key"] {
        case "safeArea": kind = .safeArea
        case "contentLayoutGuide": kind = .contentLayoutGuide
        case "frameLayoutGuide": kind = .frameLayoutGuide
        case "layoutMarginsGuide": kind = .layoutMargins
        case "readableContentGuide": kind = .readableContent
        default:
            context.emit(InterfaceBuilderDiagnostics.unknownLayoutGuide(element["key"] ?? "", view: view,
                                                                        at: element.location))
            return nil
        }
        guard let id = element["id"], !id.isEmpty else { return nil }
        return MarkupLayoutGuide(id: id, kind: kind, range: element.range)
    }

    /// A controller's legacy `<layoutGuides><viewControllerLayoutGuide type="top|bottom" id=…/>`, which belong to
    /// its root view (`key="view"`).
    private func legacyGuides(of holder: XMLElement, rootKey: String?, context: inout IBReadContext) -> [MarkupLayoutGuide] {
        guard rootKey == "view" else { return [] }
        var guides: [MarkupLayoutGuide] = []
        for list in holder.children where list.name == "layoutGuides" {
            for guide in list.children where guide.name == "viewControllerLayoutGuide" {
                guard let id = guide["id"], !id.isEmpty else { continue }
                switch guide["type"] {
                case "top": guides.append(MarkupLayoutGuide(id: id, kind: .topLayoutGuide, range: guide.range))
                case "bottom": guides.append(MarkupLayoutGuide(id: id, kind: .bottomLayoutGuide, range: guide.range))
                default:
                    context.emit(InterfaceBuilderDiagnostics.unknownLayoutGuide(
                        "viewControllerLayoutGuide type '\(guide["type"] ?? "")'", view: holder["id"] ?? holder.name,
                        at: guide.location))
                }
            }
        }
        return guides
    }
}

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
/// `<objects>`) in one depth-first walk over the XML with explicit stacks (no recursion):
///
/// * on the way down (pre-order, document order), every view element becomes a ``MarkupView`` without subviews,
///   whose superview is the nearest enclosing view element (non-view elements such as `<subviews>`,
///   `<prototypes>` or a table section are looked through). Stored frames are computed here because Xcode 8's
///   `frameInset` needs the superview's;
/// * on the way up, a finished view joins its superview's subviews, in document order.
///
/// Only the views on the path being walked are ever held apart from the tree being built, so building never
/// needs a second copy of the document's views. Views with no enclosing view are returned as roots, in document
/// order.
struct IBViewTreeBuilder {
    /// What a view needs of its superview.
    private struct ParentFacts {
        var frame: Rect?
        var kind: ViewKind
    }

    /// An element whose children are being walked, by its index in the tree (the stacks hold no reference to the
    /// tree, which every push and pop would count).
    private struct Walk {
        var element: Int
        /// Where the element's children are listed in ``XMLTree/childIndices``, and how many.
        var firstChild: Int
        var childCount: Int
        var next = 0
        /// Whether the element is a view (then it is the innermost of `open`).
        var isView: Bool

        init(_ element: Int, in tree: XMLTree, isView: Bool) {
            self.element = element
            let record = tree.elements[element]
            firstChild = Int(record.firstChild)
            childCount = Int(record.childCount)
            self.isView = isView
        }
    }

    /// A view whose element is being walked, apart from the view itself (kept in a stack of its own, so that a
    /// finished view moves into its superview without being copied). Elements are indices in the tree.
    private struct OpenView {
        /// The stored frame, for subviews whose `frameInset` is relative to this view's edges.
        var frame: Rect?
        var kind: ViewKind
        var element: Int
        var holder: Int
    }

    let keyboardGuides: [String: IBKeyboardGuide]

    func build(_ container: XMLElement, context: inout IBReadContext) -> [IBRootView] {
        var roots: [IBRootView] = []
        var open: [OpenView] = []
        var openViews: [MarkupView] = []
        let tree = container.tree
        var walks = [Walk(container.index, in: tree, isView: false)]
        var classes = IBElementKinds.NameClassCache()
        let names = context.names
        while let top = walks.indices.last {
            guard walks[top].next < walks[top].childCount else {
                if walks.removeLast().isView {
                    let finished = open.removeLast()
                    let view = openViews.removeLast()
                    if openViews.isEmpty {
                        roots.append(IBRootView(view: view, element: XMLElement(tree: tree, index: finished.element),
                                                holder: XMLElement(tree: tree, index: finished.holder)))
                    } else {
                        openViews[openViews.count - 1].subviews.append(view)
                    }
                }
                continue
            }
            let index = Int(tree.childIndices[walks[top].firstChild + walks[top].next])
            walks[top].next += 1
            let holderIndex = walks[top].element
            // Classified by indices: an element is made only for a view (each counts a reference to the tree, and
            // most elements are not views).
            let nameClass = classes.nameClass(ofElement: index, in: tree)
            guard isView(index, holder: holderIndex, nameClass: nameClass, in: tree, names: names) else {
                if nameClass != .nonViewContainer {
                    walks.append(Walk(index, in: tree, isView: false))
                }
                continue
            }
            let element = XMLElement(tree: tree, index: index)
            let parent = open.indices.last.map { ParentFacts(frame: open[$0].frame, kind: open[$0].kind) }
            var frame: Rect?
            let kind = classes.kind(of: element)
            makeView(element, parent: parent, kind: kind, frame: &frame, appendingTo: &openViews, context: &context)
            let isRoot = open.isEmpty
            open.append(OpenView(frame: frame, kind: kind.kind, element: index, holder: holderIndex))
            if isRoot {
                let holder = XMLElement(tree: tree, index: holderIndex)
                openViews[openViews.count - 1].layoutGuides += legacyGuides(of: holder, rootKey: element["key"],
                                                                            context: &context)
            }
            walks.append(Walk(index, in: tree, isView: true))
        }
        return roots
    }

    /// ``IBElementKinds/isView(_:holder:nameClass:)`` of element `index` in `holder`, by name numbers instead of
    /// names.
    private func isView(_ index: Int, holder: Int, nameClass: IBElementKinds.NameClass, in tree: XMLTree,
                        names: IBNames) -> Bool {
        switch nameClass {
        case .nonViewContainer: return false
        case .view: return true
        case .other:
            if tree.elements[holder].name == names.subviews.id { return true }
            let record = tree.elements[index]
            let first = Int(record.firstChild)
            for position in first..<first + Int(record.childCount) {
                let child = Int(tree.childIndices[position])
                let name = tree.elements[child].name
                if (name == names.rect.id && tree.attribute(of: child, names.key, hasValueID: names.frameValue))
                    || (name == names.frame.id && tree.attribute(of: child, names.key, hasValueID: names.frameInsetValue)) {
                    return true
                }
            }
            return false
        }
    }

    // MARK: - One view

    /// Appends the view of `element`, without subviews, to `views`; `frame` receives its stored frame. The view is
    /// filled in where it is stored (a view is large: returning it copied it).
    private func makeView(_ element: XMLElement, parent: ParentFacts?, kind: (kind: ViewKind, known: Bool),
                          frame: inout Rect?, appendingTo views: inout [MarkupView], context: inout IBReadContext) {
        let names = context.names
        let values = IBViewAttributes(element, names: names)
        let (id, explicit) = context.viewID(for: element, idValue: values.id)
        let (kind, known) = kind
        let elementName = element.name
        if !known {
            context.emit(InterfaceBuilderDiagnostics.unknownElement(elementName, at: element.location))
        }
        views.append(MarkupView(id: id, hasExplicitID: explicit, elementName: elementName, kind: kind,
                                range: element.range))
        fill(&views[views.count - 1], element, id: id, explicit: explicit, values: values, parent: parent,
             frame: &frame, context: &context)
    }

    /// The rest of ``makeView(_:parent:kind:frame:appendingTo:context:)``: properties, frame, variations,
    /// constraints, guides and autoresizing.
    private func fill(_ view: inout MarkupView, _ element: XMLElement, id: String, explicit: Bool,
                      values: IBViewAttributes, parent: ParentFacts?, frame: inout Rect?,
                      context: inout IBReadContext) {
        let names = context.names
        let kind = view.kind
        IBPropertyReader.read(element, kind: kind, isBase: true, attributes: values, into: &view.properties,
                              context: &context)
        view.customClass = values.customClass.map(element.documentValue)
        if explicit, !context.designables.isEmpty { view.designableIntrinsicSize = context.designables[id] }

        var autoresizingMask: XMLElement?
        // Children are told apart by name numbers (equal names have equal bytes).
        for child in element.children {
            if child.isNamed(names.rect) {
                if child.attribute(names.key, hasValueID: names.frameValue) { frame = context.rect(child) }
            } else if child.isNamed(names.frame) {
                if frame == nil, child.attribute(names.key, hasValueID: names.frameInsetValue) {
                    frame = frameFromInsets(child, parentFrame: parent?.frame, context: &context)
                }
            } else if child.isNamed(names.autoresizingMask) {
                if child.attribute(names.key, hasValueID: names.autoresizingMaskValue) { autoresizingMask = child }
            } else if child.isNamed(names.variation) {
                if let variation = IBVariationReader.variation(child, viewKind: kind, context: &context) {
                    view.variations.append(variation)
                }
            } else if child.isNamed(names.constraints) {
                for item in child.children where item.isNamed(names.constraint) {
                    if let constraint = IBConstraintReader.constraint(item, owner: id, keyboardGuides: keyboardGuides,
                                                                      context: &context) {
                        view.constraints.append(constraint)
                    }
                }
            } else if child.isNamed(names.subviews) {
                // Room for the subviews to come (an estimate: the list may hold other elements too).
                view.subviews.reserveCapacity(view.subviews.count + child.children.count)
            } else if child.isNamed(names.viewLayoutGuide) {
                if let guide = layoutGuide(child, view: id, context: &context) { view.layoutGuides.append(guide) }
            }
        }
        let misplaced = context.boolean(element, names.misplaced, valueID: values.misplaced) ?? false
        let ambiguous = context.boolean(element, names.ambiguous, valueID: values.ambiguous) ?? false
        if frame != nil || misplaced || ambiguous {
            view.stored = StoredFrame(frame: frame, misplaced: misplaced, ambiguous: ambiguous)
        }
        // A view that is not laid out by constraints keeps its stored frame and follows its autoresizing mask:
        // `fixedFrame="YES"`, or translatesAutoresizingMaskIntoConstraints left at YES (interface-builder.md §7).
        // Roots are placed by their scene; a stack view's arranged subviews never translate their mask.
        let translatesValue = values.translatesAutoresizingMaskIntoConstraints
        let translates = translatesValue == nil || translatesValue != names.noValue
        let fixedFrame = context.boolean(element, names.fixedFrame, valueID: values.fixedFrame) ?? false
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

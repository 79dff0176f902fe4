import LayoutModel

/// One scene's views flattened in pre-order (a parent before its children), with parent and child indices.
///
/// Everything downstream walks these arrays with explicit loops, never recursion, so that very deep documents
/// cannot overflow the stack. Dictionaries here are only looked up, never iterated.
struct SceneTable: Sendable {
    private(set) var views: [SceneView]
    /// Per view, the fields passes over every view read (``ViewHeader``), apart from the records. Read through
    /// ``header(_:)`` and ``isHidden(_:)``.
    private let headers: [ViewHeader]
    /// View index by id for the ids a constraint names (the first view with that id wins): the only ids a layout
    /// looks up. The others are not hashed, nor kept in a dictionary: most views are never named. Any view is found
    /// with ``index(ofID:)``.
    var indexByNamedID: [String: Int]
    /// Layout guides by id.
    var guidesByID: [String: GuideReference]

    /// Builds the table from a scene's root. The tree is taken apart as it is read: a caller that passes its last
    /// copy (`consume root`) has each view's subview list freed once its subviews are in the table.
    init(root: consuming ResolvedView) {
        let count = Self.viewCount(root)
        views = []
        views.reserveCapacity(count)  // kept through the whole layout: no room to spare
        var notes = PlacementNotes(count: count)  // each view's header and more, noted as it is placed
        // Explicit stack of views to place, and beside it each one's parent index (nil for the root), depth and
        // position among its siblings. Each view's subviews are moved onto it (popped off the list the view no
        // longer holds), and each view into its record. The stack stays small (a few views per level), so the
        // moves through it stay in the processor's caches and the table is written in order.
        var pending = [root]
        var places: [(parent: Int?, depth: Int, position: Int)] = [(nil, 0, 0)]
        while var view = pending.popLast(), let place = places.popLast() {
            let index = views.count
            var subviews: [ResolvedView] = []
            swap(&subviews, &view.subviews)
            if let parent = place.parent { views[parent].children.append(index) }
            views.append(SceneView(resolved: consume view, parent: place.parent, depth: place.depth,
                                   position: place.position))
            views.withUnsafeMutableBufferPointer { records in
                guard let base = records.baseAddress else { return }
                notes.note(base, at: index, subviewCount: subviews.count)
            }
            if let parent = place.parent { views[index].isArranged = notes.headers[parent].kind == .stackView }
            if !subviews.isEmpty { views[index].children.reserveCapacity(subviews.count) }  // a leaf's stays empty
            var offset = subviews.count
            while let child = subviews.popLast() {  // the last first, so that the first is taken next
                offset -= 1
                pending.append(consume child)
                places.append((index, place.depth + 1, offset))
            }
        }
        var guides: [String: GuideReference] = [:]
        for (index, list) in notes.guideLists {
            for guide in list where guides[guide.id] == nil {
                guides[guide.id] = GuideReference(owner: index, kind: guide.kind, range: guide.range)
            }
        }
        guidesByID = guides
        Self.yieldHiddenLengths(&views, headers: notes.headers)
        headers = notes.headers
        indexByNamedID = Self.namedIndex(views, constrained: notes.constrained)
        usesSafeArea = Self.safeAreaUsers(views: views, constrained: notes.constrained,
                                          marginStacks: notes.marginStacks, indexByNamedID: indexByNamedID,
                                          guidesByID: guidesByID)
    }

    /// How many views the tree of `root` has (walking the subview lists, copying no view).
    private static func viewCount(_ root: ResolvedView) -> Int {
        var count = 1
        var pending = [root.subviews]
        while let list = pending.popLast() {
            count += list.count
            for i in list.indices where !list[i].subviews.isEmpty { pending.append(list[i].subviews) }
        }
        return count
    }

    /// The first view (in pre-order) with `id`, named by a constraint or not.
    func index(ofID id: String) -> Int? {
        indexByNamedID[id] ?? views.firstIndex { $0.id == id }
    }

    /// ``indexByNamedID``: the views whose ids a constraint names as its first or second item, the first view with
    /// an id winning. A handful of names are compared with each view's id (no id is hashed); more are looked up in
    /// the set of names.
    private static func namedIndex(_ views: [SceneView], constrained: [Int]) -> [String: Int] {
        var names = Set<String>()
        for index in constrained {
            for constraint in views[index].resolved.constraints {
                names.insert(constraint.firstItem)
                if let second = constraint.secondItem { names.insert(second) }
            }
        }
        let few = names.count <= 8 ? Array(names) : nil
        var result: [String: Int] = [:]
        for index in views.indices where result.count < names.count {
            let id = views[index].id
            if few?.contains(id) ?? names.contains(id), result[id] == nil { result[id] = index }
        }
        return result
    }

    /// A hidden arranged view's own required length along its stack's axis gives way to `UISV-hiding` (G1): its
    /// visible siblings close up as if it were absent, whatever length it asks for. Interface Builder stores a
    /// hidden 62-pt-wide label (required width 62) with the next visible view starting where the label starts.
    private static func yieldHiddenLengths(_ views: inout [SceneView], headers: [ViewHeader]) {
        for index in views.indices where headers[index].isHidden && views[index].isArranged {
            guard let parent = views[index].parent else { continue }
            let axis = StackConfiguration(views[parent].properties).axis
            let length: LayoutAttribute = axis == .horizontal ? .width : .height
            let id = views[index].id
            for offset in views[index].resolved.constraints.indices {
                let constraint = views[index].resolved.constraints[offset]
                guard constraint.firstItem == id, constraint.secondItem == nil, constraint.firstAttribute == length,
                      constraint.priority >= 1000 else { continue }
                views[index].resolved.constraints[offset].priority = ContentPriorities.requiredContentPriority
            }
        }
    }

    /// Per view: whether layout reads its safe-area insets (the root always; views whose safe-area guide, margins
    /// guide or margin attributes a constraint uses; stacks arranged relative to their margins). Only these
    /// views' insets are carried from pass to pass, so documents that never ask need a single pass.
    let usesSafeArea: [Bool]

    private static func safeAreaUsers(views: [SceneView], constrained: [Int], marginStacks: [Int],
                                      indexByNamedID: [String: Int],
                                      guidesByID: [String: GuideReference]) -> [Bool] {
        var uses = [Bool](repeating: false, count: views.count)
        if !uses.isEmpty { uses[0] = true }
        func mark(_ id: String?, _ attribute: LayoutAttribute?) {
            guard let id else { return }
            if let guide = guidesByID[id] {
                switch guide.kind {
                case .safeArea, .layoutMargins, .readableContent: uses[guide.owner] = true
                default: break
                }
            } else if let index = indexByNamedID[id], attribute?.isMargin == true {
                uses[index] = true
            }
        }
        for index in constrained {
            for constraint in views[index].resolved.constraints {
                mark(constraint.firstItem, constraint.firstAttribute)
                mark(constraint.secondItem, constraint.secondAttribute)
            }
        }
        for index in marginStacks { uses[index] = true }
        return uses
    }

    var count: Int { views.count }

    /// Whether the view at `index` is hidden: ``SceneView/isHidden`` without reading its record.
    @inline(__always)
    func isHidden(_ index: Int) -> Bool { headers[index].isHidden }

    /// The view's parent, depth, kind and flags without reading its record: for passes over every view.
    @inline(__always)
    func header(_ index: Int) -> ViewHeader { headers[index] }

    /// The view at `index`, lent in place: reading a field does not copy the record (a resolved view holds a dozen
    /// references to retain and release). Bind it to a name only where the whole record is needed.
    subscript(index: Int) -> SceneView {
        _read { yield views[index] }
    }

    /// The indices of `index` and all its descendants, in pre-order.
    func subtree(of index: Int) -> Range<Int> {
        var end = index + 1
        while end < views.count, views[end].depth > views[index].depth { end += 1 }
        return index..<end
    }

    /// True when `candidate` is `ancestor` or lies below it.
    func isDescendant(_ candidate: Int, of ancestor: Int) -> Bool {
        var current: Int? = candidate
        while let node = current {
            if node == ancestor { return true }
            if views[node].depth <= views[ancestor].depth { return false }
            current = views[node].parent
        }
        return false
    }

    /// The closest common ancestor of two views.
    func commonAncestor(_ a: Int, _ b: Int) -> Int {
        var x = a
        var y = b
        while views[x].depth > views[y].depth, let parent = views[x].parent { x = parent }
        while views[y].depth > views[x].depth, let parent = views[y].parent { y = parent }
        while x != y {
            // Only the root (index 0, depth 0) has no parent, and it is everyone's ancestor.
            guard let parentX = views[x].parent, let parentY = views[y].parent else { return 0 }
            x = parentX
            y = parentY
        }
        return x
    }
}

/// What ``SceneTable``'s passes after the placement read, noted while each view is at hand so that its record is
/// not read again: the headers, and in pre-order the views that declare layout guides (the first in pre-order wins an
/// id), the views with constraints and the stacks arranged relative to their margins.
private struct PlacementNotes {
    var headers: [ViewHeader]
    var guideLists: [(index: Int, guides: [MarkupLayoutGuide])] = []
    var constrained: [Int] = []
    var marginStacks: [Int] = []

    /// Room for `count` views.
    init(count: Int) {
        headers = [ViewHeader](repeating: .unfilled, count: count)
    }

    /// Notes the view just placed at `index` of `records`, whose subviews number `subviewCount`. (Read in place
    /// through the pointer: passing the view copied it.)
    mutating func note(_ records: UnsafeMutablePointer<SceneView>, at index: Int, subviewCount: Int) {
        headers[index] = ViewHeader(
            parent: records[index].parent, depth: records[index].depth, kind: records[index].resolved.kind,
            isHidden: records[index].resolved.properties.hidden ?? false,
            preservesSuperviewLayoutMargins: records[index].resolved.properties.preservesSuperviewLayoutMargins == true,
            hasSubviews: subviewCount > 0)
        if records[index].resolved.kind == .stackView
            && StackConfiguration(records[index].resolved.properties).marginsRelative {
            marginStacks.append(index)
        }
        if !records[index].resolved.constraints.isEmpty { constrained.append(index) }
        let guides = records[index].resolved.layoutGuides
        if !guides.isEmpty { guideLists.append((index, guides)) }
    }
}

/// A layout guide declared by a view.
struct GuideReference: Sendable {
    var owner: Int
    var kind: MarkupLayoutGuide.Kind
    var range: SourceRange?
}

/// One view of a ``SceneTable``.
///
/// The tree position is stored as 32-bit numbers, which keeps each record 20 bytes smaller: a scene's views, depth
/// and siblings are far fewer than 2³¹ (the depth is capped at 250, and each view takes hundreds of bytes).
struct SceneView: Sendable {
    /// The resolved view without its subviews.
    var resolved: ResolvedView
    var children: [Int] = []
    private let parentIndex: Int32
    private let depthValue: Int32
    private let positionValue: Int32
    /// True for the subviews of a stack view.
    var isArranged = false

    init(resolved: ResolvedView, parent: Int?, depth: Int, position: Int) {
        self.resolved = resolved
        self.parentIndex = parent.map { Int32($0) } ?? -1
        self.depthValue = Int32(depth)
        self.positionValue = Int32(position)
    }

    var parent: Int? { parentIndex < 0 ? nil : Int(parentIndex) }
    var depth: Int { Int(depthValue) }
    /// The position among the superview's subviews (the arranged index in a stack).
    var position: Int { Int(positionValue) }
    var id: String { resolved.id }
    var kind: ViewKind { resolved.kind }
    var properties: ViewProperties { resolved.properties }
    var isHidden: Bool { resolved.isHidden }
    var range: SourceRange? { resolved.range }
}

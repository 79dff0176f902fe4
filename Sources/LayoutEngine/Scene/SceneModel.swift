import LayoutModel

/// Everything one layout pass knows about a scene before solving: the flattened views, their content, stack
/// attributes, margins, safe areas and natural sizes.
///
/// A pass is built from ``LayoutFacts``, the facts UIKit only learns from a previous layout (the width a
/// multi-line label wraps at, the safe area of a subview).
struct SceneModel: Sendable {
    let document: ResolvedDocument
    let scene: ResolvedScene
    let table: SceneTable
    let facts: LayoutFacts
    /// Per view.
    let contents: [ViewContent]
    /// Per view; nil for views that are not stack views.
    let stacks: [StackConfiguration?]
    /// Per view: the layout margins in effect (own or default margins, plus the safe area where UIKit adds it).
    let margins: [EdgeInsets]
    /// Per view: natural (fitting) sizes, the reference lengths of the index tie-break: the cheapest size of a
    /// summarized subtree, else the §6 closed form (`LocalPlan`).
    let natural: [Size]
    /// Per stack view: the leaf views that supply its first and last baselines (uistackview.md §7.4); all nil in a
    /// scene where nothing reads a baseline (``readsBaselines(table:stacks:)``).
    let baselineViews: [(first: Int, last: Int)?]
    /// How the local path splits the scene, and the summarized subtrees' costs.
    private(set) var plan: LocalPlan

    init(document: ResolvedDocument, scene: ResolvedScene, table: SceneTable, facts: LayoutFacts,
         measurer: ContentMeasurer) {
        self.document = document
        self.scene = scene
        self.table = table
        self.facts = facts
        contents = table.views.indices.map { measurer.content(of: $0, in: table, wrapWidth: facts.wrapWidths[$0]) }
        stacks = table.views.indices.map {
            table.header($0).kind == .stackView ? StackConfiguration(table[$0].properties) : nil
        }
        var margins: [EdgeInsets] = []
        margins.reserveCapacity(table.count)
        for index in table.views.indices {  // pre-order: a superview's margins are ready before its subviews'
            var own = Self.effectiveMargins(of: index, table: table, scene: scene, document: document, facts: facts)
            if let parent = table[index].parent, let distances = facts.edgeDistances[index] {
                own = Self.preserving(own, superview: margins[parent], distances: distances,
                                      vertically: !Self.scrollsContent(table[parent].kind))
            }
            margins.append(own)
        }
        self.margins = margins
        // The tallest view of a horizontal stack is picked by the §6 fitting sizes, before any layout. Only a stack
        // that aligns or spaces by baselines and a constraint that names a baseline ask for them: a scene with
        // neither (most scenes) skips the fitting sizes.
        let baselineViews: [(first: Int, last: Int)?]
        if Self.readsBaselines(table: table, stacks: stacks) {
            let fitting = NaturalSizes.compute(table: table, contents: contents, stacks: stacks, margins: margins)
            baselineViews = Self.baselineViews(table: table, stacks: stacks, natural: fitting)
        } else {
            baselineViews = [(first: Int, last: Int)?](repeating: nil, count: table.count)
        }
        self.baselineViews = baselineViews
        plan = LocalPlan(table: table, contents: contents, stacks: stacks, margins: margins,
                         baselineViews: baselineViews)
        natural = plan.natural
    }

    var count: Int { table.count }

    /// A builder of behaviours for this scene, with the plan's own size constraints.
    var behaviourBuilder: BehaviourBuilder {
        BehaviourBuilder(table: table, contents: contents, stacks: stacks, margins: margins, own: plan.own)
    }

    /// The behaviour of `view` (``LocalPlan/behaviour(of:builder:)``).
    func behaviour(of view: Int) -> ViewBehaviour { plan.behaviour(of: view, builder: behaviourBuilder) }

    /// The behaviours of `stack`'s arranged views, for the distributions whose closed forms read them whole
    /// (``LocalPlan/arrangedBehaviours(of:builder:)``). A non-stack view's behaviour is rebuilt on each read, so each
    /// is read once.
    func arrangedBehaviours(of stack: Int) -> ArrangedBehaviours {
        plan.arrangedBehaviours(of: stack, builder: behaviourBuilder)
    }

    var isScreen: Bool {
        if case .screen = scene.kind { return true }
        return false
    }

    /// Layout margins: the view's own (`layoutMargins`), else its default ones (``DefaultMargins``: roots, table
    /// cells' content views, 8 for the rest). With `insetsLayoutMarginsFromSafeArea` (on by default) the view's safe-area
    /// insets are added, so margins never reach into the unsafe area (Stackboard's reading of UIKit's rule; the
    /// spec leaves it open, uistackview.md §7.1).
    static func effectiveMargins(of index: Int, table: SceneTable, scene: ResolvedScene, document: ResolvedDocument,
                                 facts: LayoutFacts) -> EdgeInsets {
        let margins = table[index].properties.layoutMargins
            ?? DefaultMargins.of(index, table: table, scene: scene, document: document)
        guard table[index].properties.insetsLayoutMarginsFromSafeArea ?? true else { return margins }
        let safe = facts.safeAreaInsets[index]
        return EdgeInsets(top: margins.top + safe.top, leading: margins.leading + safe.leading,
                          bottom: margins.bottom + safe.bottom, trailing: margins.trailing + safe.trailing)
    }

    /// `preservesSuperviewLayoutMargins`: on each edge, the superview's margin minus the view's distance from that
    /// edge of the superview, when that is larger than the view's own margin (UIKit's rule: the superview's margins
    /// count where the view comes closer to its edge than they are).
    ///
    /// The content of a scroll view (a table's cells included) lies in content coordinates, which scroll: it takes
    /// only the scroll view's side margins, never its top and bottom ones (`vertically` false). A cell 24.5 pt
    /// down a table under a navigation bar keeps its content view's top margin of 11.
    static func preserving(_ own: EdgeInsets, superview: EdgeInsets, distances: EdgeInsets,
                           vertically: Bool = true) -> EdgeInsets {
        EdgeInsets(top: vertically ? max(own.top, superview.top - distances.top) : own.top,
                   leading: max(own.leading, superview.leading - distances.leading),
                   bottom: vertically ? max(own.bottom, superview.bottom - distances.bottom) : own.bottom,
                   trailing: max(own.trailing, superview.trailing - distances.trailing))
    }

    /// Views whose subviews scroll with their content.
    static func scrollsContent(_ kind: ViewKind) -> Bool {
        kind == .scrollView || kind == .tableView || kind == .collectionView
    }

    /// Whether anything in the scene reads a view's baseline: a horizontal stack aligned by baselines, a stack
    /// spaced between baselines (`baselineRelativeArrangement`), or a constraint naming a first or last baseline.
    /// These are the only readers of ``baselineViews``.
    static func readsBaselines(table: SceneTable, stacks: [StackConfiguration?]) -> Bool {
        for config in stacks {
            guard let config else { continue }
            if config.baselineRelative || (config.axis == .horizontal && config.isBaselineAlignment) { return true }
        }
        for index in table.views.indices {
            for constraint in table[index].resolved.constraints
            where constraint.firstAttribute.isBaseline || constraint.secondAttribute?.isBaseline == true {
                return true
            }
        }
        return false
    }

    /// §7.4: a horizontal stack's baseline comes from its tallest visible view (the lower index among equals), a
    /// vertical stack's first baseline from its first visible view and its last baseline from its last one; a
    /// stack found there passes the question on. Hidden views are skipped. A stack without visible views has no
    /// baseline view (its own edges are used).
    static func baselineViews(table: SceneTable, stacks: [StackConfiguration?],
                              natural: [Size]) -> [(first: Int, last: Int)?] {
        // The arranged view a stack passes the question to (nil without visible views).
        func pick(_ stack: Int, config: StackConfiguration, first: Bool) -> Int? {
            var chosen: Int?
            for child in table[stack].children where !table.isHidden(child) {
                if config.axis == .horizontal {
                    // The tallest, the lower index among equals.
                    if let best = chosen, !(natural[child].height > natural[best].height) { continue }
                    chosen = child
                } else {
                    chosen = child
                    if first { break }
                }
            }
            return chosen
        }
        // Each view's answer from its chosen arranged view's, children before parents (pre-order reversed).
        var firsts = Array(table.views.indices), lasts = firsts
        var result = [(first: Int, last: Int)?](repeating: nil, count: table.count)
        for index in table.views.indices.reversed() {
            guard let config = stacks[index] else { continue }
            if let view = pick(index, config: config, first: true) { firsts[index] = firsts[view] }
            if let view = pick(index, config: config, first: false) { lasts[index] = lasts[view] }
            result[index] = (firsts[index], lasts[index])
        }
        return result
    }
}

/// Facts a layout pass takes from the previous one, as UIKit does when it lays out again.
struct LayoutFacts: Sendable, Equatable {
    /// Per view: the width a multi-line label wraps at (nil in the first pass: it measures unwrapped, §10).
    var wrapWidths: SparseViewValues<Double?>
    /// Per view: its safe-area insets.
    var safeAreaInsets: SparseViewValues<EdgeInsets>
    /// Per view with `preservesSuperviewLayoutMargins`: how far its edges are from its superview's (nil for the
    /// others; the first pass assumes 0, a view flush with its superview).
    var edgeDistances: SparseViewValues<EdgeInsets?>

    /// The facts before any layout: labels unwrapped, the root's safe area from the configuration, and every
    /// subview whose safe area layout reads assumed to cover its superview (it inherits the superview's insets).
    static func initial(table: SceneTable, rootInsets: EdgeInsets) -> LayoutFacts {
        var insets = SparseViewValues<EdgeInsets>(count: table.count, absent: .zero)
        var inherited = [EdgeInsets](repeating: .zero, count: table.count)
        for index in table.views.indices {
            if let parent = table.header(index).parent {
                inherited[index] = table.header(parent).kind == .scrollView ? .zero : inherited[parent]
            } else {
                inherited[index] = rootInsets
            }
            if table.usesSafeArea[index] { insets[index] = inherited[index] }
        }
        var distances = SparseViewValues<EdgeInsets?>(count: table.count, absent: nil)
        for index in table.views.indices
        where table.header(index).parent != nil && table.header(index).preservesSuperviewLayoutMargins {
            distances[index] = .zero
        }
        return LayoutFacts(wrapWidths: SparseViewValues(count: table.count, absent: nil), safeAreaInsets: insets,
                           edgeDistances: distances)
    }

    private static func close(_ a: EdgeInsets, _ b: EdgeInsets) -> Bool {
        abs(a.top - b.top) <= 0.01 && abs(a.leading - b.leading) <= 0.01 && abs(a.bottom - b.bottom) <= 0.01
            && abs(a.trailing - b.trailing) <= 0.01
    }

    /// True when the two agree within a hundredth of a point.
    func isClose(to other: LayoutFacts) -> Bool {
        guard wrapWidths.count == other.wrapWidths.count else { return false }
        for index in wrapWidths.indices {
            switch (wrapWidths[index], other.wrapWidths[index]) {
            case (nil, nil): break
            case let (a?, b?): if abs(a - b) > 0.01 { return false }
            default: return false
            }
            if !Self.close(safeAreaInsets[index], other.safeAreaInsets[index]) { return false }
            switch (edgeDistances[index], other.edgeDistances[index]) {
            case (nil, nil): break
            case let (a?, b?): if !Self.close(a, b) { return false }
            default: return false
            }
        }
        return true
    }
}

import LayoutModel

/// How a scene splits into independently solvable units (the local path), and each subtree's cost as a function
/// of its size (its *behaviour*, uistackview.md §9 generalized).
///
/// 1. **Anchors.** Every document constraint is anchored at the closest common ancestor of its items (for a
///    baseline of a stack, of the view that supplies the baseline, §7.4). A constraint on a single view's width
///    or height with no second item is that view's own and becomes part of its behaviour.
/// 2. **Crossing constraints inline.** The views strictly between an anchor and an item are *inlined*: their
///    variables and rules join the anchor's unit, because a constraint reaches into them. The same holds for
///    stacks whose baselines a baseline-aligned or baseline-relative stack reads.
/// 3. **Summaries, bottom-up.** A view is *summarizable* when its cost as a function of its width and of its
///    height can be written down from its children's (`StackBehaviour`): leaves, views whose children do not
///    constrain them, and stacks with fill, fillEqually, fillProportionally (`ProportionalLayout`,
///    `ProportionalTrade`), equalSpacing or equalCentering (`CentringLayout`; `CentringProgram` where its views
///    give length at or below the centring levels; a unit only past their search bounds) and any
///    alignment but baselines whose arranged views are all summarizable. Anything else is inlined into its
///    parent's unit.
/// 4. **Natural sizes** are the behaviours' cheapest lengths, or the §6 closed forms for views without one; both
///    paths use them as the reference lengths of the index tie-break.
struct LocalPlan: Sendable {
    var inlined: [Bool]
    var summarizable: [Bool]
    /// The behaviours of the summarized stacks that a later step reads, in view order: the stacks whose frames a
    /// unit's solver finds (their parent is not a summarized stack, or is inlined) and the arranged views of stacks
    /// whose notes do not settle their arrangement (``StackArrangement/readsArrangedBehaviours(_:config:arranged:visible:)``).
    /// The others' behaviours are read once, by their parent's, and not kept. A summarized view that is not a stack
    /// costs only its own terms (`BehaviourBuilder.ownCost`), cheap to rebuild, so it is rebuilt on each read
    /// instead of kept (``behaviour(of:builder:)``): most views are leaves, and their costs were most of a plan's
    /// memory.
    private var storedBehaviours: [ViewBehaviour] = []
    /// Per view: the index of its behaviour in `storedBehaviours`, or −1.
    private var behaviourSlots: [Int32] = []
    /// Per view: the index of its record in `arrangementStore` (summarized stacks), or −1.
    private var recordSlots: [Int32] = []
    /// Counts the behaviours rebuilt because the plan did not keep them (``behaviour(of:builder:)``): none when the
    /// plan keeps what the later steps read, which the tests check.
    let rebuilds = RebuildCount()
    /// What arranging each summarized stack needs from its arranged views (``ArrangementNotes``).
    private(set) var arrangementStore = ArrangementStore()
    /// Per view: its own size constraints (`view.width == 40`), which rebuild a non-stack view's behaviour.
    private(set) var own: [[ResolvedConstraint]] = []
    var natural: [Size]
    /// Per view: the document constraints anchored there, with their global order (owner pre-order, then list
    /// order); single-view size constraints of summarizable views are left out (they are in the behaviour).
    var anchored: [[(order: Int, constraint: ResolvedConstraint)]]
    /// Constraints naming an item the scene does not have; no unit adds them, so the local path reports them.
    var unresolved: [(order: Int, constraint: ResolvedConstraint, item: String)] = []

    /// The plan of a scene; `keepingEveryBehaviour` keeps every summarized stack's behaviour (for tests).
    init(table: SceneTable, contents: [ViewContent], stacks: [StackConfiguration?], margins: [EdgeInsets],
         baselineViews: [(first: Int, last: Int)?], keepingEveryBehaviour: Bool = false) {
        let count = table.count
        inlined = [Bool](repeating: false, count: count)
        summarizable = [Bool](repeating: false, count: count)
        var behaviours = [ViewBehaviour?](nils: count)
        natural = [Size](repeating: .zero, count: count)
        anchored = [[(order: Int, constraint: ResolvedConstraint)]](repeating: [], count: count)
        var own = [[ResolvedConstraint]](repeating: [], count: count)
        var blocking = [Bool](repeating: false, count: count)

        // Steps 1 and 2: anchors and inlined paths.
        func leaf(for id: String, _ attribute: LayoutAttribute?) -> Int? {
            if let index = table.indexByNamedID[id] {
                if attribute?.isBaseline == true, let pair = baselineViews[index] {
                    return attribute == .firstBaseline ? pair.first : pair.last
                }
                return index
            }
            return table.guidesByID[id]?.owner
        }
        func inlinePath(from item: Int, below anchor: Int) {
            var current = table.header(item).parent
            while let node = current, node != anchor {
                inlined[node] = true
                current = table.header(node).parent
            }
        }
        var order = 0
        for owner in table.views.indices {
            for constraint in table[owner].resolved.constraints {
                defer { order += 1 }
                guard let first = leaf(for: constraint.firstItem, constraint.firstAttribute) else {
                    unresolved.append((order, constraint, constraint.firstItem))
                    continue
                }
                let second = constraint.secondItem.flatMap { leaf(for: $0, constraint.secondAttribute) }
                if let secondItem = constraint.secondItem, second == nil {
                    unresolved.append((order, constraint, secondItem))
                    continue
                }
                let isOwnSize = second == nil && constraint.firstAttribute.isSize
                    && table.indexByNamedID[constraint.firstItem] == first
                if isOwnSize {
                    own[first].append(constraint)
                    anchored[first].append((order, constraint))
                    continue
                }
                let anchor = second.map { table.commonAncestor(first, $0) } ?? first
                anchored[anchor].append((order, constraint))
                blocking[anchor] = true
                inlinePath(from: first, below: anchor)
                if let second { inlinePath(from: second, below: anchor) }
            }
        }
        for index in table.views.indices {
            guard let config = stacks[index] else { continue }
            // G14 ties multi-line labels to the stack's width: no closed form.
            func isMultilineLabel(_ view: Int) -> Bool {
                table.header(view).kind == .label && contents[view].isMultilineLabel
            }
            if config.axis == .horizontal, config.distribution != .fillEqually,
               config.distribution != .fillProportionally, table[index].children.contains(where: isMultilineLabel) {
                blocking[index] = true
            }
            let readsBaselines = (config.axis == .horizontal && config.isBaselineAlignment) || config.baselineRelative
            guard readsBaselines else { continue }
            blocking[index] = true
            for child in table[index].children {
                guard let pair = baselineViews[child] else { continue }
                inlinePath(from: pair.first, below: index)
                inlinePath(from: pair.last, below: index)
            }
        }

        // Steps 3 and 4, children before parents.
        let builder = BehaviourBuilder(table: table, contents: contents, stacks: stacks, margins: margins, own: own,
                                       ownCosts: OwnCostCache())
        recordSlots = [Int32](repeating: -1, count: count)
        // The leaves' behaviours first, one after another, in view order: a leaf costs its own terms alone, which
        // views share through the builder's cache. Looked up between the stacks' costs, the cache's table had left
        // the processor's caches by every leaf's turn: at 100,000 leaves the lookups took 2 % of the time, five
        // times their share of the instructions. A leaf's slot is read only by its parent, which comes after it.
        // What a view must pass to be summarized besides its children being ready: one test for both passes.
        let blocked = blocking  // settled: the tests below read it, nothing writes it
        func maySummarize(_ index: Int) -> Bool { !blocked[index] && table.header(index).kind != .scrollView }
        // A view summarized by its own terms alone (read from its header: no record).
        func isLeaf(_ index: Int) -> Bool {
            stacks[index] == nil && !table.header(index).hasSubviews && maySummarize(index)
        }
        for index in table.views.indices where isLeaf(index) { behaviours[index] = builder.ownBehaviour(of: index) }
        for index in table.views.indices.reversed() {
            let leaf = isLeaf(index)
            // A leaf's children are ready (it has none), and it passed `maySummarize` in the first pass.
            let childrenReady = leaf || table[index].children.allSatisfy { summarizable[$0] && !inlined[$0] }
            let summarizes = leaf || (childrenReady && maySummarize(index))
            var behaviour: ViewBehaviour?
            // Whether a later step reads the children's behaviours: a unit's solver where this view is not a
            // summarized stack (its children take part in its unit, or in the unit it is inlined into), the
            // arrangement where the notes do not settle it.
            var readsChildren = index == 0 || inlined[index]
            if let config = stacks[index] {
                // Notes only for stacks: most views are leaves, and even empty notes cost a destruction each.
                var notes = ArrangementNotes()
                if summarizes {
                    behaviour = builder.behaviour(of: index, behaviours: behaviours, natural: natural, notes: &notes)
                }
                if behaviour != nil {
                    let record = arrangementStore.append(notes)
                    recordSlots[index] = record ?? -1
                    let arranged = table[index].children
                    // A loop, not `reduce`: from the closure the table's read accessor was called, not inlined,
                    // and it allocated its frame on the heap for every arranged view.
                    var visible = 0
                    for child in arranged where !table.isHidden(child) { visible += 1 }
                    readsChildren = readsChildren || record == nil
                        || StackArrangement.readsArrangedBehaviours(notes, config: config, arranged: arranged.count,
                                                                    visible: visible)
                } else {
                    readsChildren = true
                }
            } else {
                if summarizes { behaviour = leaf ? behaviours[index].take() : builder.ownBehaviour(of: index) }
                readsChildren = true
            }
            if let cheapest = behaviour?.natural {
                summarizable[index] = true
                natural[index] = cheapest
                // A stack's cost is kept until the scene is solved where a later step reads it, stored compactly
                // once its parent has read it in full (full slopes read faster); another view's is kept only
                // until its parent is built. (Moved into the list, not copied: this is the optional's last use.)
                behaviours[index] = consume behaviour
            } else {
                natural[index] = builder.fallbackNatural(of: index, natural: natural)
                if index != 0 { inlined[index] = true }
            }
            guard !leaf else { continue }  // no children, and no record to read for them
            for child in table[index].children {
                behaviours[child] = readsChildren || keepingEveryBehaviour
                    ? Self.kept(behaviours[child], stack: stacks[child]) : nil
            }
        }
        if count > 0 { behaviours[0] = Self.kept(behaviours[0], stack: stacks[0]) }  // the root has no parent
        behaviourSlots = [Int32](repeating: -1, count: count)
        // Counted in place (`reduce` copied every behaviour to hand it to its closure).
        var keptCount = 0
        for index in behaviours.indices where behaviours[index] != nil { keptCount += 1 }
        storedBehaviours.reserveCapacity(keptCount)
        for (index, behaviour) in behaviours.enumerated() {
            guard let behaviour else { continue }
            behaviourSlots[index] = Int32(storedBehaviours.count)
            storedBehaviours.append(behaviour)
        }
        self.own = own
        // Own constraints of views without a behaviour are ordinary anchored constraints; of the others, they are
        // in the behaviour.
        for index in table.views.indices.dropFirst()
        where summarizable[index] && !inlined[index] && !own[index].isEmpty {
            anchored[index].removeAll { entry in own[index].contains(entry.constraint) }
        }
    }
}

extension LocalPlan {
    /// What the plan keeps of a view's behaviour once its parent is built: a stack's compactly, nothing of another
    /// view's.
    private static func kept(_ behaviour: ViewBehaviour?, stack: StackConfiguration?) -> ViewBehaviour? {
        guard stack != nil else { return nil }
        return behaviour?.compacted()
    }

    /// The behaviour of `view`: stored for a stack a later step reads, rebuilt from its own terms by `builder`
    /// (built with ``own``) for another summarized view, ``ViewBehaviour/unconstrained`` for a view without one.
    /// A summarized stack whose behaviour the plan did not keep is composed again from its arranged views' (counted
    /// in ``rebuilds``): the same behaviour, bit for bit, at the cost of its subtree.
    func behaviour(of view: Int, builder: BehaviourBuilder) -> ViewBehaviour {
        guard summarizable.indices.contains(view), summarizable[view] else { return .unconstrained }
        if let stored = storedBehaviour(of: view) { return stored }
        if builder.stacks[view] == nil { return builder.ownBehaviour(of: view) ?? .unconstrained }
        rebuilds.add()
        var notes = ArrangementNotes()
        return builder.behaviour(of: view, children: arrangedBehaviours(of: view, builder: builder), natural: natural,
                                 notes: &notes) ?? .unconstrained
    }

    /// The behaviours of `stack`'s arranged views (``behaviour(of:builder:)`` of each), by view.
    func arrangedBehaviours(of stack: Int, builder: BehaviourBuilder) -> ArrangedBehaviours {
        let arranged = builder.table[stack].children
        return .listed(Dictionary(zip(arranged, arranged.map { behaviour(of: $0, builder: builder) }),
                                  uniquingKeysWith: { a, _ in a }))
    }

    /// The behaviour kept for `view` (a summarized stack a later step reads), nil for any other view.
    func storedBehaviour(of view: Int) -> ViewBehaviour? {
        let slot = behaviourSlots[view]
        return slot < 0 ? nil : storedBehaviours[Int(slot)]
    }

    /// The index of the arrangement notes of `view` (a summarized stack) in ``arrangementStore``, nil for any other
    /// view.
    func arrangementRecord(of view: Int) -> Int32? {
        guard recordSlots.indices.contains(view) else { return nil }
        let record = recordSlots[view]
        return record < 0 ? nil : record
    }
}

/// How many behaviours a plan composed again because it had not kept them (``LocalPlan/behaviour(of:builder:)``).
/// A plan is read by one thread at a time (one scene's layout).
final class RebuildCount: @unchecked Sendable {
    private(set) var value = 0

    func add() { value += 1 }
}

/// A summarized subtree: its cost as a function of its width and of its height, and the cheapest size.
struct ViewBehaviour: Sendable {
    var horizontal: PiecewiseCost
    var vertical: PiecewiseCost

    func cost(_ axis: Axis) -> PiecewiseCost { axis == .horizontal ? horizontal : vertical }

    var natural: Size { Size(width: horizontal.argmin, height: vertical.argmin) }

    /// Both costs stored compactly (``PiecewiseCost/compacted()``).
    func compacted() -> ViewBehaviour { ViewBehaviour(horizontal: horizontal.compacted(), vertical: vertical.compacted()) }

    /// No preference on either axis: what a missing behaviour counts as, so that a broken plan invariant degrades
    /// a layout instead of stopping the process.
    static let unconstrained = ViewBehaviour(horizontal: .free, vertical: .free)
}

/// The behaviours of a stack's arranged views, read by view index: the plan's own array while it is being built
/// (nothing copied), or the behaviours the arrangement rebuilt.
enum ArrangedBehaviours {
    /// Indexed by view, nil where a view has none.
    case byView([ViewBehaviour?])
    case listed([Int: ViewBehaviour])

    /// The cost of `view` along `axis`, free where there is none (the plan gives every arranged view of a summarized
    /// stack a behaviour); read in place, since copying the whole behaviour would count references to both costs.
    func cost(of view: Int, _ axis: Axis) -> PiecewiseCost {
        switch self {
        case .byView(let all):
            guard all.indices.contains(view) else { return .free }
            return (axis == .horizontal ? all[view]?.horizontal : all[view]?.vertical) ?? .free
        case .listed(let listed): return (listed[view] ?? .unconstrained).cost(axis)
        }
    }
}

import LayoutModel

/// The outcome of laying out one scene: the model of the last pass and every view's alignment rectangle in the
/// root's coordinate space, unsnapped.
struct SolvedScene: Sendable {
    var model: SceneModel
    /// Per view, in root coordinates.
    var rects: [Rect]
    var diagnostics: [Diagnostic]
    /// The pass's `layout.ambiguous` warnings (`AmbiguityCheck`), found while solving when
    /// `LayoutOptions.checksAmbiguity` asks for them; the last pass's are reported.
    var ambiguity: [Diagnostic] = []
}

/// Lays out one scene in passes, as UIKit does when a layout changes facts the constraints depend on.
///
/// 1. Build the pass's ``SceneModel`` from the current ``LayoutFacts`` (first pass: labels unwrapped, §10).
/// 2. Solve it, globally (one Cassowary system) or locally (`LocalLayout`; globally after all when a required
///    constraint has to be broken).
/// 3. Derive new facts from the frames: the width each multi-line label got (the "second pass" of §10 and
///    §13.9), each subview's safe-area insets (the part of the root's safe area it overlaps) and, for views that
///    preserve their superview's margins, how far they are from its edges.
/// 4. Stop when the facts no longer change, or after `maximumPasses` passes.
/// 5. On request, each pass also finds the views whose frames only the ambiguity pulls decided (`AmbiguityCheck`,
///    on the pass's live solvers); the last pass's are reported.
enum SceneLayout {
    /// The scene's view tree moves into its table: a caller that passes its last copy of the scene
    /// (`LayoutEngine.layout`) has the tree freed as the table is built.
    static func run(document: ResolvedDocument, scene: consuming ResolvedScene, options: LayoutOptions) -> SolvedScene {
        var scene = scene
        let root = scene.root
        scene.root.subviews = []
        let table = SceneTable(root: consume root)
        let measurer = ContentMeasurer(document: document, measurer: options.textMeasurer)
        let rootInsets = rootSafeAreaInsets(document: document, scene: scene)
        var facts = LayoutFacts.initial(table: table, rootInsets: rootInsets)
        var pass = 0
        while true {
            pass += 1
            let model = SceneModel(document: document, scene: scene, table: table, facts: facts, measurer: measurer)
            var solved = solve(model, options: options)
            let next = derivedFacts(model, rects: solved.rects, rootInsets: rootInsets)
            if pass >= max(options.maximumPasses, 1) || next.isClose(to: facts) {
                solved.diagnostics += LayoutDiagnostics.sizeWarnings(model, rects: solved.rects)
                solved.diagnostics += solved.ambiguity
                return solved
            }
            facts = next
        }
    }

    /// One pass.
    static func solve(_ model: SceneModel, options: LayoutOptions) -> SolvedScene {
        switch options.strategy {
        case .global:
            return GlobalLayout.solve(model, options: options)
        case .local:
            return LocalLayout.solve(model, options: options) ?? GlobalLayout.solve(model, options: options)
        }
    }

    /// The root's safe-area insets: the device's, the bars' and the presentation's (``SceneInsets``).
    static func rootSafeAreaInsets(document: ResolvedDocument, scene: ResolvedScene) -> EdgeInsets {
        SceneInsets.root(document: document, scene: scene)
    }

    /// Every view's safe-area insets: on each side, how much of the view the root's unsafe strip on that side
    /// covers, counting only the part of the view inside all its ancestors (the intersection of its frame with its
    /// superview's unsafe region). A view entirely within the safe area has none, and so does a view off the screen
    /// (the rows of a long stack that run past the home indicator): only what the bars and the screen's edges really
    /// cover counts, as UIKit documents (`safeAreaInsets`). Scrolling content is inset from the bars by its scroll
    /// view (automatic content insets), so it never reaches into the unsafe area; its stored frames are in content
    /// coordinates.
    static func coveredInsets(_ table: SceneTable, rects: [Rect], rootInsets: EdgeInsets) -> [EdgeInsets] {
        var insets = [EdgeInsets](repeating: .zero, count: rects.count)
        guard !insets.isEmpty else { return insets }
        insets[0] = rootInsets
        let root = rects[0], safe = root.inset(by: rootInsets)
        let scrolling = SceneInsets.scrollingContent(table)
        // Per view: the part of the root its ancestors leave visible, as x and y ranges.
        var clips = [(x: ClosedRange<Double>, y: ClosedRange<Double>)?](repeating: nil, count: rects.count)
        func range(_ low: Double, _ high: Double) -> ClosedRange<Double> { low...max(low, high) }
        func clamp(_ r: ClosedRange<Double>, _ to: ClosedRange<Double>) -> ClosedRange<Double> {
            let low = min(max(r.lowerBound, to.lowerBound), to.upperBound)
            return low...min(max(r.upperBound, low), to.upperBound)
        }
        clips[0] = (range(root.minX, root.maxX), range(root.minY, root.maxY))
        func overlap(_ r: ClosedRange<Double>, _ stripLow: Double, _ stripHigh: Double) -> Double {
            max(min(r.upperBound, stripHigh) - max(r.lowerBound, stripLow), 0)
        }
        for index in rects.indices.dropFirst() where !scrolling[index] {
            guard let parent = table.header(index).parent, let clip = clips[parent] else { continue }
            let f = rects[index]
            let visible = (x: clamp(range(f.minX, f.maxX), clip.x), y: clamp(range(f.minY, f.maxY), clip.y))
            clips[index] = visible
            insets[index] = EdgeInsets(
                top: overlap(visible.y, root.minY, safe.minY), leading: overlap(visible.x, root.minX, safe.minX),
                bottom: overlap(visible.y, safe.maxY, root.maxY), trailing: overlap(visible.x, safe.maxX, root.maxX))
        }
        return insets
    }

    /// Step 3: the facts the next pass sees.
    static func derivedFacts(_ model: SceneModel, rects: [Rect], rootInsets: EdgeInsets) -> LayoutFacts {
        var facts = model.facts
        for index in rects.indices {
            let kind = model.table.header(index).kind
            guard kind == .label || kind == .textView else { continue }
            let properties = model.table[index].properties
            if (kind == .label && (properties.numberOfLines ?? 1) != 1 && properties.preferredMaxLayoutWidth == nil)
                || ContentMeasurer.isSelfSizingTextView(model.table[index]) {
                facts.wrapWidths[index] = max(rects[index].width, 0)
            }
        }
        for index in rects.indices where facts.edgeDistances[index] != nil {
            guard let parentIndex = model.table[index].parent else { continue }
            let frame = rects[index], parent = rects[parentIndex]
            facts.edgeDistances[index] = EdgeInsets(top: frame.minY - parent.minY, leading: frame.minX - parent.minX,
                                                    bottom: parent.maxY - frame.maxY, trailing: parent.maxX - frame.maxX)
        }
        facts.safeAreaInsets[0] = rootInsets
        let covered = coveredInsets(model.table, rects: rects, rootInsets: rootInsets)
        for index in rects.indices.dropFirst() where model.table.usesSafeArea[index] {
            facts.safeAreaInsets[index] = covered[index]
        }
        return facts
    }
}

/// The global path: one constraint system for the whole scene.
enum GlobalLayout {
    static func solve(_ model: SceneModel, options: LayoutOptions) -> SolvedScene {
        let builder = ConstraintBuilder.wholeScene(model)
        let (solution, system) = CassowaryBridge.solveKeepingSolver(builder.set)
        var diagnostics = builder.diagnostics
        diagnostics += LayoutDiagnostics.conflicts(solution, set: builder.set, model: model, options: options)
        let rects = model.table.views.indices.map { builder.vars($0).rect(in: solution.values) }
        var solved = SolvedScene(model: model, rects: rects, diagnostics: diagnostics)
        if options.checksAmbiguity {
            // The probe moves the pulls on the live solver; when that solver broke down, the scene is built and
            // solved again with the pulls aimed far away.
            let probed = solution.failure == nil ? system.movingPulls(by: AmbiguityCheck.probeTarget) : nil
            solved.ambiguity = ambiguityWarnings(model, builder: builder, rects: rects,
                                                 probed: probed ?? resolvedFarAway(model))
        }
        return solved
    }

    /// The values of the scene solved from scratch with every pull aimed at `AmbiguityCheck.probeTarget`; nil
    /// when that solve breaks down too.
    static func resolvedFarAway(_ model: SceneModel) -> [Double]? {
        let probe = ConstraintBuilder.wholeScene(model, pullTarget: AmbiguityCheck.probeTarget)
        let solution = CassowaryBridge.solve(probe.set)
        return solution.failure == nil ? solution.values : nil
    }

    /// The views (all but the root) whose rectangles differ between the layout and the probe's values.
    /// Every whole-scene build declares the same variables in the same order, so `builder` maps both.
    static func ambiguityWarnings(_ model: SceneModel, builder: ConstraintBuilder, rects: [Rect],
                                  probed: [Double]?) -> [Diagnostic] {
        guard let probed else { return [] }
        var chosen: [Int: Rect] = [:], moved: [Int: Rect] = [:]
        for index in model.table.views.indices.dropFirst() {
            chosen[index] = rects[index]
            moved[index] = builder.vars(index).rect(in: probed)
        }
        return AmbiguityCheck.warnings(model: model, views: Array(model.table.views.indices.dropFirst()),
                                       chosen: chosen, probe: moved)
    }
}

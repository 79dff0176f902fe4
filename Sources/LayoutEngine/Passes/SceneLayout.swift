import LayoutModel

/// The outcome of laying out one scene: the model of the last pass and every view's alignment rectangle in the
/// root's coordinate space, unsnapped.
struct SolvedScene: Sendable {
    var model: SceneModel
    /// Per view, in root coordinates.
    var rects: [Rect]
    var diagnostics: [Diagnostic]
}

/// Lays out one scene in passes, as UIKit does when a layout changes facts the constraints depend on.
///
/// 1. Build the pass's ``SceneModel`` from the current ``LayoutFacts`` (first pass: labels unwrapped, §10).
/// 2. Solve it, globally (one Cassowary system) or locally (`LocalLayout`).
/// 3. Derive new facts from the frames: the width each multi-line label got (the "second pass" of §10 and
///    §13.9), each subview's safe-area insets (the part of the root's safe area it overlaps) and, for views that
///    preserve their superview's margins, how far they are from its edges.
/// 4. Stop when the facts no longer change, or after `maximumPasses` passes.
enum SceneLayout {
    static func run(document: ResolvedDocument, scene: ResolvedScene, options: LayoutOptions) -> SolvedScene {
        let table = SceneTable(root: scene.root)
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
                if options.checksAmbiguity {
                    solved.diagnostics += ambiguityWarnings(solved, options: options)
                }
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
            return LocalLayout.solve(model, options: options)
        }
    }

    /// Step 5 (on request): the views whose frames only the ambiguity pulls decided (`AmbiguityCheck`).
    static func ambiguityWarnings(_ solved: SolvedScene, options: LayoutOptions) -> [Diagnostic] {
        let model = solved.model
        switch options.strategy {
        case .global:
            let probe = ConstraintBuilder.wholeScene(model, pullTarget: AmbiguityCheck.probeTarget)
            let probed = CassowaryBridge.solve(probe.set)
            guard probed.failure == nil else { return [] }
            var chosen: [Int: Rect] = [:], moved: [Int: Rect] = [:]
            for index in model.table.views.indices.dropFirst() {
                let v = probe.vars(index)
                chosen[index] = solved.rects[index]
                moved[index] = Rect(x: probed.values[v.left], y: probed.values[v.top], width: probed.values[v.width],
                                    height: probed.values[v.height])
            }
            return AmbiguityCheck.warnings(model: model, views: Array(model.table.views.indices.dropFirst()),
                                           chosen: chosen, probe: moved)
        case .local:
            return LocalLayout.ambiguityWarnings(solved, options: options)
        }
    }

    /// The root's safe-area insets: the device's, the bars' and the presentation's (``SceneInsets``).
    static func rootSafeAreaInsets(document: ResolvedDocument, scene: ResolvedScene) -> EdgeInsets {
        SceneInsets.root(document: document, scene: scene)
    }

    /// Step 3: the facts the next pass sees.
    static func derivedFacts(_ model: SceneModel, rects: [Rect], rootInsets: EdgeInsets) -> LayoutFacts {
        var facts = model.facts
        for index in rects.indices {
            let view = model.table[index]
            if (view.kind == .label && (view.properties.numberOfLines ?? 1) != 1
                && view.properties.preferredMaxLayoutWidth == nil) || ContentMeasurer.isSelfSizingTextView(view) {
                facts.wrapWidths[index] = max(rects[index].width, 0)
            }
        }
        for index in rects.indices where facts.edgeDistances[index] != nil {
            guard let parentIndex = model.table[index].parent else { continue }
            let frame = rects[index], parent = rects[parentIndex]
            facts.edgeDistances[index] = EdgeInsets(top: frame.minY - parent.minY, leading: frame.minX - parent.minX,
                                                    bottom: parent.maxY - frame.maxY, trailing: parent.maxX - frame.maxX)
        }
        let root = rects[0]
        let safe = root.inset(by: rootInsets)
        facts.safeAreaInsets[0] = rootInsets
        let scrolling = SceneInsets.scrollingContent(model.table)
        for index in rects.indices.dropFirst() where model.table.usesSafeArea[index] {
            // Scrolling content is inset from the bars by its scroll view (automatic content insets), so it never
            // reaches into the unsafe area; its stored frames are in content coordinates.
            if scrolling[index] {
                facts.safeAreaInsets[index] = .zero
                continue
            }
            let frame = rects[index]
            let clampWidth = max(frame.width, 0), clampHeight = max(frame.height, 0)
            facts.safeAreaInsets[index] = EdgeInsets(
                top: min(max(safe.minY - frame.minY, 0), clampHeight),
                leading: min(max(safe.minX - frame.minX, 0), clampWidth),
                bottom: min(max(frame.maxY - safe.maxY, 0), clampHeight),
                trailing: min(max(frame.maxX - safe.maxX, 0), clampWidth))
        }
        return facts
    }
}

/// The global path: one constraint system for the whole scene.
enum GlobalLayout {
    static func solve(_ model: SceneModel, options: LayoutOptions) -> SolvedScene {
        let builder = ConstraintBuilder.wholeScene(model)
        let solution = CassowaryBridge.solve(builder.set)
        var diagnostics = builder.diagnostics
        diagnostics += LayoutDiagnostics.conflicts(solution, set: builder.set, model: model, options: options)
        let rects = model.table.views.indices.map { index -> Rect in
            let v = builder.vars(index)
            return Rect(x: solution.values[v.left], y: solution.values[v.top], width: solution.values[v.width],
                        height: solution.values[v.height])
        }
        return SolvedScene(model: model, rects: rects, diagnostics: diagnostics)
    }
}

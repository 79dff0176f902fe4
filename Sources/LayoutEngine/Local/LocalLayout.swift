import LayoutModel

/// The local path: a scene solved unit by unit, top-down, instead of as one system (`LocalPlan` says how it
/// splits).
///
/// 1. The scene's root unit is solved with Cassowary (`UnitSolver`), its boundary children taking part through
///    their costs.
/// 2. Every boundary child with subviews is then the root of a unit whose frame is known: a summarized stack is
///    arranged in closed form (`StackArrangement`), anything else is solved as a unit.
/// 3. A work list replaces recursion, so depth costs nothing; every view is placed once, so the work is linear in
///    the number of views plus the size of the units that need a solver.
///
/// When a unit breaks a required constraint, the scene has no local answer (`UnitSolver.Result.brokeRequired`):
/// `solve` returns nil and the caller solves the scene as a whole, which breaks what UIKit's order breaks.
enum LocalLayout {
    static func solve(_ model: SceneModel, options: LayoutOptions) -> SolvedScene? {
        var rects = [Rect](count: model.count, filledWith: .zero)
        var diagnostics = model.plan.unresolved.map {
            ConstraintBuilder.invalidConstraint($0.constraint, ConstraintBuilder.unknownItemMessage($0.item),
                                                path: model.document.path)
        }
        let solver = UnitSolver(model: model)
        let arrangement = StackArrangement(model: model)
        var ambiguity: [Diagnostic] = []
        var pending: [Int] = [0]
        while let root = pending.popLast() {
            var children: [Int] = []
            if root != 0 && model.stacks[root] != nil && model.plan.summarizable[root] {
                let arranged = model.table[root].children
                for (view, rect) in zip(arranged, arrangement.arrange(root, in: rects[root])) {
                    rects[view] = rect
                }
                children = arranged
            } else {
                let frame = root == 0 ? nil : rects[root]
                let result = solver.solve(root: root, frame: frame, options: options,
                                          probing: options.checksAmbiguity)
                if result.brokeRequired { return nil }
                for (view, rect) in result.rects { rects[view] = rect }
                diagnostics += result.diagnostics
                if options.checksAmbiguity {
                    let probed = result.probed
                        ?? solver.solve(root: root, frame: frame, options: options,
                                        pullTarget: AmbiguityCheck.probeTarget).rects
                    ambiguity += unitWarnings(model, result, probed: probed)
                }
                children = result.boundary
            }
            for child in children.reversed() where model.table.header(child).hasSubviews {
                pending.append(child)
            }
        }
        return SolvedScene(model: model, rects: rects, diagnostics: diagnostics, ambiguity: ambiguity)
    }

    /// The ambiguity check of one unit that needed a solver: its views whose rectangles moved in the probe
    /// (`AmbiguityCheck`). Units arranged in closed form are determined by their stack rules and the index rule down
    /// to views without any size, which are not reported.
    static func unitWarnings(_ model: SceneModel, _ unit: UnitSolver.Result,
                             probed: [(view: Int, rect: Rect)]) -> [Diagnostic] {
        var chosen: [Int: Rect] = [:], moved: [Int: Rect] = [:]
        for (view, rect) in unit.rects where view != 0 { chosen[view] = rect }
        let boundary = Set(unit.boundary)
        for (view, rect) in probed where view != 0 {
            // A boundary view's size comes from its own subtree; only its position is decided here.
            moved[view] = boundary.contains(view) ? Rect(origin: rect.origin, size: chosen[view]?.size ?? rect.size)
                : rect
        }
        return AmbiguityCheck.warnings(model: model, views: probed.map(\.view), chosen: chosen, probe: moved)
    }
}

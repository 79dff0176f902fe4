import LayoutModel

/// Solves one unit of the local path with Cassowary: a unit root whose frame is known (or the scene's root), the
/// views inlined into it, and its boundary children, which take part through their costs (``CostGadget``).
///
/// 1. Collect the unit: the root, every inlined view below it (through inlined views only) and the boundary
///    children met on the way.
/// 2. Build the constraints exactly as the global path would for these views (`SceneConstraints.swift`): the
///    root's frame fixed (or the canvas for the scene's root), content size, autoresizing and pulls of inlined
///    views, stack rules of the root and inlined stacks, the document constraints anchored here in document order,
///    and for each boundary child its two cost gadgets and its position pull. A boundary length that the required
///    constraints alone fix gets no gadget (`fixedLengths`).
/// 3. Solve. When a boundary child's length falls outside its gadget's exact window, centre that gadget's window
///    on the length found, widen it `windowGrowth` times, and solve again. The window grows geometrically, so a
///    length far from the first centre is reached in a few rounds while the system stays small: a root stack pinned
///    to its superview takes the pinned length in round two, and its thousands of pieces are never written. After
///    `maximumRounds` every gadget is written whole. Costs with few pieces are whole from the start
///    (`CostGadget.wholeLimit`).
/// 4. On request, the ambiguity probe (`AmbiguityCheck`) on the final round's live solver: the pulls move far
///    away and the solver re-optimizes. The probe counts only when every boundary child's length stays inside its
///    gadget's exact window; otherwise the caller solves the unit again with the pulls aimed far away.
struct UnitSolver {
    let model: SceneModel
    static let maximumRounds = 12
    /// How much a gadget's window widens each time the solution leaves it.
    static let windowGrowth = 4

    struct Result {
        /// Rectangles of the inlined views and boundary children, in root coordinates.
        var rects: [(view: Int, rect: Rect)]
        var boundary: [Int]
        var diagnostics: [Diagnostic]
        /// True when the solver broke a required constraint (or broke down): which one it breaks depends on the
        /// order of the constraints, and a unit orders them differently from the whole scene (a boundary child's
        /// own constraints come in through its cost), so the caller solves the scene as a whole instead.
        var brokeRequired: Bool
        /// With `probing`: the same views' rectangles with the pulls aimed at `AmbiguityCheck.probeTarget`, when
        /// the live probe could decide them (step 4).
        var probed: [(view: Int, rect: Rect)]?
    }

    /// Solves the unit of `root`; `pullTarget` moves the ambiguity pulls for `AmbiguityCheck`, and `probing` asks
    /// for the probe on the live solver (step 4).
    func solve(root: Int, frame: Rect?, options: LayoutOptions, pullTarget: Double = 0, probing: Bool = false)
        -> Result
    {
        let (members, boundary) = collect(root)
        var centers: [Int: Size] = [:]
        for child in boundary { centers[child] = model.natural[child] }
        // Pieces written exactly on each side, per gadget whose solution fell outside its window.
        var windows: [GadgetKey: Int] = [:]
        let fixed = fixedLengths(root: root, frame: frame, members: members, boundary: boundary)
        var round = 0
        while true {
            round += 1
            let complete = round > Self.maximumRounds
            var builder = ConstraintBuilder(model: model)
            builder.pullTarget = pullTarget
            var gadgets: [(view: Int, axis: Axis, gadget: CostGadget)] = []
            build(&builder, root: root, frame: frame, members: members, boundary: boundary, centers: centers,
                  complete: complete, windows: windows, omitting: { fixed[$0] != nil }, gadgets: &gadgets)
            let (solution, system) = CassowaryBridge.solveKeepingSolver(builder.set)
            var outside = false
            for (view, axis, gadget) in gadgets {
                let length = solution.values[lengthVariable(builder, view, axis)]
                if !gadget.isExact(at: length) {
                    outside = true
                    let key = GadgetKey(view: view, axis: axis)
                    let window = windows[key] ?? CostGadget.windowPieces
                    windows[key] = window < Int.max / Self.windowGrowth ? window * Self.windowGrowth : Int.max
                    if axis == .horizontal { centers[view, default: .zero].width = length } else { centers[view, default: .zero].height = length }
                }
            }
            if outside && !complete && solution.failure == nil { continue }
            var diagnostics = builder.diagnostics
            diagnostics += LayoutDiagnostics.conflicts(solution, set: builder.set, model: model, options: options)
            let views = (root == 0 ? [0] : []) + members.dropFirst() + boundary
            func rects(_ values: [Double]) -> [(view: Int, rect: Rect)] {
                views.map { view in (view, builder.vars(view).rect(in: values)) }
            }
            var result = Result(rects: rects(solution.values), boundary: boundary, diagnostics: diagnostics,
                                brokeRequired: solution.failure != nil || !solution.conflicts.isEmpty)
            if probing && solution.failure == nil,
               let values = system.movingPulls(by: AmbiguityCheck.probeTarget),
               gadgets.allSatisfy({ $0.gadget.isExact(at: values[lengthVariable(builder, $0.view, $0.axis)]) }) {
                result.probed = rects(values)
            }
            return result
        }
    }

    private func lengthVariable(_ builder: ConstraintBuilder, _ view: Int, _ axis: Axis) -> Int {
        axis == .horizontal ? builder.vars(view).width : builder.vars(view).height
    }

    /// One boundary child's gadget on one axis.
    struct GadgetKey: Hashable {
        var view: Int
        var axis: Axis
    }

    /// How far the probe of `fixedLengths` pulls a length: beyond any length a layout meets.
    static let probeReach = 1.0e7
    /// Costs with at least this many breakpoints are probed: a smaller gadget costs less than the probe.
    static let probedPieces = 8

    /// The boundary lengths that the unit's required constraints alone fix, among those with a large cost
    /// (`probedPieces` breakpoints or more). Such a length's cost is the same for every solution, so its gadget
    /// can be left out: a root stack pinned to its superview then needs no gadget, let alone rounds of windows.
    ///
    /// The probe solves the unit's required constraints without any gadget (a relaxation of the unit) once, then
    /// for each candidate pulls its length far up and far down with a weak edit constraint on the live solver; the
    /// length is fixed when both solutions agree. Fixed in the relaxation means fixed in the unit whenever the unit
    /// is feasible (otherwise the result says `brokeRequired`).
    private func fixedLengths(root: Int, frame: Rect?, members: [Int], boundary: [Int]) -> [GadgetKey: Double] {
        var candidates: [GadgetKey] = []
        for view in boundary {
            let behaviour = model.behaviour(of: view)
            for axis in [Axis.horizontal, .vertical]
            where behaviour.cost(axis).breakpoints.count >= Self.probedPieces {
                candidates.append(GadgetKey(view: view, axis: axis))
            }
        }
        guard !candidates.isEmpty else { return [:] }
        var builder = ConstraintBuilder(model: model)
        var none: [(view: Int, axis: Axis, gadget: CostGadget)] = []
        build(&builder, root: root, frame: frame, members: members, boundary: boundary, centers: [:],
              complete: false, windows: [:], omitting: { _ in true }, gadgets: &none)
        let (solution, system) = CassowaryBridge.solveKeepingSolver(builder.set.requiredOnly())
        guard solution.failure == nil, solution.conflicts.isEmpty else { return [:] }
        var fixed: [GadgetKey: Double] = [:]
        for key in candidates {
            let variable = lengthVariable(builder, key.view, key.axis)
            guard let (high, low) = system.range(ofVariable: variable, reach: Self.probeReach) else { return [:] }
            let cost = model.behaviour(of: key.view).cost(key.axis)
            let tolerance = 1e-7
            if abs(high - low) <= tolerance && high >= cost.lower - tolerance && high <= cost.upper + tolerance {
                fixed[key] = high
            }
        }
        return fixed
    }

    /// Step 1: the root and inlined views (pre-order, root first) and the boundary children.
    private func collect(_ root: Int) -> (members: [Int], boundary: [Int]) {
        var members = [root]
        var boundary: [Int] = []
        var pending = Array(model.table[root].children.reversed())
        while let view = pending.popLast() {
            if model.plan.inlined[view] {
                members.append(view)
                pending.append(contentsOf: model.table[view].children.reversed())
            } else {
                boundary.append(view)
            }
        }
        return (members, boundary)
    }

    /// Step 2.
    private func build(_ builder: inout ConstraintBuilder, root: Int, frame: Rect?, members: [Int], boundary: [Int],
                       centers: [Int: Size], complete: Bool, windows: [GadgetKey: Int],
                       omitting omitted: (GadgetKey) -> Bool,
                       gadgets: inout [(view: Int, axis: Axis, gadget: CostGadget)]) {
        let memberSet = Set(members)
        let all = (members + boundary).sorted()
        for view in all { builder.declare(view) }
        if let frame {
            let source = builder.source("unit", root)
            builder.require(builder.start(root, .horizontal), .equal, .constant(frame.x), source)
            builder.require(builder.start(root, .vertical), .equal, .constant(frame.y), source)
            builder.require(builder.size(root, .horizontal), .equal, .constant(frame.width), source)
            builder.require(builder.size(root, .vertical), .equal, .constant(frame.height), source)
        } else {
            builder.addCanvas()
            builder.addContentSize(root)
        }
        for view in all where view != root {
            if memberSet.contains(view) {
                builder.addContentSize(view)
            } else {
                for axis in [Axis.horizontal, .vertical] where !omitted(GadgetKey(view: view, axis: axis)) {
                    let cost = model.behaviour(of: view).cost(axis)
                    let center = axis == .horizontal ? centers[view, default: .zero].width : centers[view, default: .zero].height
                    let gadget = CostGadget(cost: cost, center: center,
                                            window: windows[GadgetKey(view: view, axis: axis)] ?? CostGadget.windowPieces,
                                            complete: complete)
                    let variable = axis == .horizontal ? builder.vars(view).width : builder.vars(view).height
                    gadget.encode(into: &builder.set, variable: variable,
                                  name: "\(model.table[view].id).\(axis == .horizontal ? "w" : "h")",
                                  source: builder.source("subtree", view))
                    gadgets.append((view, axis, gadget))
                }
            }
            builder.addAutoresizing(view)
        }
        for view in members where model.stacks[view] != nil {
            builder.addStackRules(view)
        }
        var anchored: [(order: Int, constraint: ResolvedConstraint)] = []
        for view in members { anchored += model.plan.anchored[view] }
        anchored.sort { $0.order < $1.order }
        for entry in anchored { builder.addDocumentConstraint(entry.constraint) }
        for view in all where view != root {
            if memberSet.contains(view) { builder.addSizePulls(view) }
            builder.addPositionPulls(view)
        }
    }
}

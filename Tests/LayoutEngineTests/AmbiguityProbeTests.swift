@testable import LayoutEngine
import LayoutModel
import Testing

/// The ambiguity probe moves the pulls on the layout's live solver (`LiveSystem`); it must report exactly what
/// solving every system again from scratch with the pulls aimed far away reports, on both paths.
@Suite struct AmbiguityProbeTests {
    /// The warnings of the from-scratch probe for the last pass of `solved`, on the global path.
    static func globalFromScratch(_ solved: SolvedScene) -> [Diagnostic] {
        let model = solved.model
        return GlobalLayout.ambiguityWarnings(model, builder: ConstraintBuilder.wholeScene(model), rects: solved.rects,
                                              probed: GlobalLayout.resolvedFarAway(model))
    }

    /// The same on the local path: every unit that needs a solver, solved again with the pulls aimed far away.
    /// Also counts the units whose live probe was used and those that had to fall back.
    static func localFromScratch(_ solved: SolvedScene, options: LayoutOptions)
        -> (warnings: [Diagnostic], live: Int, fallbacks: Int)
    {
        let model = solved.model
        let solver = UnitSolver(model: model)
        var warnings: [Diagnostic] = []
        var live = 0, fallbacks = 0
        var pending = [0]
        while let root = pending.popLast() {
            var children: [Int] = []
            if root != 0 && model.stacks[root] != nil && model.plan.summarizable[root] {
                children = model.table[root].children
            } else {
                let frame = root == 0 ? nil : solved.rects[root]
                let unit = solver.solve(root: root, frame: frame, options: options, probing: true)
                if unit.probed == nil { fallbacks += 1 } else { live += 1 }
                let probe = solver.solve(root: root, frame: frame, options: options,
                                         pullTarget: AmbiguityCheck.probeTarget)
                warnings += LocalLayout.unitWarnings(model, unit, probed: probe.rects)
                children = unit.boundary
            }
            for child in children.reversed() where !model.table[child].children.isEmpty {
                pending.append(child)
            }
        }
        return (warnings, live, fallbacks)
    }

    @Test(arguments: [LayoutOptions.Strategy.global, .local])
    func theLiveProbeReportsWhatAFreshSolveReports(_ strategy: LayoutOptions.Strategy) {
        var generator = RandomDocuments(seed: 0x0A3B_1600)
        let options = LayoutOptions(textMeasurer: SystemTextMeasurer.fixed(), strategy: strategy)
        var reported = 0, live = 0, fallbacks = 0
        var failures: [String] = []
        for number in 0..<150 {
            let document = generator.make()
            let solved = SceneLayout.run(document: document, scene: document.scenes[0], options: options)
            let expected: [Diagnostic]
            if strategy == .global {
                expected = Self.globalFromScratch(solved)
            } else {
                let local = Self.localFromScratch(solved, options: options)
                expected = local.warnings
                live += local.live
                fallbacks += local.fallbacks
            }
            reported += expected.count
            let actual = solved.ambiguity.map(\.description), wanted = expected.map(\.description)
            if actual != wanted {
                failures.append("document \(number): live \(actual), fresh \(wanted)\n"
                                + describeTree(document.scenes[0].root))
            }
        }
        #expect(failures.isEmpty, "\(failures.count) documents differ:\n\(failures.prefix(2).joined(separator: "\n"))")
        // The documents must exercise the check: some views are ambiguous, and the local path's live probe is used.
        #expect(reported > 0)
        if strategy == .local { #expect(live > 0, "live \(live), fallbacks \(fallbacks)") }
    }
}

import LayoutModel

/// The layout stage's diagnostics catalog. Ids: `layout.conflict`, `layout.negativeSize`, `layout.nonFinite`,
/// `layout.solverFailure`, `layout.invalidConstraint` (emitted while building, `DocumentConstraints.swift`).
enum LayoutDiagnostics {
    /// A broken required constraint: an error (or a warning, by option) at the broken constraint, with a note at
    /// every constraint of the conflict, in the order they were added.
    static func conflicts(_ solution: Solution, set: ConstraintSet, model: SceneModel,
                          options: LayoutOptions) -> [Diagnostic] {
        var result: [Diagnostic] = []
        let path = model.document.path
        for conflict in solution.conflicts {
            let broken = set.constraints[conflict.broken].source
            var notes: [Diagnostic] = []
            for member in conflict.members {
                notes.append(.note("\(Self.describe(member)) is part of the conflict", path: path,
                                   at: member.range?.start))
            }
            let others = max(conflict.members.count - 1, 0)
            let message = "unable to satisfy constraints: \(Self.describe(broken)) "
                + "conflicts with \(others) other\(others == 1 ? "" : "s"); it is broken"
            result.append(Diagnostic(options.conflictSeverity, id: "layout.conflict", message, path: path,
                                     at: broken.range?.start, notes: notes))
        }
        if let failure = solution.failure {
            result.append(Diagnostic(.error, id: "layout.solverFailure",
                                     "layout solver did not converge for scene '\(model.scene.id)' (\(failure))",
                                     path: path, at: model.scene.range?.start))
        }
        return result
    }

    /// `'stack.spacing' of 'rows'`, or just `'constraint'` for a document constraint without an id (its
    /// position says which one).
    static func describe(_ source: ConstraintSource) -> String {
        source.elementID.map { "'\(source.rule)' of '\($0)'" } ?? "'\(source.rule)'"
    }

    /// Negative or non-finite sizes. Negative sizes stay in the frames (UIKit's constraints allow them,
    /// uistackview.md §2.3); the SVG clamps them to 0.
    static func sizeWarnings(_ model: SceneModel, rects: [Rect]) -> [Diagnostic] {
        var result: [Diagnostic] = []
        let path = model.document.path
        for (index, rect) in rects.enumerated() {
            let view = model.table[index]
            if ![rect.x, rect.y, rect.width, rect.height].allSatisfy(\.isFinite) {
                result.append(Diagnostic(.error, id: "layout.nonFinite",
                                         "layout of '\(view.id)' is not a finite number", path: path,
                                         at: view.range?.start))
                continue
            }
            for (name, length) in [("width", rect.width), ("height", rect.height)] where length < -0.0005 {
                result.append(Diagnostic(.warning, id: "layout.negativeSize",
                                         "'\(view.id)' gets a negative \(name) (\(formatNumber(length))); "
                                             + "it is drawn with \(name) 0",
                                         path: path, at: view.range?.start))
            }
        }
        return result
    }
}

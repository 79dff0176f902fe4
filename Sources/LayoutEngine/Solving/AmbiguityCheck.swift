import LayoutModel

/// Finds what only the ambiguity pulls decided: Auto Layout's ambiguous layouts (robustness.md §3.2).
///
/// Every pull is aimed far away (sizes towards 10⁴, positions towards the superview's origin plus 10⁴) on the
/// layout's own live solver (`LiveSystem`), which re-optimizes incrementally; the system is solved again from
/// scratch with the pulls aimed there only when that cannot decide (a solver that broke down, or on the local path
/// a boundary child's length leaving its gadget's exact window). A coordinate that moves was not fixed by any real
/// constraint or by the index rule, so the layout is ambiguous there and Stackboard's choice (the first solve) is
/// reported. Views that are hidden, or inside a hidden view, are not reported: they are not drawn.
enum AmbiguityCheck {
    static let probeTarget = 1.0e4

    /// Warnings for the views whose rectangles differ between the two solves.
    static func warnings(model: SceneModel, views: [Int], chosen: [Int: Rect], probe: [Int: Rect]) -> [Diagnostic] {
        var result: [Diagnostic] = []
        for view in views where !isHiddenOrInsideHidden(view, model.table) {
            guard let a = chosen[view], let b = probe[view] else { continue }
            var aspects: [String] = []
            if abs(a.x - b.x) > 1e-6 { aspects.append("x") }
            if abs(a.y - b.y) > 1e-6 { aspects.append("y") }
            if abs(a.width - b.width) > 1e-6 { aspects.append("width") }
            if abs(a.height - b.height) > 1e-6 { aspects.append("height") }
            guard !aspects.isEmpty else { continue }
            result.append(warning(model, view: view, aspects: aspects))
        }
        return result
    }

    /// `layout.ambiguous` for one view.
    static func warning(_ model: SceneModel, view: Int, aspects: [String]) -> Diagnostic {
        let list = aspects.count == 1 ? aspects[0]
            : aspects.dropLast().joined(separator: ", ") + " and " + aspects[aspects.count - 1]
        return Diagnostic(.warning, id: "layout.ambiguous",
                          "'\(model.table[view].id)' has an ambiguous \(list); the layout picks the smallest size "
                              + "and the superview's origin",
                          path: model.document.path, at: model.table[view].range?.start)
    }

    static func isHiddenOrInsideHidden(_ view: Int, _ table: SceneTable) -> Bool {
        var current: Int? = view
        while let node = current {
            if table.isHidden(node) { return true }
            current = table[node].parent
        }
        return false
    }
}

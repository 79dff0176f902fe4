import LayoutModel

extension ConstraintBuilder {
    /// **Autoresizing** (interface-builder.md §4, §7): a view that keeps `translatesAutoresizingMaskIntoConstraints`
    /// gets required constraints that place it at its stored frame, adjusted by its mask when the superview's size
    /// differs from the one it was stored with (UIKit's `NSAutoresizingMaskLayoutConstraint`s).
    ///
    /// Per axis, the change Δ of the superview's length goes to the flexible components (leading margin, size,
    /// trailing margin) in proportion to their stored lengths, evenly when they are all 0; with none flexible, the
    /// trailing margin absorbs it. Both the position and the size are linear in the superview's length.
    mutating func addAutoresizing(_ view: Int) {
        // A stack view turns autoresizing off for its arranged views.
        guard let mask = model.table[view].resolved.autoresizing, let parent = model.table[view].parent,
              !model.table[view].isArranged
        else { return }
        let insets = model.contents[view].alignmentInsets
        let frame = mask.frame
        let storedParent = storedSize(of: parent) ?? Size(width: frame.maxX, height: frame.maxY)
        let source = source("autoresizing", view)
        let axes: [(Axis, Double, Double, Double, Bool, Bool, Bool, Double, Double)] = [
            (.horizontal, frame.minX, frame.width, storedParent.width - frame.maxX, mask.flexibleLeftMargin,
             mask.flexibleWidth, mask.flexibleRightMargin, insets.leading, insets.trailing),
            (.vertical, frame.minY, frame.height, storedParent.height - frame.maxY, mask.flexibleTopMargin,
             mask.flexibleHeight, mask.flexibleBottomMargin, insets.top, insets.bottom),
        ]
        for (axis, margin, length, otherMargin, flexStart, flexSize, flexEnd, insetStart, insetEnd) in axes {
            var weights = [flexStart ? max(margin, 0) : 0, flexSize ? max(length, 0) : 0,
                           flexEnd ? max(otherMargin, 0) : 0]
            let flexible = [flexStart, flexSize, flexEnd]
            var total = weights.reduce(0, +)
            if total == 0 {
                weights = flexible.map { $0 ? 1 : 0 }
                total = weights.reduce(0, +)
            }
            let share = total > 0 ? weights.map { $0 / total } : [0, 0, 0]
            let delta = size(parent, axis) - storedParent.length(along: axis)
            let origin = contentOrigin(parent, axis)
            require(start(view, axis), .equal, origin + (margin + insetStart) + delta * share[0], source)
            require(size(view, axis), .equal,
                    LinearExpression(length - insetStart - insetEnd) + delta * share[1], source)
        }
    }

    /// The size a view was stored with: its autoresizing frame or its stored frame; the root's stored size or
    /// canvas.
    func storedSize(of view: Int) -> Size? {
        let resolved = model.table[view].resolved
        if let frame = resolved.autoresizing?.frame { return frame.size }
        if let frame = resolved.stored?.frame { return frame.size }
        if view == 0 { return model.scene.simulated.storedRootSize ?? model.scene.canvasSize }
        return nil
    }

    /// Where a view's subviews are positioned from: its top-left corner (a scroll view's content origin, with a
    /// zero content offset, is the same point).
    func contentOrigin(_ view: Int, _ axis: Axis) -> LinearExpression {
        start(view, axis)
    }
}

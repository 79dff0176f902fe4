import LayoutModel

extension ConstraintBuilder {
    /// **G9 `UISV-spacing`** (uistackview.md §2.2, §7.2, §8, §11) [C]: each adjacent pair (A[i−1], A[i]) of the
    /// *full* arranged list gets `A[i].alongStart REL A[i−1].alongEnd + c`.
    ///
    /// 1. REL is `==` for fill, fillEqually and fillProportionally, and `≥` for equalSpacing and equalCentering
    ///    (spacing is a minimum there).
    /// 2. c is the spacing when both views are visible; spacing/2 when exactly one is hidden, unless that hidden
    ///    view is A[0] (as the predecessor) or A[last] (as the successor), which gives 0; 0 when both are hidden.
    ///    Visible neighbours therefore end up exactly one spacing apart across any number of hidden views.
    /// 3. With baseline-relative arrangement (vertical stacks) the pair is `next.firstBaseline REL
    ///    prev.lastBaseline + c`. Standard spacing between baselines depends on the font (§7.2: ≈ 22 pt from
    ///    17 pt to 17 pt, one sample); Stackboard uses 22/17 of the lower view's point size, and 8 between views
    ///    without text.
    mutating func addSpacing(_ items: StackItems) {
        guard items.arranged.count >= 2 else { return }
        let relation: ConstraintRelation =
            items.config.distribution == .equalSpacing || items.config.distribution == .equalCentering
            ? .greaterOrEqual : .equal
        let source = source("stack.spacing", items.stack)
        let last = items.arranged.count - 1
        for i in 1...last {
            let previous = items.arranged[i - 1], next = items.arranged[i]
            let c = spacingConstant(items, previous: previous, next: next, previousIndex: i - 1, nextIndex: i,
                                    lastIndex: last)
            if items.config.baselineRelative {
                require(baseline(next, first: true), relation, baseline(previous, first: false) + c, source)
            } else {
                require(start(next, items.along), relation, end(previous, items.along) + c, source)
            }
        }
    }

    /// The constant c of one G9 pair (step 2 above).
    func spacingConstant(_ items: StackItems, previous: Int, next: Int, previousIndex: Int, nextIndex: Int,
                         lastIndex: Int) -> Double {
        StackSpacing.constant(pairSpacing(items, previous: previous, next: next),
                              previousHidden: model.table.isHidden(previous), nextHidden: model.table.isHidden(next),
                              previousIndex: previousIndex, nextIndex: nextIndex, lastIndex: lastIndex)
    }

    /// The spacing between two views: the stack's spacing, or for standard spacing between baselines the
    /// font-dependent gap of step 3.
    func pairSpacing(_ items: StackItems, previous: Int, next: Int) -> Double {
        guard items.config.baselineRelative, items.config.usesStandardSpacing else { return items.config.spacing }
        var lower = next
        if let pair = model.baselineViews[next] { lower = pair.first }
        guard let font = model.contents[lower].font, model.contents[lower].baselineBlock != nil else {
            return items.config.spacing
        }
        return (font.effectivePointSize * 22 / 17).rounded()
    }
}

/// G9's constants, shared by the constraint builder and the local path's closed forms.
enum StackSpacing {
    /// c for one adjacent pair: the spacing between visible views, half of it next to one hidden view (0 when that
    /// hidden view is A[0] before or A[last] after its neighbour), 0 between two hidden views.
    static func constant(_ spacing: Double, previousHidden: Bool, nextHidden: Bool, previousIndex: Int,
                         nextIndex: Int, lastIndex: Int) -> Double {
        switch (previousHidden, nextHidden) {
        case (false, false): spacing
        case (true, true): 0
        case (true, false): previousIndex == 0 ? 0 : spacing / 2
        case (false, true): nextIndex == lastIndex ? 0 : spacing / 2
        }
    }
}

import LayoutModel

extension ConstraintBuilder {
    /// **G12 `UISV-distributing-edge` + `UISV-fill-equally`** for equalSpacing (uistackview.md §2.2, §5.1)
    /// [H][C] ([equalSpacing](https://developer.apple.com/documentation/uikit/uistackview/distribution-swift.enum/equalspacing)):
    /// a distributing guide Gₖ spans each gap between consecutive visible views, from `prev.alongEnd` to
    /// `next.alongStart` (between baselines with baseline-relative arrangement), and every Gₖ is as long as G₁
    /// (required). The guides are written as the gap expressions themselves. G9 keeps each gap ≥ its minimum
    /// and G8′ pulls a free stack tight.
    mutating func addEqualSpacing(_ items: StackItems) {
        let gaps = distributingGaps(items)
        guard let firstGap = gaps.first else { return }
        let source = source("stack.fill-equally", items.stack)
        for gap in gaps.dropFirst() {
            require(gap, .equal, firstGap, source)
        }
    }

    /// The lengths of the distributing guides of equalSpacing: one per pair of consecutive visible views.
    func distributingGaps(_ items: StackItems) -> [LinearExpression] {
        guard items.visible.count >= 2 else { return [] }
        return (1..<items.visible.count).map { k in
            let previous = items.visible[k - 1], next = items.visible[k]
            if items.config.baselineRelative {
                return baseline(next, first: true) - baseline(previous, first: false)
            }
            return start(next, items.along) - end(previous, items.along)
        }
    }
}

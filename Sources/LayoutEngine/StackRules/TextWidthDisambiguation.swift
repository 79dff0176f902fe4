import LayoutModel

extension ConstraintBuilder {
    /// **G14 `UISV-text-width-disambiguation`** (uistackview.md §2.2, §0.14, example e4) [C][O]: in a horizontal
    /// stack with distribution fill, equalSpacing or equalCentering, every arranged label with
    /// `numberOfLines ≠ 1` gets `label.width == E.width × 1/n − spacing × (n−1)/n @760`, n being the number of
    /// visible views (`label.width == 0 @760` without any). The raw `spacing` goes into the constant (0 for system
    /// spacing). 760 overrides hugging and compression resistance of 750. (iOS 11.3 logged 759; 760 is iOS 9's.)
    mutating func addTextWidthDisambiguation(_ items: StackItems) {
        guard items.along == .horizontal else { return }
        switch items.config.distribution {
        case .fill, .equalSpacing, .equalCentering: break
        default: return
        }
        let source = source("stack.text-width-disambiguation", items.stack)
        let n = Double(items.visible.count)
        for view in items.arranged where model.table[view].kind == .label && model.contents[view].isMultilineLabel {
            let target: LinearExpression = n == 0
                ? .constant(0)
                : edgeSize(items, .horizontal) * (1 / n) - items.config.rawSpacing * (n - 1) / n
            add(size(view, .horizontal), .equal, target, priority: .uikit(760), source)
        }
    }
}

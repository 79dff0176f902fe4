import LayoutModel

extension ConstraintBuilder {
    /// **G1 `UISV-hiding`** (uistackview.md §2.2, §11) [C]: a hidden arranged view is forced to length 0 along
    /// the axis (required). Its cross size stays governed by the alignment and its own constraints.
    mutating func addHiding(_ items: StackItems) {
        let source = source("stack.hiding", items.stack)
        for view in items.arranged where model.table.isHidden(view) {
            require(size(view, items.along), .equal, .constant(0), source)
        }
    }
}

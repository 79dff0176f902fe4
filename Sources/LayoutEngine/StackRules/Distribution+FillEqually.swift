import LayoutModel

extension ConstraintBuilder {
    /// **G10 `UISV-fill-equally`** (uistackview.md §2.2, §0.4) [H][C]
    /// ([fillEqually](https://developer.apple.com/documentation/uikit/uistackview/distribution-swift.enum/fillequally)):
    /// every visible view gets the length of the first visible one (required), so hugging and compression
    /// resistance along the axis only decide the common length.
    mutating func addFillEqually(_ items: StackItems) {
        guard let firstVisible = items.visible.first else { return }
        let source = source("stack.fill-equally", items.stack)
        for view in items.visible.dropFirst() {
            require(size(view, items.along), .equal, size(firstVisible, items.along), source)
        }
    }
}

import LayoutModel

extension ConstraintBuilder {
    /// **G11 `UISV-fill-proportionally`** (uistackview.md §4) [C][O]
    /// ([fillProportionally](https://developer.apple.com/documentation/uikit/uistackview/distribution-swift.enum/fillproportionally)),
    /// the constraints CosynPa/TZStackView matched against iOS 9:
    ///
    /// 1. ℓᵢ is a visible view's intrinsic length along the axis
    ///    (``proportionalLength(of:table:contents:along:)``); a multi-line label in a horizontal stack counts 0.
    /// 2. T = Σℓᵢ and S = spacing × (|Vis| − 1), with the raw `spacing` (0 for system spacing, like G14).
    /// 3. When T is "small" the stack falls back to fillEqually: no hidden views and ≥ 2 visible with T = 0; no
    ///    hidden views and one visible with ℓ ≤ 1; any hidden view and T ≤ spacing × (number of hidden views).
    /// 4. Otherwise the priority starts at 1000 and drops by 1 before each arranged view (hidden ones counted)
    ///    when more than one view is visible. A visible view with ℓᵢ > 0 gets
    ///    `size == stack.size × ℓᵢ/(T + S)` at that priority (999, 998, …; required for a single visible view),
    ///    where the multiplier refers to the stack's full size, not its margin box; one with ℓᵢ = 0 gets
    ///    `size == 0` (required). The last visible view holds the weakest constraint and absorbs every error.
    mutating func addFillProportionally(_ items: StackItems) {
        let along = items.along
        let lengths = items.arranged.map {
            proportionalLength(of: $0, table: model.table, contents: model.contents, along: along)
        }
        let visibleSet = Set(items.visible)
        let total = items.arranged.indices.filter { visibleSet.contains(items.arranged[$0]) }
            .reduce(0.0) { $0 + lengths[$1] }
        let spacing = items.config.rawSpacing
        let gaps = spacing * Double(max(items.visible.count - 1, 0))
        let hiddenCount = items.arranged.count - items.visible.count
        let isSmall: Bool
        if hiddenCount == 0 {
            isSmall = items.visible.count >= 2 ? total == 0 : (items.visible.count == 1 && total <= 1)
        } else {
            isSmall = total <= spacing * Double(hiddenCount)
        }
        if isSmall {
            addFillEqually(items)
            return
        }
        let source = source("stack.fill-proportionally", items.stack)
        var priority = 1000.0
        for (index, view) in items.arranged.enumerated() {
            if items.visible.count > 1 { priority -= 1 }
            guard visibleSet.contains(view) else { continue }
            if lengths[index] > 0 {
                let multiplier = lengths[index] / (total + gaps)
                add(size(view, along), .equal, size(items.stack, along) * multiplier,
                    priority: .uikit(max(priority, 1)), source)
            } else {
                require(size(view, along), .equal, .constant(0), source)
            }
        }
    }
}

/// ℓᵢ of G11 for one arranged view: its intrinsic length along the axis; a multi-line label in a horizontal stack
/// counts 0. A view without an intrinsic length (a plain view, a nested stack) counts the length of the frame it has
/// when the stack builds its constraints: in a document loaded from Interface Builder, the frame the document
/// stores. Xcode's stored frames show it: a plain view with a required height of 76 keeps its stored 50 (oracle
/// 046), empty content stacks keep 184 and 512.5 (039), a single frame-less view keeps its stored 480 (029), where
/// ℓ = 0 would collapse them. Without a stored frame (native documents) such a view counts 0 (uistackview.md §4).
/// The view (`index`) is read in place, in the table and the contents.
func proportionalLength(of index: Int, table: SceneTable, contents: [ViewContent], along axis: Axis) -> Double {
    if axis == .horizontal && contents[index].isMultilineLabel { return 0 }
    if let length = contents[index].intrinsic(axis) { return max(length, 0) }
    guard let frame = table.views[index].resolved.stored?.frame else { return 0 }
    return max(axis == .horizontal ? frame.width : frame.height, 0)
}

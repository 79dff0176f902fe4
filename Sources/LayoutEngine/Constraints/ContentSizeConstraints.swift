import LayoutModel

extension ConstraintBuilder {
    /// **Content size** (uistackview.md §2.1) [H]: a view with an intrinsic length L on an axis gets
    /// `size ≤ L` at its content hugging priority and `size ≥ L` at its compression resistance. Views without an
    /// intrinsic length on an axis get neither. Stack views have none (§0.1) unless the document gives them a
    /// design-time one (`placeholderIntrinsicWidth`/`Height`), which Interface Builder lays out with.
    mutating func addContentSize(_ view: Int) {
        let content = model.contents[view]
        for axis in [Axis.horizontal, .vertical] {
            guard let length = content.intrinsic(axis) else { continue }
            add(size(view, axis), .lessOrEqual, .constant(length),
                priority: .uikit(clampedPriority(content.priorities.hugging(axis))), source("content.hugging", view))
            add(size(view, axis), .greaterOrEqual, .constant(length),
                priority: .uikit(clampedPriority(content.priorities.compression(axis))),
                source("content.compression-resistance", view))
        }
    }
}

/// A priority inside Auto Layout's range 1…1000 (the reader reports values outside it).
func clampedPriority(_ value: Double) -> Double {
    guard value.isFinite else { return 1000 }
    return min(max(value, 1), 1000)
}

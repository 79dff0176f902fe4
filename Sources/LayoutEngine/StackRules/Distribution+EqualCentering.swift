import LayoutModel

extension ConstraintBuilder {
    /// **G13 `UISV-distributing-edge` + `UISV-fill-equally`** for equalCentering (uistackview.md §2.2, §5.2)
    /// [H][C] ([equalCentering](https://developer.apple.com/documentation/uikit/uistackview/distribution-swift.enum/equalcentering)):
    /// a distributing guide Gₖ spans from one visible view's centre to the next one's, and
    /// `Gₖ.alongSize == G₁.alongSize` holds at priority `150 − index(prev in A)`: 149, 148, … (CosynPa, iOS 9;
    /// Arranged uses 149 throughout; past index 149, `PriorityKey.centring(previousIndex:)`). G9 keeps every edge gap at least the spacing (required) and G8′ pulls a
    /// free stack tight.
    mutating func addEqualCentering(_ items: StackItems) {
        guard items.visible.count >= 3 else { return }
        let source = source("stack.fill-equally", items.stack)
        let positions = Dictionary(items.arranged.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
        func distance(_ k: Int) -> LinearExpression {
            center(items.visible[k], items.along) - center(items.visible[k - 1], items.along)
        }
        let firstDistance = distance(1)
        for k in 2..<items.visible.count {
            let previousIndex = positions[items.visible[k - 1]] ?? k - 1
            add(distance(k), .equal, firstDistance, priority: .centring(previousIndex: previousIndex), source)
        }
    }
}

import LayoutModel

extension ConstraintBuilder {
    /// **G4 `UISV-canvas-connection` along the axis** (uistackview.md §2.2) [H][C]: the first visible view starts
    /// at E's leading (top) edge and the last visible view ends at E's trailing (bottom) edge, in every
    /// distribution, so a single visible view spans the whole axis.
    ///
    /// With no visible view UIKit pins E to an invisible ordering spanner that nothing else holds, so the stack's
    /// length along the axis is free; Stackboard adds nothing and the stack collapses to 0 when nothing outside
    /// sizes it (§11).
    mutating func addAlongCanvasConnection(_ items: StackItems) {
        guard let firstVisible = items.visible.first, let lastVisible = items.visible.last else { return }
        let source = source("stack.canvas-connection", items.stack)
        require(edgeStart(items, items.along), .equal, start(firstVisible, items.along), source)
        require(edgeEnd(items, items.along), .equal, end(lastVisible, items.along), source)
    }

    /// **G8′ `UISV-canvas-fit` along the axis** (§2.2, §5) [C]: with equalSpacing or equalCentering,
    /// `stack.alongSize == 0 @49` pulls an unconstrained stack down to its content.
    mutating func addAlongCanvasFit(_ items: StackItems) {
        guard items.config.distribution == .equalSpacing || items.config.distribution == .equalCentering else {
            return
        }
        add(size(items.stack, items.along), .equal, .constant(0), priority: .uikit(49),
            source("stack.canvas-fit", items.stack))
    }

    /// **G8 `UISV-canvas-fit` for baseline alignment** (§2.2, §7.3) [C]: a horizontal stack aligned by first or
    /// last baseline gets `stack.height == 0 @49`.
    mutating func addBaselineCanvasFit(_ items: StackItems) {
        guard items.along == .horizontal, items.config.isBaselineAlignment else { return }
        add(size(items.stack, .vertical), .equal, .constant(0), priority: .uikit(49),
            source("stack.canvas-fit", items.stack))
    }

    /// **G5 `UISV-canvas-connection` across the axis** (§2.2) [C]: how E's cross edges meet the first arranged
    /// view (`first` = A[0], even if hidden) and the spanner P.
    ///
    /// | alignment | constraints |
    /// |---|---|
    /// | fill | `E.crossStart == first.crossStart`, `E.crossEnd == first.crossEnd` |
    /// | leading/top | `E.crossStart == first.crossStart`, `E.crossEnd == P.crossEnd` |
    /// | trailing/bottom | `E.crossStart == P.crossStart`, `E.crossEnd == first.crossEnd` |
    /// | center | `E.crossStart == P.crossStart`, `E.crossEnd == P.crossEnd`, `E.crossCenter == first.crossCenter` |
    /// | firstBaseline (horizontal) | `E.top ≤ first.top`, `E.bottom == P.bottom` |
    /// | lastBaseline (horizontal) | `E.top == P.top`, `E.bottom ≥ first.bottom` |
    /// | first/lastBaseline (vertical) | `E.leading == P.leading`, `E.trailing == P.trailing` |
    ///
    /// The G5 note's single-view variant (Arranged connects a lone view directly) gives the same frames, so the
    /// spanner is used for one view too.
    mutating func addCrossCanvasConnection(_ items: StackItems) {
        guard let first = items.first else { return }
        let source = source("stack.canvas-connection", items.stack)
        let cross = items.cross
        let edgeStart = edgeStart(items, cross), edgeEnd = edgeEnd(items, cross)
        guard let spanner = items.spanner else {
            require(edgeStart, .equal, start(first, cross), source)
            require(edgeEnd, .equal, end(first, cross), source)
            return
        }
        let spannerStart = LinearExpression(variable: spanner.start)
        let spannerEnd = spannerStart + LinearExpression(variable: spanner.size)
        switch items.config.alignment {
        case .leading, .top:
            require(edgeStart, .equal, start(first, cross), source)
            require(edgeEnd, .equal, spannerEnd, source)
        case .trailing, .bottom:
            require(edgeStart, .equal, spannerStart, source)
            require(edgeEnd, .equal, end(first, cross), source)
        case .center:
            require(edgeStart, .equal, spannerStart, source)
            require(edgeEnd, .equal, spannerEnd, source)
            require(edgeCenter(items, cross), .equal, center(first, cross), source)
        case .firstBaseline where items.along == .horizontal:
            require(edgeStart, .lessOrEqual, start(first, cross), source)
            require(edgeEnd, .equal, spannerEnd, source)
        case .lastBaseline where items.along == .horizontal:
            require(edgeStart, .equal, spannerStart, source)
            require(edgeEnd, .greaterOrEqual, end(first, cross), source)
        default:  // first/last baseline in a vertical stack
            require(edgeStart, .equal, spannerStart, source)
            require(edgeEnd, .equal, spannerEnd, source)
        }
    }
}

import LayoutModel

extension ConstraintBuilder {
    /// **G2 `UISV-ambiguity-suppression`** and **G3 `UISV-alignment`** (uistackview.md §2.2, §7.3) [C]
    /// ([UIStackView.Alignment](https://developer.apple.com/documentation/uikit/uistackview/alignment-swift.enum)).
    ///
    /// 1. G2: with any alignment but fill, every arranged view (hidden ones included) gets
    ///    `crossSize == 0 @25`, so a view without an intrinsic cross size collapses to 0.
    /// 2. G3: every arranged view other than `first` (hidden ones included) is aligned with `first`: both cross
    ///    edges for fill, the start for leading, the end for trailing, the centre for center, the first or last
    ///    baseline for baseline alignments of a horizontal stack. Baseline alignments of a vertical stack get no
    ///    alignment constraint at all, which leaves x to the ambiguity pull (the superview's leading edge; §13.8).
    mutating func addAlignment(_ items: StackItems) {
        let cross = items.cross
        if items.config.alignment != .fill {
            let suppression = source("stack.ambiguity-suppression", items.stack)
            for view in items.arranged {
                add(size(view, cross), .equal, .constant(0), priority: .uikit(25), suppression)
            }
        }
        guard let first = items.first else { return }
        let source = source("stack.alignment", items.stack)
        for view in items.arranged.dropFirst() {
            switch items.config.alignment {
            case .fill:
                require(start(view, cross), .equal, start(first, cross), source)
                require(end(view, cross), .equal, end(first, cross), source)
            case .leading, .top:
                require(start(view, cross), .equal, start(first, cross), source)
            case .trailing, .bottom:
                require(end(view, cross), .equal, end(first, cross), source)
            case .center:
                require(center(view, cross), .equal, center(first, cross), source)
            case .firstBaseline, .lastBaseline:
                guard items.along == .horizontal else { continue }
                let isFirst = items.config.alignment == .firstBaseline
                require(baseline(view, first: isFirst), .equal, baseline(first, first: isFirst), source)
            }
        }
    }

    /// **G6 `UISV-spanning-boundary`** and **G7 `UISV-spanning-fit`** (§2.2) [C]: the spanner P encloses every
    /// visible view across the axis, and `P.crossSize == 0 @51` keeps it tight, so an unconstrained stack is as
    /// thick as its thickest visible view.
    ///
    /// For leading alignment the start side is `P.crossStart == v.crossStart @999.5` instead of `≤`, and for
    /// trailing the end side is `P.crossEnd == v.crossEnd @999.5` instead of `≥`.
    mutating func addSpanning(_ items: StackItems) {
        guard let spanner = items.spanner else { return }
        let cross = items.cross
        let boundary = source("stack.spanning-boundary", items.stack)
        let spannerStart = LinearExpression(variable: spanner.start)
        let spannerEnd = spannerStart + LinearExpression(variable: spanner.size)
        for view in items.visible {
            switch items.config.alignment {
            case .leading, .top:
                add(spannerStart, .equal, start(view, cross), priority: .uikit(999.5), boundary)
            default:
                require(spannerStart, .lessOrEqual, start(view, cross), boundary)
            }
            switch items.config.alignment {
            case .trailing, .bottom:
                add(spannerEnd, .equal, end(view, cross), priority: .uikit(999.5), boundary)
            default:
                require(spannerEnd, .greaterOrEqual, end(view, cross), boundary)
            }
        }
        add(LinearExpression(variable: spanner.size), .equal, .constant(0), priority: .uikit(51),
            source("stack.spanning-fit", items.stack))
    }
}

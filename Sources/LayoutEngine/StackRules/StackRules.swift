import LayoutModel

// # UIStackView as constraints
//
// A stack view is nothing but constraints (uistackview.md §0.1). `addStackRules(_:)` generates, for one stack,
// the constraint groups UIKit generates (§2.2), in this order:
//
// | step | group | rule id | file |
// |---|---|---|---|
// | 1 | G1 hiding | `stack.hiding` | Hidden.swift |
// | 2 | G4 canvas connection along the axis | `stack.canvas-connection` | CanvasConnection.swift |
// | 3 | G9 spacing | `stack.spacing` | Spacing.swift |
// | 4 | G10 / G11 / G12 / G13 distribution | `stack.fill-equally`, `stack.fill-proportionally`, `stack.distributing-edge` | Distribution+*.swift |
// | 5 | G8′ canvas fit along the axis | `stack.canvas-fit` | CanvasConnection.swift |
// | 6 | G2 ambiguity suppression, G3 alignment | `stack.ambiguity-suppression`, `stack.alignment` | Alignment.swift |
// | 7 | G5 canvas connection across, G6 spanning boundary, G7 spanning fit, G8 canvas fit | … | Alignment.swift, CanvasConnection.swift |
// | 8 | G14 text-width disambiguation | `stack.text-width-disambiguation` | TextWidthDisambiguation.swift |
// | 9 | §3 index tie-break (Stackboard's model of UIKit's tie rule) | `stack.index-tie-break` | IndexTieBreak.swift |
//
// Every constraint points at the stack element, so a conflict names the stack's `path:line:column`.

/// The items of one stack's rules (§2.1).
struct StackItems {
    let stack: Int
    let config: StackConfiguration
    /// A: every arranged view, in order.
    let arranged: [Int]
    /// Vis: the visible arranged views, in order.
    let visible: [Int]
    /// The spanner P (alignment ≠ fill): its start and size across the axis.
    var spanner: (start: Int, size: Int)?

    var along: Axis { config.axis }
    var cross: Axis { config.crossAxis }
    /// `first` = A[0], even when hidden.
    var first: Int? { arranged.first }
}

extension ConstraintBuilder {
    /// Generates every constraint group of one stack view (the table above). Its arranged views must be declared.
    mutating func addStackRules(_ stack: Int) {
        guard let config = model.stacks[stack] else { return }
        let arranged = model.table[stack].children
        var items = StackItems(stack: stack, config: config, arranged: arranged,
                               visible: arranged.filter { !model.table.isHidden($0) }, spanner: nil)
        if config.hasSpanner {
            let id = model.table[stack].id
            items.spanner = (set.makeVariable("\(id).spanner.start"), set.makeVariable("\(id).spanner.size"))
        }
        addHiding(items)
        addAlongCanvasConnection(items)
        addSpacing(items)
        switch config.distribution {
        case .fill: break
        case .fillEqually: addFillEqually(items)
        case .fillProportionally: addFillProportionally(items)
        case .equalSpacing: addEqualSpacing(items)
        case .equalCentering: addEqualCentering(items)
        }
        addAlongCanvasFit(items)
        addAlignment(items)
        addCrossCanvasConnection(items)
        addSpanning(items)
        addBaselineCanvasFit(items)
        addTextWidthDisambiguation(items)
        addIndexTieBreak(items)
    }

    // MARK: The edge item E (§2.1, §7.1)

    /// The margins E is inset by along `axis`: (start, end), zero unless the arrangement is margin-relative.
    func edgeInsets(_ items: StackItems, _ axis: Axis) -> (start: Double, end: Double) {
        guard items.config.marginsRelative else { return (0, 0) }
        let margins = model.margins[items.stack]
        return axis == .horizontal ? (margins.leading, margins.trailing) : (margins.top, margins.bottom)
    }

    /// E's start on `axis`: the stack's edge, or its layout margin when the arrangement is margin-relative.
    func edgeStart(_ items: StackItems, _ axis: Axis) -> LinearExpression {
        start(items.stack, axis) + edgeInsets(items, axis).start
    }

    func edgeEnd(_ items: StackItems, _ axis: Axis) -> LinearExpression {
        end(items.stack, axis) - edgeInsets(items, axis).end
    }

    func edgeCenter(_ items: StackItems, _ axis: Axis) -> LinearExpression {
        (edgeStart(items, axis) + edgeEnd(items, axis)) * 0.5
    }

    func edgeSize(_ items: StackItems, _ axis: Axis) -> LinearExpression {
        edgeEnd(items, axis) - edgeStart(items, axis)
    }
}

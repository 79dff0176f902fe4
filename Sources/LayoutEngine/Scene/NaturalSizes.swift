import LayoutModel

/// Natural (fitting) sizes, bottom-up, by the closed forms of uistackview.md §6.
///
/// They are the reference lengths of the index tie-break (a view's share of a tie is its distance from its natural
/// length) and pick the tallest view for a horizontal stack's baseline (§7.4). A leaf's natural length is its
/// intrinsic length, else the constant of a required size constraint it owns, else 0; a stack's is its fitting
/// length; any other container's is the constant of a required size constraint, else 0.
enum NaturalSizes {
    static func compute(table: SceneTable, contents: [ViewContent], stacks: [StackConfiguration?],
                        margins: [EdgeInsets]) -> [Size] {
        let fixed = fixedSizes(table)
        var natural = [Size](repeating: .zero, count: table.count)
        // Reverse pre-order visits every child before its parent.
        for index in table.views.indices.reversed() {
            var size = Size(width: contents[index].intrinsicWidth ?? 0, height: contents[index].intrinsicHeight ?? 0)
            if let config = stacks[index] {
                size = stackFittingSize(table[index].children.map { (natural[$0], table.isHidden($0)) },
                                        config: config, margins: margins[index],
                                        contents: table[index].children.map { contents[$0] })
            }
            if let width = fixed[index].width { size.width = width }
            if let height = fixed[index].height { size.height = height }
            natural[index] = size
        }
        return natural
    }

    /// Required constant widths and heights (`view.width == 40`), by view.
    static func fixedSizes(_ table: SceneTable) -> [(width: Double?, height: Double?)] {
        var result = [(width: Double?, height: Double?)](repeating: (nil, nil), count: table.count)
        for index in table.views.indices {
            for constraint in table[index].resolved.constraints
            where constraint.secondItem == nil && constraint.relation == .equal && constraint.priority >= 1000 {
                guard let index = table.indexByNamedID[constraint.firstItem] else { continue }
                if constraint.firstAttribute == .width { result[index].width = constraint.constant }
                if constraint.firstAttribute == .height { result[index].height = constraint.constant }
            }
        }
        return result
    }

    /// §6: a stack's fitting size from its arranged views' natural sizes.
    static func stackFittingSize(_ children: [(size: Size, hidden: Bool)], config: StackConfiguration,
                                 margins: EdgeInsets, contents: [ViewContent]) -> Size {
        let along = config.axis, cross = config.crossAxis
        let visible = children.indices.filtered { !children[$0].hidden }
        let lengths = visible.map { children[$0].size.length(along: along) }
        let gaps = Double(max(visible.count - 1, 0)) * config.spacing
        var alongLength: Double
        switch config.distribution {
        case _ where lengths.isEmpty:
            alongLength = 0
        case .fill, .fillProportionally, .equalSpacing:
            alongLength = lengths.reduce(0, +) + gaps
        case .fillEqually:
            alongLength = Double(lengths.count) * (lengths.max() ?? 0) + gaps
        case .equalCentering:
            var widest = 0.0
            for i in lengths.indices.dropLast() {
                widest = max(widest, (lengths[i] + lengths[i + 1]) / 2 + config.spacing)
            }
            alongLength = lengths[0] / 2 + Double(lengths.count - 1) * widest + lengths[lengths.count - 1] / 2
        }
        var crossLength: Double
        switch config.alignment {
        case .fill:
            crossLength = children.map { $0.size.length(along: cross) }.max() ?? 0
        case .firstBaseline where along == .horizontal:
            crossLength = baselineHeight(children, visible: visible, contents: contents, first: true)
        case .lastBaseline where along == .horizontal:
            crossLength = baselineHeight(children, visible: visible, contents: contents, first: false)
        default:
            crossLength = visible.map { children[$0].size.length(along: cross) }.max() ?? 0
        }
        if config.marginsRelative {
            alongLength += along == .horizontal ? margins.leading + margins.trailing : margins.top + margins.bottom
            crossLength += cross == .horizontal ? margins.leading + margins.trailing : margins.top + margins.bottom
        }
        return along == .horizontal ? Size(width: alongLength, height: crossLength)
            : Size(width: crossLength, height: alongLength)
    }

    /// §6: `fb_first + max(h − fb)` for firstBaseline, `max(lb) − lb_first + h_first` for lastBaseline.
    private static func baselineHeight(_ children: [(size: Size, hidden: Bool)], visible: [Int],
                                       contents: [ViewContent], first: Bool) -> Double {
        guard !children.isEmpty else { return 0 }
        func offset(_ i: Int) -> Double {
            let height = children[i].size.height
            guard let block = contents[i].baselineBlock else { return first ? 0 : height }
            return height / 2 - block.height / 2 + (first ? block.firstBaseline : block.lastBaseline)
        }
        let anchor = 0
        if first {
            let below = visible.map { children[$0].size.height - offset($0) }.max() ?? 0
            return offset(anchor) + max(below, children[anchor].hidden ? 0 : children[anchor].size.height - offset(anchor))
        }
        let above = visible.map { offset($0) }.max() ?? 0
        return max(above, offset(anchor)) - offset(anchor) + children[anchor].size.height
    }
}

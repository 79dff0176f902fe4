import LayoutModel

/// A key under a sheet's title: a swatch and a few words for every overlay that is switched on, in as many rows as
/// the sheet's width needs.
enum SheetLegend {
    struct Item {
        /// The class of the swatch's rectangle.
        var swatch: String
        var label: String
    }

    static func items(_ style: WireframeStyle, changes: Bool) -> [Item] {
        var items: [Item] = []
        if style.showStackOutlines { items.append(Item(swatch: "sb-stack-outline", label: "stack view, arrow along its axis")) }
        if style.showSpacing { items.append(Item(swatch: "sb-spacing-band", label: "gap between arranged views, pt")) }
        if style.showLayoutMargins { items.append(Item(swatch: "sb-margins-line", label: "layout margins")) }
        if style.showSafeArea { items.append(Item(swatch: "sb-safe-band", label: "outside the safe area")) }
        if style.showHidden { items.append(Item(swatch: "sb-collapsed", label: "hidden view")) }
        if changes { items.append(Item(swatch: "sb-change-mark", label: "changes between the panels")) }
        return items
    }

    /// The items placed in rows from `origin` (the top-left of the first row), a new row starting where the next
    /// item would pass `width`: each item's top-left, and how many rows they take.
    struct Placement {
        var items: [(item: Item, at: Point)] = []
        var rows = 0

        /// The height the legend takes beyond the one row a sheet's header leaves for it.
        var extraHeight: Double { Double(max(0, rows - 1)) * SheetLegend.rowHeight }
    }

    static let fontSize = 11.0
    static let rowHeight = 18.0

    /// Widths are estimated from an average advance (0.6 em), generous enough that items never collide; nothing is
    /// measured here.
    static func place(_ items: [Item], from origin: Point, width: Double) -> Placement {
        var placement = Placement()
        var x = origin.x, y = origin.y
        for item in items {
            let itemWidth = 21 + Double(item.label.count) * fontSize * 0.6
            if x > origin.x && x + itemWidth > origin.x + width {
                x = origin.x
                y += rowHeight
                placement.rows += 1
            }
            placement.items.append((item, Point(x: x, y: y)))
            x += itemWidth + 18
        }
        if !items.isEmpty { placement.rows += 1 }
        return placement
    }

    static func write(_ placement: Placement, into writer: inout SVGWriter) {
        guard !placement.items.isEmpty else { return }
        writer.open(.g, [SVGAttribute(.class, "sb-legend")])
        for (item, at) in placement.items {
            writer.leaf(.rect, [SVGAttribute(.class, item.swatch), SVGAttribute(.x, at.x + 0.5),
                                SVGAttribute(.y, at.y + 1.5), SVGAttribute(.width, 15), SVGAttribute(.height, 9)])
            writer.text(.text, [SVGAttribute(.class, "sb-panel-subtitle"), SVGAttribute(.x, at.x + 21),
                                SVGAttribute(.y, at.y + 10), SVGAttribute(.fontSize, fontSize)],
                        content: item.label)
        }
        writer.close()
    }
}

import LayoutModel

/// A one-line key under a sheet's title: a swatch and a few words for every overlay that is switched on.
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

    /// Writes the items from `origin` (the top-left of the line). Widths are estimated from an average
    /// advance (0.6 em), generous enough that items never collide; nothing is measured here.
    static func write(_ items: [Item], at origin: Point, into writer: inout SVGWriter) {
        guard !items.isEmpty else { return }
        writer.open(.g, [SVGAttribute(.class, "sb-legend")])
        let fontSize = 11.0
        var x = origin.x
        for item in items {
            writer.leaf(.rect, [SVGAttribute(.class, item.swatch), SVGAttribute(.x, x + 0.5),
                                SVGAttribute(.y, origin.y + 1.5), SVGAttribute(.width, 15), SVGAttribute(.height, 9)])
            writer.text(.text, [SVGAttribute(.class, "sb-panel-subtitle"), SVGAttribute(.x, x + 21),
                                SVGAttribute(.y, origin.y + 10), SVGAttribute(.fontSize, fontSize)],
                        content: item.label)
            x += 21 + Double(item.label.count) * fontSize * 0.6 + 18
        }
        writer.close()
    }
}

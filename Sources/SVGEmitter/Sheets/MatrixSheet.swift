import LayoutModel

extension SVGEmitter {
    /// A grid of configurations (devices × orientations) at one common scale, 1 unit = 1 pt, `columns` cells
    /// per row. Each cell is labelled with its title, size and scale; when the cells do not all resolve to the
    /// same views, visibility and stack attributes, each is tagged with its variant (`layout A`, `layout B`…),
    /// and a cell whose variant differs from the one before it in its row is tagged in bold.
    public static func matrixSheet(cells: [(title: String, scene: LayoutScene, configuration: LayoutConfiguration)],
                                   columns: Int, style: WireframeStyle = .standard) -> String {
        let columns = max(1, columns)
        let prefix = style.idPrefix.map(IdentifierScope.prefix(from:))
            ?? IdentifierScope.prefix(from: cells.first?.scene.id ?? "empty") + "-matrix"
        let scope = IdentifierScope(prefix: prefix)
        let letters = VariantSignature.letters(for: cells.map(\.scene))
        let variants = Set(letters).count
        let panels = cells.enumerated().map { index, cell in
            let column = index % columns
            var panel = panel(cell.scene, cell.configuration, style: style, scope: scope, index: index + 1,
                              title: XMLText.sanitized(cell.title, identifier: true))
            if variants > 1 {
                panel.tag = "layout \(letters[index])"
                // Emphasise a variant that differs from its left neighbour.
                panel.tagEmphasised = column > 0 && letters[index] != letters[index - 1]
            }
            return panel
        }

        let rows = (panels.count + columns - 1) / columns
        var columnWidths = Array(repeating: 0.0, count: columns)
        var rowHeights = Array(repeating: 0.0, count: rows)
        for (index, panel) in panels.enumerated() {
            columnWidths[index % columns] = max(columnWidths[index % columns], panel.size.width)
            rowHeights[index / columns] = max(rowHeights[index / columns], panel.size.height)
        }
        let usedColumns = min(columns, panels.count)
        let contentWidth = columnWidths.prefix(usedColumns).reduce(0, +) + panelGap * Double(max(0, usedColumns - 1))
        let contentHeight = rowHeights.reduce(0, +) + panelGap * Double(max(0, rows - 1))
        let width = max(2 * sheetMargin + contentWidth, 480)
        let key = SheetLegend.place(SheetLegend.items(style, changes: false), from: Point(x: sheetMargin, y: 72),
                                       width: width - 2 * sheetMargin)
        let panelsTop = sheetHeaderHeight + key.extraHeight
        let height = panelsTop + contentHeight + sheetMargin

        let name = cells.first.map { sceneName($0.scene) } ?? "Empty"
        let title = "\(name) — \(cells.count) configuration\(cells.count == 1 ? "" : "s")"
        var writer = SVGWriter()
        writeHeader(
            into: &writer, scope: scope, viewBox: Rect(x: 0, y: 0, width: width, height: height),
            provenance: "Stackboard matrix sheet: \(cells.count) cells in \(columns) columns"
                + (cells.first.map { ", scene \(XMLText.quoted($0.scene.id))" } ?? ""),
            title: title,
            description: "\(cells.count) configurations at the same scale, \(variants) layout variant"
                + "\(variants == 1 ? "" : "s"). " + legend(style))
        writer.leaf(.rect, [SVGAttribute(.class, "sb-page"), SVGAttribute(.x, 0), SVGAttribute(.y, 0),
                            SVGAttribute(.width, width), SVGAttribute(.height, height)])
        writeSheetTitle(title, subtitle: variants > 1
                        ? "Same scale, 1 unit = 1 pt. \(variants) layout variants; a bold tag differs from the cell to its left."
                        : "Same scale, 1 unit = 1 pt. Every cell resolves to the same layout variant.",
                        width: width, scope: scope, into: &writer)
        SheetLegend.write(key, into: &writer)
        var y = panelsTop
        for row in 0..<rows {
            var x = sheetMargin
            for column in 0..<columns {
                let index = row * columns + column
                guard index < panels.count else { break }
                panels[index].write(at: Point(x: x, y: y), into: &writer)
                x += columnWidths[column] + panelGap
            }
            y += rowHeights[row] + panelGap
        }
        return writer.finishString()
    }
}

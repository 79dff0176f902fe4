import LayoutModel

/// The numbered list of changes under a comparison sheet: one row per change, the view's id and badge on its
/// first row; long lists flow into columns and stop at ``maximumRows``.
struct ChangeList {
    static let headingHeight = 28.0
    static let rowHeight = 18.0
    static let columnWidth = 440.0
    static let maximumRows = 400

    struct Row {
        var badge: Int?
        var id: String?
        var text: String
        /// A further change of the view on the row above: indented under its id.
        var continuation = false
    }

    let rows: [Row]
    let columns: Int
    let rowsPerColumn: Int
    let width: Double

    init(groups: [ChangeGroup], width: Double) {
        var rows: [Row] = []
        for group in groups {
            for (position, change) in group.changes.enumerated() {
                rows.append(position == 0 ? Row(badge: group.badge, id: XMLText.quoted(group.viewID), text: change.summary)
                                          : Row(badge: nil, id: nil, text: change.summary, continuation: true))
            }
        }
        if rows.isEmpty {
            rows = [Row(badge: nil, id: nil, text: "No differences in views, visibility, frames or stack attributes.")]
        }
        if rows.count > Self.maximumRows {
            let more = rows.count - (Self.maximumRows - 1)
            rows = Array(rows.prefix(Self.maximumRows - 1)) + [Row(badge: nil, id: nil, text: "… and \(more) more")]
        }
        self.rows = rows
        self.width = width
        columns = rows.count <= 10 ? 1 : max(1, min(Int(width / Self.columnWidth), (rows.count + 9) / 10))
        rowsPerColumn = (rows.count + columns - 1) / columns
    }

    var height: Double { Self.headingHeight + Double(rowsPerColumn) * Self.rowHeight }

    func write(at origin: Point, heading: String, scope: IdentifierScope, into writer: inout SVGWriter) {
        writer.open(.g, [SVGAttribute(.class, "sb-change-list"),
                         SVGAttribute(.transform, "translate(\(formatNumber(origin.x)) \(formatNumber(origin.y)))")])
        let countedRows = rows.filter { $0.badge != nil || $0.id != nil }.count
        writer.text(.text, [SVGAttribute(.class, "sb-list-heading"), SVGAttribute(.x, 0), SVGAttribute(.y, 15),
                            SVGAttribute(.fontSize, 13)],
                    content: heading + (countedRows > 0 ? " (\(countedRows) view\(countedRows == 1 ? "" : "s"))" : ""))
        let columnWidth = width / Double(columns)
        for column in 0..<columns {
            let first = column * rowsPerColumn
            let last = min(rows.count, first + rowsPerColumn)
            guard first < last else { continue }
            let x = Double(column) * columnWidth
            let clip = scope.documentID("list\(column)")
            writer.open(.clipPath, [SVGAttribute(.id, clip)])
            writer.leaf(.rect, [SVGAttribute(.x, x), SVGAttribute(.y, Self.headingHeight - 2),
                                SVGAttribute(.width, max(0, columnWidth - 12)),
                                SVGAttribute(.height, Double(last - first) * Self.rowHeight + 4)])
            writer.close()
            for (offset, row) in rows[first..<last].enumerated() {
                let midY = Self.headingHeight + (Double(offset) + 0.5) * Self.rowHeight
                if let badge = row.badge {
                    writer.leaf(.circle, [SVGAttribute(.class, "sb-badge"), SVGAttribute(.cx, x + 8),
                                          SVGAttribute(.cy, midY), SVGAttribute(.r, 7)])
                    writer.text(.text, [SVGAttribute(.class, "sb-badge-text"), SVGAttribute(.x, x + 8),
                                        SVGAttribute(.y, SystemFontMetrics.centredBaseline(midY: midY, pointSize: 9)),
                                        SVGAttribute(.fontSize, 9), SVGAttribute(.textAnchor, "middle")],
                                content: String(badge))
                }
                let attributes = [SVGAttribute(.class, "sb-list-text"), SVGAttribute(.x, x + (row.continuation ? 34 : 22)),
                                  SVGAttribute(.y, SystemFontMetrics.centredBaseline(midY: midY, pointSize: 12)),
                                  SVGAttribute(.fontSize, 12), SVGAttribute(.clipPath, "url(#\(clip))")]
                if let id = row.id {
                    writer.textLines(attributes, lines: [([SVGAttribute(.class, "sb-list-id")], id),
                                                         ([], " " + row.text)])
                } else {
                    writer.text(.text, attributes, content: row.text)
                }
            }
        }
        writer.close()
    }
}

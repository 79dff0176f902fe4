import LayoutModel

/// The numbered list of changes under a comparison sheet: one row per change, the view's id and badge on its
/// first row; long lists flow into columns and stop at ``maximumRows``, views that only followed their superview
/// at ``maximumFollowerRows``.
struct ChangeList {
    static let headingHeight = 28.0
    static let rowHeight = 18.0
    static let columnWidth = 440.0
    static let maximumRows = 400
    /// Views that only followed their superview are context, not changes: beyond this many, the rest are counted.
    static let maximumFollowerRows = 12

    struct Row {
        enum Style { case primary, continuation, heading, secondary, note }
        var style: Style
        var badge: Int?
        var id: String?
        var text: String
    }

    let rows: [Row]
    /// The rows of each column: about equal lengths, never starting a column with a view's further change.
    let columns: [ArraySlice<Row>]
    let width: Double

    /// Views that changed on their own first (numbered, one row per change), then the views that only moved or
    /// resized with their superview (one grey row each).
    init(groups: [ChangeGroup], width: Double) {
        var rows: [Row] = []
        for group in groups where group.isPrimary {
            for (position, change) in group.changes.enumerated() {
                rows.append(position == 0
                    ? Row(style: .primary, badge: group.badge, id: XMLText.quoted(group.viewID), text: change.summary)
                    : Row(style: .continuation, text: change.summary))
            }
        }
        let followers = groups.filter { !$0.isPrimary }
        if !followers.isEmpty {
            rows.append(Row(style: .heading, text: "Moved or resized with their superview (\(followers.count) "
                            + "view\(followers.count == 1 ? "" : "s"))"))
            for group in followers.prefix(Self.maximumFollowerRows) {
                rows.append(Row(style: .secondary, id: XMLText.quoted(group.viewID), text: group.summary))
            }
            if followers.count > Self.maximumFollowerRows {
                rows.append(Row(style: .note, text: "… and \(followers.count - Self.maximumFollowerRows) more"))
            }
        }
        if rows.isEmpty {
            rows = [Row(style: .note, text: "No differences in views, visibility, frames or stack attributes.")]
        }
        if rows.count > Self.maximumRows {
            let more = rows.count - (Self.maximumRows - 1)
            rows = Array(rows.prefix(Self.maximumRows - 1)) + [Row(style: .note, text: "… and \(more) more rows")]
        }
        self.rows = rows
        self.width = width
        let count = rows.count <= 10 ? 1 : max(1, min(Int(width / Self.columnWidth), (rows.count + 9) / 10))
        let target = (rows.count + count - 1) / count
        var columns: [ArraySlice<Row>] = []
        var start = 0
        while start < rows.count {
            var end = min(rows.count, start + target)
            while end < rows.count, rows[end].style == .continuation { end += 1 }
            columns.append(rows[start..<end])
            start = end
        }
        self.columns = columns
    }

    var height: Double { Self.headingHeight + Double(columns.map(\.count).max() ?? 0) * Self.rowHeight }

    func write(at origin: Point, heading: String, scope: IdentifierScope, into writer: inout SVGWriter) {
        writer.open(.g, [SVGAttribute(.class, "sb-change-list"),
                         SVGAttribute(.transform, "translate(\(formatNumber(origin.x)) \(formatNumber(origin.y)))")])
        let views = rows.filter { $0.style == .primary }.count
        writer.text(.text, [SVGAttribute(.class, "sb-list-heading"), SVGAttribute(.x, 0), SVGAttribute(.y, 15),
                            SVGAttribute(.fontSize, 13)],
                    content: heading + (views > 0 ? " (\(views) view\(views == 1 ? "" : "s"))" : ""))
        let columnWidth = width / Double(max(1, columns.count))
        for (column, rows) in columns.enumerated() {
            let x = Double(column) * columnWidth
            let clip = scope.documentID("list\(column)")
            writer.open(.clipPath, [SVGAttribute(.id, clip)])
            writer.leaf(.rect, [SVGAttribute(.x, x), SVGAttribute(.y, Self.headingHeight - 2),
                                SVGAttribute(.width, max(0, columnWidth - 12)),
                                SVGAttribute(.height, Double(rows.count) * Self.rowHeight + 4)])
            writer.close()
            for (offset, row) in rows.enumerated() {
                let midY = Self.headingHeight + (Double(offset) + 0.5) * Self.rowHeight
                if let badge = row.badge {
                    writer.leaf(.circle, [SVGAttribute(.class, "sb-badge"), SVGAttribute(.cx, x + 8),
                                          SVGAttribute(.cy, midY), SVGAttribute(.r, 7)])
                    writer.text(.text, [SVGAttribute(.class, "sb-badge-text"), SVGAttribute(.x, x + 8),
                                        SVGAttribute(.y, SystemFontMetrics.centredBaseline(midY: midY, pointSize: 9)),
                                        SVGAttribute(.fontSize, 9), SVGAttribute(.textAnchor, "middle")],
                                content: String(badge))
                }
                let indent: Double = row.style == .continuation ? 34 : (row.style == .heading ? 0 : 22)
                let className: String
                switch row.style {
                case .primary, .continuation: className = "sb-list-text"
                case .heading: className = "sb-list-subheading"
                case .secondary, .note: className = "sb-list-secondary"
                }
                let attributes = [SVGAttribute(.class, className), SVGAttribute(.x, x + indent),
                                  SVGAttribute(.y, SystemFontMetrics.centredBaseline(midY: midY, pointSize: 12)),
                                  SVGAttribute(.fontSize, 12), SVGAttribute(.clipPath, "url(#\(clip))")]
                if let id = row.id {
                    writer.textLines(attributes, lines: [([SVGAttribute(.class, "sb-list-id")], id),
                                                         ([SVGAttribute(.dx, 4)], row.text)])
                } else {
                    writer.text(.text, attributes, content: row.text)
                }
            }
        }
        writer.close()
    }
}

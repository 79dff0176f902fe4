import LayoutModel

extension SVGEmitter {
    static let sheetMargin = 24.0
    static let panelGap = 32.0
    /// Title, explanation and legend above the panels.
    static let sheetHeaderHeight = 100.0

    /// Short names that tell two configurations apart: the orientations when only they differ, the devices
    /// when only they differ, the full labels otherwise.
    static func distinguishingNames(_ left: LayoutConfiguration, _ right: LayoutConfiguration) -> (String, String) {
        let sameDevice = left.device == right.device
        if sameDevice, let a = left.orientation, let b = right.orientation, a != b { return (a.rawValue, b.rawValue) }
        if !sameDevice, left.orientation == right.orientation {
            return (ConfigurationLabel.deviceName(left.device), ConfigurationLabel.deviceName(right.device))
        }
        return (ConfigurationLabel.title(left), ConfigurationLabel.title(right))
    }

    /// Two configurations of a scene side by side at the same scale (1 unit = 1 pt), each labelled with device,
    /// orientation and size classes. Views that change are outlined in both panels with a numbered badge, and
    /// every change (``LayoutDiff``) is listed below under the same number.
    public static func compareSheet(left: (LayoutScene, LayoutConfiguration), right: (LayoutScene, LayoutConfiguration),
                                    style: WireframeStyle = .standard) -> String {
        let (leftScene, leftConfiguration) = left
        let (rightScene, rightConfiguration) = right
        let prefix = style.idPrefix.map(IdentifierScope.prefix(from:))
            ?? IdentifierScope.prefix(from: leftScene.id) + "-compare"
        let scope = IdentifierScope(prefix: prefix)
        let changes = LayoutDiff.compare(leftScene, rightScene)
        let groups = ChangeGroup.group(changes)

        var leftPanel = panel(leftScene, leftConfiguration, style: style, scope: scope, index: 1)
        var rightPanel = panel(rightScene, rightConfiguration, style: style, scope: scope, index: 2)
        leftPanel.marks = groups.compactMap { $0.mark(on: .left, scene: leftScene, geometry: leftPanel.renderer.geometry) }
        rightPanel.marks = groups.compactMap {
            $0.mark(on: .right, scene: rightScene, geometry: rightPanel.renderer.geometry)
        }

        let leftSize = leftPanel.size, rightSize = rightPanel.size
        let width = max(2 * sheetMargin + leftSize.width + panelGap + rightSize.width, 480)
        let key = SheetLegend.place(SheetLegend.items(style, changes: true), from: Point(x: sheetMargin, y: 72),
                                       width: width - 2 * sheetMargin)
        let panelsTop = sheetHeaderHeight + key.extraHeight
        let listTop = panelsTop + max(leftSize.height, rightSize.height) + 24
        let list = ChangeList(groups: groups, width: width - 2 * sheetMargin)
        let height = listTop + list.height + sheetMargin

        let (leftName, rightName) = distinguishingNames(leftConfiguration, rightConfiguration)
        let title = "\(sceneName(leftScene)) — \(leftName) vs \(rightName)"
        var writer = SVGWriter()
        writeHeader(
            into: &writer, scope: scope, viewBox: Rect(x: 0, y: 0, width: width, height: height),
            provenance: "Stackboard comparison sheet: scene \(XMLText.quoted(leftScene.id)), "
                + "\(ConfigurationLabel.title(leftConfiguration)) vs \(ConfigurationLabel.title(rightConfiguration))",
            title: title,
            description: "\(ConfigurationLabel.title(leftConfiguration)) and \(ConfigurationLabel.title(rightConfiguration))"
                + " at the same scale; \(changes.count) change\(changes.count == 1 ? "" : "s"). " + legend(style)
                + " Orange outlines mark views that change, numbered as in the list.")
        writer.leaf(.rect, [SVGAttribute(.class, "sb-page"), SVGAttribute(.x, 0), SVGAttribute(.y, 0),
                            SVGAttribute(.width, width), SVGAttribute(.height, height)])
        writeSheetTitle(title, subtitle: "Same scale, 1 unit = 1 pt. Orange outlines mark views that change; "
                        + "numbers refer to the list below.", width: width, scope: scope, into: &writer)
        SheetLegend.write(key, into: &writer)
        leftPanel.write(at: Point(x: sheetMargin, y: panelsTop), into: &writer)
        rightPanel.write(at: Point(x: sheetMargin + leftSize.width + panelGap, y: panelsTop), into: &writer)
        list.write(at: Point(x: sheetMargin, y: listTop), heading: "Changes from \(leftName) to \(rightName)",
                   scope: scope, into: &writer)
        return writer.finishString()
    }

    static func panel(_ scene: LayoutScene, _ configuration: LayoutConfiguration, style: WireframeStyle,
                      scope: IdentifierScope, index: Int, title: String? = nil) -> SheetPanel {
        let renderer = SceneRenderer(scene: scene, configuration: configuration, style: style,
                                     scope: IdentifierScope(prefix: scope.documentID("p\(index)")))
        return SheetPanel(renderer: renderer, title: title ?? ConfigurationLabel.title(configuration))
    }

    /// The sheet's title and a line of explanation, clipped to the sheet.
    static func writeSheetTitle(_ title: String, subtitle: String, width: Double, scope: IdentifierScope,
                                into writer: inout SVGWriter) {
        let clip = scope.documentID("head")
        writer.open(.clipPath, [SVGAttribute(.id, clip)])
        writer.leaf(.rect, [SVGAttribute(.x, 0), SVGAttribute(.y, 0), SVGAttribute(.width, width - sheetMargin),
                            SVGAttribute(.height, 70)])
        writer.close()
        writer.text(.text, [SVGAttribute(.class, "sb-panel-title"), SVGAttribute(.x, sheetMargin),
                            SVGAttribute(.y, 42), SVGAttribute(.fontSize, 18),
                            SVGAttribute(.clipPath, "url(#\(clip))")],
                    content: title)
        writer.text(.text, [SVGAttribute(.class, "sb-panel-subtitle"), SVGAttribute(.x, sheetMargin),
                            SVGAttribute(.y, 61), SVGAttribute(.fontSize, 11),
                            SVGAttribute(.clipPath, "url(#\(clip))")],
                    content: subtitle)
    }
}

/// The changes of one view, numbered for the panels and the list.
struct ChangeGroup {
    enum Side { case left, right }

    var viewID: String
    var leftIndex: Int?
    var rightIndex: Int?
    var changes: [LayoutChange]
    /// Numbered and outlined; nil when every change of the view follows its superview (listed apart).
    var badge: Int?

    /// Whether the view changed on its own: any change that does not just follow its superview.
    var isPrimary: Bool { changes.contains { !$0.followsSuperview } }

    /// Changes grouped per view, in the order of their first change; views that changed on their own are
    /// numbered 1, 2, … in that order.
    static func group(_ changes: [LayoutChange]) -> [ChangeGroup] {
        var groups: [ChangeGroup] = []
        var positions: [String: Int] = [:]
        for change in changes {
            let key = change.leftIndex.map { "l\($0)" } ?? "r\(change.rightIndex ?? -1)"
            if let position = positions[key] {
                groups[position].changes.append(change)
            } else {
                positions[key] = groups.count
                groups.append(ChangeGroup(viewID: change.viewID, leftIndex: change.leftIndex,
                                          rightIndex: change.rightIndex, changes: [change]))
            }
        }
        var next = 1
        for index in groups.indices where groups[index].isPrimary {
            groups[index].badge = next
            next += 1
        }
        return groups
    }

    var summary: String { changes.map(\.summary).joined(separator: "; ") }

    func mark(on side: Side, scene: LayoutScene, geometry: SceneGeometry) -> ChangeMark? {
        guard let badge, let index = side == .left ? leftIndex : rightIndex, scene.nodes.indices.contains(index) else {
            return nil
        }
        return ChangeMark(nodeIndex: index, badge: badge, absent: geometry.effectivelyHidden[index],
                          title: "\(badge) · \(XMLText.quoted(viewID)) — \(summary)")
    }
}

import LayoutModel

/// A view to outline on a comparison panel, with the number that links it to the list of changes.
struct ChangeMark {
    var nodeIndex: Int
    var badge: Int
    /// Hidden on this side: drawn dashed where the view would be.
    var absent: Bool
    var title: String
}

/// Overlays drawn above every view: layout margins, the safe area, the device outline and change marks.
extension SceneRenderer {
    func writeLayoutMargins(into writer: inout SVGWriter) {
        let shown = scene.nodes.indices.filter { index in
            let node = scene.nodes[index]
            guard style.showHidden || !geometry.effectivelyHidden[index] else { return false }
            return node.parent == nil || node.properties.layoutMarginsRelativeArrangement == true
                || node.properties.layoutMargins != nil
        }
        let boxes = shown.compactMap { index -> (Int, Rect)? in
            let margins = scene.nodes[index].layoutMargins
            let insets = EdgeInsets(top: Self.finiteOrZero(margins.top), leading: Self.finiteOrZero(margins.leading),
                                    bottom: Self.finiteOrZero(margins.bottom),
                                    trailing: Self.finiteOrZero(margins.trailing))
            // Margins of content a scroll view clips are clipped with it.
            guard let box = visiblePart(of: geometry.frames[index].rect.inset(by: insets), index: index)
            else { return nil }
            return box.width > 0 && box.height > 0 ? (index, box) : nil
        }
        guard !boxes.isEmpty else { return }
        writer.open(.g, [SVGAttribute(.class, "sb-overlay sb-layout-margins")])
        for (index, box) in boxes {
            let margins = scene.nodes[index].layoutMargins
            writer.open(.rect, rectAttributes(box, className: "sb-margins-line"))
            writer.text(.title, content: "layout margins of \(XMLText.quoted(scene.nodes[index].id)) — "
                        + Self.insetsText(margins))
            writer.close()
        }
        writer.close()
    }

    func writeSafeArea(into writer: inout SVGWriter) {
        guard let raw = scene.safeAreaInsets else { return }
        let insets = EdgeInsets(top: Self.drawable(raw.top), leading: Self.drawable(raw.leading),
                                bottom: Self.drawable(raw.bottom), trailing: Self.drawable(raw.trailing))
        let canvas = self.canvas
        let safe = canvas.inset(by: insets)
        writer.open(.g, [SVGAttribute(.class, "sb-overlay sb-safe-area")])
        writer.text(.title) { title in
            title.content(plain: "safe area ")
            ViewDescription.writeFrame(safe, into: &title)
            title.content(plain: " — ")
            title.content(Self.insetsText(raw))
        }
        let clip = scope.documentID("screen")
        writer.open(.clipPath, [SVGAttribute(.id, clip)])
        writer.leaf(.rect, roundedRectAttributes(canvas, radius: screenCornerRadius, className: nil))
        writer.close()
        let bands = [
            Rect(x: 0, y: 0, width: canvas.width, height: insets.top),
            Rect(x: 0, y: canvas.height - insets.bottom, width: canvas.width, height: insets.bottom),
            Rect(x: 0, y: insets.top, width: insets.leading, height: max(0, canvas.height - insets.top - insets.bottom)),
            Rect(x: canvas.width - insets.trailing, y: insets.top, width: insets.trailing,
                 height: max(0, canvas.height - insets.top - insets.bottom)),
        ]
        for band in bands where band.width > 0 && band.height > 0 {
            writer.leaf(.rect, rectAttributes(band, className: "sb-safe-band")
                        + [SVGAttribute(.clipPath, "url(#\(clip))")])
        }
        if safe.width > 0, safe.height > 0, safe != canvas {
            writer.leaf(.rect, rectAttributes(safe, className: "sb-safe-line"))
        }
        writer.close()
    }

    func writeDeviceOutline(into writer: inout SVGWriter) {
        guard isScreen else { return }
        let canvas = self.canvas
        let radius = screenCornerRadius
        writer.open(.g, [SVGAttribute(.class, "sb-overlay sb-device")])
        var outline = rectAttributes(Rect(x: -3, y: -3, width: canvas.width + 6, height: canvas.height + 6),
                                     className: "sb-device-outline")
        outline.append(SVGAttribute(.rx, radius > 0 ? radius + 3 : 3))
        writer.leaf(.rect, outline)
        if radius > 0 {
            // The home indicator: 134 pt on iPhones in portrait, wider in landscape and on iPads.
            let width: Double = min(canvas.width, canvas.height) >= 600 ? 315
                : (canvas.width > canvas.height ? 210 : 134)
            let bar = Rect(x: canvas.midX - width / 2, y: canvas.height - 13, width: width, height: 5)
            writer.leaf(.rect, roundedRectAttributes(bar, radius: 2.5, className: "sb-home-indicator"))
        }
        writer.close()
    }

    func writeChangeMarks(_ marks: [ChangeMark], into writer: inout SVGWriter) {
        writer.open(.g, [SVGAttribute(.class, "sb-overlay sb-changes")])
        var badges: [Point] = []
        for mark in marks where scene.nodes.indices.contains(mark.nodeIndex) {
            let rect = geometry.frames[mark.nodeIndex].rect
            writer.open(.g, [SVGAttribute(.class, "sb-change"), SVGAttribute(.dataChange, String(mark.badge))])
            writer.text(.title, content: mark.title)
            let outline = Rect(x: rect.x - 1.5, y: rect.y - 1.5, width: rect.width + 3, height: rect.height + 3)
            writer.leaf(.rect, roundedRectAttributes(outline, radius: 2,
                                                     className: mark.absent ? "sb-change-mark-absent" : "sb-change-mark"))
            // The badge sits on the top-left corner, moved right until it clears earlier badges.
            var centre = Point(x: rect.minX, y: rect.minY)
            while badges.contains(where: { abs($0.x - centre.x) < 15 && abs($0.y - centre.y) < 15 }) {
                centre.x += 16
            }
            badges.append(centre)
            writer.leaf(.circle, circle(cx: centre.x, cy: centre.y, r: 7, className: "sb-badge"))
            writer.text(.text, [SVGAttribute(.class, "sb-badge-text"), SVGAttribute(.x, centre.x),
                                SVGAttribute(.y, SystemFontMetrics.centredBaseline(midY: centre.y, pointSize: 9)),
                                SVGAttribute(.fontSize, 9), SVGAttribute(.textAnchor, "middle")],
                        content: String(mark.badge))
            writer.close()
        }
        writer.close()
    }

    static func insetsText(_ insets: EdgeInsets) -> String {
        "top \(formatNumber(insets.top)), leading \(formatNumber(insets.leading)), "
            + "bottom \(formatNumber(insets.bottom)), trailing \(formatNumber(insets.trailing))"
    }

    private static func finiteOrZero(_ value: Double) -> Double { value.isFinite ? value : 0 }
}

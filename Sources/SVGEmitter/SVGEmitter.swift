import LayoutModel

/// Writes laid-out scenes as SVG wireframes: one scene, a comparison sheet of two configurations, or a matrix
/// of configurations.
///
/// Output is deterministic (byte-identical across runs and machines), self-contained (one embedded stylesheet,
/// no scripts, no external references) and safe for any input text: user text only lands, escaped, in text
/// content and in attribute values the emitter chose, and ids are mapped to safe unique tokens.
/// One user unit is one point; a scene's root is at 0,0, so every coordinate is the UIKit coordinate in the
/// root view's space.
public enum SVGEmitter {
    /// Space around a single scene, enough for the device outline.
    static let margin = 16.0

    /// A wireframe of one scene.
    public static func emit(_ scene: LayoutScene, configuration: LayoutConfiguration,
                            style: WireframeStyle = .standard) -> String {
        String(decoding: emitUTF8(scene, configuration: configuration, style: style), as: UTF8.self)
    }

    /// ``emit(_:configuration:style:)`` as the UTF-8 bytes of the document, for writing to a file: a large
    /// document's bytes become a `String` only after a pass that validates them (about 10 instructions a byte).
    public static func emitUTF8(_ scene: LayoutScene, configuration: LayoutConfiguration,
                                style: WireframeStyle = .standard) -> [UInt8] {
        let scope = IdentifierScope(prefix: documentPrefix(style: style, scene: scene, configuration: configuration))
        let renderer = SceneRenderer(scene: scene, configuration: configuration, style: style, scope: scope)
        let canvas = renderer.canvas
        let summary = renderer.summary
        let name = sceneName(scene)
        // Room for the header and 768 bytes per view drawn (a group, its title and a shape, with the stacks' marks:
        // about 600 in the benchmark's documents), so that a large document is not copied at every doubling.
        let viewsDrawn = min(scene.nodes.count, max(0, style.maximumViews))
        var writer = SVGWriter(capacity: (1 << 16) + min(768 * viewsDrawn, 1 << 26))
        writeHeader(
            into: &writer, scope: scope,
            viewBox: Rect(x: -margin, y: -margin, width: canvas.width + 2 * margin, height: canvas.height + 2 * margin),
            provenance: "Stackboard wireframe: scene \(XMLText.quoted(scene.id)), \(ConfigurationLabel.title(configuration)), "
                + "\(formatNumber(canvas.width)) × \(formatNumber(canvas.height)) pt",
            title: "\(name) — \(ConfigurationLabel.title(configuration))",
            description: describe(summary, style: style) + " " + legend(style))
        writer.leaf(.rect, [SVGAttribute(.class, "sb-page"), SVGAttribute(.x, -margin), SVGAttribute(.y, -margin),
                            SVGAttribute(.width, canvas.width + 2 * margin),
                            SVGAttribute(.height, canvas.height + 2 * margin)])
        writer.open(.g, [SVGAttribute(.class, "sb-scene")])
        let drawn = renderer.render(into: &writer)
        writer.close()
        let notDrawn = summary.drawn + summary.omitted - drawn
        if notDrawn > 0 {
            writer.text(.text, [SVGAttribute(.class, "sb-note"), SVGAttribute(.x, 0), SVGAttribute(.y, -4),
                                SVGAttribute(.fontSize, 9)],
                        content: "\(notDrawn) views not drawn (limits: \(style.maximumViews) views, "
                            + "\(SVGWriter.elementBudget) elements)")
        }
        return writer.finish()
    }

    // MARK: Shared by every document.

    /// The XML declaration, provenance comment, root element, title, description and stylesheet.
    static func writeHeader(into writer: inout SVGWriter, scope: IdentifierScope, viewBox: Rect, provenance: String,
                            title: String, description: String) {
        writer.declaration("<?xml version=\"1.0\" encoding=\"UTF-8\"?>")
        writer.comment(provenance)
        let titleID = scope.documentID("title"), descID = scope.documentID("desc")
        writer.open(.svg, [
            SVGAttribute(.xmlns, "http://www.w3.org/2000/svg"),
            SVGAttribute(.width, SceneRenderer.drawable(viewBox.width)),
            SVGAttribute(.height, SceneRenderer.drawable(viewBox.height)),
            SVGAttribute(.viewBox, [viewBox.x, viewBox.y, SceneRenderer.drawable(viewBox.width),
                                    SceneRenderer.drawable(viewBox.height)].map(formatNumber).joined(separator: " ")),
            SVGAttribute(.role, "img"),
            SVGAttribute(.ariaLabelledBy, "\(titleID) \(descID)"),
            SVGAttribute(.fontFamily, Stylesheet.fontFamily),
        ])
        writer.text(.title, [SVGAttribute(.id, titleID)], content: title)
        writer.text(.desc, [SVGAttribute(.id, descID)], content: description)
        writer.block(.style, lines: Stylesheet.lines)
    }

    /// `sb-<scene>-<device>-<orientation>`, or the style's prefix.
    static func documentPrefix(style: WireframeStyle, scene: LayoutScene, configuration: LayoutConfiguration) -> String {
        if let prefix = style.idPrefix { return IdentifierScope.prefix(from: prefix) }
        return IdentifierScope.prefix(from: scene.id) + "-" + IdentifierMap.encode(configuration.device ?? "custom")
            + "-" + (configuration.orientation?.rawValue ?? "any")
    }

    static func sceneName(_ scene: LayoutScene) -> String {
        XMLText.sanitized(scene.name ?? scene.id, identifier: true)
    }

    static func describe(_ summary: SceneRenderer.Summary, style: WireframeStyle) -> String {
        var text = "\(summary.views) view\(summary.views == 1 ? "" : "s")"
        if summary.hidden > 0 {
            text += ", \(summary.hidden) hidden (\(style.showHidden ? "ghosted" : "not drawn"))"
        }
        if summary.omitted > 0 { text += ", \(summary.omitted) over the limit of \(style.maximumViews) not drawn" }
        return text + "."
    }

    /// What the overlays that are switched on mean.
    static func legend(_ style: WireframeStyle) -> String {
        var items: [String] = []
        if style.showStackOutlines { items.append("dashed purple outlines are stack views, the arrow shows the axis") }
        if style.showSpacing { items.append("pink bands are gaps between arranged views, in points") }
        if style.showLayoutMargins { items.append("dotted teal lines are layout margins") }
        if style.showSafeArea { items.append("grey bands lie outside the safe area") }
        if style.showHidden { items.append("faded views are hidden") }
        items.append("red crosses mark negative sizes drawn as 0")
        return "Legend: " + items.joined(separator: "; ") + "."
    }
}

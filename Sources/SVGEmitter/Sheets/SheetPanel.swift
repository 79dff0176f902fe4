import LayoutModel

/// One labelled scene on a sheet: a header (title and a subtitle) above the scene, drawn at 1 unit = 1 pt.
struct SheetPanel {
    static let headerHeight = 46.0
    /// Space around the canvas for the device outline.
    static let padding = 12.0
    static let minimumWidth = 240.0

    let renderer: SceneRenderer
    let title: String
    /// The variant tag after the size (`layout B`), bold when `tagEmphasised`.
    var tag: String?
    var tagEmphasised = false
    var marks: [ChangeMark] = []

    var size: Size {
        let canvas = renderer.canvas
        return Size(width: max(canvas.width + 2 * Self.padding, Self.minimumWidth),
                    height: Self.headerHeight + canvas.height + 2 * Self.padding)
    }

    /// Writes the panel with its top-left corner at `origin`.
    func write(at origin: Point, into writer: inout SVGWriter) {
        let scope = renderer.scope
        let size = self.size
        writer.open(.g, [SVGAttribute(.id, scope.prefix), SVGAttribute(.class, "sb-panel"),
                         SVGAttribute(.transform, "translate(\(formatNumber(origin.x)) \(formatNumber(origin.y)))")])
        let headClip = scope.documentID("head")
        writer.open(.clipPath, [SVGAttribute(.id, headClip)])
        writer.leaf(.rect, [SVGAttribute(.x, 0), SVGAttribute(.y, 0), SVGAttribute(.width, size.width),
                            SVGAttribute(.height, Self.headerHeight)])
        writer.close()
        writer.text(.text, [SVGAttribute(.class, "sb-panel-title"), SVGAttribute(.x, Self.padding),
                            SVGAttribute(.y, 17), SVGAttribute(.fontSize, 13),
                            SVGAttribute(.clipPath, "url(#\(headClip))")],
                    content: title)
        let subtitleAttributes = [SVGAttribute(.class, "sb-panel-subtitle"), SVGAttribute(.x, Self.padding),
                                  SVGAttribute(.y, 33), SVGAttribute(.fontSize, 11),
                                  SVGAttribute(.clipPath, "url(#\(headClip))")]
        if let tag {
            // Separate runs; `dx` spaces them, as whitespace at the edge of a run may be collapsed.
            writer.textLines(subtitleAttributes, lines: [
                ([], Self.sizeText(renderer) + " ·"),
                ([SVGAttribute(.class, tagEmphasised ? "sb-variant-tag-text" : "sb-panel-subtitle"),
                  SVGAttribute(.dx, 3)], tag),
            ])
        } else {
            writer.text(.text, subtitleAttributes, content: Self.sizeText(renderer))
        }
        let canvas = renderer.canvas
        let sceneClip = scope.documentID("clip")
        writer.open(.clipPath, [SVGAttribute(.id, sceneClip)])
        writer.leaf(.rect, [SVGAttribute(.x, -Self.padding), SVGAttribute(.y, -Self.padding),
                            SVGAttribute(.width, canvas.width + 2 * Self.padding),
                            SVGAttribute(.height, canvas.height + 2 * Self.padding)])
        writer.close()
        writer.open(.g, [SVGAttribute(.class, "sb-scene"),
                         SVGAttribute(.transform, "translate(\(formatNumber(Self.padding)) "
                                      + "\(formatNumber(Self.headerHeight + Self.padding)))"),
                         SVGAttribute(.clipPath, "url(#\(sceneClip))")])
        renderer.render(into: &writer, marks: marks)
        writer.close()
        writer.close()
    }

    /// The subtitle's size run: `393 × 852 pt · @3x`.
    static func sizeText(_ renderer: SceneRenderer) -> String {
        "\(formatNumber(renderer.canvas.width)) × \(formatNumber(renderer.canvas.height)) pt"
            + " · @\(formatNumber(renderer.grid.scale))x"
    }
}

/// What makes two layouts the same variant: the same views, visibility and stack attributes, in order.
/// Frames are left out: they change with the canvas even when the variant does not.
struct VariantSignature: Equatable {
    struct Entry: Equatable {
        var id: String
        var kind: ViewKind
        var hidden: Bool
        var axis: Axis?
        var distribution: StackDistribution?
        var alignment: StackAlignment?
        var spacing: StackSpacing?
    }

    var entries: [Entry]

    init(_ scene: LayoutScene) {
        entries = scene.nodes.map { node in
            let stack = node.kind == .stackView
            return Entry(id: node.id, kind: node.kind, hidden: node.hidden,
                         axis: stack ? node.properties.axis ?? .horizontal : nil,
                         distribution: stack ? node.properties.distribution ?? .fill : nil,
                         alignment: stack ? (node.properties.alignment ?? .fill).normalized : nil,
                         spacing: stack ? node.properties.spacing ?? .fixed(0) : nil)
        }
    }

    /// Letters for signatures in order of first appearance: A, B, … Z, then A2, B2, ….
    static func letters(for scenes: [LayoutScene]) -> [String] {
        var distinct: [VariantSignature] = []
        return scenes.map { scene in
            let signature = VariantSignature(scene)
            let index: Int
            if let existing = distinct.firstIndex(of: signature) {
                index = existing
            } else {
                distinct.append(signature)
                index = distinct.count - 1
            }
            let letter = String(UnicodeScalar(UInt8(65 + index % 26)))
            return index < 26 ? letter : letter + String(index / 26 + 1)
        }
    }
}

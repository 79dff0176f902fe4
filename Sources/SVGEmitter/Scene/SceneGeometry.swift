import LayoutModel

/// A view's frame as drawn: in the root's coordinate space, with sizes clamped to be drawable.
struct PlacedFrame {
    /// Absolute frame; non-finite numbers are 0 and negative sizes are clamped to 0.
    var rect: Rect
    /// A size the solver produced was negative (clamped here, marked in the output).
    var negativeSize: Bool
    /// A number was not finite (written as 0, marked in the output).
    var nonFinite: Bool
}

/// The tree structure and drawable frames of a scene, derived once in O(n).
struct SceneGeometry {
    let frames: [PlacedFrame]
    let children: [[Int]]
    /// Nodes without a (valid) parent, in order.
    let roots: [Int]
    /// Hidden itself or below a hidden ancestor.
    let effectivelyHidden: [Bool]

    init(scene: LayoutScene) {
        let nodes = scene.nodes
        var frames: [PlacedFrame] = []
        frames.reserveCapacity(nodes.count)
        var children = Array(repeating: [Int](), count: nodes.count)
        var roots: [Int] = []
        var hidden: [Bool] = []
        hidden.reserveCapacity(nodes.count)
        for (index, node) in nodes.enumerated() {
            // Pre-order: a valid parent comes before its children. Anything else is drawn as a root.
            let parent = node.parent.flatMap { $0 >= 0 && $0 < index ? $0 : nil }
            let origin = parent.map { frames[$0].rect.origin } ?? .zero
            let x = Self.finite(node.frame.x), y = Self.finite(node.frame.y)
            let width = Self.finite(node.frame.width), height = Self.finite(node.frame.height)
            let nonFinite = !(node.frame.x.isFinite && node.frame.y.isFinite && node.frame.width.isFinite
                && node.frame.height.isFinite)
            frames.append(PlacedFrame(
                rect: Rect(x: origin.x + x, y: origin.y + y, width: max(0, width), height: max(0, height)),
                negativeSize: width < 0 || height < 0,
                nonFinite: nonFinite))
            if let parent {
                children[parent].append(index)
                hidden.append(node.hidden || hidden[parent])
            } else {
                roots.append(index)
                hidden.append(node.hidden)
            }
        }
        self.frames = frames
        self.children = children
        self.roots = roots
        self.effectivelyHidden = hidden
    }

    private static func finite(_ value: Double) -> Double { value.isFinite ? value : 0 }
}

/// Snapping to the device's pixel grid, as UIKit does when it places text.
struct PixelGrid {
    let scale: Double

    init(scale: Double) {
        self.scale = scale.isFinite && scale >= 1 ? scale : 2
    }

    func round(_ value: Double) -> Double { (value * scale).rounded() / scale }
}

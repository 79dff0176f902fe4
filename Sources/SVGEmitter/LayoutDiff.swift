import LayoutModel

/// One structural difference between two layouts of a scene (for example portrait and landscape).
public struct LayoutChange: Hashable, Sendable, CustomStringConvertible {
    public enum Kind: Hashable, Sendable {
        /// Only in the right layout (not installed on the left).
        case added
        /// Only in the left layout.
        case removed
        /// Hidden on the left, visible on the right.
        case shown
        /// Visible on the left, hidden on the right.
        case hidden
        /// The frame's origin, relative to the superview, changed.
        case moved(from: Point, to: Point)
        case resized(from: Size, to: Size)
        case axis(from: Axis, to: Axis)
        case distribution(from: StackDistribution, to: StackDistribution)
        case alignment(from: StackAlignment, to: StackAlignment)
        case spacing(from: StackSpacing, to: StackSpacing)
    }

    public var viewID: String
    /// The view's index in the left scene's nodes; nil when it is only on the right.
    public var leftIndex: Int?
    /// The view's index in the right scene's nodes; nil when it is only on the left.
    public var rightIndex: Int?
    public var kind: Kind
    /// For a move or resize: the view kept its distances to its superview's edges (or its centre, or its
    /// proportions) while the superview changed size, so the change follows from the superview's own (a root
    /// view follows the canvas). Sheets list such changes apart instead of highlighting them.
    public var followsSuperview: Bool

    public init(viewID: String, leftIndex: Int?, rightIndex: Int?, kind: Kind, followsSuperview: Bool = false) {
        self.viewID = viewID
        self.leftIndex = leftIndex
        self.rightIndex = rightIndex
        self.kind = kind
        self.followsSuperview = followsSuperview
    }

    /// What changed, without the view: `moved 16,44 → 16,20`.
    public var summary: String {
        switch kind {
        case .added: "added"
        case .removed: "removed"
        case .shown: "shown"
        case .hidden: "hidden"
        case .moved(let from, let to):
            "moved \(formatNumber(from.x)),\(formatNumber(from.y)) → \(formatNumber(to.x)),\(formatNumber(to.y))"
        case .resized(let from, let to):
            "resized \(formatNumber(from.width))×\(formatNumber(from.height)) → "
                + "\(formatNumber(to.width))×\(formatNumber(to.height))"
        case .axis(let from, let to): "axis \(from.rawValue) → \(to.rawValue)"
        case .distribution(let from, let to): "distribution \(from.rawValue) → \(to.rawValue)"
        case .alignment(let from, let to): "alignment \(from.rawValue) → \(to.rawValue)"
        case .spacing(let from, let to):
            "spacing \(ViewDescription.spacing(from)) → \(ViewDescription.spacing(to))"
        }
    }

    /// `'title' moved 16,44 → 16,20`, with the id quoted and made safe to print.
    public var description: String { "\(XMLText.quoted(viewID)) \(summary)" }
}

/// Structural comparison of two layouts of the same scene: views are matched by id (the n-th view with an id
/// on the left with the n-th on the right), frames are compared relative to the superview.
public enum LayoutDiff {
    /// Differences up to this many points are not reported (users.md §3.5).
    public static let defaultTolerance = 0.5

    /// The changes from `left` to `right`, in a fixed order: views in the left scene's order (for each: removed,
    /// shown or hidden, moved, resized, axis, distribution, alignment, spacing), then views only on the right in
    /// the right scene's order. Views hidden on either side report visibility only, not geometry.
    public static func compare(_ left: LayoutScene, _ right: LayoutScene,
                               tolerance: Double = defaultTolerance) -> [LayoutChange] {
        let rightByID = occurrences(of: right)
        let leftHidden = SceneGeometry(scene: left).effectivelyHidden
        let rightHidden = SceneGeometry(scene: right).effectivelyHidden
        var matchedRight = Array(repeating: false, count: right.nodes.count)
        var seen: [String: Int] = [:]
        var changes: [LayoutChange] = []

        for (leftIndex, a) in left.nodes.enumerated() {
            let occurrence = seen[a.id, default: 0]
            seen[a.id] = occurrence + 1
            guard let candidates = rightByID[a.id], occurrence < candidates.count else {
                changes.append(LayoutChange(viewID: a.id, leftIndex: leftIndex, rightIndex: nil, kind: .removed))
                continue
            }
            let rightIndex = candidates[occurrence]
            matchedRight[rightIndex] = true
            let b = right.nodes[rightIndex]
            func add(_ kind: LayoutChange.Kind) {
                changes.append(LayoutChange(viewID: a.id, leftIndex: leftIndex, rightIndex: rightIndex, kind: kind))
            }
            if a.hidden != b.hidden { add(b.hidden ? .hidden : .shown) }
            if !leftHidden[leftIndex] && !rightHidden[rightIndex] {
                let follows = followsSuperview(a, in: left, b, in: right, tolerance: tolerance)
                if differs(a.frame.x, b.frame.x, tolerance) || differs(a.frame.y, b.frame.y, tolerance) {
                    changes.append(LayoutChange(viewID: a.id, leftIndex: leftIndex, rightIndex: rightIndex,
                                                kind: .moved(from: a.frame.origin, to: b.frame.origin),
                                                followsSuperview: follows))
                }
                if differs(a.frame.width, b.frame.width, tolerance) || differs(a.frame.height, b.frame.height, tolerance) {
                    changes.append(LayoutChange(viewID: a.id, leftIndex: leftIndex, rightIndex: rightIndex,
                                                kind: .resized(from: a.frame.size, to: b.frame.size),
                                                followsSuperview: follows))
                }
            }
            if a.kind == .stackView && b.kind == .stackView {
                let p = a.properties, q = b.properties
                let axes = (p.axis ?? .horizontal, q.axis ?? .horizontal)
                if axes.0 != axes.1 { add(.axis(from: axes.0, to: axes.1)) }
                let distributions = (p.distribution ?? .fill, q.distribution ?? .fill)
                if distributions.0 != distributions.1 {
                    add(.distribution(from: distributions.0, to: distributions.1))
                }
                let alignments = (p.alignment ?? .fill, q.alignment ?? .fill)
                if alignments.0.normalized != alignments.1.normalized {
                    add(.alignment(from: alignments.0, to: alignments.1))
                }
                let spacings = (p.spacing ?? .fixed(0), q.spacing ?? .fixed(0))
                if spacingDiffers(spacings.0, spacings.1) { add(.spacing(from: spacings.0, to: spacings.1)) }
            }
        }
        for (rightIndex, b) in right.nodes.enumerated() where !matchedRight[rightIndex] {
            changes.append(LayoutChange(viewID: b.id, leftIndex: nil, rightIndex: rightIndex, kind: .added))
        }
        return changes
    }

    /// Whether a view's frame change is explained by its superview's size change on both axes: the same
    /// leading and trailing distances (stretched), the same size and leading, trailing or centre distance
    /// (pinned), or the same proportions. Root views follow the canvas.
    static func followsSuperview(_ a: LayoutNode, in left: LayoutScene, _ b: LayoutNode, in right: LayoutScene,
                                 tolerance: Double) -> Bool {
        switch (a.parent, b.parent) {
        case (nil, nil):
            return true
        case (let p?, let q?):
            guard left.nodes.indices.contains(p), right.nodes.indices.contains(q),
                  left.nodes[p].id == right.nodes[q].id else { return false }
            let parentA = left.nodes[p].frame.size, parentB = right.nodes[q].frame.size
            return explained(a.frame.x, a.frame.width, parentA.width, b.frame.x, b.frame.width, parentB.width,
                             tolerance)
                && explained(a.frame.y, a.frame.height, parentA.height, b.frame.y, b.frame.height, parentB.height,
                             tolerance)
        default:
            return false
        }
    }

    private static func explained(_ x1: Double, _ w1: Double, _ p1: Double, _ x2: Double, _ w2: Double, _ p2: Double,
                                  _ tolerance: Double) -> Bool {
        func same(_ u: Double, _ v: Double) -> Bool { abs(u - v) <= tolerance }
        let leading = same(x1, x2)
        let trailing = same(p1 - x1 - w1, p2 - x2 - w2)
        let size = same(w1, w2)
        let centre = same(x1 + w1 / 2 - p1 / 2, x2 + w2 / 2 - p2 / 2)
        let proportional = p1 > 0 && p2 > 0 && same(x1 / p1 * p2, x2) && same(w1 / p1 * p2, w2)
        return (leading && trailing) || (size && (leading || trailing || centre)) || proportional
    }

    /// Node indices per id, in order (used for look-up only, never iterated).
    private static func occurrences(of scene: LayoutScene) -> [String: [Int]] {
        var result: [String: [Int]] = [:]
        for (index, node) in scene.nodes.enumerated() { result[node.id, default: []].append(index) }
        return result
    }

    private static func differs(_ a: Double, _ b: Double, _ tolerance: Double) -> Bool {
        if a.isFinite != b.isFinite { return true }
        return a.isFinite && abs(a - b) > tolerance
    }

    private static func spacingDiffers(_ a: StackSpacing, _ b: StackSpacing) -> Bool {
        switch (a, b) {
        case (.standard, .standard): false
        case (.fixed(let x), .fixed(let y)): x != y
        default: true
        }
    }
}

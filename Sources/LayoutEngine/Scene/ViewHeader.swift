import LayoutModel

/// The fields of a view that passes over every view read, kept apart from its record (``SceneView``, over 300
/// bytes) in 12 bytes: at 100,000 views a pass that read one field of each record waited on memory for nearly
/// every view, where a pass over the headers stays in the processor's caches. Read through
/// ``SceneTable/header(_:)``.
struct ViewHeader: Sendable {
    private let parentIndex: Int32
    private let depthValue: Int32
    let kind: ViewKind
    let isHidden: Bool
    /// `preservesSuperviewLayoutMargins` is set to true.
    let preservesSuperviewLayoutMargins: Bool
    let hasSubviews: Bool

    init(parent: Int?, depth: Int, kind: ViewKind, isHidden: Bool, preservesSuperviewLayoutMargins: Bool,
         hasSubviews: Bool) {
        parentIndex = Int32(parent ?? -1)
        depthValue = Int32(depth)
        self.kind = kind
        self.isHidden = isHidden
        self.preservesSuperviewLayoutMargins = preservesSuperviewLayoutMargins
        self.hasSubviews = hasSubviews
    }

    /// A header for a slot not yet filled.
    static let unfilled = ViewHeader(parent: nil, depth: 0, kind: .view, isHidden: false,
                                     preservesSuperviewLayoutMargins: false, hasSubviews: false)

    var parent: Int? { parentIndex < 0 ? nil : Int(parentIndex) }
    var depth: Int { Int(depthValue) }
}

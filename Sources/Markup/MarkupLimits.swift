/// Caps that keep hostile or broken input cheap to reject (robustness.md §1.5, §4.5). Each one produces a
/// clear error instead of a crash, a hang or libxml2's own message.
public struct MarkupLimits: Sendable, Hashable {
    /// The largest file accepted, in bytes (libxml2's memory API takes a C `int`, so at most 1 GiB).
    public var maxBytes: Int
    /// The deepest element nesting accepted. libxml2 2.9.14 stops at 256 itself; the cap stays below that.
    public var maxDepth: Int
    /// The most attributes one start tag may have (2.9.14 checks duplicates in quadratic time).
    public var maxAttributesPerElement: Int
    /// The most elements a document may have.
    public var maxElements: Int
    /// The most views a document may have, scene roots included (layout cost grows faster than linearly).
    public var maxViews: Int
    /// The most constraints a document may have, counting each constraint once (not per variation).
    public var maxConstraints: Int
    /// The longest text a view may show (a label's text, a button's title, a placeholder, a segment), in
    /// characters.
    public var maxTextLength: Int

    public init(maxBytes: Int = 16 << 20, maxDepth: Int = 128, maxAttributesPerElement: Int = 256,
                maxElements: Int = 250_000, maxViews: Int = 10_000, maxConstraints: Int = 40_000,
                maxTextLength: Int = 10_000) {
        self.maxBytes = max(0, min(maxBytes, 1 << 30))
        self.maxDepth = max(1, min(maxDepth, 250))
        self.maxAttributesPerElement = max(1, maxAttributesPerElement)
        self.maxElements = max(1, maxElements)
        self.maxViews = max(1, maxViews)
        self.maxConstraints = max(0, maxConstraints)
        self.maxTextLength = max(0, maxTextLength)
    }

    public static let `default` = MarkupLimits()
}

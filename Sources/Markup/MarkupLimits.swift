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
    /// The most views a document may have, scene roots included.
    public var maxViews: Int
    /// The most subviews one view may have: real layouts fan out far less, and a single wide level is where
    /// unconstrained or one-stack layouts cost the most.
    public var maxSubviewsPerView: Int
    /// The most constraints a document may have, counting each constraint once (not per variation).
    public var maxConstraints: Int
    /// The longest text a view may show (a label's text, a button's title, a placeholder, a segment), in
    /// characters.
    public var maxTextLength: Int

    /// The defaults admit the largest real documents Stackboard is measured on (an Interface Builder file of
    /// 100,000 leaf views in nested stacks is 90 MB, 144,000 views and about 1.5 million elements) and refuse a
    /// 100 MB file before reading it (robustness.md §8, input 36): the size cap is 96 MB, and `--max-input-bytes`
    /// raises it. The CPU-time watchdog (`--timeout`, 30 s by default) bounds what a document within the caps costs.
    public init(maxBytes: Int = 96_000_000, maxDepth: Int = 128, maxAttributesPerElement: Int = 256,
                maxElements: Int = 5_000_000, maxViews: Int = 150_000, maxSubviewsPerView: Int = 10_000,
                maxConstraints: Int = 2_000_000,
                maxTextLength: Int = 10_000) {
        self.maxBytes = max(0, min(maxBytes, 1 << 30))
        self.maxDepth = max(1, min(maxDepth, 250))
        self.maxAttributesPerElement = max(1, maxAttributesPerElement)
        self.maxElements = max(1, maxElements)
        self.maxViews = max(1, maxViews)
        self.maxSubviewsPerView = max(1, maxSubviewsPerView)
        self.maxConstraints = max(0, maxConstraints)
        self.maxTextLength = max(0, maxTextLength)
    }

    public static let `default` = MarkupLimits()
}

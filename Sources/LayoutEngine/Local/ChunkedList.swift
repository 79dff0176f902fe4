/// An append-only list kept in chunks of a fixed size: growing never copies what it holds, and at most one chunk is
/// partly unused.
///
/// A plan's notes grow to megabytes while its other tables are alive; an array that doubles would briefly hold its
/// old and new buffers and keep up to half of the new one unused, which raises the peak memory.
struct ChunkedList<Element: Sendable>: Sendable {
    private var chunks: [[Element]] = []
    private(set) var count = 0

    /// 2¹² elements per chunk.
    private static var shift: Int { 12 }
    private static var mask: Int { (1 << shift) - 1 }

    init() {}

    mutating func append(_ element: Element) {
        if count & Self.mask == 0 {
            var chunk: [Element] = []
            chunk.reserveCapacity(1 << Self.shift)
            chunks.append(chunk)
        }
        chunks[chunks.count - 1].append(element)
        count += 1
    }

    mutating func append(contentsOf elements: some Sequence<Element>) {
        for element in elements { append(element) }
    }

    /// The element at `index` (`0..<count`).
    subscript(index: Int) -> Element { chunks[index >> Self.shift][index & Self.mask] }
}

/// The raw bytes of one input file with a table of line starts, so that byte offsets turn into
/// line and column numbers (the role of swift-syntax's `SourceLocationConverter`).
public struct SourceFile: Sendable {
    /// The path as the user gave it, printed in diagnostics.
    public let path: String
    public let bytes: [UInt8]
    /// Byte offset of the first byte of every line; `lineStarts[0] == 0`.
    public let lineStarts: [Int]

    public init(path: String, bytes: [UInt8]) {
        self.path = path
        self.bytes = bytes
        var starts = [0]
        starts.reserveCapacity(bytes.count / 32 + 1)
        for (index, byte) in bytes.enumerated() where byte == 0x0A {
            starts.append(index + 1)
        }
        self.lineStarts = starts
    }

    public init(path: String, text: String) {
        self.init(path: path, bytes: Array(text.utf8))
    }

    /// The location of a byte offset; offsets past the end map to the end of the file.
    public func location(atOffset offset: Int) -> SourceLocation {
        let clamped = max(0, min(offset, bytes.count))
        // Binary search for the last line start <= offset.
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if lineStarts[mid] <= clamped { low = mid } else { high = mid - 1 }
        }
        return SourceLocation(line: low + 1, column: clamped - lineStarts[low] + 1, offset: clamped)
    }

    /// The byte offset of a 1-based line and column, clamped to the file.
    public func offset(line: Int, column: Int) -> Int {
        guard !lineStarts.isEmpty else { return 0 }
        let lineIndex = max(0, min(line - 1, lineStarts.count - 1))
        return max(0, min(lineStarts[lineIndex] + max(column - 1, 0), bytes.count))
    }
}

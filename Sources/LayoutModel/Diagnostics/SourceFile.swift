#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The raw bytes of one input file with a table of line starts, so that byte offsets turn into
/// line and column numbers (the role of swift-syntax's `SourceLocationConverter`).
public struct SourceFile: Sendable {
    /// The path as the user gave it, printed in diagnostics.
    public let path: String
    public let bytes: [UInt8]
    /// Byte offset of the first byte of every line; `lineStarts[0] == 0`. A line ends with LF, CR LF or a
    /// lone CR (XML treats all three as one line break), so all three give the same line numbers.
    public let lineStarts: [Int]

    public init(path: String, bytes: [UInt8]) {
        self.path = path
        self.bytes = bytes
        var starts = [0]
        starts.reserveCapacity(bytes.count / 32 + 1)
        bytes.withUnsafeBufferPointer { buffer in
            let count = buffer.count
            // Without a carriage return (the usual case) a line starts after each line feed, which the C library's
            // `memchr` finds many bytes per instruction.
            if let base = buffer.baseAddress, memchr(base, 0x0D, count) == nil {
                var index = 0
                while index < count, let found = memchr(base + index, 0x0A, count - index) {
                    index = UnsafeRawPointer(base).distance(to: UnsafeRawPointer(found)) + 1
                    starts.append(index)
                }
                return
            }
            var index = 0
            while index < count {
                // Eight bytes at a time: jump to the first line feed or carriage return among them, if any.
                if index + 8 <= count, let base = UnsafeRawPointer(buffer.baseAddress) {
                    let word = base.loadUnaligned(fromByteOffset: index, as: UInt64.self)
                    let breaks = Self.matches(0x0A, in: word) | Self.matches(0x0D, in: word)
                    if breaks == 0 {
                        index += 8
                        continue
                    }
                    index += breaks.trailingZeroBitCount / 8
                }
                let byte = buffer[index]
                if byte == 0x0A || (byte == 0x0D && (index + 1 == count || buffer[index + 1] != 0x0A)) {
                    starts.append(index + 1)
                }
                index += 1
            }
        }
        self.lineStarts = starts
    }

    /// The high bit of every byte of `word` that equals `byte`, and no other bit.
    @inline(__always)
    private static func matches(_ byte: UInt8, in word: UInt64) -> UInt64 {
        let x = word ^ (0x0101_0101_0101_0101 &* UInt64(byte))
        let low = 0x7F7F_7F7F_7F7F_7F7F as UInt64
        return ~(((x & low) &+ low) | x | low)
    }

    public init(path: String, text: String) {
        self.init(path: path, bytes: Array(text.utf8))
    }

    /// ``location(atOffset:)`` when the caller knows the index of the line the offset is on (a reader that walks
    /// the file forwards): no search. A wrong line index falls back to the search.
    public func location(atOffset offset: Int, lineIndex: Int) -> SourceLocation {
        guard offset >= 0, offset <= bytes.count, lineIndex >= 0, lineIndex < lineStarts.count,
              lineStarts[lineIndex] <= offset, lineIndex + 1 == lineStarts.count || lineStarts[lineIndex + 1] > offset
        else { return location(atOffset: offset) }
        return location(offset, onLine: lineIndex)
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
        return location(clamped, onLine: low)
    }

    /// The location of `offset` (in the file) on the line at `index` in ``lineStarts`` (the one it is on).
    private func location(_ offset: Int, onLine index: Int) -> SourceLocation {
        var column = offset - lineStarts[index] + 1
        if index == 0, hasByteOrderMark, offset >= 3 { column -= 3 }  // a UTF-8 BOM takes no column
        return SourceLocation(line: index + 1, column: column, offset: offset)
    }

    /// Whether the file starts with a UTF-8 byte-order mark, which column numbers skip.
    public var hasByteOrderMark: Bool {
        bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF
    }

    /// The byte offset of a 1-based line and column, clamped to the file.
    public func offset(line: Int, column: Int) -> Int {
        guard !lineStarts.isEmpty else { return 0 }
        let lineIndex = max(0, min(line - 1, lineStarts.count - 1))
        let skipped = lineIndex == 0 && hasByteOrderMark ? 3 : 0
        return max(0, min(lineStarts[lineIndex] + skipped + max(column - 1, 0), bytes.count))
    }
}

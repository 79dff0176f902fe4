/// A position in a source file.
///
/// `line` and `column` are 1-based; `column` counts UTF-8 bytes from the start of the line (a tab is one
/// column), the unit clang and swiftc print. `offset` is the 0-based byte offset in the file.
public struct SourceLocation: Hashable, Comparable, Sendable, CustomStringConvertible {
    public var line: Int
    public var column: Int
    public var offset: Int

    public init(line: Int, column: Int, offset: Int) {
        self.line = line
        self.column = column
        self.offset = offset
    }

    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        (lhs.line, lhs.column) < (rhs.line, rhs.column)
    }

    public var description: String { "\(line):\(column)" }
}

/// A half-open range of source positions, for example an element's start tag or one attribute.
public struct SourceRange: Hashable, Sendable {
    public var start: SourceLocation
    public var end: SourceLocation

    public init(start: SourceLocation, end: SourceLocation) {
        self.start = start
        self.end = end
    }

    /// A range that covers a single position.
    public init(at location: SourceLocation) {
        self.init(start: location, end: location)
    }
}

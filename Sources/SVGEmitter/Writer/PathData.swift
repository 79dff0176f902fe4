import LayoutModel

/// An SVG path's `d` text, built command by command: `M x y`, `L x y`, `H x`, `V y` and `Z`, with no separator
/// after a command letter and a space between a pair's numbers (`M10 20H30`). Every number goes through
/// ``writeNumber(_:to:)``, written straight into the path's bytes instead of a string per number.
struct PathData {
    private var bytes: [UInt8] = []

    init() {
        bytes.reserveCapacity(96)
    }

    /// `M x y`: starts a subpath.
    mutating func move(_ x: Double, _ y: Double) { pair("M", x, y) }

    /// `L x y`: a line to a point.
    mutating func line(_ x: Double, _ y: Double) { pair("L", x, y) }

    /// `H x`: a horizontal line.
    mutating func horizontal(_ x: Double) { single("H", x) }

    /// `V y`: a vertical line.
    mutating func vertical(_ y: Double) { single("V", y) }

    /// `Z`: closes the subpath.
    mutating func close() { bytes.append(UInt8(ascii: "Z")) }

    /// The path data (ASCII).
    var text: String { String(decoding: bytes, as: UTF8.self) }

    /// Calls `body` with the path data's bytes.
    func withBytes<R>(_ body: (UnsafeBufferPointer<UInt8>) -> R) -> R { bytes.withUnsafeBufferPointer(body) }

    private mutating func single(_ command: Unicode.Scalar, _ value: Double) {
        bytes.append(UInt8(ascii: command))
        number(value)
    }

    private mutating func pair(_ command: Unicode.Scalar, _ x: Double, _ y: Double) {
        bytes.append(UInt8(ascii: command))
        number(x)
        bytes.append(UInt8(ascii: " "))
        number(y)
    }

    private mutating func number(_ value: Double) {
        appendNumber(value, to: &bytes)
    }
}

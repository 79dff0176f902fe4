/// The one number formatter for every output (JSON, SVG, text dumps): at most three decimals, trailing zeros
/// trimmed, `-0` written as `0`, no locale, no exponent. Non-finite numbers are written as `0`; callers that
/// can meet them must report them before formatting.
public func formatNumber(_ value: Double) -> String {
    // Written on the stack: the text of most numbers fits in a small string, so nothing is allocated.
    var scratch: (UInt64, UInt64, UInt64) = (0, 0, 0)
    return withUnsafeMutableBytes(of: &scratch) { buffer in
        guard let base = buffer.baseAddress?.assumingMemoryBound(to: UInt8.self) else { return "0" }
        return String(decoding: UnsafeBufferPointer(start: base, count: writeNumber(value, to: base)), as: UTF8.self)
    }
}

/// ``formatNumber(_:)``'s text, appended as UTF-8 to `bytes` without making a `String` (large outputs write
/// hundreds of thousands of numbers).
public func appendNumber(_ value: Double, to bytes: inout [UInt8]) {
    var scratch: (UInt64, UInt64, UInt64) = (0, 0, 0)
    withUnsafeMutableBytes(of: &scratch) { buffer in
        guard let base = buffer.baseAddress?.assumingMemoryBound(to: UInt8.self) else { return }
        bytes.append(contentsOf: UnsafeBufferPointer(start: base, count: writeNumber(value, to: base)))
    }
}

/// The largest number of bytes ``writeNumber(_:to:)`` writes.
public let maxNumberBytes = 24

/// ``formatNumber(_:)``'s text written as UTF-8 at `destination`, which has room for ``maxNumberBytes``; returns
/// how many bytes were written. The one implementation behind every number in every output.
@inline(__always)
public func writeNumber(_ value: Double, to destination: UnsafeMutablePointer<UInt8>) -> Int {
    // Whole numbers (most coordinates and sizes) skip the rounding: below 9·10¹² the general path's thousandths
    // are exact and give these digits, −0 included (written as 0).
    if let whole = Int(exactly: value), whole > -9_000_000_000_000, whole < 9_000_000_000_000 {
        return writeWholeNumber(whole.magnitude, negative: whole < 0, to: destination)
    }
    guard value.isFinite else {
        destination[0] = UInt8(ascii: "0")
        return 1
    }
    var scaled = (value * 1000).rounded()
    if scaled == 0 { scaled = 0 }  // folds -0
    // Values beyond Int's range cannot come from a layout; clamp rather than trap.
    let magnitude = min(abs(scaled), 9.0e15)
    let thousandths = Int(magnitude)
    // The whole part, at most 13 digits.
    var count = writeWholeNumber(UInt(thousandths / 1000), negative: scaled < 0, to: destination)
    var fraction = thousandths % 1000
    guard fraction != 0 else { return count }
    var fractionDigits = 3
    while fraction % 10 == 0 {
        fraction /= 10
        fractionDigits -= 1
    }
    destination[count] = UInt8(ascii: ".")
    count += 1
    var divisor = fractionDigits == 3 ? 100 : fractionDigits == 2 ? 10 : 1
    while divisor > 0 {
        destination[count] = UInt8(ascii: "0") + UInt8(truncatingIfNeeded: fraction / divisor % 10)
        count += 1
        divisor /= 10
    }
    return count
}

/// `whole`'s digits at `destination`, after a `-` when `negative`, written backwards into place; returns how many
/// bytes were written.
@inline(__always)
func writeWholeNumber(_ whole: UInt, negative: Bool, to destination: UnsafeMutablePointer<UInt8>) -> Int {
    var count = 0
    if negative {
        destination[0] = UInt8(ascii: "-")
        count = 1
    }
    var digits = 1
    var probe = whole
    while probe >= 10 {
        probe /= 10
        digits += 1
    }
    var position = count + digits
    count = position
    var rest = whole
    repeat {
        position -= 1
        destination[position] = UInt8(ascii: "0") + UInt8(truncatingIfNeeded: rest % 10)
        rest /= 10
    } while rest > 0
    return count
}

/// The decimal digits of a non-negative integer, appended as UTF-8.
public func appendDecimal(_ value: Int, to bytes: inout [UInt8]) {
    if value < 10 {
        bytes.append(UInt8(ascii: "0") + UInt8(truncatingIfNeeded: max(0, value)))
        return
    }
    var digits: (UInt64, UInt64, UInt64) = (0, 0, 0)  // room for 24 digits
    let count = withUnsafeMutableBytes(of: &digits) { buffer -> Int in
        var remaining = value
        var index = buffer.count
        while remaining > 0 {
            index -= 1
            buffer[index] = UInt8(ascii: "0") + UInt8(remaining % 10)
            remaining /= 10
        }
        return buffer.count - index
    }
    withUnsafeBytes(of: &digits) { buffer in
        bytes.append(contentsOf: buffer[(buffer.count - count)...])
    }
}

/// The one number formatter for every output (JSON, SVG, text dumps): at most three decimals, trailing zeros
/// trimmed, `-0` written as `0`, no locale, no exponent. Non-finite numbers are written as `0`; callers that
/// can meet them must report them before formatting.
public func formatNumber(_ value: Double) -> String {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(24)
    appendNumber(value, to: &bytes)
    return String(decoding: bytes, as: UTF8.self)
}

/// ``formatNumber(_:)``'s text, appended as UTF-8 to `bytes` without making a `String` (large outputs write
/// hundreds of thousands of numbers).
public func appendNumber(_ value: Double, to bytes: inout [UInt8]) {
    guard value.isFinite else {
        bytes.append(UInt8(ascii: "0"))
        return
    }
    var scaled = (value * 1000).rounded()
    if scaled == 0 { scaled = 0 }  // folds -0
    // Values beyond Int's range cannot come from a layout; clamp rather than trap.
    let magnitude = min(abs(scaled), 9.0e15)
    let thousandths = Int(magnitude)
    if scaled < 0 { bytes.append(UInt8(ascii: "-")) }
    appendDecimal(thousandths / 1000, to: &bytes)
    var fraction = thousandths % 1000
    guard fraction != 0 else { return }
    var digits = 3
    while fraction % 10 == 0 {
        fraction /= 10
        digits -= 1
    }
    bytes.append(UInt8(ascii: "."))
    var divisor = digits == 3 ? 100 : digits == 2 ? 10 : 1
    while divisor > 0 {
        bytes.append(UInt8(ascii: "0") + UInt8(fraction / divisor % 10))
        divisor /= 10
    }
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

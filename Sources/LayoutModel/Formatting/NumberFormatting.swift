/// The one number formatter for every output (JSON, SVG, text dumps): at most three decimals, trailing zeros
/// trimmed, `-0` written as `0`, no locale, no exponent. Non-finite numbers are written as `0`; callers that
/// can meet them must report them before formatting.
public func formatNumber(_ value: Double) -> String {
    guard value.isFinite else { return "0" }
    var scaled = (value * 1000).rounded()
    if scaled == 0 { scaled = 0 }  // folds -0
    let negative = scaled < 0
    // Values beyond Int's range cannot come from a layout; clamp rather than trap.
    let magnitude = min(abs(scaled), 9.0e15)
    let thousandths = Int(magnitude)
    let whole = thousandths / 1000
    var fraction = thousandths % 1000
    var text = (negative ? "-" : "") + String(whole)
    if fraction != 0 {
        var digits = 3
        while fraction % 10 == 0 { fraction /= 10; digits -= 1 }
        let fractionText = String(fraction)
        text += "." + String(repeating: "0", count: digits - fractionText.count) + fractionText
    }
    return text
}

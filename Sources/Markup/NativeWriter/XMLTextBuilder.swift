/// Builds indented XML text: elements with attributes in the order given, escaped so that any string survives a
/// round trip through an XML parser (line breaks and tabs in attribute values become character references,
/// characters XML forbids become U+FFFD). `>` stays literal in attribute values, where XML allows it, so that
/// equations read `a >= b`.
struct XMLTextBuilder {
    private(set) var text = ""
    private var depth = 0
    private let indentUnit = "  "

    init(declaration: Bool = true) {
        if declaration { text = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n" }
    }

    mutating func comment(_ content: String) {
        // `--` may not appear inside a comment.
        var safe = ""
        for character in Self.escapeText(content) {
            if character == "-", safe.last == "-" { safe += " " }
            safe.append(character)
        }
        if safe.last == "-" { safe += " " }
        line("<!-- \(safe) -->")
    }

    /// An element without children.
    mutating func empty(_ name: String, _ attributes: [(String, String)]) {
        line("<\(name)\(Self.attributeText(attributes))/>")
    }

    mutating func open(_ name: String, _ attributes: [(String, String)]) {
        line("<\(name)\(Self.attributeText(attributes))>")
        depth += 1
    }

    mutating func close(_ name: String) {
        depth = max(0, depth - 1)
        line("</\(name)>")
    }

    private mutating func line(_ content: String) {
        text += String(repeating: indentUnit, count: depth) + content + "\n"
    }

    static func attributeText(_ attributes: [(String, String)]) -> String {
        attributes.map { " \($0.0)=\"\(escapeAttribute($0.1))\"" }.joined()
    }

    static func escapeAttribute(_ value: String) -> String {
        var result = ""
        result.reserveCapacity(value.utf8.count)
        for scalar in value.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case "\"": result += "&quot;"
            case "\n": result += "&#10;"
            case "\r": result += "&#13;"
            case "\t": result += "&#9;"
            default: result.unicodeScalars.append(allowed(scalar))
            }
        }
        return result
    }

    static func escapeText(_ value: String) -> String {
        var result = ""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            default: result.unicodeScalars.append(allowed(scalar))
            }
        }
        return result
    }

    /// The scalar if XML 1.0 allows it, else U+FFFD.
    private static func allowed(_ scalar: Unicode.Scalar) -> Unicode.Scalar {
        switch scalar.value {
        case 0x9, 0xA, 0xD, 0x20...0xD7FF, 0xE000...0xFFFD, 0x10000...0x10FFFF: return scalar
        default: return "\u{FFFD}"
        }
    }
}

/// Numbers as the native dialect writes them: plain decimals (no exponent), at most ten fraction digits, trailing
/// zeros trimmed, `-0` as `0`. Exact enough for ratios such as 45/55 and Interface Builder's third-pixel values.
func nativeNumber(_ value: Double) -> String {
    guard value.isFinite else { return "0" }
    let digits = 10
    let scale = 10_000_000_000.0
    guard abs(value) < 100_000_000 else { return String(Int64(min(max(value, -9e15), 9e15).rounded())) }
    let scaled = Int64((abs(value) * scale).rounded())
    if scaled == 0 { return "0" }
    let whole = scaled / Int64(scale)
    var fraction = scaled % Int64(scale)
    var text = (value < 0 ? "-" : "") + String(whole)
    if fraction != 0 {
        var width = digits
        while fraction % 10 == 0 {
            fraction /= 10
            width -= 1
        }
        let fractionText = String(fraction)
        text += "." + String(repeating: "0", count: width - fractionText.count) + fractionText
    }
    return text
}

/// Minimal, deterministic JSON text building: keys in the order written, one number formatter.
enum JSONText {
    /// A JSON string literal with every character that JSON requires escaped, and the line and paragraph
    /// separators escaped too so the output is also valid JavaScript.
    static func string(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case "\u{2028}": result += "\\u2028"
            case "\u{2029}": result += "\\u2029"
            default:
                if scalar.value < 0x20 {
                    let hex = String(scalar.value, radix: 16)
                    result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }

    static func optionalString(_ text: String?) -> String {
        text.map(string) ?? "null"
    }
}

import LayoutModel

/// A JSON value with the byte offset where it starts, so that the device-file decoder can point at it.
///
/// The device catalog is read with this small strict parser (RFC 8259) rather than Foundation's decoder
/// because diagnostics need `path:line:column` positions, and because the built-in catalog is parsed on
/// every run and should cost next to nothing.
struct JSONNode: Sendable {
    var value: JSONValue
    /// Byte offset of the value's first byte.
    var offset: Int
}

/// One member of a JSON object, in document order.
struct JSONMember: Sendable {
    var key: String
    var keyOffset: Int
    var value: JSONNode
}

enum JSONValue: Sendable {
    case object([JSONMember])
    case array([JSONNode])
    case string(String)
    case number(Double)
    case bool(Bool)
    case null

    /// The kind of value, for messages such as "expected a number, found a string".
    var kindDescription: String {
        switch self {
        case .object: "an object"
        case .array: "an array"
        case .string: "a string"
        case .number: "a number"
        case .bool: "a boolean"
        case .null: "null"
        }
    }
}

/// A syntax error with the byte offset it was found at.
struct JSONSyntaxError: Error, Sendable {
    var message: String
    var offset: Int
}

/// A recursive-descent JSON parser over UTF-8 bytes. Nesting is capped at ``maximumDepth``, so hostile
/// input cannot exhaust the stack.
struct JSONParser {
    static let maximumDepth = 64

    private let bytes: [UInt8]
    private var index = 0

    private init(bytes: [UInt8]) { self.bytes = bytes }

    /// Parses a complete document: one value, surrounded only by whitespace.
    static func parse(_ bytes: [UInt8]) throws(JSONSyntaxError) -> JSONNode {
        var parser = JSONParser(bytes: bytes)
        // A UTF-8 byte order mark is tolerated.
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { parser.index = 3 }
        parser.skipWhitespace()
        let node = try parser.parseValue(depth: 0)
        parser.skipWhitespace()
        guard parser.index == bytes.count else {
            throw JSONSyntaxError(message: "unexpected text after the JSON value", offset: parser.index)
        }
        return node
    }

    private var current: UInt8? { index < bytes.count ? bytes[index] : nil }

    private mutating func skipWhitespace() {
        while let byte = current, byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 { index += 1 }
    }

    private func describeCurrent() -> String {
        guard let byte = current else { return "the end of the file" }
        if byte >= 0x21, byte < 0x7F { return "'\(Character(Unicode.Scalar(byte)))'" }
        return "byte 0x" + String(byte, radix: 16)
    }

    private mutating func parseValue(depth: Int) throws(JSONSyntaxError) -> JSONNode {
        let start = index
        guard let byte = current else {
            throw JSONSyntaxError(message: "expected a JSON value, found the end of the file", offset: index)
        }
        switch byte {
        case UInt8(ascii: "{"):
            guard depth < Self.maximumDepth else { throw JSONSyntaxError(message: "nesting is too deep", offset: index) }
            return JSONNode(value: try parseObject(depth: depth + 1), offset: start)
        case UInt8(ascii: "["):
            guard depth < Self.maximumDepth else { throw JSONSyntaxError(message: "nesting is too deep", offset: index) }
            return JSONNode(value: try parseArray(depth: depth + 1), offset: start)
        case UInt8(ascii: "\""):
            return JSONNode(value: .string(try parseString()), offset: start)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return JSONNode(value: .number(try parseNumber()), offset: start)
        case UInt8(ascii: "t"):
            try expectLiteral("true"); return JSONNode(value: .bool(true), offset: start)
        case UInt8(ascii: "f"):
            try expectLiteral("false"); return JSONNode(value: .bool(false), offset: start)
        case UInt8(ascii: "n"):
            try expectLiteral("null"); return JSONNode(value: .null, offset: start)
        default:
            throw JSONSyntaxError(message: "expected a JSON value, found \(describeCurrent())", offset: index)
        }
    }

    private mutating func expectLiteral(_ literal: String) throws(JSONSyntaxError) {
        let start = index
        for expected in literal.utf8 {
            guard current == expected else {
                throw JSONSyntaxError(message: "expected '\(literal)'", offset: start)
            }
            index += 1
        }
    }

    private mutating func parseObject(depth: Int) throws(JSONSyntaxError) -> JSONValue {
        index += 1  // {
        var members: [JSONMember] = []
        skipWhitespace()
        if current == UInt8(ascii: "}") { index += 1; return .object(members) }
        while true {
            skipWhitespace()
            guard current == UInt8(ascii: "\"") else {
                throw JSONSyntaxError(message: "expected a member name in quotes, found \(describeCurrent())",
                                      offset: index)
            }
            let keyOffset = index
            let key = try parseString()
            skipWhitespace()
            guard current == UInt8(ascii: ":") else {
                throw JSONSyntaxError(message: "expected ':' after the member name, found \(describeCurrent())",
                                      offset: index)
            }
            index += 1
            skipWhitespace()
            let value = try parseValue(depth: depth)
            members.append(JSONMember(key: key, keyOffset: keyOffset, value: value))
            skipWhitespace()
            if current == UInt8(ascii: ",") { index += 1; continue }
            if current == UInt8(ascii: "}") { index += 1; return .object(members) }
            throw JSONSyntaxError(message: "expected ',' or '}' after an object member, found \(describeCurrent())",
                                  offset: index)
        }
    }

    private mutating func parseArray(depth: Int) throws(JSONSyntaxError) -> JSONValue {
        index += 1  // [
        var elements: [JSONNode] = []
        skipWhitespace()
        if current == UInt8(ascii: "]") { index += 1; return .array(elements) }
        while true {
            skipWhitespace()
            elements.append(try parseValue(depth: depth))
            skipWhitespace()
            if current == UInt8(ascii: ",") { index += 1; continue }
            if current == UInt8(ascii: "]") { index += 1; return .array(elements) }
            throw JSONSyntaxError(message: "expected ',' or ']' after an array element, found \(describeCurrent())",
                                  offset: index)
        }
    }

    private mutating func parseString() throws(JSONSyntaxError) -> String {
        let start = index
        index += 1  // opening quote
        var scalars = String.UnicodeScalarView()
        var runStart = index
        func flush(_ parser: JSONParser, upTo end: Int, into scalars: inout String.UnicodeScalarView) {
            if end > runStart {
                scalars.append(contentsOf: String(decoding: parser.bytes[runStart..<end], as: UTF8.self).unicodeScalars)
            }
        }
        while true {
            guard let byte = current else {
                throw JSONSyntaxError(message: "unterminated string", offset: start)
            }
            if byte == UInt8(ascii: "\"") {
                defer { index += 1 }
                // No escape so far: the bytes are the string (the common case, without a scalar view).
                if runStart == start + 1 { return String(decoding: bytes[runStart..<index], as: UTF8.self) }
                flush(self, upTo: index, into: &scalars)
                return String(scalars)
            }
            if byte < 0x20 {
                throw JSONSyntaxError(message: "control character in a string; write it as an escape", offset: index)
            }
            if byte != UInt8(ascii: "\\") { index += 1; continue }
            flush(self, upTo: index, into: &scalars)
            let escapeStart = index
            index += 1
            guard let escaped = current else { throw JSONSyntaxError(message: "unterminated string", offset: start) }
            index += 1
            switch escaped {
            case UInt8(ascii: "\""): scalars.append("\"")
            case UInt8(ascii: "\\"): scalars.append("\\")
            case UInt8(ascii: "/"): scalars.append("/")
            case UInt8(ascii: "b"): scalars.append("\u{08}")
            case UInt8(ascii: "f"): scalars.append("\u{0C}")
            case UInt8(ascii: "n"): scalars.append("\n")
            case UInt8(ascii: "r"): scalars.append("\r")
            case UInt8(ascii: "t"): scalars.append("\t")
            case UInt8(ascii: "u"):
                var code = try parseHex4(escapeStart: escapeStart)
                if (0xD800..<0xDC00).contains(code) {
                    // A high surrogate must be followed by an escaped low surrogate.
                    guard current == UInt8(ascii: "\\"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "u")
                    else { throw JSONSyntaxError(message: "unpaired surrogate in '\\u' escape", offset: escapeStart) }
                    index += 2
                    let low = try parseHex4(escapeStart: escapeStart)
                    guard (0xDC00..<0xE000).contains(low) else {
                        throw JSONSyntaxError(message: "unpaired surrogate in '\\u' escape", offset: escapeStart)
                    }
                    code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
                }
                guard let scalar = Unicode.Scalar(code) else {
                    throw JSONSyntaxError(message: "unpaired surrogate in '\\u' escape", offset: escapeStart)
                }
                scalars.append(scalar)
            default:
                throw JSONSyntaxError(message: "invalid escape in a string", offset: escapeStart)
            }
            runStart = index
        }
    }

    private mutating func parseHex4(escapeStart: Int) throws(JSONSyntaxError) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard let byte = current else {
                throw JSONSyntaxError(message: "expected four hexadecimal digits after '\\u'", offset: escapeStart)
            }
            let digit: UInt32
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt32(byte - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = UInt32(byte - UInt8(ascii: "a") + 10)
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = UInt32(byte - UInt8(ascii: "A") + 10)
            default:
                throw JSONSyntaxError(message: "expected four hexadecimal digits after '\\u'", offset: escapeStart)
            }
            value = value * 16 + digit
            index += 1
        }
        return value
    }

    private mutating func parseNumber() throws(JSONSyntaxError) -> Double {
        let start = index
        func isDigit(_ byte: UInt8?) -> Bool { byte.map { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") } ?? false }
        if current == UInt8(ascii: "-") { index += 1 }
        guard isDigit(current) else { throw JSONSyntaxError(message: "expected a digit", offset: index) }
        if current == UInt8(ascii: "0") {
            index += 1
            if isDigit(current) { throw JSONSyntaxError(message: "numbers cannot have leading zeros", offset: start) }
        } else {
            while isDigit(current) { index += 1 }
        }
        if current == UInt8(ascii: ".") {
            index += 1
            guard isDigit(current) else { throw JSONSyntaxError(message: "expected a digit after '.'", offset: index) }
            while isDigit(current) { index += 1 }
        }
        if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
            index += 1
            if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { index += 1 }
            guard isDigit(current) else { throw JSONSyntaxError(message: "expected a digit in the exponent", offset: index) }
            while isDigit(current) { index += 1 }
        }
        let text = String(decoding: bytes[start..<index], as: UTF8.self)
        guard let value = Double(text), value.isFinite else {
            throw JSONSyntaxError(message: "number '\(text)' is out of range", offset: start)
        }
        return value
    }
}

/// Writes JSON text: object members in the order given, two-space indentation, numbers through the project's
/// one number formatter.
struct JSONWriter {
    private(set) var text = ""

    mutating func write(_ value: JSONValue, indent: Int = 0) {
        switch value {
        case .object(let members):
            if members.isEmpty { text += "{}"; return }
            text += "{\n"
            for (position, member) in members.enumerated() {
                text += String(repeating: " ", count: indent + 2)
                writeString(member.key)
                text += ": "
                write(member.value.value, indent: indent + 2)
                text += position == members.count - 1 ? "\n" : ",\n"
            }
            text += String(repeating: " ", count: indent) + "}"
        case .array(let elements):
            if elements.isEmpty { text += "[]"; return }
            // Arrays of numbers (sizes, insets) stay on one line.
            if elements.allSatisfy({ if case .number = $0.value { true } else { false } }) {
                text += "["
                for (position, element) in elements.enumerated() {
                    if position > 0 { text += ", " }
                    write(element.value, indent: indent)
                }
                text += "]"
                return
            }
            text += "[\n"
            for (position, element) in elements.enumerated() {
                text += String(repeating: " ", count: indent + 2)
                write(element.value, indent: indent + 2)
                text += position == elements.count - 1 ? "\n" : ",\n"
            }
            text += String(repeating: " ", count: indent) + "]"
        case .string(let string): writeString(string)
        case .number(let number): text += formatNumber(number)
        case .bool(let bool): text += bool ? "true" : "false"
        case .null: text += "null"
        }
    }

    private mutating func writeString(_ string: String) {
        text += JSONText.string(string)
    }
}

extension JSONNode {
    /// A node without a position, for values built in code.
    init(_ value: JSONValue) { self.init(value: value, offset: 0) }
}

import LayoutModel

/// A parsed `equation` attribute, with byte offsets into the attribute value for error positions.
///
/// `first.anchor RELATION [multiplier *] second.anchor [* multiplier] [± constant] [@priority]`, or
/// `first.anchor RELATION constant [@priority]`.
struct ConstraintEquation: Hashable {
    /// `ITEM.ANCHOR`: the item path (`title`, `margins`, `rows.safeArea`) and the anchor.
    struct Operand: Hashable {
        var path: [String]
        /// Offsets of each path component.
        var pathOffsets: [Int]
        var anchor: LayoutAttribute
        var anchorName: String
        var anchorOffset: Int
        /// The whole operand, `title.leading`.
        var text: String { (path + [anchorName]).joined(separator: ".") }
    }

    var first: Operand
    var relation: LayoutRelation
    var second: Operand?
    var multiplier: Double
    var constant: Double
    var priority: Double
}

/// A syntax error in an equation, at a byte offset of the attribute value.
struct EquationError: Error, Hashable {
    enum Kind: Hashable {
        case syntax
        case unknownAnchor(String)
        case number
        case priority(String)
        case zeroMultiplier
    }

    var kind: Kind
    var message: String
    var offset: Int
}

/// A small hand-written tokenizer and recursive-descent parser for constraint equations (dialect.md,
/// "Constraint equations"). Whitespace is free. Ids may contain `-`, anchors never do, so `width-8` reads as
/// the anchor `width` followed by `- 8`.
struct ConstraintEquationParser {
    enum Token: Hashable {
        case identifier(String)
        case number(String)
        case dot, star, plus, minus, at
        case relation(LayoutRelation)
        /// A lone `=`, a common slip for `==`.
        case singleEquals
        case unexpected(String)
        case end
    }

    private let bytes: [UInt8]
    private var position = 0
    private var token: Token = .end
    private var tokenStart = 0
    private var tokenEnd = 0

    private init(_ text: String) {
        bytes = Array(text.utf8)
    }

    static func parse(_ text: String) -> Result<ConstraintEquation, EquationError> {
        var parser = ConstraintEquationParser(text)
        do {
            parser.advance()
            return .success(try parser.parseEquation())
        } catch let error as EquationError {
            return .failure(error)
        } catch {
            return .failure(EquationError(kind: .syntax, message: "invalid equation", offset: 0))
        }
    }

    // MARK: - Grammar

    private mutating func parseEquation() throws -> ConstraintEquation {
        guard case .identifier = token else {
            throw syntax("expected an item and an anchor such as 'title.leading'; found \(describe(token))")
        }
        let first = try parseOperand()
        if case .star = token {
            throw syntax("a multiplier belongs on the right-hand side, as in 'a.width == 0.5 * b.width'")
        }
        guard case .relation(let relation) = token else {
            if case .singleEquals = token { throw syntax("expected '==', '<=' or '>='; found '=' (did you mean '=='?)") }
            throw syntax("expected '==', '<=' or '>=' after '\(first.text)'; found \(describe(token))")
        }
        advance()
        var equation = ConstraintEquation(first: first, relation: relation, second: nil, multiplier: 1, constant: 0,
                                          priority: LayoutPriority.required)
        // Right-hand side: a constant alone, or an optional multiplier, an operand and an optional constant.
        var sign = 1.0
        var signStart: Int?
        var hasMultiplier = false
        if case .minus = token {
            sign = -1
            signStart = tokenStart
            advance()
        }
        if case .number(let text) = token {
            let numberStart = signStart ?? tokenStart
            let value = try number(text, at: numberStart) * sign
            advance()
            if case .star = token {
                advance()
                hasMultiplier = true
                equation.multiplier = try checkedMultiplier(value, at: numberStart)
                guard case .identifier = token else {
                    throw syntax("expected an item and an anchor after '*'; found \(describe(token))")
                }
            } else {
                equation.constant = value
                try parsePriorityAndEnd(into: &equation)
                return equation
            }
        } else if signStart != nil {
            throw syntax("expected a number after '-'; found \(describe(token))")
        }
        guard case .identifier = token else {
            throw syntax("expected a constant or an item and an anchor after '\(relation.symbol)'; found \(describe(token))")
        }
        equation.second = try parseOperand()
        if case .star = token {
            guard !hasMultiplier else { throw syntax("the multiplier is given twice") }
            advance()
            guard case .number(let text) = token else {
                throw syntax("expected a multiplier after '*'; found \(describe(token))")
            }
            equation.multiplier = try checkedMultiplier(try number(text, at: tokenStart), at: tokenStart)
            advance()
        }
        if case .plus = token {
            advance()
            equation.constant = try constantAfterSign()
        } else if case .minus = token {
            advance()
            equation.constant = -(try constantAfterSign())
        }
        try parsePriorityAndEnd(into: &equation)
        return equation
    }

    private mutating func constantAfterSign() throws -> Double {
        guard case .number(let text) = token else { throw syntax("expected a number; found \(describe(token))") }
        let value = try number(text, at: tokenStart)
        advance()
        return value
    }

    private mutating func parsePriorityAndEnd(into equation: inout ConstraintEquation) throws {
        if case .at = token {
            advance()
            let start = tokenStart
            switch token {
            case .number(let text):
                guard let value = AttributeValue.decimal(text), LayoutPriority.range.contains(value) else {
                    throw EquationError(kind: .priority(text), message: "", offset: start)
                }
                equation.priority = value
            case .identifier(let word):
                guard let keyword = PriorityKeyword(rawValue: word) else {
                    throw EquationError(kind: .priority(word), message: "", offset: start)
                }
                equation.priority = keyword.value
            default:
                throw syntax("expected a priority after '@'; found \(describe(token))")
            }
            advance()
        }
        guard case .end = token else {
            throw syntax("unexpected \(describe(token)) after the end of the equation")
        }
    }

    /// `ITEM(.ITEM)*.ANCHOR`; the current token is an identifier.
    private mutating func parseOperand() throws -> ConstraintEquation.Operand {
        var components: [(String, Int)] = []
        guard case .identifier(let name) = token else { throw syntax("expected an item") }
        components.append((name, tokenStart))
        advance()
        while case .dot = token {
            let dotEnd = tokenEnd
            // The component after a dot is read as an anchor if nothing but a dot follows it.
            advance()
            guard case .identifier(let next) = token else {
                let written = components.map(\.0).joined(separator: ".")
                throw EquationError(kind: .syntax, message: "expected an anchor after '\(written).'", offset: dotEnd)
            }
            components.append((next, tokenStart))
            advance()
        }
        guard components.count >= 2 else {
            throw EquationError(kind: .syntax,
                                message: "'\(name)' needs an anchor, as in '\(name).leading' or '\(name).width'",
                                offset: components[0].1)
        }
        let (lastName, anchorOffset) = components.removeLast()
        var anchorName = lastName
        // An anchor never contains '-': give the rest back to the tokenizer (`width-8` is `width - 8`).
        if let hyphen = anchorName.firstIndex(of: "-") {
            let kept = anchorName[..<hyphen]
            position = anchorOffset + kept.utf8.count
            anchorName = String(kept)
            advance()
        }
        guard let anchor = NativeVocabulary.anchors.first(where: { $0.name == anchorName })?.attribute else {
            throw EquationError(kind: .unknownAnchor(anchorName), message: "", offset: anchorOffset)
        }
        return ConstraintEquation.Operand(path: components.map(\.0), pathOffsets: components.map(\.1), anchor: anchor,
                                          anchorName: anchorName, anchorOffset: anchorOffset)
    }

    private func number(_ text: String, at offset: Int) throws -> Double {
        guard let value = AttributeValue.decimal(text), abs(value) <= AttributeValue.maximumMagnitude else {
            throw EquationError(kind: .number, message: "expected a finite number from -1000000 to 1000000; found '\(text)'", offset: offset)
        }
        return value
    }

    private func checkedMultiplier(_ value: Double, at offset: Int) throws -> Double {
        guard value != 0 else { throw EquationError(kind: .zeroMultiplier, message: "", offset: offset) }
        return value
    }

    private func syntax(_ message: String) -> EquationError {
        EquationError(kind: .syntax, message: message, offset: tokenStart)
    }

    private func describe(_ token: Token) -> String {
        switch token {
        case .identifier(let text), .number(let text), .unexpected(let text): "'\(text)'"
        case .dot: "'.'"
        case .star: "'*'"
        case .plus: "'+'"
        case .minus: "'-'"
        case .at: "'@'"
        case .relation(let relation): "'\(relation.symbol)'"
        case .singleEquals: "'='"
        case .end: "the end of the equation"
        }
    }

    // MARK: - Tokenizer

    private mutating func advance() {
        while position < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[position]) { position += 1 }
        tokenStart = position
        guard position < bytes.count else {
            token = .end
            tokenEnd = position
            return
        }
        let byte = bytes[position]
        func next(_ offset: Int) -> UInt8? { position + offset < bytes.count ? bytes[position + offset] : nil }
        switch byte {
        case UInt8(ascii: "."): token = .dot; position += 1
        case UInt8(ascii: "*"): token = .star; position += 1
        case UInt8(ascii: "+"): token = .plus; position += 1
        case UInt8(ascii: "-"): token = .minus; position += 1
        case UInt8(ascii: "@"): token = .at; position += 1
        case UInt8(ascii: "="):
            if next(1) == UInt8(ascii: "=") { token = .relation(.equal); position += 2 } else { token = .singleEquals; position += 1 }
        case UInt8(ascii: "<"), UInt8(ascii: ">"):
            if next(1) == UInt8(ascii: "=") {
                token = .relation(byte == UInt8(ascii: "<") ? .lessThanOrEqual : .greaterThanOrEqual)
                position += 2
            } else {
                token = .unexpected(String(UnicodeScalar(byte)))
                position += 1
            }
        case _ where AttributeValue.isDigit(byte):
            let start = position
            while position < bytes.count, AttributeValue.isDigit(bytes[position]) || bytes[position] == UInt8(ascii: ".") {
                position += 1
            }
            // A number runs into letters only by mistake (`10px`): take them along to report the whole word.
            while position < bytes.count, AttributeValue.isLetter(bytes[position]) || bytes[position] == UInt8(ascii: "%") {
                position += 1
            }
            token = .number(String(decoding: bytes[start..<position], as: UTF8.self))
        case _ where AttributeValue.isLetter(byte) || byte == UInt8(ascii: "_"):
            let start = position
            while position < bytes.count,
                  AttributeValue.isLetter(bytes[position]) || AttributeValue.isDigit(bytes[position])
                    || bytes[position] == UInt8(ascii: "_") || bytes[position] == UInt8(ascii: "-") {
                position += 1
            }
            // A trailing '-' belongs to the operator that follows (`a.width- 8`).
            while position > start + 1, bytes[position - 1] == UInt8(ascii: "-") { position -= 1 }
            token = .identifier(String(decoding: bytes[start..<position], as: UTF8.self))
        default:
            // One whole UTF-8 character, for the message.
            var end = position + 1
            while end < bytes.count, bytes[end] & 0xC0 == 0x80 { end += 1 }
            token = .unexpected(String(decoding: bytes[position..<end], as: UTF8.self))
            position = end
        }
        tokenEnd = position
    }
}

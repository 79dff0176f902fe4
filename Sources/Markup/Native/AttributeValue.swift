import LayoutModel

/// Parsers for attribute values: every number, keyword, priority and list goes through here, so the rules
/// (finite decimals only, |v| ≤ 1,000,000, YES/NO booleans, keyword lists from the enums) hold everywhere.
/// Each returns the value or the diagnostic to report, positioned at the value or inside it.
///
/// Whitespace: a value is never trimmed (`" 10"` is not a number); spaces may surround the separators inside
/// a value (`44 @ 750`, `16 : 9`), and lists (`layoutMargins`, `pinEdges`, fonts) are separated by any
/// whitespace.
enum AttributeValue {
    /// The largest magnitude a number may have (robustness.md §8 item 51).
    static let maximumMagnitude: Double = 1_000_000

    /// A finite decimal: `-?[0-9]+(\.[0-9]+)?`, no exponent, no sign other than a leading `-`; `-0` is 0.
    static func decimal<S: StringProtocol>(_ text: S) -> Double? {
        text.withUTF8Bytes(decimal)
    }

    /// ``decimal(_:)`` of UTF-8 bytes. A whole number of up to 15 digits is exact as a `Double`, so it is added up
    /// digit by digit; any other goes to the C library's conversion, which rounds correctly (and gives a whole
    /// number the same value).
    private static func decimal(_ bytes: UnsafeBufferPointer<UInt8>) -> Double? {
        guard !bytes.isEmpty, bytes.count <= 40 else { return nil }
        let negative = bytes[0] == UInt8(ascii: "-")
        var index = negative ? 1 : 0
        let integerStart = index
        var whole = 0
        while index < bytes.count, isDigit(bytes[index]) {
            whole = whole &* 10 &+ Int(bytes[index] &- UInt8(ascii: "0"))
            index += 1
        }
        guard index > integerStart else { return nil }
        if index == bytes.count && index - integerStart <= 15 {
            let value = Double(whole)
            return value == 0 ? 0 : negative ? -value : value
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            let fractionStart = index
            while index < bytes.count, isDigit(bytes[index]) { index += 1 }
            guard index > fractionStart else { return nil }
        }
        guard index == bytes.count, let value = Double(String(decoding: bytes, as: UTF8.self)), value.isFinite
        else { return nil }
        return value == 0 ? 0 : value
    }

    static func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }

    /// A number for `attribute`, in range and (when asked) not negative.
    static func number(_ attribute: XMLAttribute, nonNegative: Bool = false) -> Result<Double, Problem> {
        number(attribute.value, for: attribute.name, nonNegative: nonNegative, at: attribute.valueRange.start)
    }

    /// `location` is only worked out for a diagnostic: a loaded attribute finds its position by lexing its tag again.
    static func number<S: StringProtocol>(_ text: S, for name: String, nonNegative: Bool = false,
                                          at location: @autoclosure () -> SourceLocation) -> Result<Double, Problem> {
        guard let value = decimal(text) else {
            return .failure(Problem(MarkupDiagnostics.invalidNumber(String(text), for: name, at: location())))
        }
        guard abs(value) <= maximumMagnitude else {
            return .failure(Problem(MarkupDiagnostics.numberOutOfRange(String(text), for: name, at: location())))
        }
        guard !nonNegative || value >= 0 else {
            return .failure(Problem(MarkupDiagnostics.negativeNumber(String(text), for: name, at: location())))
        }
        return .success(value)
    }

    /// A whole number ≥ 0 (for example `numberOfLines`).
    static func nonNegativeInteger(_ attribute: XMLAttribute) -> Result<Int, Problem> {
        let text = attribute.value
        var location: SourceLocation { attribute.valueRange.start }  // only for a diagnostic
        guard !text.isEmpty, text.utf8.allSatisfy(isDigit) else {
            return .failure(Problem(MarkupDiagnostics.invalidInteger(text, for: attribute.name, at: location)))
        }
        guard text.utf8.count <= 7, let value = Int(text), Double(value) <= maximumMagnitude else {
            return .failure(Problem(MarkupDiagnostics.numberOutOfRange(text, for: attribute.name, at: location)))
        }
        return .success(value)
    }

    /// A priority: 1…1000 or `required`, `high`, `low`.
    static func priority<S: StringProtocol>(_ text: S, for name: String,
                                            at location: @autoclosure () -> SourceLocation) -> Result<Double, Problem> {
        // A number first: most priorities are written as numbers, and no keyword reads as one.
        if let value = decimal(text), LayoutPriority.range.contains(value) { return .success(value) }
        if let keyword = PriorityKeyword(rawValue: String(text)) { return .success(keyword.value) }
        return .failure(Problem(MarkupDiagnostics.invalidPriority(String(text), for: name, at: location())))
    }

    static func priority(_ attribute: XMLAttribute) -> Result<Double, Problem> {
        priority(attribute.value, for: attribute.name, at: attribute.valueRange.start)
    }

    /// `YES` or `NO`.
    static func boolean(_ attribute: XMLAttribute) -> Result<Bool, Problem> {
        switch attribute.value {
        case "YES": return .success(true)
        case "NO": return .success(false)
        default:
            let lowered = attribute.value.lowercased()
            let guess = ["true", "yes", "1", "on"].contains(lowered) ? "YES"
                : ["false", "no", "0", "off"].contains(lowered) ? "NO" : nil
            return .failure(Problem(MarkupDiagnostics.invalidBoolean(attribute.value, for: attribute.name, suggestion: guess,
                                                             at: attribute.valueRange.start)))
        }
    }

    /// One of a keyword list.
    static func keyword(_ attribute: XMLAttribute, in values: [String]) -> Result<String, Problem> {
        values.contains(attribute.value) ? .success(attribute.value)
            : .failure(Problem(MarkupDiagnostics.invalidValue(attribute.value, for: attribute.name, expected: values,
                                                     at: attribute.valueRange.start)))
    }

    /// A case of a `CaseIterable` keyword enum.
    static func keyword<E: CaseIterable & RawRepresentable>(_ attribute: XMLAttribute, as type: E.Type) -> Result<E, Problem>
    where E.RawValue == String {
        // The case list is only spelled out for the diagnostic.
        if let value = E(rawValue: attribute.value) { return .success(value) }
        return keyword(attribute, in: E.allCases.map(\.rawValue)).map { E(rawValue: $0)! }  // lint-unsafe: one of allCases
    }

    /// The pieces of a value separated by spaces, with their byte offsets inside the value.
    static func words(_ text: String) -> [(word: Substring, offset: Int)] {
        var result: [(Substring, Int)] = []
        var offset = 0
        var start: String.Index?
        var startOffset = 0
        for index in text.indices {
            let isSpace = text[index] == " " || text[index] == "\t" || text[index] == "\n" || text[index] == "\r"
            if isSpace, let wordStart = start {
                result.append((text[wordStart..<index], startOffset))
                start = nil
            } else if !isSpace, start == nil {
                start = index
                startOffset = offset
            }
            offset += text[index].utf8.count
        }
        if let wordStart = start { result.append((text[wordStart...], startOffset)) }
        return result
    }

    /// `layoutMargins`: 1 number (all edges), 2 (vertical horizontal) or 4 (top leading bottom trailing).
    static func layoutMargins(_ attribute: XMLAttribute, file: SourceFile) -> Result<EdgeInsets, Problem> {
        let parts = words(attribute.value)
        guard [1, 2, 4].contains(parts.count) else {
            return .failure(Problem(MarkupDiagnostics.invalidMargins(attribute.value, count: parts.count, at: attribute.valueRange.start)))
        }
        var values: [Double] = []
        for part in parts {
            switch number(part.word, for: attribute.name, at: attribute.location(ofValueByte: part.offset, in: file)) {
            case .success(let value): values.append(value)
            case .failure(let problem): return .failure(problem)
            }
        }
        switch values.count {
        case 1: return .success(EdgeInsets(all: values[0]))
        case 2: return .success(EdgeInsets(top: values[0], leading: values[1], bottom: values[0], trailing: values[1]))
        default: return .success(EdgeInsets(top: values[0], leading: values[1], bottom: values[2], trailing: values[3]))
        }
    }

    /// `placeholderIntrinsicWidth`/`Height`: a number ≥ 0 or `none`.
    static func intrinsicLength(_ attribute: XMLAttribute) -> Result<IntrinsicLength, Problem> {
        if attribute.value == "none" { return .success(IntrinsicLength.none) }
        return number(attribute, nonNegative: true).map { IntrinsicLength.points($0) }
    }

    /// `aspectRatio`: `W:H` with positive numbers, or a positive decimal; the result is width / height.
    static func ratio(_ attribute: XMLAttribute, file: SourceFile) -> Result<Double, Problem> {
        let text = attribute.value
        let failure = Result<Double, Problem>.failure(Problem(MarkupDiagnostics.invalidRatio(text, at: attribute.valueRange.start)))
        guard text.trimmingSpaces().count == text.count else { return failure }
        let parts = text.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false)
        guard let first = parts.first.flatMap({ decimal($0.trimmingSpaces()) }), first > 0 else { return failure }
        guard parts.count == 2 else { return first <= maximumMagnitude ? .success(first) : failure }
        guard let second = decimal(parts[1].trimmingSpaces()), second > 0, first <= maximumMagnitude,
              second <= maximumMagnitude else { return failure }
        return .success(first / second)
    }

    /// `width`/`height` shorthands: a number ≥ 0, optionally `@PRIORITY`.
    static func sizeWithPriority(_ attribute: XMLAttribute, file: SourceFile) -> Result<(Double, Double), Problem> {
        let text = attribute.value
        guard text.trimmingSpaces().count == text.count else {
            return .failure(Problem(MarkupDiagnostics.invalidNumber(text, for: attribute.name, at: attribute.valueRange.start)))
        }
        let parts = text.split(separator: "@", maxSplits: 1, omittingEmptySubsequences: false)
        let sizeText = parts[0].trimmingSpaces()
        let sizeOffset = parts[0].utf8.count - parts[0].drop(while: { $0 == " " }).utf8.count
        let size: Double
        switch number(sizeText, for: attribute.name, nonNegative: true,
                      at: attribute.location(ofValueByte: sizeOffset, in: file)) {
        case .success(let value): size = value
        case .failure(let problem): return .failure(problem)
        }
        guard parts.count == 2 else { return .success((size, LayoutPriority.required)) }
        let priorityStart = parts[0].utf8.count + 1
        let leading = parts[1].utf8.count - parts[1].drop(while: { $0 == " " }).utf8.count
        return priority(parts[1].trimmingSpaces(), for: attribute.name,
                        at: attribute.location(ofValueByte: priorityStart + leading, in: file)).map { (size, $0) }
    }

    /// `pinEdges`: a non-empty subset of top, leading, bottom, trailing (in canonical order).
    static func edges(_ attribute: XMLAttribute, file: SourceFile) -> Result<[PinEdge], Problem> {
        let parts = words(attribute.value)
        guard !parts.isEmpty else {
            return .failure(Problem(MarkupDiagnostics.invalidValue("", for: attribute.name,
                                                           expected: PinEdge.allCases.map(\.rawValue),
                                                           at: attribute.valueRange.start)))
        }
        var chosen: Set<PinEdge> = []
        for part in parts {
            guard let edge = PinEdge(rawValue: String(part.word)) else {
                return .failure(Problem(MarkupDiagnostics.invalidValue(String(part.word), for: attribute.name,
                                                               expected: PinEdge.allCases.map(\.rawValue),
                                                               at: attribute.location(ofValueByte: part.offset, in: file))))
            }
            chosen.insert(edge)
        }
        return .success(PinEdge.allCases.filter { chosen.contains($0) })
    }

    /// A font: a text style (`body`), `[weight] [italic] SIZE` (`semibold italic 20`), or `NAME SIZE`.
    static func font(_ attribute: XMLAttribute, file: SourceFile) -> Result<FontDescription, Problem> {
        let parts = words(attribute.value)
        let invalid = Result<FontDescription, Problem>.failure(
            Problem(MarkupDiagnostics.invalidFont(attribute.value, at: attribute.valueRange.start)))
        guard let last = parts.last else { return invalid }
        if parts.count == 1, let style = FontTextStyle(rawValue: String(last.word)) {
            let (size, weight) = textStyleMetrics(style)
            return .success(FontDescription(pointSize: size, weight: weight, textStyle: style))
        }
        guard let size = decimal(last.word) else {
            if parts.count == 1, let match = Suggestions.closest(to: String(last.word), in: FontTextStyle.allCases.map(\.rawValue)) {
                return .failure(Problem(MarkupDiagnostics.invalidFont(attribute.value, suggestion: match, at: attribute.valueRange.start)))
            }
            return invalid
        }
        let sizeLocation = attribute.location(ofValueByte: last.offset, in: file)
        guard size > 0, size <= 1000 else {
            return .failure(Problem(MarkupDiagnostics.invalidFontSize(String(last.word), at: sizeLocation)))
        }
        let modifiers = parts.dropLast().map { String($0.word) }
        var weight: FontWeight?
        var italic = false
        var isSystem = true
        for modifier in modifiers {
            if let parsed = FontWeight(rawValue: modifier), weight == nil, !italic {
                weight = parsed
            } else if modifier == "italic", !italic {
                italic = true
            } else {
                isSystem = false
            }
        }
        if isSystem {
            return .success(FontDescription(pointSize: size, weight: weight ?? .regular, italic: italic))
        }
        // `NAME SIZE`: a named font; a name is one word, and not a text style (`body 17` is a slip).
        guard modifiers.count == 1, FontTextStyle(rawValue: modifiers[0]) == nil else { return invalid }
        return .success(FontDescription(pointSize: size, name: modifiers[0]))
    }

    /// Point size and weight of a text style at the default (Large) size category (text-metrics.md).
    static func textStyleMetrics(_ style: FontTextStyle) -> (Double, FontWeight) {
        switch style {
        case .largeTitle: (34, .regular)
        case .title1: (28, .regular)
        case .title2: (22, .regular)
        case .title3: (20, .regular)
        case .headline: (17, .semibold)
        case .body: (17, .regular)
        case .callout: (16, .regular)
        case .subheadline: (15, .regular)
        case .footnote: (13, .regular)
        case .caption1: (12, .regular)
        case .caption2: (11, .regular)
        }
    }

    /// An id: `[A-Za-z_][A-Za-z0-9_-]*`, not a reserved item name, not of the synthesized form `_<kind><n>`.
    static func identifier(_ attribute: XMLAttribute) -> Result<String, Problem> {
        let text = attribute.value
        var location: SourceLocation { attribute.valueRange.start }  // only for a diagnostic
        guard isIdentifier(text) else { return .failure(Problem(MarkupDiagnostics.invalidID(text, at: location))) }
        if ReservedItem(rawValue: text) != nil { return .failure(Problem(MarkupDiagnostics.reservedID(text, at: location))) }
        if isSynthesizedForm(text) { return .failure(Problem(MarkupDiagnostics.reservedID(text, at: location))) }
        return .success(text)
    }

    static func isIdentifier<S: StringProtocol>(_ text: S) -> Bool {
        guard let first = text.utf8.first, isLetter(first) || first == UInt8(ascii: "_") else { return false }
        return text.utf8.dropFirst().allSatisfy { isLetter($0) || isDigit($0) || $0 == UInt8(ascii: "_") || $0 == UInt8(ascii: "-") }
    }

    static func isLetter(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
    }

    /// Whether an id looks like one the reader makes up for views without an id (`_label3`).
    static func isSynthesizedForm(_ text: String) -> Bool {
        guard text.hasPrefix("_") else { return false }
        let body = text.dropFirst()
        let kind = body.prefix { !("0"..."9").contains($0) }
        let number = body.dropFirst(kind.count)
        return !number.isEmpty && number.allSatisfy { ("0"..."9").contains($0) } && ViewKind(rawValue: String(kind)) != nil
    }

    /// A variation key in Interface Builder's syntax, limited to size classes.
    static func variationKey(_ attribute: XMLAttribute) -> Result<VariationKey, Problem> {
        var location: SourceLocation { attribute.valueRange.start }  // only for a diagnostic
        switch VariationKey.parse(attribute.value) {
        case .success(let key) where key.otherComponents.isEmpty:
            return .success(key)
        case .success(let key):
            return .failure(Problem(MarkupDiagnostics.invalidVariationKey(attribute.value, detail: "unknown trait '\(key.otherComponents[0].prefix { $0 != "=" })'", suggestion: nil, at: location)))
        case .failure(let error):
            switch error {
            case .malformedComponent(let component):
                return .failure(Problem(MarkupDiagnostics.invalidVariationKey(attribute.value, detail: "malformed component '\(component)'",
                                                                      suggestion: nil, at: location)))
            case .unknownTrait(let name):
                return .failure(Problem(MarkupDiagnostics.invalidVariationKey(attribute.value, detail: "unknown trait '\(name)'",
                                                                      suggestion: Suggestions.closest(to: name, in: VariationKey.knownComponents),
                                                                      at: location)))
            case .unknownSizeClass(let name, let value):
                return .failure(Problem(MarkupDiagnostics.invalidVariationKey(attribute.value, detail: "unknown size class '\(value)' for '\(name)'",
                                                                      suggestion: Suggestions.closest(to: value, in: ["compact", "regular"]),
                                                                      at: location)))
            case .repeatedComponent(let name):
                return .failure(Problem(MarkupDiagnostics.invalidVariationKey(attribute.value, detail: "'\(name)' is given twice",
                                                                      suggestion: nil, at: location)))
            }
        }
    }
}

/// A diagnostic carried as an `Error`, so that value parsers can return a `Result`.
struct Problem: Error {
    let diagnostic: Diagnostic
    init(_ diagnostic: Diagnostic) { self.diagnostic = diagnostic }
}

extension StringProtocol {
    /// The text without leading and trailing spaces.
    func trimmingSpaces() -> Substring {
        let string = Substring(self)
        guard let start = string.firstIndex(where: { $0 != " " }),
              let end = string.lastIndex(where: { $0 != " " }) else { return string[string.endIndex...] }
        return string[start...end]
    }
}

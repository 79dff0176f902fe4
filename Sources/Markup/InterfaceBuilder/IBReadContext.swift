import LayoutModel

/// What the Interface Builder reader carries through one document: the file for positions, the diagnostics so far,
/// document-wide tables, and the one place where attribute values are turned into numbers and booleans.
struct IBReadContext {
    let file: SourceFile
    var sink: DiagnosticSink
    /// Exact intrinsic sizes from `<designables>`, by view id.
    var designables: [String: Size] = [:]
    /// Every `id` attribute in the document, so synthesized ids never collide with a written one.
    var writtenIDs: Set<String> = []
    /// Per element name, how many ids were synthesized so far (`_view1`, `_view2`, …).
    private var synthesizedCounts: [String: Int] = [:]
    /// Where each view id was first used, to report duplicates.
    private var viewIDLocations: [String: SourceLocation] = [:]

    init(file: SourceFile, sink: DiagnosticSink) {
        self.file = file
        self.sink = sink
    }

    mutating func emit(_ diagnostic: Diagnostic) {
        sink.emit(diagnostic)
    }

    // MARK: - Ids

    /// A view's id: the written one, or `_<elementName><n>` (document order, 1-based per element name) that no
    /// written id uses.
    mutating func viewID(for element: XMLElement) -> (id: String, explicit: Bool) {
        if let id = element["id"], !id.isEmpty {
            if let first = viewIDLocations[id] {
                emit(InterfaceBuilderDiagnostics.duplicateID(id, at: element.location, first: first))
            } else {
                viewIDLocations[id] = element.location
            }
            return (id, true)
        }
        var count = synthesizedCounts[element.name, default: 0]
        var candidate: String
        repeat {
            count += 1
            candidate = "_\(element.name)\(count)"
        } while writtenIDs.contains(candidate)
        synthesizedCounts[element.name] = count
        return (candidate, false)
    }

    // MARK: - Values

    /// The attribute as a finite number, or nil (with a warning when it is present but unreadable).
    mutating func number(_ element: XMLElement, _ name: String) -> Double? {
        guard let attribute = element.attribute(name) else { return nil }
        return number(attribute)
    }

    mutating func number(_ attribute: XMLAttribute) -> Double? {
        if let value = IBNumber.parse(attribute.value) { return value }
        emit(InterfaceBuilderDiagnostics.invalidNumber(attribute.name, value: attribute.value,
                                                       at: attribute.valueRange.start))
        return nil
    }

    /// A priority (1 to 1000, as UIKit requires), or nil with a warning when it is present but not one.
    mutating func priority(_ element: XMLElement, _ name: String) -> Double? {
        guard let attribute = element.attribute(name), let value = number(attribute) else { return nil }
        guard (1...1000).contains(value) else {
            emit(InterfaceBuilderDiagnostics.invalidPriority(name, value: attribute.value,
                                                             at: attribute.valueRange.start))
            return nil
        }
        return value
    }

    /// A `YES`/`NO` attribute, or nil (with a warning when it is present but neither).
    mutating func boolean(_ element: XMLElement, _ name: String) -> Bool? {
        guard let attribute = element.attribute(name) else { return nil }
        switch attribute.value {
        case "YES": return true
        case "NO": return false
        default:
            emit(InterfaceBuilderDiagnostics.invalidBoolean(name, value: attribute.value, at: attribute.valueRange.start))
            return nil
        }
    }

    /// A keyword attribute mapped through `table`, or nil (with a warning listing the keywords when unknown).
    mutating func keyword<T>(_ element: XMLElement, _ name: String, _ table: KeyValuePairs<String, T>,
                             note: String? = nil) -> T? {
        guard let attribute = element.attribute(name) else { return nil }
        if let match = table.first(where: { $0.key == attribute.value }) { return match.value }
        emit(InterfaceBuilderDiagnostics.unknownValue(name, value: attribute.value, expected: table.map(\.key),
                                                      at: attribute.valueRange.start, note: note))
        return nil
    }

    /// `<rect key="frame" x= y= width= height=/>` or any element with those four attributes (missing ones are 0).
    mutating func rect(_ element: XMLElement) -> Rect? {
        var values: [Double] = []
        for name in ["x", "y", "width", "height"] {
            guard let attribute = element.attribute(name) else { values.append(0); continue }
            guard let value = number(attribute) else { return nil }
            values.append(value)
        }
        return Rect(x: values[0], y: values[1], width: values[2], height: values[3])
    }

    /// `<size width= height=/>`, or nil when either is missing or unreadable.
    mutating func size(_ element: XMLElement) -> Size? {
        guard let width = number(element, "width"), let height = number(element, "height") else { return nil }
        return Size(width: width, height: height)
    }
}

/// Interface Builder's numbers: decimals as Cocoa writes them (`8`, `-2`, `0.0`, `82.333333333333329`, and in rare
/// cases an exponent such as `1e-05`). NaN, infinities, hex floats and magnitudes beyond 10⁷ are refused.
enum IBNumber {
    static let limit = 10_000_000.0

    static func parse(_ text: String) -> Double? {
        let bytes = Array(text.utf8)
        var index = 0
        func digits() -> Int {
            let start = index
            while index < bytes.count, bytes[index] >= 0x30, bytes[index] <= 0x39 { index += 1 }
            return index - start
        }
        if index < bytes.count, bytes[index] == 0x2D || bytes[index] == 0x2B { index += 1 }
        var mantissaDigits = digits()
        if index < bytes.count, bytes[index] == 0x2E {
            index += 1
            mantissaDigits += digits()
        }
        guard mantissaDigits > 0 else { return nil }
        if index < bytes.count, bytes[index] == 0x65 || bytes[index] == 0x45 {
            index += 1
            if index < bytes.count, bytes[index] == 0x2D || bytes[index] == 0x2B { index += 1 }
            guard digits() > 0 else { return nil }
        }
        guard index == bytes.count, let value = Double(text), value.isFinite, abs(value) <= limit else { return nil }
        return value == 0 ? 0 : value  // folds -0
    }

    /// A multiplier: a number, or a ratio `a:b` meaning a/b (`45:55`, `16:9`).
    static func multiplier(_ text: String) -> Double? {
        let parts = text.split(separator: ":", omittingEmptySubsequences: false)
        switch parts.count {
        case 1:
            return parse(text)
        case 2:
            guard let numerator = parse(String(parts[0])), let denominator = parse(String(parts[1])),
                  denominator != 0 else { return nil }
            let value = numerator / denominator
            return value.isFinite ? value : nil
        default:
            return nil
        }
    }

    /// The leading whole number of a version such as `14087.3` or `32700.99.1234`.
    static func toolsVersion(_ text: String) -> Int? {
        let head = text.prefix { $0 != "." }
        guard !head.isEmpty, head.allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
        return Int(head)
    }
}

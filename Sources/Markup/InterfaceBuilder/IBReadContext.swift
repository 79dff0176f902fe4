import LayoutModel

/// What the Interface Builder reader carries through one document: the file for positions, the diagnostics so far,
/// document-wide tables, and the one place where attribute values are turned into numbers and booleans.
struct IBReadContext {
    let file: SourceFile
    var sink: DiagnosticSink
    /// Exact intrinsic sizes from `<designables>`, by view id.
    var designables: [String: Size] = [:]
    /// The document's root element, whose `id` attributes synthesized ids avoid.
    var documentRoot: XMLElement?
    /// Every `id` attribute in the document, so synthesized ids never collide with a written one; gathered from
    /// ``documentRoot`` when the first id is synthesized (documents whose views all have ids never need it).
    private var writtenIDs: Set<String>?
    /// Per element name, how many ids were synthesized so far (`_view1`, `_view2`, …).
    private var synthesizedCounts: [String: Int] = [:]
    /// The element where each view id was first used, to report duplicates, by the id's value number in the
    /// document (``XMLElement/valueID(of:)``): its index in the tree (`.max` for none). Indices, not elements: each
    /// stored element would hold a reference to the tree, and a list of optional elements is filled slot by slot.
    private var viewIDElements: [UInt32] = []
    /// By value number, the value as a number (``unparsed`` until asked, NaN when it is not one), and as a boolean
    /// (0 until asked, then 1 `YES`, 2 `NO`, 3 neither).
    private var numbersByValue: [Double] = []
    private var booleansByValue: [UInt8] = []
    /// No value parses to infinity (``IBNumber`` refuses magnitudes past 10⁷).
    private static let unparsed = Double.infinity

    /// The attribute names read on every view, resolved in the document.
    let names: IBNames

    init(file: SourceFile, sink: DiagnosticSink, root: XMLElement) {
        self.file = file
        self.sink = sink
        self.names = IBNames(root)
    }

    mutating func emit(_ diagnostic: Diagnostic) {
        sink.emit(diagnostic)
    }

    // MARK: - Ids

    /// A view's id: the written one, or `_<elementName><n>` (document order, 1-based per element name) that no
    /// written id uses.
    mutating func viewID(for element: XMLElement) -> (id: String, explicit: Bool) {
        viewID(for: element, idValue: element.valueID(of: names.id))
    }

    /// ``viewID(for:)`` with the value number of the element's `id` already found (nil: no `id`).
    mutating func viewID(for element: XMLElement, idValue: Int?) -> (id: String, explicit: Bool) {
        if let valueID = idValue, case let id = element.documentValue(valueID), !id.isEmpty {
            if viewIDElements.isEmpty { viewIDElements = Array(repeating: .max, count: element.documentValueCount) }
            let first = viewIDElements[valueID]
            if first != .max {
                let firstElement = XMLElement(tree: element.tree, index: Int(first))
                emit(InterfaceBuilderDiagnostics.duplicateID(id, at: element.location, first: firstElement.location))
            } else {
                viewIDElements[valueID] = UInt32(truncatingIfNeeded: element.index)  // the tree's indices are UInt32
            }
            return (id, true)
        }
        if writtenIDs == nil { writtenIDs = documentRoot.map(IBPrescan.ids(in:)) ?? [] }
        var count = synthesizedCounts[element.name, default: 0]
        var candidate: String
        repeat {
            count += 1
            candidate = "_\(element.name)\(count)"
        } while writtenIDs?.contains(candidate) ?? false
        synthesizedCounts[element.name] = count
        return (candidate, false)
    }

    // MARK: - Values

    /// The attribute as a finite number, or nil (with a warning when it is present but unreadable).
    mutating func number(_ element: XMLElement, _ name: String) -> Double? {
        number(element, element.resolve(name))
    }

    mutating func number(_ element: XMLElement, _ name: XMLName) -> Double? {
        guard let valueID = element.valueID(of: name) else { return nil }
        return number(valueID, of: name, in: element)
    }

    /// The present attribute `name` with value number `valueID` as a number, or nil with a warning.
    private mutating func number(_ valueID: Int, of name: XMLName, in element: XMLElement) -> Double? {
        if let parsed = number(ofValue: valueID, in: element) { return parsed }
        return element.attribute(name.text).flatMap { number($0) }  // reports the value
    }

    /// The number a document value reads as (``IBNumber/parse(_:)``), parsed once per distinct value: a document
    /// repeats a few hundred numbers (`0`, `20`, `750`) across hundreds of thousands of attributes.
    private mutating func number(ofValue valueID: Int, in element: XMLElement) -> Double? {
        if numbersByValue.isEmpty {
            numbersByValue = Array(repeating: Self.unparsed, count: element.documentValueCount)
        }
        var number = numbersByValue[valueID]
        if number == Self.unparsed {
            number = IBNumber.parse(element.documentValue(valueID)) ?? .nan
            numbersByValue[valueID] = number
        }
        return number.isNaN ? nil : number
    }

    mutating func number(_ attribute: XMLAttribute) -> Double? {
        if let value = IBNumber.parse(attribute.value) { return value }
        emit(InterfaceBuilderDiagnostics.invalidNumber(attribute.name, value: attribute.value,
                                                       at: attribute.valueRange.start))
        return nil
    }

    /// A priority (1 to 1000, as UIKit requires), or nil with a warning when it is present but not one.
    mutating func priority(_ element: XMLElement, _ name: String) -> Double? {
        priority(element, element.resolve(name))
    }

    mutating func priority(_ element: XMLElement, _ name: XMLName) -> Double? {
        priority(element, name, valueID: element.valueID(of: name))
    }

    /// ``priority(_:_:)-(_,XMLName)`` with the attribute's value number already found (nil: absent).
    mutating func priority(_ element: XMLElement, _ name: XMLName, valueID: Int?) -> Double? {
        guard let valueID else { return nil }
        // The common case without making an attribute (positions are only needed for a warning).
        if let value = number(ofValue: valueID, in: element), (1...1000).contains(value) { return value }
        guard let attribute = element.attribute(name.text), let value = number(attribute) else { return nil }
        guard (1...1000).contains(value) else {
            emit(InterfaceBuilderDiagnostics.invalidPriority(name.text, value: attribute.value,
                                                             at: attribute.valueRange.start))
            return nil
        }
        return value
    }

    /// A `YES`/`NO` attribute, or nil (with a warning when it is present but neither).
    mutating func boolean(_ element: XMLElement, _ name: String) -> Bool? {
        boolean(element, element.resolve(name))
    }

    mutating func boolean(_ element: XMLElement, _ name: XMLName) -> Bool? {
        boolean(element, name, valueID: element.valueID(of: name))
    }

    /// ``boolean(_:_:)-(_,XMLName)`` with the attribute's value number already found (nil: absent).
    mutating func boolean(_ element: XMLElement, _ name: XMLName, valueID: Int?) -> Bool? {
        guard let valueID else { return nil }
        if booleansByValue.isEmpty { booleansByValue = Array(repeating: 0, count: element.documentValueCount) }
        var known = booleansByValue[valueID]
        if known == 0 {
            switch element.documentValue(valueID) {
            case "YES": known = 1
            case "NO": known = 2
            default: known = 3
            }
            booleansByValue[valueID] = known
        }
        switch known {
        case 1: return true
        case 2: return false
        default:
            emit(InterfaceBuilderDiagnostics.invalidBoolean(name.text, value: element.documentValue(valueID),
                                                            at: element.attribute(name.text)?.valueRange.start))
            return nil
        }
    }

    /// A keyword attribute mapped through `table`, or nil (with a warning listing the keywords when unknown).
    mutating func keyword<T>(_ element: XMLElement, _ name: String, _ table: KeyValuePairs<String, T>) -> T? {
        keyword(element[name], name: name, table, at: { element.attribute(name)?.valueRange.start },
                note: { _ in nil })
    }

    /// ``keyword(_:_:_:)`` for a resolved name; `note` is only worked out for a warning.
    mutating func keyword<T>(_ element: XMLElement, _ name: XMLName, _ table: KeyValuePairs<String, T>,
                             note: (String) -> String? = { _ in nil }) -> T? {
        keyword(element[name], name: name.text, table, at: { element.attribute(name)?.valueRange.start }, note: note)
    }

    /// `value` mapped through `table`; an unknown one is reported at `at()` (only worked out for a warning).
    private mutating func keyword<T>(_ value: String?, name: String, _ table: KeyValuePairs<String, T>,
                                     at position: () -> SourceLocation?, note: (String) -> String?) -> T? {
        guard let value else { return nil }
        if let match = table.first(where: { $0.key == value }) { return match.value }
        emit(InterfaceBuilderDiagnostics.unknownValue(name, value: value, expected: table.map(\.key), at: position(),
                                                      note: note(value)))
        return nil
    }

    /// The number a present attribute's value reads as, without a warning when it is not a number.
    mutating func numberIfValid(_ element: XMLElement, valueID: Int) -> Double? {
        number(ofValue: valueID, in: element)
    }

    /// `<rect key="frame" x= y= width= height=/>` or any element with those four attributes (missing ones are 0).
    mutating func rect(_ element: XMLElement) -> Rect? {
        // The four value numbers in one pass over the attributes; read in the written order as before.
        var x, y, width, height: Int?
        let (xID, yID, widthID, heightID) = (Int(names.x.id), Int(names.y.id), Int(names.width.id), Int(names.height.id))
        for index in element.attributeIndices {
            let (name, value) = element.attributeIDs(atIndex: index)
            if name == xID { x = value } else if name == yID { y = value } else if name == widthID { width = value }
            else if name == heightID { height = value }
        }
        if let x = rectComponent(element, valueID: x), let y = rectComponent(element, valueID: y),
           let width = rectComponent(element, valueID: width), let height = rectComponent(element, valueID: height) {
            return Rect(x: x, y: y, width: width, height: height)
        }
        // Some component is unreadable: read them again as written, which reports the first such one.
        guard let x = rectComponent(element, names.x, x), let y = rectComponent(element, names.y, y),
              let width = rectComponent(element, names.width, width),
              let height = rectComponent(element, names.height, height)
        else { return nil }
        return Rect(x: x, y: y, width: width, height: height)
    }

    /// One of a rect's four numbers: 0 when missing, nil (without a warning) when unreadable.
    private mutating func rectComponent(_ element: XMLElement, valueID: Int?) -> Double? {
        guard let valueID else { return 0 }
        return number(ofValue: valueID, in: element)
    }

    /// One of a rect's four numbers: 0 when missing, nil (with a warning) when unreadable.
    private mutating func rectComponent(_ element: XMLElement, _ name: XMLName, _ valueID: Int?) -> Double? {
        guard let valueID else { return 0 }
        return number(valueID, of: name, in: element)
    }

    /// `<size width= height=/>`, or nil when either is missing or unreadable.
    mutating func size(_ element: XMLElement) -> Size? {
        guard let width = number(element, "width"), let height = number(element, "height") else { return nil }
        return Size(width: width, height: height)
    }
}

/// The attribute names, element names and attribute values the reader asks every view (and its frame) about,
/// looked up once per document, so that each view compares small numbers. A class: the reader hands it around
/// without copying its strings.
final class IBNames {
    let id, key, customClass, hidden, misplaced, ambiguous, fixedFrame, translatesAutoresizingMaskIntoConstraints: XMLName
    let horizontalHuggingPriority, verticalHuggingPriority: XMLName
    let horizontalCompressionResistancePriority, verticalCompressionResistancePriority: XMLName
    let preservesSuperviewLayoutMargins, insetsLayoutMarginsFromSafeArea: XMLName
    let placeholderIntrinsicWidth, placeholderIntrinsicHeight: XMLName
    let x, y, width, height: XMLName
    let axis, distribution, alignment, spacingType, spacing: XMLName
    let baselineRelativeArrangement, layoutMarginsRelativeArrangement: XMLName
    /// Element names.
    let rect, frame, autoresizingMask, variation, constraints, constraint, viewLayoutGuide: XMLName
    let edgeInsets, directionalEdgeInsets, subviews: XMLName
    /// Value numbers (``XMLElement/documentValueID(_:)``); nil when no attribute of the document has the value.
    let frameValue, frameInsetValue, autoresizingMaskValue, layoutMarginsValue, directionalLayoutMarginsValue: Int?
    let noValue, infiniteValue, noneValue: Int?
    /// ``IBViewAttributes/Slot`` raw values by name number.
    let viewSlots: [UInt8]

    init(_ root: XMLElement) {
        id = root.resolve("id")
        key = root.resolve("key")
        customClass = root.resolve("customClass")
        hidden = root.resolve("hidden")
        misplaced = root.resolve("misplaced")
        ambiguous = root.resolve("ambiguous")
        fixedFrame = root.resolve("fixedFrame")
        translatesAutoresizingMaskIntoConstraints = root.resolve("translatesAutoresizingMaskIntoConstraints")
        horizontalHuggingPriority = root.resolve("horizontalHuggingPriority")
        verticalHuggingPriority = root.resolve("verticalHuggingPriority")
        horizontalCompressionResistancePriority = root.resolve("horizontalCompressionResistancePriority")
        verticalCompressionResistancePriority = root.resolve("verticalCompressionResistancePriority")
        preservesSuperviewLayoutMargins = root.resolve("preservesSuperviewLayoutMargins")
        insetsLayoutMarginsFromSafeArea = root.resolve("insetsLayoutMarginsFromSafeArea")
        placeholderIntrinsicWidth = root.resolve("placeholderIntrinsicWidth")
        placeholderIntrinsicHeight = root.resolve("placeholderIntrinsicHeight")
        x = root.resolve("x")
        y = root.resolve("y")
        width = root.resolve("width")
        height = root.resolve("height")
        axis = root.resolve("axis")
        distribution = root.resolve("distribution")
        alignment = root.resolve("alignment")
        spacingType = root.resolve("spacingType")
        spacing = root.resolve("spacing")
        baselineRelativeArrangement = root.resolve("baselineRelativeArrangement")
        layoutMarginsRelativeArrangement = root.resolve("layoutMarginsRelativeArrangement")
        rect = root.resolve("rect")
        frame = root.resolve("frame")
        autoresizingMask = root.resolve("autoresizingMask")
        variation = root.resolve("variation")
        constraints = root.resolve("constraints")
        constraint = root.resolve("constraint")
        viewLayoutGuide = root.resolve("viewLayoutGuide")
        edgeInsets = root.resolve("edgeInsets")
        directionalEdgeInsets = root.resolve("directionalEdgeInsets")
        subviews = root.resolve("subviews")
        frameValue = root.documentValueID("frame")
        frameInsetValue = root.documentValueID("frameInset")
        autoresizingMaskValue = root.documentValueID("autoresizingMask")
        layoutMarginsValue = root.documentValueID("layoutMargins")
        directionalLayoutMarginsValue = root.documentValueID("directionalLayoutMargins")
        noValue = root.documentValueID("NO")
        infiniteValue = root.documentValueID("infinite")
        noneValue = root.documentValueID("none")
        viewSlots = IBViewAttributes.slots(in: root)
    }
}

/// Interface Builder's numbers: decimals as Cocoa writes them (`8`, `-2`, `0.0`, `82.333333333333329`, and in rare
/// cases an exponent such as `1e-05`). NaN, infinities, hex floats and magnitudes beyond 10⁷ are refused.
enum IBNumber {
    static let limit = 10_000_000.0

    static func parse(_ text: String) -> Double? {
        let scanned = text.withUTF8Bytes(scan)
        let value: Double?
        switch scanned {
        case .invalid: return nil
        case .exact(let exact): value = exact
        case .valid: value = Double(text)
        }
        guard let value, value.isFinite, abs(value) <= limit else { return nil }
        return value == 0 ? 0 : value  // folds -0
    }

    private enum Scan {
        case invalid
        /// Well formed; `Double(text)` gives the value.
        case valid
        case exact(Double)
    }

    /// Checks the syntax and, for short plain decimals, computes the value exactly: with at most 15 digits and no
    /// exponent, digits / 10^fraction is a division of two exact doubles, which IEEE rounds correctly, so it equals
    /// what `Double(text)` (strtod) returns.
    private static func scan(_ bytes: UnsafeBufferPointer<UInt8>) -> Scan {
        var index = 0
        var negative = false
        var mantissa: UInt64 = 0
        var digitCount = 0
        var fractionDigits = 0
        func digits(counting fraction: Bool) -> Int {
            let start = index
            while index < bytes.count, bytes[index] >= 0x30, bytes[index] <= 0x39 {
                if digitCount < 19 { mantissa = mantissa &* 10 &+ UInt64(bytes[index] - 0x30) }
                digitCount += 1
                if fraction { fractionDigits += 1 }
                index += 1
            }
            return index - start
        }
        if index < bytes.count, bytes[index] == 0x2D || bytes[index] == 0x2B {
            negative = bytes[index] == 0x2D
            index += 1
        }
        var mantissaDigits = digits(counting: false)
        if index < bytes.count, bytes[index] == 0x2E {
            index += 1
            mantissaDigits += digits(counting: true)
        }
        guard mantissaDigits > 0 else { return .invalid }
        var hasExponent = false
        if index < bytes.count, bytes[index] == 0x65 || bytes[index] == 0x45 {
            hasExponent = true
            index += 1
            if index < bytes.count, bytes[index] == 0x2D || bytes[index] == 0x2B { index += 1 }
            let start = index
            while index < bytes.count, bytes[index] >= 0x30, bytes[index] <= 0x39 { index += 1 }
            guard index > start else { return .invalid }
        }
        guard index == bytes.count else { return .invalid }
        guard !hasExponent, digitCount <= 15 else { return .valid }
        let magnitude = Double(mantissa) / powersOfTen[fractionDigits]
        return .exact(negative ? -magnitude : magnitude)
    }

    /// 10^0 … 10^15, all exact doubles.
    private static let powersOfTen: [Double] = (0...15).map { exponent in
        (0..<exponent).reduce(1.0) { value, _ in value * 10 }
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

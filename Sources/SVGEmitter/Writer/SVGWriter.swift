import LayoutModel

/// The SVG elements the emitter writes: a closed set, so no element name ever comes from input.
enum SVGElement: String, CaseIterable {
    case svg, g, title, desc, style, clipPath, rect, line, circle, path, text, tspan

    /// ``rawValue`` as a literal, which the writer copies without a string's reference counting.
    var spelling: StaticString {
        switch self {
        case .svg: "svg"
        case .g: "g"
        case .title: "title"
        case .desc: "desc"
        case .style: "style"
        case .clipPath: "clipPath"
        case .rect: "rect"
        case .line: "line"
        case .circle: "circle"
        case .path: "path"
        case .text: "text"
        case .tspan: "tspan"
        }
    }
}

/// The attribute names the emitter writes: a closed set, in no particular order (callers fix the order).
enum SVGAttributeName: String, CaseIterable {
    case xmlns, width, height, viewBox, role
    case ariaLabelledBy = "aria-labelledby"
    case fontFamily = "font-family"
    case id, `class`
    case dataID = "data-id"
    case dataFrame = "data-frame"
    case dataChange = "data-change"
    case transform
    case x, y, dx, rx, ry, cx, cy, r, x1, y1, x2, y2, d
    case clipPath = "clip-path"
    case fontSize = "font-size"
    case fontWeight = "font-weight"
    case fontStyle = "font-style"
    case letterSpacing = "letter-spacing"
    case textAnchor = "text-anchor"
    case textLength = "textLength"
    case lengthAdjust = "lengthAdjust"
    case opacity

    /// ``rawValue`` as a literal, which the writer copies without a string's reference counting.
    var spelling: StaticString {
        switch self {
        case .xmlns: "xmlns"
        case .width: "width"
        case .height: "height"
        case .viewBox: "viewBox"
        case .role: "role"
        case .ariaLabelledBy: "aria-labelledby"
        case .fontFamily: "font-family"
        case .id: "id"
        case .class: "class"
        case .dataID: "data-id"
        case .dataFrame: "data-frame"
        case .dataChange: "data-change"
        case .transform: "transform"
        case .x: "x"
        case .y: "y"
        case .dx: "dx"
        case .rx: "rx"
        case .ry: "ry"
        case .cx: "cx"
        case .cy: "cy"
        case .r: "r"
        case .x1: "x1"
        case .y1: "y1"
        case .x2: "x2"
        case .y2: "y2"
        case .d: "d"
        case .clipPath: "clip-path"
        case .fontSize: "font-size"
        case .fontWeight: "font-weight"
        case .fontStyle: "font-style"
        case .letterSpacing: "letter-spacing"
        case .textAnchor: "text-anchor"
        case .textLength: "textLength"
        case .lengthAdjust: "lengthAdjust"
        case .opacity: "opacity"
        }
    }
}

/// One attribute: a name from the closed set and a value the writer escapes, or a number it formats in place.
struct SVGAttribute {
    var name: SVGAttributeName
    /// The text value; nil for numbers.
    private(set) var text: String?
    /// The numeric value, when ``text`` is nil, and up to three more written after it, each after a space.
    private(set) var numbers: (Double, Double?, Double?, Double?) = (0, nil, nil, nil)

    init(_ name: SVGAttributeName, _ value: String) {
        self.name = name
        text = value
    }

    /// A numeric attribute through the one number formatter (``formatNumber(_:)``); non-finite values are written
    /// as 0.
    init(_ name: SVGAttributeName, _ value: Double) {
        self.name = name
        numbers.0 = value
    }

    /// A rectangle as `x y width height` (`data-frame`), each number as a numeric attribute writes it.
    init(_ name: SVGAttributeName, frame rect: Rect) {
        self.name = name
        numbers = (rect.x, rect.y, rect.width, rect.height)
    }
}

/// Writes indented, escaped SVG: attributes in the order given, LF line endings, one element per line.
///
/// The document is built as UTF-8 bytes in a ``ByteWriter`` (appending a piece is a copy of its bytes, where
/// appending to a `String` costs checks of both ends per piece) and becomes a `String` once, in ``finish()``.
struct SVGWriter: ~Copyable {
    private var output: ByteWriter
    private var depth = 0
    private var openElements: [SVGElement] = []
    /// How many elements were written, to keep documents within renderers' limits.
    private(set) var elementCount = 0
    /// Views stop being drawn once a document holds this many elements: librsvg refuses documents with more
    /// than 1,000,000 (robustness.md §2.2, rule 9), and overlays and sheets still need room.
    static let elementBudget = 400_000

    /// A writer whose buffer starts with room for `capacity` bytes (it grows by doubling, copying what it holds).
    init(capacity: Int = 1 << 16) {
        output = ByteWriter(capacity: capacity)
    }

    /// Writes raw, already-safe markup lines (the XML declaration).
    mutating func declaration(_ line: String) {
        write(line)
        output.write("\n")
    }

    mutating func comment(_ text: String) {
        indent()
        output.write("<!-- ")
        write(XMLText.commentSafe(text))
        output.write(" -->\n")
    }

    mutating func open(_ element: SVGElement, _ attributes: [SVGAttribute] = []) {
        open(element) { $0.attributes(attributes) }
    }

    /// ``open(_:_:)`` with the attributes written in order by `body` (``attribute(_:writing:)`` and its siblings)
    /// instead of gathered in an array first (a group per view).
    mutating func open(_ element: SVGElement, writing body: (inout SVGWriter) -> Void) {
        indent()
        startTag(element, writing: body)
        output.write(">\n")
        openElements.append(element)
        depth += 1
    }

    /// An attribute whose value `body` writes piece by piece (``value(_:)``, ``value(plain:)``): escaping works
    /// character by character, so the pieces give the bytes their joined text would.
    mutating func attribute(_ name: SVGAttributeName, writing body: (inout SVGWriter) -> Void) {
        output.write(" ")
        output.write(name.spelling)
        output.write("=\"")
        body(&self)
        output.write("\"")
    }

    /// An attribute with a text value, escaped.
    mutating func attribute(_ name: SVGAttributeName, _ text: String) {
        attribute(name) { $0.value(text) }
    }

    /// A numeric attribute, as ``SVGAttribute/init(_:_:)`` (a `Double`) writes it.
    mutating func attribute(_ name: SVGAttributeName, _ value: Double) {
        attribute(name) { $0.output.write(number: value) }
    }

    /// A rectangle as `x y width height` (`data-frame`), as ``SVGAttribute/init(_:frame:)`` writes it.
    mutating func attribute(_ name: SVGAttributeName, frame rect: Rect) {
        attribute(SVGAttribute(name, frame: rect))
    }

    /// A piece of an attribute's value, escaped (inside ``attribute(_:writing:)``).
    mutating func value(_ text: String) {
        XMLText.writeEscaped(text, attribute: true, into: &output)
    }

    /// A piece of an attribute's value that needs no escaping: printable ASCII without `& < > " '` (inside
    /// ``attribute(_:writing:)``).
    mutating func value(plain literal: StaticString) {
        output.write(literal)
    }

    /// A piece of an attribute's value escaped once beforehand (``XMLText/escapedAttribute(_:)``), for text written
    /// with many elements (inside ``attribute(_:writing:)``).
    mutating func value(escaped bytes: [UInt8]) {
        bytes.withUnsafeBufferPointer { output.write($0) }
    }

    /// A path's `d` text (inside ``attribute(_:writing:)``): commands, digits, `.`, `-` and spaces, nothing to escape.
    mutating func value(path: PathData) {
        path.withBytes { output.write($0) }
    }

    mutating func close() {
        guard let element = openElements.popLast() else { return }
        depth -= 1
        indent()
        output.write("</")
        output.write(element.spelling)
        output.write(">\n")
    }

    /// An empty element: `<rect …/>`.
    mutating func leaf(_ element: SVGElement, _ attributes: [SVGAttribute] = []) {
        leaf(element) { $0.attributes(attributes) }
    }

    /// ``leaf(_:_:)`` with the attributes written in order by `body`, as in ``open(_:writing:)``.
    mutating func leaf(_ element: SVGElement, writing body: (inout SVGWriter) -> Void) {
        indent()
        startTag(element, writing: body)
        output.write("/>\n")
    }

    /// An element with escaped text content on one line: `<title>…</title>`.
    mutating func text(_ element: SVGElement, _ attributes: [SVGAttribute] = [], content: String) {
        text(element, attributes) { $0.content(content) }
    }

    /// ``text(_:_:writing:)`` with the attributes written in order by `attributes`, as in ``open(_:writing:)``.
    mutating func text(_ element: SVGElement, attributes: (inout SVGWriter) -> Void,
                       writing body: (inout SVGWriter) -> Void) {
        indent()
        startTag(element, writing: attributes)
        output.write(">")
        body(&self)
        output.write("</")
        output.write(element.spelling)
        output.write(">\n")
    }

    /// ``text(_:_:content:)`` with the content written piece by piece by `body` (``content(_:)`` and its
    /// siblings): escaping works character by character, so the pieces give the bytes their joined text would,
    /// without building that text first (a title per view).
    mutating func text(_ element: SVGElement, _ attributes: [SVGAttribute] = [], writing body: (inout SVGWriter) -> Void) {
        text(element, attributes: { $0.attributes(attributes) }, writing: body)
    }

    /// A piece of text content, escaped (inside ``text(_:_:writing:)``).
    mutating func content(_ text: String) {
        XMLText.writeEscaped(text, attribute: false, into: &output)
    }

    /// A piece of text content that needs no escaping: printable ASCII without `& < >`, or characters such as
    /// "—" and "×" (inside ``text(_:_:writing:)``).
    mutating func content(plain literal: StaticString) {
        output.write(literal)
    }

    /// ``XMLText/quoted(_:limit:)`` as text content, escaped, without a quoted copy of a short printable text
    /// (inside ``text(_:_:writing:)``).
    mutating func content(quoted text: String, limit: Int = 80) {
        guard XMLText.isQuotedAsIs(text, limit: limit) else {
            return content(XMLText.quoted(text, limit: limit))
        }
        output.write("'")
        content(text)
        output.write("'")
    }

    /// A number as text content, as ``formatNumber(_:)`` writes it (inside ``text(_:_:writing:)``).
    mutating func content(number value: Double) {
        output.write(number: value)
    }

    /// An element whose escaped text content is written one line per entry (the stylesheet).
    mutating func block(_ element: SVGElement, _ attributes: [SVGAttribute] = [], lines: [String]) {
        open(element, attributes)
        for line in lines {
            indent()
            XMLText.writeEscaped(line, attribute: false, into: &output)
            output.write("\n")
        }
        close()
    }

    /// A `<text>` element holding one `<tspan>` per line, all on one line so no whitespace leaks between them.
    mutating func textLines(_ attributes: [SVGAttribute], lines: [(attributes: [SVGAttribute], content: String)]) {
        indent()
        startTag(.text, attributes)
        output.write(">")
        for line in lines {
            startTag(.tspan, line.attributes)
            output.write(">")
            XMLText.writeEscaped(line.content, attribute: false, into: &output)
            output.write("</tspan>")
        }
        output.write("</text>\n")
    }

    /// Closes every element still open and hands over the document as UTF-8; the writer is used up.
    consuming func finish() -> [UInt8] {
        while !openElements.isEmpty { close() }
        return output.finish()
    }

    /// ``finish()`` as a `String`.
    consuming func finishString() -> String {
        String(decoding: finish(), as: UTF8.self)
    }

    private mutating func startTag(_ element: SVGElement, _ attributes: [SVGAttribute]) {
        startTag(element) { $0.attributes(attributes) }
    }

    /// Each attribute in order.
    private mutating func attributes(_ list: [SVGAttribute]) {
        for attribute in list { self.attribute(attribute) }
    }

    /// `<name` and the attributes `body` writes.
    private mutating func startTag(_ element: SVGElement, writing body: (inout SVGWriter) -> Void) {
        elementCount += 1
        output.write("<")
        output.write(element.spelling)
        body(&self)
    }

    /// One attribute, ` name="value"`.
    private mutating func attribute(_ attribute: SVGAttribute) {
        self.attribute(attribute.name) { tag in
            guard let text = attribute.text else {
                // Digits, '.', '-' and spaces: nothing to escape.
                tag.output.write(number: attribute.numbers.0)
                if let next = attribute.numbers.1 { tag.writeNumber(next) }
                if let next = attribute.numbers.2 { tag.writeNumber(next) }
                if let next = attribute.numbers.3 { tag.writeNumber(next) }
                return
            }
            tag.value(text)
        }
    }

    /// Appends a space and a number (a further number of a list).
    private mutating func writeNumber(_ value: Double) {
        output.write(" ")
        output.write(number: value)
    }

    /// Appends a string's UTF-8 bytes.
    private mutating func write(_ text: String) {
        var text = text
        text.withUTF8 { output.write($0) }
    }

    /// Indentation stops growing at ``maximumIndent`` levels, so very deep trees stay linear in size.
    static let maximumIndent = 32

    /// Two spaces per level, up to ``maximumIndent`` levels.
    private static let spaces: StaticString = "                                                                "

    private mutating func indent() {
        let count = 2 * min(depth, Self.maximumIndent)
        Self.spaces.withUTF8Buffer { output.write(UnsafeBufferPointer(rebasing: $0[..<count])) }
    }
}

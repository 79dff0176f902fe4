import LayoutModel

/// The SVG elements the emitter writes: a closed set, so no element name ever comes from input.
enum SVGElement: String {
    case svg, g, title, desc, style, clipPath, rect, line, circle, path, text, tspan
}

/// The attribute names the emitter writes: a closed set, in no particular order (callers fix the order).
enum SVGAttributeName: String {
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
}

/// One attribute: a name from the closed set and a value the writer escapes.
struct SVGAttribute {
    var name: SVGAttributeName
    var value: String

    init(_ name: SVGAttributeName, _ value: String) {
        self.name = name
        self.value = value
    }

    /// A numeric attribute through the one number formatter; non-finite values are written as 0.
    init(_ name: SVGAttributeName, _ value: Double) {
        self.init(name, formatNumber(value))
    }
}

/// Writes indented, escaped SVG: attributes in the order given, LF line endings, one element per line.
struct SVGWriter {
    private(set) var output = ""
    private var depth = 0
    private var openElements: [SVGElement] = []
    /// How many elements were written, to keep documents within renderers' limits.
    private(set) var elementCount = 0
    /// Views stop being drawn once a document holds this many elements: librsvg refuses documents with more
    /// than 1,000,000 (robustness.md §2.2, rule 9), and overlays and sheets still need room.
    static let elementBudget = 400_000

    /// Writes raw, already-safe markup lines (the XML declaration).
    mutating func declaration(_ line: String) {
        output += line + "\n"
    }

    mutating func comment(_ text: String) {
        indent()
        output += "<!-- " + XMLText.commentSafe(text) + " -->\n"
    }

    mutating func open(_ element: SVGElement, _ attributes: [SVGAttribute] = []) {
        indent()
        startTag(element, attributes)
        output += ">\n"
        openElements.append(element)
        depth += 1
    }

    mutating func close() {
        guard let element = openElements.popLast() else { return }
        depth -= 1
        indent()
        output += "</" + element.rawValue + ">\n"
    }

    /// An empty element: `<rect …/>`.
    mutating func leaf(_ element: SVGElement, _ attributes: [SVGAttribute] = []) {
        indent()
        startTag(element, attributes)
        output += "/>\n"
    }

    /// An element with escaped text content on one line: `<title>…</title>`.
    mutating func text(_ element: SVGElement, _ attributes: [SVGAttribute] = [], content: String) {
        indent()
        startTag(element, attributes)
        output += ">" + XMLText.escapeContent(content) + "</" + element.rawValue + ">\n"
    }

    /// An element whose escaped text content is written one line per entry (the stylesheet).
    mutating func block(_ element: SVGElement, _ attributes: [SVGAttribute] = [], lines: [String]) {
        open(element, attributes)
        for line in lines {
            indent()
            output += XMLText.escapeContent(line) + "\n"
        }
        close()
    }

    /// A `<text>` element holding one `<tspan>` per line, all on one line so no whitespace leaks between them.
    mutating func textLines(_ attributes: [SVGAttribute], lines: [(attributes: [SVGAttribute], content: String)]) {
        indent()
        startTag(.text, attributes)
        output += ">"
        for line in lines {
            startTag(.tspan, line.attributes)
            output += ">"
            output += XMLText.escapeContent(line.content)
            output += "</tspan>"
        }
        output += "</text>\n"
    }

    /// Closes every element still open.
    mutating func finish() -> String {
        while !openElements.isEmpty { close() }
        return output
    }

    private mutating func startTag(_ element: SVGElement, _ attributes: [SVGAttribute]) {
        elementCount += 1
        output += "<"
        output += element.rawValue
        for attribute in attributes {
            output += " "
            output += attribute.name.rawValue
            output += "=\""
            output += XMLText.escapeAttribute(attribute.value)
            output += "\""
        }
    }

    /// Indentation stops growing at ``maximumIndent`` levels, so very deep trees stay linear in size.
    static let maximumIndent = 32

    private static let indents = (0...maximumIndent).map { String(repeating: "  ", count: $0) }

    private mutating func indent() {
        output += Self.indents[min(depth, Self.maximumIndent)]
    }
}

import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing

/// A parsed SVG (or XHTML-free XML) document: its elements in document order and its character data.
struct ParsedXML {
    struct Element {
        var name: String
        var attributes: [String: String]
        /// The element's own character data (not its children's).
        var text: String
        /// 0 for the root element.
        var depth: Int
    }

    var elements: [Element] = []
    var errors: [String] = []

    func elements(named name: String) -> [Element] { elements.filter { $0.name == name } }

    /// The elements inside the element at `index`, in document order.
    func descendants(of index: Int) -> ArraySlice<Element> {
        let depth = elements[index].depth
        return elements[(index + 1)...].prefix { $0.depth > depth }
    }

    /// The elements directly inside the element at `index`.
    func children(of index: Int) -> [Element] {
        descendants(of: index).filter { $0.depth == elements[index].depth + 1 }
    }
}

private final class Collector: NSObject, XMLParserDelegate {
    var result = ParsedXML()
    private var stack: [Int] = []

    func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
                qualifiedName qName: String?, attributes attributeDict: [String: String] = [:]) {
        result.elements.append(ParsedXML.Element(name: elementName, attributes: attributeDict, text: "",
                                                 depth: stack.count))
        stack.append(result.elements.count - 1)
    }

    func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?,
                qualifiedName qName: String?) {
        stack.removeLast()
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        if let current = stack.last { result.elements[current].text += string }
    }

    func parser(_ parser: XMLParser, parseErrorOccurred parseError: Error) {
        result.errors.append("line \(parser.lineNumber): error \((parseError as NSError).code)")
    }
}

enum SVGInspector {
    static func parse(_ text: String) -> ParsedXML {
        let parser = XMLParser(data: Data(text.utf8))
        let collector = Collector()
        parser.delegate = collector
        // parse() can return true after errors on Linux: rely on the delegate.
        if !parser.parse(), collector.result.errors.isEmpty { collector.result.errors.append("parse failed") }
        return collector.result
    }

    static let forbiddenElements: Set<String> = [
        "script", "foreignObject", "iframe", "set", "animate", "animateTransform", "animateMotion", "image", "use",
        "a", "object", "embed",
    ]
    static let numericAttributes: Set<String> = [
        "x", "y", "width", "height", "rx", "ry", "cx", "cy", "r", "x1", "y1", "x2", "y2", "font-size", "textLength",
        "letter-spacing", "opacity",
    ]
    static let nonNegativeAttributes: Set<String> = ["width", "height", "rx", "ry", "r", "font-size", "textLength"]

    /// Every structural rule of robustness.md §2 that can be checked on the output; one issue per violation.
    static func checkSafety(_ svg: String, sourceLocation: SourceLocation = #_sourceLocation) {
        func fail(_ message: String) { Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation) }
        let document = parse(svg)
        if !document.errors.isEmpty { fail("not well-formed: \(document.errors.joined(separator: ", "))") }
        if !svg.hasSuffix("\n") { fail("no final newline") }
        if svg.contains("\r") { fail("CR in output") }
        if !svg.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n") { fail("missing XML declaration") }
        guard let root = document.elements.first, root.name == "svg" else { return fail("root is not <svg>") }
        if root.attributes["xmlns"] != "http://www.w3.org/2000/svg" { fail("root without the SVG namespace") }
        let viewBox = (root.attributes["viewBox"] ?? "").split(separator: " ").compactMap { Double($0) }
        if viewBox.count != 4 || viewBox.contains(where: { !$0.isFinite }) || viewBox[2] < 0 || viewBox[3] < 0 {
            fail("bad viewBox '\(root.attributes["viewBox"] ?? "")'")
        }
        var ids: Set<String> = []
        var references: [String] = []
        for element in document.elements {
            if forbiddenElements.contains(element.name) { fail("forbidden element <\(element.name)>") }
            if element.name == "style", element.text.contains("url(") || element.text.contains("@import") {
                fail("stylesheet with an external reference")
            }
            for (name, value) in element.attributes {
                if name.lowercased().hasPrefix("on") { fail("event attribute \(name) on <\(element.name)>") }
                if name == "href" || name.hasSuffix(":href"), !value.hasPrefix("#") { fail("external href '\(value)'") }
                if name == "style" { fail("inline style attribute on <\(element.name)>") }
                if name == "id" {
                    if !ids.insert(value).inserted { fail("duplicate id '\(value)'") }
                    if value.range(of: "^[A-Za-z_][A-Za-z0-9_-]*$", options: .regularExpression) == nil {
                        fail("unsafe id '\(value)'")
                    }
                }
                if numericAttributes.contains(name) {
                    guard let number = Double(value), number.isFinite else {
                        fail("non-numeric \(name)='\(value)' on <\(element.name)>")
                        continue
                    }
                    if nonNegativeAttributes.contains(name), number < 0 {
                        fail("negative \(name)='\(value)' on <\(element.name)>")
                    }
                }
                if name == "d", value.range(of: "^[MLHVZ0-9. -]*$", options: .regularExpression) == nil {
                    fail("unexpected path data '\(value)'")
                }
                if name == "data-frame" || name == "transform" || name == "viewBox" {
                    for token in value.split(whereSeparator: { " (),".contains($0) }) where Double(token) == nil
                        && token != "translate" {
                        fail("bad number '\(token)' in \(name)")
                    }
                }
                if ["clip-path", "fill", "stroke", "mask", "filter"].contains(name), let range = value.range(of: "url(#") {
                    references.append(String(value[range.upperBound...].prefix { $0 != ")" }))
                }
                let lowered = value.lowercased()
                if numericAttributes.contains(name) || name == "d" || name == "viewBox",
                   lowered.contains("nan") || lowered.contains("inf") {
                    fail("non-finite number in \(name)")
                }
            }
        }
        for reference in references where !ids.contains(reference) { fail("dangling reference #\(reference)") }
    }
}

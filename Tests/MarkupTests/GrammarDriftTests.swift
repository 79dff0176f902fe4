import Foundation
import LayoutModel
import LayoutTestSupport
@testable import Markup
import Testing

/// What `Grammar/stackboard.rng` says about each element: read by walking its RELAX NG patterns from `start`,
/// following `ref`s, with one entry per `<element>` pattern (so each `variation` keeps its parent).
struct SchemaVocabulary {
    struct ElementPattern {
        var name: String
        var parent: String?
        var attributes: Set<String> = []
        /// `<value>` keywords allowed for each attribute.
        var values: [String: Set<String>] = [:]
        var children: Set<String> = []
    }

    var patterns: [ElementPattern] = []

    init?(schemaPath: String) {
        guard let data = FileManager.default.contents(atPath: schemaPath) else { return nil }
        var sink = DiagnosticSink()
        guard let grammar = XMLLoader.load(SourceFile(path: schemaPath, bytes: Array(data)), into: &sink) else { return nil }
        var defines: [String: [Markup.XMLElement]] = [:]
        for child in grammar.children where child.name == "define" {
            defines[child["name"] ?? "", default: []].append(child)
        }
        guard let start = grammar.children.first(where: { $0.name == "start" }) else { return nil }
        // Each queued element pattern is identified by its position in the schema.
        var queue: [(Markup.XMLElement, String?)] = Self.scan(start, defines: defines).elements.map { ($0, nil) }
        var seen: Set<String> = []
        while let (element, parent) = queue.popLast() {
            let key = "\(element.location.offset) \(parent ?? "")"
            guard seen.insert(key).inserted else { continue }
            let content = Self.scan(element, defines: defines)
            var pattern = ElementPattern(name: element["name"] ?? "?", parent: parent)
            pattern.attributes = Set(content.attributes.map { $0["name"] ?? "?" })
            for attribute in content.attributes {
                pattern.values[attribute["name"] ?? "?", default: []].formUnion(Self.values(in: attribute, defines: defines))
            }
            pattern.children = Set(content.elements.map { $0["name"] ?? "?" })
            patterns.append(pattern)
            queue += content.elements.map { ($0, pattern.name) }
        }
    }

    /// The attribute and element patterns directly inside `node`, through refs but not into nested elements.
    static func scan(_ node: Markup.XMLElement, defines: [String: [Markup.XMLElement]])
        -> (attributes: [Markup.XMLElement], elements: [Markup.XMLElement]) {
        var attributes: [Markup.XMLElement] = []
        var elements: [Markup.XMLElement] = []
        var visited: Set<String> = []
        var stack = Array(node.children.reversed())
        while let child = stack.popLast() {
            switch child.name {
            case "attribute": attributes.append(child)
            case "element": elements.append(child)
            case "ref":
                let name = child["name"] ?? ""
                if visited.insert(name).inserted { stack += (defines[name] ?? []).flatMap { $0.children.reversed() } }
            default: stack += child.children.reversed()
            }
        }
        return (attributes, elements)
    }

    /// Every `<value>` keyword reachable inside an attribute pattern.
    static func values(in attribute: Markup.XMLElement, defines: [String: [Markup.XMLElement]]) -> Set<String> {
        var result: Set<String> = []
        var visited: Set<String> = []
        var stack = Array(attribute.children)
        while let node = stack.popLast() {
            switch node.name {
            case "value": result.insert(node.text)
            case "ref":
                let name = node["name"] ?? ""
                if visited.insert(name).inserted { stack += (defines[name] ?? []).flatMap(\.children) }
            default: stack += node.children
            }
        }
        return result
    }
}

/// The schema and ``NativeVocabulary`` describe the same dialect (architecture.md §3.1, test (b)).
@Suite(.enabled(if: FileManager.default.fileExists(atPath: GrammarLocation.schemaPath),
                "Grammar/stackboard.rng is not in the package yet"))
struct GrammarDriftTests {
    let schema = SchemaVocabulary(schemaPath: GrammarLocation.schemaPath)

    @Test func sameElements() throws {
        let schema = try #require(schema)
        #expect(Set(schema.patterns.map(\.name)) == Set(NativeVocabulary.elementNames))
    }

    @Test func sameAttributesAndChildrenPerElement() throws {
        let schema = try #require(schema)
        for pattern in schema.patterns where pattern.name != "variation" {
            let element = try #require(NativeVocabulary.element(pattern.name), "\(pattern.name)")
            #expect(pattern.attributes == Set(element.attributes.map(\.name)), "attributes of '\(pattern.name)'")
            #expect(pattern.children == Set(element.children), "children of '\(pattern.name)'")
        }
    }

    @Test func sameVariationAttributesPerParent() throws {
        let schema = try #require(schema)
        let variations = schema.patterns.filter { $0.name == "variation" }
        #expect(!variations.isEmpty)
        for pattern in variations {
            let parent = try #require(pattern.parent)
            let expected = Set(NativeVocabulary.variationAttributes(inside: parent).map(\.name))
            #expect(pattern.attributes == expected, "variation inside '\(parent)'")
        }
        let parents = Set(variations.compactMap(\.parent))
        let expectedParents = Set(NativeVocabulary.elements.filter { $0.children.contains("variation") }.map(\.name))
        #expect(parents == expectedParents)
    }

    @Test func sameKeywords() throws {
        let schema = try #require(schema)
        for pattern in schema.patterns {
            let attributes = pattern.name == "variation"
                ? NativeVocabulary.variationAttributes(inside: pattern.parent ?? "")
                : NativeVocabulary.element(pattern.name)?.attributes ?? []
            for attribute in attributes where attribute.type == .keyword || attribute.type == .boolean {
                #expect(pattern.values[attribute.name] == Set(attribute.values),
                        "values of '\(attribute.name)' on '\(pattern.name)' (inside '\(pattern.parent ?? "-")')")
            }
        }
    }
}

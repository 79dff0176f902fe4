import Foundation
import LayoutTestSupport
import LayoutModel
@testable import Markup
import Testing

/// The vocabulary table is what the reader accepts: every attribute it lists parses without a diagnostic and
/// has an effect, on the element and (where allowed) in a variation.
@Suite struct NativeVocabularyTests {
    static func sample(_ attribute: NativeAttribute) -> String {
        switch attribute.type {
        case .identifier: "sample1"
        case .text: "t"
        case .boolean: "NO"
        case .number, .nonNegativeNumber: "3"
        case .nonNegativeInteger: "2"
        case .priority: "high"
        case .keyword, .edges: attribute.values.last!
        case .layoutMargins: "1 2"
        case .intrinsicLength: "none"
        case .variationKey: "widthClass=compact"
        case .equation: "superview.width == 10"
        case .font: "bold 12"
        case .ratio: "2:1"
        case .sizeWithPriority: "10@999"
        case .segments: "a|b"
        case .imageName: "img"
        case .device: "iphone-16"
        }
    }

    struct Case: CustomTestStringConvertible, Sendable {
        let element: String
        let attribute: String
        var testDescription: String { "\(element) \(attribute)" }
    }

    static let viewAttributeCases: [Case] = NativeVocabulary.elements.filter(\.isView).flatMap { element in
        element.attributes.filter { $0.name != "id" }.map { Case(element: element.name, attribute: $0.name) }
    }

    func parse(_ body: String) -> (MarkupDocument, [Diagnostic]) {
        let text = """
        <document><resources><image name="img" width="1" height="1"/></resources>
        <screen id="s">\(body)</screen></document>
        """
        return MarkupParser.parse(SourceFile(path: "v.layout.xml", text: text))
    }

    @Test(arguments: viewAttributeCases)
    func everyViewAttributeIsAcceptedAndHasAnEffect(_ item: Case) throws {
        let attribute = try #require(NativeVocabulary.element(item.element)?.attribute(item.attribute))
        var written = "\(item.attribute)=\"\(Self.sample(attribute))\""
        if item.attribute == "pinEdges" { written += " pin=\"superview\"" }
        let (document, diagnostics) = parse("<\(item.element) \(written)/>")
        #expect(diagnostics.isEmpty, "\(diagnostics.map(\.description))")
        let root = try #require(document.scenes.first?.root)
        let view = try #require(root.subviews.first)
        #expect(view.kind.rawValue == item.element)
        if attribute.isShorthand {
            #expect(!root.constraints.isEmpty)
            #expect(root.constraints.allSatisfy { $0.firstItem == view.id })
        } else {
            #expect(view.properties != ViewProperties())
        }
    }

    @Test(arguments: viewAttributeCases.filter { item in
        NativeVocabulary.variationAttributes(inside: item.element).contains { $0.name == item.attribute }
    })
    func everyVariationAttributeIsAcceptedAndHasAnEffect(_ item: Case) throws {
        let attribute = try #require(NativeVocabulary.element(item.element)?.attribute(item.attribute))
        let (document, diagnostics) = parse(
            "<\(item.element)><variation key=\"widthClass=compact\" \(item.attribute)=\"\(Self.sample(attribute))\"/></\(item.element)>")
        #expect(diagnostics.isEmpty, "\(diagnostics.map(\.description))")
        let variation = try #require(document.scenes.first?.root.subviews.first?.variations.first)
        #expect(variation.properties != ViewProperties())
    }

    @Test func variationsExcludeIdsAndShorthands() {
        let names = NativeVocabulary.variationAttributes(inside: "stackView").map(\.name)
        #expect(names.first == "key")
        for excluded in ["id", "width", "height", "aspectRatio", "pin", "pinEdges", "centerIn"] {
            #expect(!names.contains(excluded))
        }
        #expect(names.contains("installed") && names.contains("axis"))
        #expect(NativeVocabulary.variationAttributes(inside: "component").map(\.name)
                == ["key", "layoutMargins", "preservesSuperviewLayoutMargins", "insetsLayoutMarginsFromSafeArea"])
        #expect(NativeVocabulary.variationAttributes(inside: "constraint").map(\.name) == ["key", "constant", "priority", "installed"])
    }

    @Test func keywordListsComeFromTheEnums() throws {
        let stack = try #require(NativeVocabulary.element("stackView"))
        #expect(stack.attribute("distribution")?.values == StackDistribution.allCases.map(\.rawValue))
        #expect(stack.attribute("alignment")?.values == StackAlignment.allCases.map(\.rawValue))
        #expect(stack.attribute("axis")?.values == Axis.allCases.map(\.rawValue))
        #expect(NativeVocabulary.element("document")?.attribute("orientation")?.values == Orientation.allCases.map(\.rawValue))
        #expect(NativeVocabulary.viewElements == ViewKind.nativeKinds.map(\.rawValue))
        #expect(NativeVocabulary.anchors.allSatisfy { LayoutAttribute(rawValue: $0.name) == $0.attribute })
    }

    @Test func elementNamesAreUniqueAndChildrenExist() {
        let names = NativeVocabulary.elementNames
        #expect(Set(names).count == names.count)
        for element in NativeVocabulary.elements {
            #expect(Set(element.attributes.map(\.name)).count == element.attributes.count, "\(element.name)")
            for child in element.children { #expect(names.contains(child), "\(element.name) > \(child)") }
        }
    }
}

/// The catalog is alphabetical and every id is `markup.<member>`.
@Suite struct MarkupDiagnosticsCatalogTests {
    @Test func membersAreAlphabetical() throws {
        let path = FixtureLocationForCatalog.root + "/Sources/Markup/MarkupDiagnostics.swift"
        let text = try String(contentsOfFile: path, encoding: .utf8)
        let catalog = try #require(text.components(separatedBy: "// MARK: - Construction").first)
        let names = catalog.components(separatedBy: "\n")
            .filter { $0.hasPrefix("    static func ") }
            .map { String($0.dropFirst("    static func ".count).prefix { $0 != "(" }) }
        #expect(names.count > 50)
        #expect(names == names.sorted { $0.lowercased() < $1.lowercased() })
    }

    @Test func idIsTheMemberName() {
        #expect(MarkupDiagnostics.unknownElement("x", candidates: [], at: nil).id == "markup.unknownElement")
        #expect(MarkupDiagnostics.invalidUTF8(bytes: [0xFF], at: nil).id == "markup.invalidUTF8")
        #expect(MarkupDiagnostics.zeroMultiplier(at: nil).id == "markup.zeroMultiplier")
    }

    /// Names quoted in messages show control, bidirectional and zero-width characters as escapes: a byte-order mark
    /// or a zero-width space in a name would otherwise print as nothing at all.
    @Test func quotedNamesShowInvisibleCharactersAsEscapes() {
        #expect(MarkupDiagnostics.user("a\u{200B}b\u{FEFF}c\u{2060}d") == "a\\u{200B}b\\u{FEFF}c\\u{2060}d")
        #expect(MarkupDiagnostics.user("x\u{202E}y\u{1}z") == "x\\u{202E}y\\u{1}z")
        #expect(MarkupDiagnostics.user("café ☕︎") == "café ☕︎")
    }
}

enum FixtureLocationForCatalog {
    static let root = FixtureDirectory.packageRoot()
}

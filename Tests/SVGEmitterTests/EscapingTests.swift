import LayoutModel
@testable import SVGEmitter
import Testing

/// Hostile text in every place user input reaches: label text, ids, scene names, image names, segment titles.
@Suite struct EscapingTests {
    static let hostile = [
        "</text><script>alert(1)</script>",
        "]]><foreignObject><iframe src=\"javascript:alert(1)\"/></foreignObject>",
        "\" onload=\"alert(1)\" x=\"",
        "' onmouseover='alert(1)",
        "a\u{0}b\u{7}c\u{1B}[31md\u{8}e\u{7F}\u{85}",
        "\u{202E}gnp.exe\u{202C} \u{2066}isolate\u{2069}",
        "tab\tnew\nline\rreturn",
        "noncharacters \u{FFFE}\u{FFFF} end",
        "&amp; &lt; <!-- --> <?pi?> <![CDATA[x]]>",
        "url(#x) @import 'y';",
    ]

    /// A component holding one view of every text-bearing kind per hostile string, ids hostile too.
    static func hostileScene() -> (LayoutScene, LayoutConfiguration) {
        var nodes = [LayoutNode(id: "root<>&\"'", elementName: "view", kind: .view, parent: nil,
                                frame: Rect(x: 0, y: 0, width: 1000, height: 60 * Double(hostile.count)), hidden: false,
                                range: nil, properties: ViewProperties())]
        for (index, text) in hostile.enumerated() {
            let y = 60 * Double(index)
            var label = ViewProperties()
            label.text = text
            nodes.append(LayoutNode(id: text, elementName: "label", kind: .label, parent: 0,
                                    frame: Rect(x: 0, y: y, width: 700, height: 20), hidden: false, range: nil,
                                    properties: label,
                                    text: TestText.layout(text, font: .labelDefault)))
            var image = ViewProperties()
            image.image = text
            nodes.append(LayoutNode(id: text, elementName: "imageView", kind: .imageView, parent: 0,
                                    frame: Rect(x: 710, y: y, width: 80, height: 40), hidden: false, range: nil,
                                    properties: image))
            var segments = ViewProperties()
            segments.segments = [text, "b"]
            nodes.append(LayoutNode(id: text + "-seg", elementName: text, kind: .segmentedControl, parent: 0,
                                    frame: Rect(x: 800, y: y, width: 190, height: 30), hidden: index % 2 == 0,
                                    range: nil, properties: segments))
        }
        let scene = LayoutScene(id: "hostile \" <scene>", name: "</title><script>x</script>",
                                size: Size(width: 1000, height: 60 * Double(hostile.count)), nodes: nodes,
                                safeAreaInsets: nil)
        let configuration = LayoutConfiguration(
            device: "<device onload=x>", orientation: .portrait, size: scene.size, scale: 2, traits: .unspecified,
            safeAreaInsets: .zero, rootLayoutMargins: .zero)
        return (scene, configuration)
    }

    static func outputs() -> [String] {
        let (scene, configuration) = hostileScene()
        var other = scene
        other.nodes[1].hidden = true
        other.nodes[2].frame.origin.x += 5
        return [
            SVGEmitter.emit(scene, configuration: configuration),
            SVGEmitter.emit(scene, configuration: configuration, style: WireframeStyle(showBaselines: true, showHidden: true,
                                                                                       idPrefix: "x\"<>'&")),
            SVGEmitter.compareSheet(left: (scene, configuration), right: (other, configuration)),
            SVGEmitter.matrixSheet(cells: [(title: "<b>\u{0}</b>", scene: scene, configuration: configuration),
                                           (title: "]]>", scene: other, configuration: configuration)], columns: 2),
        ]
    }

    @Test func hostileOutputIsSafeAndWellFormed() {
        for output in Self.outputs() {
            SVGInspector.checkSafety(output)
            #expect(!output.contains("<script"))
            #expect(!output.contains("<foreignObject"))
            #expect(!output.contains("<iframe"))
            #expect(!output.contains("]]>"))
        }
    }

    @Test func controlCharactersAndNoncharactersAreReplaced() {
        for output in Self.outputs() {
            for scalar in output.unicodeScalars {
                let value = scalar.value
                let allowed = value == 0x9 || value == 0xA || (value >= 0x20 && value < 0x7F) || (value > 0x9F
                    && value != 0xFFFE && value != 0xFFFF && !(0xD800...0xDFFF).contains(value))
                #expect(allowed, "U+\(String(value, radix: 16)) in output")
            }
        }
    }

    @Test func labelTextIsEscapedNotDropped() {
        let output = Self.outputs()[0]
        #expect(output.contains("&lt;/text&gt;&lt;script&gt;alert(1)&lt;/script&gt;"))
        #expect(output.contains("\u{FFFD}b\u{FFFD}c\u{FFFD}[31md\u{FFFD}e\u{FFFD}\u{FFFD}"))
        #expect(output.contains("&amp;amp; &amp;lt; &lt;!-- --&gt;"))
        // The parsed text of the label is the original minus the characters XML cannot carry.
        let texts = SVGInspector.parse(output).elements(named: "text").map(\.text)
        #expect(texts.contains("</text><script>alert(1)</script>"))
    }

    @Test func idsAreMappedToSafeUniqueTokensAndKeptInDataID() {
        let output = Self.outputs()[0]
        let groups = SVGInspector.parse(output).elements(named: "g").filter { $0.attributes["data-id"] != nil }
        let dataIDs = groups.compactMap { $0.attributes["data-id"] }
        #expect(dataIDs.contains("\" onload=\"alert(1)\" x=\""))
        #expect(dataIDs.contains("root<>&\"'"))
        // Two views share each hostile id: both got their own group id.
        let ids = groups.compactMap { $0.attributes["id"] }
        #expect(Set(ids).count == ids.count)
        #expect(ids.count == 1 + 2 * Self.hostile.count + Self.hostile.count / 2)
    }

    @Test func bidiControlsAreNeutralisedInTitlesButKeptInDrawnText() {
        let output = Self.outputs()[0]
        let document = SVGInspector.parse(output)
        let titles = document.elements(named: "title").map(\.text)
        #expect(!titles.contains { $0.unicodeScalars.contains { (0x202A...0x202E).contains($0.value) } })
        #expect(titles.contains { $0.contains("\u{FFFD}gnp.exe\u{FFFD}") })
        #expect(document.elements(named: "text").contains { $0.text.hasPrefix("\u{202E}gnp.exe") })
    }

    /// The shortcut for text with nothing to escape reads UTF-8 bytes; it must keep exactly the scalars the
    /// scalar rule keeps, at every edge of the disallowed ranges and beside allowed multi-byte scalars.
    @Test func nonASCIIScalarsAreKeptOrReplacedByTheScalarRule() throws {
        let values: [UInt32] = Array(0x7F...0xBF) + [0xD7, 0xFF, 0x100, 0x7FF, 0x800, 0x2014, 0xD7FF, 0xE000, 0xEFBF,
                                                    0xFFBD, 0xFFFC, 0xFFFD, 0xFFFE, 0xFFFF, 0x10000, 0x1F600, 0x10FFFF]
        for value in values {
            let scalar = try #require(Unicode.Scalar(value))
            let expected = XMLText.isAllowed(scalar) ? String(Character(scalar)) : "\u{FFFD}"
            let character = String(Character(scalar))
            for (before, after) in [("a", "b"), ("", ""), ("×", "—")] {
                let text = before + character + after, kept = before + expected + after
                #expect(XMLText.escapeContent(text) == kept, "U+\(String(value, radix: 16))")
                #expect(XMLText.escapeAttribute(text) == kept, "U+\(String(value, radix: 16))")
            }
        }
    }

    @Test func escapingPrimitives() {
        #expect(XMLText.escapeContent("a<b>&c\"'") == "a&lt;b&gt;&amp;c\"'")
        #expect(XMLText.escapeAttribute("a<b>&c\"'\t\n\r") == "a&lt;b&gt;&amp;c&quot;&apos;&#9;&#10;&#13;")
        #expect(XMLText.escapeContent("x\u{0}\u{1F}\u{FFFE}y") == "x\u{FFFD}\u{FFFD}\u{FFFD}y")
        #expect(XMLText.sanitized("a\u{202E}b", identifier: true) == "a\u{FFFD}b")
        #expect(XMLText.sanitized("a\u{202E}b") == "a\u{202E}b")
        #expect(XMLText.commentSafe("a--b---c-") == "a- -b- - -c- ")
        #expect(XMLText.quoted(String(repeating: "x", count: 100), limit: 10) == "'xxxxxxxxx…'")
    }

    /// The escaping rules scalar by scalar, as written before the writer escaped bytes in place: the reference for
    /// `XMLText.writeEscaped`, which reads UTF-8 bytes.
    static func referenceEscape(_ text: String, attribute: Bool) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"" where attribute: result += "&quot;"
            case "'" where attribute: result += "&apos;"
            case "\t": result += attribute ? "&#9;" : " "
            case "\n": result += attribute ? "&#10;" : " "
            case "\r": result += attribute ? "&#13;" : " "
            default:
                if XMLText.isAllowed(scalar) { result.unicodeScalars.append(scalar) } else { result += "\u{FFFD}" }
            }
        }
        return result
    }

    /// The writer escapes into its output without an escaped copy (`XMLText.writeEscaped`, behind `escapeAttribute`
    /// and `escapeContent` too): the bytes must be the scalar rules' (`referenceEscape`), for the hostile strings and
    /// for random strings of every kind of scalar the rules treat apart (the replacements, the disallowed ranges'
    /// edges, quotes, multi-byte scalars).
    @Test func escapingInPlaceGivesTheEscapedCopysBytes() throws {
        let pieces = ["a", "Z", "0", "-", "_", " ", "&", "<", ">", "\"", "'", "\t", "\n", "\r", "\u{0}", "\u{1F}",
                      "\u{7E}", "\u{7F}", "\u{80}", "\u{9F}", "\u{A0}", "×", "—", "\u{D7FF}", "\u{E000}", "\u{FFFD}",
                      "\u{FFFE}", "\u{FFFF}", "\u{10000}", "😀", "\u{202E}", "é", "e\u{301}"]
        var texts = Self.hostile + pieces + ["", String(repeating: "x", count: 40)]
        var state: UInt64 = 7
        for _ in 0..<3_000 {
            var text = ""
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            for _ in 0..<Int(state >> 60) {
                state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                text += pieces[Int((state >> 33) % UInt64(pieces.count))]
            }
            texts.append(text)
        }
        for text in texts {
            for attribute in [true, false] {
                var output = ByteWriter()
                XMLText.writeEscaped(text, attribute: attribute, into: &output)
                let expected = Self.referenceEscape(text, attribute: attribute)
                #expect(output.finish() == Array(expected.utf8), "\(attribute) \(text.debugDescription)")
                #expect((attribute ? XMLText.escapeAttribute(text) : XMLText.escapeContent(text)) == expected)
            }
        }
        #expect(XMLText.escapedAttribute("a\"b") == Array("a&quot;b".utf8))
    }

    /// The writer copies element and attribute names from literals; they must spell the raw values.
    @Test func namesAreSpelledAsTheirRawValues() {
        for element in SVGElement.allCases { #expect(element.spelling.description == element.rawValue) }
        for name in SVGAttributeName.allCases { #expect(name.spelling.description == name.rawValue) }
    }
}

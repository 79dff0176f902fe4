import Foundation
import LayoutModel
@testable import Markup
import Testing

@Suite struct XMLLoaderTests {
    @Test func buildsTheTreeWithAttributesInDocumentOrder() throws {
        let (root, diagnostics) = loadXML("""
        <?xml version="1.0" encoding="UTF-8"?>
        <document device="iphone-16">
          <screen id="a" name="A"><label text="x"/></screen>
          <component id="b"/>
        </document>
        """)
        #expect(diagnostics.isEmpty)
        let document = try #require(root)
        #expect(document.name == "document")
        #expect(document.attributes.map(\.name) == ["device"])
        #expect(document["device"] == "iphone-16")
        #expect(document.children.map(\.name) == ["screen", "component"])
        let screen = document.children[0]
        #expect(screen.attributes.map(\.name) == ["id", "name"])
        #expect(screen.attributes.map(\.value) == ["a", "A"])
        #expect(screen.children.map(\.name) == ["label"])
        #expect(position(screen.location) == "3:3")
        #expect(position(screen.nameRange.start) == "3:4")
        #expect(position(screen.nameRange.end) == "3:10")
        #expect(position(screen.range.end) == "3:27")
        #expect(position(screen.children[0].location) == "3:27")
        #expect(position(document.children[1].location) == "4:3")
        #expect(position(document.children[1].range.end) == "4:22")
    }

    @Test func positionsInsideAStartTagSpreadOverSeveralLines() throws {
        let (root, diagnostics) = loadXML("<document>\n  <stackView\n      axis=\"vertical\"\n\n      spacing = '8'\n  >\n  </stackView>\n</document>\n")
        #expect(diagnostics.isEmpty)
        let stack = try #require(root?.children.first)
        #expect(position(stack.location) == "2:3")  // libxml2 alone says line 6, where the tag ends
        let axis = try #require(stack.attribute("axis"))
        #expect(position(axis.nameRange.start) == "3:7")
        #expect(position(axis.nameRange.end) == "3:11")
        #expect(position(axis.valueRange.start) == "3:13")
        #expect(position(axis.valueRange.end) == "3:21")
        let spacing = try #require(stack.attribute("spacing"))
        #expect(position(spacing.nameRange.start) == "5:7")
        #expect(position(spacing.valueRange.start) == "5:18")
        #expect(spacing.value == "8")
        #expect(position(stack.range.end) == "6:4")
    }

    @Test func linesPast65535AreExact() throws {
        var text = "<document>\n"
        for _ in 0..<70_000 { text += "<!-- filler -->\n" }
        text += "    <view id=\"late\"\n          hidden=\"YES\"/>\n</document>\n"
        let (root, diagnostics) = loadXML(text)
        #expect(diagnostics.isEmpty)
        let view = try #require(root?.children.first)
        #expect(position(view.location) == "70002:5")
        #expect(position(view.attribute("id")?.valueRange.start) == "70002:15")
        #expect(position(view.attribute("hidden")?.nameRange.start) == "70003:11")
    }

    @Test func tabsCountAsOneColumn() throws {
        let (root, _) = loadXML("<document>\n\t\t<view\tid=\"t\"/>\n</document>")
        let view = try #require(root?.children.first)
        #expect(position(view.location) == "2:3")
        #expect(position(view.attribute("id")?.nameRange.start) == "2:9")
    }

    @Test func columnsCountUTF8BytesAfterMultiByteCharacters() throws {
        // 'é' is two bytes, '日本' six, '🙂' four: the id's column counts bytes.
        let (root, diagnostics) = loadXML("<document>\n<label text=\"é日本🙂\" id=\"x\"/></document>")
        #expect(diagnostics.isEmpty)
        let label = try #require(root?.children.first)
        #expect(label.attribute("text")?.value == "é日本🙂")
        #expect(position(label.attribute("id")?.nameRange.start) == "2:28")
    }

    @Test func crlfAndLoneCRGiveTheSameLinesAsLF() throws {
        let lf = "<document>\n  <view\n    id=\"a\"/>\n  <bad x=\"1\"/>\n</document>\n"
        for ending in ["\r\n", "\r"] {
            let text = lf.replacingOccurrences(of: "\n", with: ending)
            let (root, diagnostics) = loadXML(text)
            #expect(diagnostics.isEmpty)
            let children = try #require(root?.children)
            #expect(children.map { position($0.location) } == ["2:3", "4:3"])
            #expect(position(children[0].attribute("id")?.nameRange.start) == "3:5")
        }
        // A line break inside a value is normalised to one space, CR LF included.
        let (root, _) = loadXML("<document text=\"a\r\nb\rc\"/>")
        #expect(root?["text"] == "a b c")
    }

    @Test func aByteOrderMarkTakesNoColumn() throws {
        let body = "<document>\n<view id=\"a\"/></document>"
        let (withBOM, diagnostics) = loadXML(bytes: [0xEF, 0xBB, 0xBF] + Array(body.utf8))
        let (without, _) = loadXML(body)
        #expect(diagnostics.isEmpty)
        #expect(position(withBOM?.location) == "1:1")
        #expect(position(withBOM?.children.first?.location) == position(without?.children.first?.location))
        #expect(withBOM?.children.first?["id"] == "a")
    }

    @Test func entitiesAndCharacterReferencesAreDecodedButPositionsStayRaw() throws {
        let text = "<document>\n  <label text=\"a &amp; b &#233;&#x1F642; &lt;c&gt;\" id=\"x\"/>\n</document>"
        let (root, diagnostics) = loadXML(text)
        #expect(diagnostics.isEmpty)
        let attribute = try #require(root?.children.first?.attribute("text"))
        #expect(attribute.value == "a & b é🙂 <c>")
        #expect(!attribute.isVerbatim)
        let file = SourceFile(path: "t.xml", text: text)
        // Decoded byte offsets: "a"=0, "&"=2, "b"=4, "é"=6, "🙂"=8, "<"=13, "c"=14, end=16.
        // Raw columns: 'a' 16, '&amp;' 18, 'b' 24, '&#233;' 26, '&#x1F642;' 32, '&lt;' 42, 'c' 46, '"' 51.
        #expect(position(attribute.location(ofValueByte: 0, in: file)) == "2:16")
        #expect(position(attribute.location(ofValueByte: 2, in: file)) == "2:18")
        #expect(position(attribute.location(ofValueByte: 4, in: file)) == "2:24")
        #expect(position(attribute.location(ofValueByte: 6, in: file)) == "2:26")
        #expect(position(attribute.location(ofValueByte: 8, in: file)) == "2:32")
        #expect(position(attribute.location(ofValueByte: 13, in: file)) == "2:42")
        #expect(position(attribute.location(ofValueByte: 14, in: file)) == "2:46")
        #expect(position(attribute.location(ofValueByte: 16, in: file)) == "2:51")
        let id = try #require(root?.children.first?.attribute("id"))
        #expect(id.isVerbatim)
        #expect(position(id.location(ofValueByte: 0, in: file)) == "2:57")
    }

    @Test func textContentIsCollectedWithItsPosition() throws {
        let (root, _) = loadXML("<a>\n  <!-- c -->\n  hello &amp; <b/> world<![CDATA[ <x> ]]></a>")
        let a = try #require(root)
        #expect(a.text == "\n  \n  hello &  world <x> ")
        #expect(position(a.textLocation) == "3:3")
        #expect(a.children.first?.textLocation == nil)
    }

    @Test func namespaceDeclarationsAreKeptAsAttributes() throws {
        let (literal, _) = loadXML("<a v=\"&amp;#38; &#38;&amp;\"/>")
        #expect(literal?["v"] == "&#38; &&")
        let (root, diagnostics) = loadXML("<a xmlns:x=\"urn:x\" x:b=\"1\" c=\"2\"/>")
        #expect(diagnostics.isEmpty)
        #expect(root?.attributes.map(\.name) == ["xmlns:x", "x:b", "c"])
        #expect(root?.attributes.map(\.value) == ["urn:x", "1", "2"])
    }

    /// A comment longer than libxml2's 10,000,000-byte text limit is read like a text node of that size
    /// (robustness.md F8): the input-size cap bounds both. The elements after it keep their positions.
    @Test func aCommentPastTheTextLimitIsRead() throws {
        let text = "<a>\n<!--" + String(repeating: "c", count: 11_000_000) + "-->\n  <b/>\n</a>\n"
        let (root, diagnostics) = loadXML(text)
        #expect(diagnostics.isEmpty)
        let child = try #require(root?.children.first)
        #expect(child.name == "b")
        #expect(position(child.location) == "3:3")
    }
}

import LayoutModel
@testable import Markup
import Testing

/// One bad input of robustness.md §8 and the single diagnostic it must produce.
struct BadInput: CustomTestStringConvertible, Sendable {
    let name: String
    let bytes: [UInt8]
    /// `line:column: severity: message [id]`.
    let expected: String

    init(_ name: String, _ bytes: [UInt8], _ expected: String) {
        self.name = name
        self.bytes = bytes
        self.expected = expected
    }

    init(_ name: String, _ text: String, _ expected: String) {
        self.init(name, Array(text.utf8), expected)
    }

    var testDescription: String { name }
}

/// A document cut short inside its root element `a`.
let unclosedA = "error: element 'a' opened at 1:1 is not closed before the end of the file [markup.unclosedElement]"

let doctypeMessage = "error: '<!DOCTYPE>' is not allowed; use character references such as '&#160;' instead of named entities [markup.doctypeNotAllowed]"

/// Bytes and encoding (§8 items 1–12).
let encodingInputs: [BadInput] = [
    BadInput("empty file", [], "1:1: error: document is empty [markup.emptyDocument]"),
    BadInput("only whitespace", "  \n ", "2:2: error: no root element [markup.noRootElement]"),
    BadInput("only a comment", "<!-- c -->\n", "2:1: error: no root element [markup.noRootElement]"),
    BadInput("UTF-16LE with BOM", [0xFF, 0xFE, 0x3C, 0x00, 0x61, 0x00, 0x2F, 0x00, 0x3E, 0x00],
             "1:1: error: unsupported encoding 'UTF-16'; save the file as UTF-8 [markup.unsupportedEncoding]"),
    BadInput("UTF-16BE with BOM", [0xFE, 0xFF, 0x00, 0x3C, 0x00, 0x61],
             "1:1: error: unsupported encoding 'UTF-16'; save the file as UTF-8 [markup.unsupportedEncoding]"),
    BadInput("UTF-16LE without BOM", [0x3C, 0x00, 0x61, 0x00, 0x2F, 0x00, 0x3E, 0x00],
             "1:1: error: unsupported encoding 'UTF-16'; save the file as UTF-8 [markup.unsupportedEncoding]"),
    BadInput("UTF-32 with BOM", [0xFF, 0xFE, 0x00, 0x00, 0x3C, 0x00, 0x00, 0x00],
             "1:1: error: unsupported encoding 'UTF-32'; save the file as UTF-8 [markup.unsupportedEncoding]"),
    BadInput("invalid UTF-8 in a label", Array("<a>\n<b t=\"x".utf8) + [0xC3, 0x28] + Array("\"/></a>".utf8),
             "2:8: error: invalid UTF-8 byte sequence 0xC3 0x28; save the file as UTF-8 [markup.invalidUTF8]"),
    BadInput("overlong UTF-8", Array("<a t=\"".utf8) + [0xC0, 0xAF] + Array("\"/>".utf8),
             "1:7: error: invalid UTF-8 byte sequence 0xC0 0xAF; save the file as UTF-8 [markup.invalidUTF8]"),
    BadInput("UTF-8 surrogate", Array("<a t=\"".utf8) + [0xED, 0xA0, 0x80] + Array("\"/>".utf8),
             "1:7: error: invalid UTF-8 byte sequence 0xED 0xA0 0x80; save the file as UTF-8 [markup.invalidUTF8]"),
    BadInput("ISO-8859-1 declared", "<?xml version=\"1.0\" encoding=\"ISO-8859-1\"?>\n<a/>",
             "1:31: error: unsupported encoding 'ISO-8859-1'; save the file as UTF-8 [markup.unsupportedEncoding]"),
    BadInput("unknown encoding declared", "<?xml version='1.0' encoding='X-NOPE'?><a/>",
             "1:31: error: unsupported encoding 'X-NOPE'; save the file as UTF-8 [markup.unsupportedEncoding]"),
    BadInput("NUL byte in the middle", Array("<a>\n  x".utf8) + [0] + Array("</a>".utf8),
             "2:4: error: a NUL byte (U+0000) is not allowed in XML; is the file binary or UTF-16? [markup.nulByte]"),
    BadInput("gzip data", [0x1F, 0x8B, 0x08, 0x00, 0x00, 0x00],
             "1:1: error: compressed input is not supported; the file starts like gzip data [markup.compressedInput]"),
    BadInput("xz data", [0xFD, 0x37, 0x7A, 0x58, 0x5A, 0x00, 0x00],
             "1:1: error: compressed input is not supported; the file starts like xz data [markup.compressedInput]"),
    BadInput("binary junk", [0x9A, 0x12, 0xFF, 0x00],
             "1:1: error: not an XML document; expected '<' at the start [markup.notXML]"),
    BadInput("invalid UTF-8 in a tag", [0x3C, 0x61, 0x9A, 0x12, 0x2F, 0x3E],
             "1:3: error: invalid UTF-8 byte sequence 0x9A 0x12; save the file as UTF-8 [markup.invalidUTF8]"),
    BadInput("Latin-1 with its declaration", Array("<?xml version=\"1.0\" encoding=\"ISO-8859-1\"?><a t=\"".utf8) + [0xE9, 0x22, 0x2F, 0x3E],
             "1:31: error: unsupported encoding 'ISO-8859-1'; save the file as UTF-8 [markup.unsupportedEncoding]"),
    BadInput("text instead of XML", "hello <a/>", "1:1: error: not an XML document; expected '<' at the start [markup.notXML]"),
]

/// Well-formedness (§8 items 14–25) and DTDs (27–32).
let wellFormednessInputs: [BadInput] = [
    BadInput("unclosed root", "<layout>\n  <view id=\"a\">\n",
             "3:1: error: element 'view' opened at 2:3 is not closed before the end of the file [markup.unclosedElement]"),
    BadInput("mismatched tags", "<a>\n  <view></label>\n</a>",
             "2:9: error: expected '</view>' (opened at 2:3); found '</label>' [markup.mismatchedEndTag]"),
    BadInput("attribute without quotes", "<a>\n  <view width=10/>\n</a>",
             "2:15: error: expected a quoted value for attribute 'width' [markup.unquotedAttributeValue]"),
    BadInput("duplicate attribute", "<a>\n  <view width=\"1\"\n    width=\"2\"/>\n</a>",
             "3:5: error: duplicate attribute 'width' [markup.duplicateAttribute]"),
    BadInput("two root elements", "<a/>\n<b/>",
             "2:1: error: unexpected content after the root element; a document has exactly one root element [markup.contentAfterRoot]"),
    BadInput("text after the root", "<a/>\n  hello",
             "2:3: error: unexpected content after the root element; a document has exactly one root element [markup.contentAfterRoot]"),
    BadInput("double hyphen in a comment", "<a><!-- a -- b --></a>",
             "1:11: error: double hyphen within comment [markup.malformedXML]"),
    BadInput("raw U+0001", "<a>\n x\u{1}</a>", "2:3: error: character U+0001 is not allowed in XML [markup.invalidCharacter]"),
    BadInput("reference &#1;", "<a>\n x&#1;</a>", "2:3: error: character U+0001 is not allowed in XML [markup.invalidCharacter]"),
    BadInput("U+FFFE in text", "<a>\n x\u{FFFE}</a>", "2:3: error: character U+FFFE is not allowed in XML [markup.invalidCharacter]"),
    BadInput("U+FFFF in an attribute", "<a t=\"\u{FFFF}\"/>", "1:7: error: character U+FFFF is not allowed in XML [markup.invalidCharacter]"),
    BadInput("undeclared entity", "<a>\n  x&nbsp;y</a>",
             "2:4: error: unknown entity '&nbsp;'; XML defines only &amp; &lt; &gt; &quot; &apos;, use a character reference such as '&#160;' [markup.unknownEntity]"),
    BadInput("undeclared entity in an attribute", "<a>\n  <b t=\"x&nbsp;y\"/></a>",
             "2:10: error: unknown entity '&nbsp;'; XML defines only &amp; &lt; &gt; &quot; &apos;, use a character reference such as '&#160;' [markup.unknownEntity]"),
    BadInput("undeclared namespace prefix", "<a>\n  <x:view/></a>",
             "2:3: error: namespace prefix 'x' is not declared [markup.undeclaredNamespacePrefix]"),
    BadInput("end of file inside a start tag", "<a>\n<b c=\"1\"",
             "2:9: error: expected whitespace, '>' or '/>' in the start tag of 'b' [markup.unterminatedStartTag]"),
    BadInput("end of file after a '<'", "<a>\n  <", "2:4: " + unclosedA),
    BadInput("end of file inside '<!--'", "<a>\n  <!-", "2:6: " + unclosedA),
    BadInput("end of file inside '<![CDATA['", "<a>\n  <![CD", "2:8: " + unclosedA),
    BadInput("end of file inside a CDATA section", "<a>\n  <![CDATA[x <y", "2:16: " + unclosedA),
    BadInput("end of file inside a reference", "<a>\n  x &", "2:6: " + unclosedA),
    BadInput("end of file inside a processing instruction's target", "<a>\n  <?p", "2:6: " + unclosedA),
    BadInput("end of file at the first '<'", "<", "1:2: error: no root element [markup.noRootElement]"),
    BadInput("end of file inside a reference in a value", "<a>\n<b c=\"&",
             "2:8: error: xmlParseEntityRef: no name [markup.malformedXML]"),
    BadInput("end of file inside a processing instruction", "<a>\n  <?p x",
             "2:8: error: parsePI: PI p never end [markup.malformedXML]"),
    BadInput("a start tag without its '>' before the next tag", "<a>\n  <b x=\"1\"\n  <c/>\n</a>",
             "3:3: error: expected whitespace, '>' or '/>' in the start tag of 'b' [markup.unterminatedStartTag]"),
    BadInput("end of file inside an end tag", "<a>\n  <b/>\n</a",
             "3:4: error: expected '>' to end the end tag '</a' [markup.unterminatedEndTag]"),
    BadInput("an end tag without its '>'", "<a><b></b\n</a>",
             "2:1: error: expected '>' to end the end tag '</b' [markup.unterminatedEndTag]"),
    BadInput("an attribute in an end tag", "<a></a x>",
             "1:8: error: expected '>' to end the end tag '</a' [markup.unterminatedEndTag]"),
    BadInput("a comment opened with '<!-'", "<a>\n  <!- c -->\n</a>",
             "2:3: error: '<!' must begin a comment ('<!--') or a CDATA section ('<![CDATA['); write '&lt;' for a literal '<' [markup.malformedXML]"),
    BadInput("unescaped < in a value", "<a b=\"<\"/>",
             "1:7: error: unescaped '<' not allowed in attributes values [markup.malformedXML]"),
    BadInput("DOCTYPE without subset", "<?xml version=\"1.0\"?>\n<!DOCTYPE layout>\n<layout/>", "2:1: " + doctypeMessage),
    BadInput("billion laughs", """
        <?xml version="1.0"?>
        <!DOCTYPE lolz [
         <!ENTITY lol "lol">
         <!ENTITY lol1 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">
         <!ENTITY lol2 "&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;">
         <!ENTITY lol3 "&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;">
        ]>
        <lolz>&lol3;</lolz>
        """, "2:1: " + doctypeMessage),
    BadInput("external entity (XXE)",
             "<?xml version=\"1.0\"?>\n<!DOCTYPE l [\n<!ENTITY x SYSTEM \"file:///etc/passwd\">\n]>\n<l>&x;</l>",
             "2:1: " + doctypeMessage),
    BadInput("external DTD", "<!DOCTYPE layout SYSTEM \"http://127.0.0.1:9/x.dtd\"><layout/>", "1:1: " + doctypeMessage),
    BadInput("external parameter entity",
             "<!DOCTYPE l [\n  <!ENTITY % p SYSTEM \"file:///etc/hostname\"> %p;\n]>\n<l/>", "1:1: " + doctypeMessage),
]

@Suite struct XMLErrorTests {
    @Test(arguments: encodingInputs + wellFormednessInputs)
    func badInputGivesOneDiagnosticAndNoTree(_ input: BadInput) {
        let (root, diagnostics) = loadXML(bytes: input.bytes)
        #expect(root == nil)
        #expect(summary(diagnostics) == [input.expected])
    }

    @Test func duplicateAttributeHasANoteAtTheFirst() throws {
        let (_, diagnostics) = loadXML("<a>\n  <view width=\"1\"\n    width=\"2\"/>\n</a>")
        let note = try #require(diagnostics.first?.notes.first)
        #expect(position(note.location) == "2:9")
        #expect(note.message == "'width' is first set here")
    }

    @Test func xmlVersion11IsAcceptedWithAWarning() throws {
        let (root, diagnostics) = loadXML("<?xml version=\"1.1\"?>\n<a/>")
        #expect(root?.name == "a")
        #expect(summary(diagnostics) == [
            "1:20: warning: unsupported XML version '1.1'; the file is read as XML 1.0 [markup.unsupportedXMLVersion]",
        ])
    }

    @Test func cdataWithMarkupIsText() throws {
        let (root, diagnostics) = loadXML("<a><![CDATA[</text><script>alert(1)</script>]]></a>")
        #expect(diagnostics.isEmpty)
        #expect(root?.text == "</text><script>alert(1)</script>")
        #expect(root?.children.isEmpty == true)
    }

    @Test func xincludeIsAnOrdinaryElement() throws {
        let (root, diagnostics) = loadXML(
            "<a><xi:include href=\"/etc/passwd\" xmlns:xi=\"http://www.w3.org/2001/XInclude\"/></a>")
        #expect(diagnostics.isEmpty)
        #expect(root?.children.first?.name == "xi:include")
        #expect(root?.children.first?.children.isEmpty == true)
    }

    @Test func quadraticEntityBlowupIsRefusedAtTheDoctype() {
        let entity = String(repeating: "a", count: 50_000)
        let references = String(repeating: "&e;", count: 20_000)
        let text = "<!DOCTYPE l [<!ENTITY e \"\(entity)\">]>\n<l>\(references)</l>"
        let (root, diagnostics) = loadXML(text)
        #expect(root == nil)
        #expect(summary(diagnostics) == ["1:1: " + doctypeMessage])
    }
}

@Suite struct XMLLimitTests {
    func nested(_ depth: Int) -> String {
        String(repeating: "<g>", count: depth) + String(repeating: "</g>", count: depth)
    }

    @Test(arguments: [129, 257, 300, 10_000])
    func deepNestingStopsAtTheCap(depth: Int) {
        let (root, diagnostics) = loadXML(nested(depth))
        #expect(root == nil)
        // The 129th <g> starts at byte 128 * 3.
        #expect(summary(diagnostics) == ["1:385: error: elements are nested too deeply; the limit is 128 levels [markup.tooDeep]"])
    }

    @Test func nestingAtTheCapIsAccepted() throws {
        let (root, diagnostics) = loadXML(nested(128))
        #expect(diagnostics.isEmpty)
        var depth = 0
        var element = root
        while let current = element { depth += 1; element = current.children.first }
        #expect(depth == 128)
    }

    @Test func aMillionLevelsFailWithoutRecursion() {
        // The depth cap stops it, at the 129th start tag.
        let (root, diagnostics) = loadXML(nested(1_000_000))
        #expect(root == nil)
        #expect(diagnostics.map(\.id) == ["markup.tooDeep"])
        // With a lower element cap, the element cap stops it first, without recursion either.
        let (_, many) = loadXML(nested(1_000_000), limits: MarkupLimits(maxElements: 100))
        #expect(summary(many) == ["1:301: error: too many elements; the limit is 100 [markup.tooManyElements]"])
    }

    @Test func fortyThousandAttributesAreRefusedBeforeParsing() {
        var text = "<a>\n  <view"
        for index in 0..<40_000 { text += " a\(index)=\"1\"" }
        text += "/>\n</a>"
        let (root, diagnostics) = loadXML(text)
        #expect(root == nil)
        #expect(summary(diagnostics) == ["2:3: error: element 'view' has more than 256 attributes [markup.tooManyAttributes]"])
    }

    @Test func attributeCountInCommentsAndTextIsNotCounted() {
        let equals = String(repeating: "a=\"1\" ", count: 300)
        let (root, diagnostics) = loadXML("<a><!-- <b \(equals)> --><![CDATA[<b \(equals)>]]>x=y</a>")
        #expect(diagnostics.isEmpty)
        #expect(root != nil)
    }

    @Test func fileSizeCap() {
        let (root, diagnostics) = loadXML("<a>" + String(repeating: " ", count: 2_000) + "</a>", limits: MarkupLimits(maxBytes: 1_000))
        #expect(root == nil)
        #expect(summary(diagnostics) == ["1:1: error: file is too large (2007 bytes); the limit is 1000 bytes [markup.fileTooLarge]"])
    }

    @Test func elementCountCap() {
        let (root, diagnostics) = loadXML("<a>\n<b/><b/>\n<b/></a>", limits: MarkupLimits(maxElements: 3))
        #expect(root == nil)
        #expect(summary(diagnostics) == ["3:1: error: too many elements; the limit is 3 [markup.tooManyElements]"])
    }
}

import LayoutModel
@testable import Markup
import Testing

/// libxml2 reads the document in pieces (``XMLFeeding``); tags, text and errors that straddle the end of a read
/// keep their exact positions and values.
@Suite struct XMLChunkBoundaryTests {
    /// What libxml2 asks for (about 4,000 bytes a read); 1 byte a read; 61 bytes, which ends reads inside tags,
    /// names, values and text at every offset of these lines.
    static let feedings = [
        XMLFeeding.standard,
        XMLFeeding(readSize: 1),
        XMLFeeding(readSize: 61),
    ]

    /// A root holding `count` one-line children of growing length (so that start tags cross the boundaries at
    /// every offset), each with an id, a text attribute and a line of its own: child `i` is on line `i + 2`.
    func document(children count: Int, tail: String = "</a>\n") -> String {
        var text = "<a>\n"
        for index in 0..<count {
            text += "  <v id=\"v\(index)\" text=\"\(String(repeating: "x", count: index % 97))&amp;\(index)\"/>\n"
        }
        return text + tail
    }

    @Test(arguments: feedings) func positionsAndValuesAcrossChunks(feeding: XMLFeeding) throws {
        let count = 12_000
        let text = document(children: count)
        #expect(text.utf8.count > 600_000)
        let (root, diagnostics) = loadXML(text, feeding: feeding)
        #expect(diagnostics.isEmpty)
        let children = try #require(root?.children)
        #expect(children.count == count)
        for (index, child) in children.enumerated() {
            #expect(position(child.location) == "\(index + 2):3")
            #expect(child["id"] == "v\(index)")
            #expect(child["text"] == String(repeating: "x", count: index % 97) + "&\(index)")
            let value = try #require(child.attribute("text")?.valueRange.start)
            #expect(position(value) == "\(index + 2):\(19 + String(index).utf8.count)")
        }
    }

    /// Past libxml2's lookup limit (10,000,000 bytes without `XML_PARSE_HUGE`), which bounds what a parser may hold
    /// unparsed: read in pieces, a document of any length is parsed to its end.
    @Test func aDocumentLongerThanLibxml2sLookupLimit() throws {
        let count = 150_000
        let text = document(children: count)
        #expect(text.utf8.count > 10_000_000)
        let (root, diagnostics) = loadXML(text)
        #expect(diagnostics.isEmpty)
        let children = try #require(root?.children)
        #expect(children.count == count)
        for index in stride(from: 0, to: count, by: 997) + [count - 1] {
            #expect(position(children[index].location) == "\(index + 2):3")
            #expect(children[index]["text"] == String(repeating: "x", count: index % 97) + "&\(index)")
        }
    }

    @Test(arguments: feedings) func anUnclosedElementFarIntoTheFileIsReportedAtTheEnd(feeding: XMLFeeding) {
        let count = 9_000
        let text = document(children: count, tail: "  <w>\n")
        let (root, diagnostics) = loadXML(text, feeding: feeding)
        #expect(root == nil)
        #expect(summary(diagnostics) == [
            "\(count + 3):1: error: element 'w' opened at \(count + 2):3 is not closed before the end of the file [markup.unclosedElement]",
        ])
    }

    @Test(arguments: feedings) func aMismatchedEndTagFarIntoTheFileKeepsItsPosition(feeding: XMLFeeding) {
        let count = 9_000
        let text = document(children: count, tail: "  <w></x>\n</a>\n")
        let (root, diagnostics) = loadXML(text, feeding: feeding)
        #expect(root == nil)
        #expect(diagnostics.map(\.id) == ["markup.mismatchedEndTag"])
        #expect(diagnostics.map { position($0.location) } == ["\(count + 2):6"])
    }

    @Test(arguments: feedings) func contentAfterTheRootIsStillReportedAsSuch(feeding: XMLFeeding) {
        let text = document(children: 9_000, tail: "</a>\n<b/>\n")
        let (_, diagnostics) = loadXML(text, feeding: feeding)
        #expect(summary(diagnostics) == [
            "9003:1: error: unexpected content after the root element; a document has exactly one root element [markup.contentAfterRoot]",
        ])
    }
}

import LayoutModel
@testable import Markup
import Testing

/// libxml2 is fed the document in chunks, and its tail in one final chunk (``XMLFeeding``); tags, text and errors
/// that straddle a chunk boundary, or the start of the final chunk, keep their exact positions and values.
@Suite struct XMLChunkBoundaryTests {
    /// Chunks to the end; the standard feeding (these documents fit in its final chunk); chunks, then a final chunk
    /// from the middle of the document on.
    static let feedings = [
        XMLFeeding(chunk: 16 * 1024, finalChunk: 0),
        XMLFeeding.standard,
        XMLFeeding(chunk: 16 * 1024, finalChunk: 300_000),
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
        #expect(text.utf8.count > 2 * 300_000)
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

    /// Past the standard final chunk's size: chunks first, then the last 8 MiB at once.
    @Test func aDocumentLongerThanTheFinalChunk() throws {
        let count = 120_000
        let text = document(children: count)
        #expect(text.utf8.count > XMLFeeding.standard.finalChunk + XMLFeeding.standard.chunk)
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

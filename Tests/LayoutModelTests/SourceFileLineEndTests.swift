import LayoutModel
import Testing

@Suite struct SourceFileLineEndTests {
    @Test func crlfAndLoneCREndLinesLikeLF() {
        for ending in ["\n", "\r\n", "\r"] {
            let file = SourceFile(path: "a.xml", text: "ab" + ending + "cd" + ending + ending + "e")
            let e = file.bytes.count - 1
            #expect(file.lineStarts.count == 4, "\(ending.unicodeScalars.map(\.value))")
            #expect(file.location(atOffset: e).line == 4)
            #expect(file.location(atOffset: e).column == 1)
        }
    }

    @Test func aByteOrderMarkTakesNoColumn() {
        let file = SourceFile(path: "a.xml", bytes: [0xEF, 0xBB, 0xBF] + Array("<a>\n<b/>".utf8))
        #expect(file.hasByteOrderMark)
        #expect(file.location(atOffset: 3) == SourceLocation(line: 1, column: 1, offset: 3))
        #expect(file.location(atOffset: 4).column == 2)
        #expect(file.location(atOffset: 8) == SourceLocation(line: 2, column: 2, offset: 8))
        #expect(file.offset(line: 1, column: 1) == 3)
        #expect(!SourceFile(path: "b.xml", text: "<a/>").hasByteOrderMark)
    }
}

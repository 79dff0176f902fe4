import LayoutModel
import Testing

@Suite struct ByteWriterTests {
    @Test func writesPiecesInOrderAcrossGrowth() {
        var writer = ByteWriter(capacity: 1)  // starts at the minimum capacity, so the loop grows it several times
        var expected = ""
        for index in 0..<200 {
            writer.write("[")
            writer.write(number: Double(index) + 0.25)
            writer.write(",")
            writer.write(decimal: index * 1_000_003)
            writer.write("]")
            expected += "[\(formatNumber(Double(index) + 0.25)),\(index * 1_000_003)]"
        }
        #expect(writer.count == expected.utf8.count)
        #expect(String(decoding: writer.finish(), as: UTF8.self) == expected)
    }

    @Test func numbersMatchTheOneFormatter() {
        let values: [Double] = [0, -0.0, 1, -1, 0.001, -0.0004, 82.3333333, 9.9995, 1e20, -1e20, .nan, .infinity,
                                1234567.25, -16, 204.5]
        var writer = ByteWriter()
        for value in values {
            writer.write(number: value)
            writer.write(" ")
        }
        #expect(String(decoding: writer.finish(), as: UTF8.self)
            == values.map { formatNumber($0) + " " }.joined())
    }

    @Test func stringsAreEscapedAsJSONTextEscapesThem() {
        let texts = ["plain-id", "", "quote \" and \\ backslash", "line\nbreak", "tab\tand \u{1}", "café ☕︎",
                     "separator \u{2028} and \u{2029}"]
        var writer = ByteWriter()
        for text in texts { writer.write(jsonString: text) }
        writer.write(optionalJSONString: nil)
        writer.write(optionalJSONString: "x")
        #expect(String(decoding: writer.finish(), as: UTF8.self)
            == texts.map(JSONText.string).joined() + "null\"x\"")
    }

    /// As scratch space: each level of a stack appends, reads what it added and truncates back to where it began.
    @Test func truncatingAndReadingFromAnOffset() {
        var writer = ByteWriter(capacity: 1)
        var starts: [Int] = []
        var expected: [String] = []
        for depth in 0..<40 {
            starts.append(writer.count)
            let text = "level \(depth) é "
            Array(text.utf8).withUnsafeBufferPointer { writer.write($0) }
            expected.append(text)
        }
        for (depth, start) in starts.enumerated() {
            #expect(writer.string(from: start) == expected[depth...].joined())
        }
        while let start = starts.popLast() {
            #expect(writer.string(from: start) == expected[starts.count])
            writer.truncate(to: start)
            #expect(writer.count == start)
        }
        #expect(writer.string(from: 0).isEmpty)
        writer.write("after")
        writer.truncate(to: 99)  // past the end: nothing dropped
        #expect(writer.string(from: 2) == "ter")
        #expect(String(decoding: writer.finish(), as: UTF8.self) == "after")
    }
}

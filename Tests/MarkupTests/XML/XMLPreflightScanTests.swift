import LayoutModel
@testable import Markup
import Testing

/// The preflight's word-at-a-time scans: every length around their 32- and 8-byte strides, and a bad byte in every
/// position of a stride, give the same answers as a byte-by-byte reading.
@Suite struct XMLPreflightScanTests {
    @Test func validTextOfEveryLengthAroundTheStrides() {
        for length in 0...80 {
            let bytes = (0..<length).map { UInt8(ascii: "a") + UInt8($0 % 26) }
            #expect(XMLPreflight.firstInvalidByte(bytes) == nil, "length \(length)")
        }
    }

    @Test func aNULByteIsFoundInEveryPosition() throws {
        for length in [8, 31, 32, 33, 64, 70] {
            for position in 0..<length {
                var bytes = [UInt8](repeating: UInt8(ascii: "x"), count: length)
                bytes[position] = 0
                let problem = try #require(XMLPreflight.firstInvalidByte(bytes))
                #expect(problem.offset == position && problem.isNUL, "length \(length), position \(position)")
            }
        }
    }

    @Test func invalidAndValidMultibyteSequencesInEveryPosition() throws {
        for length in [32, 40, 64] {
            for position in 0..<(length - 2) {
                var valid = [UInt8](repeating: UInt8(ascii: "y"), count: length)
                valid.replaceSubrange(position..<position + 2, with: [0xC3, 0xA9])  // é
                #expect(XMLPreflight.firstInvalidByte(valid) == nil, "length \(length), position \(position)")

                var invalid = [UInt8](repeating: UInt8(ascii: "y"), count: length)
                invalid.replaceSubrange(position..<position + 2, with: [0xC3, 0x28])
                let problem = try #require(XMLPreflight.firstInvalidByte(invalid))
                #expect(problem.offset == position && !problem.isNUL && problem.sequence == [0xC3, 0x28])
            }
        }
    }

    @Test func lessThanAndEqualsSignsAreFoundAsByteByByte() {
        let text = Array("<a x=\"1\" y='=='>text<b/>   <c d=\"e\"/>".utf8)
        text.withUnsafeBufferPointer { bytes in
            for start in 0...bytes.count {
                let expected = (start..<bytes.count).first { bytes[$0] == UInt8(ascii: "<") } ?? bytes.count
                #expect(ColumnLocator.firstLessThan(from: start, in: bytes) == expected, "start \(start)")
                for end in start...bytes.count {
                    let count = (start..<end).filter { bytes[$0] == UInt8(ascii: "=") }.count
                    #expect(XMLPreflight.equalsSigns(from: start, to: end, in: bytes) == count)
                }
            }
        }
    }

    @Test func aTagOverTheAttributeLimitIsRefusedWhateverItsSpacing() {
        for separator in [" ", ""] {
            let attributes = (0..<9).map { "a\($0)=\"\"" }.joined(separator: separator)
            var sink = DiagnosticSink(path: "t.xml")
            let file = SourceFile(path: "t.xml", text: "<d \(attributes)/>")
            let accepted = XMLPreflight.check(file, limits: MarkupLimits(maxAttributesPerElement: 8), into: &sink)
            #expect(!accepted, "separator '\(separator)'")
            #expect(sink.sorted.first?.message == "element 'd' has more than 8 attributes")
        }
        var sink = DiagnosticSink(path: "t.xml")
        let file = SourceFile(path: "t.xml", text: "<d \((0..<8).map { "a\($0)=\"\"" }.joined(separator: " "))/>")
        #expect(XMLPreflight.check(file, limits: MarkupLimits(maxAttributesPerElement: 8), into: &sink))
    }
}

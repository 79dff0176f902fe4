import LayoutModel
import Testing

/// Line starts found by `memchr` (files without a carriage return) and by the byte loop (files with one) agree with
/// a plain reading of the rule: a line starts after LF, after CR LF, and after a lone CR.
@Suite struct SourceFileLineStartTests {
    private static func expectedStarts(_ bytes: [UInt8]) -> [Int] {
        var starts = [0]
        for index in bytes.indices {
            let byte = bytes[index]
            if byte == 0x0A || (byte == 0x0D && (index + 1 == bytes.count || bytes[index + 1] != 0x0A)) {
                starts.append(index + 1)
            }
        }
        return starts
    }

    @Test func everyArrangementOfBreaksUpToSixBytes() {
        let alphabet: [UInt8] = [UInt8(ascii: "a"), 0x0A, 0x0D]
        for length in 0...6 {
            var counter = [Int](repeating: 0, count: length)
            while true {
                let bytes = counter.map { alphabet[$0] }
                #expect(SourceFile(path: "a.xml", bytes: bytes).lineStarts == Self.expectedStarts(bytes), "\(bytes)")
                var position = 0
                while position < length, counter[position] == alphabet.count - 1 {
                    counter[position] = 0
                    position += 1
                }
                if position == length { break }
                counter[position] += 1
            }
        }
    }

    @Test func longLinesOnEitherPath() {
        for ending: [UInt8] in [[0x0A], [0x0D, 0x0A]] {
            var bytes: [UInt8] = []
            for line in 0..<200 { bytes += [UInt8](repeating: UInt8(ascii: "x"), count: line * 7 % 97) + ending }
            bytes += Array("tail".utf8)
            #expect(SourceFile(path: "a.xml", bytes: bytes).lineStarts == Self.expectedStarts(bytes))
        }
    }
}

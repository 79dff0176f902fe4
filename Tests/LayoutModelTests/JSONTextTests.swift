import LayoutModel
import Testing

/// The project's one JSON string escaper (frames, device catalog, `measure`).
@Suite struct JSONTextTests {
    @Test(arguments: [
        ("plain", "\"plain\""),
        ("", "\"\""),
        ("say \"hi\"", "\"say \\\"hi\\\"\""),
        ("back\\slash", "\"back\\\\slash\""),
        ("a\nb\rc\td", "\"a\\nb\\rc\\td\""),
        ("\u{01}\u{1F}", "\"\\u0001\\u001f\""),
        ("line\u{2028}para\u{2029}", "\"line\\u2028para\\u2029\""),
        ("é → 日本", "\"é → 日本\""),
    ])
    func escapes(text: String, expected: String) {
        #expect(JSONText.string(text) == expected)
        var bytes: [UInt8] = Array("x".utf8)
        JSONText.appendString(text, to: &bytes)
        #expect(bytes == Array(("x" + expected).utf8))
    }

    /// The word-at-a-time check agrees with the byte-wise definition wherever a byte that needs care sits, and with
    /// every byte value next to the thresholds.
    @Test func needsNoEscapeMatchesTheByteWiseDefinition() {
        func byteWise(_ bytes: [UInt8]) -> Bool {
            !bytes.contains { $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") || $0 == 0xE2 }
        }
        let fillers: [UInt8] = [0x20, 0x21, 0x41, 0x7F, 0x80, 0xC3, 0xE1, 0xE3, 0xFF]
        let probes: [UInt8] = Array(0...0x21) + [0x22, 0x23, 0x5B, 0x5C, 0x5D, 0xE1, 0xE2, 0xE3, 0xFF]
        for length in 0...19 {
            for filler in fillers {
                let plain = [UInt8](repeating: filler, count: length)
                plain.withUnsafeBufferPointer { #expect(JSONText.needsNoEscape($0) == byteWise(plain)) }
                for position in 0..<length {
                    for probe in probes {
                        var bytes = plain
                        bytes[position] = probe
                        bytes.withUnsafeBufferPointer {
                            #expect(JSONText.needsNoEscape($0) == byteWise(bytes), "\(bytes)")
                        }
                    }
                }
            }
        }
    }

    @Test func optionalStringsWriteNull() {
        #expect(JSONText.optionalString(nil) == "null")
        #expect(JSONText.optionalString("a") == "\"a\"")
        var bytes: [UInt8] = []
        JSONText.appendOptionalString(nil, to: &bytes)
        #expect(bytes == Array("null".utf8))
    }
}

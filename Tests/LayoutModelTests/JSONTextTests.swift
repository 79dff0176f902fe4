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

    @Test func optionalStringsWriteNull() {
        #expect(JSONText.optionalString(nil) == "null")
        #expect(JSONText.optionalString("a") == "\"a\"")
        var bytes: [UInt8] = []
        JSONText.appendOptionalString(nil, to: &bytes)
        #expect(bytes == Array("null".utf8))
    }
}

import Testing
@testable import StackboardCLI

/// Text from the command line printed on standard error: control characters replaced, everything else as it is.
@Suite struct ConsoleTests {
    @Test func controlCharactersAreReplacedAndLineBreaksKept() {
        #expect(Console.sanitized("a\u{1B}[31mb\tc\nd\u{7F}") == "a\u{FFFD}[31mb\u{FFFD}c\nd\u{FFFD}")
        #expect(Console.sanitized("x\u{85}y\u{9F}z\u{A0}") == "x\u{FFFD}y\u{FFFD}z\u{A0}")
    }

    @Test func printableTextIsUnchanged() {
        let text = "Samples/é—×.layout.xml: error: timed out after 0.5 s while laying out for iPhone 16 · portrait"
        #expect(Console.sanitized(text) == text)
        #expect(Console.sanitized("") == "")
        #expect(Console.sanitized("\u{100}\u{C0}\u{2028}") == "\u{100}\u{C0}\u{2028}")
    }
}

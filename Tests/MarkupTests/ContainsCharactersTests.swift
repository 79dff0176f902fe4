@testable import Markup
import Testing

/// `containsCharacters(of:)` stands in for `contains(_:)` on document-type strings; it must answer exactly as the
/// standard library does, character by character.
@Suite struct ContainsCharactersTests {
    static let cases: [(String, String)] = [
        ("com.apple.InterfaceBuilder.WatchKit.Storyboard", "WatchKit"),
        ("com.apple.InterfaceBuilder.AppleTV.Storyboard", "AppleTV"),
        ("com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB", ".CocoaTouch."),
        ("com.apple.InterfaceBuilder3.CocoaTouch.XIB", "WatchKit"),
        ("WatchKi", "WatchKit"),
        ("AAppleTV", "AppleTV"),
        ("AppleTAppleTV", "AppleTV"),
        ("WatchKit\u{301}", "WatchKit"),  // the last character is "t" with an accent, not "t"
        ("e\u{301}x", "\u{E9}"),  // canonically equivalent characters match
        ("", "x"),
        ("abc", ""),
    ]

    @Test(arguments: cases)
    func answersAsTheStandardLibrary(text: String, part: String) {
        #expect(text.containsCharacters(of: part) == text.contains(part), "'\(text)' '\(part)'")
    }
}

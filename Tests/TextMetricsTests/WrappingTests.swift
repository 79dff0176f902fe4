import Testing
@testable import TextMetrics

/// Multi-line labels. The Ahem-style profile makes every character 1 em, so expected values are plain arithmetic:
/// at 10 pt every character is 10 pt wide and every line 10 pt tall.
struct WrappingTests {
    let ahem = TextMeasurer.fixed()
    let font = FontSpec(size: 10)

    func lines(_ text: String, width: Double?, limit: Int = 0) -> [String] {
        ahem.measureLabel(text, font: font, scale: 2, numberOfLines: limit, maxWidth: width).lines
    }

    @Test func wrapsAtSpacesAndMeasuresTheWidestLine() {
        let m = ahem.measureLabel("Hello world foo", font: font, scale: 2, numberOfLines: 0, maxWidth: 110)
        #expect(m.lines == ["Hello world", "foo"])
        #expect(m.width == 110)
        #expect(m.height == 20)
        #expect(m.firstBaseline == 8)
        #expect(m.lastBaseline == 18)
        #expect(lines("Hello world foo", width: 100) == ["Hello", "world foo"])
        #expect(ahem.measureLabel("Hello world foo", font: font, scale: 2, numberOfLines: 0, maxWidth: 100).width == 90)
    }

    @Test func trailingSpacesHangAndDoNotCount() {
        let m = ahem.measureLabel("ab   cd", font: font, scale: 2, numberOfLines: 0, maxWidth: 40)
        #expect(m.lines == ["ab", "cd"])
        #expect(m.width == 20)
    }

    /// Spaces that end the text, or precede a newline, belong to their line (CoreText's typographic width).
    @Test func spacesAtTheEndOfTheTextCount() {
        let m = ahem.measureLabel("ab  ", font: font, scale: 2)
        #expect(m.width == 40)
        #expect(m.lines == ["ab  "])
        let wrapped = ahem.measureLabel("ab cd  \nef", font: font, scale: 2, numberOfLines: 0, maxWidth: 100)
        #expect(wrapped.lines == ["ab cd  ", "ef"])
        #expect(wrapped.width == 70)
        #expect(TextMeasurer.shared.measureLabel(" Label ", font: FontSpec(size: 17), scale: 2).width
            > TextMeasurer.shared.measureLabel("Label", font: FontSpec(size: 17), scale: 2).width + 8)
    }

    @Test func wordsWiderThanTheLineBreakBetweenCharacters() {
        #expect(lines("Supercalifragilistic", width: 55) == ["Super", "calif", "ragil", "istic"])
    }

    @Test func breaksAfterHyphensButKeepsLeadingAndNumericHyphens() {
        #expect(lines("well-known fact", width: 60) == ["well-", "known", "fact"])
        #expect(lines("-5 min", width: 30) == ["-5", "min"])
        #expect(lines("pages 1-2", width: 70) == ["pages", "1-2"])
    }

    @Test func hardBreaksAlwaysEndALine() {
        #expect(lines("a\nbc", width: nil) == ["a", "bc"])
        #expect(lines("a\r\nbc\u{2028}d", width: 100) == ["a", "bc", "d"])
        #expect(lines("a\n\nb", width: nil) == ["a", "", "b"])
        let m = ahem.measureLabel("a\nbc\n", font: font, scale: 3, numberOfLines: 0)
        #expect(m.lines == ["a", "bc", ""])
        #expect(m.height == 30)
    }

    @Test func theLastAllowedLineIsCutWithAnEllipsis() {
        let m = ahem.measureLabel("one two three four", font: font, scale: 2, numberOfLines: 2, maxWidth: 80)
        #expect(m.lines == ["one two", "three f…"])
        #expect(m.width == 80)
        #expect(m.height == 20)
        // Unlimited, the same text takes three lines.
        #expect(lines("one two three four", width: 80) == ["one two", "three", "four"])
    }

    @Test func singleLineLabelsAreCutOnlyWhenTooWide() {
        #expect(ahem.measureLabel("Hello world", font: font, scale: 2, maxWidth: 200).lines == ["Hello world"])
        let cut = ahem.measureLabel("Hello world", font: font, scale: 2, maxWidth: 60)
        #expect(cut.lines == ["Hello…"])
        #expect(cut.width == 60)
        #expect(cut.height == 10)
    }

    @Test func ideographsBreakAnywhereExceptBeforeClosingPunctuation() {
        #expect(lines("日本語のテキスト。", width: 40) == ["日本語の", "テキス", "ト。"])
        #expect(lines("「こんにちは」", width: 30) == ["「こん", "にち", "は」"])
        #expect(lines("中文English混排", width: 90) == ["中文English", "混排"])
        #expect(lines("中文English混排", width: 60) == ["中文", "Englis", "h混排"])
    }

    @Test func emojiBreakLikeIdeographs() {
        #expect(lines("😀😀😀👨‍👩‍👧🇯🇵", width: 20) == ["😀😀", "😀👨‍👩‍👧", "🇯🇵"])
    }

    @Test func fixedProfileScalesWithThePointSize() {
        let m = TextMeasurer.fixed(advance: 0.5, lineHeight: 1.25).measureLabel("abcd", font: FontSpec(size: 16),
                                                                                 scale: 2)
        #expect(m.width == 32)
        #expect(m.height == 20)
        #expect(m.firstBaseline == 16)
    }

    /// The real profile: every line fits, no text is lost, and the height is lines × line height.
    @Test(arguments: [120.0, 150, 200, 320])
    func systemFontWrapsWithinTheWidth(width: Double) {
        let text = "The quick brown fox jumps over the lazy dog and keeps running"
        let font = FontSpec(size: 17)
        let m = TextMeasurer.shared.measureLabel(text, font: font, scale: 2, numberOfLines: 0, maxWidth: width)
        #expect(m.lines.joined(separator: " ") == text)
        #expect(m.lines.count > 1)
        #expect(m.width <= width)
        for line in m.lines {
            #expect(TextMeasurer.shared.textWidth(line, font: font) <= width + 1e-9)
        }
        #expect(m.height == PixelGrid.ceil(Double(m.lines.count) * 17 * 2444 / 2048, scale: 2))
        // Greedy: the first word of each next line would not have fitted.
        for (line, next) in zip(m.lines, m.lines.dropFirst()) {
            let word = next.split(separator: " ").first.map(String.init) ?? ""
            #expect(TextMeasurer.shared.textWidth(line + " " + word, font: font) > width)
        }
    }

    /// The CJK–Latin space sits between the two characters like kerning: a line that breaks there does not keep it.
    @Test func theCJKBoundarySpaceDisappearsAtALineBreak() {
        let measurer = TextMeasurer.shared
        let font = FontSpec(size: 17)
        let english = measurer.textWidth("English", font: font)
        let whole = measurer.textWidth("中文English", font: font)
        #expect(abs(whole - (2 * 1.02 * 17 + 17.0 / 8 + english)) < 1e-9)
        let wrapped = measurer.measureLabel("中文English", font: font, scale: 2, numberOfLines: 0,
                                            maxWidth: whole - 1)
        #expect(wrapped.lines == ["中文", "English"])
        #expect(wrapped.width == (2 * max(english, 2 * 1.02 * 17)).rounded(.up) / 2)
        #expect(wrapped.height == 41.5)   // both lines take the CJK line box
    }
}

import Testing
@testable import TextMetrics

/// CJK, Hangul, emoji and invisible characters (text-metrics.md §4.2, §4.7).
struct ScriptTests {
    let measurer = TextMeasurer.shared

    @Test func ideographsAndKanaAreOneCJKEmEachWithoutSFTracking() {
        let font = FontSpec(size: 17)
        #expect(abs(measurer.textWidth("日本語", font: font) - 3 * 1.02 * 17) < 1e-9)
        #expect(abs(measurer.textWidth("ひらがなカタカナ", font: font) - 8 * 1.02 * 17) < 1e-9)
        #expect(abs(measurer.textWidth("（全角）", font: font) - 4 * 1.02 * 17) < 1e-9)
        // 3 × 17.34 = 52.02, rounded up to the grid.
        #expect(measurer.measureLabel("日本語", font: font, scale: 2).width == 52.5)
        #expect(measurer.measureLabel("日本語", font: font, scale: 3).width == 157.0 / 3)
    }

    @Test func hangulSyllablesAreNarrower() {
        let font = FontSpec(size: 20)
        #expect(abs(measurer.textWidth("한국어", font: font) - 3 * 0.87 * 20) < 1e-9)
        #expect(abs(measurer.textWidth("ｶﾀｶﾅ", font: font) - 4 * 0.51 * 20) < 1e-9)
    }

    /// Mixed text adds the Latin and CJK parts and 1/8 em where a CJK character meets a letter, digit or symbol.
    @Test func mixedTextAddsAnEighthEmAtEachCJKBoundary() {
        let font = FontSpec(size: 17)
        let cjk = 1.02 * 17, boundary = 17.0 / 8
        let cell = measurer.textWidth("Cell", font: font)
        #expect(abs(measurer.textWidth("Cell样式", font: font) - (cell + 2 * cjk + boundary)) < 1e-9)
        #expect(abs(measurer.textWidth("样式Cell", font: font) - (cell + 2 * cjk + boundary)) < 1e-9)
        let plus = measurer.textWidth("+", font: font)
        #expect(abs(measurer.textWidth("大小+字体", font: font) - (4 * cjk + plus + 2 * boundary)) < 1e-9)
        // Not at a space, and not between two CJK characters or two Latin ones.
        let spaced = measurer.textWidth(" Cell", font: font)
        #expect(abs(measurer.textWidth("样式 Cell", font: font) - (2 * cjk + spaced)) < 1e-9)
        #expect(abs(measurer.textWidth("日本語", font: font) - 3 * cjk) < 1e-9)
        // Not next to an emoji or a Hangul syllable (another fallback font, no ideograph spacing).
        #expect(abs(measurer.textWidth("样😀", font: font) - (cjk + 21.5)) < 1e-9)
        #expect(abs(measurer.textWidth("한a", font: font)
            - (0.87 * 17 + measurer.textWidth("a", font: font))) < 1e-9)
        // 17.34 × 2 + 27.94… + 2.125 = 64.80… -> 65 at @2x.
        #expect(measurer.measureLabel("Cell样式", font: font, scale: 2).width
            == (2 * (cell + 2 * cjk + boundary)).rounded(.up) / 2)
    }

    @Test func anEmojiIsPointSizePlus4Point5WhateverItsCodePoints() {
        let font = FontSpec(size: 64)
        #expect(measurer.textWidth("😀", font: font) == 68.5)
        #expect(measurer.textWidth("💁🏻", font: font) == 68.5)          // skin-tone modifier: one glyph
        #expect(measurer.textWidth("👨‍👩‍👧", font: font) == 68.5)          // ZWJ sequence
        #expect(measurer.textWidth("🇯🇵", font: font) == 68.5)            // flag
        #expect(measurer.textWidth("❤️", font: font) == 68.5)             // text-default + VS16
        #expect(measurer.textWidth("1️⃣", font: font) == 68.5)            // keycap
        #expect(measurer.measureLabel("🐶", font: FontSpec(size: 40), scale: 2).width == 44.5)
        #expect(measurer.measureLabel("😀😀", font: FontSpec(size: 17), scale: 3).width == 43)
    }

    @Test func digitsAndSymbolsAreNotEmoji() {
        #expect(!ScriptClassifier.isEmoji("1"))
        #expect(!ScriptClassifier.isEmoji("#"))
        #expect(!ScriptClassifier.isEmoji("©"))
        #expect(ScriptClassifier.isEmoji("☀"))
        #expect(ScriptClassifier.isEmoji("😀"))
    }

    @Test func invisibleCharactersTakeNoSpace() {
        let font = FontSpec(size: 17)
        // A zero-width space separates the letters (no kerning across it) but adds no width.
        #expect(abs(measurer.textWidth("a\u{200B}b", font: font)
            - (measurer.textWidth("a", font: font) + measurer.textWidth("b", font: font))) < 1e-9)
        #expect(measurer.textWidth("a\u{200D}", font: font) == measurer.textWidth("a", font: font))
        // A combining accent adds nothing to its base letter's advance.
        #expect(measurer.textWidth("e\u{301}", font: font) == measurer.textWidth("e", font: font))
    }

    @Test func precomposedAccentsShareTheBaseLettersAdvance() {
        let font = FontSpec(size: 15)
        #expect(abs(measurer.textWidth("é", font: font) - measurer.textWidth("e", font: font)) < 1e-9)
    }

    @Test func charactersOutsideTheTableUseTheFallbackWidth() {
        let font = FontSpec(size: 10)
        #expect(abs(measurer.textWidth("अ", font: font) - 6) < 1e-9)     // Devanagari: 0.6 em
        #expect(abs(measurer.textWidth("שלום", font: font) - 24) < 1e-9)
    }

    @Test func greekAndCyrillicComeFromTheTable() {
        let font = FontSpec(size: 10)
        #expect(MetricsTable.shared.characters.entry(for: "Ж") != nil)
        #expect(MetricsTable.shared.characters.entry(for: "λ") != nil)
        #expect(measurer.textWidth("Ж", font: font) != 6)
    }
}

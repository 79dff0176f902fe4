import Testing
@testable import TextMetrics

/// Heights and baselines from SF's public constants (text-metrics.md §3, §6).
struct HeightTests {
    /// text-metrics.md §3.3: point size, height at @2x, height at @3x.
    static let heights: [(pt: Double, at2x: Double, at3x: Double)] = [
        (9, 11.0, 11.0), (11, 13.5, 40.0 / 3), (12, 14.5, 43.0 / 3), (13, 16.0, 47.0 / 3), (14, 17.0, 17.0),
        (15, 18.0, 18.0), (16, 19.5, 58.0 / 3), (17, 20.5, 61.0 / 3), (18, 21.5, 65.0 / 3), (20, 24.0, 24.0),
        (21, 25.5, 76.0 / 3), (22, 26.5, 79.0 / 3), (28, 33.5, 101.0 / 3), (30, 36.0, 36.0), (34, 41.0, 122.0 / 3),
        (35, 42.0, 42.0), (36, 43.0, 43.0), (40, 48.0, 48.0), (50, 60.0, 60.0),
    ]

    @Test(arguments: heights.indices)
    func singleLineLabelHeightIsTheLineHeightRoundedUpToThePixelGrid(index: Int) {
        let row = Self.heights[index]
        let font = FontSpec(size: row.pt)
        let measurer = TextMeasurer.shared
        #expect(measurer.measureLabel("Label", font: font, scale: 2).height == row.at2x)
        #expect(measurer.measureLabel("Label", font: font, scale: 3).height == row.at3x)
        #expect(measurer.lineHeight(font: font, scale: 2) == row.at2x)
        #expect(measurer.lineHeight(font: font, scale: 3) == row.at3x)
    }

    @Test func heightDoesNotDependOnWeightOrLatinText() {
        for weight in FontWeight.allCases {
            let font = FontSpec(size: 17, weight: weight, italic: weight == .black)
            #expect(TextMeasurer.shared.measureLabel("gyjq ÅÉ", font: font, scale: 2).height == 20.5)
            #expect(TextMeasurer.shared.measureLabel("Ж λ 😀 한국어", font: font, scale: 3).height == 61.0 / 3)
        }
    }

    /// Text with ideographs, kana or full-width forms takes the CJK fallback's line box: SF's proportions at
    /// 1.02 × the point size. 17 pt: 17.34 × 2444/2048 = 20.693 -> 21 at @2x and @3x (Latin: 20.5 and 20.333);
    /// baseline 17.34 × 1950/2048 = 16.510 -> 16.5 at @2x, 16.667 at @3x.
    @Test func textWithCJKTakesTheFallbackFontsTallerLineBox() {
        let measurer = TextMeasurer.shared
        let font = FontSpec(size: 17)
        for text in ["日本語", "Cell样式", "ふったー", "（全角）", "ｶﾀｶﾅ"] {
            #expect(measurer.measureLabel(text, font: font, scale: 2).height == 21)
            #expect(measurer.measureLabel(text, font: font, scale: 3).height == 21)
        }
        #expect(measurer.measureLabel("日本語", font: font, scale: 2).firstBaseline == 16.5)
        #expect(measurer.measureLabel("日本語", font: font, scale: 3).firstBaseline == 50.0 / 3)
        // 12 pt: 12.24 × 2444/2048 = 14.607 -> 15 at @2x (Latin 14.5), 44/3 at @3x (Latin 43/3).
        #expect(measurer.measureLabel("中文", font: FontSpec(size: 12), scale: 2).height == 15)
        #expect(measurer.measureLabel("中文", font: FontSpec(size: 12), scale: 3).height == 44.0 / 3)
        // Two lines: twice the CJK line height, 41.386 -> 41.5.
        let two = measurer.measureLabel("中文\n中文", font: font, scale: 2, numberOfLines: 0)
        #expect(two.lines == ["中文", "中文"])
        #expect(two.height == 41.5)
        // A classic button is ceil(line height) + 12: at 20 pt 24.35 -> 25 + 12 (Latin: 23.87 -> 24 + 12).
        #expect(measurer.measureButton(title: "确定", font: FontSpec(size: 20), scale: 3).height == 37)
        #expect(measurer.measureButton(title: "OK", font: FontSpec(size: 20), scale: 3).height == 36)
        // The Ahem-style profile ignores scripts.
        #expect(TextMeasurer.fixed().measureLabel("日本語", font: FontSpec(size: 10), scale: 2).height == 10)
    }

    @Test func fontMetricsAreSFsPublicConstants() {
        let metrics = TextMeasurer.shared.fontMetrics(FontSpec(size: 15))
        #expect(metrics.lineHeight == 17.900390625)   // UIFont.systemFont(ofSize: 15).lineHeight
        #expect(abs(TextMeasurer.shared.fontMetrics(FontSpec(size: 20)).ascender - 19.04296875) < 1e-12)
        #expect(abs(TextMeasurer.shared.fontMetrics(FontSpec(size: 20)).descender - 4.82421875) < 1e-12)
    }

    /// The first baseline is the ascender rounded to the nearest pixel: 16.0 at @2x, 16.333 at @3x for 17 pt.
    @Test func baselineIsTheAscenderRoundedToThePixelGrid() {
        let font = FontSpec(size: 17)
        let at2x = TextMeasurer.shared.measureLabel("Label", font: font, scale: 2)
        let at3x = TextMeasurer.shared.measureLabel("Label", font: font, scale: 3)
        #expect(at2x.firstBaseline == 16.0)
        #expect(at3x.firstBaseline == 49.0 / 3)
        #expect(at2x.lastBaseline == at2x.firstBaseline)
        // 12 pt: ascender 11.426 -> 11.5 at @2x, 11.333 at @3x.
        #expect(TextMeasurer.shared.measureLabel("x", font: FontSpec(size: 12), scale: 2).firstBaseline == 11.5)
        #expect(TextMeasurer.shared.measureLabel("x", font: FontSpec(size: 12), scale: 3).firstBaseline == 34.0 / 3)
    }

    @Test func valuesAlreadyOnTheGridStayThere() {
        #expect(PixelGrid.ceil(61.0 / 3, scale: 3) == 61.0 / 3)
        #expect(PixelGrid.ceil(20.5, scale: 2) == 20.5)
        #expect(PixelGrid.ceil(20.501, scale: 2) == 21)
        #expect(PixelGrid.ceil(20.5 + 1e-9, scale: 2) == 20.5)   // floating-point noise stays on the grid line
        #expect(PixelGrid.ceil(20.01, scale: 1) == 21)
        #expect(PixelGrid.round(16.187, scale: 2) == 16.0)
        #expect(PixelGrid.round(16.187, scale: 3) == 49.0 / 3)
    }

    /// A text style's font spaces wrapped lines at the style's line spacing (Apple's Dynamic Type table): Body 22,
    /// Subheadline 20, Caption 2 13 (below its 13.127-pt line height, so no extra space). One line keeps SF's
    /// line height; a font of a fixed size has no leading.
    @Test func textStylesSpaceWrappedLinesAtTheirLineSpacing() {
        let measurer = TextMeasurer.shared
        let body = FontSpec(textStyle: .body)
        #expect(measurer.measureLabel("Label", font: body, scale: 2, numberOfLines: 0).height == 20.5)
        // 3 × 20.287 + 2 × (22 − 20.287) = 64.287 -> 64.5; the last baseline 2 × 22 + 16.187 = 60.187 -> 60.
        let three = measurer.measureLabel("a\nb\nc", font: body, scale: 2, numberOfLines: 0)
        #expect(three.height == 64.5)
        #expect(three.firstBaseline == 16.0)
        #expect(three.lastBaseline == 60.0)
        #expect(abs(three.leading - (22 - 17 * 2444.0 / 2048)) < 1e-12)
        // Subheadline: 2 × 17.900 + 2.100 = 37.900 -> 38 at @2x and @3x (a 15-pt system font: 35.801 -> 36).
        let subhead = FontSpec(textStyle: .subheadline)
        #expect(measurer.measureLabel("a\nb", font: subhead, scale: 2, numberOfLines: 0).height == 38)
        #expect(measurer.measureLabel("a\nb", font: subhead, scale: 3, numberOfLines: 0).height == 38)
        #expect(measurer.measureLabel("a\nb", font: FontSpec(size: 15), scale: 2, numberOfLines: 0).height == 36)
        // Caption 2: 2 × 13.127 = 26.254 -> 26.5, no negative leading.
        let caption2 = FontSpec(textStyle: .caption2)
        #expect(measurer.measureLabel("a\nb", font: caption2, scale: 2, numberOfLines: 0).height == 26.5)
        #expect(measurer.fontMetrics(caption2).leading == 0)
        // A text style at another size than its own has no known spacing: no leading.
        #expect(measurer.fontMetrics(FontSpec(size: 20, textStyle: .body)).leading == 0)
    }

    @Test func emptyLabelHasNoSize() {
        let m = TextMeasurer.shared.measureLabel("", font: FontSpec(size: 17), scale: 2)
        #expect(m.width == 0 && m.height == 0 && m.lines.isEmpty)
    }
}

/// The public constants of the iOS system font (SF) and the parameters of the width model of text-metrics.md §2–§4.
/// None of them comes from SF's font files.
enum SystemFontModel {
    // MARK: Vertical metrics (text-metrics.md §2, §3): the same for every weight and optical size.

    static let unitsPerEm = 2048.0
    static let ascender = 1950.0
    static let descender = 494.0

    static func metrics(pointSize: Double) -> FontMetrics {
        FontMetrics(ascender: pointSize * ascender / unitsPerEm, descender: pointSize * descender / unitsPerEm)
    }

    /// The metrics of `font`: SF's line box, plus for the font of a Dynamic Type text style at its own size the
    /// leading that brings the baseline-to-baseline distance to the style's line spacing (Body: 22 − 20.287 =
    /// 1.713 pt). Never negative: Caption 2's 13-pt spacing is below its 13.127-pt line height.
    ///
    /// Evidence: wrapped Body and Subheadline labels stored by Xcode 11 are 152.5 (7 lines), 42.5 (2 lines) and 38
    /// (2 lines) tall at @2x, which is `n × lineHeight + (n − 1) × leading` rounded up; without the leading they
    /// would be 142.5, 41 and 36. One-line labels of the same styles keep SF's plain line height.
    static func metrics(font: FontSpec) -> FontMetrics {
        var result = metrics(pointSize: font.size)
        if let style = font.textStyle, font.size == style.pointSize {
            result.leading = max(0, style.lineSpacing - result.lineHeight)
        }
        return result
    }

    /// The line box of a line that contains characters drawn by the CJK fallback font (ideographs, kana, full-width
    /// forms): SF's proportions at `cjkEm` times the point size.
    ///
    /// Source: one scale explains two separate observations. A CJK glyph is 1 em wide in the fallback font, yet
    /// stored frames give it about 1.02 em (text-metrics.md §4.7, on Xcode 10–15 files from several repositories),
    /// so the fallback is drawn about 2 % larger than the point size; and 17-pt labels whose text contains Chinese
    /// store a height of 21 at @2x where Latin text stores 20.5 (shared/textmetrics/README.md, "Caveats"), which is
    /// the line box of a font 1.0105–1.035 times larger. Frames from Xcode 10 files (kana) still show the Latin
    /// height; the rule follows the current Xcode. Hangul comes from another fallback font (Apple SD Gothic Neo,
    /// 0.87 em) and keeps SF's line box.
    static func cjkMetrics(font: FontSpec) -> FontMetrics {
        var result = metrics(pointSize: font.size * cjkEm)
        result.leading = metrics(font: font).leading
        return result
    }

    // MARK: Optical size (text-metrics.md §4.3)

    /// The variable SF blends its Text and Display designs between these sizes; the model blends Inter into
    /// Inter Display over the same range.
    static let opticalSizeRange = 17.0...28.0

    /// The Display share at `pointSize`: 0 up to 17 pt, 1 from 28 pt, linear between.
    static func displayShare(pointSize: Double) -> Double {
        let r = opticalSizeRange
        return min(max((pointSize - r.lowerBound) / (r.upperBound - r.lowerBound), 0), 1)
    }

    // MARK: Weight factors (text-metrics.md §4.4)

    /// How much wider SF is than Inter at the same weight, fitted by the spec on public storyboard frames of all
    /// Xcode eras. The evidence holds only regular to bold; lighter and heavier weights take the nearest fitted
    /// factor (the spec's "map to the nearest" rule), on top of Inter's own face of that weight.
    static func weightFactor(_ weight: FontWeight) -> Double {
        switch weight {
        case .ultraLight, .thin, .light, .regular: 0.999
        case .medium: 1.007
        case .semibold: 1.017
        case .bold, .heavy, .black: 1.023
        }
    }

    // MARK: Per-character corrections (text-metrics.md §4.5)

    /// Relative corrections to Inter's advance for the characters whose SF glyphs differ most from Inter's: the
    /// largest entries of the spec's ridge fit (5-fold cross-validated by repository), as the spec publishes them.
    /// For ". : '" the spec gives the range +7–12 %; its midpoint is used. They are not refitted here.
    static let characterCorrections: [(character: Unicode.Scalar, correction: Double)] = [
        ("l", 0.07), ("I", 0.06), (".", 0.095), (":", 0.095), ("'", 0.095),
        ("e", -0.03), ("T", -0.03), ("A", -0.04), ("w", -0.05), ("V", -0.06), ("Y", -0.12),
    ]

    /// The corrections per advance class of the table: a correction reaches every character whose advance equals
    /// the corrected one's in all faces, which is its accented forms and look-alikes ("é", "Å", Cyrillic "е").
    static let advanceClassCorrections: [Double] = {
        let characters = MetricsTable.shared.characters
        var result = Array(repeating: 0.0, count: characters.advanceClassCount)
        for (character, correction) in characterCorrections {
            if let entry = characters.entry(for: character) { result[Int(entry.advanceClass)] = correction }
        }
        return result
    }()

    static func correction(_ entry: CharacterMap.Entry) -> Double {
        let index = Int(entry.advanceClass)
        return index < advanceClassCorrections.count ? advanceClassCorrections[index] : 0
    }

    // MARK: Characters the system font does not draw (text-metrics.md §4.6, §4.7)

    /// CJK ideographs, kana and full-width forms, in ems. The spec's 1.00 em underestimates Xcode 10–15 frames,
    /// which sit near 1.02 em; one Xcode 16 source sits near 0.93 em.
    static let cjkEm = 1.02
    /// Half-width forms (U+FF61–FFDC): half of a full-width character.
    static let halfWidthEm = cjkEm / 2
    /// Extra space, in ems, where a CJK character (ideograph, kana, full-width or half-width form) meets a letter,
    /// digit or symbol drawn with the system font, on either side; not at spaces, line breaks or emoji.
    ///
    /// Source: 1/8 em is the ideograph–alphanumeric spacing of CJK typesetting (W3C "Requirements for Chinese Text
    /// Layout" and CSS Text 4 `text-autospace`, which inserts 1/8 of the ideographic advance). Stored frames of
    /// mixed Chinese–Latin labels (Xcode 15) are about 2 pt wider per such boundary at 17 pt than the sum of their
    /// parts, the same at one boundary ("Cell样式") as at two ("大小缩放+字体粗细"), and independent of the length of
    /// the Latin run, so it is a per-boundary space rather than a change of the Latin metrics.
    static let cjkBoundaryEm = 0.125
    /// Hangul syllables and jamo, in ems.
    static let hangulEm = 0.87
    /// An emoji, in points beyond the point size (`pt + 4.5`).
    static let emojiExtra = 4.5
    /// Any other character missing from the table (another script drawn by a fallback font), in ems.
    static let unknownEm = 0.6

    // MARK: Classic UIButton (text-metrics.md §5)

    /// Vertical padding of a classic title-only button: 6 pt above and below the title.
    static let buttonVerticalPadding = 12.0
    /// The narrowest classic button.
    static let buttonMinimumWidth = 30.0
}

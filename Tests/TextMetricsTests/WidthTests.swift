import Foundation
import Testing
@testable import TextMetrics

/// The generated table against HarfBuzz: `Fixtures/harfbuzz-reference.tsv` holds whole strings shaped by HarfBuzz
/// when the table was generated, and the same strings summed from the raw pair measurements before compression.
struct WidthTests {
    struct Reference: CustomTestStringConvertible, Sendable {
        var face: String
        var unitsPerEm: Double
        var text: String
        var harfBuzz: Double
        var pairModel: Double
        var testDescription: String { "\(face) '\(text)'" }
    }

    static let references: [Reference] = {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("Fixtures/harfbuzz-reference.tsv")
        guard let text = try? String(contentsOf: url, encoding: .utf8) else { return [] }
        return text.split(separator: "\n").compactMap { line in
            guard !line.hasPrefix("#") else { return nil }
            let f = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            guard f.count == 5, let upm = Double(f[1]), let hb = Double(f[3]), let pair = Double(f[4]) else {
                return nil
            }
            return Reference(face: f[0], unitsPerEm: upm, text: f[2], harfBuzz: hb, pairModel: pair)
        }
    }()

    /// Sum of advances and pair kerning read back from the compressed table, in font units.
    static func tableWidth(_ text: String, face name: String) -> Double? {
        let table = MetricsTable.shared
        guard let face = table.face(named: name) else { return nil }
        var total = 0.0
        var previous: CharacterMap.Entry?
        for scalar in text.unicodeScalars {
            guard let entry = table.characters.entry(for: scalar) else { return nil }
            total += face.advance(entry)
            if let previous { total += face.kern(previous, entry) }
            previous = entry
        }
        return total
    }

    @Test func fixtureIsPresent() {
        #expect(Self.references.count >= 50)
        #expect(Set(Self.references.map(\.face)).count >= 5)
    }

    /// The compressed table reproduces the uncompressed pair measurements: exactly for the masters, within 1 font
    /// unit per advance and per kerning value for the faces interpolated between them.
    @Test(arguments: references)
    func tableMatchesThePairMeasurements(_ ref: Reference) throws {
        let width = try #require(Self.tableWidth(ref.text, face: ref.face))
        let isMaster = MetricsTableData.masterNames.contains(ref.face)
        let values = Double(2 * ref.text.unicodeScalars.count - 1)
        #expect(abs(width - ref.pairModel) <= (isMaster ? 1e-9 : values))
        #expect(MetricsTable.shared.face(named: ref.face)?.unitsPerEm == ref.unitsPerEm)
    }

    /// The table stays within 0.2 % of whole-string shaping, except where Inter's contextual alternates need more
    /// than two characters of context ("->" becomes an arrow, a colon between digits is raised and respaced): those
    /// stay within 3 %. The interpolation's sub-unit rounding is the only other difference.
    @Test(arguments: references)
    func pairModelIsCloseToWholeStringShaping(_ ref: Reference) throws {
        let width = try #require(Self.tableWidth(ref.text, face: ref.face))
        let contextual = ref.text.contains("->") || ref.text.contains(":")
        #expect(abs(width - ref.harfBuzz) <= (contextual ? 0.03 : 0.002) * ref.harfBuzz)
    }

    /// Strings without contextual alternates and without characters that carry a per-character correction.
    static func isPlain(_ text: String) -> Bool {
        !text.contains("->") && !text.contains(":") && text.unicodeScalars.allSatisfy { scalar in
            MetricsTable.shared.characters.entry(for: scalar).map { SystemFontModel.correction($0) == 0 } ?? true
        }
    }

    /// At 12 pt tracking is 0 and the blend is all Inter, so a regular label is Inter's HarfBuzz width times the
    /// regular weight factor.
    @Test func labelWidthAt12PointsIsInterTimesTheWeightFactor() throws {
        let plain = Self.references.filter { $0.face == "text-regular" && Self.isPlain($0.text) }
        #expect(plain.count >= 3)
        for ref in plain {
            let points = ref.harfBuzz / ref.unitsPerEm * 12 * 0.999
            #expect(abs(TextMeasurer.shared.textWidth(ref.text, font: FontSpec(size: 12)) - points) < 0.01,
                    "\(ref.text)")
        }
    }

    /// At 28 pt the blend is all Inter Display, plus 0.38 pt of tracking per glyph.
    @Test func labelWidthAt28PointsIsInterDisplayPlusTracking() throws {
        let refs = Self.references.filter { $0.face == "display-regular" && Self.isPlain($0.text) }
        #expect(refs.count >= 3)
        for ref in refs {
            let glyphs = Double(ref.text.unicodeScalars.count)
            let points = ref.harfBuzz / ref.unitsPerEm * 28 * 0.999 + glyphs * 0.38
            #expect(abs(TextMeasurer.shared.textWidth(ref.text, font: FontSpec(size: 28)) - points) < 0.01,
                    "\(ref.text)")
        }
    }

    /// Between 17 and 28 pt the Latin part is the linear blend of the two designs.
    @Test func opticalSizeBlendsTextIntoDisplay() {
        let pt = 22.5
        let text = "Sound and Music"
        let font = FontSpec(size: pt)
        let track = Tracking.points(atSize: pt) * Double(text.count)
        let blended = TextMeasurer.shared.textWidth(text, font: font) - track
        let inter = (Self.tableWidth(text, face: "text-regular") ?? 0) / 2816
        let display = (Self.tableWidth(text, face: "display-regular") ?? 0) / 2048
        #expect(abs(blended - (0.5 * inter + 0.5 * display) * pt * 0.999) < 1e-9)
    }

    /// Spec §4.5's corrections scale a character's advance, and reach its accented forms.
    @Test func perCharacterCorrectionsScaleTheAdvance() throws {
        let table = MetricsTable.shared
        let face = try #require(table.face(named: "text-regular"))
        let font = FontSpec(size: 12)   // no tracking, all Inter
        for (character, correction) in [("l", 0.07), ("Y", -0.12), ("o", 0.0)] as [(Unicode.Scalar, Double)] {
            let entry = try #require(table.characters.entry(for: character))
            let inter = face.advance(entry) / face.unitsPerEm * 12 * 0.999
            #expect(abs(TextMeasurer.shared.textWidth(String(character), font: font) - inter * (1 + correction)) < 1e-9)
        }
        #expect(TextMeasurer.shared.textWidth("Ý", font: font) == TextMeasurer.shared.textWidth("Y", font: font))
        #expect(TextMeasurer.shared.textWidth("ĺ", font: font) == TextMeasurer.shared.textWidth("l", font: font))
    }

    @Test func heavierWeightsAreWider() {
        let text = "Heavier weights are wider"
        let widths = FontWeight.allCases.map { TextMeasurer.shared.textWidth(text, font: FontSpec(size: 17, weight: $0)) }
        #expect(widths == widths.sorted())
        #expect(Set(widths).count == widths.count)
    }

    @Test func everyFaceLoads() {
        for display in [false, true] {
            for weight in FontWeight.allCases {
                for italic in [false, true] {
                    let name = MetricsTable.faceName(weight: weight, italic: italic, display: display)
                    let face = MetricsTable.shared.face(named: name)
                    #expect(face != nil, "\(name)")
                    #expect(face?.unitsPerEm == (display ? 2048 : 2816))
                    #expect((face?.advance(MetricsTable.shared.characters.entry(for: "M")!) ?? 0) > 0)
                }
            }
        }
    }

    /// IB's stored size for the default label: "Label" in system 17 pt is 41.5 (@2x) and 41.333 (@3x) wide. The
    /// model lands on the @2x value; at @3x its raw width (41.44) is past the grid line, one pixel wide.
    @Test func defaultLabelMatchesInterfaceBuilder() {
        #expect(TextMeasurer.shared.measureLabel("Label", font: FontSpec(size: 17), scale: 2).width == 41.5)
        let at3x = TextMeasurer.shared.measureLabel("Label", font: FontSpec(size: 17), scale: 3).width
        #expect(abs(at3x - 124.0 / 3) <= 1.0 / 3 + 1e-9)
    }

    @Test func textStylesResolveToTheirDefaultSizes() {
        #expect(FontSpec(textStyle: .body) == FontSpec(size: 17, textStyle: .body))
        #expect(FontSpec(textStyle: .headline) == FontSpec(size: 17, weight: .semibold, textStyle: .headline))
        // A text style changes only the spacing of wrapped lines, not the width of the text.
        #expect(TextMeasurer.shared.textWidth("Hello world", font: FontSpec(textStyle: .body))
                == TextMeasurer.shared.textWidth("Hello world", font: FontSpec(size: 17)))
        #expect(FontSpec(textStyle: .largeTitle).size == 34)
        #expect(FontSpec(textStyle: .caption2).size == 11)
        #expect(TextStyle(fontTextStyleName: "UICTFontTextStyleTitle0") == .largeTitle)
        #expect(TextStyle(fontTextStyleName: "UICTFontTextStyleSubhead") == .subheadline)
        #expect(TextStyle(fontTextStyleName: "UICTFontTextStyleBogus") == nil)
    }
}

/// Label widths are the unrounded text width rounded up to the pixel grid of the scale.
struct RoundingTests {
    static let samples = ["Label", "Settings", "Sign in with Apple", "1,234.56", "Ångström café", "日本語", "Hi 😀"]

    @Test(arguments: [2.0, 3.0])
    func widthIsRoundedUpToThePixelGrid(scale: Double) {
        for text in Self.samples {
            for pt in [11.0, 15, 17, 22, 34] {
                let font = FontSpec(size: pt)
                let raw = TextMeasurer.shared.textWidth(text, font: font)
                let m = TextMeasurer.shared.measureLabel(text, font: font, scale: scale)
                let pixels = m.width * scale
                #expect(abs(pixels - pixels.rounded()) < 1e-9, "\(text) \(pt)")
                #expect(m.width >= raw - 1e-6 && m.width < raw + 1 / scale, "\(text) \(pt)")
                #expect(abs(m.height * scale - (m.height * scale).rounded()) < 1e-9)
                #expect(abs(m.firstBaseline * scale - (m.firstBaseline * scale).rounded()) < 1e-9)
            }
        }
    }

    /// The same text is never narrower at @3x than at @2x by more than the @2x step, nor wider by more than it.
    @Test func scalesAgreeWithinOnePixelStep() {
        for text in Self.samples {
            let font = FontSpec(size: 17)
            let at2x = TextMeasurer.shared.measureLabel(text, font: font, scale: 2).width
            let at3x = TextMeasurer.shared.measureLabel(text, font: font, scale: 3).width
            #expect(abs(at2x - at3x) < 0.5)
        }
    }
}

import LayoutModel
import Testing

@Suite struct NumberFormattingTests {
    @Test(arguments: [
        (0.0, "0"), (-0.0, "0"), (1.0, "1"), (82.3333333, "82.333"), (-16.0, "-16"), (0.5, "0.5"),
        (8.0000000000000284, "8"), (204.5, "204.5"), (-0.0004, "0"), (1.0005, "1.001"), (1234567.25, "1234567.25"),
    ])
    func formats(value: Double, expected: String) {
        #expect(formatNumber(value) == expected)
    }

    @Test func nonFiniteNumbersNeverLeak() {
        #expect(formatNumber(.nan) == "0")
        #expect(formatNumber(.infinity) == "0")
    }

    @Test(arguments: [
        (0.001, "0.001"), (0.01, "0.01"), (0.1, "0.1"), (0.12, "0.12"), (0.102, "0.102"), (10.05, "10.05"),
        (-0.001, "-0.001"), (-1234.5, "-1234.5"), (9.9995, "10"), (1e20, "9000000000000"), (-1e20, "-9000000000000"),
        (1_000_000_007, "1000000007"),
    ])
    func formatsFractionsAndExtremes(value: Double, expected: String) {
        #expect(formatNumber(value) == expected)
    }

    /// Whole numbers take a path of their own below 9·10¹²; above it the general path clamps, as before.
    @Test(arguments: [
        (8_999_999_999_999.0, "8999999999999"), (-8_999_999_999_999.0, "-8999999999999"),
        (9_000_000_000_000.0, "9000000000000"), (12_345_678_901_234.0, "9000000000000"),
        (-12_345_678_901_234.0, "-9000000000000"), (-1.0, "-1"), (10.0, "10"), (1e12, "1000000000000"),
    ])
    func formatsWholeNumbers(value: Double, expected: String) {
        #expect(formatNumber(value) == expected)
    }

    @Test func wholeNumbersReadAsTheirDecimalDigits() {
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        for _ in 0..<20_000 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            let digits = Int(state >> 60)  // 0…15 decimal digits
            var limit = 1
            for _ in 0..<min(digits, 12) { limit *= 10 }
            let whole = Int((state >> 8) % UInt64(limit)) * (state & 1 == 0 ? 1 : -1)
            #expect(formatNumber(Double(whole)) == String(whole), "\(whole)")
            // A quarter off it, the general path writes the thousandths: −3 + 0.25 is −2.75.
            let offWhole = whole >= 0 ? "\(whole).25" : "-\(-whole - 1).75"
            #expect(formatNumber(Double(whole) + 0.25) == offWhole, "\(whole)")
        }
    }

    @Test func appendsTheFormattedText() {
        var bytes = Array("[".utf8)
        for value in [3.25, -0.5, 100.0] {
            appendNumber(value, to: &bytes)
            bytes.append(UInt8(ascii: ","))
        }
        appendDecimal(9_876_543_210, to: &bytes)
        #expect(String(decoding: bytes, as: UTF8.self) == "[3.25,-0.5,100,9876543210")
    }
}

@Suite struct SourceFileTests {
    @Test func mapsOffsetsToLinesAndByteColumns() {
        let file = SourceFile(path: "a.xml", text: "ab\n\té\nx")
        #expect(file.location(atOffset: 0) == SourceLocation(line: 1, column: 1, offset: 0))
        #expect(file.location(atOffset: 3) == SourceLocation(line: 2, column: 1, offset: 3))
        // "é" is two UTF-8 bytes: the "\n" after it is at byte column 4 of line 2.
        #expect(file.location(atOffset: 6).column == 4)
        #expect(file.location(atOffset: 7) == SourceLocation(line: 3, column: 1, offset: 7))
        #expect(file.offset(line: 3, column: 1) == 7)
    }

    @Test func handlesLinesPast65535() {
        let text = String(repeating: "\n", count: 70_000) + "  <x/>"
        let file = SourceFile(path: "big.xml", text: text)
        #expect(file.location(atOffset: 70_002) == SourceLocation(line: 70_001, column: 3, offset: 70_002))
    }
}

@Suite struct VariationKeyTests {
    @Test func parsesInterfaceBuilderKeys() throws {
        let key = try VariationKey.parse("heightClass=regular-widthClass=compact").get()
        #expect(key.widthClass == .compact)
        #expect(key.heightClass == .regular)
        #expect(key.specificity == 2)
        #expect(key.description == "heightClass=regular-widthClass=compact")
        #expect(key.matches(TraitCollection(horizontal: .compact, vertical: .regular)))
        #expect(!key.matches(TraitCollection(horizontal: .regular, vertical: .regular)))
        #expect(try VariationKey.parse("default").get().specificity == 0)
    }

    @Test func nonSizeKeysNeverApply() throws {
        let key = try VariationKey.parse("device=watch44mm").get()
        #expect(!key.matches(.unspecified))
    }

    @Test func rejectsUnknownTraitsAndClasses() {
        #expect(VariationKey.parse("widthClas=compact") == .failure(.unknownTrait("widthClas")))
        #expect(VariationKey.parse("widthClass=tiny") == .failure(.unknownSizeClass(name: "widthClass", value: "tiny")))
        #expect(VariationKey.parse("widthClass=compact-widthClass=regular") == .failure(.repeatedComponent("widthClass")))
    }
}

@Suite struct SuggestionTests {
    @Test func suggestsCloseMisspellings() {
        #expect(Suggestions.closest(to: "stakView", in: ["stackView", "view", "label"]) == "stackView")
        #expect(Suggestions.closest(to: "fillEqualy", in: StackDistribution.allCases.map(\.rawValue)) == "fillEqually")
        #expect(Suggestions.closest(to: "zzzzzz", in: ["label"]) == nil)
    }

    /// A word too far from every candidate for a misspelling names the one candidate that holds it whole, if only
    /// one does; a misspelling within reach still comes first.
    @Test func suggestsTheOneCandidateThatHoldsTheWord() {
        let commands = ["check", "frames", "render", "compare", "sheet", "explain", "convert", "devices", "measure"]
        #expect(Suggestions.closest(to: "fram", in: commands) == "frames")
        #expect(Suggestions.closest(to: "EXPL", in: commands) == "explain")
        #expect(Suggestions.closest(to: "co", in: commands) == nil)  // too short
        #expect(Suggestions.closest(to: "com", in: ["compare", "compile"]) == nil)  // begins two
        #expect(Suggestions.closest(to: "lead", in: ["leading", "lead"]) == "lead")  // the word itself
        #expect(Suggestions.closest(to: "frame", in: commands) == "frames")
        let modes = ["scaleToFill", "scaleAspectFit", "scaleAspectFill", "center", "topLeft"]
        #expect(Suggestions.closest(to: "aspectFit", in: modes) == "scaleAspectFit")
        #expect(Suggestions.closest(to: "aspect", in: modes) == nil)  // held by two
    }
}

@Suite struct PropertiesTests {
    @Test func overlayTakesOnlyWrittenFields() {
        var base = ViewProperties()
        base.axis = .horizontal
        base.spacing = .fixed(8)
        var patch = ViewProperties()
        patch.axis = .vertical
        let merged = base.overlaid(with: patch)
        #expect(merged.axis == .vertical)
        #expect(merged.spacing == .fixed(8))
    }
}

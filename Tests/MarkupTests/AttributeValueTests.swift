import LayoutModel
import LayoutTestSupport
@testable import Markup
import Testing

@Suite struct AttributeValueTests {
    /// robustness.md F13: Swift's Double(String) accepts all of these; the dialect accepts none.
    @Test(arguments: ["nan", "NaN", "inf", "-inf", "infinity", "-Infinity", "0x1p3", "1e400", "1e-400", "1e3", " 1", "1 ",
                      "1_000", "1,5", "+1", ".5", "5.", "", "-", "--1", "1.2.3", "10px", "10%", "٣", "1\u{0}"])
    func rejectedNumbers(_ text: String) {
        #expect(AttributeValue.decimal(text) == nil)
    }

    @Test func acceptedNumbers() {
        #expect(AttributeValue.decimal("8") == 8)
        #expect(AttributeValue.decimal("-12.5") == -12.5)
        #expect(AttributeValue.decimal("0.5") == 0.5)
        #expect(AttributeValue.decimal("007") == 7)
        let zero = AttributeValue.decimal("-0")
        #expect(zero == 0)
        #expect(zero?.sign == .plus)
    }

    /// Whole numbers of up to 15 digits are added up digit by digit; longer ones and fractions go to the C
    /// library. Both give the value `Double(String)` reads, bit for bit, from a Substring as from a String.
    @Test func wholeNumbersReadAsTheLibraryReadsThem() {
        var generator = SeededGenerator(seed: 0xDEC1_3A15)
        for _ in 0..<2_000 {
            let digits = Int.random(in: 1...22, using: &generator)
            var text = Int.random(in: 0...2, using: &generator) == 0 ? "-" : ""
            for _ in 0..<digits { text += String(Int.random(in: 0...9, using: &generator)) }
            if Int.random(in: 0...3, using: &generator) == 0 { text += "." + String(Int.random(in: 0...999, using: &generator)) }
            let expected = Double(text).map { $0 == 0 ? 0 : $0 }
            #expect(AttributeValue.decimal(text)?.bitPattern == expected?.bitPattern, "\(text)")
            #expect(AttributeValue.decimal("<\(text)>".dropFirst().dropLast())?.bitPattern == expected?.bitPattern,
                    "\(text) as a Substring")
        }
    }

    func attribute(_ name: String, _ value: String) -> XMLAttribute {
        let location = SourceLocation(line: 1, column: 1, offset: 0)
        return XMLAttribute(name: name, value: value, nameRange: SourceRange(at: location),
                            valueRange: SourceRange(at: location), isVerbatim: true)
    }

    @Test func magnitudeAndSign() {
        #expect((try? AttributeValue.number(attribute("width", "1000000")).get()) == 1_000_000)
        let absurd = AttributeValue.number(attribute("width", "1000000.5"))
        #expect(absurd.problemID == "markup.numberOutOfRange")
        #expect(AttributeValue.number(attribute("width", "-50"), nonNegative: true).problemID == "markup.negativeNumber")
        #expect(AttributeValue.nonNegativeInteger(attribute("numberOfLines", "99999999999999999999")).problemID == "markup.numberOutOfRange")
        #expect(AttributeValue.nonNegativeInteger(attribute("numberOfLines", "-1")).problemID == "markup.invalidInteger")
        #expect((try? AttributeValue.nonNegativeInteger(attribute("numberOfLines", "0")).get()) == 0)
    }

    @Test func priorities() {
        #expect((try? AttributeValue.priority(attribute("p", "required")).get()) == 1000)
        #expect((try? AttributeValue.priority(attribute("p", "high")).get()) == 750)
        #expect((try? AttributeValue.priority(attribute("p", "low")).get()) == 250)
        #expect((try? AttributeValue.priority(attribute("p", "1")).get()) == 1)
        for bad in ["0", "1001", "-1", "NaN", "High", ""] {
            #expect(AttributeValue.priority(attribute("p", bad)).problemID == "markup.invalidPriority", "\(bad)")
        }
    }

    @Test func booleansSuggestTheIBSpelling() throws {
        #expect((try? AttributeValue.boolean(attribute("hidden", "YES")).get()) == true)
        #expect((try? AttributeValue.boolean(attribute("hidden", "NO")).get()) == false)
        for (text, suggestion) in [("true", "YES"), ("yes", "YES"), ("false", "NO"), ("no", "NO")] {
            let diagnostic = try #require(AttributeValue.boolean(attribute("hidden", text)).problem)
            #expect(diagnostic.notes.map(\.message) == ["did you mean '\(suggestion)'?"])
        }
        #expect(AttributeValue.boolean(attribute("hidden", "maybe")).problem?.notes.isEmpty == true)
    }

    @Test func fonts() throws {
        func font(_ text: String) -> FontDescription? { try? AttributeValue.font(attribute("font", text), file: SourceFile(path: "f", text: "")).get() }
        #expect(font("body") == FontDescription(pointSize: 17, textStyle: .body))
        #expect(font("headline") == FontDescription(pointSize: 17, weight: .semibold, textStyle: .headline))
        #expect(font("17") == FontDescription(pointSize: 17))
        #expect(font("bold 17") == FontDescription(pointSize: 17, weight: .bold))
        #expect(font("italic 15") == FontDescription(pointSize: 15, italic: true))
        #expect(font("semibold italic 20") == FontDescription(pointSize: 20, weight: .semibold, italic: true))
        #expect(font("Avenir-Book 14") == FontDescription(pointSize: 14, name: "Avenir-Book"))
        for bad in ["", "bdy", "bold", "italic bold 17", "bold bold 17", "Avenir Book 14", "0", "-3", "NaN", "body 17"] {
            #expect(font(bad) == nil, "\(bad)")
        }
        let misspelled = AttributeValue.font(attribute("font", "bdy"), file: SourceFile(path: "f", text: ""))
        #expect(misspelled.problem?.notes.map(\.message) == ["did you mean 'body'?"])
    }

    @Test func ratios() {
        func ratio(_ text: String) -> Double? { try? AttributeValue.ratio(attribute("aspectRatio", text), file: SourceFile(path: "f", text: "")).get() }
        #expect(ratio("16:9") == 16.0 / 9.0)
        #expect(ratio("1.5") == 1.5)
        #expect(ratio("4 : 3") == 4.0 / 3.0)
        for bad in ["0:1", "1:0", "-1:2", "16/9", "a:b", "", ":", " 4:3", "4:3 "] { #expect(ratio(bad) == nil, "\(bad)") }
    }

    @Test func ids() {
        for good in ["a", "_x", "title-2", "A_b-C9"] {
            #expect((try? AttributeValue.identifier(attribute("id", good)).get()) == good)
        }
        for bad in ["1a", "-a", "a.b", "a b", "", "é"] {
            #expect(AttributeValue.identifier(attribute("id", bad)).problemID == "markup.invalidID", "\(bad)")
        }
        for reserved in ["superview", "margins", "safeArea", "content", "frame", "_label3", "_stackView12"] {
            #expect(AttributeValue.identifier(attribute("id", reserved)).problemID == "markup.reservedID", "\(reserved)")
        }
        #expect((try? AttributeValue.identifier(attribute("id", "_label")).get()) == "_label")
        #expect((try? AttributeValue.identifier(attribute("id", "_tile3")).get()) == "_tile3")
    }

    @Test func variationKeys() {
        #expect((try? AttributeValue.variationKey(attribute("key", "widthClass=compact-heightClass=regular")).get())
                == VariationKey(widthClass: .compact, heightClass: .regular))
        #expect((try? AttributeValue.variationKey(attribute("key", "default")).get()) == .default)
        for bad in ["widthClass=any", "device=watch", "sizeClass=compact", "widthClass", "widthClass=compact-widthClass=regular"] {
            #expect(AttributeValue.variationKey(attribute("key", bad)).problemID == "markup.invalidVariationKey", "\(bad)")
        }
    }
}

extension Result where Failure == Problem {
    var problem: Diagnostic? {
        if case .failure(let problem) = self { return problem.diagnostic }
        return nil
    }

    var problemID: String? { problem?.id }
}

import LayoutModel
import LayoutTestSupport
@testable import Markup
import Testing

/// Interface Builder numbers are parsed without `Double(text)` when they are short plain decimals; the result must
/// be the very double `Double(text)` gives, and the syntax rules must not change.
@Suite struct IBNumberTests {
    @Test func shortDecimalsEqualStrtod() {
        var generator = SeededGenerator(seed: 42)
        for _ in 0..<20_000 {
            let whole = Int.random(in: 0...9_999_999, using: &generator)
            let fractionLength = Int.random(in: 0...15, using: &generator)
            var text = Bool.random(using: &generator) ? "-" : ""
            text += String(Int.random(in: 0...2, using: &generator) == 0 ? whole % 1000 : whole)
            if fractionLength > 0 {
                text += "."
                for _ in 0..<fractionLength { text += String(Int.random(in: 0...9, using: &generator)) }
            }
            let expected = Double(text).flatMap { abs($0) <= IBNumber.limit ? ($0 == 0 ? 0 : $0) : nil }
            let parsed = IBNumber.parse(text)
            #expect(parsed?.bitPattern == expected?.bitPattern, "\(text)")
            if parsed?.bitPattern != expected?.bitPattern { return }
        }
    }

    @Test func valuesCocoaWrites() {
        #expect(IBNumber.parse("82.333333333333329") == Double("82.333333333333329"))
        #expect(IBNumber.parse("0.0") == 0)
        #expect(IBNumber.parse("-0")?.sign == .plus)
        #expect(IBNumber.parse("1e-05") == 1e-05)
        #expect(IBNumber.parse("+8") == 8)
        #expect(IBNumber.parse(".5") == 0.5)
        #expect(IBNumber.parse("5.") == 5)
        #expect(IBNumber.parse("0.1") == 0.1)
        #expect(IBNumber.parse("123456789012.345") == nil)  // beyond the limit
        #expect(IBNumber.parse("9999999.99999999") == 9_999_999.99999999)
    }

    @Test func malformedNumbersAreRefused() {
        for text in ["", "-", ".", "1e", "1e+", "0x10", "NaN", "inf", "1,5", " 1", "1 ", "--1", "1.2.3", "e5"] {
            #expect(IBNumber.parse(text) == nil, "\(text)")
        }
        #expect(IBNumber.parse("10000001") == nil)
        #expect(IBNumber.parse("1e400") == nil)
    }
}

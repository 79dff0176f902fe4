import LayoutModel
@testable import Markup
import Testing

@Suite struct ConstraintEquationParserTests {
    func parse(_ text: String) throws -> ConstraintEquation {
        try ConstraintEquationParser.parse(text).get()
    }

    func error(_ text: String) -> EquationError? {
        if case .failure(let error) = ConstraintEquationParser.parse(text) { return error }
        return nil
    }

    @Test func fullForm() throws {
        let equation = try parse("title.leading >= 1.5 * margins.leading - 8 @750")
        #expect(equation.first.path == ["title"])
        #expect(equation.first.anchor == .leading)
        #expect(equation.relation == .greaterThanOrEqual)
        #expect(equation.second?.path == ["margins"])
        #expect(equation.second?.anchor == .leading)
        #expect(equation.multiplier == 1.5)
        #expect(equation.constant == -8)
        #expect(equation.priority == 750)
    }

    @Test func trailingMultiplierAndKeywordPriority() throws {
        let equation = try parse("a.width<=b.content.width*0.25+4@low")
        #expect(equation.second?.path == ["b", "content"])
        #expect(equation.multiplier == 0.25)
        #expect(equation.constant == 4)
        #expect(equation.priority == 250)
        #expect(equation.relation == .lessThanOrEqual)
    }

    @Test func constantForms() throws {
        let size = try parse("spacer.height == 200 @900")
        #expect(size.second == nil)
        #expect(size.constant == 200)
        #expect(size.priority == 900)
        #expect(try parse("a.width == -5").constant == -5)
    }

    @Test func hyphenatedIdsAndAnchorsFollowedByMinus() throws {
        let equation = try parse("my-view.width == other-view.width-8")
        #expect(equation.first.path == ["my-view"])
        #expect(equation.second?.path == ["other-view"])
        #expect(equation.second?.anchor == .width)
        #expect(equation.constant == -8)
        let spaced = try parse("a-b.leading == c-d.margins.leading - 2")
        #expect(spaced.second?.path == ["c-d", "margins"])
        #expect(spaced.constant == -2)
    }

    @Test func offsetsPointIntoTheText() throws {
        let equation = try parse("  title.top == rows.safeArea.bottom")
        #expect(equation.first.pathOffsets == [2])
        #expect(equation.first.anchorOffset == 8)
        #expect(equation.second?.pathOffsets == [15, 20])
        #expect(equation.second?.anchorOffset == 29)
    }

    @Test(arguments: [
        ("title.leading = margins.leading", 14),
        ("title.leading", 13),
        ("title == b.top", 0),
        ("title. == b.top", 6),
        ("a.top == b.top + ", 17),
        ("a.top == b.top + x", 17),
        ("a.top == b.top 8", 15),
        ("a.top == - b.top", 11),
        ("a.width * 2 == b.width", 8),
        ("2 * a.width == b.width", 0),
        ("a.width == 2 * b.width * 3", 23),
        ("a.width == b.width @", 20),
        ("a.top == b.top ; drop", 15),
        ("", 0),
        ("a.width == 1e3", 11),
        ("a.width == NaN", 11),
        ("a.width == 2000000", 11),
        ("a.width == b.width ~ 1", 19),
        ("a.width == é.width", 11),
    ])
    func syntaxErrorsHaveExactOffsets(_ text: String, _ offset: Int) {
        #expect(error(text)?.offset == offset, "\(String(describing: error(text)))")
    }

    @Test func unknownAnchorAndBadPriorityAndZeroMultiplier() {
        #expect(error("a.leadng == b.leading")?.kind == .unknownAnchor("leadng"))
        #expect(error("a.leadng == b.leading")?.offset == 2)
        #expect(error("a.width == b.width @1001")?.kind == .priority("1001"))
        #expect(error("a.width == b.width @0")?.kind == .priority("0"))
        #expect(error("a.width == b.width @ highest")?.kind == .priority("highest"))
        #expect(error("a.width == 0 * b.width")?.kind == .zeroMultiplier)
        #expect(error("a.width == b.width * 0.0")?.kind == .zeroMultiplier)
    }
}

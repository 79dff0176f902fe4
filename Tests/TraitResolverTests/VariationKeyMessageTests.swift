import LayoutModel
import Testing
@testable import TraitResolver

/// Messages readers use for variation keys that do not parse.
@Suite struct VariationKeyMessageTests {
    func keyError(_ key: String) -> VariationKeyError? {
        if case .failure(let error) = VariationKey.parse(key) { return error }
        return nil
    }

    @Test func unknownTraitListsTheKnownOnes() throws {
        let error = try #require(keyError("widthClas=compact"))
        #expect(TraitResolver.describe(error) == "unknown trait 'widthClas' in variation key; known traits: widthClass, heightClass")
        let diagnostic = TraitResolver.diagnostic(for: error, path: "a.layout.xml",
                                                  at: SourceLocation(line: 3, column: 20, offset: 0))
        #expect(diagnostic.severity == .error)
        #expect(diagnostic.description == "a.layout.xml:3:20: error: unknown trait 'widthClas' in variation key; known traits: widthClass, heightClass")
        #expect(diagnostic.notes.map(\.message) == ["did you mean 'widthClass'?"])
    }

    @Test func otherProblems() throws {
        #expect(TraitResolver.describe(try #require(keyError("widthClass=compcat")))
                == "unknown size class 'compcat' for 'widthClass'; expected 'compact' or 'regular'")
        #expect(TraitResolver.suggestion(for: try #require(keyError("widthClass=compcat"))) == "compact")
        #expect(TraitResolver.describe(try #require(keyError("widthClass=compact-widthClass=regular")))
                == "'widthClass' appears twice in variation key")
        let malformed = try #require(keyError("widthClass:compact"))
        #expect(TraitResolver.describe(malformed).hasPrefix("malformed variation key component 'widthClass:compact'"))
        #expect(TraitResolver.suggestion(for: malformed) == "widthClass=compact")
        #expect(TraitResolver.diagnostic(for: try #require(keyError("heightClass=regular-heightClass=regular")),
                                         path: nil, at: nil).notes.isEmpty)
    }
}

import Foundation
import LayoutModel
import LayoutTestSupport
import Markup
import Testing

/// One fixture file, named in test output by its file name.
struct Fixture: CustomTestStringConvertible, Sendable {
    /// Relative to the package root, as diagnostics print it.
    let relativePath: String
    var testDescription: String { (relativePath as NSString).lastPathComponent }
    var absolutePath: String { FixtureLocation.root + "/" + relativePath }

    /// The sidecar next to the fixture: `name.layout.xml` → `name.<suffix>`.
    func sidecar(_ suffix: String) -> String {
        absolutePath.replacingOccurrences(of: ".layout.xml", with: "." + suffix)
    }

    func load() throws -> SourceFile {
        let data = try #require(FileManager.default.contents(atPath: absolutePath), "cannot read \(relativePath)")
        return SourceFile(path: relativePath, bytes: Array(data))
    }

    static func all(in folder: String) -> [Fixture] {
        FixtureDirectory.files(in: FixtureLocation.root + "/Tests/MarkupTests/Fixtures/" + folder, withSuffix: ".layout.xml")
            .map { Fixture(relativePath: FixtureDirectory.relativePath($0, to: FixtureLocation.root)) }
    }
}

enum FixtureLocation {
    static let root = FixtureDirectory.packageRoot()
}

/// `path:line:column: severity: message` lines, each diagnostic followed by its notes (the format
/// `stackboard check` prints, without the id).
func diagnosticLines(_ diagnostics: [Diagnostic]) -> String {
    var lines: [String] = []
    for diagnostic in diagnostics {
        lines.append(diagnostic.description)
        lines += diagnostic.notes.map(\.description)
    }
    return lines.map { $0 + "\n" }.joined()
}

@Suite struct MarkupFixtureTests {
    /// Valid fixtures parse without any diagnostic, and their model dump matches `.model.txt`.
    @Test(arguments: Fixture.all(in: "valid"))
    func validFixture(_ fixture: Fixture) throws {
        let (document, diagnostics) = MarkupParser.parse(try fixture.load())
        #expect(diagnostics.isEmpty, "\(diagnosticLines(diagnostics))")
        let outcome = GoldenFile.check(TreeDumper.dump(document), against: fixture.sidecar("model.txt"))
        #expect(outcome.isMatch, "\(outcome)")
    }

    /// Invalid fixtures produce exactly the diagnostics of `.diagnostics.txt`, in position order.
    @Test(arguments: Fixture.all(in: "invalid"))
    func invalidFixture(_ fixture: Fixture) throws {
        let (_, diagnostics) = MarkupParser.parse(try fixture.load())
        #expect(diagnostics.contains { $0.severity != .note })
        let outcome = GoldenFile.check(diagnosticLines(diagnostics), against: fixture.sidecar("diagnostics.txt"))
        #expect(outcome.isMatch, "\(outcome)")
    }

    @Test func thereAreFixtures() {
        #expect(Fixture.all(in: "valid").count >= 3)
        #expect(Fixture.all(in: "invalid").count >= 11)
    }
}

import Foundation
import LayoutTestSupport
import Stackboard
import Testing

/// robustness.md §8, one test per class of bad input: each committed input under `Fixtures/robustness/<class>/`
/// gives exactly what `stackboard check` prints, kept in the `.diagnostics.txt` sidecar next to it (an empty
/// sidecar: accepted without a word). `UPDATE_GOLDENS=1` re-records the sidecars and fails.
///
/// The big inputs of the catalogue (deep nesting, huge files, many attributes, long lines) are generated at test
/// time by `GeneratedInputTests`; behaviour beyond diagnostics (what the SVG holds, what is written) is checked by
/// `OutputSafetyTests` and `CommandLineTests`.
@Suite struct RobustnessCatalogueTests {
    /// 1–12: empty files, byte-order marks, UTF-16/32, invalid UTF-8, other encodings, NUL, compression, junk.
    @Test(arguments: CatalogueFixture.all(in: "bytes"))
    func bytesAndEncoding(_ fixture: CatalogueFixture) {
        checkGolden(fixture)
    }

    /// 14–26: the well-formedness errors, each at the right place, and the libxml2 cases that need a policy.
    @Test(arguments: CatalogueFixture.all(in: "well-formedness"))
    func wellFormedness(_ fixture: CatalogueFixture) {
        checkGolden(fixture)
    }

    /// 27–33: every DOCTYPE is refused where it starts, before any entity or external resource is touched.
    @Test(arguments: CatalogueFixture.all(in: "dtd"))
    func dtdsAndEntities(_ fixture: CatalogueFixture) throws {
        let printed = checkGolden(fixture)
        #expect(printed.contains("error:"))
        // Nothing of the files the entities name reached the output.
        let passwd = (try? String(contentsOfFile: "/etc/passwd", encoding: .utf8)) ?? ""
        if let firstLine = passwd.split(separator: "\n").first { #expect(!printed.contains(firstLine)) }
    }

    /// 41–42: the committed small ones (positions inside multi-line tags, line ends); the big ones are generated.
    @Test(arguments: CatalogueFixture.all(in: "size"))
    func sizeAndComplexity(_ fixture: CatalogueFixture) {
        checkGolden(fixture)
    }

    /// 44–59: vocabulary, numbers, priorities and hostile text.
    @Test(arguments: CatalogueFixture.all(in: "values"))
    func vocabularyAndValues(_ fixture: CatalogueFixture) {
        checkGolden(fixture)
    }

    /// 60–64: duplicate, odd, unknown and self-referencing ids.
    @Test(arguments: CatalogueFixture.all(in: "ids"))
    func idsAndReferences(_ fixture: CatalogueFixture) {
        checkGolden(fixture)
    }

    /// 65–75: conflicts, cycles, ambiguity, negative sizes, multipliers and degenerate systems.
    @Test(arguments: CatalogueFixture.all(in: "constraints"))
    func constraints(_ fixture: CatalogueFixture) {
        checkGolden(fixture)
    }

    /// 76–79: unknown traits, repeated variations, views removed by a variation, conflicts in one size class.
    @Test(arguments: CatalogueFixture.all(in: "variants"))
    func sizeClassesAndVariants(_ fixture: CatalogueFixture) {
        checkGolden(fixture)
    }

    /// 78–79 again, laid out in both orientations of a large phone (`check --device iphone-16-pro-max
    /// --orientation both`): a diagnostic that only one size class has says which (sidecar
    /// `.both-orientations.diagnostics.txt`).
    @Test(arguments: CatalogueFixture.all(in: "variants"))
    func sizeClassesAndVariantsInBothOrientations(_ fixture: CatalogueFixture) {
        let (printed, _) = CheckRun.output(relativePath: fixture.relativePath, orientationsOf: "iphone-16-pro-max")
        let golden = fixture.goldenPath.replacingOccurrences(of: ".diagnostics.txt", with: ".both-orientations.diagnostics.txt")
        let outcome = GoldenFile.check(printed, against: golden)
        #expect(outcome.isMatch, "\(outcome)")
    }

    /// The same kinds of problems in Interface Builder files, which the reader reports as warnings where Xcode
    /// would still open the file (users.md §3.2).
    @Test(arguments: CatalogueFixture.all(in: "interface-builder"))
    func interfaceBuilderInput(_ fixture: CatalogueFixture) {
        checkGolden(fixture)
    }

    @Test func everyClassHasInputs() {
        let counts = ["bytes": 14, "well-formedness": 15, "dtd": 6, "size": 4, "values": 17, "ids": 7,
                      "constraints": 8, "variants": 4, "interface-builder": 9]
        for (folder, minimum) in counts.sorted(by: { $0.key < $1.key }) {
            #expect(CatalogueFixture.all(in: folder).count >= minimum, "\(folder)")
        }
    }

    /// Compares what `stackboard check` prints with the sidecar; returns the printed text.
    @discardableResult
    private func checkGolden(_ fixture: CatalogueFixture) -> String {
        let (printed, diagnostics) = CheckRun.output(relativePath: fixture.relativePath)
        for diagnostic in diagnostics where diagnostic.location != nil {
            #expect(diagnostic.path == fixture.relativePath, "\(diagnostic)")
        }
        let outcome = GoldenFile.check(printed, against: fixture.goldenPath)
        #expect(outcome.isMatch, "\(outcome)")
        return printed
    }
}

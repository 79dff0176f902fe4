import Foundation
import LayoutModel
import LayoutTestSupport
@testable import Markup
import Testing

@Suite struct RelaxNGValidatorTests {
    static let fixtures = FixtureDirectory.packageRoot() + "/Tests/MarkupTests/Fixtures"

    func tinyValidator() throws -> RelaxNGValidator {
        let path = Self.fixtures + "/schema/tiny.rng"
        let bytes = try #require(FileManager.default.contents(atPath: path))
        var sink = DiagnosticSink(path: path)
        let validator = RelaxNGValidator(schema: SourceFile(path: path, bytes: Array(bytes)), into: &sink)
        #expect(sink.diagnostics.isEmpty)
        return try #require(validator)
    }

    @Test func aValidDocumentHasNoDiagnostics() throws {
        let validator = try tinyValidator()
        let file = SourceFile(path: "ok.xml", text: "<document orientation=\"portrait\">\n  <screen id=\"a\"/>\n</document>\n")
        #expect(validator.validate(file).isEmpty)
    }

    @Test func violationsAreReportedWithTheirLine() throws {
        let validator = try tinyValidator()
        let file = SourceFile(path: "bad.xml", text: "<document>\n  <screen id=\"a\"/>\n  <screen/>\n  <label/>\n</document>\n")
        let diagnostics = validator.validate(file)
        #expect(!diagnostics.isEmpty)
        #expect(diagnostics.allSatisfy { $0.id == "markup.schemaViolation" && $0.severity == .error && $0.path == "bad.xml" })
        #expect(diagnostics.contains { $0.location?.line == 3 })
    }

    @Test func aBadEnumValueIsAViolation() throws {
        let validator = try tinyValidator()
        let file = SourceFile(path: "bad.xml", text: "<document orientation=\"sideways\"/>")
        #expect(validator.validate(file).map(\.id).contains("markup.schemaViolation"))
    }

    @Test func documentsAreLoadedThroughTheHardenedLoader() throws {
        let validator = try tinyValidator()
        let file = SourceFile(path: "x.xml", text: "<!DOCTYPE document [<!ENTITY x SYSTEM \"file:///etc/passwd\">]>\n<document>&x;</document>")
        #expect(validator.validate(file).map(\.id) == ["markup.doctypeNotAllowed"])
    }

    @Test func anInvalidSchemaIsReported() {
        var sink = DiagnosticSink(path: "broken.rng")
        let schema = SourceFile(path: "broken.rng", text: "<grammar xmlns=\"http://relaxng.org/ns/structure/1.0\"><start><element/></start></grammar>")
        #expect(RelaxNGValidator(schema: schema, into: &sink) == nil)
        #expect(!sink.diagnostics.isEmpty)
        #expect(sink.diagnostics.allSatisfy { $0.id == "markup.invalidSchema" })
    }
}

enum GrammarLocation {
    static let root = FixtureDirectory.packageRoot()
    static let schemaPath = root + "/Grammar/stackboard.rng"
}

/// The grammar (`Grammar/stackboard.rng`) is the contract: every sample and every valid fixture must follow
/// it (architecture.md §3.1). The grammar and the samples come from the grammar work; until they are in the
/// package this suite is skipped, visibly.
@Suite(.enabled(if: FileManager.default.fileExists(atPath: GrammarLocation.schemaPath),
                "Grammar/stackboard.rng is not in the package yet"))
struct SchemaContract {
    static let root = GrammarLocation.root
    static let schemaPath = GrammarLocation.schemaPath

    static var documents: [String] {
        FixtureDirectory.files(in: root + "/Samples", withSuffix: ".layout.xml")
            + FixtureDirectory.files(in: root + "/Tests/MarkupTests/Fixtures/valid", withSuffix: ".layout.xml")
    }

    @Test func thereAreSamplesToValidate() {
        #expect(!FixtureDirectory.files(in: Self.root + "/Samples", withSuffix: ".layout.xml").isEmpty)
    }

    @Test(arguments: documents.map { FixtureDirectory.relativePath($0, to: root) })
    func documentFollowsTheGrammar(_ relativePath: String) throws {
        let schemaBytes = try #require(FileManager.default.contents(atPath: Self.schemaPath))
        var sink = DiagnosticSink(path: "Grammar/stackboard.rng")
        let validator = try #require(RelaxNGValidator(schema: SourceFile(path: "Grammar/stackboard.rng", bytes: Array(schemaBytes)), into: &sink))
        let bytes = try #require(FileManager.default.contents(atPath: Self.root + "/" + relativePath))
        let diagnostics = validator.validate(SourceFile(path: relativePath, bytes: Array(bytes)))
        #expect(diagnostics.isEmpty, "\(diagnostics.map(\.description).joined(separator: "\n"))")
    }
}

import Foundation
import LayoutEngine
import LayoutModel
import Markup
import Testing
import TraitResolver

/// A fixture written as a native `.layout.xml` document (`Fixtures/native/`), read by the Markup stage and
/// resolved for the document's own configuration, with its expected frames in `<name>.frames.json`.
struct FileFixture: Sendable, CustomTestStringConvertible {
    var name: String

    var testDescription: String { name }

    /// Every `.layout.xml` under `Fixtures/<group>`, sorted by name.
    static func all(in group: String) -> [FileFixture] {
        let directory = fixturesDirectory.appendingPathComponent(group)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return names.filter { $0.hasSuffix(".layout.xml") }.sorted()
            .map { FileFixture(name: group + "/" + String($0.dropLast(".layout.xml".count))) }
    }

    /// The document resolved for its default configuration, and the diagnostics of reading and resolving.
    func resolved() throws -> (ResolvedDocument, [Diagnostic]) {
        let url = fixturesDirectory.appendingPathComponent(name + ".layout.xml")
        let bytes = try [UInt8](Data(contentsOf: url))
        let (markup, parseDiagnostics) = MarkupParser.parse(SourceFile(path: name + ".layout.xml", bytes: bytes))
        let (configuration, configurationDiagnostics) = TraitResolver.defaultConfiguration(
            for: markup, catalog: .builtIn)
        let (resolved, resolveDiagnostics) = TraitResolver.resolve(markup, for: configuration)
        return (resolved, parseDiagnostics + configurationDiagnostics + resolveDiagnostics)
    }

    func check(strategy: LayoutOptions.Strategy) throws {
        let (document, inputDiagnostics) = try resolved()
        #expect(inputDiagnostics.filter { $0.severity == .error }.isEmpty, "\(inputDiagnostics)")
        let expected = try expectedFrames(name)
        let options = LayoutOptions(textMeasurer: SystemTextMeasurer.fixed(), strategy: strategy)
        let (layout, diagnostics) = LayoutEngine(options: options).layout(document)
        let errors = diagnostics.filter { $0.severity == .error }
        #expect(errors.isEmpty, "\(name): \(errors.map(\.description))")
        let problems = expected.mismatches(in: layout.scenes[0])
        let report = "\(name) (\(strategy)):\n\(problems.joined(separator: "\n"))\n" + dump(layout.scenes[0])
        #expect(problems.isEmpty, "\(report)")
    }
}

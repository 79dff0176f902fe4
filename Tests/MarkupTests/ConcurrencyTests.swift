import Foundation
import LayoutModel
import LayoutTestSupport
import Markup
import Testing

/// libxml2 is used with one context per parse and per-thread error channels (robustness.md §1.8): parses
/// running at once on several threads give exactly what they give one at a time.
@Suite struct ConcurrencyTests {
    static func inputs() throws -> [SourceFile] {
        let files = Fixture.all(in: "valid") + Fixture.all(in: "invalid")
        var result = try files.map { try $0.load() }
        result += (encodingInputs + wellFormednessInputs).map { SourceFile(path: $0.name, bytes: $0.bytes) }
        return result
    }

    static func outcome(_ file: SourceFile) -> String {
        let (document, diagnostics) = MarkupParser.parse(file)
        return TreeDumper.dump(document) + diagnosticLines(diagnostics)
    }

    @Test func parallelParsesMatchSequentialOnes() async throws {
        let files = try Self.inputs()
        let expected = files.map(Self.outcome)
        let results = await withTaskGroup(of: (Int, String).self) { group in
            for round in 0..<4 {
                for index in files.indices {
                    let file = files[index]
                    group.addTask { (index + round * files.count, Self.outcome(file)) }
                }
            }
            var collected: [(Int, String)] = []
            for await item in group { collected.append(item) }
            return collected
        }
        #expect(results.count == files.count * 4)
        for (key, text) in results {
            #expect(text == expected[key % files.count], "\(files[key % files.count].path)")
        }
    }
}

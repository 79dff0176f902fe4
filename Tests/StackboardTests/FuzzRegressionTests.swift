import Foundation
import LayoutTestSupport
import Markup
import Stackboard
import SVGEmitter
import Testing

/// Every input the fuzzer (`Scripts/fuzz.sh`) found a problem with, kept in `Fixtures/fuzz-regressions/` once fixed,
/// goes through the whole pipeline the way the fuzz harness takes it: parse, lay out for the document's own
/// configuration and its other orientation, draw, and read every SVG back. The test asserts that this finishes and
/// that every output is well-formed and free of active content (robustness.md §4.2).
@Suite struct FuzzRegressionTests {
    static let folder = "\(CheckRun.root)/Tests/StackboardTests/Fixtures/fuzz-regressions"

    static var inputs: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [])
            .filter { !$0.hasPrefix(".") && !$0.hasSuffix(".md") }.sorted()
    }

    @Test(arguments: inputs)
    func regressionRunsThroughThePipeline(name: String) throws {
        let bytes = try #require(FileManager.default.contents(atPath: "\(Self.folder)/\(name)"))
        let pipeline = Pipeline()
        let (document, diagnostics) = MarkupParser.parse(SourceFile(path: name, bytes: Array(bytes)))
        for diagnostic in diagnostics where diagnostic.location != nil {
            let location = try #require(diagnostic.location)
            #expect(location.line >= 1 && location.column >= 1 && location.offset <= bytes.count, "\(diagnostic)")
        }
        guard !diagnostics.contains(where: { $0.severity == .error }) else { return }
        let (own, _) = pipeline.defaultConfiguration(for: document)
        var configurations = [own]
        if let name = own.device, let device = pipeline.catalog.device(named: name) {
            let other: Orientation = own.orientation == .landscape ? .portrait : .landscape
            configurations.append(pipeline.configuration(for: device, orientation: other, document: document))
        }
        for configuration in configurations {
            let laidOut = pipeline.layout(document, for: configuration)
            guard let layout = laidOut.layout else { continue }
            for scene in layout.scenes {
                for node in scene.nodes {
                    let finite = [node.frame.x, node.frame.y, node.frame.width, node.frame.height].allSatisfy { $0.isFinite }
                    #expect(finite, "\(name): \(node.id)")
                }
                SampleGoldenTests.checkStructure(SVGEmitter.emit(scene, configuration: layout.configuration),
                                                 name: name)
            }
        }
    }
}

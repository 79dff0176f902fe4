import LayoutModel
import LayoutTestSupport
@testable import Markup
import Stackboard
import SVGEmitter
import Testing

/// Every sample, drawn through the whole pipeline for its default configuration, against golden SVGs in
/// `Golden/Samples/` (`UPDATE_GOLDENS=1` re-records them and fails). Every output must also be well-formed XML
/// (read back through libxml2) and pass the structural checks of robustness.md §2.3.
@Suite struct SampleGoldenTests {
    static let root = FixtureDirectory.packageRoot()
    static let samples = FixtureDirectory.files(in: "\(root)/Samples", withSuffix: ".layout.xml")

    @Test func everySampleIsCovered() {
        #expect(Self.samples.count >= 10)
    }

    @Test(arguments: samples)
    func sampleMatchesItsGoldens(path: String) throws {
        let relative = FixtureDirectory.relativePath(path, to: Self.root)
        let pipeline = Pipeline()
        var timings = StageTimings()
        let (document, parseDiagnostics) = try pipeline.parse(path: relative, timings: &timings)
        #expect(!parseDiagnostics.contains { $0.severity == .error }, "\(parseDiagnostics)")
        let (configuration, _) = pipeline.defaultConfiguration(for: document)
        let laidOut = pipeline.layout(document, for: configuration, timings: &timings)
        #expect(!laidOut.hasErrors, "\(laidOut.diagnostics)")
        let layout = try #require(laidOut.layout)
        let stem = String(relative.split(separator: "/").last!.dropLast(".layout.xml".count))
        for scene in layout.scenes {
            let svg = SVGEmitter.emit(scene, configuration: layout.configuration, style: .standard)
            Self.checkStructure(svg, name: "\(stem).\(scene.id)")
            let outcome = GoldenFile.check(svg, against: "\(Self.root)/Tests/StackboardTests/Golden/Samples/\(stem).\(scene.id).svg")
            #expect(outcome.isMatch, "\(outcome)")
        }
    }

    @Test func comparisonSheetMatchesItsGolden() throws {
        let pipeline = Pipeline()
        var timings = StageTimings()
        let (document, _) = try pipeline.parse(path: "Samples/tab-demo.layout.xml", timings: &timings)
        let device = try #require(pipeline.catalog.device(named: "iphone-16"))
        let layouts = try Orientation.allCases.map { orientation in
            try #require(pipeline.layout(document, for: pipeline.configuration(for: device, orientation: orientation,
                                                                            document: document),
                                         timings: &timings).layout)
        }
        let portrait = try #require(layouts[0].scenes.first { $0.id == "proportionalTab" })
        let landscape = try #require(layouts[1].scenes.first { $0.id == "proportionalTab" })
        let svg = SVGEmitter.compareSheet(left: (portrait, layouts[0].configuration),
                                          right: (landscape, layouts[1].configuration), style: .standard)
        Self.checkStructure(svg, name: "compare")
        #expect(LayoutDiff.compare(portrait, landscape).contains { $0.kind == .axis(from: .vertical, to: .horizontal) && $0.viewID == "gallery" })
        let outcome = GoldenFile.check(svg, against: "\(Self.root)/Tests/StackboardTests/Golden/Samples/tab-demo.proportionalTab.compare.svg")
        #expect(outcome.isMatch, "\(outcome)")
    }

    /// Well-formed through libxml2; no active content; only finite, non-negative sizes.
    static func checkStructure(_ svg: String, name: String) {
        var sink = DiagnosticSink(path: name)
        let root = XMLLoader.load(SourceFile(path: name, text: svg), into: &sink)
        #expect(root?.name == "svg", "\(name): \(sink.diagnostics)")
        #expect(!sink.hasErrors, "\(name): \(sink.diagnostics)")
        var stack = root.map { [$0] } ?? []
        while let element = stack.popLast() {
            #expect(!["script", "foreignObject", "iframe", "object", "embed"].contains(element.name), "\(name)")
            for attribute in element.attributes {
                #expect(!attribute.name.lowercased().hasPrefix("on"), "\(name): \(attribute.name)")
                #expect(!attribute.value.contains("NaN") && !attribute.value.contains("inf"), "\(name): \(attribute.value)")
                if ["width", "height", "r", "rx", "ry"].contains(attribute.name), let value = Double(attribute.value) {
                    #expect(value >= 0, "\(name): \(attribute.name)=\(attribute.value)")
                }
                if attribute.name == "href" || attribute.name == "xlink:href" {
                    #expect(attribute.value.hasPrefix("#"), "\(name): external reference \(attribute.value)")
                }
            }
            stack.append(contentsOf: element.children)
        }
    }
}

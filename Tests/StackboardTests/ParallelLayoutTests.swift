import LayoutEngine
import LayoutModel
import Stackboard
import Testing

/// Scenes are laid out in parallel (`LayoutOptions.maximumConcurrency`); the frames and diagnostics must be the
/// same bytes as a serial run (robustness.md §4.6).
@Suite struct ParallelLayoutTests {
    static let multiSceneSamples = [
        "Samples/alignments.layout.xml", "Samples/common-layouts.layout.xml", "Samples/distributions.layout.xml",
        "Samples/hidden-views.layout.xml", "Samples/tab-demo.layout.xml",
    ]

    /// The frames JSON (with its diagnostics) of `path` for its own device, in both orientations.
    func frames(_ path: String, workers: Int) throws -> [String] {
        var options = LayoutOptions()
        options.maximumConcurrency = workers
        let pipeline = Pipeline(layoutOptions: options)
        var timings = StageTimings()
        let (document, _) = try pipeline.parse(path: path, timings: &timings)
        let (configuration, _) = pipeline.defaultConfiguration(for: document)
        let device = try #require(configuration.device.flatMap { pipeline.catalog.device(named: $0) })
        return try Orientation.allCases.map { orientation in
            let chosen = pipeline.configuration(for: device, orientation: orientation, document: document)
            let laidOut = pipeline.layout(document, for: chosen, timings: &timings)
            let layout = try #require(laidOut.layout)
            return FramesReport.json(layout, file: path, diagnostics: laidOut.diagnostics)
        }
    }

    @Test(arguments: multiSceneSamples)
    func parallelScenesGiveTheSerialBytes(_ path: String) throws {
        let serial = try frames(path, workers: 1)
        #expect(serial.allSatisfy { $0.contains("\"schema\": \"stackboard.frames/1\"") && $0.contains("{\"id\": ") })
        for workers in [2, 3, 8] {
            #expect(try frames(path, workers: workers) == serial, "\(workers) workers on \(path)")
        }
    }

    @Test func everySceneIsLaidOutOnceAndInOrder() throws {
        let pipeline = Pipeline()
        var timings = StageTimings()
        let path = "Samples/alignments.layout.xml"
        let (document, _) = try pipeline.parse(path: path, timings: &timings)
        let (configuration, _) = pipeline.defaultConfiguration(for: document)
        let laidOut = try #require(pipeline.layout(document, for: configuration, timings: &timings).layout)
        #expect(laidOut.scenes.map(\.id) == document.scenes.map(\.id))
        #expect(laidOut.scenes.count > 1)
    }
}

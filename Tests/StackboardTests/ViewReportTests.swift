import LayoutEngine
import LayoutModel
import Stackboard
import Testing

/// `stackboard explain`: the variations and constraints that decide a view's frame, with positions.
@Suite struct ViewReportTests {
    func report(_ viewID: String, orientation: Orientation) throws -> ViewReport {
        let pipeline = Pipeline()
        var timings = StageTimings()
        let (document, _) = try pipeline.parse(path: "Samples/tab-demo.layout.xml", timings: &timings)
        let device = try #require(pipeline.catalog.device(named: "iphone-16"))
        let configuration = pipeline.configuration(for: device, orientation: orientation, document: document)
        let laidOut = pipeline.layout(document, for: configuration, timings: &timings)
        return try #require(ViewReport.make(laidOut, sceneID: nil, viewID: viewID, options: pipeline.layoutOptions))
    }

    @Test func portraitNamesTheAxisVariationOfTheSuperview() throws {
        let text = try report("canyonImage", orientation: .portrait).text
        // The sample's `<variation key="heightClass=regular-widthClass=compact" axis="vertical"/>` is line 45.
        #expect(text.contains("Samples/tab-demo.layout.xml:45:7: heightClass=regular-widthClass=compact sets axis on 'gallery' (superview)"))
        #expect(text.contains("stack.canvas-connection of 'gallery': gallery.top − canyonImage.top == 0 @1000"))
    }

    @Test func landscapeHasNoVariationAndShowsWhatGaveWay() throws {
        let report = try report("lighthouseImage", orientation: .landscape)
        #expect(report.text.contains("none apply to this view or its ancestors for wC-hC"))
        // fillProportionally's 998 constraint cannot hold with spacing: the last view takes the rest (§4).
        #expect(report.text.contains("stack.fill-proportionally of 'gallery'"))
        #expect(report.text.contains("(gives way by"))
        #expect(report.lineage.map(\.id) == ["lighthouseImage", "gallery", "proportionalTab"])
        let positions = report.explanation.constraints.compactMap { $0.source.range?.start.line }
        #expect(!positions.isEmpty && positions.allSatisfy { $0 == 43 || $0 == 47 })
    }

    @Test func unknownViewsHaveNoReport() throws {
        let pipeline = Pipeline()
        var timings = StageTimings()
        let (document, _) = try pipeline.parse(path: "Samples/tab-demo.layout.xml", timings: &timings)
        let (configuration, _) = pipeline.defaultConfiguration(for: document)
        let laidOut = pipeline.layout(document, for: configuration, timings: &timings)
        #expect(ViewReport.make(laidOut, sceneID: nil, viewID: "nothing", options: pipeline.layoutOptions) == nil)
    }
}

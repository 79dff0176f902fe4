import LayoutEngine
import LayoutModel
import Stackboard
import Testing

/// `Pipeline.layout(_:for:keepingResolvedViews:timings:)` with `false` (what `frames`, `render` and `sheet` use) lets
/// the layout free the resolved view tree: the frames and diagnostics must be those of a layout that keeps it.
@Suite struct ReleasedResolvedViewsTests {
    @Test(arguments: [
        "Samples/alignments.layout.xml", "Samples/hidden-views.layout.xml", "Samples/tab-demo.layout.xml",
        "Tests/MarkupTests/Fixtures/ib/size-classes.storyboard", "Tests/MarkupTests/Fixtures/ib/cells.xib",
    ])
    func releasingTheResolvedViewsKeepsTheFrames(_ path: String) throws {
        let pipeline = Pipeline()
        var timings = StageTimings()
        let (document, parseDiagnostics) = try pipeline.parse(path: path, timings: &timings)
        #expect(!parseDiagnostics.contains { $0.severity == .error })
        let (configuration, _) = pipeline.defaultConfiguration(for: document)
        let kept = pipeline.layout(document, for: configuration, timings: &timings)
        let released = pipeline.layout(document, for: configuration, keepingResolvedViews: false, timings: &timings)
        let keptLayout = try #require(kept.layout)
        let releasedLayout = try #require(released.layout)
        #expect(FramesReport.json(releasedLayout, file: path, diagnostics: released.diagnostics)
                == FramesReport.json(keptLayout, file: path, diagnostics: kept.diagnostics))
        #expect(keptLayout.scenes.contains { $0.nodes.count > 1 })
        #expect(kept.resolved.scenes.contains { !$0.root.subviews.isEmpty })
        #expect(released.resolved.scenes.allSatisfy { $0.root.subviews.isEmpty })
        #expect(released.resolved.scenes.map(\.id) == kept.resolved.scenes.map(\.id))
    }
}
